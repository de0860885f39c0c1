import type { RaRecord } from 'react-admin';

export type OutboxChannel = 'email' | 'sms';

/** A row of GET /api/console/outbox. */
export interface OutboxRow extends RaRecord {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  kind: string;
  status: string;
  created_at: string;
}

/** GET /api/console/outbox/:id: the row with the full body and the delivery attempts. */
export interface OutboxMessage extends OutboxRow {
  body: string;
  attempts?: number;
  last_error?: string | null;
  sent_at?: string | null;
}
