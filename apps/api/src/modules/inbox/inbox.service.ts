import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { INBOX_TEXTS, lastPageOf } from '@lendbridge/domain';
import type { InboxAction, InboxActionAnswer, InboxListAnswer, InboxListQuery, InboxMessage, InboxReplyInput } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { escapeLike } from '../../common/sql.js';

export interface NewInboxMessage {
  userId: number;
  subject: string;
  content: string;
  loanSerials?: string[];
  investmentSerials?: string[];
  /** The message asks the member for a reply until then. */
  replyDeadline?: Date;
}

interface MessageRow {
  id: string;
  subject: string;
  content: string;
  loan_serials: string[];
  investment_serials: string[];
  read_at: Date | null;
  marked: boolean;
  trashed_at: Date | null;
  reply_deadline: Date | null;
  reply_value: string | null;
  replied_at: Date | null;
  created_at: Date;
}

const MESSAGE_COLUMNS =
  'id, subject, content, loan_serials, investment_serials, read_at, marked, trashed_at, reply_deadline, reply_value, replied_at, created_at';

/** What each bulk action sets; reading and trashing keep the first time they happened. */
const ACTION_SET: Readonly<Record<InboxAction, string>> = {
  mark: 'marked = true',
  unmark: 'marked = false',
  read: 'read_at = COALESCE(read_at, now())',
  unread: 'read_at = NULL',
  trash: 'trashed_at = COALESCE(trashed_at, now())',
  untrash: 'trashed_at = NULL',
};

/** Platform messages have no member sender; a message asking for a reply carries its deadline and the reply once given. */
function present(row: MessageRow): InboxMessage {
  return {
    id: Number(row.id),
    subject: row.subject,
    content: row.content,
    read: row.read_at !== null,
    marked: row.marked,
    trashed: row.trashed_at !== null,
    is_replied: row.replied_at !== null,
    inbox_reply:
      row.reply_value === null || row.replied_at === null ? null : { reply_value: row.reply_value, replied_at: row.replied_at.toISOString() },
    inbox_reply_setting: row.reply_deadline === null ? null : { deadline: row.reply_deadline.toISOString() },
    sender_serial: null,
    loan_serials: row.loan_serials,
    investment_serials: row.investment_serials,
    created_at: row.created_at.toISOString(),
    read_at: row.read_at === null ? null : row.read_at.toISOString(),
  };
}

/** Messages to a member's 訊息中心, written in the same transaction as the change they report. */
@Injectable()
export class InboxService {
  constructor(private readonly dataSource: DataSource) {}

  async send(message: NewInboxMessage, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(
      `INSERT INTO inbox_messages (user_id, subject, content, loan_serials, investment_serials, reply_deadline)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [message.userId, message.subject, message.content, message.loanSerials ?? [], message.investmentSerials ?? [], message.replyDeadline ?? null],
    );
  }

  /**
   * One page of the member's messages in a folder, optionally only read or unread ones and those
   * whose subject contains the filter text. A page past the last answers no rows.
   */
  async list(userId: number, query: InboxListQuery): Promise<InboxListAnswer> {
    const params: unknown[] = [userId];
    const where = ['user_id = $1', query.folder === 'trash' ? 'trashed_at IS NOT NULL' : 'trashed_at IS NULL'];
    if (query.read === '1') where.push('read_at IS NOT NULL');
    if (query.read === '0') where.push('read_at IS NULL');
    if (query.filter !== undefined) {
      params.push(`%${escapeLike(query.filter)}%`);
      where.push(`subject ILIKE $${params.length}`);
    }
    const condition = where.join(' AND ');
    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM inbox_messages WHERE ${condition}`,
      params,
    )) as { total: number }[];
    const lastPage = lastPageOf(total, query.per_page);
    const direction = query.order_dir === 'asc' ? 'ASC' : 'DESC';
    const rows =
      query.page > lastPage
        ? []
        : ((await this.dataSource.query(
            `SELECT ${MESSAGE_COLUMNS}
               FROM inbox_messages
              WHERE ${condition}
              ORDER BY created_at ${direction}, id ${direction}
              LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
            [...params, query.per_page, (query.page - 1) * query.per_page],
          )) as MessageRow[]);
    return {
      data: rows.map(present),
      current_page: query.page,
      last_page: lastPage,
      per_page: query.per_page,
      total,
      sendback: query.sendback ?? null,
    };
  }

  /** Unread messages outside the trash. */
  async unreadCount(userId: number): Promise<number> {
    const [{ count }] = (await this.dataSource.query(
      `SELECT count(*)::int AS count FROM inbox_messages WHERE user_id = $1 AND read_at IS NULL AND trashed_at IS NULL`,
      [userId],
    )) as { count: number }[];
    return count;
  }

  /**
   * Applies a bulk action to the member's own messages. When one id is not one of them, nothing
   * changes and the answer is 404, the same as for an id that does not exist.
   */
  async apply(userId: number, action: InboxAction, ids: readonly number[]): Promise<InboxActionAnswer> {
    const unique = [...new Set(ids)];
    return this.dataSource.transaction(async (manager) => {
      const updated = (await manager.query(
        `UPDATE inbox_messages SET ${ACTION_SET[action]}
          WHERE user_id = $1 AND id = ANY ($2::bigint[])
          RETURNING id`,
        [userId, unique],
      )) as [{ id: string }[], number];
      if (updated[0].length !== unique.length) throw AppError.notFound();
      return { action, ids: unique.sort((a, b) => a - b) };
    });
  }

  /**
   * The member's one reply to a message of theirs that asks for one, before its deadline; the
   * message is read once answered. A message not theirs answers 404 like a missing one; a second
   * reply, a reply after the deadline or to a message asking none answers 409 and changes nothing.
   */
  async reply(userId: number, input: InboxReplyInput): Promise<InboxMessage> {
    const updated = (await this.dataSource.query(
      `UPDATE inbox_messages
          SET reply_value = $3, replied_at = now(), read_at = COALESCE(read_at, now())
        WHERE id = $1 AND user_id = $2 AND reply_value IS NULL AND reply_deadline > now()
        RETURNING ${MESSAGE_COLUMNS}`,
      [input.id, userId, input.reply_value],
    )) as [MessageRow[], number];
    const [row] = updated[0];
    if (row) return present(row);
    const [message] = (await this.dataSource.query(
      `SELECT ${MESSAGE_COLUMNS} FROM inbox_messages WHERE id = $1 AND user_id = $2`,
      [input.id, userId],
    )) as MessageRow[];
    if (!message) throw AppError.notFound();
    if (message.reply_deadline === null) throw AppError.conflict('INBOX_REPLY_NOT_OFFERED', INBOX_TEXTS.replyNotOffered);
    if (message.reply_value !== null) throw AppError.conflict('INBOX_ALREADY_REPLIED', INBOX_TEXTS.alreadyReplied);
    throw AppError.conflict('INBOX_REPLY_CLOSED', INBOX_TEXTS.replyClosed);
  }
}
