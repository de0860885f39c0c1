import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { promoVerifySchema } from '@lendbridge/domain';
import type { PromoVerifyInput } from '@lendbridge/domain';
import type { AuthUser } from '../../../common/auth-user.js';
import { CurrentUser } from '../../../common/decorators.js';
import { zodPipe } from '../../../common/zod.pipe.js';
import { BusinessClock } from '../../repayment/business-clock.js';
import { PromoCodesService } from './promo-codes.service.js';

/** The checkout's promo verification. */
@ApiTags('campaigns')
@Controller('promo-codes')
export class PromoCodesController {
  constructor(
    private readonly promos: PromoCodesService,
    private readonly clock: BusinessClock,
  ) {}

  @Get('verify')
  @ApiOperation({
    summary:
      'Checks a code for an order of ?amount=&promo_code=: {data: {promo_code, kind, discount_percent, cashback_amount, expires_at, summary}}; 400 errors.promo_code with why not',
  })
  async verify(@CurrentUser() user: AuthUser, @Query(zodPipe(promoVerifySchema)) input: PromoVerifyInput) {
    const order = { userId: user.id, total: input.amount, paymentMethod: 'balance' as const, at: await this.clock.instant() };
    return { data: await this.promos.verify(order, input.promo_code) };
  }
}
