import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  MESSAGES,
  SCHOOL_EMAIL_LINK_TTL_SECONDS,
  SCHOOL_EMAIL_RESEND_SECONDS,
  schoolEmailVerifyBody,
} from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { OutboxService } from '../outbox/outbox.service.js';
import { codeCooldownError } from '../verification/verification.errors.js';
import { LoanApplication } from './loan-application.entity.js';
import { LoanApplicationsService, recordEvent } from './loan-applications.service.js';

export const SCHOOL_EMAIL_OUTBOX_KIND = 'school_email_verification';

export interface SchoolEmailState {
  verify: boolean;
  email: string | null;
}

const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * The school e-mail of a student draft is proven by a one-time link: only its SHA-256 is stored,
 * it works SCHOOL_EMAIL_LINK_TTL_SECONDS, a new e-mail voids the earlier links of the draft, and a
 * draft gets at most one e-mail per SCHOOL_EMAIL_RESEND_SECONDS, decided under a lock on the draft.
 */
@Injectable()
export class StudentEmailService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly applications: LoanApplicationsService,
    private readonly outbox: OutboxService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  async send(user: AuthUser, serial: string, email: string): Promise<{ sent: true; email: string; cooldown: number }> {
    const token = randomBytes(32).toString('base64url');
    const base = this.env.PUBLIC_URL ?? `http://${this.env.HOST}:${this.env.PORT}`;
    const link = `${base.replace(/\/$/, '')}/api/school-email/verify?token=${token}`;
    await this.dataSource.transaction(async (manager) => {
      const application = await this.applications.findOwn(user, serial, manager, true);
      this.assertStudentDraft(application);
      const waits: { wait: number }[] = await manager.query(
        `SELECT ceil(extract(epoch FROM created_at + make_interval(secs => $2) - clock_timestamp()))::int AS wait
           FROM student_email_verifications
          WHERE application_id = $1
          ORDER BY created_at DESC, id DESC
          LIMIT 1`,
        [application.id, SCHOOL_EMAIL_RESEND_SECONDS],
      );
      const wait = waits[0]?.wait ?? 0;
      if (wait > 0) throw codeCooldownError(Math.min(wait, SCHOOL_EMAIL_RESEND_SECONDS));
      await manager.query(
        `UPDATE student_email_verifications SET expires_at = clock_timestamp()
          WHERE application_id = $1 AND verified_at IS NULL AND expires_at > clock_timestamp()`,
        [application.id],
      );
      await manager.query(
        `INSERT INTO student_email_verifications (application_id, user_id, email, token_hash, expires_at)
         VALUES ($1, $2, $3, $4, clock_timestamp() + make_interval(secs => $5))`,
        [application.id, user.id, email, tokenHash(token), SCHOOL_EMAIL_LINK_TTL_SECONDS],
      );
      await recordEvent(manager, application.id, user.id, 'school_email_sent', null, null, { email });
      await this.outbox.enqueue(
        {
          channel: 'email',
          recipient: email,
          subject: MESSAGES.schoolEmailVerifySubject,
          body: schoolEmailVerifyBody(link, SCHOOL_EMAIL_LINK_TTL_SECONDS / 3600),
          kind: SCHOOL_EMAIL_OUTBOX_KIND,
          userId: user.id,
        },
        manager,
      );
    });
    void this.outbox.drain();
    return { sent: true, email, cooldown: SCHOOL_EMAIL_RESEND_SECONDS };
  }

  /** The e-mail last sent for the draft, and whether its link was opened. */
  async state(user: AuthUser, serial: string): Promise<SchoolEmailState> {
    const application = await this.applications.findOwn(user, serial);
    const rows: { email: string; verified: boolean }[] = await this.dataSource.query(
      `SELECT email, verified_at IS NOT NULL AS verified
         FROM student_email_verifications
        WHERE application_id = $1
        ORDER BY created_at DESC, id DESC
        LIMIT 1`,
      [application.id],
    );
    return { verify: rows[0]?.verified ?? false, email: rows[0]?.email ?? null };
  }

  /** Opens a link: the latest unexpired link of its draft marks the e-mail verified. Returns the serial. */
  async confirm(token: string): Promise<string> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new AppError(400, 'LINK_INVALID', MESSAGES.schoolEmailLinkInvalid);
    return this.dataSource.transaction(async (manager) => {
      const rows: { id: number; application_id: number; user_id: number; email: string; serial: string; usable: boolean }[] =
        await manager.query(
          `SELECT v.id, v.application_id, v.user_id, v.email, a.serial,
                  (v.verified_at IS NOT NULL OR v.expires_at > clock_timestamp())
                  AND v.id = (SELECT max(id) FROM student_email_verifications WHERE application_id = v.application_id) AS usable
             FROM student_email_verifications v
             JOIN loan_applications a ON a.id = v.application_id
            WHERE v.token_hash = $1
            FOR UPDATE OF v`,
          [tokenHash(token)],
        );
      const row = rows[0];
      if (!row || !row.usable) throw new AppError(400, 'LINK_INVALID', MESSAGES.schoolEmailLinkInvalid);
      const updated: unknown[] = await manager.query(
        `UPDATE student_email_verifications SET verified_at = clock_timestamp() WHERE id = $1 AND verified_at IS NULL RETURNING id`,
        [row.id],
      );
      if (updated.length) {
        await recordEvent(manager, row.application_id, row.user_id, 'school_email_verified', null, null, { email: row.email });
      }
      return row.serial;
    });
  }

  private assertStudentDraft(application: LoanApplication): void {
    if (application.status !== 'prepare') throw AppError.conflict('NOT_EDITABLE', MESSAGES.notEditable);
    if (application.appType !== 'student') {
      throw new AppError(400, 'NOT_STUDENT_APPLICATION', MESSAGES.notStudentApplication);
    }
  }
}
