import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { OUTBOX_CHANNELS, OUTBOX_KINDS, OUTBOX_STATUSES } from '@lendbridge/domain';
import type { ConsoleOutboxMessage, OutboxChannel, OutboxStatus } from '@lendbridge/domain';
import { iso } from '../../common/dates.js';
import { listFilter, presentPage, selectListPage, simpleRestList } from '../../common/simple-rest.js';
import type { ListPage, ListQuery } from '../../common/simple-rest.js';
import { SqlConditions, containsPattern } from '../../common/sql.js';

/** A message as OUTBOX_SELECT reads it. */
interface OutboxDbRow {
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

const OUTBOX_SELECT = `
  SELECT m.id, m.channel, m.recipient, m.subject, m.body, m.kind, m.status, m.attempts, m.last_error,
         m.created_at, m.sent_at, m.user_id
    FROM outbox_messages m`;

/** A message of the 通知紀錄 as the console shows it. */
const presentConsoleOutbox = (row: OutboxDbRow): ConsoleOutboxMessage => ({
  id: row.id,
  channel: row.channel,
  recipient: row.recipient,
  subject: row.subject,
  body: row.body,
  kind: row.kind,
  status: row.status,
  attempts: row.attempts,
  last_error: row.last_error,
  created_at: row.created_at.toISOString(),
  sent_at: iso(row.sent_at),
  user_id: row.user_id,
});

/** The console's 通知紀錄: a search of recipient or subject, channel, kind, status, member, and ids. */
export const OUTBOX_LIST = simpleRestList({
  resource: 'outbox',
  filter: z.object({
    q: listFilter.text(),
    channel: listFilter.oneOf(OUTBOX_CHANNELS),
    kind: listFilter.oneOf(OUTBOX_KINDS),
    status: listFilter.oneOf(OUTBOX_STATUSES),
    user_id: listFilter.id(),
    id: listFilter.ids(),
  }),
  sortable: {
    id: 'm.id',
    created_at: 'm.created_at',
    status: 'm.status',
    channel: 'm.channel',
  },
});

export async function listOutbox(manager: EntityManager, query: ListQuery<typeof OUTBOX_LIST>): Promise<ListPage<ConsoleOutboxMessage>> {
  const { q, channel, kind, status, user_id: userId, id } = query.filter;
  const conditions = new SqlConditions();
  if (q) conditions.add((p) => `(m.recipient ILIKE ${p} OR m.subject ILIKE ${p})`, containsPattern(q));
  if (channel) conditions.add((p) => `m.channel = ${p}`, channel);
  if (kind) conditions.add((p) => `m.kind = ${p}`, kind);
  if (status) conditions.add((p) => `m.status = ${p}`, status);
  if (userId !== undefined) conditions.add((p) => `m.user_id = ${p}`, userId);
  if (id) conditions.add((p) => `m.id = ANY (${p}::bigint[])`, id);
  const page = await selectListPage<OutboxDbRow, typeof OUTBOX_LIST>(manager, OUTBOX_LIST, query, OUTBOX_SELECT, conditions);
  return presentPage(page, presentConsoleOutbox);
}

export async function findOutboxRow(manager: EntityManager, id: number): Promise<ConsoleOutboxMessage | null> {
  const rows = (await manager.query(`${OUTBOX_SELECT} WHERE m.id = $1`, [id])) as OutboxDbRow[];
  return rows[0] ? presentConsoleOutbox(rows[0]) : null;
}
