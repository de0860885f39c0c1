import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { approvalComputeQuerySchema, assignSalesSchema, loanApprovalSchema, loanRejectionSchema } from '@lendbridge/domain';
import type {
  ApprovalComputeAnswer,
  ApprovalComputeQuery,
  AssignSalesInput,
  ConsoleLoanApplicationDetail,
  ConsoleLoanApplicationRow,
  LoanApprovalInput,
  LoanRejectionInput,
} from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Roles } from '../../common/decorators.js';
import { SimpleRestQuery, sendListPage } from '../../common/simple-rest.js';
import type { ListQuery } from '../../common/simple-rest.js';
import { ValidBody, zodPipe } from '../../common/zod.pipe.js';
import type { LoanApplication } from './loan-application.entity.js';
import { presentApplication } from './loan-applications.controller.js';
import { loadReviewExtras } from './loan-review-extras.js';
import { REVIEW_QUEUE_LIST, applicationEvents, applicationLoan, findApplication, listReviewQueue } from './loan-review.queries.js';
import { LoanReviewService } from './loan-review.service.js';

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
    @SimpleRestQuery(REVIEW_QUEUE_LIST) query: ListQuery<typeof REVIEW_QUEUE_LIST>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ConsoleLoanApplicationRow[]> {
    return sendListPage(res, REVIEW_QUEUE_LIST, await listReviewQueue(this.dataSource.manager, query, actor));
  }

  private async visible(actor: AuthUser, id: number): Promise<LoanApplication> {
    const application = await findApplication(this.dataSource.manager, id);
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
  async show(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<ConsoleLoanApplicationDetail> {
    const application = await this.visible(actor, id);
    const manager = this.dataSource.manager;
    const extras = await loadReviewExtras(manager, id, { reviewer: actor.roles.includes('admin') });
    const events = await applicationEvents(manager, id);
    const loan = await applicationLoan(manager, id);
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
      loan,
    };
  }

  @Get(':id/compute')
  @Roles('admin')
  @ApiOperation({ summary: 'The approval compute: amount, period, add_rate, principal_repayment_type, grade' })
  async compute(
    @Param('id', ParseIntPipe) id: number,
    @Query(zodPipe(approvalComputeQuerySchema)) query: ApprovalComputeQuery,
  ): Promise<{ data: ApprovalComputeAnswer }> {
    const { sendback, ...terms } = query;
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
