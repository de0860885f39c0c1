import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import {
  LEGAL_COLLECTION_ACTIVITY_NOTES,
  LEGAL_COLLECTION_AGREEMENT_COUNT,
  LEGAL_COLLECTION_API_TEXTS,
  LEGAL_COLLECTION_INBOX_SUBJECT,
  LEGAL_COLLECTION_PROGRESS_STATUSES,
  LEGAL_COLLECTION_STATUS_LABELS,
  LOCK_TYPE_LABELS,
  MESSAGES,
  courtFeeOf,
  legalCollectionCaseNotEligible,
  taipeiToday,
} from '@lendbridge/domain';
import type { LegalCollectionCase, LegalCollectionOverview } from '@lendbridge/domain';
import { LedgerService } from '../src/modules/ledger/ledger.service.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { businessToday, lateLoan, remainsOf } from './factories/legal-rows.js';
import type { LateInvestment, LateLoan } from './factories/legal-rows.js';
import { adminOf, depositTo, expectLedgerReconciled, postIdempotent } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { PASSWORD, signUp } from './factories/members.js';
import type { Member } from './factories/members.js';
import { investor, ledgerBalances } from './factories/orders.js';

const BASE = '/api/lender/legal-collections';
const CONSOLE = '/api/console/legal-collections';
const AGREED = Array.from({ length: LEGAL_COLLECTION_AGREEMENT_COUNT }, () => true);

