import { Controller, Get, Param, ParseIntPipe, Post, Put, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { promoCodeFormSchema } from '@lendbridge/domain';
import type { ConsolePromoCodeRow, ConsolePromoCodeUseRow, PromoCodeFormInput } from '@lendbridge/domain';
import { AppError } from '../../../common/app-error.js';
import type { AuthUser } from '../../../common/auth-user.js';
import { CurrentUser, Roles } from '../../../common/decorators.js';
import { SimpleRestQuery, sendListPage } from '../../../common/simple-rest.js';
import type { ListQuery } from '../../../common/simple-rest.js';
import { ValidBody } from '../../../common/zod.pipe.js';
import { PROMO_CODE_LIST, PROMO_CODE_USE_LIST, findPromoCode, listPromoCodeUses, listPromoCodes } from './campaigns-console.queries.js';
import { CampaignsConsoleService } from './campaigns-console.service.js';

/** Promo codes (ra-data-simple-rest): admins create and change them, sales read them. */
@ApiTags('console')
@Roles('admin', 'sales')
@Controller('console/promo-codes')
export class PromoCodesConsoleController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly campaigns: CampaignsConsoleService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List promo codes (sort, range, filter: q = code prefix, kind, enabled, campaign_id, owned, id)' })
  async list(
    @SimpleRestQuery(PROMO_CODE_LIST) query: ListQuery<typeof PROMO_CODE_LIST>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ConsolePromoCodeRow[]> {
    return sendListPage(res, PROMO_CODE_LIST, await listPromoCodes(this.dataSource.manager, query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One promo code' })
  async show(@Param('id', ParseIntPipe) id: number): Promise<ConsolePromoCodeRow> {
    const row = await findPromoCode(this.dataSource.manager, id);
    if (!row) throw AppError.notFound();
    return row;
  }

  @Post()
  @Roles('admin')
  @ApiOperation({ summary: 'Create a promo code (audited); a cashback code names the campaign whose budget pays it. 409 PROMO_CODE_TAKEN' })
  create(@CurrentUser() actor: AuthUser, @ValidBody(promoCodeFormSchema) input: PromoCodeFormInput): Promise<ConsolePromoCodeRow> {
    return this.campaigns.createPromoCode(actor.id, input);
  }

  @Put(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Change a promo code, the whole of it (audited); a use limit below its uses: 400 on max_uses. 409 PROMO_CODE_TAKEN' })
  update(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @ValidBody(promoCodeFormSchema) input: PromoCodeFormInput,
  ): Promise<ConsolePromoCodeRow> {
    return this.campaigns.updatePromoCode(actor.id, id, input);
  }
}

/** The uses of promo codes, for admins and sales. */
@ApiTags('console')
@Roles('admin', 'sales')
@Controller('console/promo-code-uses')
export class PromoCodeUsesConsoleController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'List the uses of promo codes (sort, range, filter: promo_code_id, user_id, q = code, member or order serial, id)' })
  async list(
    @SimpleRestQuery(PROMO_CODE_USE_LIST) query: ListQuery<typeof PROMO_CODE_USE_LIST>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ConsolePromoCodeUseRow[]> {
    return sendListPage(res, PROMO_CODE_USE_LIST, await listPromoCodeUses(this.dataSource.manager, query));
  }
}
