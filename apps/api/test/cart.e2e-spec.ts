import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  CART_TEXTS,
  MESSAGES,
  cartAmountAboveInvestable,
  cartAmountAboveWarning,
  cartLoanClosedWarning,
  loanApprovalSchema,
  requiredField,
} from '@lendbridge/domain';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { submittedCreditApplication } from './factories/loans.js';
import { answerQuestionnaire, bindBank, completeBasic, completeProfile, fullMember, signUp, signUpAs } from './factories/members.js';
import type { Member } from './factories/members.js';
import { BorrowerLoansService } from '../src/modules/loans/borrower-loans.service.js';
import { LoanReviewService } from '../src/modules/loans/loan-review.service.js';

const CARTS = '/api/v1/carts';

/** The market fields of a listed loan; no service sets them yet, so the test writes them. */
interface MarketFields {
  apr?: string;
  amount?: number;
  invested_amount?: number;
  pgr?: string;
  lender_fee?: string;
  discount_lender_fee?: string | null;
  min_discount_order_amount?: number | null;
  status?: string;
  funding_deadline?: Date | null;
}

/** 10,000 here: 12 % for 12 months, fee 1 %, 0.5 % on orders of 20,000 or more, no protection. */
const LOAN_A: MarketFields = { apr: '12.00', lender_fee: '1.00', discount_lender_fee: '0.50', min_discount_order_amount: 20000, pgr: '0' };
/** 20,000 here: 6 % for 24 months, fee 1 %, no discount, 80 % protection. */
const LOAN_B: MarketFields = { apr: '6.00', lender_fee: '1.00', pgr: '80' };

