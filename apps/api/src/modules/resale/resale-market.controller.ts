import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { clearPageQuerySchema, resaleOrderSchema } from '@lendbridge/domain';
import type { ClearPageQuery, ResaleMarketListAnswer, ResaleOrderAnswer, ResaleOrderInput, ResaleOrderPreview } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Public, RequireMemberLevel } from '../../common/decorators.js';
import { ValidBody, zodPipe } from '../../common/zod.pipe.js';
import { WithdrawalsService } from '../account/withdrawals.service.js';
import { Idempotent } from '../ledger/idempotency.js';
import { offerNotFound } from './resale.errors.js';
import { ResaleService } from './resale.service.js';
import { ApiExample } from '../../common/openapi.js';
import { BIDS_EXAMPLE } from '../market/market.examples.js';

/** An offer id from the path: a positive whole number, else 404 like an unknown offer. */
const offerIdPipe = new ParseIntPipe({ exceptionFactory: (): AppError => offerNotFound() });

/**
 * The resale market (債權轉讓): the open offers for everyone, like the other market lists; previewing
 * and buying for members who may order (the completed questionnaire and the staff reviews). Buying
 * moves money: Idempotency-Key and the login password required.
 */
@ApiTags('market-place')
@Controller('market-place/bids')
export class ResaleMarketController {
  constructor(
    private readonly resale: ResaleService,
    private readonly withdrawals: WithdrawalsService,
  ) {}

  @Get()
  @Public()
  @ApiQuery({ name: 'page', required: false, example: 1 })
  @ApiExample(BIDS_EXAMPLE)
  @ApiOperation({
    summary:
      'Open offers, newest first, 20 a page: {data: [{id, loan_serial, credit_level, apr, period, remain_principal, remaining_periods, ' +
      'next_due_date, last_due_date, price, gap: {kind, amount, percent}, accrued_interest, yield_to_maturity, created_at}], meta: {pagination}}',
  })
  list(@Query(zodPipe(clearPageQuerySchema)) query: ClearPageQuery): Promise<ResaleMarketListAnswer> {
    return this.resale.market(query.page);
  }

  @Get(':id/order')
  @RequireMemberLevel('questionnaire')
  @ApiParam({ name: 'id', description: 'Offer id' })
  @ApiOperation({
    summary:
      'Bid order preview: {data: {offer, business_date, buyer_pays, balance, hash}}; sold or withdrawn 409 OFFER_CLOSED; own offer 409 OWN_OFFER; ' +
      'own loan 409 OWN_LOAN; no longer resaleable 409 NOT_RESALEABLE',
  })
  async preview(@CurrentUser() user: AuthUser, @Param('id', offerIdPipe) id: number): Promise<{ data: ResaleOrderPreview }> {
    return { data: await this.resale.orderPreview(user.id, id) };
  }

  @Post(':id/order')
  @HttpCode(200)
  @Idempotent()
  @RequireMemberLevel('questionnaire')
  @ApiParam({ name: 'id', description: 'Offer id' })
  @ApiOperation({
    summary:
      'Order {hash, password}: buys the offer, {message, data: {investment_serial, loan_serial, amount, price, accrued_interest, buyer_pays}}; ' +
      'wrong password 400 WRONG_PASSWORD; cash short 400 INSUFFICIENT_BALANCE; 409 OFFER_CLOSED, OWN_OFFER, OWN_LOAN, TERMS_CHANGED, NOT_RESALEABLE',
  })
  async order(@CurrentUser() user: AuthUser, @Param('id', offerIdPipe) id: number, @ValidBody(resaleOrderSchema) input: ResaleOrderInput): Promise<ResaleOrderAnswer> {
    await this.withdrawals.checkPassword(user.id, input.password);
    return this.resale.order(user.id, id, input.hash);
  }
}
