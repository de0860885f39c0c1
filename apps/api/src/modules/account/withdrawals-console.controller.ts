import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { ACCOUNT_WITHDRAWAL_STATUSES, withdrawalPayoutSchema, withdrawalRejectFormSchema } from '@lendbridge/domain';
import type { WithdrawalPayoutInput, WithdrawalRejectFormInput } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Roles } from '../../common/decorators.js';
import { SqlConditions, escapeLike, idsFilter, parseSimpleRestQuery, setContentRange, stringFilter } from '../../common/simple-rest.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { WITHDRAWAL_SELECT, presentConsoleWithdrawal } from './account.presenter.js';
import type { WithdrawalRow } from './account.presenter.js';
import { WithdrawalsService } from './withdrawals.service.js';

const SORTABLE = {
  id: 'w.id',
  created_at: 'w.created_at',
  amount: 'w.amount',
  status: 'w.status',
  processed_at: 'w.processed_at',
} as const;

/** Withdrawal requests for admins (ra-data-simple-rest): pay out a batch, or refuse one. */
@ApiTags('console')
@Roles('admin')
@Controller('console/withdrawals')
export class WithdrawalsConsoleController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly withdrawals: WithdrawalsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List withdrawals (sort, range, filter: status, user_id, q = member serial, name or account, id)' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const { sort, range, filter } = parseSimpleRestQuery(query, Object.keys(SORTABLE), { field: 'id', order: 'DESC' });
    const conditions = new SqlConditions();
    const status = stringFilter(filter, 'status');
    if (status) {
      if (!(ACCOUNT_WITHDRAWAL_STATUSES as readonly string[]).includes(status)) throw AppError.field('filter', 'filter 格式不正確');
      conditions.add((p) => `w.status = ${p}`, status);
    }
    if (filter.user_id !== undefined) {
      const userId = Number(filter.user_id);
      if (!Number.isSafeInteger(userId)) throw AppError.field('filter', 'filter 格式不正確');
      conditions.add((p) => `w.user_id = ${p}`, userId);
    }
    const q = stringFilter(filter, 'q');
    if (q) {
      conditions.add(
        (p) => `(u.member_serial ILIKE ${p} OR (p.lastname || p.firstname) ILIKE ${p} OR w.bank_account LIKE ${p})`,
        `%${escapeLike(q)}%`,
      );
    }
    const ids = idsFilter(filter);
    if (ids) conditions.add((p) => `w.id = ANY(${p}::bigint[])`, ids);
    const page = conditions.page(range);
    const rows: WithdrawalRow[] = await this.dataSource.query(
      `${WITHDRAWAL_SELECT} ${conditions.where}
       ORDER BY ${SORTABLE[sort.field as keyof typeof SORTABLE]} ${sort.order} NULLS LAST, w.id ${sort.order}
       ${page.sql}`,
      page.params,
    );
    const counted: { total: number }[] = await this.dataSource.query(
      `SELECT count(*)::bigint AS total FROM (${WITHDRAWAL_SELECT} ${conditions.where}) counted`,
      conditions.params,
    );
    setContentRange(res, 'withdrawals', range.start, rows.length, counted[0].total);
    return rows.map(presentConsoleWithdrawal);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One withdrawal' })
  async show(@Param('id', ParseIntPipe) id: number) {
    const row = await this.withdrawals.findRow(id);
    if (!row) throw AppError.notFound();
    return presentConsoleWithdrawal(row);
  }

  @Post('payout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Pay out pending withdrawals {ids, reason}: all or none (409 when one is not pending); answers the rows' })
  async payout(@CurrentUser() actor: AuthUser, @ValidBody(withdrawalPayoutSchema) input: WithdrawalPayoutInput) {
    return (await this.withdrawals.payout(actor.id, input.ids, input.reason)).map(presentConsoleWithdrawal);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Refuse a pending withdrawal {reason}: money and fee go back to the member; answers the row' })
  async reject(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @ValidBody(withdrawalRejectFormSchema) input: WithdrawalRejectFormInput,
  ) {
    return presentConsoleWithdrawal(await this.withdrawals.reject(actor.id, id, input.reason));
  }
}
