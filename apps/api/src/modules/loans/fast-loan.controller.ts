import { Controller, Get, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { fastLoanQuerySchema, fastLoanRequestSchema } from '@lendbridge/domain';
import type { FastLoanQuery, FastLoanRequestInput } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, RequireMemberLevel } from '../../common/decorators.js';
import { ValidBody, zodPipe } from '../../common/zod.pipe.js';
import { Idempotent } from '../ledger/idempotency.js';
import { FastLoanService } from './fast-loan.service.js';

/** Fast loan: the borrower asks the platform to speed up the funding of a matching loan (媒合中). */
@ApiTags('borrower')
@Controller('borrower/fast-loan')
@RequireMemberLevel('full')
export class FastLoanController {
  constructor(private readonly fastLoans: FastLoanService) {}

  @Get()
  @ApiQuery({ name: 'loan_serial', description: 'Serial of my matching loan' })
  @ApiOperation({
    summary:
      'My matching loan’s funding: {data: {loan_serial, amount, invested_amount, remaining, requested_at}, is_service_time, hash}; ' +
      'not matching: 409 FAST_LOAN_NOT_MATCHING; not mine: 404',
  })
  lookup(@CurrentUser() user: AuthUser, @Query(zodPipe(fastLoanQuerySchema)) query: FastLoanQuery) {
    return this.fastLoans.lookup(user.id, query.loan_serial);
  }

  @Post()
  @Idempotent()
  @ApiOperation({
    summary:
      'Ask for a fast loan with the hash the lookup answered today (a retry with its Idempotency-Key replays the answer): {data: {loan_serial, requested_at}, message: 申請成功}; ' +
      '400 FAST_LOAN_HASH_INVALID; 409 FAST_LOAN_NOT_MATCHING, FAST_LOAN_OUT_OF_SERVICE_TIME, FAST_LOAN_ALREADY_REQUESTED; not mine: 404',
  })
  request(@CurrentUser() user: AuthUser, @ValidBody(fastLoanRequestSchema) input: FastLoanRequestInput) {
    return this.fastLoans.request(user.id, input);
  }
}
