import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { pawnshopClearSchema } from '@lendbridge/domain';
import type { PawnshopClearInput } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, RequireMemberLevel } from '../../common/decorators.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { Idempotent } from '../ledger/idempotency.js';
import { PawnshopClearingService } from './pawnshop-clearing.service.js';

/** The pawnshop clearing dialog of a pawn loan (spec 3, 7, 8): full members, their own pawn loans only. */
@ApiTags('clearing')
@Controller('borrower/pawnshop')
@RequireMemberLevel('full')
export class PawnshopClearingController {
  constructor(private readonly pawnshop: PawnshopClearingService) {}

  @Get(':loanSerial/clear-info')
  @ApiParam({ name: 'loanSerial', description: 'Pawn loan serial' })
  @ApiOperation({
    summary:
      'What clearing my pawn loan costs today: {data: {balance, clear_amount, clear_amount_detail: {principal, interest, penalty, ' +
      'storage_fee, lnb_fee}}}; not in repayment: 409 CLEAR_NOT_CLEARABLE; not my pawn loan: 404',
  })
  async clearInfo(@CurrentUser() user: AuthUser, @Param('loanSerial') loanSerial: string) {
    return { data: await this.pawnshop.clearInfo(user.id, loanSerial) };
  }

  @Post(':loanSerial/clear')
  @HttpCode(200)
  @Idempotent()
  @ApiParam({ name: 'loanSerial', description: 'Pawn loan serial' })
  @ApiOperation({
    summary:
      'Clear my pawn loan at once from my cash {amount?: the clear_amount shown}: {result: true, message}, or {result: false, message} ' +
      'when it is not in repayment, the amount is not today’s or the cash is short; not my pawn loan: 404',
  })
  clear(@CurrentUser() user: AuthUser, @Param('loanSerial') loanSerial: string, @ValidBody(pawnshopClearSchema) input: PawnshopClearInput) {
    return this.pawnshop.clear(user.id, loanSerial, input);
  }
}
