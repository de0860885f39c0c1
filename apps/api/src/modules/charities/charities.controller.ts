import { Controller, Get, Param, ParseIntPipe, Post, Put, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { charityFormSchema } from '@lendbridge/domain';
import type { Charity, CharityFormInput, ConsoleCharityRow } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Public, Roles } from '../../common/decorators.js';
import { SimpleRestQuery, sendListPage } from '../../common/simple-rest.js';
import type { ListQuery } from '../../common/simple-rest.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { CHARITY_LIST, enabledCharities, findCharity, listCharities } from './charities.queries.js';
import { CharitiesService } from './charities.service.js';
import { ApiExample } from '../../common/openapi.js';

/** The charities a farmer order's e-invoice may be donated to, as the checkout offers them. */
@ApiTags('charities')
@Controller('charities')
export class CharitiesController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'The enabled charities in the console order: {data: [{id, name, donation_code, description}]}' })
  @ApiExample({
    data: [
      { id: 1, name: '財團法人創世社會福利基金會', donation_code: '919', description: '植物人安養與街友服務' },
      { id: 2, name: '財團法人台灣兒童暨家庭扶助基金會', donation_code: '8585', description: '弱勢兒童與家庭扶助' },
    ],
  })
  async list(): Promise<{ data: Charity[] }> {
    return { data: await enabledCharities(this.dataSource.manager) };
  }
}

/** The charities in the console (ra-data-simple-rest): admins keep the list, sales read it. */
@ApiTags('console')
@Roles('admin', 'sales')
@Controller('console/charities')
export class CharitiesConsoleController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly charities: CharitiesService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List charities (sort, range, filter: q = name or donation code, enabled, id)' })
  async list(@SimpleRestQuery(CHARITY_LIST) query: ListQuery<typeof CHARITY_LIST>, @Res({ passthrough: true }) res: Response): Promise<ConsoleCharityRow[]> {
    return sendListPage(res, CHARITY_LIST, await listCharities(this.dataSource.manager, query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One charity' })
  async show(@Param('id', ParseIntPipe) id: number): Promise<ConsoleCharityRow> {
    const row = await findCharity(this.dataSource.manager, id);
    if (!row) throw AppError.notFound();
    return row;
  }

  @Post()
  @Roles('admin')
  @ApiOperation({ summary: 'Add a charity {name, donation_code (3 to 7 digits), description?, enabled?, position?} (audited). 409 DONATION_CODE_TAKEN' })
  create(@CurrentUser() actor: AuthUser, @ValidBody(charityFormSchema) input: CharityFormInput): Promise<ConsoleCharityRow> {
    return this.charities.create(actor.id, input);
  }

  @Put(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Change a charity, the whole of it (audited); turning it off stops new donations to it. 409 DONATION_CODE_TAKEN' })
  update(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number, @ValidBody(charityFormSchema) input: CharityFormInput): Promise<ConsoleCharityRow> {
    return this.charities.update(actor.id, id, input);
  }
}
