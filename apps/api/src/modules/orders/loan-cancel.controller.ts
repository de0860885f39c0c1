import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { emptyActionSchema } from '@lendbridge/domain';
import type { EmptyActionInput } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, RequireMemberLevel } from '../../common/decorators.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { Idempotent } from '../ledger/idempotency.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { FundingService } from './funding.service.js';

/** The borrower withdraws (下架) a loan not yet disbursed: what it costs, and the withdrawal. */
@ApiTags('borrower')
@Controller('borrower/loans')
@RequireMemberLevel('full')
export class LoanCancelController {
  constructor(
    private readonly funding: FundingService,
    private readonly clock: BusinessClock,
  ) {}

  @Get(':serial/cancel-info')
  @ApiParam({ name: 'serial', description: 'Loan serial' })
  @ApiOperation({
    summary:
      'What withdrawing my loan costs: {data: {balance, progress, processing_amount, cancel_fee, borrower_fee, lender_fee, interest, ' +
      'total_cancel_amount}}; disbursed or closed: 409 LOAN_NOT_CANCELLABLE; not mine: 404',
  })
  async cancelInfo(@CurrentUser() user: AuthUser, @Param('serial') serial: string) {
    return { data: await this.funding.cancelInfo(user.id, serial) };
  }

  @Post(':serial/cancel')
  @HttpCode(200)
  @Idempotent()
  @ApiParam({ name: 'serial', description: 'Loan serial' })
  @ApiOperation({
    summary:
      'Withdraw my loan: the cancel fee from my balance, every lender lock returned, investments cancelled: {data: {serial, status, ' +
      'status_label, cancel_fee, released_amount, investments_cancelled}}; 400 INSUFFICIENT_BALANCE; 409 LOAN_NOT_CANCELLABLE',
  })
  async cancel(@CurrentUser() user: AuthUser, @Param('serial') serial: string, @ValidBody(emptyActionSchema) _input: EmptyActionInput) {
    return { data: await this.funding.cancel(user.id, serial, await this.clock.instant()) };
  }
}
