import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { emptyActionSchema, orderPlaceSchema } from '@lendbridge/domain';
import type { CheckoutOrderAnswer, EmptyActionInput, OrderPlaceInput } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, RequireMemberLevel } from '../../common/decorators.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { Idempotent } from '../ledger/idempotency.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { cartChangedError } from './orders.presenter.js';
import { OrdersService } from './orders.service.js';

/**
 * Orders (spec 2, 5): placing and paying need the completed risk questionnaire, so every route
 * does: visitors 401, each lower ladder level 403 with its own code and message. Placing and
 * paying move money: Idempotency-Key required.
 */
@ApiTags('orders')
@Controller('v1/orders')
@RequireMemberLevel('questionnaire')
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly clock: BusinessClock,
  ) {}

  @Post()
  @Idempotent()
  @ApiOperation({
    summary:
      'Place an order {loans: [{serial, amount, updated_at}], payment_method: balance|deposit, contract_accepted, no_protection_accepted?, ' +
      'student_project_accepted?, collateral_contract_accepted?, promo_code?}: 201 {data: {order: {serial, status, payment_method, ' +
      'total_amount, arrive_at, created_at}, investments: [{serial, loan_serial, amount, status}]}}; loans changed since read: 409 ' +
      '{code: CART_CHANGED, message, data: {loans: [{serial, amount, requested_amount, amount_investable, updated_at}]}} and nothing is placed',
  })
  async place(@CurrentUser() user: AuthUser, @ValidBody(orderPlaceSchema) input: OrderPlaceInput): Promise<{ data: CheckoutOrderAnswer }> {
    const result = await this.orders.place(user.id, input, await this.clock.instant());
    if (!result.placed) throw cartChangedError(result.loans);
    return { data: result.answer };
  }

  @Get(':serial')
  @ApiParam({ name: 'serial', description: 'Order serial' })
  @ApiOperation({ summary: 'One of my orders with its investments (same shape as the placement); not mine: 404' })
  async find(@CurrentUser() user: AuthUser, @Param('serial') serial: string) {
    return { data: await this.orders.find(user.id, serial) };
  }

  @Post(':serial/pay')
  @HttpCode(200)
  @Idempotent()
  @ApiParam({ name: 'serial', description: 'Order serial' })
  @ApiOperation({
    summary:
      'Pay a deposit order from the balance once it covers what the order waits for: {data: {order, investments}}; ' +
      '400 INSUFFICIENT_BALANCE; 409 ORDER_NOT_PENDING or ORDER_LAPSED; not mine: 404',
  })
  async pay(@CurrentUser() user: AuthUser, @Param('serial') serial: string, @ValidBody(emptyActionSchema) _input: EmptyActionInput) {
    return { data: await this.orders.pay(user.id, serial, await this.clock.instant()) };
  }
}
