import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { emptyActionSchema, resaleOfferBodySchema } from '@lendbridge/domain';
import type { EmptyActionInput, ResaleOfferAnswer, ResaleOfferBody, ResaleSellPreview } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, RequireMemberLevel } from '../../common/decorators.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { ResaleService } from './resale.service.js';

/** The seller's side of a resale (bid): full members, their own investments only (anyone else's: 404). */
@ApiTags('investments')
@Controller('v1/investments/:serial/bid')
@RequireMemberLevel('full')
export class ResaleController {
  constructor(private readonly resale: ResaleService) {}

  @Get()
  @ApiParam({ name: 'serial', description: 'Investment serial' })
  @ApiOperation({
    summary:
      'Bid preview: {data: {investment_serial, loan_serial, credit_level, apr, period, remain_principal, remaining_periods, next_due_date, ' +
      'last_due_date, business_date, bounds: {min, max} | null, fee_percent, accrued_interest, refusal (null or why not), offer: ' +
      '{id, price, gap, resale_fee, created_at, buyable} | null}}',
  })
  async preview(@CurrentUser() user: AuthUser, @Param('serial') serial: string): Promise<{ data: ResaleSellPreview }> {
    return { data: await this.resale.sellPreview(user.id, serial) };
  }

  @Post()
  @ApiParam({ name: 'serial', description: 'Investment serial' })
  @ApiOperation({
    summary:
      'Submit {price}: opens the offer, 201 {message, data: preview}; price outside the band 400 PRICE_OUT_OF_BAND on price; ' +
      'not resaleable 409 NOT_RESALEABLE; already offered 409 OFFER_EXISTS',
  })
  offer(@CurrentUser() user: AuthUser, @Param('serial') serial: string, @ValidBody(resaleOfferBodySchema) input: ResaleOfferBody): Promise<ResaleOfferAnswer> {
    return this.resale.offer(user.id, serial, input.price);
  }

  @Post('withdraw')
  @HttpCode(200)
  @ApiParam({ name: 'serial', description: 'Investment serial' })
  @ApiOperation({ summary: 'Withdraws the open offer: {message, data: preview}; none open: 404' })
  withdraw(@CurrentUser() user: AuthUser, @Param('serial') serial: string, @ValidBody(emptyActionSchema) _input: EmptyActionInput): Promise<ResaleOfferAnswer> {
    return this.resale.withdraw(user.id, serial);
  }
}
