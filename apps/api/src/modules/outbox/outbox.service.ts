import { Inject, Injectable } from '@nestjs/common';
import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { OutboxChannel, OutboxKind, OutboxStatus } from '@lendbridge/domain';
import { logger } from '../../common/logger.js';
import { MAIL_TRANSPORT, SMS_TRANSPORT } from './outbox.transports.js';
import type { DeliveryOutcome, MailTransport, OutgoingMessage, SmsTransport } from './outbox.transports.js';
import { outsideRequestTransaction } from '../ledger/request-transaction.js';

export interface NewOutboxMessage {
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  /** What the message is about (filterable in the console, named there by OUTBOX_KIND_LABELS). */
  kind: OutboxKind;
  userId?: number | null;
}

/** A message is given up (status failed) after this many delivery attempts. */
export const OUTBOX_MAX_ATTEMPTS = 5;
/**
 * A failed message waits before its next attempt: attempt n+1 is due RETRY_BASE × (2^n − 1)
 * seconds after the message was created (30 s, 90 s, 210 s, 450 s), so a short outage of the
 * mail server does not use up every attempt at once.
 */
export const OUTBOX_RETRY_BASE_SECONDS = 30;
/** Pending messages are also picked up on this interval (retries, and rows other processes left). */
export const OUTBOX_DISPATCH_INTERVAL_MS = 5_000;
/** Messages one drain round delivers before it yields to the next round. */
const DRAIN_BATCH = 50;
const LAST_ERROR_MAX_LENGTH = 500;

interface ClaimedRow {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, LAST_ERROR_MAX_LENGTH);
}

/**
 * Mail and SMS go through the outbox_messages table: a message is inserted (inside the
 * caller's transaction when it passes one) and a dispatcher delivers pending rows right after
 * the insert and on an interval. Rows are claimed with FOR UPDATE SKIP LOCKED, so several API
 * processes never deliver one message twice.
 */
@Injectable()
export class OutboxService implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(MAIL_TRANSPORT) private readonly mail: MailTransport,
    @Inject(SMS_TRANSPORT) private readonly sms: SmsTransport,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.drain(), OUTBOX_DISPATCH_INTERVAL_MS);
    this.timer.unref();
    void this.drain();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    await Promise.all([this.mail.close(), this.sms.close()]);
  }

  /**
   * Inserts a pending message and returns its id. Without `manager` the message is delivered
   * right away; with one, the row belongs to the caller's transaction and the caller calls
   * drain() once it has committed (the interval picks it up otherwise).
   */
  async enqueue(message: NewOutboxMessage, manager?: EntityManager): Promise<number> {
    const rows: { id: number }[] = await (manager ?? this.dataSource.manager).query(
      `INSERT INTO outbox_messages (channel, recipient, subject, body, kind, user_id)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [message.channel, message.recipient, message.subject, message.body, message.kind, message.userId ?? null],
    );
    if (!manager) void this.drain();
    return rows[0].id;
  }

  /**
   * Delivers the pending messages that are due until none is left. Calls made while a round
   * runs join it (one more round follows), and the promise never rejects: failures stay on the rows.
   */
  drain(): Promise<void> {
    if (this.stopped) return this.running ?? Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = outsideRequestTransaction(() => this.loop()).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        if (await this.round()) this.again = true;
      } catch (error) {
        logger.warn('outbox dispatch failed', { error: describeError(error) });
        return;
      }
    } while (this.again && !this.stopped);
  }

  /** One round: each pending row at most once. Returns true when the batch was full. */
  private async round(): Promise<boolean> {
    const tried: number[] = [];
    while (tried.length < DRAIN_BATCH && !this.stopped) {
      const id = await this.deliverNext(tried);
      if (id === undefined) return false;
      tried.push(id);
    }
    return tried.length >= DRAIN_BATCH;
  }

  /** Claims one pending row not tried in this round, delivers it and records the outcome. */
  private deliverNext(tried: number[]): Promise<number | undefined> {
    return this.dataSource.transaction(async (manager) => {
      const rows: ClaimedRow[] = await manager.query(
        `SELECT id, channel, recipient, subject, body, attempts
           FROM outbox_messages
          WHERE status = 'pending'
            AND NOT (id = ANY($1::bigint[]))
            AND created_at + make_interval(secs => $2 * (power(2, attempts) - 1)) <= clock_timestamp()
          ORDER BY id
          LIMIT 1
          FOR UPDATE SKIP LOCKED`,
        [tried, OUTBOX_RETRY_BASE_SECONDS],
      );
      const row = rows[0];
      if (!row) return undefined;
      const message: OutgoingMessage = {
        id: row.id,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
      };
      const transport = row.channel === 'sms' ? this.sms : this.mail;
      let outcome: DeliveryOutcome;
      try {
        outcome = await transport.send(message);
      } catch (error) {
        const status: OutboxStatus = row.attempts + 1 >= OUTBOX_MAX_ATTEMPTS ? 'failed' : 'pending';
        const lastError = describeError(error);
        await manager.query(
          `UPDATE outbox_messages SET attempts = attempts + 1, status = $2, last_error = $3 WHERE id = $1`,
          [row.id, status, lastError],
        );
        logger.warn('outbox delivery failed', { id: row.id, channel: row.channel, status, error: lastError });
        return row.id;
      }
      await manager.query(
        `UPDATE outbox_messages
            SET attempts = attempts + 1, status = $2, sent_at = clock_timestamp(), last_error = NULL
          WHERE id = $1`,
        [row.id, outcome],
      );
      return row.id;
    });
  }
}
