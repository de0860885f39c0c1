import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import {
  approvalComputeQuerySchema,
  assignSalesSchema,
  loanApprovalSchema,
  loanRejectionSchema,
  zodIssuesToFieldErrors,
} from '@lendbridge/domain';
import type { AssignSalesInput, LoanApprovalInput, LoanRejectionInput } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Roles } from '../../common/decorators.js';
import {
  SqlConditions,
  escapeLike,
  idsFilter,
  parseSimpleRestQuery,
  setContentRange,
  stringFilter,
} from '../../common/simple-rest.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { LoanApplication } from './loan-application.entity.js';
import { presentApplication } from './loan-applications.controller.js';
import { loadReviewExtras } from './loan-review-extras.js';
import { LoanReviewService } from './loan-review.service.js';
import { reachedBySales } from './sales-codes.js';

const SORTABLE = {
  id: 'a.id',
  serial: 'a.serial',
  status: 'a.status',
  app_type: 'a.app_type',
  submitted_at: 'a.submitted_at',
  created_at: 'a.created_at',
} as const;

interface QueueRow {
  id: number;
  serial: string;
  app_type: string;
  status: string;
  user_id: number;
  applicant_email: string;
  applicant_name: string | null;
  member_serial: string;
  amount_ten_thousand: number | null;
  period: number | null;
  sales_id: number | null;
  submitted_at: Date | null;
  created_at: Date;
  total: number;
}

const QUEUE_SELECT = `
  SELECT a.id, a.serial, a.app_type, a.status, a.user_id, u.email AS applicant_email,
         CASE WHEN p.user_id IS NULL THEN NULL ELSE p.lastname || p.firstname END AS applicant_name,
         u.member_serial,
         CASE WHEN a.application ->> 'amount_ten_thousand' ~ '^[0-9]+$'
              THEN (a.application ->> 'amount_ten_thousand')::int END AS amount_ten_thousand,
         CASE WHEN a.application ->> 'period' ~ '^[0-9]+$' THEN (a.application ->> 'period')::int END AS period,
         a.sales_id, a.submitted_at, a.created_at, count(*) OVER ()::int AS total
    FROM loan_applications a
    JOIN users u ON u.id = a.user_id
    LEFT JOIN member_profiles p ON p.user_id = a.user_id`;

/**
 * The review queue for staff in the ra-data-simple-rest contract. Admins review every submitted
 * application; sales see those attached to them (named by the applicant or assigned by an admin).
 * Drafts stay out of every staff member's reach.
 */
