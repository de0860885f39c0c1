import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { MANUAL_DEPOSIT_APPROVAL_THRESHOLD, depositFormSchema, depositRejectFormSchema, emptyActionSchema } from '@lendbridge/domain';
import type { ConsoleDepositRow, DepositFormInput, DepositRejectFormInput, EmptyActionInput } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Roles } from '../../common/decorators.js';
import { SimpleRestQuery, sendListPage } from '../../common/simple-rest.js';
import type { ListQuery } from '../../common/simple-rest.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { Idempotent } from '../ledger/idempotency.js';
import { DEPOSIT_LIST, listDeposits } from './deposits.queries.js';
import { DepositsService } from './deposits.service.js';

/** Deposits for admins (ra-data-simple-rest): bank notifications and deposits recorded by hand. */
@ApiTags('console')
@Roles('admin')
@Controller('console/deposits')
export class DepositsConsoleController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deposits: DepositsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List deposits (sort, range, filter: status, source, user_id, q = serial, virtual account or notification id, id)' })
  async list(
    @SimpleRestQuery(DEPOSIT_LIST) query: ListQuery<typeof DEPOSIT_LIST>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ConsoleDepositRow[]> {
    return sendListPage(res, DEPOSIT_LIST, await listDeposits(this.dataSource.manager, query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One deposit' })
  async show(@Param('id', ParseIntPipe) id: number): Promise<ConsoleDepositRow> {
    const row = await this.deposits.findRow(id);
    if (!row) throw AppError.notFound();
    return row;
  }

  @Post()
  @Idempotent()
  @ApiOperation({
    summary:
      `Record a deposit by hand {member_serial | virtual_account, amount, note (the reason)}: credits the member at once, ` +
      `or above NT$${MANUAL_DEPOSIT_APPROVAL_THRESHOLD} records it as pending for a second admin's approval`,
  })
  create(@CurrentUser() actor: AuthUser, @ValidBody(depositFormSchema) input: DepositFormInput): Promise<ConsoleDepositRow> {
    return this.deposits.recordManual(actor.id, input);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @Idempotent()
  @ApiOperation({
    summary: 'Approve a pending manual deposit: credits the member. The admin who recorded it: 403 DEPOSIT_OWN_APPROVAL; not pending: 409',
  })
  approve(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @ValidBody(emptyActionSchema) _input: EmptyActionInput,
  ): Promise<ConsoleDepositRow> {
    return this.deposits.approve(actor.id, id);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject a pending manual deposit {reason}: nothing is credited; not pending: 409' })
  reject(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @ValidBody(depositRejectFormSchema) input: DepositRejectFormInput,
  ): Promise<ConsoleDepositRow> {
    return this.deposits.reject(actor.id, id, input.reason);
  }
}
