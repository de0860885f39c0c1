import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { OnModuleDestroy } from '@nestjs/common';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import {
  MESSAGES,
  VERIFICATION_CODE_COOLDOWN_SECONDS,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_SECONDS,
  isValidMobile,
  verificationCodeEmailBody,
  verificationCodeEmailSubject,
  verificationCodeSms,
} from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { logger } from '../../common/logger.js';
import { OutboxService } from '../outbox/outbox.service.js';
import type { NewOutboxMessage } from '../outbox/outbox.service.js';
import type { CodeChannel } from './verification-code.entity.js';
import { codeCooldownError } from './verification.errors.js';
import { assertMobileUnused } from '../auth/mobile-owner.js';

export interface CodeSent {
  sent: true;
  /** Seconds before another code may be asked for. */
  cooldown: number;
}

export const VERIFICATION_OUTBOX_KIND = 'verification_code';

/** PostgreSQL lock_not_available, raised by FOR UPDATE NOWAIT. */
const LOCK_NOT_AVAILABLE = '55P03';

type Check = { ok: true } | { ok: false; error: AppError; failedCodeId?: number };

type TransactionStep = (manager: EntityManager) => Promise<void>;

interface UserContact {
  id: number;
  email: string;
  mobile: string;
}

interface CodeRow {
  id: number;
  code_hash: string;
  attempts: number;
  consumed: boolean;
  expired: boolean;
}

function hashCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

function sameHash(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function newCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
}

function isLockNotAvailable(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError: unknown = error.driverError;
  if (typeof driverError !== 'object' || driverError === null) return false;
  return (driverError as { code?: unknown }).code === LOCK_NOT_AVAILABLE;
}

const codeError = (message: string, code: string): AppError => AppError.field('code', message, code);

/**
 * One-time codes sent by SMS or e-mail through the outbox. Only a SHA-256 hash of a code is
 * stored; a code lives VERIFICATION_CODE_TTL_SECONDS, allows VERIFICATION_CODE_MAX_ATTEMPTS
 * guesses, and a new one replaces the old ones. A user gets at most one code per channel per
 * VERIFICATION_CODE_COOLDOWN_SECONDS, decided under a lock on the user's row.
 */