@ApiTags('console')
@Controller('console/loan-applications')
export class LoanApplicationsConsoleController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly review: LoanReviewService,
  ) {}

  @Get()
  @Roles('admin', 'sales')
  @ApiOperation({ summary: 'Applications (filter: status, app_type, q, id); sales see their own applicants' })
  async list(
    @CurrentUser() actor: AuthUser,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { sort, range, filter } = parseSimpleRestQuery(query, Object.keys(SORTABLE), {
      field: 'submitted_at',
      order: 'DESC',
    });
    const conditions = new SqlConditions();
    if (actor.roles.includes('admin')) conditions.addFixed(`a.status <> 'prepare'`);
    else conditions.add((p) => reachedBySales('a', p), actor.id);
    const status = stringFilter(filter, 'status');
    if (status) conditions.add((p) => `a.status = ${p}`, status);
    const appType = stringFilter(filter, 'app_type');
    if (appType) conditions.add((p) => `a.app_type = ${p}`, appType);
    const q = stringFilter(filter, 'q');
    if (q) conditions.add((p) => `(a.serial ILIKE ${p} OR u.email_normalized LIKE lower(${p}))`, `%${escapeLike(q)}%`);
    const ids = idsFilter(filter);
    if (ids) conditions.add((p) => `a.id = ANY(${p}::bigint[])`, ids);
    const page = conditions.page(range);
    const rows: QueueRow[] = await this.dataSource.query(
      `${QUEUE_SELECT}
       ${conditions.where}
       ORDER BY ${SORTABLE[sort.field as keyof typeof SORTABLE]} ${sort.order} NULLS LAST, a.id ${sort.order}
       ${page.sql}`,
      page.params,
    );
    setContentRange(res, 'loan-applications', range.start, rows.length, rows[0]?.total ?? 0);
    return rows.map(({ total: _total, ...row }) => row);
  }

  private async visible(actor: AuthUser, id: number): Promise<LoanApplication> {
    const application = await this.dataSource.getRepository(LoanApplication).findOneBy({ id });
    const allowed =
      application &&
      application.status !== 'prepare' &&
      (actor.roles.includes('admin') || application.salesId === actor.id);
    if (!allowed) throw AppError.notFound();
    return application;
  }

  @Get(':id')
  @Roles('admin', 'sales')
  @ApiOperation({
    summary: 'One application with its history, loan, collaterals, credit-card records and guarantor',
  })
  async show(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number) {
    const application = await this.visible(actor, id);
    const extras = await loadReviewExtras(this.dataSource.manager, id, { reviewer: actor.roles.includes('admin') });
    const events: unknown[] = await this.dataSource.query(
      `SELECT e.id, e.action, e.from_status, e.to_status, e.data, e.created_at, u.email AS actor_email
         FROM loan_application_events e LEFT JOIN users u ON u.id = e.actor_id
        WHERE e.application_id = $1 ORDER BY e.id`,
      [id],
    );
    const [loan] = (await this.dataSource.query(
      `SELECT serial, status, grade, amount, period, apr, add_rate, borrower_fee, principal_repayment_type,
              source, pgr, lender_fee, discount_lender_fee, min_discount_order_amount
         FROM loans WHERE application_id = $1`,
      [id],
    )) as Record<string, unknown>[];
    return {
      id: application.id,
      serial: application.serial,
      status: application.status,
      app_type: application.appType,
      user_id: application.userId,
      sales_id: application.salesId,
      decision_reason: application.decisionReason,
      ...presentApplication(application),
      ...extras,
      events,
      loan: loan ?? null,
    };
  }

  @Get(':id/compute')
  @Roles('admin')
  @ApiOperation({ summary: 'The approval compute: amount, period, add_rate, principal_repayment_type, grade' })
  async compute(@Param('id', ParseIntPipe) id: number, @Query() query: Record<string, unknown>) {
    const parsed = approvalComputeQuerySchema.safeParse(query);
    if (!parsed.success) throw AppError.validation(zodIssuesToFieldErrors(parsed.error));
    const { sendback, ...terms } = parsed.data;
    const { ok: _ok, ...figures } = await this.review.computeFor(id, terms);
    return { data: { ...figures, sendback: sendback ?? null } };
  }

  @Post(':id/start-review')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({ summary: 'Take a submitted application into review' })
  async startReview(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number) {
    await this.review.startReview(actor.id, id);
    return this.show(actor, id);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({
    summary:
      'Approve with grade, amount, period, add_rate and repayment type, and the listing terms: source, pgr, lender_fee, discount_lender_fee, min_discount_order_amount',
  })
  async approve(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @ValidBody(loanApprovalSchema) input: LoanApprovalInput,
  ) {
    await this.review.approve(actor.id, id, input);
    return this.show(actor, id);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({ summary: 'Reject with a reason' })
  async reject(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @ValidBody(loanRejectionSchema) input: LoanRejectionInput,
  ) {
    await this.review.reject(actor.id, id, input.reason);
    return this.show(actor, id);
  }

  @Put(':id/assign-sales')
  @Roles('admin')
  @ApiOperation({ summary: 'Attach a sales code (the sales person’s member serial) to a submitted application' })
  async assignSales(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @ValidBody(assignSalesSchema) input: AssignSalesInput,
  ) {
    await this.review.assignSales(actor.id, id, input.sales_code);
    return { id, sales_code: input.sales_code };
  }
}
