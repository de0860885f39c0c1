import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  ACCOUNT_API_TEXTS,
  INSTALMENT_DUE_REMINDER_DAYS,
  MESSAGES,
  NOTIFICATION_TEXTS,
  ORDER_INBOX_TEXTS,
  REPAYMENT_INBOX_TEXTS,
  registeredNotice,
  shiftIsoDate,
} from '@lendbridge/domain';
import type { ConsoleOutboxMessage, InboxMessage, NotificationType } from '@lendbridge/domain';
import { NotificationsService } from '../src/modules/notifications/notifications.service.js';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { adminOf, depositTo, postIdempotent, verifiedMember } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { submittedCreditApplication } from './factories/loans.js';
import { PASSWORD, answerQuestionnaire, signUp } from './factories/members.js';
import type { Member } from './factories/members.js';
import { marketLoan, placeOrder } from './factories/orders.js';
import { disbursedLoan, loanRows, runDates, spendCash } from './factories/repayment.js';

describe('member notifications of key events', () => {
  let t: TestApp;
  let admin: Member;

  /** The member's messages in the 訊息中心, newest first (one page is enough here). */
  const inbox = async (member: Member): Promise<InboxMessage[]> => {
    const response = await member.browser.get('/api/inbox');
    expect(response.status).toBe(200);
    return response.body.data as InboxMessage[];
  };

  /** The e-mails of one type the console's 通知紀錄 holds for the member. */
  const outbox = async (member: Member, kind: NotificationType): Promise<ConsoleOutboxMessage[]> => {
    const filter = encodeURIComponent(JSON.stringify({ user_id: member.id, kind }));
    const response = await admin.browser.get(`/api/console/outbox?filter=${filter}`);
    expect(response.status).toBe(200);
    return response.body as ConsoleOutboxMessage[];
  };

  /** The member was told once: one message with the subject, one e-mail of the type to the member's address. */
  const expectToldOnce = async (member: Member, kind: NotificationType, subject: string): Promise<InboxMessage> => {
    const messages = (await inbox(member)).filter((message) => message.subject === subject);
    expect(messages).toHaveLength(1);
    const mails = await outbox(member, kind);
    expect(mails.map((mail) => ({ channel: mail.channel, recipient: mail.recipient, subject: mail.subject, kind: mail.kind }))).toEqual([
      { channel: 'email', recipient: member.email, subject, kind },
    ]);
    expect(mails[0].body).toContain(messages[0].content);
    expect(mails[0].body).toContain(NOTIFICATION_TEXTS.emailFooter);
    return messages[0];
  };

  /** A full member with a verified bank who answered the questionnaire, and that much cash. */
  const lenderWith = async (cash: number): Promise<Lender> => {
    const lender = await verifiedMember(t);
    await answerQuestionnaire(lender);
    if (cash > 0) await depositTo(t, lender, cash);
    return lender;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminOf(t);
  }, 60_000);

  afterAll(async () => {
    await t.close();
  });

  it('welcomes a member who registers', async () => {
    const member = await signUp(t);
    await expectToldOnce(member, 'registered', NOTIFICATION_TEXTS.registeredSubject);
  });

  it('tells the applicant the application was submitted, then approved', async () => {
    const borrower = await verifiedMember(t);
    const serial = await submittedCreditApplication(borrower);
    const submitted = await expectToldOnce(borrower, 'application_submitted', MESSAGES.applicationSubmittedSubject);
    expect(submitted.loan_serials).toEqual([serial]);

    const [row] = (await admin.browser.get(`/api/console/loan-applications?filter=${encodeURIComponent(JSON.stringify({ q: serial }))}`))
      .body as { id: number }[];
    expect((await admin.browser.post(`/api/console/loan-applications/${row.id}/start-review`)).status).toBe(200);
    const approved = await admin.browser.post(`/api/console/loan-applications/${row.id}/approve`, {
      grade: 'C',
      amount: 200_000,
      period: 36,
      add_rate: '5.5',
      principal_repayment_type: 'equal_installment',
    });
    expect(approved.status).toBe(200);
    const message = await expectToldOnce(borrower, 'application_approved', MESSAGES.applicationApprovedSubject);
    expect(message.content).toContain(serial);
  });

  it('tells the applicant the application was rejected, with the reason', async () => {
    const borrower = await verifiedMember(t);
    const serial = await submittedCreditApplication(borrower);
    const [row] = (await admin.browser.get(`/api/console/loan-applications?filter=${encodeURIComponent(JSON.stringify({ q: serial }))}`))
      .body as { id: number }[];
    const rejected = await admin.browser.post(`/api/console/loan-applications/${row.id}/reject`, { reason: '收入證明不足' });
    expect(rejected.status).toBe(200);
    const message = await expectToldOnce(borrower, 'application_rejected', MESSAGES.applicationRejectedSubject);
    expect(message.content).toContain('收入證明不足');
  });

  it('tells a member a deposit was received', async () => {
    const member = await verifiedMember(t);
    await depositTo(t, member, 7_000);
    const message = await expectToldOnce(member, 'deposit_received', ACCOUNT_API_TEXTS.depositCreditedSubject);
    expect(message.content).toContain('7,000');
  });

  it('tells the lender the order was filled, and the borrower and lender of the disbursement', async () => {
    const lender = await lenderWith(100_000);
    const loan = await marketLoan(t, { amount: 100_000 });
    const placed = await placeOrder(t, lender, [{ serial: loan.serial, amount: 100_000 }]);
    expect(placed.status).toBe(201);
    const filled = await expectToldOnce(lender, 'order_filled', NOTIFICATION_TEXTS.orderFilledSubject);
    expect(filled.loan_serials).toEqual([loan.serial]);
    expect(filled.investment_serials).toHaveLength(1);

    const disbursed = await postIdempotent(admin, `/api/console/loans/${loan.serial}/disburse`, { reason: '已確認滿標' });
    expect(disbursed.status).toBe(200);
    const toLender = await expectToldOnce(lender, 'investment_disbursed', ORDER_INBOX_TEXTS.lenderDisbursedSubject);
    expect(toLender.investment_serials).toEqual(filled.investment_serials);
    await expectToldOnce(loan.borrower, 'loan_disbursed', ORDER_INBOX_TEXTS.borrowerDisbursedSubject);
  });

  it('tells a lender who pays a deposit order later that it was filled', async () => {
    const lender = await lenderWith(0);
    const loan = await marketLoan(t, { amount: 50_000 });
    const placed = await placeOrder(t, lender, [{ serial: loan.serial, amount: 10_000 }], { payment_method: 'deposit' });
    expect(placed.status).toBe(201);
    expect(await outbox(lender, 'order_filled')).toEqual([]);
    await depositTo(t, lender, 10_000);
    const paid = await postIdempotent(lender, `/api/v1/orders/${placed.body.data.order.serial as string}/pay`, {});
    expect(paid.status).toBe(200);
    await expectToldOnce(lender, 'order_filled', NOTIFICATION_TEXTS.orderFilledSubject);
  });

  it('tells a member the withdrawal was paid out', async () => {
    const member = await verifiedMember(t);
    await depositTo(t, member, 5_000);
    const asked = await postIdempotent(member, '/api/account/withdraw', { amount: 2_000, password: PASSWORD });
    expect(asked.status).toBe(200);
    const paid = await admin.browser.post('/api/console/withdrawals/payout', { ids: [asked.body.data.id as number], reason: '已匯款' });
    expect(paid.status).toBe(200);
    await expectToldOnce(member, 'withdrawal_paid', ACCOUNT_API_TEXTS.withdrawalPaidSubject);
  });

  it('reminds the borrower of an instalment a set number of days before it is due, once', async () => {
    const lender = await lenderWith(20_000);
    const borrower = await verifiedMember(t);
    const loan = await disbursedLoan(t, borrower, [{ member: lender, amount: 20_000 }], { period: 12 }, '2021-01-20');
    const [first] = await loanRows(t, loan.id);
    const remindOn = shiftIsoDate(first.due_date, -INSTALMENT_DUE_REMINDER_DAYS);

    await runDates(t, [shiftIsoDate(remindOn, -1)]);
    expect(await outbox(borrower, 'instalment_due')).toEqual([]);
    await runDates(t, [remindOn, shiftIsoDate(remindOn, 1)]);
    const message = await expectToldOnce(borrower, 'instalment_due', NOTIFICATION_TEXTS.instalmentDueSubject);
    expect(message.loan_serials).toEqual([loan.serial]);
    expect(message.content).toContain(first.due_date.replaceAll('-', '/'));
    expect(message.content).toContain((first.principal + first.interest).toLocaleString('en-US'));
  });

  it('tells the borrower when an instalment becomes late', async () => {
    const lender = await lenderWith(20_000);
    const borrower = await verifiedMember(t);
    const loan = await disbursedLoan(t, borrower, [{ member: lender, amount: 20_000 }], { period: 12 }, '2021-05-10');
    await spendCash(t, borrower.id);
    const [first] = await loanRows(t, loan.id);
    await runDates(t, [shiftIsoDate(first.due_date, 1), shiftIsoDate(first.due_date, 2)]);
    const message = await expectToldOnce(borrower, 'instalment_late', REPAYMENT_INBOX_TEXTS.lateSubject);
    expect(message.loan_serials).toEqual([loan.serial]);
  });

  it('tells nobody of an action that rolls back', async () => {
    const member = await signUp(t);
    const failed = t.app.get(DataSource).transaction(async (manager) => {
      await t.app.get(NotificationsService).notify(member.id, registeredNotice(), manager);
      throw new Error(`rolled back ${randomUUID()}`);
    });
    await expect(failed).rejects.toThrow(/rolled back/);
    await expectToldOnce(member, 'registered', NOTIFICATION_TEXTS.registeredSubject);
  });
});
