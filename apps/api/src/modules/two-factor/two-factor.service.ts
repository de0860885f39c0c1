import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  LOGIN_WINDOW_SECONDS,
  MESSAGES,
  TOTP_ALGORITHM,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  TOTP_SECRET_BYTES,
  TOTP_WINDOW_STEPS,
  TWO_FACTOR_MAX_ATTEMPTS,
  TWO_FACTOR_TEXTS,
  isStaffRole,
  signInNoticeBody,
  taipeiWallClockOf,
} from '@lendbridge/domain';
import type { Role, TwoFactorEnrolment, TwoFactorLoginInput, TwoFactorState } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { RateLimiter } from '../../common/rate-limiter.js';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { OutboxService } from '../outbox/outbox.service.js';
import { User } from '../users/user.entity.js';
import { TwoFactorClock } from './two-factor.clock.js';
import { decryptSecret, encryptSecret, newRecoveryCodes, recoveryCodeHash } from './two-factor.crypto.js';
import { disable, enable, isEnabled, lockSecret, recoveryCodesLeft, saveEnrolment, takeStep, useRecoveryCode } from './two-factor.queries.js';
import type { TwoFactorSecretRow } from './two-factor.queries.js';

/** The key of TWO_FACTOR_KEY's provider (see twoFactorKeyOf). */
export const TWO_FACTOR_KEY = Symbol('TWO_FACTOR_KEY');

interface Account {
  id: number;
  email: string;
  roles: Role[];
}

