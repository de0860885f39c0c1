import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { MESSAGES, PAWNSHOP_TEXTS, TEN_THOUSAND, computeApproval, protectionRatioOf } from '@lendbridge/domain';
import type { ApprovalInput, ApprovalResult, ApprovalTerms, LoanApprovalInput } from '@lendbridge/domain';
import { applicationApprovedNotice, applicationRejectedNotice } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { isWithPawnshop } from '../pawnshop/pawnshop.queries.js';
import { LoanApplication } from './loan-application.entity.js';
import { recordEvent } from './loan-applications.service.js';
import { Loan } from './loan.entity.js';
import { salesIdOf } from './sales-codes.js';

const REVIEWABLE = ['submitted', 'reviewing'] as const;

type ApprovalSuccess = Extract<ApprovalResult, { ok: true }>;

/** The platform's side of an application: review, the approval compute, approval or rejection. */
@Injectable()
export class LoanReviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
  ) {}

  private async lockApplication(manager: EntityManager, id: number): Promise<LoanApplication> {
    const application = await manager
      .getRepository(LoanApplication)
      .createQueryBuilder('application')
      .where('application.id = :id', { id })
      .setLock('pessimistic_write')
      .getOne();
    if (!application) throw AppError.notFound();
    return application;
  }

  private assertReviewable(application: LoanApplication): void {
    if (!(REVIEWABLE as readonly string[]).includes(application.status)) {
      throw AppError.conflict('NOT_REVIEWABLE', MESSAGES.notReviewable);
    }
  }

  /**
   * The figures a reviewer sees before deciding, against what the borrower applied for; an APR above
   * the legal limit is an error.
   */
  compute(application: LoanApplication, terms: ApprovalTerms): ApprovalSuccess {
    const applied = application.application;
    const appliedAmount = Number(applied.amount_ten_thousand);
    const appliedPeriod = Number(applied.period);
    const input: ApprovalInput = {
      grade: terms.grade,
      amount: terms.amount,
      period: terms.period,
      add_rate: terms.add_rate,
      principal_repayment_type: terms.principal_repayment_type,
      is_discount: application.tags.includes('is_discount'),
      original:
        Number.isSafeInteger(appliedAmount) && Number.isSafeInteger(appliedPeriod)
          ? { amount: appliedAmount * TEN_THOUSAND, period: appliedPeriod }
          : undefined,
    };
    const result = computeApproval(input);
    if (!result.ok) throw AppError.field(result.code === 'APR_ABOVE_LIMIT' ? 'add_rate' : 'grade', result.message, result.code);
    return result;
  }

  async computeFor(id: number, terms: ApprovalTerms): Promise<ApprovalSuccess> {
    const application = await this.dataSource.getRepository(LoanApplication).findOneBy({ id });
    if (!application) throw AppError.notFound();
    return this.compute(application, terms);
  }

  async startReview(actorId: number, id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const application = await this.lockApplication(manager, id);
      if (application.status !== 'submitted') throw AppError.conflict('NOT_REVIEWABLE', MESSAGES.notReviewable);
      await manager.getRepository(LoanApplication).update({ id }, { status: 'reviewing' });
      await recordEvent(manager, id, actorId, 'review_started', 'submitted', 'reviewing');
    });
  }

  /**
   * Approves with the reviewer's terms and creates the loan, waiting for the borrower's rate
   * confirmation, with its listing terms (source, protection ratio, lender fee and discount).
   */
  async approve(actorId: number, id: number, input: LoanApprovalInput): Promise<Loan> {
    return this.dataSource.transaction(async (manager) => {
      const application = await this.lockApplication(manager, id);
      this.assertReviewable(application);
      if (await isWithPawnshop(manager, id)) throw AppError.conflict('PAWN_CASE_TAKEN', PAWNSHOP_TEXTS.reviewTaken);
      const figures = this.compute(application, input);
      const isDiscount = application.tags.includes('is_discount');
      const loans = manager.getRepository(Loan);
      const inserted = await loans.insert({
        serial: application.serial,
        applicationId: application.id,
        borrowerId: application.userId,
        appType: application.appType,
        status: 'rate_confirming',
        grade: input.grade,
        amount: figures.current_amount,
        period: figures.current_period,
        principalRepaymentType: figures.current_principal_repayment_type,
        addRate: String(input.add_rate),
        apr: String(figures.current_rate),
        originalApr: isDiscount ? String(figures.current_rate) : null,
        borrowerFee: figures.total_borrower_fee,
        source: input.source,
        pgr: protectionRatioOf(input),
        lenderFee: input.lender_fee,
        discountLenderFee: input.discount_lender_fee,
        minDiscountOrderAmount: input.min_discount_order_amount,
      });
      await manager
        .getRepository(LoanApplication)
        .update({ id }, { status: 'approved', decidedAt: new Date(), decidedBy: actorId, decisionReason: null });
      await recordEvent(manager, id, actorId, 'approved', application.status, 'approved', {
        grade: input.grade,
        amount: figures.current_amount,
        period: figures.current_period,
        apr: figures.current_rate,
        borrower_fee: figures.total_borrower_fee,
        source: input.source,
        pgr: protectionRatioOf(input),
        lender_fee: input.lender_fee,
        discount_lender_fee: input.discount_lender_fee,
        min_discount_order_amount: input.min_discount_order_amount,
      });
      await this.notifications.notify(
        application.userId,
        applicationApprovedNotice(application.serial, { amount: figures.current_amount, period: figures.current_period, apr: figures.current_rate }),
        manager,
      );
      return loans.findOneByOrFail({ id: Number((inserted.identifiers[0] as { id: number }).id) });
    });
  }

  async reject(actorId: number, id: number, reason: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const application = await this.lockApplication(manager, id);
      this.assertReviewable(application);
      if (await isWithPawnshop(manager, id)) throw AppError.conflict('PAWN_CASE_TAKEN', PAWNSHOP_TEXTS.reviewTaken);
      await manager
        .getRepository(LoanApplication)
        .update({ id }, { status: 'rejected', decidedAt: new Date(), decidedBy: actorId, decisionReason: reason });
      await recordEvent(manager, id, actorId, 'rejected', application.status, 'rejected', { reason });
      await this.notifications.notify(application.userId, applicationRejectedNotice(application.serial, reason), manager);
    });
  }

  /**
   * An admin attaches the sales person whose code (member serial) is given to a submitted
   * application, or changes it; a draft is out of staff's reach.
   */
  async assignSales(actorId: number, id: number, salesCode: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const salesId = await salesIdOf(manager, salesCode, 'sales_code');
      const application = await this.lockApplication(manager, id);
      if (application.status === 'prepare') throw AppError.notFound();
      await manager.getRepository(LoanApplication).update({ id }, { salesId });
      await recordEvent(manager, id, actorId, 'sales_assigned', application.status, application.status, {
        sales_code: salesCode,
      });
    });
  }

}
