import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  CLEARING_FEE_BASE,
  CLEARING_INBOX_TEXTS,
  CLEARING_TEXTS,
  CLEAR_LIST_PAGE_SIZE,
  CLEAR_STATUS_LABELS,
  MESSAGES,
  clearAgreedMessage,
  clearAmountChanged,
  clearCashShort,
  clearDisagreedMessage,
  clearDoneMessage,
  clearRequestedMessage,
  daysBetween,
  interestForDays,
  lenderFeeOf,
  maskLenderSerial,
} from '@lendbridge/domain';
import type { ClearInvestmentRecord } from '@lendbridge/domain';
import { LedgerService } from '../src/modules/ledger/ledger.service.js';
import { BatchService } from '../src/modules/repayment/batch.service.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { businessToday, disbursedDaysAgo, expectRowsReconcile, expectTransitEmpty, repayingLoan, setCash } from './factories/clearing-rows.js';
import type { RepayingLoan } from './factories/clearing-rows.js';
import { expectLedgerReconciled, postIdempotent } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { completeBasic, signUp } from './factories/members.js';
import type { Member } from './factories/members.js';
import { borrowerWithAccount, investor, ledgerBalances } from './factories/orders.js';

const RECORDS = '/api/borrower/clear-investments';
const FINISHED = `${RECORDS}/finished`;
const REQUEST = `${RECORDS}/request`;
const CLEAR = `${RECORDS}/clear`;
const LENDER = '/api/lender/clear-requests';
const PROCESSING = `${LENDER}/processing`;
const LENDER_FINISHED = `${LENDER}/finished`;
const AGREE = `${LENDER}/agree`;
const DISAGREE = `${LENDER}/disagree`;

