import { Controller, Delete, Get, Param, ParseIntPipe, Post, Put, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { alumniRosterInputSchema, crowdfundingDeliveryUpdateSchema, crowdfundingProjectInputSchema } from '@lendbridge/domain';
import type { AlumniRosterInput, CrowdfundingDeliveryUpdateInput, CrowdfundingProjectInput } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Roles } from '../../common/decorators.js';
import { SimpleRestQuery, sendListPage } from '../../common/simple-rest.js';
import type { ListQuery } from '../../common/simple-rest.js';
import { ValidBody } from '../../common/zod.pipe.js';
import {
  DELIVERY_LIST,
  ORDER_LIST,
  PROJECT_LIST,
  ROSTER_LIST,
  findConsoleDelivery,
  findConsoleOrder,
  listDeliveries,
  listOrders,
  listProjects,
  listRoster,
} from './crowdfunding-console.queries.js';
import type { ConsoleDeliveryRow, ConsoleOrderRow, ConsoleProjectRow, ConsoleRosterRow } from './crowdfunding-console.queries.js';
import { CrowdfundingConsoleService } from './crowdfunding-console.service.js';
import type { ConsoleProjectDetail } from './crowdfunding-console.service.js';

/** Crowdfunding projects with their plans (ra-data-simple-rest): admins create and change them, sales read them. */
@ApiTags('console')
@Roles('admin', 'sales')
@Controller('console/crowdfunding-projects')
export class CrowdfundingProjectsConsoleController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly console: CrowdfundingConsoleService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List projects (sort, range, filter: q, status, kind, id)' })
  async list(@SimpleRestQuery(PROJECT_LIST) query: ListQuery<typeof PROJECT_LIST>, @Res({ passthrough: true }) res: Response): Promise<ConsoleProjectRow[]> {
    return sendListPage(res, PROJECT_LIST, await listProjects(this.dataSource.manager, query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One project with its contents and plans (units, units_taken, rates, tabs)' })
  show(@Param('id', ParseIntPipe) id: number): Promise<ConsoleProjectDetail> {
    return this.console.project(id);
  }

  @Post()
  @Roles('admin')
  @ApiOperation({ summary: 'Create a project with its plans (audited); unknown owner: 400 on owner_member_serial' })
  create(@CurrentUser() actor: AuthUser, @ValidBody(crowdfundingProjectInputSchema) input: CrowdfundingProjectInput): Promise<ConsoleProjectDetail> {
    return this.console.createProject(actor.id, input);
  }

  @Put(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Change a project and its plans (audited); units below those taken or removing a plan with orders: 400' })
  update(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @ValidBody(crowdfundingProjectInputSchema) input: CrowdfundingProjectInput,
  ): Promise<ConsoleProjectDetail> {
    return this.console.updateProject(actor.id, id, input);
  }
}

/** Crowdfunding orders (read only; card numbers masked). */
@ApiTags('console')
@Roles('admin', 'sales')
@Controller('console/crowdfunding-orders')
export class CrowdfundingOrdersConsoleController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'List orders (sort, range, filter: q serial or member serial, status, project_id, id)' })
  async list(@SimpleRestQuery(ORDER_LIST) query: ListQuery<typeof ORDER_LIST>, @Res({ passthrough: true }) res: Response): Promise<ConsoleOrderRow[]> {
    return sendListPage(res, ORDER_LIST, await listOrders(this.dataSource.manager, query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One order' })
  async show(@Param('id', ParseIntPipe) id: number): Promise<ConsoleOrderRow> {
    const row = await findConsoleOrder(this.dataSource.manager, id);
    if (row === null) throw AppError.notFound();
    return row;
  }
}

/** Deliveries: staff mark one shipped (carrier_code, delivery_id) or cancelled while it is being prepared. */
@ApiTags('console')
@Roles('admin', 'sales')
@Controller('console/crowdfunding-deliveries')
export class CrowdfundingDeliveriesConsoleController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly console: CrowdfundingConsoleService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List deliveries (sort, range, filter: status, order_id, id)' })
  async list(@SimpleRestQuery(DELIVERY_LIST) query: ListQuery<typeof DELIVERY_LIST>, @Res({ passthrough: true }) res: Response): Promise<ConsoleDeliveryRow[]> {
    return sendListPage(res, DELIVERY_LIST, await listDeliveries(this.dataSource.manager, query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One delivery' })
  async show(@Param('id', ParseIntPipe) id: number): Promise<ConsoleDeliveryRow> {
    const row = await findConsoleDelivery(this.dataSource.manager, id);
    if (row === null) throw AppError.notFound();
    return row;
  }

  @Put(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Mark shipped {status: shipped, carrier_code, delivery_id} or {status: cancelled} (audited); not preparing: 409 DELIVERY_NOT_CHANGEABLE' })
  update(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @ValidBody(crowdfundingDeliveryUpdateSchema) input: CrowdfundingDeliveryUpdateInput,
  ): Promise<ConsoleDeliveryRow> {
    return this.console.updateDelivery(actor.id, id, input);
  }
}

/** The alumni dinner's roster: one entry signs up once. */
@ApiTags('console')
@Roles('admin', 'sales')
@Controller('console/crowdfunding-alumni-roster')
export class AlumniRosterConsoleController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly console: CrowdfundingConsoleService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List roster entries with is_used (sort, range, filter: q, project_id, id)' })
  async list(@SimpleRestQuery(ROSTER_LIST) query: ListQuery<typeof ROSTER_LIST>, @Res({ passthrough: true }) res: Response): Promise<ConsoleRosterRow[]> {
    return sendListPage(res, ROSTER_LIST, await listRoster(this.dataSource.manager, query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One roster entry' })
  show(@Param('id', ParseIntPipe) id: number): Promise<ConsoleRosterRow> {
    return this.console.rosterEntry(id);
  }

  @Post()
  @Roles('admin')
  @ApiOperation({ summary: 'Add an entry (audited); a student id already listed: 400 on student_id' })
  create(@CurrentUser() actor: AuthUser, @ValidBody(alumniRosterInputSchema) input: AlumniRosterInput): Promise<ConsoleRosterRow> {
    return this.console.createRoster(actor.id, input);
  }

  @Put(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Change an entry (audited)' })
  update(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number, @ValidBody(alumniRosterInputSchema) input: AlumniRosterInput): Promise<ConsoleRosterRow> {
    return this.console.updateRoster(actor.id, id, input);
  }

  @Delete(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Remove an entry not signed up (audited); used: 409 ROSTER_USED' })
  remove(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<ConsoleRosterRow> {
    return this.console.deleteRoster(actor.id, id);
  }
}
