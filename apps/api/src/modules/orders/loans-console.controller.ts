import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { loanDisburseSchema, taipeiToday } from '@lendbridge/domain';
import type { ConsoleLoanRow, LoanDisburseInput } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Roles } from '../../common/decorators.js';
import { SimpleRestQuery, sendListPage } from '../../common/simple-rest.js';
import type { ListQuery } from '../../common/simple-rest.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { Idempotent } from '../ledger/idempotency.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { FundingService } from './funding.service.js';
import { LOAN_LIST, listConsoleLoans } from './loans.queries.js';

/** Loans for admins (ra-data-simple-rest), and their disbursement once funded. */
@ApiTags('console')
@Roles('admin')
@Controller('console/loans')
export class LoansConsoleController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly funding: FundingService,
    private readonly clock: BusinessClock,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List loans (sort, range, filter: status (one or a list), q = loan or member serial, borrower_id, id)' })
  async list(
    @SimpleRestQuery(LOAN_LIST) query: ListQuery<typeof LOAN_LIST>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ConsoleLoanRow[]> {
    return sendListPage(res, LOAN_LIST, await listConsoleLoans(this.dataSource.manager, query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One loan' })
  show(@Param('id', ParseIntPipe) id: number): Promise<ConsoleLoanRow> {
    return this.funding.consoleLoan(id);
  }

  @Post(':serial/disburse')
  @HttpCode(200)
  @Idempotent()
  @ApiParam({ name: 'serial', description: 'Loan serial' })
  @ApiOperation({
    summary:
      'Disburse a funded loan {reason}: every waiting investment’s locked money to the borrower, the borrower fee to the platform; ' +
      'investments active, loan repaying. Answers the loan; 409 LOAN_NOT_FUNDED',
  })
  async disburse(
    @CurrentUser() actor: AuthUser,
    @Param('serial') serial: string,
    @ValidBody(loanDisburseSchema) input: LoanDisburseInput,
  ): Promise<ConsoleLoanRow> {
    const at = await this.clock.instant();
    return this.funding.disburse(serial, at, taipeiToday(at), { actorId: actor.id, reason: input.reason });
  }
}
