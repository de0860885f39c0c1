import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CLEAR_STATUSES, clearInvestmentsQuerySchema, clearPageQuerySchema, clearPaySchema, clearSerialsSchema } from '@lendbridge/domain';
import type { ClearInvestmentsQuery, ClearPageQuery, ClearPayInput, ClearSerialsInput } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, RequireMemberLevel } from '../../common/decorators.js';
import { ValidBody, zodPipe } from '../../common/zod.pipe.js';
import { Idempotent } from '../ledger/idempotency.js';
import { ClearingService } from './clearing.service.js';

const RECORD_FIELDS =
  '{serial (investment), loan_serial, status, status_label, clear_fee_serial (the loan), clear_amount, principal, interest, penalty, ' +
  'lender (masked member serial), requested_at, cleared_at}';

/** The borrower's early-repayment page (spec 2, 4, 7): full members, investments of their own loans only. */
@ApiTags('clearing')
@Controller('borrower/clear-investments')
@RequireMemberLevel('full')
export class BorrowerClearingController {
  constructor(private readonly clearing: ClearingService) {}

  @Get()
  @ApiQuery({ name: 'status', required: false, enum: CLEAR_STATUSES })
  @ApiOperation({
    summary: `My clear-investment records at today's business date, by loan: {data: [${RECORD_FIELDS}]}; all three open statuses unless status is given`,
  })
  async list(@CurrentUser() user: AuthUser, @Query(zodPipe(clearInvestmentsQuerySchema)) query: ClearInvestmentsQuery) {
    return { data: await this.clearing.borrowerRecords(user.id, query) };
  }

  @Get('finished')
  @ApiQuery({ name: 'page', required: false })
  @ApiOperation({ summary: `My cleared investments, newest first: {data: [${RECORD_FIELDS}], current_page, per_page, next_page_url}` })
  finished(@CurrentUser() user: AuthUser, @Query(zodPipe(clearPageQuerySchema)) query: ClearPageQuery) {
    return this.clearing.borrowerFinished(user.id, query.page);
  }

  @Post('request')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Ask the lenders to agree to clearing these wait_request investments {serials}: {title, message}; not mine: 404; ' +
      'already asked or not in repayment: 409 CLEAR_NOT_REQUESTABLE',
  })
  request(@CurrentUser() user: AuthUser, @ValidBody(clearSerialsSchema) input: ClearSerialsInput) {
    return this.clearing.request(user.id, input.serials);
  }

  @Post('clear')
  @HttpCode(200)
  @Idempotent()
  @ApiOperation({
    summary:
      'Clear these wait_clear investments {amount, serials} from my cash, amount being their clear amounts added up today: ' +
      '{title, message}; another amount: 409 CLEAR_AMOUNT_CHANGED with the fresh figure; cash short: 400 INSUFFICIENT_BALANCE; ' +
      'not agreed: 409 CLEAR_NOT_CLEARABLE; not mine: 404',
  })
  clear(@CurrentUser() user: AuthUser, @ValidBody(clearPaySchema) input: ClearPayInput) {
    return this.clearing.clear(user.id, input);
  }
}
