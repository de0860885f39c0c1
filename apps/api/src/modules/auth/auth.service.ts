import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  CURRENT_POLICY_VERSION,
  LOGIN_MAX_ATTEMPTS,
  LOGIN_WINDOW_SECONDS,
  MESSAGES,
  PASSWORD_RESET_TTL_SECONDS,
  passwordResetBody,
} from '@lendbridge/domain';
import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  RegisterInput,
  ResetPasswordInput,
  Role,
} from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { RateLimiter } from '../../common/rate-limiter.js';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
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

@Injectable()
export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimiter: RateLimiter,
    private readonly outbox: OutboxService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  async register(input: RegisterInput): Promise<User> {
    const emailNormalized = normalizeEmail(input.email);
    const passwordHash = await hashSecret(input.password);
    return this.dataSource.transaction(async (manager) => {
      const taken = await manager.exists(User, { where: { emailNormalized } });
      if (taken) throw AppError.conflict('EMAIL_TAKEN', MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
      await assertMobileUnused(manager, input.mobile);
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(User)
        .values({
          email: input.email.trim(),
          emailNormalized,
          passwordHash,
          mobile: input.mobile,
          memberType: input.member_type,
          intent: input.intent,
          roles: rolesFor(input),
        })
        .orIgnore()
        .returning(['id'])
        .execute();
      const id = (inserted.raw as { id: string }[])[0]?.id;
      if (!id) throw AppError.conflict('EMAIL_TAKEN', MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
      await manager.query(
        `INSERT INTO policy_agreements (user_id, version, privacy_policy, transaction_policy) VALUES ($1, $2, true, true)`,
        [id, CURRENT_POLICY_VERSION],
      );
      return manager.findOneByOrFail(User, { id: Number(id) });
    });
  }

  /**
   * Checks e-mail and password. Attempts are counted per e-mail and client address; past the limit the
   * account answers 429 until the window ends, whatever the password.
   */
  async verifyCredentials(email: string, password: string, clientIp: string): Promise<User> {
    const emailNormalized = normalizeEmail(email);
    const key = `login:${emailNormalized}:${clientIp}`;
    const attempt = await this.rateLimiter.hit(key, LOGIN_WINDOW_SECONDS);
    if (attempt.hits > LOGIN_MAX_ATTEMPTS) {
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
    await this.rateLimiter.reset(key);
    return user;
  }

  /** Always answers the same way, so the form cannot tell which e-mails have accounts. */
  async requestPasswordReset(input: ForgotPasswordInput): Promise<void> {
    const user = await this.dataSource
      .getRepository(User)
      .findOneBy({ emailNormalized: normalizeEmail(input.email) });
    if (!user || user.disabledAt) return;
    const token = randomBytes(32).toString('base64url');
    const base = this.env.PUBLIC_URL ?? `http://${this.env.HOST}:${this.env.PORT}`;
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
        [user.id, tokenHash(token), PASSWORD_RESET_TTL_SECONDS],
      );
      await this.outbox.enqueue(
        {
          channel: 'email',
          recipient: user.email,
          subject: MESSAGES.passwordResetSubject,
          body: passwordResetBody(`${base}/auth/reset-password?token=${token}`),
          kind: 'password_reset',
          userId: user.id,
        },
        manager,
      );
    });
    await this.outbox.drain();
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
