import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import {
  INSTALMENT_DUE_REMINDER_DAYS,
  REPAYMENT_OPEN_STATUSES,
  SERVICED_LOAN_STATUSES,
  instalmentDueNotice,
  noticeEmailBody,
} from '@lendbridge/domain';
import type { MemberNotice } from '@lendbridge/domain';
import { InboxService } from '../inbox/inbox.service.js';
import { OutboxService } from '../outbox/outbox.service.js';

interface DueRow {
  user_id: number;
  loan_serial: string;
  period: number;
  due_date: string;
  owed: number;
}

/**
 * Tells a member of a key event: a message in the member's 訊息中心 and an e-mail through the
 * outbox (its kind the notice's type), both written with the caller's transaction, so an action
 * that rolls back notifies nobody. The outbox delivers the e-mail once the row is committed.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly inbox: InboxService,
    private readonly outbox: OutboxService,
  ) {}

  async notify(userId: number, notice: MemberNotice, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await this.inbox.send(
      {
        userId,
        subject: notice.subject,
        content: notice.content,
        loanSerials: [...(notice.loanSerials ?? [])],
        investmentSerials: [...(notice.investmentSerials ?? [])],
      },
      manager,
    );
    const [user] = (await manager.query(`SELECT email FROM users WHERE id = $1`, [userId])) as { email: string }[];
    await this.outbox.enqueue(
      { channel: 'email', recipient: user.email, subject: notice.subject, body: noticeEmailBody(notice), kind: notice.type, userId },
      manager,
    );
  }

  /**
   * The daily batch's reminders: each open instalment of a serviced loan falling due within
   * INSTALMENT_DUE_REMINDER_DAYS after the business date is reminded to its borrower, once (an
   * instalment_reminders row records it in the same transaction). Answers how many were sent.
   */
  async remindDueInstalments(businessDate: string): Promise<number> {
    const sent = await this.dataSource.transaction(async (manager) => {
      const rows = (await manager.query(
        `WITH due AS (
           INSERT INTO instalment_reminders (loan_repayment_id, business_date)
           SELECT r.id, $1::date
             FROM loan_repayments r JOIN loans l ON l.id = r.loan_id
            WHERE r.status = ANY ($2::text[]) AND l.status = ANY ($3::text[])
              AND r.due_date > $1::date AND r.due_date <= $1::date + $4::int
           ON CONFLICT (loan_repayment_id) DO NOTHING
           RETURNING loan_repayment_id)
         SELECT l.borrower_id AS user_id, l.serial AS loan_serial, r.period, to_char(r.due_date, 'YYYY-MM-DD') AS due_date,
                (r.principal + r.interest + r.fee_amount + r.penalty
                 - r.paid_principal - r.paid_interest - r.paid_fee - r.paid_penalty)::bigint AS owed
           FROM due JOIN loan_repayments r ON r.id = due.loan_repayment_id JOIN loans l ON l.id = r.loan_id
          ORDER BY r.due_date, r.id`,
        [businessDate, [...REPAYMENT_OPEN_STATUSES], [...SERVICED_LOAN_STATUSES], INSTALMENT_DUE_REMINDER_DAYS],
      )) as DueRow[];
      for (const row of rows) {
        await this.notify(row.user_id, instalmentDueNotice(row.loan_serial, row.period, row.due_date, row.owed), manager);
      }
      return rows.length;
    });
    if (sent > 0) void this.outbox.drain();
    return sent;
  }
}
