import { Controller, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  PLACE_ORDER_ASSIGN_TEST_VALUES,
  emptyActionSchema,
  placeOrderAssignQuerySchema,
  placeOrderAssignSchema,
  placeOrderAssignSomeSchema,
} from '@lendbridge/domain';
import type {
  EmptyActionInput,
  PlaceOrderAssignAnswer,
  PlaceOrderAssignInput,
  PlaceOrderAssignQuery,
  PlaceOrderAssignSomeInput,
} from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, RequireMemberLevel } from '../../common/decorators.js';
import { ValidBody, zodPipe } from '../../common/zod.pipe.js';
import { cartChangedError } from './orders.presenter.js';
import type { AssignResult } from './place-order.service.js';
import { PlaceOrderService } from './place-order.service.js';

const ASSIGN_ANSWER =
  '200 {data: {loans: [{serial, amount, amount_investable, updated_at, apr, period, pgr, app_type, is_student_loan, exist_collaterals}], ' +
  'total, confirmations: {no_protection, student_project, collateral}, balance: {available_amount, payment_method}, changed}}; ' +
  'a loan lowered or closed: 409 {code: CART_CHANGED, message, data: {loans: [{serial, amount, requested_amount, amount_investable, updated_at}]}}, ' +
  'or with ?test=1 200 with the lowered amounts and the changed loans; nothing is placed or reserved';

const TEST_QUERY = ApiQuery({ name: 'test', required: false, enum: PLACE_ORDER_ASSIGN_TEST_VALUES, description: '1: the assign test' });

/**
 * The checkout's assignment (spec 7: assign, assign test, assign check, unassign, assign-some).
 * Like the order it needs the completed risk questionnaire: visitors 401, each lower ladder
 * level 403 with its own code and message. Nothing moves, so no Idempotency-Key.
 */
@ApiTags('orders')
@Controller('market-place/place-order')
@RequireMemberLevel('questionnaire')
export class PlaceOrderController {
  constructor(private readonly placeOrder: PlaceOrderService) {}

  /** The assignment, or the 409 CART_CHANGED refusal naming the loans that do not fit. */
  private answer(result: AssignResult): { data: PlaceOrderAssignAnswer } {
    if (!result.fits) throw cartChangedError(result.loans);
    return { data: result.answer };
  }

  @Post('assign')
  @HttpCode(200)
  @TEST_QUERY
  @ApiOperation({ summary: `Check loans for the order {assignData: {serial: amount}} (1–50): ${ASSIGN_ANSWER}` })
  async assign(
    @CurrentUser() user: AuthUser,
    @ValidBody(placeOrderAssignSchema) input: PlaceOrderAssignInput,
    @Query(zodPipe(placeOrderAssignQuerySchema)) query: PlaceOrderAssignQuery,
  ) {
    return this.answer(await this.placeOrder.assign(user.id, input, query.test));
  }

  @Post('assign-some')
  @HttpCode(200)
  @TEST_QUERY
  @ApiOperation({ summary: `Check these cart lines at their cart amounts {serials} (1–50; not in my cart: 400 NOT_IN_CART): ${ASSIGN_ANSWER}` })
  async assignSome(
    @CurrentUser() user: AuthUser,
    @ValidBody(placeOrderAssignSomeSchema) input: PlaceOrderAssignSomeInput,
    @Query(zodPipe(placeOrderAssignQuerySchema)) query: PlaceOrderAssignQuery,
  ) {
    return this.answer(await this.placeOrder.assignSome(user.id, input, query.test));
  }

  @Post('unassign/:serial')
  @HttpCode(200)
  @ApiParam({ name: 'serial', description: 'Loan serial' })
  @ApiOperation({ summary: 'Take a loan out of my checkout (its cart line): {data: {serial}}; not in my cart: 404' })
  async unassign(@CurrentUser() user: AuthUser, @Param('serial') serial: string, @ValidBody(emptyActionSchema) _input: EmptyActionInput) {
    return { data: await this.placeOrder.unassign(user.id, serial) };
  }
}
