import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { CONSOLE_LOAN_TEXTS, LOAN_CANCEL_FEE, MESSAGES, ORDER_INBOX_TEXTS, ORDER_TEXTS, protectionProvisionOf } from '@lendbridge/domain';
import { LedgerService } from '../src/modules/ledger/ledger.service.js';
import { FundingService } from '../src/modules/orders/funding.service.js';
import { OrderJobs } from '../src/modules/orders/orders.jobs.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { adminOf, depositTo, expectLedgerReconciled, postIdempotent } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { setLoanState } from './factories/market.js';
import { completeBasic, signUp } from './factories/members.js';
import type { Member } from './factories/members.js';
import { ORDERS, borrowerWithAccount, expectInvestedMatches, investor, ledgerBalances, loanState, marketLoan, placeOrder } from './factories/orders.js';

const CONSOLE_LOANS = '/api/console/loans';

describe('funding, disbursement, withdrawal and expiry', () => {
  let t: TestApp;
  let admin: Member;
  let lenderA: Lender;
  let lenderB: Lender;

  const income = () => t.app.get(LedgerService).platformBalance('platform_income');
  const fund = () => t.app.get(LedgerService).platformBalance('protection_fund');
  const subjects = async (member: Member): Promise<string[]> =>
    ((await member.browser.get('/api/inbox')).body.data as { subject: string }[]).map((message) => message.subject);
  const investmentStatuses = async (serial: string): Promise<string[]> =>
    (
      (await t.app
        .get(DataSource)
        .query(`SELECT i.status FROM investments i JOIN loans l ON l.id = i.loan_id WHERE l.serial = $1 ORDER BY i.id`, [serial])) as { status: string }[]
    ).map((row) => row.status);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminOf(t);
    lenderA = await investor(t, 100_000);
    lenderB = await investor(t, 100_000);
  }, 60_000);

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('funds a loan with its last amount and disburses it: borrower cash = sum − fee, platform income + fee', async () => {
    const borrower = await borrowerWithAccount(t);
    const loan = await marketLoan(t, { amount: 20_000, period: 12 }, borrower);
    const fee = (await loanState(t, loan.serial)).borrower_fee;
    expect(fee).toBe(200);

    expect((await placeOrder(t, lenderA, [{ serial: loan.serial, amount: 12_000 }])).status).toBe(201);
    expect(await loanState(t, loan.serial)).toMatchObject({ status: 'matching', invested_amount: 12_000, funded_at: null });
    const early = await postIdempotent(admin, `${CONSOLE_LOANS}/${loan.serial}/disburse`, { reason: '已確認滿標' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'LOAN_NOT_FUNDED', message: ORDER_TEXTS.loanNotFunded });

    expect((await placeOrder(t, lenderB, [{ serial: loan.serial, amount: 8_000 }])).status).toBe(201);
    const funded = await loanState(t, loan.serial);
    expect(funded).toMatchObject({ status: 'funded', market_status: 'primary_finished', invested_amount: 20_000 });
    expect(await subjects(borrower)).toContain(ORDER_INBOX_TEXTS.loanFundedSubject);

    const listed = await admin.browser.get(`${CONSOLE_LOANS}?filter=${encodeURIComponent(JSON.stringify({ status: 'funded', q: loan.serial }))}`);
    expect(listed.status).toBe(200);
    expect(listed.headers['content-range']).toBe('loans 0-0/1');
    expect(listed.body).toEqual([
      expect.objectContaining({ serial: loan.serial, status: 'funded', status_label: '已滿標', amount: 20_000, invested_amount: 20_000, waiting_count: 2, waiting_amount: 20_000, borrower_fee: 200 }),
    ]);

    const [aBefore, bBefore, incomeBefore, fundBefore] = [
      await ledgerBalances(t, lenderA.id),
      await ledgerBalances(t, lenderB.id),
      await income(),
      await fund(),
    ];
    const bare = await postIdempotent(admin, `${CONSOLE_LOANS}/${loan.serial}/disburse`, {});
    expect(bare.status).toBe(400);
    expect(bare.body.errors).toEqual({ reason: `${CONSOLE_LOAN_TEXTS.disburse_reason}為必填` });
    expect((await loanState(t, loan.serial)).status).toBe('funded');
    const key = randomUUID();
    const disbursed = await postIdempotent(admin, `${CONSOLE_LOANS}/${loan.serial}/disburse`, { reason: '已確認滿標' }, key);
    expect(disbursed.status).toBe(200);
    expect(disbursed.body).toMatchObject({ serial: loan.serial, status: 'repaying', status_label: '還款中', disbursed_at: expect.any(String), waiting_count: 0 });
    expect(
      await t.app.get(DataSource).query(`SELECT actor_id, action, data FROM audit_logs WHERE target_type = 'loan' AND target_id = $1`, [loan.serial]),
    ).toEqual([
      {
        actor_id: admin.id,
        action: 'loan.disbursed',
        data: { amount: 20_000, borrower_fee: fee, borrower_id: borrower.id, reason: '已確認滿標' },
      },
    ]);
    expect(await ledgerBalances(t, borrower.id)).toEqual({ cash: 20_000 - fee, locked: 0 });
    const provision = protectionProvisionOf(fee);
    expect(provision).toBe(60);
    expect(await income()).toBe(incomeBefore + fee - provision);
    expect(await fund()).toBe(fundBefore + provision);
    expect(await ledgerBalances(t, lenderA.id)).toEqual({ cash: aBefore.cash, locked: aBefore.locked - 12_000 });
    expect(await ledgerBalances(t, lenderB.id)).toEqual({ cash: bBefore.cash, locked: bBefore.locked - 8_000 });
    expect(await investmentStatuses(loan.serial)).toEqual(['active', 'active']);
    await expectInvestedMatches(t, loan.serial);
    expect(await subjects(borrower)).toContain(ORDER_INBOX_TEXTS.borrowerDisbursedSubject);
    expect(await subjects(lenderA)).toContain(ORDER_INBOX_TEXTS.lenderDisbursedSubject);

    const statement = await borrower.browser.get('/api/account/transactions');
    expect(statement.body.data.map((row: { subjects: { english_name: string }[] }) => row.subjects[0].english_name)).toEqual([
      'borrower_fee',
      'loan_disbursement',
      'loan_disbursement',
    ]);
    expect(statement.body.data[0]).toMatchObject({ expense: fee, link: `/loan/${loan.serial}` });

    const replay = await postIdempotent(admin, `${CONSOLE_LOANS}/${loan.serial}/disburse`, { reason: '已確認滿標' }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(disbursed.body);
    const again = await postIdempotent(admin, `${CONSOLE_LOANS}/${loan.serial}/disburse`, { reason: '已確認滿標' });
    expect(again.status).toBe(409);
    expect(await ledgerBalances(t, borrower.id)).toEqual({ cash: 20_000 - fee, locked: 0 });

    const shown = await admin.browser.get(`${CONSOLE_LOANS}/${funded.id}`);
    expect(shown.body).toEqual(disbursed.body);
  });

  it('shows the borrower what withdrawing costs, and the withdrawal returns every lock', async () => {
    const borrower = await borrowerWithAccount(t);
    const loan = await marketLoan(t, { amount: 50_000 }, borrower);
    const saver = await investor(t);
    const paid = await placeOrder(t, lenderA, [{ serial: loan.serial, amount: 10_000 }]);
    const reserved = await placeOrder(t, saver, [{ serial: loan.serial, amount: 5_000 }], { payment_method: 'deposit' });
    expect([paid.status, reserved.status]).toEqual([201, 201]);
    const aBefore = await ledgerBalances(t, lenderA.id);

    const info = await borrower.browser.get(`/api/borrower/loans/${loan.serial}/cancel-info`);
    expect(info.status).toBe(200);
    expect(info.body.data).toEqual({
      balance: 0,
      progress: '30.00',
      processing_amount: 15_000,
      cancel_fee: LOAN_CANCEL_FEE,
      borrower_fee: 0,
      lender_fee: 0,
      interest: 0,
      total_cancel_amount: LOAN_CANCEL_FEE,
    });

    const broke = await postIdempotent(borrower, `/api/borrower/loans/${loan.serial}/cancel`, {});
    expect(broke.status).toBe(400);
    expect(broke.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: ORDER_TEXTS.cancelFeeShort });
    expect(await loanState(t, loan.serial)).toMatchObject({ status: 'matching' });

    const stranger = await postIdempotent(lenderA, `/api/borrower/loans/${loan.serial}/cancel`, {});
    expect(stranger.status).toBe(404);
    expect((await lenderA.browser.get(`/api/borrower/loans/${loan.serial}/cancel-info`)).status).toBe(404);

    await depositTo(t, borrower, 800);
    const incomeBefore = await income();
    const cancelled = await postIdempotent(borrower, `/api/borrower/loans/${loan.serial}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toEqual({
      serial: loan.serial,
      status: 'cancelled',
      status_label: '已下架',
      cancel_fee: LOAN_CANCEL_FEE,
      released_amount: 10_000,
      investments_cancelled: 2,
    });
    expect(await ledgerBalances(t, borrower.id)).toEqual({ cash: 300, locked: 0 });
    expect(await income()).toBe(incomeBefore + LOAN_CANCEL_FEE);
    expect(await ledgerBalances(t, lenderA.id)).toEqual({ cash: aBefore.cash + 10_000, locked: aBefore.locked - 10_000 });
    expect(await investmentStatuses(loan.serial)).toEqual(['cancelled', 'cancelled']);
    expect(await loanState(t, loan.serial)).toMatchObject({ status: 'cancelled', market_status: null });
    expect(await subjects(lenderA)).toContain(ORDER_INBOX_TEXTS.loanCancelledSubject);
    expect(await subjects(saver)).toContain(ORDER_INBOX_TEXTS.loanCancelledSubject);

    const order = await saver.browser.get(`${ORDERS}/${reserved.body.data.order.serial}`);
    expect(order.body.data.order.status).toBe('cancelled');
    await depositTo(t, saver, 5_000);
    const pay = await postIdempotent(saver, `${ORDERS}/${reserved.body.data.order.serial}/pay`, {});
    expect(pay.body.code).toBe('ORDER_NOT_PENDING');

    const twice = await postIdempotent(borrower, `/api/borrower/loans/${loan.serial}/cancel`, {});
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'LOAN_NOT_CANCELLABLE', message: ORDER_TEXTS.loanNotCancellable });
    expect((await borrower.browser.get(`/api/borrower/loans/${loan.serial}/cancel-info`)).status).toBe(409);
    expect((await placeOrder(t, lenderB, [{ serial: loan.serial, amount: 1_000 }])).status).toBe(409);
  });

  it('withdraws a loan nobody invested in for free, and a funded one before disbursement', async () => {
    const borrower = await borrowerWithAccount(t);
    const empty = await marketLoan(t, { amount: 10_000 }, borrower);
    const info = await borrower.browser.get(`/api/borrower/loans/${empty.serial}/cancel-info`);
    expect(info.body.data).toMatchObject({ processing_amount: 0, cancel_fee: 0, total_cancel_amount: 0, progress: '0.00' });
    const free = await postIdempotent(borrower, `/api/borrower/loans/${empty.serial}/cancel`, {});
    expect(free.body.data).toMatchObject({ status: 'cancelled', cancel_fee: 0, released_amount: 0, investments_cancelled: 0 });

    const full = await marketLoan(t, { amount: 4_000 }, borrower);
    expect((await placeOrder(t, lenderB, [{ serial: full.serial, amount: 4_000 }])).status).toBe(201);
    expect((await loanState(t, full.serial)).status).toBe('funded');
    await depositTo(t, borrower, LOAN_CANCEL_FEE);
    const bBefore = await ledgerBalances(t, lenderB.id);
    const withdrawn = await postIdempotent(borrower, `/api/borrower/loans/${full.serial}/cancel`, {});
    expect(withdrawn.body.data).toMatchObject({ status: 'cancelled', released_amount: 4_000 });
    expect(await ledgerBalances(t, lenderB.id)).toEqual({ cash: bBefore.cash + 4_000, locked: bBefore.locked - 4_000 });
    expect(await ledgerBalances(t, borrower.id)).toEqual({ cash: 0, locked: 0 });
  });

  it('expires loans still matching at their funding deadline, releasing every lock', async () => {
    const loan = await marketLoan(t, { amount: 30_000 });
    const fundedLoan = await marketLoan(t, { amount: 2_000 });
    const open = await marketLoan(t, { amount: 30_000 });
    const saver = await investor(t);
    expect((await placeOrder(t, lenderA, [{ serial: loan.serial, amount: 6_000 }])).status).toBe(201);
    expect((await placeOrder(t, saver, [{ serial: loan.serial, amount: 2_000 }], { payment_method: 'deposit' })).status).toBe(201);
    expect((await placeOrder(t, lenderA, [{ serial: fundedLoan.serial, amount: 2_000 }])).status).toBe(201);
    const aBefore = await ledgerBalances(t, lenderA.id);
    const past = new Date(Date.now() - 1_000);
    await setLoanState(t, (await loanState(t, loan.serial)).id, { funding_deadline: past });
    await setLoanState(t, (await loanState(t, fundedLoan.serial)).id, { funding_deadline: past });

    const late = await placeOrder(t, lenderB, [{ serial: loan.serial, amount: 1_000 }]);
    expect(late.status).toBe(409);
    expect(late.body.data.loans[0]).toMatchObject({ amount: 0, amount_investable: 0 });

    expect(await t.app.get(OrderJobs).run()).toMatchObject({ expired: 1 });
    expect(await loanState(t, loan.serial)).toMatchObject({ status: 'expired', market_status: null });
    expect(await investmentStatuses(loan.serial)).toEqual(['expired', 'expired']);
    expect(await ledgerBalances(t, lenderA.id)).toEqual({ cash: aBefore.cash + 6_000, locked: aBefore.locked - 6_000 });
    expect(await subjects(lenderA)).toContain(ORDER_INBOX_TEXTS.loanExpiredSubject);
    expect(await subjects(saver)).toContain(ORDER_INBOX_TEXTS.loanExpiredSubject);
    expect((await loanState(t, fundedLoan.serial)).status).toBe('funded');
    expect((await loanState(t, open.serial)).status).toBe('matching');
    expect(await t.app.get(FundingService).expireLoans()).toBe(0);
  });

  it('keeps the console to admins and the withdrawal to full members', async () => {
    const member = await investor(t);
    for (const response of [
      await member.browser.get(CONSOLE_LOANS),
      await member.browser.get(`${CONSOLE_LOANS}/1`),
      await postIdempotent(member, `${CONSOLE_LOANS}/A000000000000/disburse`, { reason: '已確認滿標' }),
    ]) {
      expect({ status: response.status, code: response.body.code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    }
    const visitor = new Browser(t.http);
    expect((await visitor.get(CONSOLE_LOANS)).status).toBe(401);
    expect((await visitor.get('/api/borrower/loans/A000000000000/cancel-info')).status).toBe(401);
    const basic = await signUp(t);
    await completeBasic(basic);
    for (const response of [
      await basic.browser.get('/api/borrower/loans/A000000000000/cancel-info'),
      await postIdempotent(basic, '/api/borrower/loans/A000000000000/cancel', {}),
    ]) {
      expect({ status: response.status, code: response.body.code, message: response.body.message }).toEqual({
        status: 403,
        code: 'NOT_MEMBER_FULL',
        message: MESSAGES.notMemberFull,
      });
    }
    const sorted = await admin.browser.get(`${CONSOLE_LOANS}?sort=${encodeURIComponent('["amount","ASC"]')}&range=${encodeURIComponent('[0,1]')}`);
    expect(sorted.status).toBe(200);
    expect(sorted.body).toHaveLength(2);
    expect(sorted.body[0].amount).toBeLessThanOrEqual(sorted.body[1].amount);
    const badFilter = await admin.browser.get(`${CONSOLE_LOANS}?filter=${encodeURIComponent('{"status":"open"}')}`);
    expect(badFilter.status).toBe(400);
  });
});
