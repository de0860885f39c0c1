import { Controller, Get, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { ticketGrantSchema } from '@lendbridge/domain';
import type {
  ConsoleCampaignAuditRow,
  ConsoleCashbackRow,
  ConsoleCashbackTotal,
  ConsoleSpinRow,
  ConsoleTicketGrantAnswer,
  TicketGrantInput,
} from '@lendbridge/domain';
import type { AuthUser } from '../../../common/auth-user.js';
import { CurrentUser, Roles } from '../../../common/decorators.js';
import { SimpleRestQuery, parseListQuery, sendListPage } from '../../../common/simple-rest.js';
import type { ListQuery } from '../../../common/simple-rest.js';
import { ValidBody } from '../../../common/zod.pipe.js';
import { Idempotent } from '../../ledger/idempotency.js';
import { AUDIT_LIST, CASHBACK_LIST, SPIN_LIST, cashbackTotal, listAudit, listCashback, listSpins } from './campaigns-console.queries.js';
import { CampaignsConsoleService } from './campaigns-console.service.js';

/** The spins and draws of every campaign, for admins and sales. */
@ApiTags('console')
@Roles('admin', 'sales')
@Controller('console/campaign-spins')
export class CampaignSpinsConsoleController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'List spins and draws (sort, range, filter: campaign_id, user_id, trial, q = member serial, date_from, date_to, id)' })
  async list(@SimpleRestQuery(SPIN_LIST) query: ListQuery<typeof SPIN_LIST>, @Res({ passthrough: true }) res: Response): Promise<ConsoleSpinRow[]> {
    return sendListPage(res, SPIN_LIST, await listSpins(this.dataSource.manager, query));
  }
}

/** The cashback the marketing budget paid (campaign rewards and referral rewards), for admins and sales. */
@ApiTags('console')
@Roles('admin', 'sales')
@Controller('console/campaign-cashback')
export class CampaignCashbackConsoleController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'List cashback transfers (sort, range, filter: kind, user_id, q = member serial or reference, date_from, date_to, id)' })
  async list(
    @SimpleRestQuery(CASHBACK_LIST) query: ListQuery<typeof CASHBACK_LIST>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ConsoleCashbackRow[]> {
    return sendListPage(res, CASHBACK_LIST, await listCashback(this.dataSource.manager, query));
  }

  @Get('total')
  @ApiQuery({ name: 'filter', required: false, description: 'JSON object of the list filter fields' })
  @ApiOperation({ summary: 'The count and sum of the cashback the list filter selects: {data: {count, amount}}' })
  async total(@Query() raw: Record<string, unknown>): Promise<{ data: ConsoleCashbackTotal }> {
    const query = parseListQuery(CASHBACK_LIST, { filter: raw.filter });
    return { data: await cashbackTotal(this.dataSource.manager, query.filter) };
  }
}

/** Who changed which campaign, prize or promo code, when, and what: for admins and sales. */
@ApiTags('console')
@Roles('admin', 'sales')
@Controller('console/campaign-audit')
export class CampaignAuditConsoleController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'List the audit trail of campaigns, prizes and promo codes (sort, range, filter: target_type, target_id, actor_id, action, id)' })
  async list(
    @SimpleRestQuery(AUDIT_LIST) query: ListQuery<typeof AUDIT_LIST>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ConsoleCampaignAuditRow[]> {
    return sendListPage(res, AUDIT_LIST, await listAudit(this.dataSource.manager, query));
  }
}

/** Tickets granted by staff (admins). */
@ApiTags('console')
@Roles('admin')
@Controller('console/campaign-tickets')
export class CampaignTicketsConsoleController {
  constructor(private readonly campaigns: CampaignsConsoleService) {}

  @Post()
  @Idempotent()
  @ApiOperation({
    summary:
      'Grant a member tickets of a roulette or missions campaign (Idempotency-Key; audited) {campaign_id, user_id | member_serial, count (1–100), reason} → ' +
      '{id, campaign_id, user_id, member_serial, count, reference: staff:<audit id>, message}',
  })
  grant(@CurrentUser() actor: AuthUser, @ValidBody(ticketGrantSchema) input: TicketGrantInput): Promise<ConsoleTicketGrantAnswer> {
    return this.campaigns.grantTickets(actor.id, input);
  }
}
