import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  ROBO_API_TEXTS,
  ROBO_SELL_TEXTS,
  emptyActionSchema,
  internalTransferQuerySchema,
  internalTransferSchema,
  roboInvestmentsQuerySchema,
  roboSellOverviewQuerySchema,
  roboSellRequestSchema, roboProductParamSchema, roboTransactionsQuerySchema, transferSuccess } from '@lendbridge/domain';
import type { EmptyActionInput, InternalTransferQuery, RoboInvestmentsQuery, RoboProduct, RoboSellOverviewQuery, RoboTransactionsQuery } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, RequireMemberLevel } from '../../common/decorators.js';
import { ValidBody, zodPipe } from '../../common/zod.pipe.js';
import { WithdrawalsService } from '../account/withdrawals.service.js';
import { Idempotent } from '../ledger/idempotency.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { RoboSalesService } from './robo-sales.service.js';
import { RoboService } from './robo.service.js';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const productPipe = zodPipe(roboProductParamSchema);

/** The internal transfer into robo (POST internal-withdraw), beside the account's other money routes. Full members only. */
@ApiTags('robo')
@Controller('account')
@RequireMemberLevel('full')
export class InternalTransferController {
  constructor(
    private readonly robo: RoboService,
    private readonly withdrawals: WithdrawalsService,
    private readonly ledger: LedgerService,
  ) {}

  @Post('internal-withdraw')
  @HttpCode(200)
  @Idempotent()
  @ApiOperation({
    summary:
      'Transfer {password, amount} from the available amount to the robo product (?product=stable|vip, stable when left out): ' +
      '{code: 1, message, data: {serial, amount, created_at}}; the amount 1 to the available amount',
  })
  @ApiQuery({ name: 'product', required: false, enum: ['stable', 'vip'] })
  async internalWithdraw(
    @CurrentUser() user: AuthUser,
    @Query(zodPipe(internalTransferQuerySchema)) { product }: InternalTransferQuery,
    @Body() body: unknown,
  ) {
    await this.robo.assertOpen(user.id, product);
    const { cash } = await this.ledger.balances(user.id);
    const input = zodPipe(internalTransferSchema({ available: cash })).transform(body);
    await this.withdrawals.checkPassword(user.id, input.password);
    const data = await this.robo.transferIn(user.id, product, input.amount);
    return { code: 1, message: transferSuccess(data.amount), data };
  }
}

/** The robo screens of a product (stable or vip): summary, statement and its grouping, the loans held, the robo investments. */
@ApiTags('robo')
@Controller('robo/:product')
@RequireMemberLevel('full')
export class RoboController {
  constructor(
    private readonly robo: RoboService,
    private readonly sales: RoboSalesService,
    private readonly withdrawals: WithdrawalsService,
  ) {}

  @Get('summary')
  @ApiOperation({
    summary:
      'Cash, invested principal, waiting amount, matching_loans, sell_fee_rates, transaction_group [{subject, chinese_name, amount}], ' +
      'statistics_calculating (true while cash waits for the engine)',
  })
  async summary(@CurrentUser() user: AuthUser, @Param('product', productPipe) product: RoboProduct) {
    await this.robo.assertOpen(user.id, product);
    return { data: await this.robo.summary(user.id, product) };
  }

  @Get('matching-loans')
  @ApiOperation({ summary: 'How many listed loans the product would buy a part of now: {data: {count}}' })
  async matching(@CurrentUser() user: AuthUser, @Param('product', productPipe) product: RoboProduct) {
    await this.robo.assertOpen(user.id, product);
    return { data: { count: await this.robo.matchingLoans(user.id, product) } };
  }

  @Get('transactions')
  @ApiOperation({ summary: 'The robo statement (page, start_date, end_date, robo_subjects), newest first, 15 a page: {data, meta: {pagination}, start_date, end_date}' })
  async transactions(
    @CurrentUser() user: AuthUser,
    @Param('product', productPipe) product: RoboProduct,
    @Query(zodPipe(roboTransactionsQuerySchema)) query: RoboTransactionsQuery,
  ) {
    await this.robo.assertOpen(user.id, product);
    return this.robo.transactions(user.id, product, query);
  }

