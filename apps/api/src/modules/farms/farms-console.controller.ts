import { Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { farmFormSchema } from '@lendbridge/domain';
import type { ConsoleFarmKeyAnswer, ConsoleFarmReadingRow, ConsoleFarmRow, ConsoleGacpRecordRow, FarmFormInput } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Roles } from '../../common/decorators.js';
import { SimpleRestQuery, sendListPage } from '../../common/simple-rest.js';
import type { ListQuery } from '../../common/simple-rest.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { consoleFarmNotFound } from './farms.errors.js';
import { FARM_LIST, GACP_LIST, READING_LIST, findConsoleFarm, listFarms, listGacpRecords, listReadings } from './farms-console.queries.js';
import { FarmsConsoleService } from './farms-console.service.js';

/** Farms (ra-data-simple-rest): admins create and change them and their ingestion keys, sales read them. */
@ApiTags('console')
@Roles('admin', 'sales')
@Controller('console/farms')
export class FarmsConsoleController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly farms: FarmsConsoleService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List farms (sort, range, filter: q, id, owner_id)' })
  async list(@SimpleRestQuery(FARM_LIST) query: ListQuery<typeof FARM_LIST>, @Res({ passthrough: true }) res: Response): Promise<ConsoleFarmRow[]> {
    return sendListPage(res, FARM_LIST, await listFarms(this.dataSource.manager, query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One farm with its fields and its active key’s prefix' })
  async show(@Param('id', ParseIntPipe) id: number): Promise<ConsoleFarmRow> {
    const row = await findConsoleFarm(this.dataSource.manager, id);
    if (!row) throw consoleFarmNotFound();
    return row;
  }

  @Post()
  @Roles('admin')
  @ApiOperation({ summary: 'Create a farm {no, name, owner_serial, location, description?, fields:[{code, name}]} (audited); its page key is generated' })
  create(@CurrentUser() actor: AuthUser, @ValidBody(farmFormSchema) input: FarmFormInput): Promise<ConsoleFarmRow> {
    return this.farms.create(actor.id, input);
  }

  @Put(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Change a farm and its fields (audited); a field with data cannot be removed (400)' })
  update(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number, @ValidBody(farmFormSchema) input: FarmFormInput): Promise<ConsoleFarmRow> {
    return this.farms.update(actor.id, id, input);
  }

  @Post(':id/ingestion-key')
  @Roles('admin')
  @HttpCode(201)
  @ApiOperation({ summary: 'Issue or rotate the farm’s ingestion key: {id, key, key_prefix}, the key shown this once (audited)' })
  issueKey(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<ConsoleFarmKeyAnswer> {
    return this.farms.issueKey(actor.id, id);
  }

  @Delete(':id/ingestion-key')
  @Roles('admin')
  @ApiOperation({ summary: 'Revoke the farm’s ingestion key (audited); answers the farm' })
  revokeKey(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<ConsoleFarmRow> {
    return this.farms.revokeKey(actor.id, id);
  }
}

/** The farms' sensor readings, one metric value a row, for staff to check what the devices sent. */
@ApiTags('console')
@Roles('admin', 'sales')
@Controller('console/farm-readings')
export class FarmReadingsConsoleController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'List readings, newest first (sort, range, filter: farm_id, field, metric)' })
  async list(@SimpleRestQuery(READING_LIST) query: ListQuery<typeof READING_LIST>, @Res({ passthrough: true }) res: Response): Promise<ConsoleFarmReadingRow[]> {
    return sendListPage(res, READING_LIST, await listReadings(this.dataSource.manager, query));
  }
}

/** The farms' GACP production records. */
@ApiTags('console')
@Roles('admin', 'sales')
@Controller('console/farm-gacp-records')
export class FarmGacpRecordsConsoleController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'List GACP records, latest work first (sort, range, filter: farm_id, type)' })
  async list(@SimpleRestQuery(GACP_LIST) query: ListQuery<typeof GACP_LIST>, @Res({ passthrough: true }) res: Response): Promise<ConsoleGacpRecordRow[]> {
    return sendListPage(res, GACP_LIST, await listGacpRecords(this.dataSource.manager, query));
  }
}
