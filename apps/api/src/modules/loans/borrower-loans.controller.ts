import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { LOAN_STATUS_LABELS, borrowerLoanPath, discountCountdown } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, RequireMemberLevel } from '../../common/decorators.js';
import { BorrowerLoansService } from './borrower-loans.service.js';
import { Loan } from './loan.entity.js';

function presentLoan(loan: Loan) {
  return {
    loan_app_serial: loan.serial,
    status: LOAN_STATUS_LABELS[loan.status],
    status_code: loan.status,
    market_status: loan.marketStatus,
    link: borrowerLoanPath(loan.serial),
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

/** One loan for its own page: the list's fields, what lenders have put in, and when each step of its life happened. */
function presentLoanDetail(loan: Loan) {
  return {
    ...presentLoan(loan),
    invested_amount: loan.investedAmount,
    funded_at: loan.fundedAt,
    disbursed_at: loan.disbursedAt,
    cancelled_at: loan.cancelledAt,
    expired_at: loan.expiredAt,
  };
}

/** The borrower's loans: confirming the approved rate lists the loan for lenders. */
@ApiTags('borrower')
@Controller('borrower/loans')
@RequireMemberLevel('full')
export class BorrowerLoansController {
  constructor(private readonly loans: BorrowerLoansService) {}

  @Get()
  @ApiOperation({ summary: 'My loans, newest first' })
  async list(@CurrentUser() user: AuthUser) {
    return { data: (await this.loans.listOwn(user.id)).map(presentLoan) };
  }

  @Get(':serial')
  @ApiParam({ name: 'serial', description: 'Loan serial' })
  @ApiOperation({
    summary:
      'One of my loans: the list fields with invested_amount, funded_at, disbursed_at, cancelled_at and expired_at; not mine: 404',
  })
  async detail(@CurrentUser() user: AuthUser, @Param('serial') serial: string) {
    return { data: presentLoanDetail(await this.loans.findOwn(user.id, serial)) };
  }

  @Post(':serial/confirm-rate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Accept the approved rate: the loan is listed (媒合中) until its funding deadline' })
  async confirmRate(@CurrentUser() user: AuthUser, @Param('serial') serial: string) {
    return { data: presentLoan(await this.loans.confirmRate(user.id, serial)) };
  }
}