  @Get('grouping')
  @ApiOperation({ summary: 'The statement window summed per subject: {data: [{subject, chinese_name, amount}], start_date, end_date}' })
  async grouping(
    @CurrentUser() user: AuthUser,
    @Param('product', productPipe) product: RoboProduct,
    @Query(zodPipe(roboTransactionsQuerySchema)) query: RoboTransactionsQuery,
  ) {
    await this.robo.assertOpen(user.id, product);
    return this.robo.grouping(user.id, product, query);
  }

  @Get('investments')
  @ApiOperation({
    summary:
      'The loans the product holds parts of (page, order_by groupAmount|period|apr|last_invested_at, order_dir, account_serial_like, ' +
      'invested_at_gte/lt, created_at_gte/lt, status), 15 a page: {data, meta: {pagination}}',
  })
  async investments(
    @CurrentUser() user: AuthUser,
    @Param('product', productPipe) product: RoboProduct,
    @Query(zodPipe(roboInvestmentsQuerySchema)) query: RoboInvestmentsQuery,
  ) {
    await this.robo.assertOpen(user.id, product);
    return this.robo.holdings(user.id, product, query);
  }

  @Get('sell-overview')
  @ApiOperation({
    summary:
      'The sell overview of a robo investment (?account_serial=): {data: {account_serial, saleable_amount, holding_time, sell_fee_rate, ' +
      'active_sell_investment: {target_amount, sold_amount, sell_fee_rate, expires_on, start_sell_at} | null}}',
  })
  async sellOverview(
    @CurrentUser() user: AuthUser,
    @Param('product', productPipe) product: RoboProduct,
    @Query(zodPipe(roboSellOverviewQuerySchema)) query: RoboSellOverviewQuery,
  ) {
    await this.robo.assertOpen(user.id, product);
    return { data: await this.sales.overview(user.id, product, query.account_serial) };
  }

  @Post('sell')
  @HttpCode(200)
  @Idempotent()
  @ApiOperation({
    summary:
      'Sell an amount of a robo investment {account_serial, amount, agree: true, password}: {code: 1, message: 正在售出中, data: {target_amount, ' +
      'sell_fee_rate, expires_on}}; 409 ROBO_SALE_ACTIVE while another sale of the product sells',
  })
  async sell(@CurrentUser() user: AuthUser, @Param('product', productPipe) product: RoboProduct, @Body() body: unknown) {
    await this.robo.assertOpen(user.id, product);
    const serial = zodPipe(roboSellOverviewQuerySchema).transform({ account_serial: isRecord(body) ? body.account_serial : undefined }).account_serial;
    await this.sales.assertNoSale(user.id, product);
    const { saleable_amount } = await this.sales.overview(user.id, product, serial);
    const input = zodPipe(roboSellRequestSchema({ saleable_amount })).transform(body);
    await this.withdrawals.checkPassword(user.id, input.password);
    const sale = await this.sales.start(user.id, product, serial, input.amount, saleable_amount);
    return {
      code: 1,
      message: ROBO_SELL_TEXTS.selling,
      data: { target_amount: sale.target_amount, sell_fee_rate: Number(sale.sell_fee_rate), expires_on: sale.expires_on },
    };
  }

  @Post('cancel-sell')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel the sale in progress of the product: {code: 1, message}; none: 404 ROBO_NO_SALE' })
  async cancelSell(@CurrentUser() user: AuthUser, @Param('product', productPipe) product: RoboProduct, @ValidBody(emptyActionSchema) _input: EmptyActionInput) {
    await this.robo.assertOpen(user.id, product);
    await this.sales.cancel(user.id, product);
    return { code: 1, message: ROBO_API_TEXTS.saleCancelled, data: null };
  }

  @Get('accounts')
  @ApiOperation({ summary: 'My robo investments of the product, one per transfer: serial, amount, holding_time, current_interest, total_recovery, sell_fee_rate' })
  async accounts(@CurrentUser() user: AuthUser, @Param('product', productPipe) product: RoboProduct) {
    await this.robo.assertOpen(user.id, product);
    return { data: await this.robo.accounts(user.id, product) };
  }
}
