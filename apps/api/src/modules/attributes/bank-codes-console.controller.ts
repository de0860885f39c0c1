import { Controller, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Roles } from '../../common/decorators.js';
import { parseSimpleRestQuery, sendSimpleRestList, stringFilter } from '../../common/simple-rest.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { createBankCodeSchema, updateBankCodeSchema } from './attributes.dto.js';
import type { CreateBankCodeInput, UpdateBankCodeInput } from './attributes.dto.js';
import { BankCode } from './bank-code.entity.js';
import { BankCodesService, presentBankCode } from './bank-codes.service.js';
import type { BankCodeRecord } from './bank-codes.service.js';

const RESOURCE = 'bank-codes';

const SORTABLE: Record<string, string> = {
  id: 'bank.code',
  code: 'bank.code',
  name: 'bank.name',
  is_active: 'bank.isActive',
  updated_at: 'bank.updatedAt',
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The codes react-admin asks for by id (getMany sends filter={"id":[...]}). */
function codesFilter(filter: Record<string, unknown>): string[] | undefined {
  const value = filter.id;
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value : [value]).filter((code): code is string => typeof code === 'string');
}

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
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<BankCodeRecord[]> {
    const parsed = parseSimpleRestQuery(query, Object.keys(SORTABLE), { field: 'code', order: 'ASC' });
    const builder = this.dataSource.getRepository(BankCode).createQueryBuilder('bank');
    const q = stringFilter(parsed.filter, 'q');
    if (q) {
      builder.andWhere(`(bank.code LIKE :prefix OR bank.name ILIKE :contains)`, {
        prefix: `${escapeLike(q)}%`,
        contains: `%${escapeLike(q)}%`,
      });
    }
    const active = parsed.filter.is_active;
    if (typeof active === 'boolean') builder.andWhere('bank.isActive = :active', { active });
    const codes = codesFilter(parsed.filter);
    if (codes) builder.andWhere('bank.code IN (:...codes)', { codes: codes.length ? codes : [''] });
    const column = SORTABLE[parsed.sort.field];
    builder.orderBy(column, parsed.sort.order);
    if (column !== 'bank.code') builder.addOrderBy('bank.code', 'ASC');
    return sendSimpleRestList(res, RESOURCE, builder, parsed, presentBankCode);
  }

  @Get(':code')
  @ApiOperation({ summary: 'One bank code' })
  async get(@Param('code') code: string): Promise<BankCodeRecord> {
    return presentBankCode(await this.bankCodes.find(code));
  }

  @Put(':code')
  @ApiOperation({ summary: 'Rename or (de)activate a bank code (audited)' })
  async update(
    @CurrentUser() user: AuthUser,
    @Param('code') code: string,
    @ValidBody(updateBankCodeSchema) input: UpdateBankCodeInput,
  ): Promise<BankCodeRecord> {
    return presentBankCode(await this.bankCodes.update(user.id, code, input));
  }

  @Post()
  @ApiOperation({ summary: 'Add a bank code (audited)' })
  async create(
    @CurrentUser() user: AuthUser,
    @ValidBody(createBankCodeSchema) input: CreateBankCodeInput,
  ): Promise<BankCodeRecord> {
    return presentBankCode(await this.bankCodes.create(user.id, input));
  }
}
