import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { RepaymentsAnswer } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, RequireMemberLevel } from '../../common/decorators.js';
import { RepaymentsService } from './repayments.service.js';

const ROWS_SUMMARY =
  '{data: {repayments: [{period, due_date YYYY/MM/DD, status (未付 …), status_code, payment, principal, interest, fee_amount, penalty, ' +
  'robo_invest_monthly_lender_fee, paid_amount, paid_at, balance}], has_diff16, is_migrated_diff16}}';

/** The borrower's repayment schedule of one of their loans (full members). */
@ApiTags('borrower')
@Controller('borrower/loans')
@RequireMemberLevel('full')
export class BorrowerRepaymentsController {
  constructor(private readonly repayments: RepaymentsService) {}

  @Get(':serial/repayments')
  @ApiParam({ name: 'serial', description: 'Loan serial' })
  @ApiOperation({ summary: `My loan's schedule, by period: ${ROWS_SUMMARY}; not mine: 404` })
  async list(@CurrentUser() user: AuthUser, @Param('serial') serial: string): Promise<{ data: RepaymentsAnswer }> {
    return { data: await this.repayments.ofBorrowerLoan(user.id, serial) };
  }
}

/** A lender's schedule of one of their investments (full members). */
@ApiTags('investments')
@Controller('v1/investments')
@RequireMemberLevel('full')
export class InvestmentRepaymentsController {
  constructor(private readonly repayments: RepaymentsService) {}

  @Get(':serial/repayments')
  @ApiParam({ name: 'serial', description: 'Investment serial' })
  @ApiOperation({ summary: `My investment's schedule, by period (fee_amount: the lender fee): ${ROWS_SUMMARY}; not mine: 404` })
  async list(@CurrentUser() user: AuthUser, @Param('serial') serial: string): Promise<{ data: RepaymentsAnswer }> {
    return { data: await this.repayments.ofInvestment(user.id, serial) };
  }
}