describe('cart', () => {
  let t: TestApp;
  let borrower: Member;
  let admin: Member;

  const db = () => t.app.get(DataSource);

  const setMarket = async (serial: string, fields: MarketFields): Promise<void> => {
    const entries = Object.entries(fields);
    if (entries.length === 0) return;
    const assignments = entries.map(([column], index) => `${column} = $${index + 2}`).join(', ');
    await db().query(`UPDATE loans SET ${assignments} WHERE serial = $1`, [serial, ...entries.map(([, value]) => value)]);
  };

  /** A loan of the borrower's, approved, with the rate confirmed (媒合中, primary_unfinished), then these market fields. */
  const listedLoan = async (fields: MarketFields = {}, period = 12, confirm = true): Promise<string> => {
    const serial = await submittedCreditApplication(borrower);
    const [{ id }] = (await db().query(`SELECT id FROM loan_applications WHERE serial = $1`, [serial])) as { id: number }[];
    const review = t.app.get(LoanReviewService);
    await review.startReview(admin.id, Number(id));
    await review.approve(
      admin.id,
      Number(id),
      loanApprovalSchema.parse({ grade: 'C', amount: 200_000, period, add_rate: '1', principal_repayment_type: 'equal_installment' }),
    );
    if (confirm) await t.app.get(BorrowerLoansService).confirmRate(borrower.id, serial);
    await setMarket(serial, fields);
    return serial;
  };

  const add = (member: Member, body: object) => member.browser.post(CARTS, body);
  const list = async (member: Member) => {
    const response = await member.browser.get(CARTS);
    expect(response.status).toBe(200);
    return response.body as { data: Record<string, unknown>[]; meta: { warnings: string[] } };
  };
  const summary = async (member: Member) => {
    const response = await member.browser.get(`${CARTS}/summary`);
    expect(response.status).toBe(200);
    return response.body.data as Record<string, unknown>;
  };

  let serialA: string;
  let serialB: string;

  beforeAll(async () => {
    t = await createTestApp();
    borrower = await fullMember(t);
    admin = await signUpAs(t, ['admin']);
    serialA = await listedLoan(LOAN_A, 12);
    serialB = await listedLoan(LOAN_B, 24);
  });

  afterAll(async () => {
    await t.close();
  });

  describe('access', () => {
    const ROUTES: ['get' | 'post' | 'put' | 'delete', string][] = [
      ['get', CARTS],
      ['get', `${CARTS}/summary`],
      ['post', CARTS],
      ['post', `${CARTS}/clear`],
      ['put', `${CARTS}/1`],
      ['delete', `${CARTS}/1`],
    ];
    const call = (browser: Browser, [method, path]: (typeof ROUTES)[number]) =>
      method === 'get' ? browser.get(path) : browser.send(method, path, { loan_serial: 'A1', amount: 1000 });

    it('answers 401 您尚未登入 to a visitor on every cart route', async () => {
      const visitor = new Browser(t.http);
      for (const route of ROUTES) {
        const response = await call(visitor, route);
        expect({ route, status: response.status, message: response.body.message }).toEqual({
          route,
          status: 401,
          message: MESSAGES.notLoggedIn,
        });
      }
    });

    it('answers 403 with the first missing ladder level on every cart route', async () => {
      const signedIn = await signUp(t);
      const member = await signUp(t);
      await completeBasic(member);
      const full = await signUp(t);
      await completeBasic(full);
      await completeProfile(full);
      await bindBank(full);
      const levels: [Member, string, string][] = [
        [signedIn, 'NOT_MEMBER', MESSAGES.notMember],
        [member, 'NOT_MEMBER_FULL', MESSAGES.notMemberFull],
        [full, 'QUESTIONNAIRE_INCOMPLETE', MESSAGES.questionnaireIncomplete],
      ];
      for (const [who, code, message] of levels) {
        for (const route of ROUTES) {
          const response = await call(who.browser, route);
          expect({ route, status: response.status, code: response.body.code, message: response.body.message }).toEqual({
            route,
            status: 403,
            code,
            message,
          });
        }
      }
      await answerQuestionnaire(full);
      expect((await full.browser.get(CARTS)).status).toBe(200);
    });

    it('keeps every member’s items to themselves: another member’s item is not found', async () => {
      const owner = await fullMember(t);
      const other = await fullMember(t);
      const added = await add(owner, { loan_serial: serialA, amount: 2000 });
      const id = added.body.data.id as number;
      for (const response of [
        await other.browser.put(`${CARTS}/${id}`, { amount: 3000 }),
        await other.browser.delete(`${CARTS}/${id}`),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body.message).toBe(CART_TEXTS.itemNotFound);
      }
      expect((await list(other)).data).toEqual([]);
      await other.browser.post(`${CARTS}/clear`);
      expect((await list(owner)).data).toEqual([expect.objectContaining({ id, amount: 2000 })]);
    });

    it('refuses the borrower’s own loan on loan_serial', async () => {
      const response = await add(borrower, { loan_serial: serialA, amount: 1000 });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'OWN_LOAN', errors: { loan_serial: CART_TEXTS.ownLoan } });
      expect((await list(borrower)).data).toEqual([]);
    });
  });

  describe('items and summary', () => {
    it('starts empty, with a zero summary', async () => {
      const lender = await fullMember(t);
      expect(await list(lender)).toEqual({ data: [], meta: { warnings: [] } });
      expect(await summary(lender)).toEqual({
        average_apr: '0.00',
        total_amount: 0,
        total_return_amount: 0,
        expected_rate_of_return: '0.00',
        expected_profit: 0,
      });
    });

    it('adds loans, lists them with their loan, and sums the expected return with the fee discount', async () => {
      const lender = await fullMember(t);
      const first = await add(lender, { loan_serial: serialA, amount: 10000 });
      expect(first.status).toBe(201);
      expect(first.body.data).toEqual({
        id: expect.any(Number),
        count: 1,
        loan_serial: serialA,
        amount: 10000,
        loan_commodity_set_id: null,
        credit_level: 'C',
        min_discount_order_amount: 20000,
        amount_investable: 200_000,
        can_invest: true,
        loan: {
          loan_application_type: 'credit',
          apr: '12.00',
          period: 12,
          pgr: '0.00',
          principal_repayment_type: 'equal_installment',
          lender_fee: '1.00',
          discount_lender_fee: '0.50',
          payment_in_goods: 'none',
        },
      });
      // Alone, 10,000 at 12 % over 12 months pays 10,663; the fee is 1 %: 108.
      expect(await summary(lender)).toEqual({
        average_apr: '12.00',
        total_amount: 10000,
        total_return_amount: 10555,
        expected_rate_of_return: '5.55',
        expected_profit: 555,
      });

      const second = await add(lender, { loan_serial: serialB, amount: '20000', count: 1 });
      expect(second.status).toBe(201);
      const cart = await list(lender);
      expect(cart.data.map((item) => [item.loan_serial, item.amount])).toEqual([
        [serialA, 10000],
        [serialB, 20000],
      ]);
      expect(cart.meta.warnings).toEqual([]);
      // 30,000 reaches A's 20,000: its fee drops to 0.5 % (48); B pays 21,274 less 216.
      expect(await summary(lender)).toEqual({
        average_apr: '8.00',
        total_amount: 30000,
        total_return_amount: 31673,
        expected_rate_of_return: '5.58',
        expected_profit: 1673,
      });
    });

    it('replaces the amount when the same loan is added again', async () => {
      const lender = await fullMember(t);
      const first = await add(lender, { loan_serial: serialA, amount: 3000 });
      const again = await add(lender, { loan_serial: serialA, amount: 5000 });
      expect(again.status).toBe(200);
      expect(again.body.data).toMatchObject({ id: first.body.data.id, amount: 5000 });
      expect((await list(lender)).data.map((item) => [item.id, item.amount])).toEqual([[first.body.data.id, 5000]]);
    });

    it('changes an amount, removes an item and empties the cart', async () => {
      const lender = await fullMember(t);
      const a = (await add(lender, { loan_serial: serialA, amount: 3000 })).body.data.id as number;
      const b = (await add(lender, { loan_serial: serialB, amount: 4000 })).body.data.id as number;

      const changed = await lender.browser.put(`${CARTS}/${a}`, { amount: 6000 });
      expect(changed.status).toBe(200);
      expect(changed.body.data).toMatchObject({ id: a, amount: 6000, loan_serial: serialA });

      const removed = await lender.browser.delete(`${CARTS}/${a}`);
      expect(removed.status).toBe(200);
      expect(removed.body.data).toEqual({ id: a });
      expect((await lender.browser.delete(`${CARTS}/${a}`)).status).toBe(404);
      expect((await lender.browser.put(`${CARTS}/${a}`, { amount: 1000 })).status).toBe(404);
      expect((await lender.browser.delete(`${CARTS}/not-an-id`)).status).toBe(404);
      expect((await list(lender)).data.map((item) => item.id)).toEqual([b]);

      await add(lender, { loan_serial: serialA, amount: 1000 });
      const cleared = await lender.browser.post(`${CARTS}/clear`);
      expect(cleared.status).toBe(200);
      expect(cleared.body.data).toEqual({ deleted: 2 });
      expect((await list(lender)).data).toEqual([]);
    });
  });

  describe('rules', () => {
    let lender: Member;

    beforeAll(async () => {
      lender = await fullMember(t);
    });

    it.each([
      [{ loan_serial: 'x', amount: 1500 }, 'amount', CART_TEXTS.amountUnit],
      [{ loan_serial: 'x', amount: 500 }, 'amount', CART_TEXTS.amountUnit],
      [{ loan_serial: 'x', amount: 0 }, 'amount', CART_TEXTS.amountMin],
      [{ loan_serial: 'x', amount: 'abc' }, 'amount', CART_TEXTS.amountNumber],
      [{ loan_serial: 'x', amount: -1000 }, 'amount', CART_TEXTS.amountNumber],
      [{ loan_serial: 'x', amount: 1000.5 }, 'amount', CART_TEXTS.amountNumber],
      [{ loan_serial: 'x' }, 'amount', CART_TEXTS.amountRequired],
      [{ amount: 1000 }, 'loan_serial', requiredField(CART_TEXTS.loanSerial)],
      [{ loan_serial: 'x', amount: 1000, count: 0 }, 'count', CART_TEXTS.countRange],
      [{ loan_serial: 'x', amount: 1000, count: 31 }, 'count', CART_TEXTS.countRange],
      [{ loan_serial: 'x', amount: 1000, shipping: 1 }, 'shipping', MESSAGES.unknownField],
    ])('refuses %j on %s', async (body, field, message) => {
      const response = await add(lender, body);
      expect(response.status).toBe(400);
      expect(response.body.errors[field]).toBe(message);
    });

    it('refuses an unknown serial and loans that take no orders, on loan_serial', async () => {
      const unknown = await add(lender, { loan_serial: 'A999999999999', amount: 1000 });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({ code: 'LOAN_NOT_FOUND', message: CART_TEXTS.loanNotFound });
      expect(unknown.body.errors.loan_serial).toBe(CART_TEXTS.loanNotFound);

      const unconfirmed = await listedLoan({}, 12, false);
      const funded = await listedLoan({ status: 'funded' });
      const late = await listedLoan({ funding_deadline: new Date(Date.now() - 60_000) });
      const full = await listedLoan({ invested_amount: 200_000 });
      for (const serial of [unconfirmed, funded, late, full]) {
        const response = await add(lender, { loan_serial: serial, amount: 1000 });
        expect({ serial, status: response.status, code: response.body.code }).toEqual({ serial, status: 400, code: 'LOAN_CLOSED' });
        expect(response.body.errors.loan_serial).toBe(CART_TEXTS.loanClosed);
      }
    });

    it('refuses an amount above what is investable, naming the most it takes', async () => {
      const serial = await listedLoan({ invested_amount: 195_000 });
      const response = await add(lender, { loan_serial: serial, amount: 6000 });
      expect(response.status).toBe(400);
      expect(response.body.errors.amount).toBe(cartAmountAboveInvestable(5000));
      expect((await add(lender, { loan_serial: serial, amount: 5000 })).status).toBe(201);
    });

    it('counts one unit per loan unless a commodity set is chosen, and knows no commodity sets', async () => {
      const counted = await add(lender, { loan_serial: serialA, amount: 2000, count: 2 });
      expect(counted.status).toBe(400);
      expect(counted.body.errors.count).toBe(CART_TEXTS.countWithoutCommoditySet);
      const withSet = await add(lender, { loan_serial: serialA, amount: 2000, loan_commodity_set_id: 7 });
      expect(withSet.status).toBe(400);
      expect(withSet.body.errors.loan_commodity_set_id).toBe(CART_TEXTS.commoditySetNotFound);
    });

    it('checks a changed amount by the same rules', async () => {
      const serial = await listedLoan({ invested_amount: 196_000 });
      const id = (await add(lender, { loan_serial: serial, amount: 1000 })).body.data.id as number;
      for (const [amount, message] of [
        [2500, CART_TEXTS.amountUnit],
        ['', CART_TEXTS.amountRequired],
        [5000, cartAmountAboveInvestable(4000)],
      ] as const) {
        const response = await lender.browser.put(`${CARTS}/${id}`, { amount });
        expect(response.status).toBe(400);
        expect(response.body.errors.amount).toBe(message);
      }
      const extra = await lender.browser.put(`${CARTS}/${id}`, { amount: 1000, count: 2 });
      expect(extra.body.errors.count).toBe(MESSAGES.unknownField);
      expect((await lender.browser.put(`${CARTS}/${id}`, { amount: 4000 })).body.data.amount).toBe(4000);
    });
  });

  describe('warnings', () => {
    it('reports loans whose investable amount fell below the item or that closed, and sums what can be ordered', async () => {
      const lender = await fullMember(t);
      const shrinking = await listedLoan({ apr: '12.00', lender_fee: '1.00' });
      const closing = await listedLoan(LOAN_B, 24);
      const shrinkingId = (await add(lender, { loan_serial: shrinking, amount: 15000 })).body.data.id as number;
      const closingId = (await add(lender, { loan_serial: closing, amount: 20000 })).body.data.id as number;
      expect((await list(lender)).meta.warnings).toEqual([]);

      await setMarket(shrinking, { invested_amount: 190_000 });
      await setMarket(closing, { status: 'funded' });
      const cart = await list(lender);
      expect(cart.meta.warnings).toEqual([
        CART_TEXTS.changed,
        cartAmountAboveWarning(shrinking, 10000),
        cartLoanClosedWarning(closing),
      ]);
      expect(cart.data).toEqual([
        expect.objectContaining({ id: shrinkingId, amount: 15000, amount_investable: 10000, can_invest: true }),
        expect.objectContaining({ id: closingId, amount: 20000, amount_investable: 0, can_invest: false }),
      ]);
      // Only 10,000 of the first can be ordered: 12 % over 12 months less the 1 % fee.
      expect(await summary(lender)).toMatchObject({ total_amount: 10000, total_return_amount: 10555 });

      const closed = await lender.browser.put(`${CARTS}/${closingId}`, { amount: 1000 });
      expect(closed.status).toBe(400);
      expect(closed.body).toMatchObject({ code: 'LOAN_CLOSED', errors: { amount: CART_TEXTS.loanClosed } });
      expect((await lender.browser.put(`${CARTS}/${shrinkingId}`, { amount: 10000 })).status).toBe(200);
      expect((await list(lender)).meta.warnings).toEqual([CART_TEXTS.changed, cartLoanClosedWarning(closing)]);
    });
  });
});
