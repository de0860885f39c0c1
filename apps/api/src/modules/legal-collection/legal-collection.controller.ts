import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { LEGAL_COLLECTION_API_TEXTS, legalCollectionStartSchema, parsePage } from '@lendbridge/domain';
import type { LegalCollectionStartInput } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, RequireMemberLevel } from '../../common/decorators.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { WithdrawalsService } from '../account/withdrawals.service.js';
import { Idempotent } from '../ledger/idempotency.js';
import { LegalCollectionService } from './legal-collection.service.js';

/**
 * The lender's legal collection (法律催收, spec 2, 4, 5, 7): the cases that can be filed, the
 * application, the list, and one request's report (overview, activities, paged investments,
 * cancel while pending). Full members, their own requests only.
 */
@ApiTags('legal-collection')
@Controller('lender/legal-collections')
@RequireMemberLevel('full')
export class LegalCollectionController {
  constructor(
    private readonly legalCollection: LegalCollectionService,
    private readonly withdrawals: WithdrawalsService,
  ) {}

  @Get('cases')
  @ApiOperation({
    summary:
      'My cases that can be filed (an active investment whose loan has a row late 30 days or more, in no open request): ' +
      '{data: [{serial, loan_serial, app_type, amount, apr, period, late_days, remain_principal, remain_interest, remain_penalty, min_court_fee, max_court_fee}]}',
  })
  async cases(@CurrentUser() user: AuthUser) {
    return { data: await this.legalCollection.cases(user.id) };
  }

  @Get('balance')
  @ApiOperation({ summary: 'My cash balance and the virtual account to deposit to: {data: {balance, transfer_info: {bank_code, bank_name, account_number}}}' })
  async balance(@CurrentUser() user: AuthUser) {
    return { data: await this.legalCollection.balance(user) };
  }

  @Get()
  @ApiOperation({ summary: 'All my requests, newest first: {data: [overview]}' })
  async list(@CurrentUser() user: AuthUser) {
    return { data: await this.legalCollection.list(user.id) };
  }

  @Post('start')
  @HttpCode(201)
  @Idempotent()
  @ApiOperation({
    summary:
      'File a request {serials, agreements: seven true, password, court_fee?}: the prepaid court fee (the sum of the cases\' max_court_fee) ' +
      'is held from my cash; not above the balance; answers {message, data: overview}',
  })
  async start(@CurrentUser() user: AuthUser, @ValidBody(legalCollectionStartSchema) input: LegalCollectionStartInput) {
    await this.withdrawals.checkPassword(user.id, input.password);
    return { message: LEGAL_COLLECTION_API_TEXTS.started, data: await this.legalCollection.start(user.id, input) };
  }

  @Get(':id')
  @ApiOperation({
    summary:
      'One of my requests: {data: {id, status, status_label, progress, cancellable, court_fee, fee_state, fee_state_label, case_count, ' +
      'remain_principal, remain_interest, remain_penalty, claim_total, created_at, updated_at}}; not mine: 404',
  })
  async overview(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return { data: await this.legalCollection.overview(user.id, id) };
  }

  @Get(':id/activities')
  @ApiOperation({ summary: 'The request\'s activities, oldest first: {data: [{date, status, status_label, note}]}' })
  async activities(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return { data: await this.legalCollection.activities(user.id, id) };
  }

  @Get(':id/investments')
  @ApiQuery({ name: 'page', required: false })
  @ApiOperation({ summary: 'The request\'s cases as filed, 10 a page: {data: [...], meta: {pagination}}' })
  async investments(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Query('page') page?: string) {
    return this.legalCollection.investments(user.id, id, parsePage(page));
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @Idempotent()
  @ApiOperation({ summary: 'Cancel a pending request: the held court fee comes back; otherwise 409. Answers {message, data: overview}' })
  async cancel(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return { message: LEGAL_COLLECTION_API_TEXTS.cancelled, data: await this.legalCollection.cancel(user.id, id) };
  }
}
