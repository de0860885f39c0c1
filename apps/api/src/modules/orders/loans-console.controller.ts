import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { LOAN_STATUSES, MESSAGES, loanDisburseSchema, taipeiToday } from '@lendbridge/domain';
import type { ConsoleLoanRow, LoanDisburseInput, LoanStatus } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Roles } from '../../common/decorators.js';
import { SqlConditions, escapeLike, idsFilter, parseSimpleRestQuery, setContentRange, stringFilter } from '../../common/simple-rest.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { Idempotent } from '../ledger/idempotency.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { FundingService } from './funding.service.js';
import { CONSOLE_LOAN_SELECT, presentConsoleLoan } from './orders.presenter.js';
import type { ConsoleLoanDbRow } from './orders.presenter.js';

const SORTABLE = {
  id: 'l.id',
  serial: 'l.serial',
  created_at: 'l.created_at',
  amount: 'l.amount',
  invested_amount: 'l.invested_amount',
  status: 'l.status',
  funding_deadline: 'l.funding_deadline',
  funded_at: 'l.funded_at',
  disbursed_at: 'l.disbursed_at',
} as const;

const isLoanStatus = (value: unknown): value is LoanStatus => typeof value === 'string' && (LOAN_STATUSES as readonly string[]).includes(value);

/** The status filter: one status or a list of them. */
function statusFilter(filter: Record<string, unknown>): LoanStatus[] | undefined {
  const value = filter.status;
  if (value === undefined || value === '') return undefined;
  const list = Array.isArray(value) ? value : [value];
  if (!list.every(isLoanStatus)) throw AppError.field('filter', MESSAGES.invalidFormat);
  return list;
}

/** Loans for admins (ra-data-simple-rest), and their disbursement once funded. */
@ApiTags('console')
@Roles('admin')
@Controller('console/loans')
export class LoansConsoleController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly funding: FundingService,
    private readonly clock: BusinessClock,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List loans (sort, range, filter: status (one or a list), q = loan or member serial, borrower_id, id)' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<ConsoleLoanRow[]> {
    const { sort, range, filter } = parseSimpleRestQuery(query, Object.keys(SORTABLE), { field: 'id', order: 'DESC' });
    const conditions = new SqlConditions();
    const statuses = statusFilter(filter);
    if (statuses) conditions.add((p) => `l.status = ANY (${p}::text[])`, statuses);
    const q = stringFilter(filter, 'q');
    if (q) conditions.add((p) => `(l.serial ILIKE ${p} OR u.member_serial ILIKE ${p})`, `%${escapeLike(q)}%`);
    if (filter.borrower_id !== undefined) {
      const borrowerId = Number(filter.borrower_id);
      if (!Number.isSafeInteger(borrowerId)) throw AppError.field('filter', MESSAGES.invalidFormat);
      conditions.add((p) => `l.borrower_id = ${p}`, borrowerId);
    }
    const ids = idsFilter(filter);
    if (ids) conditions.add((p) => `l.id = ANY (${p}::bigint[])`, ids);
    const page = conditions.page(range);
    const rows = (await this.dataSource.query(
      `${CONSOLE_LOAN_SELECT} ${conditions.where}
       ORDER BY ${SORTABLE[sort.field as keyof typeof SORTABLE]} ${sort.order} NULLS LAST, l.id ${sort.order}
       ${page.sql}`,
      page.params,
    )) as ConsoleLoanDbRow[];
    const counted = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM loans l JOIN users u ON u.id = l.borrower_id ${conditions.where}`,
      conditions.params,
    )) as { total: number }[];
    setContentRange(res, 'loans', range.start, rows.length, counted[0].total);
    return rows.map(presentConsoleLoan);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One loan' })
  show(@Param('id', ParseIntPipe) id: number): Promise<ConsoleLoanRow> {
    return this.funding.consoleLoan(id);
  }

  @Post(':serial/disburse')
  @HttpCode(200)
  @Idempotent()
  @ApiParam({ name: 'serial', description: 'Loan serial' })
  @ApiOperation({
    summary:
      'Disburse a funded loan {reason}: every waiting investment’s locked money to the borrower, the borrower fee to the platform; ' +
      'investments active, loan repaying. Answers the loan; 409 LOAN_NOT_FUNDED',
  })
  async disburse(
    @CurrentUser() actor: AuthUser,
    @Param('serial') serial: string,
    @ValidBody(loanDisburseSchema) input: LoanDisburseInput,
  ): Promise<ConsoleLoanRow> {
    const at = await this.clock.instant();
    return this.funding.disburse(serial, at, taipeiToday(at), { actorId: actor.id, reason: input.reason });
  }
}
