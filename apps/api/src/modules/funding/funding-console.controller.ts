import { Controller, Get, Param, ParseIntPipe, Post, Put, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { fundingProjectInputSchema } from '@lendbridge/domain';
import type { ConsoleFundingProjectRow, FundingProjectInput } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Roles } from '../../common/decorators.js';
import { SimpleRestQuery, presentPage, sendListPage } from '../../common/simple-rest.js';
import type { ListQuery } from '../../common/simple-rest.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { FundingConsoleService } from './funding-console.service.js';
import { presentConsoleProject } from './funding.presenter.js';
import { FUNDING_PROJECT_LIST, listConsoleProjects } from './funding.queries.js';

/** Funding projects in the console (ra-data-simple-rest): admins list loans on the funding market, sales read them. */
@ApiTags('console')
@Roles('admin', 'sales')
@Controller('console/funding-projects')
export class FundingConsoleController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly projects: FundingConsoleService,
    private readonly clock: BusinessClock,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List funding projects (sort, range, filter: q = serial, title or loan serial, promoted, id)' })
  async list(
    @SimpleRestQuery(FUNDING_PROJECT_LIST) query: ListQuery<typeof FUNDING_PROJECT_LIST>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ConsoleFundingProjectRow[]> {
    return sendListPage(res, FUNDING_PROJECT_LIST, presentPage(await listConsoleProjects(this.dataSource.manager, query), presentConsoleProject));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One funding project with its loan amount, invested amount, lenders and likes' })
  show(@Param('id', ParseIntPipe) id: number): Promise<ConsoleFundingProjectRow> {
    return this.projects.show(id);
  }

  @Post()
  @Roles('admin')
  @ApiOperation({
    summary:
      'List a listed (matching) loan on the funding market (audited); usage rows must add up to the loan amount; image_ids are my image uploads. ' +
      '400 LOAN_NOT_LISTED, 409 FUNDING_LOAN_TAKEN',
  })
  async create(@CurrentUser() actor: AuthUser, @ValidBody(fundingProjectInputSchema) input: FundingProjectInput): Promise<ConsoleFundingProjectRow> {
    return this.projects.create(actor.id, input, await this.clock.instant());
  }

  @Put(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Change a funding project, the whole of it (audited): words, usage, videos, pictures, promotion and popularity order' })
  async update(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @ValidBody(fundingProjectInputSchema) input: FundingProjectInput,
  ): Promise<ConsoleFundingProjectRow> {
    return this.projects.update(actor.id, id, input, await this.clock.instant());
  }
}
