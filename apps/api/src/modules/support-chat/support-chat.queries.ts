import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { SUPPORT_CHAT_STATUSES } from '@lendbridge/domain';
import type { SupportChatAnswer, SupportChatMessageAnswer, SupportChatStatus } from '@lendbridge/domain';
import { listFilter, presentPage, selectListPage, simpleRestList } from '../../common/simple-rest.js';
import type { ListPage, ListQuery } from '../../common/simple-rest.js';
import { SqlConditions, containsPattern } from '../../common/sql.js';

/** A conversation row with its member's serial and e-mail (for staff). */
export interface SupportChatRow {
  id: number;
  member_id: number;
  member_serial: string;
  member_email: string;
  subject: string;
  status: SupportChatStatus;
  agent_id: number | null;
  last_message_at: Date;
  created_at: Date;
}

export interface SupportChatMessageRow {
  id: number;
  chat_id: number;
  from_staff: boolean;
  receiver_serial: string;
  subject: string;
  content: string;
  created_at: Date;
}

/** A conversation as the console lists it: the answer with the member's e-mail. */
export interface SupportChatConsoleAnswer extends SupportChatAnswer {
  readonly member_email: string;
}

export const presentChat = (row: SupportChatRow): SupportChatConsoleAnswer => ({
  id: row.id,
  member_id: row.member_id,
  member_serial: row.member_serial,
  member_email: row.member_email,
  subject: row.subject,
  status: row.status,
  agent_id: row.agent_id,
  last_message_at: row.last_message_at.toISOString(),
  created_at: row.created_at.toISOString(),
});

export const presentMessage = (row: SupportChatMessageRow): SupportChatMessageAnswer => ({
  id: row.id,
  conversation_id: row.chat_id,
  from_staff: row.from_staff,
  receiver_serial: row.receiver_serial,
  subject: row.subject,
  content: row.content,
  created_at: row.created_at.toISOString(),
});

const CHAT_SELECT = `SELECT c.id, c.member_id, u.member_serial, u.email AS member_email, c.subject, c.status, c.agent_id, c.last_message_at, c.created_at
  FROM support_chats c JOIN users u ON u.id = c.member_id`;

const MESSAGE_SELECT = `SELECT m.id, m.chat_id, m.from_staff, m.receiver_serial, m.subject, m.content, m.created_at FROM support_chat_messages m`;

/** The history a conversation answers when joined, oldest first. */
export const CHAT_HISTORY_LIMIT = 200;

export async function findChat(manager: EntityManager, id: number, forUpdate = false): Promise<SupportChatRow | null> {
  const rows = (await manager.query(`${CHAT_SELECT} WHERE c.id = $1${forUpdate ? ' FOR UPDATE OF c' : ''}`, [id])) as SupportChatRow[];
  return rows[0] ?? null;
}

export async function insertChat(manager: EntityManager, memberId: number, subject: string): Promise<number> {
  const rows = (await manager.query(`INSERT INTO support_chats (member_id, subject) VALUES ($1, $2) RETURNING id`, [memberId, subject])) as { id: number }[];
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('The conversation was not stored');
  return id;
}

export async function insertMessage(
  manager: EntityManager,
  message: { chatId: number; senderId: number; fromStaff: boolean; receiverSerial: string; subject: string; content: string },
): Promise<SupportChatMessageRow> {
  const rows = (await manager.query(
    `WITH inserted AS (
       INSERT INTO support_chat_messages (chat_id, sender_id, from_staff, receiver_serial, subject, content)
       VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING id, chat_id, from_staff, receiver_serial, subject, content, created_at
     ), touched AS (
       UPDATE support_chats SET last_message_at = (SELECT created_at FROM inserted), updated_at = now() WHERE id = $1
     )
     SELECT * FROM inserted`,
    [message.chatId, message.senderId, message.fromStaff, message.receiverSerial, message.subject, message.content],
  )) as SupportChatMessageRow[];
  const row = rows[0];
  if (!row) throw new Error('The message was not stored');
  return row;
}

export async function setChatStatus(manager: EntityManager, id: number, status: SupportChatStatus, agentId: number | null): Promise<void> {
  await manager.query(`UPDATE support_chats SET status = $2, agent_id = $3, updated_at = now() WHERE id = $1`, [id, status, agentId]);
}

/** A conversation's latest messages, oldest first. */
export async function chatMessages(manager: EntityManager, chatId: number, limit = CHAT_HISTORY_LIMIT): Promise<SupportChatMessageRow[]> {
  return (await manager.query(`SELECT * FROM (${MESSAGE_SELECT} WHERE m.chat_id = $1 ORDER BY m.id DESC LIMIT $2) latest ORDER BY id`, [chatId, limit])) as SupportChatMessageRow[];
}

/** A member's conversations, newest first. */
export async function memberChats(manager: EntityManager, memberId: number, limit: number): Promise<SupportChatRow[]> {
  return (await manager.query(`${CHAT_SELECT} WHERE c.member_id = $1 ORDER BY c.id DESC LIMIT $2`, [memberId, limit])) as SupportChatRow[];
}

export const SUPPORT_CHAT_LIST = simpleRestList({
  resource: 'support-chats',
  filter: z.object({ q: listFilter.text(), status: listFilter.anyOf(SUPPORT_CHAT_STATUSES), agent_id: listFilter.id(), id: listFilter.ids() }),
  sortable: { id: 'c.id', status: 'c.status', last_message_at: 'c.last_message_at', created_at: 'c.created_at', subject: 'c.subject' },
  defaultSort: { field: 'last_message_at', order: 'DESC' },
  tieBreaker: { column: 'c.id' },
});

/** The console's list of conversations: search by subject, member serial or e-mail; filter by status and agent. */
export async function listChats(manager: EntityManager, query: ListQuery<typeof SUPPORT_CHAT_LIST>): Promise<ListPage<SupportChatConsoleAnswer>> {
  const { q, status, agent_id: agentId, id } = query.filter;
  const conditions = new SqlConditions();
  if (q) conditions.add((p) => `(c.subject ILIKE ${p} OR u.member_serial ILIKE ${p} OR u.email ILIKE ${p})`, containsPattern(q));
  if (status) conditions.add((p) => `c.status = ANY(${p})`, status);
  if (agentId !== undefined) conditions.add((p) => `c.agent_id = ${p}`, agentId);
  if (id) conditions.add((p) => `c.id = ANY(${p})`, id);
  const page = await selectListPage<SupportChatRow, typeof SUPPORT_CHAT_LIST>(manager, SUPPORT_CHAT_LIST, query, CHAT_SELECT, conditions);
  return presentPage(page, presentChat);
}
