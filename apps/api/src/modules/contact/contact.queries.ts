import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { CONTACT_CATEGORIES, CONTACT_STATUSES } from '@lendbridge/domain';
import type { ConsoleContactFile, ConsoleContactMessage, ContactMessageInput } from '@lendbridge/domain';
import { listFilter, selectListPage, simpleRestList } from '../../common/simple-rest.js';
import type { ListPage, ListQuery } from '../../common/simple-rest.js';
import { SqlConditions, containsPattern, returnedRows } from '../../common/sql.js';
import type { StoredFile } from '../uploads/uploads.service.js';

/** A contact message as PostgreSQL gives it: the console's row, its instants as Dates. */
export type ContactMessageRow = Omit<ConsoleContactMessage, 'answered_at' | 'created_at' | 'updated_at'> & {
  answered_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

/** A file of a message, as the console lists it (its address is added when answered). */
export type ContactFileRow = Omit<ConsoleContactFile, 'url'>;

/** A file with where its bytes are, for the download. */
export interface ContactFileStored extends ContactFileRow {
  extension: string;
  storage_key: string;
}

const MESSAGE_SELECT = `SELECT m.id::int AS id, m.name, m.email, m.category, m.description, m.user_id::int AS user_id, u.member_serial,
         m.status, m.answer, m.answered_by::int AS answered_by, m.answered_at,
         (SELECT count(*)::int FROM contact_message_files f WHERE f.message_id = m.id) AS file_count,
         m.created_at, m.updated_at
    FROM contact_messages m LEFT JOIN users u ON u.id = m.user_id`;

export const CONTACT_MESSAGE_LIST = simpleRestList({
  resource: 'contact-messages',
  filter: z.object({
    q: listFilter.text(),
    status: listFilter.anyOf(CONTACT_STATUSES),
    category: listFilter.anyOf(CONTACT_CATEGORIES),
    id: listFilter.ids(),
  }),
  sortable: { id: 'm.id', created_at: 'm.created_at', status: 'm.status', category: 'm.category', answered_at: 'm.answered_at' },
});

/** The messages a console list selects; q searches the name, e-mail and description. */
export function listContactMessages(manager: EntityManager, query: ListQuery<typeof CONTACT_MESSAGE_LIST>): Promise<ListPage<ContactMessageRow>> {
  const { q, status, category, id } = query.filter;
  const conditions = new SqlConditions();
  if (q !== undefined) conditions.add((p) => `(m.name ILIKE ${p} OR m.email ILIKE ${p} OR m.description ILIKE ${p})`, containsPattern(q));
  if (status !== undefined) conditions.add((p) => `m.status = ANY (${p}::text[])`, [status].flat());
  if (category !== undefined) conditions.add((p) => `m.category = ANY (${p}::text[])`, [category].flat());
  if (id !== undefined) conditions.add((p) => `m.id = ANY (${p}::bigint[])`, id);
  return selectListPage<ContactMessageRow, typeof CONTACT_MESSAGE_LIST>(manager, CONTACT_MESSAGE_LIST, query, MESSAGE_SELECT, conditions);
}

export async function findContactMessage(manager: EntityManager, id: number, lock = false): Promise<ContactMessageRow | null> {
  const rows: ContactMessageRow[] = await manager.query(
    lock ? `${MESSAGE_SELECT} WHERE m.id = $1 FOR UPDATE OF m` : `${MESSAGE_SELECT} WHERE m.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export const contactFiles = (manager: EntityManager, messageId: number): Promise<ContactFileRow[]> =>
  manager.query(
    `SELECT id, original_name, mime_type, size_bytes FROM contact_message_files WHERE message_id = $1 ORDER BY created_at, original_name`,
    [messageId],
  );

export async function findContactFile(manager: EntityManager, messageId: number, fileId: string): Promise<ContactFileStored | null> {
  const rows: ContactFileStored[] = await manager.query(
    `SELECT id, original_name, mime_type, size_bytes, extension, storage_key FROM contact_message_files WHERE message_id = $1 AND id = $2`,
    [messageId, fileId],
  );
  return rows[0] ?? null;
}

/** Records a message and its (already stored) files; answers the message id. */
export async function insertContactMessage(manager: EntityManager, userId: number | null, input: ContactMessageInput, files: readonly StoredFile[]): Promise<number> {
  const rows: { id: string }[] = await manager.query(
    `INSERT INTO contact_messages (name, email, category, description, user_id) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [input.name, input.email, input.category, input.description, userId],
  );
  const id = Number(rows[0].id);
  for (const file of files) {
    await manager.query(
      `INSERT INTO contact_message_files (id, message_id, mime_type, extension, size_bytes, storage_key, original_name, sha256)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [file.id, id, file.mimeType, file.extension, file.sizeBytes, file.storageKey, file.originalName, file.sha256],
    );
  }
  return id;
}

/** Marks an open message answered; answers false when it was already answered. */
export async function markContactAnswered(manager: EntityManager, id: number, staffId: number, answer: string): Promise<boolean> {
  const result: unknown = await manager.query(
    `UPDATE contact_messages SET status = 'answered', answer = $2, answered_by = $3, answered_at = now(), updated_at = now()
      WHERE id = $1 AND status = 'open' RETURNING id`,
    [id, answer, staffId],
  );
  return returnedRows(result).length === 1;
}
