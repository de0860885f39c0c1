import { Controller, Get } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, RequireMemberLevel } from '../../common/decorators.js';
import { BorrowerLoansController } from './borrower-loans.controller.js';
import { BorrowerOverviewService } from './borrower-overview.service.js';

/** The borrower overview (/account/borrower): what is due this month, what is left, and the loans. */
@ApiTags('borrower')
@Controller('borrower/overview')
@RequireMemberLevel('full')
export class BorrowerOverviewController {
  constructor(
    private readonly overview: BorrowerOverviewService,
    private readonly moduleRef: ModuleRef,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'My repayment overview: {data: {currentMonth YYYY/MM, current_repayment (owed by the month end, late rows included), overdue_amount, diff_month, diff_year, items (as GET /api/borrower/loans), ' +
      'remain_amount, total_amount, progress [{loan_app_serial, paid_amount, total_amount}]}}',
  })
  async show(@CurrentUser() user: AuthUser) {
    const { progress, ...sums } = await this.overview.sums(user.id);
    // The items are the loan list itself, presented by its own controller, so the two never differ.
    const { data: items } = await this.moduleRef.get(BorrowerLoansController).list(user);
    return {
      data: {
        currentMonth: sums.currentMonth,
        current_repayment: sums.current_repayment,
        overdue_amount: sums.overdue_amount,
        diff_month: sums.diff_month,
        diff_year: sums.diff_year,
        items,
        remain_amount: sums.remain_amount,
        total_amount: sums.total_amount,
        progress,
      },
    };
  }
}
