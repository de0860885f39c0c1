import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { MANUAL_DEPOSIT_APPROVAL_THRESHOLD, depositFormSchema, depositRejectFormSchema, emptyActionSchema } from '@lendbridge/domain';
import type { DepositFormInput, DepositRejectFormInput, EmptyActionInput } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Roles } from '../../common/decorators.js';
import { SqlConditions, escapeLike, idsFilter, parseSimpleRestQuery, setContentRange, stringFilter } from '../../common/simple-rest.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { Idempotent } from '../ledger/idempotency.js';
import { DEPOSIT_SELECT, DepositsService } from './deposits.service.js';
import type { DepositRow } from './deposits.service.js';

const SORTABLE = {
  id: 'd.id',
  created_at: 'd.created_at',
  transferred_at: 'd.transferred_at',
  amount: 'd.amount',
  status: 'd.status',
} as const;

const EXACT_FILTERS = { status: 'd.status', source: 'd.source' } as const;

/** Deposits for admins (ra-data-simple-rest): bank notifications and deposits recorded by hand. */
@ApiTags('console')
@Roles('admin')
@Controller('console/deposits')
export class DepositsConsoleController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deposits: DepositsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List deposits (sort, range, filter: status, source, user_id, q = serial, virtual account or notification id, id)' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<DepositRow[]> {
    const { sort, range, filter } = parseSimpleRestQuery(query, Object.keys(SORTABLE), { field: 'id', order: 'DESC' });
    const conditions = new SqlConditions();
    for (const [name, column] of Object.entries(EXACT_FILTERS)) {
      const value = stringFilter(filter, name);
      if (value) conditions.add((p) => `${column} = ${p}`, value);
    }
    if (filter.user_id !== undefined) {
      const userId = Number(filter.user_id);
      if (!Number.isSafeInteger(userId)) throw AppError.field('filter', 'filter 格式不正確');
      conditions.add((p) => `d.user_id = ${p}`, userId);
    }
    const q = stringFilter(filter, 'q');
    if (q) {
      conditions.add(
        (p) => `(u.member_serial ILIKE ${p} OR d.virtual_account LIKE ${p} OR d.notification_id LIKE ${p})`,
        `%${escapeLike(q)}%`,
      );
    }
    const ids = idsFilter(filter);
    if (ids) conditions.add((p) => `d.id = ANY(${p}::bigint[])`, ids);
    const page = conditions.page(range);
    const rows: DepositRow[] = await this.dataSource.query(
      `${DEPOSIT_SELECT} ${conditions.where}
       ORDER BY ${SORTABLE[sort.field as keyof typeof SORTABLE]} ${sort.order}, d.id ${sort.order}
       ${page.sql}`,
      page.params,
    );
    const counted: { total: number }[] = await this.dataSource.query(
      `SELECT count(*)::bigint AS total FROM (${DEPOSIT_SELECT} ${conditions.where}) counted`,
      conditions.params,
    );
    setContentRange(res, 'deposits', range.start, rows.length, counted[0].total);
    return rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One deposit' })
  async show(@Param('id', ParseIntPipe) id: number): Promise<DepositRow> {
    const row = await this.deposits.findRow(id);
    if (!row) throw AppError.notFound();
    return row;
  }

  @Post()
  @Idempotent()
  @ApiOperation({
    summary:
      `Record a deposit by hand {member_serial | virtual_account, amount, note (the reason)}: credits the member at once, ` +
      `or above NT$${MANUAL_DEPOSIT_APPROVAL_THRESHOLD} records it as pending for a second admin's approval`,
  })
  create(@CurrentUser() actor: AuthUser, @ValidBody(depositFormSchema) input: DepositFormInput): Promise<DepositRow> {
    return this.deposits.recordManual(actor.id, input);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @Idempotent()
  @ApiOperation({
    summary: 'Approve a pending manual deposit: credits the member. The admin who recorded it: 403 DEPOSIT_OWN_APPROVAL; not pending: 409',
  })
  approve(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @ValidBody(emptyActionSchema) _input: EmptyActionInput,
  ): Promise<DepositRow> {
    return this.deposits.approve(actor.id, id);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject a pending manual deposit {reason}: nothing is credited; not pending: 409' })
  reject(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @ValidBody(depositRejectFormSchema) input: DepositRejectFormInput,
  ): Promise<DepositRow> {
    return this.deposits.reject(actor.id, id, input.reason);
  }
}
