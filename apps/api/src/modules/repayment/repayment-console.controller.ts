import { Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { BATCH_RUN_STATUSES, MESSAGES, batchRunRequestSchema, clockForwardSchema, parseBusinessDate } from '@lendbridge/domain';
import type { BatchRunRequestInput, BatchRunSummary, BusinessClockAnswer, ClockForwardInput, ConsoleBatchRunRow } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Roles } from '../../common/decorators.js';
import { SqlConditions, parseSimpleRestQuery, setContentRange, stringFilter } from '../../common/simple-rest.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { Idempotent } from '../ledger/idempotency.js';
import { BatchService } from './batch.service.js';
import { BusinessClock } from './business-clock.js';
import { businessDateInFuture } from './repayment.errors.js';
import { BATCH_RUN_SELECT, presentBatchRun } from './repayment.presenter.js';
import type { BatchRunDbRow } from './repayment.presenter.js';

const SORTABLE = {
  id: 'b.business_date',
  business_date: 'b.business_date',
  status: 'b.status',
  started_at: 'b.started_at',
  finished_at: 'b.finished_at',
} as const;

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
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<ConsoleBatchRunRow[]> {
    const { sort, range, filter } = parseSimpleRestQuery(query, Object.keys(SORTABLE), { field: 'business_date', order: 'DESC' });
    const conditions = new SqlConditions();
    const status = stringFilter(filter, 'status');
    if (status) {
      if (!(BATCH_RUN_STATUSES as readonly string[]).includes(status)) throw AppError.field('filter', MESSAGES.invalidFormat);
      conditions.add((p) => `b.status = ${p}`, status);
    }
    if (filter.id !== undefined) {
      const dates = (Array.isArray(filter.id) ? filter.id : [filter.id]).map(parseBusinessDate);
      if (dates.some((date) => date === null)) throw AppError.field('filter', MESSAGES.invalidFormat);
      conditions.add((p) => `b.business_date = ANY (${p}::date[])`, dates);
    }
    const page = conditions.page(range);
    const rows = (await this.dataSource.query(
      `${BATCH_RUN_SELECT} ${conditions.where}
       ORDER BY ${SORTABLE[sort.field as keyof typeof SORTABLE]} ${sort.order} NULLS LAST, b.business_date ${sort.order}
       ${page.sql}`,
      page.params,
    )) as BatchRunDbRow[];
    const counted = (await this.dataSource.query(`SELECT count(*)::int AS total FROM batch_runs b ${conditions.where}`, conditions.params)) as {
      total: number;
    }[];
    setContentRange(res, 'batch-runs', range.start, rows.length, counted[0]?.total ?? 0);
    return rows.map(presentBatchRun);
  }

  @Get(':date')
  @ApiParam({ name: 'date', description: 'Business date, YYYY-MM-DD' })
  @ApiOperation({ summary: 'One batch run' })
  async show(@Param('date') date: string): Promise<ConsoleBatchRunRow> {
    const businessDate = parseBusinessDate(date);
    if (businessDate === null) throw AppError.notFound();
    const rows = (await this.dataSource.query(`${BATCH_RUN_SELECT} WHERE b.business_date = $1`, [businessDate])) as BatchRunDbRow[];
    if (!rows[0]) throw AppError.notFound();
    return presentBatchRun(rows[0]);
  }

  @Post()
  @HttpCode(200)
  @Idempotent()
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
