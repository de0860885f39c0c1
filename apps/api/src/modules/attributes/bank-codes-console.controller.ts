import { Controller, Get, Param, Post, Put, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import type { ConsoleBankCodeRow } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Roles } from '../../common/decorators.js';
import { SimpleRestQuery, sendListPage } from '../../common/simple-rest.js';
import type { ListQuery } from '../../common/simple-rest.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { createBankCodeSchema, updateBankCodeSchema } from './attributes.dto.js';
import type { CreateBankCodeInput, UpdateBankCodeInput } from './attributes.dto.js';
import { BANK_CODE_LIST, listBankCodes } from './bank-codes.queries.js';
import { BankCodesService, presentBankCode } from './bank-codes.service.js';

/** Bank codes for admins, in the ra-data-simple-rest contract. */
@ApiTags('console')
@Controller('console/bank-codes')
@Roles('admin')
export class BankCodesConsoleController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bankCodes: BankCodesService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List bank codes (sort, range, filter: q, is_active, id)' })
  async list(
    @SimpleRestQuery(BANK_CODE_LIST) query: ListQuery<typeof BANK_CODE_LIST>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ConsoleBankCodeRow[]> {
    return sendListPage(res, BANK_CODE_LIST, await listBankCodes(this.dataSource.manager, query));
  }

  @Get(':code')
  @ApiOperation({ summary: 'One bank code' })
  async get(@Param('code') code: string): Promise<ConsoleBankCodeRow> {
    return presentBankCode(await this.bankCodes.find(code));
  }

  @Put(':code')
  @ApiOperation({ summary: 'Rename or (de)activate a bank code (audited)' })
  async update(
    @CurrentUser() user: AuthUser,
    @Param('code') code: string,
    @ValidBody(updateBankCodeSchema) input: UpdateBankCodeInput,
  ): Promise<ConsoleBankCodeRow> {
    return presentBankCode(await this.bankCodes.update(user.id, code, input));
  }

  @Post()
  @ApiOperation({ summary: 'Add a bank code (audited)' })
  async create(
    @CurrentUser() user: AuthUser,
    @ValidBody(createBankCodeSchema) input: CreateBankCodeInput,
  ): Promise<ConsoleBankCodeRow> {
    return presentBankCode(await this.bankCodes.create(user.id, input));
  }
}
