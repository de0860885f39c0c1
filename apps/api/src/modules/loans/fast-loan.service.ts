import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { FAST_LOAN_TEXTS, MESSAGES, fastLoanInboxContent, isFastLoanServiceTime, taipeiToday } from '@lendbridge/domain';
import type { FastLoanAnswer, FastLoanFigures, FastLoanLookup, FastLoanRequestInput, LoanStatus } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { resolveSessionSecret } from '../../config/session-secret.js';
import { InboxService } from '../inbox/inbox.service.js';
import { fastLoanAlreadyRequested, fastLoanHashInvalid, fastLoanNotMatching, fastLoanOutOfServiceTime } from './fast-loan.errors.js';

interface FastLoanRow {
  id: number;
  serial: string;
  status: LoanStatus;
  amount: number;
  invested_amount: number;
  requested_at: Date | null;
}

const LOAN_SQL = `
  SELECT l.id, l.serial, l.status, l.amount, l.invested_amount, f.requested_at
    FROM loans l
    LEFT JOIN fast_loan_requests f ON f.loan_id = l.id
   WHERE l.serial = $1 AND l.borrower_id = $2`;

/** The key of the fast-loan hashes, derived from the app's secret so that the secret itself signs nothing else. */
const HASH_KEY_PURPOSE = 'lendbridge:fast-loan';

const figuresOf = (row: FastLoanRow): FastLoanFigures => ({
  loan_serial: row.serial,
  amount: row.amount,
  invested_amount: row.invested_amount,
  remaining: row.amount - row.invested_amount,
  requested_at: row.requested_at === null ? null : row.requested_at.toISOString(),
});

/**
 * Fast loan: the borrower asks the platform to speed up the funding of a matching loan (媒合中).
 * The lookup shows the loan's funding and answers a hash, an HMAC of the member, the loan and the
 * Taipei date under a key derived from the app's secret; the request must send it back the same
 * day, in service time (weekdays 09:00–18:00 Taipei), once per loan. The request and the inbox
 * message telling the borrower commit together.
 */
@Injectable()
export class FastLoanService {
  private hashKey: Promise<Buffer> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(ENV) private readonly env: Env,
    private readonly inbox: InboxService,
  ) {}

  /** The instant service time and the hash's date are read at. */
  now(): Date {
    return new Date();
  }

  async lookup(userId: number, serial: string): Promise<FastLoanLookup> {
    const loan = await this.ownLoan(this.dataSource.manager, userId, serial);
    if (loan.status !== 'matching') throw fastLoanNotMatching();
    const now = this.now();
    return { data: figuresOf(loan), is_service_time: isFastLoanServiceTime(now), hash: await this.hashOf(userId, serial, now) };
  }

  async request(userId: number, input: FastLoanRequestInput): Promise<FastLoanAnswer> {
    const now = this.now();
    const expected = Buffer.from(await this.hashOf(userId, input.loan_serial, now), 'hex');
    return this.dataSource.transaction(async (manager) => {
      const loan = await this.ownLoan(manager, userId, input.loan_serial, true);
      const given = Buffer.from(input.hash, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw fastLoanHashInvalid();
      if (loan.status !== 'matching') throw fastLoanNotMatching();
      if (!isFastLoanServiceTime(now)) throw fastLoanOutOfServiceTime();
      const recorded = (await manager.query(
        `INSERT INTO fast_loan_requests (loan_id, user_id, requested_at) VALUES ($1, $2, $3)
         ON CONFLICT (loan_id) DO NOTHING RETURNING requested_at`,
        [loan.id, userId, now],
      )) as { requested_at: Date }[];
      const [row] = recorded;
      if (row === undefined) throw fastLoanAlreadyRequested();
      await this.inbox.send(
        { userId, subject: FAST_LOAN_TEXTS.inboxSubject, content: fastLoanInboxContent(loan.serial), loanSerials: [loan.serial] },
        manager,
      );
      return { data: { loan_serial: loan.serial, requested_at: row.requested_at.toISOString() }, message: MESSAGES.applySuccess };
    });
  }

  /** One of the member's loans; anyone else's, like an unknown serial, answers 404. */
  private async ownLoan(manager: EntityManager, userId: number, serial: string, lock = false): Promise<FastLoanRow> {
    const rows = (await manager.query(lock ? `${LOAN_SQL} FOR UPDATE OF l` : LOAN_SQL, [serial, userId])) as FastLoanRow[];
    const [loan] = rows;
    if (loan === undefined) throw AppError.notFound();
    return loan;
  }

  /** The hex HMAC-SHA256 of member, loan serial and Taipei date. */
  private async hashOf(userId: number, serial: string, now: Date): Promise<string> {
    this.hashKey ??= resolveSessionSecret(this.env)
      .then((secret) => createHmac('sha256', secret).update(HASH_KEY_PURPOSE).digest())
      .catch((error: unknown) => {
        this.hashKey = undefined;
        throw error;
      });
    const key = await this.hashKey;
    return createHmac('sha256', key).update(`${userId}:${serial}:${taipeiToday(now)}`).digest('hex');
  }
}
