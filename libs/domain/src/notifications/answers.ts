import type { OutboxChannel, OutboxStatus } from '../options/outbox-kinds.js';

/** A message of the console's 通知紀錄, as GET /api/console/outbox lists it and /{id} answers it. */
export interface ConsoleOutboxMessage {
  readonly id: number;
  readonly channel: OutboxChannel;
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
  /** An OutboxKind, or a kind this list does not know. */
  readonly kind: string;
  readonly status: OutboxStatus;
  readonly attempts: number;
  readonly last_error: string | null;
  readonly created_at: string;
  readonly sent_at: string | null;
  /** The member the message was sent to, when it was sent to one. */
  readonly user_id: number | null;
}