@Injectable()
export class VerificationService implements OnModuleDestroy {
  private readonly pendingFailures = new Set<Promise<void>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.pendingFailures);
  }

  /** Sends a code to `mobile`, or to the account's own number when none is given. */
  sendMobileCode(userId: number, mobile?: string): Promise<CodeSent> {
    return this.issue(userId, 'mobile', async (manager, user) => {
      const target = mobile ?? user.mobile;
      if (!isValidMobile(target)) throw AppError.field('mobile', MESSAGES.mobile);
      await this.assertMobileFree(manager, userId, target);
      return target;
    });
  }

  /** Sends a code to the account's e-mail address. */
  sendEmailCode(userId: number): Promise<CodeSent> {
    return this.issue(userId, 'email', async (_manager, user) => user.email);
  }

  /** Checks a mobile code and records the number as the account's verified mobile. */
  async confirmMobile(userId: number, mobile: string, code: string): Promise<{ verified: true; mobile: string }> {
    await this.checkThen(userId, 'mobile', mobile, code, {
      before: (manager) => this.assertMobileFree(manager, userId, mobile),
      onSuccess: async (manager) => {
        await manager.query(
          `UPDATE users SET mobile = $2, mobile_verified_at = now(), updated_at = now() WHERE id = $1`,
          [userId, mobile],
        );
      },
    });
    return { verified: true, mobile };
  }

  /** Checks an e-mail code sent to the account's current address and marks it verified. */
  async confirmEmail(userId: number, code: string): Promise<{ verified: true; email: string }> {
    const email = await this.accountEmail(userId);
    await this.checkThen(userId, 'email', email, code, {
      onSuccess: async (manager) => {
        await manager.query(`UPDATE users SET email_verified_at = now(), updated_at = now() WHERE id = $1`, [userId]);
      },
    });
    return { verified: true, email };
  }

  /**
   * For other modules (e.g. the bank update form): accepts the latest code sent to `target`
   * and consumes it, or throws an AppError on the `code` field.
   *
   * Without `manager` the check runs in a transaction of its own. With `manager` the code is
   * consumed inside the caller's transaction, so it stays usable if that transaction rolls
   * back; a wrong guess is then counted on the code after the caller's transaction ends, so a
   * rollback cannot erase it. Concurrent checks of one code are refused (429) rather than queued.
   */
  async checkAndConsume(
    userId: number,
    channel: CodeChannel,
    target: string,
    code: string,
    manager?: EntityManager,
  ): Promise<void> {
    if (manager) {
      const check = await this.check(manager, userId, channel, target, code);
      if (check.ok) return;
      if (check.failedCodeId !== undefined) this.countFailureLater(check.failedCodeId);
      throw check.error;
    }
    await this.checkThen(userId, channel, target, code, {});
  }

  private async issue(
    userId: number,
    channel: CodeChannel,
    pickTarget: (manager: EntityManager, user: UserContact) => Promise<string>,
  ): Promise<CodeSent> {
    const code = newCode();
    await this.dataSource.transaction(async (manager) => {
      const users: UserContact[] = await manager.query(
        'SELECT id, email, mobile FROM users WHERE id = $1 FOR UPDATE',
        [userId],
      );
      const user = users[0];
      if (!user) throw AppError.unauthorized();
      const target = await pickTarget(manager, user);
      const waits: { wait: number }[] = await manager.query(
        `SELECT ceil(extract(epoch FROM created_at + make_interval(secs => $3) - clock_timestamp()))::int AS wait
           FROM verification_codes
          WHERE user_id = $1 AND channel = $2
          ORDER BY created_at DESC, id DESC
          LIMIT 1`,
        [userId, channel, VERIFICATION_CODE_COOLDOWN_SECONDS],
      );
      const wait = waits[0]?.wait ?? 0;
      if (wait > 0) throw codeCooldownError(Math.min(wait, VERIFICATION_CODE_COOLDOWN_SECONDS));
      await manager.query(
        `UPDATE verification_codes SET expires_at = now()
          WHERE user_id = $1 AND channel = $2 AND consumed_at IS NULL AND expires_at > now()`,
        [userId, channel],
      );
      await manager.query(
        `INSERT INTO verification_codes (user_id, channel, target, code_hash, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
        [userId, channel, target, hashCode(code), VERIFICATION_CODE_TTL_SECONDS],
      );
      await this.outbox.enqueue(this.messageFor(userId, channel, target, code), manager);
    });
    void this.outbox.drain();
    return { sent: true, cooldown: VERIFICATION_CODE_COOLDOWN_SECONDS };
  }

  private messageFor(userId: number, channel: CodeChannel, target: string, code: string): NewOutboxMessage {
    const minutes = Math.ceil(VERIFICATION_CODE_TTL_SECONDS / 60);
    if (channel === 'mobile') {
      return {
        channel: 'sms',
        recipient: target,
        subject: '',
        body: verificationCodeSms(code, minutes),
        kind: VERIFICATION_OUTBOX_KIND,
        userId,
      };
    }
    return {
      channel: 'email',
      recipient: target,
      subject: verificationCodeEmailSubject,
      body: verificationCodeEmailBody(code, minutes),
      kind: VERIFICATION_OUTBOX_KIND,
      userId,
    };
  }

  /**
   * Runs the check in a transaction of its own: a wrong guess is counted and committed, a
   * right one is consumed together with `onSuccess`. `before` runs first (e.g. a uniqueness rule).
   */
  private async checkThen(
    userId: number,
    channel: CodeChannel,
    target: string,
    code: string,
    steps: { before?: TransactionStep; onSuccess?: TransactionStep },
  ): Promise<void> {
    const check = await this.dataSource.transaction(async (manager) => {
      if (steps.before) await steps.before(manager);
      const result = await this.check(manager, userId, channel, target, code);
      if (!result.ok) {
        if (result.failedCodeId !== undefined) await this.countFailure(manager, result.failedCodeId);
      } else if (steps.onSuccess) {
        await steps.onSuccess(manager);
      }
      return result;
    });
    if (!check.ok) throw check.error;
  }

  /** Looks at the latest code sent to `target` and consumes it when `code` matches. */
  private async check(
    manager: EntityManager,
    userId: number,
    channel: CodeChannel,
    target: string,
    code: string,
  ): Promise<Check> {
    let rows: CodeRow[];
    try {
      rows = await manager.query(
        `SELECT id, code_hash, attempts, consumed_at IS NOT NULL AS consumed, expires_at <= clock_timestamp() AS expired
           FROM verification_codes
          WHERE user_id = $1 AND channel = $2 AND target = $3
          ORDER BY created_at DESC, id DESC
          LIMIT 1
          FOR UPDATE NOWAIT`,
        [userId, channel, target],
      );
    } catch (error) {
      if (isLockNotAvailable(error)) throw AppError.tooManyRequests(MESSAGES.tooManyAttempts, 'CODE_CHECK_BUSY');
      throw error;
    }
    const row = rows[0];
    if (!row || row.consumed) return { ok: false, error: codeError(MESSAGES.codeInvalid, 'CODE_INVALID') };
    if (row.expired) return { ok: false, error: codeError(MESSAGES.codeExpired, 'CODE_EXPIRED') };
    if (row.attempts >= VERIFICATION_CODE_MAX_ATTEMPTS) {
      return { ok: false, error: codeError(MESSAGES.codeAttemptsExceeded, 'CODE_ATTEMPTS_EXCEEDED') };
    }
    if (!sameHash(row.code_hash, hashCode(code))) {
      return { ok: false, error: codeError(MESSAGES.codeInvalid, 'CODE_INVALID'), failedCodeId: row.id };
    }
    await manager.query('UPDATE verification_codes SET consumed_at = clock_timestamp() WHERE id = $1', [row.id]);
    return { ok: true };
  }

  private async countFailure(manager: EntityManager, codeId: number): Promise<void> {
    await manager.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1', [codeId]);
  }

  /** Counts a wrong guess outside the caller's transaction; it waits for that transaction's lock. */
  private countFailureLater(codeId: number): void {
    const task: Promise<void> = this.countFailure(this.dataSource.manager, codeId)
      .catch((error: unknown) => {
        logger.error('could not count a wrong verification code', {
          codeId,
          error: error instanceof Error ? error.message : String(error),
        });
      })
      .finally(() => {
        this.pendingFailures.delete(task);
      });
    this.pendingFailures.add(task);
  }

  private async accountEmail(userId: number): Promise<string> {
    const rows: { email: string }[] = await this.dataSource.query('SELECT email FROM users WHERE id = $1', [userId]);
    if (!rows[0]) throw AppError.unauthorized();
    return rows[0].email;
  }

  /**
   * A number belongs to one account: moving to a number any other account has is refused. The
   * account's own number is refused only once another account has verified it (databases from
   * before the one-account rule may hold a number on several accounts).
   */
  private async assertMobileFree(manager: EntityManager, userId: number, mobile: string): Promise<void> {
    const [own] = (await manager.query('SELECT mobile FROM users WHERE id = $1', [userId])) as { mobile: string }[];
    if (own?.mobile !== mobile) return assertMobileUnused(manager, mobile, userId);
    const rows: unknown[] = await manager.query(
      'SELECT 1 FROM users WHERE mobile = $1 AND id <> $2 AND mobile_verified_at IS NOT NULL LIMIT 1',
      [mobile, userId],
    );
    if (rows.length) throw AppError.conflict('MOBILE_TAKEN', MESSAGES.mobileTaken, { mobile: MESSAGES.mobileTaken });
  }
}
