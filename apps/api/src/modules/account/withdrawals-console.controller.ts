import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { withdrawalPayoutSchema, withdrawalRejectFormSchema } from '@lendbridge/domain';
import type { ConsoleWithdrawalRow, WithdrawalPayoutInput, WithdrawalRejectFormInput } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Roles } from '../../common/decorators.js';
import { SimpleRestQuery, sendListPage } from '../../common/simple-rest.js';
import type { ListQuery } from '../../common/simple-rest.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { presentConsoleWithdrawal } from './account.presenter.js';
import { WITHDRAWAL_LIST, listWithdrawals } from './withdrawals.queries.js';
import { WithdrawalsService } from './withdrawals.service.js';

/** Withdrawal requests for admins (ra-data-simple-rest): pay out a batch, or refuse one. */
@ApiTags('console')
@Roles('admin')
@Controller('console/withdrawals')
export class WithdrawalsConsoleController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly withdrawals: WithdrawalsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List withdrawals (sort, range, filter: status, user_id, q = member serial, name or account, id)' })
  async list(
    @SimpleRestQuery(WITHDRAWAL_LIST) query: ListQuery<typeof WITHDRAWAL_LIST>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ConsoleWithdrawalRow[]> {
    return sendListPage(res, WITHDRAWAL_LIST, await listWithdrawals(this.dataSource.manager, query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One withdrawal' })
  async show(@Param('id', ParseIntPipe) id: number) {
    const row = await this.withdrawals.findRow(id);
    if (!row) throw AppError.notFound();
    return presentConsoleWithdrawal(row);
  }

  @Post('payout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Pay out pending withdrawals {ids, reason}: all or none (409 when one is not pending); answers the rows' })
  async payout(@CurrentUser() actor: AuthUser, @ValidBody(withdrawalPayoutSchema) input: WithdrawalPayoutInput) {
    return (await this.withdrawals.payout(actor.id, input.ids, input.reason)).map(presentConsoleWithdrawal);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Refuse a pending withdrawal {reason}: money and fee go back to the member; answers the row' })
  async reject(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @ValidBody(withdrawalRejectFormSchema) input: WithdrawalRejectFormInput,
  ) {
    return presentConsoleWithdrawal(await this.withdrawals.reject(actor.id, id, input.reason));
  }
}
