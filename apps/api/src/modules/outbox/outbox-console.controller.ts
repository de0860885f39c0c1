import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MESSAGES } from '@lendbridge/domain';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import { Roles } from '../../common/decorators.js';
import { escapeLike, idsFilter, parseSimpleRestQuery, sendSimpleRestList, stringFilter } from '../../common/simple-rest.js';
import { OutboxMessage } from './outbox-message.entity.js';
import type { OutboxChannel, OutboxStatus } from './outbox-message.entity.js';

export interface OutboxRow {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  kind: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
  user_id: number | null;
}

/** Sortable fields of the list (API name → entity property). */
const SORT_COLUMNS: Record<string, keyof OutboxMessage> = {
  id: 'id',
  created_at: 'createdAt',
  status: 'status',
  channel: 'channel',
};

/** Exact-match filters (API name → entity property). */
const EXACT_FILTERS: Record<string, keyof OutboxMessage> = {
  channel: 'channel',
  kind: 'kind',
  status: 'status',
};

function present(message: OutboxMessage): OutboxRow {
  return {
    id: message.id,
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject,
    body: message.body,
    kind: message.kind,
    status: message.status,
    attempts: message.attempts,
    last_error: message.lastError,
    created_at: message.createdAt,
    sent_at: message.sentAt,
    user_id: message.userId,
  };
}

/** 通知紀錄: every e-mail and text message the platform sent or stored (admin only). */
@ApiTags('console')
@Roles('admin')
@Controller('console/outbox')
export class OutboxConsoleController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<OutboxRow[]> {
    const parsed = parseSimpleRestQuery(query, Object.keys(SORT_COLUMNS), { field: 'id', order: 'DESC' });
    const builder = this.dataSource.getRepository(OutboxMessage).createQueryBuilder('m');
    const q = stringFilter(parsed.filter, 'q');
    if (q) builder.andWhere('(m.recipient ILIKE :q OR m.subject ILIKE :q)', { q: `%${escapeLike(q)}%` });
    for (const [name, property] of Object.entries(EXACT_FILTERS)) {
      const value = stringFilter(parsed.filter, name);
      if (value) builder.andWhere(`m.${property} = :${name}`, { [name]: value });
    }
    const userId = parsed.filter.user_id;
    if (userId !== undefined) {
      const id = Number(userId);
      if (!Number.isSafeInteger(id)) throw AppError.field('filter', MESSAGES.invalidFormat);
      builder.andWhere('m.userId = :userId', { userId: id });
    }
    const ids = idsFilter(parsed.filter);
    if (ids) builder.andWhere('m.id IN (:...ids)', { ids: ids.length ? ids : [0] });
    builder.orderBy(`m.${SORT_COLUMNS[parsed.sort.field]}`, parsed.sort.order);
    if (parsed.sort.field !== 'id') builder.addOrderBy('m.id', parsed.sort.order);
    return sendSimpleRestList(res, 'outbox', builder, parsed, present);
  }

  @Get(':id')
  async show(@Param('id') id: string): Promise<OutboxRow> {
    if (!/^\d{1,15}$/.test(id)) throw AppError.notFound();
    const message = await this.dataSource.getRepository(OutboxMessage).findOneBy({ id: Number(id) });
    if (!message) throw AppError.notFound();
    return present(message);
  }
}
