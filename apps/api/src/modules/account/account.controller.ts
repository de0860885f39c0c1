import { Controller, Get, HttpCode, Param, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  ACCOUNT_API_TEXTS,
  ACCOUNT_PAGE_SIZE,
  LEDGER_SUBJECT_NAMES,
  MESSAGES,
  STATEMENT_FILE_PREFIX,
  parseMonth,
  taipeiDaysRange,
  taipeiMonthOf,
  transactionListQuerySchema,
  virtualBankSchema,
  withdrawFeeQuerySchema,
  withdrawListQuerySchema,
  withdrawRequestSchema,
} from '@lendbridge/domain';
import type {
  TransactionListQuery,
  VirtualBankInput,
  WithdrawFeeQuery,
  WithdrawListQuery,
  WithdrawRequestInput,
} from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, RequireMemberLevel } from '../../common/decorators.js';
import { ValidBody, zodPipe } from '../../common/zod.pipe.js';
import { Idempotent } from '../ledger/idempotency.js';
import { pagedAnswer, presentWithdrawal } from './account.presenter.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { AccountService } from './account.service.js';
import { STATEMENT_CONTENT_TYPE, renderStatementWorkbook } from './statement-workbook.js';
import { VirtualAccountsService } from './virtual-accounts.service.js';
import { WithdrawalsService } from './withdrawals.service.js';

/**
 * The member's virtual account (代收代付帳戶): overview, sums, statement, monthly download,
 * withdrawals and the bank of the virtual account. Full members only.
 */
@ApiTags('account')
@Controller('account')
@RequireMemberLevel('full')
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly withdrawals: WithdrawalsService,
    private readonly virtualAccounts: VirtualAccountsService,
    private readonly clock: BusinessClock,
  ) {}

  @Get('overview')
  @ApiOperation({ summary: 'Account details, balances, lock detail, recent preview and reminders' })
  async overview(@CurrentUser() user: AuthUser) {
    return { data: await this.account.overview(user) };
  }

  @Get('amount-overview')
  @ApiOperation({ summary: 'All-time sums: {transferIn, transferOut, paidPrinciple, paidRepayment, receiveIncome}' })
  async amountOverview(@CurrentUser() user: AuthUser) {
    return { data: await this.account.amountOverview(user.id) };
  }

  @Get('returns')
  @ApiOperation({
    summary:
      'Net annualised return: {data: {xirr (percent, 2 decimals, or null), invested, received, fees, outstanding, business_date, ' +
      'monthly: [{month, principal, income, fees}] for the last 12 months}}',
  })
  async returns(@CurrentUser() user: AuthUser) {
    return { data: await this.account.returns(user.id) };
  }

  @Get('attributes')
  @ApiOperation({ summary: 'The statement filter: subjects [{value, label}] per category (transferOut left out)' })
  attributes() {
    return { data: this.account.attributes() };
  }

  @Get('transactions')
  @ApiOperation({ summary: 'The statement, newest first, 15 a page, the last 90 days up to the business date unless dated; answers the dates applied (start_date, end_date)' })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'subjects[]', required: false, isArray: true, enum: LEDGER_SUBJECT_NAMES })
  @ApiQuery({ name: 'start_date', required: false, description: 'YYYY-MM-DD or YYYY/MM/DD (Taiwan)' })
  @ApiQuery({ name: 'end_date', required: false, description: 'YYYY-MM-DD or YYYY/MM/DD (Taiwan), included' })
  transactions(@CurrentUser() user: AuthUser, @Query(zodPipe(transactionListQuerySchema)) query: TransactionListQuery) {
    return this.account.transactions(user.id, query);
  }

  @Get('statements/:month.xlsx')
  @ApiOperation({ summary: 'The monthly statement YYYY-MM (up to the business month) as an .xlsx workbook attachment' })
  @ApiProduces(STATEMENT_CONTENT_TYPE)
  async statement(@CurrentUser() user: AuthUser, @Param('month') month: string) {
    if (parseMonth(month) === null || month > taipeiMonthOf(await this.clock.instant())) {
      throw AppError.field('month', ACCOUNT_API_TEXTS.statementMonthInvalid, 'STATEMENT_MONTH_INVALID');
    }
    const virtualAccount = await this.virtualAccounts.ensure(user.id, user.memberSerial);
    const { opening, rows } = await this.account.month(user.id, month);
    const workbook = await renderStatementWorkbook({
      month,
      accountNumber: virtualAccount.accountNumber,
      bankCode: virtualAccount.bankCode,
      opening,
      rows,
    });
    const filename = `${STATEMENT_FILE_PREFIX}${month}.xlsx`;
    return new StreamableFile(workbook, {
      type: STATEMENT_CONTENT_TYPE,
      disposition: `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    });
  }

  @Get('withdraws')
  @ApiOperation({ summary: 'My withdrawals, newest first, 15 a page, the last 90 days up to the business date unless dated; answers the dates applied (start_date, end_date)' })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'start_date', required: false })
  @ApiQuery({ name: 'end_date', required: false })
  async withdraws(@CurrentUser() user: AuthUser, @Query(zodPipe(withdrawListQuerySchema)) query: WithdrawListQuery) {
    const window = await this.account.statementWindow(query);
    const range = taipeiDaysRange(window.start_date, window.end_date);
    const { rows, total } = await this.withdrawals.listOwn(user.id, range, query.page);
    return { ...pagedAnswer(rows.map(presentWithdrawal), total, query.page, ACCOUNT_PAGE_SIZE), ...window };
  }

  @Get('withdraw-fee')
  @ApiOperation({ summary: 'The fee of my next withdrawal (and what would arrive for an amount)' })
  @ApiQuery({ name: 'amount', required: false })
  async withdrawFee(@CurrentUser() user: AuthUser, @Query(zodPipe(withdrawFeeQuerySchema)) query: WithdrawFeeQuery) {
    const preview = await this.withdrawals.previewFee(user.id);
    return {
      data: {
        ...preview,
        amount: query.amount ?? null,
        net_amount: query.amount === undefined ? null : Math.max(0, query.amount - preview.fee),
      },
    };
  }

  @Post('withdraw')
  @HttpCode(200)
  @Idempotent()
  @ApiOperation({
    summary: 'Withdraw to the verified bound bank account (amount defaults to all withdrawable; the fee is taken from it)',
  })
  async withdraw(@CurrentUser() user: AuthUser, @ValidBody(withdrawRequestSchema) input: WithdrawRequestInput) {
    await this.withdrawals.checkPassword(user.id, input.password);
    const withdrawal = await this.withdrawals.request(user.id, input.amount, undefined, input.totp_code);
    return {
      code: 1,
      message: MESSAGES.withdrawSuccess,
      data: { id: withdrawal.id, amount: withdrawal.amount, fee: withdrawal.fee, net_amount: withdrawal.amount - withdrawal.fee, status: withdrawal.status },
    };
  }

  @Post('virtual-bank')
  @HttpCode(200)
  @ApiOperation({ summary: 'Move my virtual account to another bank of the bank list: {data:{title}}' })
  async virtualBank(@CurrentUser() user: AuthUser, @ValidBody(virtualBankSchema) input: VirtualBankInput) {
    return { data: await this.virtualAccounts.changeBank(user.id, user.memberSerial, input.bank_code) };
  }
}
