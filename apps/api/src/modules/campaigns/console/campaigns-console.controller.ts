import { Controller, Get, Param, ParseIntPipe, Post, Put, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { campaignFormSchema } from '@lendbridge/domain';
import type { CampaignFormInput, ConsoleCampaignRow } from '@lendbridge/domain';
import { AppError } from '../../../common/app-error.js';
import type { AuthUser } from '../../../common/auth-user.js';
import { CurrentUser, Roles } from '../../../common/decorators.js';
import { SimpleRestQuery, sendListPage } from '../../../common/simple-rest.js';
import type { ListQuery } from '../../../common/simple-rest.js';
import { ValidBody } from '../../../common/zod.pipe.js';
import { CAMPAIGN_LIST, findCampaign, listCampaigns } from './campaigns-console.queries.js';
import { CampaignsConsoleService } from './campaigns-console.service.js';

/** Campaigns in the console (ra-data-simple-rest): admins create and change them, sales read them. */
@ApiTags('console')
@Roles('admin', 'sales')
@Controller('console/campaigns')
export class CampaignsConsoleController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly campaigns: CampaignsConsoleService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List campaigns (sort, range, filter: q = key or title, kind, enabled, state, id)' })
  async list(
    @SimpleRestQuery(CAMPAIGN_LIST) query: ListQuery<typeof CAMPAIGN_LIST>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ConsoleCampaignRow[]> {
    return sendListPage(res, CAMPAIGN_LIST, await listCampaigns(this.dataSource.manager, query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One campaign, with its budget, spent and state' })
  async show(@Param('id', ParseIntPipe) id: number): Promise<ConsoleCampaignRow> {
    const row = await findCampaign(this.dataSource.manager, id);
    if (!row) throw AppError.notFound();
    return row;
  }

  @Post()
  @Roles('admin')
  @ApiOperation({
    summary: 'Create a campaign (audited); its budget moves from the bank to the marketing account (marketing_funding). 409 CAMPAIGN_KEY_TAKEN',
  })
  create(@CurrentUser() actor: AuthUser, @ValidBody(campaignFormSchema) input: CampaignFormInput): Promise<ConsoleCampaignRow> {
    return this.campaigns.createCampaign(actor.id, input);
  }

  @Put(':id')
  @Roles('admin')
  @ApiOperation({
    summary:
      'Change a campaign, the whole of it (audited): a higher budget moves the difference bank → marketing, a lower one marketing → bank; ' +
      'below what it spent: 400 on budget. 409 CAMPAIGN_KEY_TAKEN',
  })
  update(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @ValidBody(campaignFormSchema) input: CampaignFormInput,
  ): Promise<ConsoleCampaignRow> {
    return this.campaigns.updateCampaign(actor.id, id, input);
  }
}
