import { Controller, Get, Param, ParseIntPipe, Post, Put, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { prizeCreateSchema, prizeUpdateSchema } from '@lendbridge/domain';
import type { ConsolePrizeRow, PrizeCreateInput, PrizeUpdateInput } from '@lendbridge/domain';
import { AppError } from '../../../common/app-error.js';
import type { AuthUser } from '../../../common/auth-user.js';
import { CurrentUser, Roles } from '../../../common/decorators.js';
import { SimpleRestQuery, sendListPage } from '../../../common/simple-rest.js';
import type { ListQuery } from '../../../common/simple-rest.js';
import { ValidBody } from '../../../common/zod.pipe.js';
import { PRIZE_LIST, findPrize, listPrizes } from './campaigns-console.queries.js';
import { CampaignsConsoleService } from './campaigns-console.service.js';

/** The prizes of campaigns (ra-data-simple-rest): admins create and change them, sales read them. */
@ApiTags('console')
@Roles('admin', 'sales')
@Controller('console/campaign-prizes')
export class PrizesConsoleController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly campaigns: CampaignsConsoleService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List prizes, in wheel order (sort, range, filter: campaign_id, reward, id)' })
  async list(@SimpleRestQuery(PRIZE_LIST) query: ListQuery<typeof PRIZE_LIST>, @Res({ passthrough: true }) res: Response): Promise<ConsolePrizeRow[]> {
    return sendListPage(res, PRIZE_LIST, await listPrizes(this.dataSource.manager, query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One prize' })
  async show(@Param('id', ParseIntPipe) id: number): Promise<ConsolePrizeRow> {
    const row = await findPrize(this.dataSource.manager, id);
    if (!row) throw AppError.notFound();
    return row;
  }

  @Post()
  @Roles('admin')
  @ApiOperation({ summary: 'Add a prize to a campaign (audited); unknown campaign: 400 on campaign_id' })
  create(@CurrentUser() actor: AuthUser, @ValidBody(prizeCreateSchema) input: PrizeCreateInput): Promise<ConsolePrizeRow> {
    return this.campaigns.createPrize(actor.id, input);
  }

  @Put(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Change a prize, the whole of it but its campaign (audited); a stock below what was given: 400 on stock' })
  update(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @ValidBody(prizeUpdateSchema) input: PrizeUpdateInput,
  ): Promise<ConsolePrizeRow> {
    return this.campaigns.updatePrize(actor.id, id, input);
  }
}
