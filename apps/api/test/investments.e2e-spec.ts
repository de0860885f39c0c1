import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { INVESTMENTS_PAGE_SIZE, INVESTMENT_STATUS_LABELS, MESSAGES, ORDER_TEXTS } from '@lendbridge/domain';
import type { LenderInvestmentRow } from '@lendbridge/domain';
import { OrderJobs } from '../src/modules/orders/orders.jobs.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { adminOf, depositTo, expectLedgerReconciled, postIdempotent } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { factBorrower } from './factories/market.js';
import { completeBasic, signUp } from './factories/members.js';
import type { Member } from './factories/members.js';
import { INVESTMENTS, borrowerWithAccount, investor, marketLoan, placeOrder } from './factories/orders.js';

describe('lender investments', () => {
  let t: TestApp;
  let lender: Lender;
  let other: Lender;
  let borrower: Member;
  const serials: Record<string, string> = {};

  const list = async (query = '', member: Member = lender) => {
    const response = await member.browser.get(`${INVESTMENTS}${query}`);
    expect(response.status).toBe(200);
    return response.body as { data: LenderInvestmentRow[]; meta: { pagination: Record<string, number> } };
  };

  beforeAll(async () => {
    t = await createTestApp();
    lender = await investor(t, 100_000);
    other = await investor(t, 10_000);
    borrower = await factBorrower(t);
    const admin = await adminOf(t);

    const waiting = await marketLoan(t, { amount: 50_000, discountLenderFee: '0.50', minDiscountOrderAmount: 10_000, lenderFee: '1' }, borrower);
    const student = await marketLoan(t, { appType: 'student', grade: 'C_STU', amount: 50_000, application: { purpose: 'tuition' } }, borrower);
    const placed = await placeOrder(t, lender, [
      { serial: waiting.serial, amount: 9_000 },
      { serial: student.serial, amount: 1_000 },
    ]);
    expect(placed.status).toBe(201);
    [serials.waiting, serials.student] = placed.body.data.investments.map((row: LenderInvestmentRow) => row.serial);

    const lapsing = await marketLoan(t, { amount: 50_000 }, borrower);
    const lapsed = await placeOrder(t, lender, [{ serial: lapsing.serial, amount: 4_000 }], { payment_method: 'deposit' });
    serials.lapsed = lapsed.body.data.investments[0].serial;
    expect((await t.app.get(OrderJobs).run(new Date(new Date(lapsed.body.data.order.arrive_at).getTime() + 1_000))).lapsed).toBe(1);

    const pending = await marketLoan(t, { amount: 50_000 }, borrower);
    serials.pending = (await placeOrder(t, lender, [{ serial: pending.serial, amount: 2_000 }], { payment_method: 'deposit' })).body.data.investments[0].serial;

    const disbursing = await marketLoan(t, { amount: 5_000 }, borrower);
    serials.active = (await placeOrder(t, lender, [{ serial: disbursing.serial, amount: 5_000 }])).body.data.investments[0].serial;
    expect((await postIdempotent(admin, `/api/console/loans/${disbursing.serial}/disburse`, { reason: '已確認滿標' })).status).toBe(200);

    const owner = await borrowerWithAccount(t);
    const withdrawn = await marketLoan(t, { amount: 50_000 }, owner);
    serials.cancelled = (await placeOrder(t, lender, [{ serial: withdrawn.serial, amount: 3_000 }])).body.data.investments[0].serial;
    await depositTo(t, owner, 500);
    expect((await postIdempotent(owner, `/api/borrower/loans/${withdrawn.serial}/cancel`, {})).status).toBe(200);

    expect((await placeOrder(t, other, [{ serial: waiting.serial, amount: 1_000 }])).status).toBe(201);
  }, 120_000);

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('lists every investment newest first with the row fields and a link', async () => {
    const all = await list();
    expect(all.meta.pagination).toEqual({ total: 6, count: 6, per_page: INVESTMENTS_PAGE_SIZE, current_page: 1, total_pages: 1 });
    expect(all.data.map((row) => row.serial)).toEqual([serials.cancelled, serials.active, serials.pending, serials.lapsed, serials.student, serials.waiting]);
    const row = all.data.find((candidate) => candidate.serial === serials.student);
    expect(row).toEqual({
      serial: serials.student,
      loan_serial: expect.any(String),
      type: 'student',
      amount: 1_000,
      apr: expect.stringMatching(/^\d+\.\d{2}$/),
      period: 12,
      status: 'waiting',
      status_label: INVESTMENT_STATUS_LABELS.waiting,
      created_at: expect.any(String),
      link: `/investment/${serials.student}`,
    });
    expect((await list('', other)).data).toHaveLength(1);
  });

  it('splits the investments over the tabs and filters them by type and status', async () => {
    const statuses = async (query: string) => (await list(query)).data.map((row) => row.status).sort();
    expect(await statuses('?tab=waiting')).toEqual(['pending_payment', 'waiting', 'waiting']);
    expect(await statuses('?tab=active')).toEqual(['active']);
    expect(await statuses('?tab=closed')).toEqual(['cancelled', 'lapsed']);
    expect(await statuses('?tab=all')).toHaveLength(6);
    expect((await list('?filters[app_type]=student')).data.map((row) => row.serial)).toEqual([serials.student]);
    expect((await list('?tab=closed&filters[status]=cancelled')).data.map((row) => row.serial)).toEqual([serials.cancelled]);
    expect((await list('?tab=active&filters[status]=waiting')).data).toEqual([]);
    expect((await list('?filters[app_type]=ntu')).data).toEqual([]);
  });

  it('sorts by the allowed fields and pages by 15', async () => {
    const amounts = (await list('?order_by=amount')).data.map((row) => row.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const descending = (await list('?order_by=amount&order_dir=desc')).data.map((row) => row.amount);
    expect(descending).toEqual([...amounts].reverse());

    const many = await Promise.all(Array.from({ length: INVESTMENTS_PAGE_SIZE }, () => marketLoan(t, { amount: 10_000 }, borrower)));
    expect((await placeOrder(t, other, [])).status).toBe(400);
    await depositTo(t, other, 20_000);
    expect((await placeOrder(t, other, many.map((loan) => ({ serial: loan.serial, amount: 1_000 })))).status).toBe(201);
    const first = await list('', other);
    expect(first.meta.pagination).toEqual({ total: 16, count: 15, per_page: 15, current_page: 1, total_pages: 2 });
    const second = await list('?page=2', other);
    expect(second.meta.pagination).toMatchObject({ count: 1, current_page: 2 });
    expect(first.data.map((row) => row.serial)).not.toContain(second.data[0].serial);
  });

  it('refuses a query value it does not know, by its name', async () => {
    const response = await lender.browser.get(`${INVESTMENTS}?tab=open&page=x&order_by=name&filters[status]=paid`);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      tab: MESSAGES.invalidOption,
      page: MESSAGES.invalidPage,
      order_by: MESSAGES.invalidOption,
      'filters[status]': MESSAGES.invalidOption,
    });
  });

  it('shows one investment to its lender only, with the lender fee its order earned', async () => {
    const detail = await lender.browser.get(`${INVESTMENTS}/${serials.waiting}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      serial: serials.waiting,
      status: 'waiting',
      order_serial: expect.stringMatching(/^O/),
      payment_method: 'balance',
      arrive_at: null,
      lender_fee: '0.50',
      credit_level: 'A-',
      loan_status: 'matching',
      loan_status_label: '媒合中',
      paid_at: expect.any(String),
      disbursed_at: null,
    });
    const active = await lender.browser.get(`${INVESTMENTS}/${serials.active}`);
    expect(active.body.data).toMatchObject({ status: 'active', status_label: '還款中', loan_status: 'repaying', disbursed_at: expect.any(String), lender_fee: '1.00' });
    expect((await other.browser.get(`${INVESTMENTS}/${serials.waiting}`)).status).toBe(404);
    expect((await lender.browser.get(`${INVESTMENTS}/I000000000000`)).body.message).toBe(ORDER_TEXTS.investmentNotFound);
  });

  it('answers 401 to visitors and 403 below a full member', async () => {
    const visitor = new Browser(t.http);
    expect((await visitor.get(INVESTMENTS)).status).toBe(401);
    expect((await visitor.get(`${INVESTMENTS}/${serials.waiting}`)).status).toBe(401);
    const basic = await signUp(t);
    await completeBasic(basic);
    for (const path of [INVESTMENTS, `${INVESTMENTS}/${serials.waiting}`]) {
      const response = await basic.browser.get(path);
      expect({ status: response.status, code: response.body.code }).toEqual({ status: 403, code: 'NOT_MEMBER_FULL' });
    }
  });
});
