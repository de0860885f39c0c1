import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { pawnInvestSchema, pawnSettingSchema } from '@lendbridge/domain';
import type { PawnCaseActionAnswer, PawnCaseDetail, PawnCaseRow, PawnInvest, PawnSetting } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Roles } from '../../common/decorators.js';
import { SimpleRestQuery, sendListPage } from '../../common/simple-rest.js';
import { ValidBody } from '../../common/zod.pipe.js';
import type { ListQuery } from '../../common/simple-rest.js';
import { Idempotent } from '../ledger/idempotency.js';
import { PAWN_CASE_LIST, listPawnCases } from './pawnshop.queries.js';
import type { PawnCaseReader } from './pawnshop.queries.js';
import { PawnshopService } from './pawnshop.service.js';

const readerOf = (user: AuthUser): PawnCaseReader => ({ userId: user.id, admin: user.roles.includes('admin') });

/**
 * The pawnshop operators' cases in the console (ra-data-simple-rest): operators list, read and work
 * the open cases and their own; admins list and read every case.
 */
@ApiTags('console')
@Roles('pawnshop_operator', 'admin')
@Controller('console/pawn-cases')
export class PawnCasesController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pawnshop: PawnshopService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List cases, newest first (sort, range, filter: list = market | mine, status, q = serial, id)' })
  async list(
    @CurrentUser() user: AuthUser,
    @SimpleRestQuery(PAWN_CASE_LIST) query: ListQuery<typeof PAWN_CASE_LIST>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PawnCaseRow[]> {
    return sendListPage(res, PAWN_CASE_LIST, await listPawnCases(this.dataSource.manager, readerOf(user), query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One case: the collaterals with their images and appraisal, the setting, the pawn ticket and dates' })
  show(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<PawnCaseDetail> {
    return this.pawnshop.detail(readerOf(user), id);
  }

  @Post(':id/order')
  @HttpCode(200)
  @Roles('pawnshop_operator')
  @ApiOperation({ summary: 'Take an open case; taken by another operator: 409 ALREADY_TAKEN 此案件已被接單' })
  order(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<PawnCaseActionAnswer> {
    return this.pawnshop.order(readerOf(user), id);
  }

  @Post(':id/setting')
  @HttpCode(200)
  @Roles('pawnshop_operator')
  @ApiOperation({ summary: 'Set the terms of my case {amount, period, principal_repayment_type, apr, storage_fee}; not settable: 409 NOT_SETTABLE' })
  setting(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @ValidBody(pawnSettingSchema) terms: PawnSetting,
  ): Promise<PawnCaseActionAnswer> {
    return this.pawnshop.setting(readerOf(user), id, terms);
  }

  @Post(':id/invest')
  @HttpCode(200)
  @Roles('pawnshop_operator')
  @Idempotent()
  @ApiOperation({
    summary:
      'Invest the agreed terms with the pawn ticket {amount, period, pawn_ticket: [upload ids], principal_repayment_type}: the loan is funded and ' +
      'disbursed; missing, not mine or not agreed: 404 找不到案件或是申貸人尚未同意; already invested: 409 NOT_INVESTABLE',
  })
  invest(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @ValidBody(pawnInvestSchema) input: PawnInvest,
  ): Promise<PawnCaseActionAnswer> {
    return this.pawnshop.invest(readerOf(user), id, input);
  }
}