describe('legal collection (法律催收)', () => {
  let t: TestApp;
  let admin: Member;
  /** Invests in the 45-days-late loan, a 20-days-late loan and a 60-days-late loan. */
  let lenderA: Lender;
  /** The other lender of the 45-days-late loan. */
  let lenderB: Lender;
  /** Invests all their cash in the 60-days-late loan. */
  let lenderC: Lender;
  let late45: LateLoan;
  let late20: LateLoan;
  let late60: LateLoan;
  let today: string;

  const investmentOf = (loan: LateLoan, lender: Lender): LateInvestment => {
    const found = loan.investments.find((investment) => investment.userId === lender.id);
    if (!found) throw new Error(`lender ${lender.id} has no investment in ${loan.serial}`);
    return found;
  };
  const casesOf = async (lender: Member): Promise<LegalCollectionCase[]> => {
    const response = await lender.browser.get(`${BASE}/cases`);
    expect(response.status).toBe(200);
    return response.body.data as LegalCollectionCase[];
  };
  const start = (lender: Member, body: Record<string, unknown>, key?: string): Promise<Response> =>
    postIdempotent(lender, `${BASE}/start`, { agreements: AGREED, password: PASSWORD, ...body }, key);
  const overview = async (lender: Member, id: number): Promise<LegalCollectionOverview> => {
    const response = await lender.browser.get(`${BASE}/${id}`);
    expect(response.status).toBe(200);
    return response.body.data as LegalCollectionOverview;
  };
  const advance = (id: number, note: string): Promise<Response> => postIdempotent(admin, `${CONSOLE}/${id}/advance`, { note });
  const bank = () => t.app.get(LedgerService).platformBalance('bank');

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminOf(t);
    lenderA = await investor(t, 250_000);
    lenderB = await investor(t, 50_000);
    lenderC = await investor(t, 10_000);
    late45 = await lateLoan(t, [{ lender: lenderA, amount: 150_000 }, { lender: lenderB, amount: 50_000 }], {
      daysLate: 45,
      paidPeriods: 2,
      penalty: 900,
    });
    late20 = await lateLoan(t, [{ lender: lenderA, amount: 20_000 }], { daysLate: 20 });
    late60 = await lateLoan(t, [{ lender: lenderA, amount: 30_000 }, { lender: lenderC, amount: 10_000 }], { daysLate: 60 });
    today = await businessToday(t);
  }, 180_000);

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('offers the cases late 30 days or more, with the unpaid parts of each investment and its court fees', async () => {
    const cases = await casesOf(lenderA);
    const first = investmentOf(late45, lenderA);
    const third = investmentOf(late60, lenderA);
    expect(cases.map((item) => item.serial)).toEqual([third.serial, first.serial]);
    expect(cases.map((item) => item.late_days)).toEqual([60, 45]);
    expect(cases.some((item) => item.serial === investmentOf(late20, lenderA).serial)).toBe(false);

    const [, shown] = cases;
    const owed = remainsOf(first, today);
    expect(owed.remain_penalty).toBe(675);
    expect(owed.remain_interest).toBeGreaterThan(0);
    expect(shown).toEqual({
      serial: first.serial,
      loan_serial: late45.serial,
      app_type: 'credit',
      amount: 150_000,
      apr: expect.any(String),
      period: 12,
      late_days: 45,
      ...owed,
      min_court_fee: courtFeeOf(owed.remain_principal),
      max_court_fee: courtFeeOf(owed.remain_principal + owed.remain_interest + owed.remain_penalty),
    });
    // Ten months of a NT$150,000 share are left: above NT$100,000, each started NT$10,000 adds NT$110.
    expect(owed.remain_principal).toBeGreaterThan(100_000);
    expect(shown.min_court_fee).toBe(1_000 + Math.ceil((owed.remain_principal - 100_000) / 10_000) * 110);
    expect(cases[0]).toMatchObject({ ...remainsOf(third, today), min_court_fee: 1_000, max_court_fee: 1_000 });

    expect((await casesOf(lenderB)).map((item) => item.serial)).toEqual([investmentOf(late45, lenderB).serial]);
    expect(await casesOf(await investor(t))).toEqual([]);
  });

  it('refuses an application without every agreement, without a case, with a wrong password or another lender’s case', async () => {
    const serial = investmentOf(late45, lenderA).serial;
    const before = await ledgerBalances(t, lenderA.id);

    const unticked = [...AGREED];
    unticked[3] = false;
    const notAgreed = await start(lenderA, { serials: [serial], agreements: unticked });
    expect(notAgreed.status).toBe(400);
    expect(notAgreed.body).toMatchObject({ message: LEGAL_COLLECTION_API_TEXTS.agreementsRequired, errors: { agreements: LEGAL_COLLECTION_API_TEXTS.agreementsRequired } });
    const sixOnly = await start(lenderA, { serials: [serial], agreements: AGREED.slice(1) });
    expect(sixOnly.body.errors).toEqual({ agreements: LEGAL_COLLECTION_API_TEXTS.agreementsRequired });

    const noCase = await start(lenderA, { serials: [] });
    expect(noCase.status).toBe(400);
    expect(noCase.body).toMatchObject({ message: LEGAL_COLLECTION_API_TEXTS.casesRequired, errors: { serials: LEGAL_COLLECTION_API_TEXTS.casesRequired } });

    const wrong = await start(lenderA, { serials: [serial], password: 'wrong-password-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'WRONG_PASSWORD', errors: { password: MESSAGES.wrongPassword } });

    const tooEarly = investmentOf(late20, lenderA).serial;
    const notLateEnough = await start(lenderA, { serials: [serial, tooEarly] });
    expect(notLateEnough.status).toBe(400);
    expect(notLateEnough.body).toMatchObject({ code: 'LEGAL_COLLECTION_CASE_NOT_ELIGIBLE', message: legalCollectionCaseNotEligible(tooEarly) });

    const othersCase = investmentOf(late45, lenderB).serial;
    const notMine = await start(lenderA, { serials: [othersCase] });
    expect(notMine.status).toBe(400);
    expect(notMine.body.message).toBe(legalCollectionCaseNotEligible(othersCase));

    const stale = await start(lenderA, { serials: [serial], court_fee: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'LEGAL_COLLECTION_COURT_FEE_CHANGED', message: LEGAL_COLLECTION_API_TEXTS.courtFeeChanged });

    expect(await ledgerBalances(t, lenderA.id)).toEqual(before);
    expect((await lenderA.browser.get(BASE)).body.data).toEqual([]);
  });

  it('holds a prepaid court fee only when the cash covers it', async () => {
    const serial = investmentOf(late60, lenderC).serial;
    const [item] = await casesOf(lenderC);
    expect(item.serial).toBe(serial);
    expect(await ledgerBalances(t, lenderC.id)).toEqual({ cash: 0, locked: 0 });

    const empty = await start(lenderC, { serials: [serial] });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'LEGAL_COLLECTION_INSUFFICIENT_BALANCE', message: LEGAL_COLLECTION_API_TEXTS.insufficientBalance });
    await depositTo(t, lenderC, item.max_court_fee - 1);
    const short = await start(lenderC, { serials: [serial], court_fee: item.max_court_fee });
    expect(short.status).toBe(400);
    expect(short.body.code).toBe('LEGAL_COLLECTION_INSUFFICIENT_BALANCE');

    const balance = await lenderC.browser.get(`${BASE}/balance`);
    expect(balance.status).toBe(200);
    expect(balance.body.data).toEqual({
      balance: item.max_court_fee - 1,
      transfer_info: { bank_code: '006', bank_name: expect.any(String), account_number: lenderC.virtualAccount },
    });

    await depositTo(t, lenderC, 1);
    const started = await start(lenderC, { serials: [serial], court_fee: item.max_court_fee });
    expect(started.status).toBe(201);
    expect(started.body.data).toMatchObject({ status: 'pending', progress: 4, court_fee: item.max_court_fee, fee_state: 'held' });
    expect(await ledgerBalances(t, lenderC.id)).toEqual({ cash: 0, locked: item.max_court_fee });
    await expectLedgerReconciled(t);
  });

  it('files a request: the fee held, the cases taken, the report with its activity and paged investments', async () => {
    const first = investmentOf(late45, lenderA);
    const third = investmentOf(late60, lenderA);
    const cases = await casesOf(lenderA);
    const fee = cases.reduce((sum, item) => sum + item.max_court_fee, 0);
    const before = await ledgerBalances(t, lenderA.id);
    const key = randomUUID();

    const started = await start(lenderA, { serials: [first.serial, third.serial], court_fee: fee }, key);
    expect(started.status).toBe(201);
    expect(started.body.message).toBe(LEGAL_COLLECTION_API_TEXTS.started);
    const request = started.body.data as LegalCollectionOverview;
    const claims = cases.reduce(
      (sum, item) => ({
        remain_principal: sum.remain_principal + item.remain_principal,
        remain_interest: sum.remain_interest + item.remain_interest,
        remain_penalty: sum.remain_penalty + item.remain_penalty,
      }),
      { remain_principal: 0, remain_interest: 0, remain_penalty: 0 },
    );
    expect(request).toEqual({
      id: expect.any(Number),
      status: 'pending',
      status_label: LEGAL_COLLECTION_STATUS_LABELS.pending,
      progress: 4,
      cancellable: true,
      court_fee: fee,
      fee_state: 'held',
      fee_state_label: expect.any(String),
      case_count: 2,
      ...claims,
      claim_total: claims.remain_principal + claims.remain_interest + claims.remain_penalty,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(await ledgerBalances(t, lenderA.id)).toEqual({ cash: before.cash - fee, locked: before.locked + fee });

    const replay = await start(lenderA, { serials: [first.serial, third.serial], court_fee: fee }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(started.body);
    expect(await ledgerBalances(t, lenderA.id)).toEqual({ cash: before.cash - fee, locked: before.locked + fee });

    expect(await casesOf(lenderA)).toEqual([]);
    const again = await start(lenderA, { serials: [first.serial] });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(legalCollectionCaseNotEligible(first.serial));

    const account = await lenderA.browser.get('/api/account/overview');
    expect(account.body.data.user_lock_amount_detail).toContainEqual({ lock_type: 'legal', amount: fee });
    expect(LOCK_TYPE_LABELS.legal).toBe('法律催收圈存');
    const statement = await lenderA.browser.get('/api/account/transactions');
    expect(statement.body.data[0]).toMatchObject({ expense: fee, subjects: [{ english_name: 'legal_fee', chinese_name: '法律催收預付費用' }] });

    expect(await overview(lenderA, request.id)).toEqual(request);
    const activities = await lenderA.browser.get(`${BASE}/${request.id}/activities`);
    expect(activities.body.data).toEqual([
      { date: expect.any(String), status: 'pending', status_label: LEGAL_COLLECTION_STATUS_LABELS.pending, note: LEGAL_COLLECTION_ACTIVITY_NOTES.started },
    ]);
    const page = await lenderA.browser.get(`${BASE}/${request.id}/investments?page=1`);
    expect(page.status).toBe(200);
    expect(page.body.meta.pagination).toEqual({ total: 2, count: 2, per_page: 10, current_page: 1, total_pages: 1 });
    expect(page.body.data.map((row: { serial: string }) => row.serial)).toEqual([first.serial, third.serial]);
    const [filed] = page.body.data;
    const firstCase = cases.find((item) => item.serial === first.serial);
    expect(filed).toEqual({
      serial: first.serial,
      loan_serial: late45.serial,
      amount: 150_000,
      remain_principal: firstCase?.remain_principal,
      remain_interest: firstCase?.remain_interest,
      remain_penalty: firstCase?.remain_penalty,
      claim_total: (firstCase?.remain_principal ?? 0) + (firstCase?.remain_interest ?? 0) + (firstCase?.remain_penalty ?? 0),
      court_fee: firstCase?.max_court_fee,
    });
    const past = await lenderA.browser.get(`${BASE}/${request.id}/investments?page=2`);
    expect(past.body).toMatchObject({ data: [], meta: { pagination: { total: 2, count: 0, current_page: 2 } } });

    const list = await lenderA.browser.get(BASE);
    expect(list.body.data).toEqual([request]);
    await expectLedgerReconciled(t);
  });

  it('cancels only while pending, giving the fee back and the cases free again', async () => {
    const [pending] = (await lenderA.browser.get(BASE)).body.data as LegalCollectionOverview[];
    const before = await ledgerBalances(t, lenderA.id);

    const cancelled = await postIdempotent(lenderA, `${BASE}/${pending.id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe(LEGAL_COLLECTION_API_TEXTS.cancelled);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', progress: null, cancellable: false, fee_state: 'released' });
    expect(await ledgerBalances(t, lenderA.id)).toEqual({ cash: before.cash + pending.court_fee, locked: before.locked - pending.court_fee });
    const statement = await lenderA.browser.get('/api/account/transactions');
    expect(statement.body.data[0]).toMatchObject({ income: pending.court_fee, subjects: [{ english_name: 'legal_fee_refund', chinese_name: '法律催收費用退還' }] });
    expect((await casesOf(lenderA)).map((item) => item.serial).sort()).toEqual(
      [investmentOf(late45, lenderA).serial, investmentOf(late60, lenderA).serial].sort(),
    );
    const activities = await lenderA.browser.get(`${BASE}/${pending.id}/activities`);
    expect(activities.body.data.map((row: { status: string; note: string }) => [row.status, row.note])).toEqual([
      ['pending', LEGAL_COLLECTION_ACTIVITY_NOTES.started],
      ['cancelled', LEGAL_COLLECTION_ACTIVITY_NOTES.cancelled],
    ]);

    const twice = await postIdempotent(lenderA, `${BASE}/${pending.id}/cancel`, {});
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'LEGAL_COLLECTION_NOT_CANCELLABLE', message: LEGAL_COLLECTION_API_TEXTS.notCancellable });
    expect(await ledgerBalances(t, lenderA.id)).toEqual({ cash: before.cash + pending.court_fee, locked: before.locked - pending.court_fee });
    await expectLedgerReconciled(t);
  });

  it('goes through every stage in the console at the spec percentages, paying the court at processing', async () => {
    const serial = investmentOf(late45, lenderA).serial;
    const started = await start(lenderA, { serials: [serial] });
    expect(started.status).toBe(201);
    const request = started.body.data as LegalCollectionOverview;
    const fee = request.court_fee;
    const held = await ledgerBalances(t, lenderA.id);
    const bankBefore = await bank();

    const progress: (number | null)[] = [(await overview(lenderA, request.id)).progress];
    for (const status of LEGAL_COLLECTION_PROGRESS_STATUSES.slice(1)) {
      const moved = await advance(request.id, `${status} 處理說明`);
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ id: request.id, status, status_label: LEGAL_COLLECTION_STATUS_LABELS[status] });
      const now = await overview(lenderA, request.id);
      progress.push(now.progress);
      expect(now.cancellable).toBe(false);
      if (status === 'preparing') {
        const refused = await postIdempotent(lenderA, `${BASE}/${request.id}/cancel`, {});
        expect(refused.status).toBe(409);
        expect(await ledgerBalances(t, lenderA.id)).toEqual(held);
        expect(await bank()).toBe(bankBefore);
      }
      if (status === 'processing') {
        expect(now.fee_state).toBe('paid');
        expect(await ledgerBalances(t, lenderA.id)).toEqual({ cash: held.cash, locked: held.locked - fee });
        expect(await bank()).toBe(bankBefore + fee);
      }
    }
    expect(progress).toEqual([4, 20, 20, 36, 52, 68, 84, 100]);
    expect(await ledgerBalances(t, lenderA.id)).toEqual({ cash: held.cash, locked: held.locked - fee });

    const done = await advance(request.id, '已結案');
    expect(done.status).toBe(409);
    expect(done.body).toMatchObject({ code: 'LEGAL_COLLECTION_NOT_ADVANCEABLE', message: LEGAL_COLLECTION_API_TEXTS.notAdvanceable });
    const noNote = await advance(request.id, ' ');
    expect(noNote.status).toBe(400);
    expect(noNote.body.errors).toEqual({ note: LEGAL_COLLECTION_API_TEXTS.noteRequired });

    const activities = await lenderA.browser.get(`${BASE}/${request.id}/activities`);
    expect(activities.body.data.map((row: { status: string }) => row.status)).toEqual([...LEGAL_COLLECTION_PROGRESS_STATUSES]);
    expect(activities.body.data[3].note).toBe('processing 處理說明');
    const inbox = await lenderA.browser.get('/api/inbox');
    expect((inbox.body.data as { subject: string }[]).filter((message) => message.subject === LEGAL_COLLECTION_INBOX_SUBJECT)).toHaveLength(7);

    const shown = await admin.browser.get(`${CONSOLE}/${request.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      id: request.id,
      status: 'finished',
      progress: 100,
      member_serial: lenderA.memberSerial,
      next_status: null,
      activities: expect.arrayContaining([expect.objectContaining({ status: 'processing' })]),
      investments: [expect.objectContaining({ serial })],
    });
    expect((await casesOf(lenderA)).map((item) => item.serial)).toContain(serial);

    const listed = await admin.browser.get(`${CONSOLE}?filter=${encodeURIComponent(JSON.stringify({ status: 'finished', user_id: lenderA.id }))}`);
    expect(listed.status).toBe(200);
    expect(listed.headers['content-range']).toBe('legal-collections 0-0/1');
    expect(listed.body).toEqual([expect.objectContaining({ id: request.id, status: 'finished', next_status: null, next_status_label: null })]);
    const badFilter = await admin.browser.get(`${CONSOLE}?filter=${encodeURIComponent(JSON.stringify({ status: 'lost' }))}`);
    expect(badFilter.status).toBe(400);
    await expectLedgerReconciled(t);
  });

  it('files a case once when two applications for it race', async () => {
    const serial = investmentOf(late45, lenderA).serial;
    const before = await ledgerBalances(t, lenderA.id);
    const answers = await Promise.all([start(lenderA, { serials: [serial] }), start(lenderA, { serials: [serial] })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    const refused = answers.find((answer) => answer.status === 400);
    expect(refused?.body.message).toBe(legalCollectionCaseNotEligible(serial));
    const filed = answers.find((answer) => answer.status === 201)?.body.data as LegalCollectionOverview;
    expect(await ledgerBalances(t, lenderA.id)).toEqual({ cash: before.cash - filed.court_fee, locked: before.locked + filed.court_fee });
    await expectLedgerReconciled(t);
  });

  describe('access', () => {
    it('answers 401 to a visitor and 403 below a full member on every lender route', async () => {
      const visitor = new Browser(t.http);
      await visitor.refreshCsrf();
      const member = await signUp(t);
      for (const path of [`${BASE}/cases`, BASE, `${BASE}/balance`, `${BASE}/1`, `${BASE}/1/activities`, `${BASE}/1/investments?page=1`]) {
        expect({ path, status: (await visitor.get(path)).status }).toEqual({ path, status: 401 });
        const refused = await member.browser.get(path);
        expect({ path, status: refused.status, code: refused.body.code }).toEqual({ path, status: 403, code: 'NOT_MEMBER' });
      }
      for (const path of [`${BASE}/start`, `${BASE}/1/cancel`]) {
        expect({ path, status: (await visitor.post(path, {})).status }).toEqual({ path, status: 401 });
        expect({ path, status: (await postIdempotent(member, path, {})).status }).toEqual({ path, status: 403 });
      }
    });

    it('answers 404 for another lender’s request and an unknown one', async () => {
      const [mine] = (await lenderC.browser.get(BASE)).body.data as LegalCollectionOverview[];
      for (const path of [`${BASE}/${mine.id}`, `${BASE}/${mine.id}/activities`, `${BASE}/${mine.id}/investments`, `${BASE}/999999`]) {
        const response = await lenderB.browser.get(path);
        expect({ path, status: response.status, message: response.body.message }).toEqual({
          path,
          status: 404,
          message: LEGAL_COLLECTION_API_TEXTS.requestNotFound,
        });
      }
      const cancel = await postIdempotent(lenderB, `${BASE}/${mine.id}/cancel`, {});
      expect(cancel.status).toBe(404);
      expect((await overview(lenderC, mine.id)).status).toBe('pending');
      expect((await lenderB.browser.get(BASE)).body.data).toEqual([]);
    });

    it('keeps the console for admins', async () => {
      const visitor = new Browser(t.http);
      await visitor.refreshCsrf();
      expect((await visitor.get(CONSOLE)).status).toBe(401);
      expect((await visitor.get(`${CONSOLE}/1`)).status).toBe(401);
      expect((await visitor.post(`${CONSOLE}/1/advance`, { note: 'x' })).status).toBe(401);
      expect((await lenderA.browser.get(CONSOLE)).status).toBe(403);
      expect((await lenderA.browser.get(`${CONSOLE}/1`)).status).toBe(403);
      expect((await postIdempotent(lenderA, `${CONSOLE}/1/advance`, { note: 'x' })).status).toBe(403);
      expect((await admin.browser.get(`${CONSOLE}/999999`)).status).toBe(404);
      expect((await advance(999_999, '處理')).status).toBe(404);
    });
  });

  it('keeps the books: every account agrees with its transfers and the sum is zero', async () => {
    const rows: { kind: string; total: number }[] = await t.app
      .get(DataSource)
      .query(`SELECT kind, sum(amount)::bigint AS total FROM ledger_transfers WHERE kind LIKE 'legal_fee_%' GROUP BY kind ORDER BY kind`);
    const totals = Object.fromEntries(rows.map((row) => [row.kind, row.total]));
    expect(Object.keys(totals).sort()).toEqual(['legal_fee_hold', 'legal_fee_payment', 'legal_fee_release']);
    const { locked } = await ledgerBalances(t, lenderA.id);
    const lockedC = (await ledgerBalances(t, lenderC.id)).locked;
    expect(totals.legal_fee_hold - totals.legal_fee_release - totals.legal_fee_payment).toBe(locked + lockedC);
    await expectLedgerReconciled(t);
  });

  it('dates the activities on the business clock once the demo moved it forward', async () => {
    const moved = await admin.browser.put('/api/console/clock', { days_forward: 40 });
    expect(moved.status).toBe(200);
    const businessDate = moved.body.data.today as string;
    try {
      const [free] = await casesOf(lenderA);
      if (!free) throw new Error('lenderA has no case left to file');
      await depositTo(t, lenderA, free.max_court_fee);
      const started = await start(lenderA, { serials: [free.serial] });
      expect(started.status).toBe(201);
      const id = started.body.data.id as number;
      expect((await advance(id, '已受理')).status).toBe(200);
      const activities = await lenderA.browser.get(`${BASE}/${id}/activities`);
      expect(activities.body.data.map((row: { date: string }) => taipeiToday(new Date(row.date)))).toEqual([businessDate, businessDate]);
    } finally {
      await t.app.get(DataSource).query(`UPDATE business_clock SET offset_days = 0 WHERE id = 1`);
    }
  });
});
