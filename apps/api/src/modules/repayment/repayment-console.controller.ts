import { Controller, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { batchRunRequestSchema, clockForwardSchema, parseBusinessDate } from '@lendbridge/domain';
import type { BatchRunRequestInput, BatchRunSummary, BusinessClockAnswer, ClockForwardInput, ConsoleBatchRunRow } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Roles } from '../../common/decorators.js';
import { SimpleRestQuery, sendListPage } from '../../common/simple-rest.js';
import type { ListQuery } from '../../common/simple-rest.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { Idempotent } from '../ledger/idempotency.js';
import { BATCH_RUN_LIST, findBatchRun, listBatchRuns } from './batch.queries.js';
import { BatchService } from './batch.service.js';
import { BusinessClock } from './business-clock.js';
import { businessDateInFuture } from './repayment.errors.js';

/** The business clock for admins: today's business date, and the demo's move forward. */
@ApiTags('console')
@Roles('admin')
@Controller('console/clock')
export class ClockConsoleController {
  constructor(private readonly clock: BusinessClock) {}

  @Get()
  @ApiOperation({ summary: "The business clock: {data: {today YYYY-MM-DD (Asia/Taipei), offset_days}}" })
  async show(): Promise<{ data: BusinessClockAnswer }> {
    return { data: await this.clock.state() };
  }

  @Put()
  @ApiOperation({ summary: 'Move the business clock forward {days_forward} (demo; it never goes back): {data: {today, offset_days}}' })
  async moveForward(@CurrentUser() actor: AuthUser, @ValidBody(clockForwardSchema) input: ClockForwardInput): Promise<{ data: BusinessClockAnswer }> {
    return { data: await this.clock.moveForward(input.days_forward, actor.id) };
  }
}

/** The daily batch's runs for admins (ra-data-simple-rest), and a run of a chosen business date. */
@ApiTags('console')
@Roles('admin')
@Controller('console/batch-runs')
export class BatchRunsConsoleController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly batch: BatchService,
    private readonly clock: BusinessClock,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List batch runs, newest business date first (sort, range, filter: status, id = business dates)' })
  async list(
    @SimpleRestQuery(BATCH_RUN_LIST) query: ListQuery<typeof BATCH_RUN_LIST>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ConsoleBatchRunRow[]> {
    return sendListPage(res, BATCH_RUN_LIST, await listBatchRuns(this.dataSource.manager, query));
  }

  @Get(':date')
  @ApiParam({ name: 'date', description: 'Business date, YYYY-MM-DD' })
  @ApiOperation({ summary: 'One batch run' })
  async show(@Param('date') date: string): Promise<ConsoleBatchRunRow> {
    const businessDate = parseBusinessDate(date);
    const run = businessDate === null ? null : await findBatchRun(this.dataSource.manager, businessDate);
    if (!run) throw AppError.notFound();
    return run;
  }

  @Post()
  @HttpCode(200)
  @Idempotent({ ownTransactions: true })
  @ApiOperation({
    summary:
      'Run the batch of {business_date} (not after the business clock’s today): {data: {business_date, collected_rows, collected_amount, ' +
      'partial_rows, late_rows, penalty_amount, protection_payouts, protection_skipped, finished_loans, settlements, settlement_amount}}; ' +
      'a date done answers its stored summary; 409 BATCH_RUNNING while another run of it is under way',
  })
  async run(@CurrentUser() actor: AuthUser, @ValidBody(batchRunRequestSchema) input: BatchRunRequestInput): Promise<{ data: BatchRunSummary }> {
    if (input.business_date > (await this.clock.today())) throw businessDateInFuture();
    return { data: await this.batch.run(input.business_date, actor.id, await this.clock.instant()) };
  }
}