describe('early repayment and clearing', () => {
  let t: TestApp;
  let lenderA: Lender;
  let lenderB: Lender;
  let lenderC: Lender;

  const db = () => t.app.get(DataSource);
  const income = () => t.app.get(LedgerService).platformBalance('platform_income');
  const records = async (member: Member, status?: string): Promise<ClearInvestmentRecord[]> => {
    const response = await member.browser.get(status === undefined ? RECORDS : `${RECORDS}?status=${status}`);
    expect(response.status).toBe(200);
    return response.body.data as ClearInvestmentRecord[];
  };
  const recordOf = async (member: Member, serial: string): Promise<ClearInvestmentRecord> => {
    const found = (await records(member)).find((record) => record.serial === serial);
    if (!found) throw new Error(`No record ${serial}`);
    return found;
  };
  const subjects = async (member: Member): Promise<string[]> =>
    ((await member.browser.get('/api/inbox')).body.data as { subject: string }[]).map((message) => message.subject);
  const statusOf = async (table: 'loans' | 'investments', serial: string): Promise<string> =>
    ((await db().query(`SELECT status FROM ${table} WHERE serial = $1`, [serial])) as { status: string }[])[0]?.status ?? '';
  const requestAndAgree = async (borrower: Member, investments: RepayingLoan['investments']) => {
    expect((await borrower.browser.post(REQUEST, { serials: investments.map((investment) => investment.serial) })).status).toBe(200);
    for (const investment of investments) {
      expect((await investment.lender.browser.post(AGREE, { serials: [investment.serial] })).status).toBe(200);
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    lenderA = await investor(t, 500_000);
    lenderB = await investor(t, 500_000);
    lenderC = await investor(t, 500_000);
  }, 120_000);

  afterAll(async () => {
    await expectTransitEmpty(t);
    await expectLedgerReconciled(t);
    await t.close();
  });

  describe('one loan of two lenders, disbursed 15 days ago at 12 %', () => {
    let borrower: Lender;
    let loan: RepayingLoan;
    let a: RepayingLoan['investments'][number];
    let b: RepayingLoan['investments'][number];

    beforeAll(async () => {
      borrower = await borrowerWithAccount(t);
      const { disbursedOn } = await disbursedDaysAgo(t, 15);
      loan = await repayingLoan(t, borrower, [{ lender: lenderA, amount: 60_000 }, { lender: lenderB, amount: 40_000 }], disbursedOn);
      [a, b] = loan.investments as [typeof a, typeof b];
    }, 120_000);

    it('lists each investment as a wait_request record with its interest to today', async () => {
      // 60,000 × 12 % × 15 / 365 = 295.89 → 296; 40,000 × 12 % × 15 / 365 = 197.26 → 197
      expect(await records(borrower)).toEqual([
        {
          serial: a.serial,
          loan_serial: loan.serial,
          status: 'wait_request',
          status_label: CLEAR_STATUS_LABELS.wait_request,
          clear_fee_serial: loan.serial,
          clear_amount: 60_296,
          principal: 60_000,
          interest: 296,
          penalty: 0,
          lender: maskLenderSerial(lenderA.memberSerial),
          requested_at: null,
          cleared_at: null,
        },
        expect.objectContaining({ serial: b.serial, status: 'wait_request', clear_amount: 40_197, principal: 40_000, interest: 197 }),
      ]);
      expect((await records(borrower))[0]?.lender).not.toBe(lenderA.memberSerial);
      expect(await records(borrower, 'wait_agree')).toEqual([]);
      expect((await borrower.browser.get(`${RECORDS}?status=finished`)).status).toBe(400);
    });

    it('asks the lender, who disagrees (back to wait_request) and then agrees (wait_clear)', async () => {
      const asked = await borrower.browser.post(REQUEST, { serials: [a.serial] });
      expect(asked.status).toBe(200);
      expect(asked.body).toEqual({ title: CLEARING_TEXTS.requestedTitle, message: clearRequestedMessage(1) });
      expect(await records(borrower, 'wait_agree')).toEqual([
        expect.objectContaining({ serial: a.serial, status: 'wait_agree', status_label: CLEAR_STATUS_LABELS.wait_agree, requested_at: expect.any(String) }),
      ]);
      expect(await subjects(lenderA)).toContain(CLEARING_INBOX_TEXTS.requestedSubject);
      const again = await borrower.browser.post(REQUEST, { serials: [a.serial] });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'CLEAR_NOT_REQUESTABLE', message: CLEARING_TEXTS.notRequestable });

      expect((await lenderB.browser.post(AGREE, { serials: [a.serial] })).status).toBe(404);
      expect((await borrower.browser.post(AGREE, { serials: [a.serial] })).status).toBe(404);
      const waiting = await lenderA.browser.get(LENDER);
      expect(waiting.status).toBe(200);
      expect(waiting.body).toEqual({
        data: [
          {
            serial: a.serial,
            loan_serial: loan.serial,
            status: 'wait_agree',
            status_label: CLEAR_STATUS_LABELS.wait_agree,
            clear_amount: 60_296,
            principal: 60_000,
            interest: 296,
            penalty: 0,
            requested_at: expect.any(String),
            decided_at: null,
            cleared_at: null,
          },
        ],
        current_page: 1,
        per_page: CLEAR_LIST_PAGE_SIZE,
        next_page_url: null,
      });
      expect((await lenderB.browser.get(LENDER)).body.data).toEqual([]);

      const refused = await lenderA.browser.post(DISAGREE, { serials: [a.serial] });
      expect(refused.body).toEqual({ title: CLEARING_TEXTS.disagreedTitle, message: clearDisagreedMessage(1) });
      expect(await subjects(borrower)).toContain(CLEARING_INBOX_TEXTS.disagreedSubject);
      expect((await records(borrower, 'wait_request')).map((record) => record.serial)).toEqual([a.serial, b.serial]);
      expect((await lenderA.browser.get(LENDER)).body.data).toEqual([]);
      expect((await lenderA.browser.post(AGREE, { serials: [a.serial] })).body.code).toBe('CLEAR_NOT_DECIDABLE');

      expect((await borrower.browser.post(REQUEST, { serials: [a.serial] })).status).toBe(200);
      const agreed = await lenderA.browser.post(AGREE, { serials: [a.serial] });
      expect(agreed.body).toEqual({ title: CLEARING_TEXTS.agreedTitle, message: clearAgreedMessage(1) });
      expect(await subjects(borrower)).toContain(CLEARING_INBOX_TEXTS.agreedSubject);
      expect(await records(borrower, 'wait_clear')).toEqual([expect.objectContaining({ serial: a.serial, status: 'wait_clear', clear_amount: 60_296 })]);
      expect((await lenderA.browser.get(PROCESSING)).body.data).toEqual([
        expect.objectContaining({ serial: a.serial, status: 'wait_clear', decided_at: expect.any(String) }),
      ]);
      const twice = await lenderA.browser.post(AGREE, { serials: [a.serial] });
      expect(twice.status).toBe(409);
      expect(twice.body.message).toBe(CLEARING_TEXTS.notDecidable);
    });

    it('refuses a stale amount with the fresh figure and a short cash with 餘額不足, then clears and replays', async () => {
      await setCash(t, borrower, 60_000);
      const stale = await postIdempotent(borrower, CLEAR, { amount: 60_000, serials: [a.serial] });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ code: 'CLEAR_AMOUNT_CHANGED', message: clearAmountChanged(60_296) });
      const short = await postIdempotent(borrower, CLEAR, { amount: 60_296, serials: [a.serial] });
      expect(short.status).toBe(400);
      expect(short.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: clearCashShort(60_296, 60_000) });
      expect(short.body.message).toContain(MESSAGES.insufficientBalance);
      expect(await statusOf('investments', a.serial)).toBe('active');

      await setCash(t, borrower, 70_000);
      const lenderBefore = await ledgerBalances(t, lenderA.id);
      const incomeBefore = await income();
      const key = randomUUID();
      const cleared = await postIdempotent(borrower, CLEAR, { amount: 60_296, serials: [a.serial] }, key);
      expect(cleared.status).toBe(200);
      expect(cleared.body).toEqual({ title: CLEARING_TEXTS.clearSuccess, message: clearDoneMessage(1, 60_296, CLEARING_FEE_BASE, 0) });

      const lenderFee = lenderFeeOf(60_296, '1');
      expect(lenderFee).toBe(603);
      expect(await ledgerBalances(t, borrower.id)).toEqual({ cash: 70_000 - 60_296 - 300, locked: 0 });
      expect((await ledgerBalances(t, lenderA.id)).cash).toBe(lenderBefore.cash + 60_296 - lenderFee);
      expect(await income()).toBe(incomeBefore + 300 + lenderFee);
      await expectTransitEmpty(t);

      expect(await statusOf('investments', a.serial)).toBe('cleared');
      expect(await statusOf('loans', loan.serial)).toBe('repaying');
      const [own] = (await db().query(
        `SELECT count(*) FILTER (WHERE ir.status <> 'cleared')::int AS open, sum(ir.principal)::bigint AS principal,
                sum(ir.interest)::bigint AS interest, sum(ir.paid_fee)::bigint AS fee, bool_and(ir.paid_at IS NOT NULL) AS dated
           FROM investment_repayments ir JOIN investments i ON i.id = ir.investment_id WHERE i.serial = $1`,
        [a.serial],
      )) as { open: number; principal: number; interest: number; fee: number; dated: boolean }[];
      expect(own).toEqual({ open: 0, principal: 60_000, interest: 296, fee: lenderFee, dated: true });
      await expectRowsReconcile(t, [loan.id]);
      expect(await subjects(lenderA)).toContain(CLEARING_INBOX_TEXTS.clearedSubject);

      const replay = await postIdempotent(borrower, CLEAR, { amount: 60_296, serials: [a.serial] }, key);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toEqual(cleared.body);
      expect((await ledgerBalances(t, borrower.id)).cash).toBe(9_404);
      const again = await postIdempotent(borrower, CLEAR, { amount: 60_296, serials: [a.serial] });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('CLEAR_NOT_CLEARABLE');

      expect((await records(borrower)).map((record) => record.serial)).toEqual([b.serial]);
      const finished = await borrower.browser.get(FINISHED);
      expect(finished.body).toEqual({
        data: [
          {
            serial: a.serial,
            loan_serial: loan.serial,
            status: 'finished',
            status_label: CLEAR_STATUS_LABELS.finished,
            clear_fee_serial: loan.serial,
            clear_amount: 60_296,
            principal: 60_000,
            interest: 296,
            penalty: 0,
            lender: maskLenderSerial(lenderA.memberSerial),
            requested_at: expect.any(String),
            cleared_at: expect.any(String),
          },
        ],
        current_page: 1,
        per_page: CLEAR_LIST_PAGE_SIZE,
        next_page_url: null,
      });
      expect((await lenderA.browser.get(LENDER_FINISHED)).body.data).toEqual([
        expect.objectContaining({ serial: a.serial, status: 'finished', clear_amount: 60_296 }),
      ]);
      expect((await lenderA.browser.get(PROCESSING)).body.data).toEqual([]);
      expect((await lenderB.browser.get(LENDER_FINISHED)).body.data).toEqual([]);
    });
  });

  it('charges one fee per distinct clear_fee_serial and clears a loan whose investments are all cleared', async () => {
    const borrower = await borrowerWithAccount(t);
    const { disbursedOn } = await disbursedDaysAgo(t, 15);
    const x = await repayingLoan(t, borrower, [{ lender: lenderA, amount: 30_000 }, { lender: lenderB, amount: 20_000 }], disbursedOn);
    const y = await repayingLoan(t, borrower, [{ lender: lenderC, amount: 10_000 }], disbursedOn);
    const investments = [...x.investments, ...y.investments];
    await requestAndAgree(borrower, investments);
    // interest for 15 days at 12 %: 147.95 → 148, 98.63 → 99, 49.32 → 49
    const listed = await records(borrower, 'wait_clear');
    expect(listed.map((record) => [record.serial, record.clear_fee_serial, record.clear_amount])).toEqual([
      [x.investments[0]?.serial, x.serial, 30_148],
      [x.investments[1]?.serial, x.serial, 20_099],
      [y.investments[0]?.serial, y.serial, 10_049],
    ]);
    await setCash(t, borrower, 60_296 + 2 * CLEARING_FEE_BASE);
    const incomeBefore = await income();

    const cleared = await postIdempotent(borrower, CLEAR, { amount: 60_296, serials: investments.map((investment) => investment.serial) });
    expect(cleared.status).toBe(200);
    expect(cleared.body.message).toBe(clearDoneMessage(3, 60_296, 600, 0));
    expect((await ledgerBalances(t, borrower.id)).cash).toBe(0);
    const lenderFees = lenderFeeOf(30_148, '1') + lenderFeeOf(20_099, '1') + lenderFeeOf(10_049, '1');
    expect(await income()).toBe(incomeBefore + 600 + lenderFees);
    for (const serial of [x.serial, y.serial]) {
      const [state] = (await db().query(
        `SELECT l.status, l.cleared_at IS NOT NULL AS dated, bool_and(r.status = 'cleared') AS rows_cleared
           FROM loans l JOIN loan_repayments r ON r.loan_id = l.id WHERE l.serial = $1 GROUP BY l.id`,
        [serial],
      )) as { status: string; dated: boolean; rows_cleared: boolean }[];
      expect(state).toEqual({ status: 'cleared', dated: true, rows_cleared: true });
    }
    await expectRowsReconcile(t, [x.id, y.id]);
    const [clearing] = (await db().query(`SELECT kind, amount, fee, fee_paid, fee_carried FROM clearings ORDER BY id DESC LIMIT 1`)) as object[];
    expect(clearing).toEqual({ kind: 'early', amount: 60_296, fee: 600, fee_paid: 600, fee_carried: 0 });
  });

  it('adds the fee the cash cannot cover to the next monthly payment, and needs it once the loan closes', async () => {
    const borrower = await borrowerWithAccount(t);
    const { disbursedOn } = await disbursedDaysAgo(t, 15);
    const loan = await repayingLoan(t, borrower, [{ lender: lenderA, amount: 10_000 }, { lender: lenderB, amount: 10_000 }], disbursedOn);
    const [first, second] = loan.investments as [RepayingLoan['investments'][number], RepayingLoan['investments'][number]];
    await requestAndAgree(borrower, loan.investments);
    expect((await recordOf(borrower, first.serial)).clear_amount).toBe(10_049);

    await setCash(t, borrower, 10_049);
    const carried = await postIdempotent(borrower, CLEAR, { amount: 10_049, serials: [first.serial] });
    expect(carried.status).toBe(200);
    expect(carried.body.message).toBe(clearDoneMessage(1, 10_049, 0, CLEARING_FEE_BASE));
    expect((await ledgerBalances(t, borrower.id)).cash).toBe(0);
    const rows = (await db().query(`SELECT period, fee_amount, paid_fee, status FROM loan_repayments WHERE loan_id = $1 ORDER BY period LIMIT 2`, [
      loan.id,
    ])) as { period: number; fee_amount: number; paid_fee: number; status: string }[];
    expect(rows).toEqual([
      { period: 1, fee_amount: CLEARING_FEE_BASE, paid_fee: 0, status: 'unpaid' },
      { period: 2, fee_amount: 0, paid_fee: 0, status: 'unpaid' },
    ]);

    // The second clearing closes the loan: its own fee and the one carried must be paid now.
    await setCash(t, borrower, 10_049 + 2 * CLEARING_FEE_BASE - 1);
    const short = await postIdempotent(borrower, CLEAR, { amount: 10_049, serials: [second.serial] });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(clearCashShort(10_649, 10_648));
    await setCash(t, borrower, 10_049 + 2 * CLEARING_FEE_BASE);
    const closed = await postIdempotent(borrower, CLEAR, { amount: 10_049, serials: [second.serial] });
    expect(closed.status).toBe(200);
    expect(closed.body.message).toBe(clearDoneMessage(1, 10_049, 600, 0));
    expect((await ledgerBalances(t, borrower.id)).cash).toBe(0);
    expect(await statusOf('loans', loan.serial)).toBe('cleared');
    const [row] = (await db().query(`SELECT fee_amount, paid_fee, status FROM loan_repayments WHERE loan_id = $1 AND period = 1`, [loan.id])) as object[];
    expect(row).toEqual({ fee_amount: CLEARING_FEE_BASE, paid_fee: CLEARING_FEE_BASE, status: 'cleared' });
    await expectRowsReconcile(t, [loan.id]);
  });

  it('pays a late row with its penalty and the interest accrued since the last due date', async () => {
    const borrower = await borrowerWithAccount(t);
    const { today, disbursedOn } = await disbursedDaysAgo(t, 75);
    // The batch runs every day, so the row's penalty grows by a dollar at a time: the larger investment takes each one.
    const loan = await repayingLoan(t, borrower, [{ lender: lenderA, amount: 60_000 }, { lender: lenderB, amount: 40_000 }], disbursedOn);
    const [first] = loan.investments as [RepayingLoan['investments'][number]];
    const due = (await db().query(
      `SELECT period, to_char(due_date, 'YYYY-MM-DD') AS due_date, principal + interest AS payment FROM loan_repayments
        WHERE loan_id = $1 AND period <= 2 ORDER BY period`,
      [loan.id],
    )) as { period: number; due_date: string; payment: number }[];
    const [row1, row2] = due as [(typeof due)[number], (typeof due)[number]];
    expect(row2.due_date < today).toBe(true);

    const batch = t.app.get(BatchService);
    await setCash(t, borrower, row1.payment);
    await batch.run(row1.due_date);
    await setCash(t, borrower, 0);
    await batch.run(today);
    expect(await statusOf('loans', loan.serial)).toBe('overdue');

    const [late] = (await db().query(
      `SELECT ir.interest, ir.principal, ir.penalty, ir.status FROM investment_repayments ir JOIN investments i ON i.id = ir.investment_id
        WHERE i.serial = $1 AND ir.period = 2`,
      [first.serial],
    )) as { interest: number; principal: number; penalty: number; status: string }[];
    const [later] = (await db().query(
      `SELECT sum(ir.principal)::bigint AS principal, min(ir.interest) FILTER (WHERE ir.period = 3) AS next_interest
         FROM investment_repayments ir JOIN investments i ON i.id = ir.investment_id WHERE i.serial = $1 AND ir.period > 2`,
      [first.serial],
    )) as { principal: number; next_interest: number }[];
    if (!late || !later) throw new Error('The schedule is missing');
    expect(late.status).toBe('late');
    expect(late.penalty).toBeGreaterThan(0);
    const accrued = Math.min(interestForDays(later.principal, '12.00', daysBetween(row2.due_date, today)), later.next_interest);
    await requestAndAgree(borrower, [first]);
    const record = await recordOf(borrower, first.serial);
    expect(record).toMatchObject({
      principal: late.principal + later.principal,
      interest: late.interest + accrued,
      penalty: late.penalty,
      clear_amount: late.principal + later.principal + late.interest + accrued + late.penalty,
    });

    await setCash(t, borrower, record.clear_amount + CLEARING_FEE_BASE);
    const lenderBefore = await ledgerBalances(t, lenderA.id);
    const cleared = await postIdempotent(borrower, CLEAR, { amount: record.clear_amount, serials: [first.serial] });
    expect(cleared.status).toBe(200);
    const received = record.principal + record.interest;
    expect((await ledgerBalances(t, lenderA.id)).cash).toBe(lenderBefore.cash + record.clear_amount - lenderFeeOf(received, '1'));
    expect((await ledgerBalances(t, borrower.id)).cash).toBe(0);
    await expectRowsReconcile(t, [loan.id]);
    await expectTransitEmpty(t);
    expect(await statusOf('loans', loan.serial)).toBe('overdue');
    const penaltyIn = (await db().query(
      `SELECT sum(amount)::bigint AS amount FROM ledger_transfers WHERE kind = 'penalty' AND case_serial = $1`,
      [first.serial],
    )) as { amount: number }[];
    expect(penaltyIn[0]?.amount).toBe(late.penalty);
    expect(await businessToday(t)).toBe(today);
  });

  it('answers 404 for investments that are not the member’s', async () => {
    const stranger = await borrowerWithAccount(t);
    const [someone] = (await db().query(`SELECT serial FROM investments WHERE status = 'active' LIMIT 1`)) as { serial: string }[];
    if (!someone) throw new Error('No active investment');
    for (const [path, body] of [
      [REQUEST, { serials: [someone.serial] }],
      [CLEAR, { amount: 1_000, serials: [someone.serial] }],
      [AGREE, { serials: [someone.serial] }],
      [DISAGREE, { serials: ['I000000000000'] }],
    ] as const) {
      const response = await postIdempotent(stranger, path, body);
      expect({ path, status: response.status, message: response.body.message }).toEqual({ path, status: 404, message: CLEARING_TEXTS.investmentNotFound });
    }
    expect(await records(stranger)).toEqual([]);
  });

  it('answers 401 to visitors and 403 below a full member on every route', async () => {
    const visitor = new Browser(t.http);
    await visitor.refreshCsrf();
    const basic = await signUp(t);
    await completeBasic(basic);
    const gets = [RECORDS, FINISHED, LENDER, PROCESSING, LENDER_FINISHED];
    const posts: [string, object][] = [
      [REQUEST, { serials: ['I000000000000'] }],
      [CLEAR, { amount: 1_000, serials: ['I000000000000'] }],
      [AGREE, { serials: ['I000000000000'] }],
      [DISAGREE, { serials: ['I000000000000'] }],
    ];
    for (const path of gets) {
      expect({ path, status: (await visitor.get(path)).status }).toEqual({ path, status: 401 });
      const response = await basic.browser.get(path);
      expect({ path, status: response.status, code: response.body.code }).toEqual({ path, status: 403, code: 'NOT_MEMBER_FULL' });
    }
    for (const [path, body] of posts) {
      const anonymous = await visitor.agent
        .post(path)
        .set('X-Requested-With', 'XMLHttpRequest')
        .set('X-CSRF-Token', visitor.csrfToken)
        .set('Idempotency-Key', randomUUID())
        .send(body);
      expect({ path, status: anonymous.status }).toEqual({ path, status: 401 });
      const response = await postIdempotent(basic, path, body);
      expect({ path, status: response.status, code: response.body.code }).toEqual({ path, status: 403, code: 'NOT_MEMBER_FULL' });
    }
  });
});
