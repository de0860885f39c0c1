import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  CURRENT_POLICY_VERSION,
  LOGIN_ACCOUNT_MAX_ATTEMPTS,
  LOGIN_ADDRESS_MAX_ATTEMPTS,
  LOGIN_MAX_ATTEMPTS,
  LOGIN_WINDOW_SECONDS,
  MESSAGES,
  PASSWORD_RESET_TTL_SECONDS,
  REFERRAL_TEXTS,
  REGISTRATION_CONFIRM_TTL_SECONDS,
  passwordResetBody,
  passwordResetNoAccountBody,
  registrationAttemptBody,
  registrationConfirmBody,
} from '@lendbridge/domain';
import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  RegisterConfirmInput,
  RegisterInput,
  ResetPasswordInput,
  Role,
} from '@lendbridge/domain';
import { registeredNotice } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { RateLimiter } from '../../common/rate-limiter.js';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { referrerIdOf } from '../campaigns/referral/referral.queries.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { OutboxService } from '../outbox/outbox.service.js';
import { User } from '../users/user.entity.js';
import { decoyHash, hashSecret, verifySecret } from './passwords.js';
import { assertMobileUnused } from './mobile-owner.js';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function rolesFor(input: Pick<RegisterInput, 'intent' | 'member_type'>): Role[] {
  const roles: Role[] = [];
  if (input.intent === 'borrower' || input.intent === 'both') roles.push('borrower');
  if (input.intent === 'lender' || input.intent === 'both') roles.push('lender');
  if (input.member_type === 'corporate') roles.push('corporate');
  return roles;
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

interface NewAccount {
  email: string;
  passwordHash: string;
  mobile: string;
  memberType: RegisterInput['member_type'];
  intent: RegisterInput['intent'];
  emailVerified: boolean;
  referrerId: number | null;
}

interface PendingRegistrationRow {
  id: number;
  email: string;
  password_hash: string;
  mobile: string;
  member_type: RegisterInput['member_type'];
  intent: RegisterInput['intent'];
  referrer_id: number | null;
}

/**
 * The member a registration's referral link names (mgm_serial), or null without one; an unknown or
 * disabled serial is refused on the field, whatever the e-mail, so the answer tells nothing of it.
 */
async function referrerOf(manager: EntityManager, input: Pick<RegisterInput, 'mgm_serial'>): Promise<number | null> {
  if (input.mgm_serial === undefined) return null;
  const referrerId = await referrerIdOf(manager, input.mgm_serial);
  if (referrerId === null) throw AppError.field('mgm_serial', REFERRAL_TEXTS.unknownReferrer);
  return referrerId;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimiter: RateLimiter,
    private readonly outbox: OutboxService,
    private readonly notifications: NotificationsService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  private get siteUrl(): string {
    return this.env.PUBLIC_URL ?? `http://${this.env.HOST}:${this.env.PORT}`;
  }

  /**
   * The registration form. Whether or not the address has an account, the password is hashed once,
   * one e-mail is queued in one transaction and the answer is the same: a new address gets the link
   * that creates the account (confirmRegistration), a registered one tells its owner that someone
   * tried. Delivery happens after the answer, so a slow mail server does not tell them apart either.
   */
  async register(input: RegisterInput): Promise<void> {
    const emailNormalized = normalizeEmail(input.email);
    const passwordHash = await hashSecret(input.password);
    const token = newToken();
    await this.dataSource.transaction(async (manager) => {
      const referrerId = await referrerOf(manager, input);
      await manager.query(`DELETE FROM pending_registrations WHERE expires_at <= now()`);
      const owner = await manager.findOne(User, { where: { emailNormalized }, select: { id: true, email: true } });
      if (owner) {
        await this.outbox.enqueue(
          {
            channel: 'email',
            recipient: owner.email,
            subject: MESSAGES.registrationAttemptSubject,
            body: registrationAttemptBody(`${this.siteUrl}/auth/login`, `${this.siteUrl}/auth/forgot-password`),
            kind: 'registration_attempt',
            userId: owner.id,
          },
          manager,
        );
        return;
      }
      await assertMobileUnused(manager, input.mobile);
      const email = input.email.trim();
      await manager.query(
        `INSERT INTO pending_registrations
           (email, email_normalized, password_hash, mobile, member_type, intent, token_hash, expires_at, referrer_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8), $9)
         ON CONFLICT (email_normalized) DO UPDATE SET
           email = EXCLUDED.email, password_hash = EXCLUDED.password_hash, mobile = EXCLUDED.mobile,
           member_type = EXCLUDED.member_type, intent = EXCLUDED.intent, token_hash = EXCLUDED.token_hash,
           expires_at = EXCLUDED.expires_at, referrer_id = EXCLUDED.referrer_id, created_at = now()`,
        [email, emailNormalized, passwordHash, input.mobile, input.member_type, input.intent, tokenHash(token), REGISTRATION_CONFIRM_TTL_SECONDS, referrerId],
      );
      await this.outbox.enqueue(
        {
          channel: 'email',
          recipient: email,
          subject: MESSAGES.registrationConfirmSubject,
          body: registrationConfirmBody(`${this.siteUrl}/auth/register/confirm?token=${token}`),
          kind: 'registration_confirm',
        },
        manager,
      );
    });
    void this.outbox.drain();
  }

  /**
   * The registration link: with the password typed at registration (so a link sent to someone else's
   * address by a stranger cannot give that stranger a working account), creates the account with its
   * e-mail verified and the policies accepted. The link works once.
   */
  async confirmRegistration(input: RegisterConfirmInput): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const rows: PendingRegistrationRow[] = await manager.query(
        `SELECT id, email, password_hash, mobile, member_type, intent, referrer_id FROM pending_registrations
          WHERE token_hash = $1 AND expires_at > now() FOR UPDATE`,
        [tokenHash(input.token)],
      );
      const pending = rows[0];
      if (!pending) throw AppError.field('token', MESSAGES.registrationLinkInvalid);
      if (!(await verifySecret(pending.password_hash, input.password))) {
        throw AppError.field('password', MESSAGES.wrongPassword);
      }
      await manager.query(`DELETE FROM pending_registrations WHERE id = $1`, [pending.id]);
      const user = await this.insertAccount(manager, {
        email: pending.email,
        passwordHash: pending.password_hash,
        mobile: pending.mobile,
        memberType: pending.member_type,
        intent: pending.intent,
        emailVerified: true,
        referrerId: pending.referrer_id,
      });
      if (!user) throw AppError.field('token', MESSAGES.registrationLinkInvalid);
      await this.notifications.notify(user.id, registeredNotice(), manager);
      return user;
    });
  }

  /** An account created directly (the demo data), without the e-mailed link; its referral link too, when given. */
  async createAccount(input: RegisterInput): Promise<User> {
    const passwordHash = await hashSecret(input.password);
    return this.dataSource.transaction(async (manager) => {
      const referrerId = await referrerOf(manager, input);
      const user = await this.insertAccount(manager, {
        email: input.email.trim(),
        passwordHash,
        mobile: input.mobile,
        memberType: input.member_type,
        intent: input.intent,
        emailVerified: false,
        referrerId,
      });
      if (!user) throw AppError.conflict('EMAIL_TAKEN', MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
      return user;
    });
  }

  /** Inserts the account and its acceptance of the current policies; undefined when the e-mail is taken. */
  private async insertAccount(manager: EntityManager, account: NewAccount): Promise<User | undefined> {
    await assertMobileUnused(manager, account.mobile);
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(User)
      .values({
        email: account.email,
        emailNormalized: normalizeEmail(account.email),
        passwordHash: account.passwordHash,
        mobile: account.mobile,
        memberType: account.memberType,
        intent: account.intent,
        roles: rolesFor({ intent: account.intent, member_type: account.memberType }),
        emailVerifiedAt: account.emailVerified ? () => 'now()' : null,
        referrerId: account.referrerId,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    const id = (inserted.raw as { id: string }[])[0]?.id;
    if (!id) return undefined;
    await manager.query(
      `INSERT INTO policy_agreements (user_id, version, privacy_policy, transaction_policy) VALUES ($1, $2, true, true)`,
      [id, CURRENT_POLICY_VERSION],
    );
    return manager.findOneByOrFail(User, { id: Number(id) });
  }

  /**
   * Checks e-mail and password under three limits, each a fixed window shared by every API process:
   * per account and address, per account whatever the addresses (forged or rented ones do not spread
   * the guesses) and per address whatever the accounts (one address cannot try a password on many
   * accounts). Past any limit the answer is 429 whatever the password, so a locked account gives no
   * hint. A success clears the account's counters and takes back its own hit on the address, so an
   * attacker's sign-ins into an account of its own do not refill the address's allowance.
   */
  async verifyCredentials(email: string, password: string, clientIp: string): Promise<User> {
    const emailNormalized = normalizeEmail(email);
    const keys = {
      pair: `login:${emailNormalized}:${clientIp}`,
      account: `login-account:${emailNormalized}`,
      address: `login-address:${clientIp}`,
    };
    const [pair, account, address] = await Promise.all([
      this.rateLimiter.hit(keys.pair, LOGIN_WINDOW_SECONDS),
      this.rateLimiter.hit(keys.account, LOGIN_WINDOW_SECONDS),
      this.rateLimiter.hit(keys.address, LOGIN_WINDOW_SECONDS),
    ]);
    if (pair.hits > LOGIN_MAX_ATTEMPTS || account.hits > LOGIN_ACCOUNT_MAX_ATTEMPTS || address.hits > LOGIN_ADDRESS_MAX_ATTEMPTS) {
      throw AppError.tooManyRequests(MESSAGES.tooManyAttempts, 'TOO_MANY_ATTEMPTS');
    }
    const user = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.emailNormalized = :emailNormalized', { emailNormalized })
      .getOne();
    const valid = await verifySecret(user?.passwordHash ?? (await decoyHash()), password);
    if (!user || !valid || user.disabledAt) {
      throw new AppError(401, 'INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
    }
    await Promise.all([
      this.rateLimiter.reset(keys.pair),
      this.rateLimiter.reset(keys.account),
      this.rateLimiter.undo(keys.address),
    ]);
    return user;
  }

  /**
   * Always answers the same way, so the form cannot tell which e-mails have accounts: either way one
   * e-mail is queued in one transaction (the reset link, or a note that the address has no account)
   * and delivered after the answer.
   */
  async requestPasswordReset(input: ForgotPasswordInput): Promise<void> {
    const email = input.email.trim();
    const token = newToken();
    await this.dataSource.transaction(async (manager) => {
      const user = await manager.findOneBy(User, { emailNormalized: normalizeEmail(email) });
      if (!user || user.disabledAt) {
        await this.outbox.enqueue(
          {
            channel: 'email',
            recipient: email,
            subject: MESSAGES.passwordResetNoAccountSubject,
            body: passwordResetNoAccountBody(`${this.siteUrl}/auth/register`),
            kind: 'password_reset_no_account',
          },
          manager,
        );
        return;
      }
      await manager.query(
        `INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
        [user.id, tokenHash(token), PASSWORD_RESET_TTL_SECONDS],
      );
      await this.outbox.enqueue(
        {
          channel: 'email',
          recipient: user.email,
          subject: MESSAGES.passwordResetSubject,
          body: passwordResetBody(`${this.siteUrl}/auth/reset-password?token=${token}`),
          kind: 'password_reset',
          userId: user.id,
        },
        manager,
      );
    });
    void this.outbox.drain();
  }

  async resetPassword(input: ResetPasswordInput): Promise<void> {
    const passwordHash = await hashSecret(input.password);
    await this.dataSource.transaction(async (manager) => {
      const rows: { id: string; user_id: string }[] = await manager.query(
        `SELECT id, user_id FROM password_resets
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() FOR UPDATE`,
        [tokenHash(input.token)],
      );
      const reset = rows[0];
      if (!reset) throw AppError.field('token', MESSAGES.resetTokenInvalid);
      await manager.query(`UPDATE password_resets SET used_at = now() WHERE id = $1`, [reset.id]);
      await manager.query(
        `UPDATE users SET password_hash = $2, password_changed_at = now(), updated_at = now() WHERE id = $1`,
        [reset.user_id, passwordHash],
      );
    });
  }

  /** Sessions signed in before the change stop working (see UserStatusService). */
  async changePassword(userId: number, input: ChangePasswordInput): Promise<Date> {
    const user = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.id = :userId', { userId })
      .getOneOrFail();
    if (!(await verifySecret(user.passwordHash, input.old_password))) {
      throw AppError.field('old_password', MESSAGES.oldPasswordWrong);
    }
    const passwordHash = await hashSecret(input.password);
    const [rows] = (await this.dataSource.query(
      `UPDATE users SET password_hash = $2, password_changed_at = now(), updated_at = now()
        WHERE id = $1 RETURNING password_changed_at`,
      [userId, passwordHash],
    )) as [{ password_changed_at: Date }[], number];
    return new Date(rows[0].password_changed_at);
  }
}
