import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LOAN_STATUS_LABELS, MESSAGES, borrowerLoanPath } from '@lendbridge/domain';
import { OrderJobs } from '../src/modules/orders/orders.jobs.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { adminOf, expectLedgerReconciled, postIdempotent } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { setLoanState } from './factories/market.js';
import { completeBasic, signUp } from './factories/members.js';
import type { Member } from './factories/members.js';
import { borrowerWithAccount, investor, loanState, marketLoan, placeOrder } from './factories/orders.js';

const LOANS = '/api/borrower/loans';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('GET /api/borrower/loans/{serial}', () => {
  let t: TestApp;
  let borrower: Lender;
  let lender: Lender;

  const detail = (member: Member, serial: string) => member.browser.get(`${LOANS}/${serial}`);

  const own = async (serial: string) => {
    const response = await detail(borrower, serial);
    expect(response.status).toBe(200);
    return response.body.data as Record<string, unknown>;
  };

  beforeAll(async () => {
    t = await createTestApp();
    borrower = await borrowerWithAccount(t);
    lender = await investor(t, 100_000);
  }, 60_000);

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('shows a matching loan with the list fields, what lenders put in (paid or reserved) and no later step yet', async () => {
    const loan = await marketLoan(t, { amount: 50_000, period: 24, repayment: 'equal_principal' }, borrower);
    expect((await placeOrder(t, lender, [{ serial: loan.serial, amount: 12_000 }])).status).toBe(201);
    expect((await placeOrder(t, lender, [{ serial: loan.serial, amount: 3_000 }], { payment_method: 'deposit' })).status).toBe(201);

    const data = await own(loan.serial);
    expect(data).toMatchObject({
      loan_app_serial: loan.serial,
      status: LOAN_STATUS_LABELS.matching,
      status_code: 'matching',
      market_status: 'primary_unfinished',
      link: borrowerLoanPath(loan.serial),
      app_type: 'credit',
      amount: 50_000,
      period: 24,
      principal_repayment_type: 'equal_principal',
      grade: 'C',
      apr: expect.stringMatching(/^\d+\.\d{2}$/),
      approval_is_discount: false,
      borrower_fee: expect.any(Number),
      funding_deadline: expect.stringMatching(ISO),
      invested_amount: 15_000,
      funded_at: null,
      disbursed_at: null,
      cancelled_at: null,
      expired_at: null,
    });
    expect(data.original_approval_apr).toBe(data.apr);

    const listed = (await borrower.browser.get(LOANS)).body.data.find((row: { loan_app_serial: string }) => row.loan_app_serial === loan.serial);
    const detailOnly = ['invested_amount', 'funded_at', 'disbursed_at', 'cancelled_at', 'expired_at'];
    const ticking = ['discount_countdown_hours', 'discount_countdown_minutes'];
    const without = (row: Record<string, unknown>, keys: string[]) => Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)));
    expect(Object.keys(data).sort()).toEqual([...Object.keys(listed), ...detailOnly].sort());
    expect(without(data, [...detailOnly, ...ticking])).toEqual(without(listed, ticking));
  });

  it('shows the original approval rate of a discounted loan', async () => {
    const loan = await marketLoan(t, { amount: 10_000 }, borrower);
    await setLoanState(t, loan.id, { original_apr: '12.50' });
    expect(await own(loan.serial)).toMatchObject({ approval_is_discount: true, original_approval_apr: '12.50' });
  });

  it('tells when the loan was funded and disbursed', async () => {
    const loan = await marketLoan(t, { amount: 5_000 }, borrower);
    expect((await placeOrder(t, lender, [{ serial: loan.serial, amount: 5_000 }])).status).toBe(201);
    const funded = await own(loan.serial);
    expect(funded).toMatchObject({ status_code: 'funded', invested_amount: 5_000, funded_at: expect.stringMatching(ISO), disbursed_at: null });

    const admin = await adminOf(t);
    expect((await postIdempotent(admin, `/api/console/loans/${loan.serial}/disburse`, { reason: '已確認滿標' })).status).toBe(200);
    const state = await loanState(t, loan.serial);
    expect(await own(loan.serial)).toMatchObject({
      status: LOAN_STATUS_LABELS.repaying,
      status_code: 'repaying',
      invested_amount: 5_000,
      funded_at: funded.funded_at,
      disbursed_at: state.disbursed_at?.toISOString(),
    });
  });

  it('tells when the loan was withdrawn or left unfunded', async () => {
    const withdrawn = await marketLoan(t, { amount: 10_000 }, borrower);
    expect((await postIdempotent(borrower, `${LOANS}/${withdrawn.serial}/cancel`, {})).status).toBe(200);
    expect(await own(withdrawn.serial)).toMatchObject({ status_code: 'cancelled', cancelled_at: expect.stringMatching(ISO), expired_at: null });

    const unfunded = await marketLoan(t, { amount: 10_000 }, borrower);
    await setLoanState(t, unfunded.id, { funding_deadline: new Date(Date.now() - 1_000) });
    expect((await t.app.get(OrderJobs).run()).expired).toBe(1);
    expect(await own(unfunded.serial)).toMatchObject({ status_code: 'expired', expired_at: expect.stringMatching(ISO), cancelled_at: null });
  });

  it('shows a loan waiting for the rate confirmation before it is listed', async () => {
    const loan = await marketLoan(t, { amount: 10_000, stage: 'approved' }, borrower);
    expect(await own(loan.serial)).toMatchObject({ status_code: 'rate_confirming', funding_deadline: null, invested_amount: 0 });
  });

  it('answers 404 for another member’s loan and for an unknown serial', async () => {
    const loan = await marketLoan(t, { amount: 10_000 }, borrower);
    for (const member of [lender, await borrowerWithAccount(t)]) {
      const response = await detail(member, loan.serial);
      expect({ status: response.status, code: response.body.code, message: response.body.message }).toEqual({
        status: 404,
        code: 'NOT_FOUND',
        message: MESSAGES.notFound,
      });
    }
    expect((await detail(borrower, 'A000000000000')).status).toBe(404);
  });

  it('answers 401 to visitors and 403 below a full member', async () => {
    const loan = await marketLoan(t, { amount: 10_000 }, borrower);
    expect((await new Browser(t.http).get(`${LOANS}/${loan.serial}`)).status).toBe(401);
    const basic = await signUp(t);
    await completeBasic(basic);
    const response = await detail(basic, loan.serial);
    expect({ status: response.status, code: response.body.code }).toEqual({ status: 403, code: 'NOT_MEMBER_FULL' });
  });
});
