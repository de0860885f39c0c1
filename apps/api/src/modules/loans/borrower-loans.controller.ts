import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { FUNDING_PERIOD_DAYS, LOAN_STATUS_LABELS, MESSAGES, discountCountdown } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, RequireMemberLevel } from '../../common/decorators.js';
import { recordEvent } from './loan-applications.service.js';
import { Loan } from './loan.entity.js';

const DAY_MS = 24 * 60 * 60 * 1000;

function presentLoan(loan: Loan) {
  return {
    loan_app_serial: loan.serial,
    status: LOAN_STATUS_LABELS[loan.status],
    status_code: loan.status,
    market_status: loan.marketStatus,
    link: `/loan/${loan.serial}`,
    app_type: loan.appType,
    amount: loan.amount,
    period: loan.period,
    principal_repayment_type: loan.principalRepaymentType,
    grade: loan.grade,
    apr: loan.apr,
    original_approval_apr: loan.originalApr ?? loan.apr,
    approval_is_discount: loan.originalApr !== null,
    borrower_fee: loan.borrowerFee,
    funding_deadline: loan.fundingDeadline,
    ...discountCountdown(loan.createdAt, new Date()),
  };
}

/** The borrower's loans: confirming the approved rate lists the loan for lenders. */
@ApiTags('borrower')
@Controller('borrower/loans')
@RequireMemberLevel('full')
export class BorrowerLoansController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'My loans, newest first' })
  async list(@CurrentUser() user: AuthUser) {
    const loans = await this.dataSource
      .getRepository(Loan)
      .find({ where: { borrowerId: user.id }, order: { createdAt: 'DESC', id: 'DESC' } });
    return { data: loans.map(presentLoan) };
  }

  @Post(':serial/confirm-rate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Accept the approved rate: the loan is listed (媒合中) until its funding deadline' })
  async confirmRate(@CurrentUser() user: AuthUser, @Param('serial') serial: string) {
    const loan = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(Loan);
      const found = await repository
        .createQueryBuilder('loan')
        .where('loan.serial = :serial AND loan.borrowerId = :userId', { serial, userId: user.id })
        .setLock('pessimistic_write')
        .getOne();
      if (!found) throw AppError.notFound();
      if (found.status !== 'rate_confirming') throw AppError.conflict('RATE_ALREADY_CONFIRMED', MESSAGES.rateAlreadyConfirmed);
      const now = new Date();
      const changes = {
        status: 'matching' as const,
        marketStatus: 'primary_unfinished',
        rateConfirmedAt: now,
        fundingDeadline: new Date(now.getTime() + FUNDING_PERIOD_DAYS * DAY_MS),
      };
      await repository.update({ id: found.id }, changes);
      await recordEvent(manager, found.applicationId, user.id, 'rate_confirmed', 'approved', 'approved', {
        loan_status: 'matching',
      });
      return { ...found, ...changes };
    });
    return { data: presentLoan(loan) };
  }
}
