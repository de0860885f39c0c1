import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { clearPageQuerySchema, clearSerialsSchema } from '@lendbridge/domain';
import type { ClearPageQuery, ClearSerialsInput } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, RequireMemberLevel } from '../../common/decorators.js';
import { ValidBody, zodPipe } from '../../common/zod.pipe.js';
import { ClearingService } from './clearing.service.js';

const REQUEST_FIELDS =
  '{serial (investment), loan_serial, status, status_label, clear_amount, principal, interest, penalty, requested_at, decided_at, cleared_at}';

/** The lender's early-repayment agreement page (spec 001 2, 4, 7): full members, their own investments only. */
@ApiTags('clearing')
@Controller('lender/clear-requests')
@RequireMemberLevel('full')
export class LenderClearingController {
  constructor(private readonly clearing: ClearingService) {}

  @Get()
  @ApiQuery({ name: 'page', required: false })
  @ApiOperation({
    summary: `Requests waiting for my decision (wait_agree), newest first: {data: [${REQUEST_FIELDS}], current_page, per_page, next_page_url}`,
  })
  requests(@CurrentUser() user: AuthUser, @Query(zodPipe(clearPageQuerySchema)) query: ClearPageQuery) {
    return this.clearing.lenderOpen(user.id, 'wait_agree', query.page);
  }

  @Get('processing')
  @ApiQuery({ name: 'page', required: false })
  @ApiOperation({ summary: `Requests I agreed to, waiting for the borrower's payment (wait_clear): same page shape` })
  processing(@CurrentUser() user: AuthUser, @Query(zodPipe(clearPageQuerySchema)) query: ClearPageQuery) {
    return this.clearing.lenderOpen(user.id, 'wait_clear', query.page);
  }

  @Get('finished')
  @ApiQuery({ name: 'page', required: false })
  @ApiOperation({ summary: 'My investments cleared early, newest first: same page shape with what each clearing paid' })
  finished(@CurrentUser() user: AuthUser, @Query(zodPipe(clearPageQuerySchema)) query: ClearPageQuery) {
    return this.clearing.lenderFinished(user.id, query.page);
  }

  @Post('agree')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Agree to clearing these of my investments {serials}: {title, message}; not waiting for me: 409 CLEAR_NOT_DECIDABLE; not mine: 404',
  })
  agree(@CurrentUser() user: AuthUser, @ValidBody(clearSerialsSchema) input: ClearSerialsInput) {
    return this.clearing.decide(user.id, input.serials, true);
  }

  @Post('disagree')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Disagree (the investments are back to wait_request, the borrower is told) {serials}: {title, message}; 409 and 404 as agree',
  })
  disagree(@CurrentUser() user: AuthUser, @ValidBody(clearSerialsSchema) input: ClearSerialsInput) {
    return this.clearing.decide(user.id, input.serials, false);
  }
}