/**
 * Two-factor sign-in with TOTP. A code is taken once: the time step it was made for must be later
 * than the last one taken for the account, so a code seen over a shoulder or replayed from a log
 * is refused even within its window. Every check of a code runs in the caller's transaction.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimiter: RateLimiter,
    private readonly outbox: OutboxService,
    private readonly clock: TwoFactorClock,
    @Inject(TWO_FACTOR_KEY) private readonly key: Buffer,
    @Inject(ENV) private readonly env: Env,
  ) {}

  private totpOf(secretBase32: string, label: string): TOTP {
    return new TOTP({
      issuer: TOTP_ISSUER,
      label,
      algorithm: TOTP_ALGORITHM,
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_SECONDS,
      secret: Secret.fromBase32(secretBase32),
    });
  }

  isEnabled(userId: number, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    return isEnabled(manager, userId);
  }

  /** Staff must turn it on in production (STAFF_TWO_FACTOR overrides, for the bench and a demo). */
  private staffMustUse(roles: readonly Role[]): boolean {
    const required = this.env.STAFF_TWO_FACTOR ?? this.env.NODE_ENV === 'production';
    return required && roles.some((role) => isStaffRole(role));
  }

  /** A sign-in that may only enrol: a staff account that must use two-factor sign-in and has not turned it on. */
  async mustEnrol(account: Pick<Account, 'id' | 'roles'>): Promise<boolean> {
    return this.staffMustUse(account.roles) && !(await this.isEnabled(account.id));
  }

  async state(account: Account): Promise<TwoFactorState> {
    const enabled = await this.isEnabled(account.id);
    return {
      enabled,
      recovery_codes_left: enabled ? await recoveryCodesLeft(this.dataSource.manager, account.id) : 0,
      required: this.staffMustUse(account.roles),
    };
  }

  /** A new secret waiting for its first code; the one in force, when on, is not replaced. */
  async startEnrolment(account: Account): Promise<TwoFactorEnrolment> {
    if (await this.isEnabled(account.id)) throw AppError.conflict('TWO_FACTOR_ENABLED', TWO_FACTOR_TEXTS.alreadyEnabled);
    const secret = new Secret({ size: TOTP_SECRET_BYTES }).base32;
    await saveEnrolment(this.dataSource.manager, account.id, encryptSecret(this.key, secret));
    const uri = this.totpOf(secret, account.email).toString();
    const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { secret, otpauth_uri: uri, qr_data_url: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /** The first code turns it on and gives the recovery codes, shown this once. */
  async confirmEnrolment(account: Account, code: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.dataSource.transaction(async (manager) => {
      const row = await lockSecret(manager, account.id);
      if (!row) throw AppError.field('code', TWO_FACTOR_TEXTS.enrolmentMissing);
      if (row.enabled_at) throw AppError.conflict('TWO_FACTOR_ENABLED', TWO_FACTOR_TEXTS.alreadyEnabled);
      await this.checkCode(manager, account.id, row, code, 'code');
      await enable(manager, account.id, codes.map((text) => recoveryCodeHash(this.key, text)));
    });
    return codes;
  }

  /** Turning it off takes a current code. */
  async disable(account: Account, code: string): Promise<void> {
    if (this.staffMustUse(account.roles)) throw AppError.forbidden(TWO_FACTOR_TEXTS.enrolmentRequired, 'TWO_FACTOR_REQUIRED');
    await this.dataSource.transaction(async (manager) => {
      const row = await lockSecret(manager, account.id);
      if (!row?.enabled_at) throw AppError.conflict('TWO_FACTOR_NOT_ENABLED', TWO_FACTOR_TEXTS.notEnabled);
      await this.checkCode(manager, account.id, row, code, 'code');
      await disable(manager, account.id);
    });
  }

  /**
   * A withdrawal or a bank change of a member who turned it on needs a current code (in `field`),
   * taken in the caller's transaction; without two-factor sign-in nothing is asked.
   */
  async assertActionCode(manager: EntityManager, userId: number, code: string | undefined, field = 'totp_code'): Promise<void> {
    const row = await lockSecret(manager, userId);
    if (!row?.enabled_at) return;
    if (code === undefined) throw AppError.field(field, TWO_FACTOR_TEXTS.codeRequired, 'TWO_FACTOR_REQUIRED');
    await this.checkCode(manager, userId, row, code, field);
  }

  private async checkCode(manager: EntityManager, userId: number, row: TwoFactorSecretRow, code: string, field: string): Promise<void> {
    const now = this.clock.nowMs();
    const totp = this.totpOf(decryptSecret(this.key, row.secret_encrypted), String(userId));
    const delta = totp.validate({ token: code, timestamp: now, window: TOTP_WINDOW_STEPS });
    if (delta === null) throw AppError.field(field, TWO_FACTOR_TEXTS.codeInvalid, 'TWO_FACTOR_INVALID');
    const step = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
    if (!(await takeStep(manager, userId, step))) throw AppError.field(field, TWO_FACTOR_TEXTS.codeReplayed, 'TWO_FACTOR_REPLAYED');
  }

  /**
   * The second step of a sign-in: a code or one recovery code, under the account's own limit of
   * wrong tries (429 past it, like the password step), for the account whose password was right
   * and unchanged since. The sign-in notice is queued in the same
   * transaction that takes the code.
   */
  async completeLogin(
    { userId, passwordVersion }: { userId: number; passwordVersion: string },
    input: TwoFactorLoginInput,
    address: string,
  ): Promise<User> {
    const key = `two-factor:${userId}`;
    const attempt = await this.rateLimiter.hit(key, LOGIN_WINDOW_SECONDS);
    if (attempt.hits > TWO_FACTOR_MAX_ATTEMPTS) throw AppError.tooManyRequests(MESSAGES.tooManyAttempts, 'TOO_MANY_ATTEMPTS');
    const user = await this.dataSource.transaction(async (manager) => {
      const account = await manager.findOneBy(User, { id: userId });
      const row = await lockSecret(manager, userId);
      const current = account && !account.disabledAt && account.passwordChangedAt.toISOString() === passwordVersion;
      if (!current || !row?.enabled_at) throw AppError.unauthorized(TWO_FACTOR_TEXTS.loginPendingMissing);
      if (input.recovery_code !== undefined) {
        if (!(await useRecoveryCode(manager, userId, recoveryCodeHash(this.key, input.recovery_code)))) {
          throw AppError.field('recovery_code', TWO_FACTOR_TEXTS.recoveryCodeInvalid, 'TWO_FACTOR_INVALID');
        }
      } else {
        await this.checkCode(manager, userId, row, input.code ?? '', 'code');
      }
      await this.queueSignInNotice(manager, account, address);
      return account;
    });
    await this.rateLimiter.reset(key);
    void this.outbox.drain();
    return user;
  }

  /** A sign-in without two-factor: the notice alone, in its own transaction. */
  async notifySignIn(account: Pick<User, 'id' | 'email'>, address: string): Promise<void> {
    await this.dataSource.transaction((manager) => this.queueSignInNotice(manager, account, address));
    void this.outbox.drain();
  }

  private async queueSignInNotice(manager: EntityManager, account: Pick<User, 'id' | 'email'>, address: string): Promise<void> {
    await this.outbox.enqueue(
      {
        channel: 'email',
        recipient: account.email,
        subject: TWO_FACTOR_TEXTS.signInSubject,
        body: signInNoticeBody(taipeiWallClockOf(new Date(this.clock.nowMs())).replace('T', ' '), address),
        kind: 'sign_in',
        userId: account.id,
      },
      manager,
    );
  }
}
