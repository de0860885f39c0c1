import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  CART_TEXTS,
  CHECKOUT_TEXTS,
  MESSAGES,
  ORDER_TEXTS,
  PLACE_ORDER_ASSIGN_PATH,
  PLACE_ORDER_ASSIGN_SOME_PATH,
  PLACE_ORDER_TEXTS,
  placeOrderUnassignPath,
} from '@lendbridge/domain';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { expectLedgerReconciled } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { bindBank, completeBasic, completeProfile, signUp } from './factories/members.js';
import type { Member } from './factories/members.js';
import { investor, ledgerBalances, loanState, marketLoan, placeOrder } from './factories/orders.js';
import type { ListedLoan } from './factories/market.js';

const CARTS = '/api/v1/carts';

describe('place-order assignment', () => {
  let t: TestApp;
  let lender: Lender;

  const assign = (member: Member, assignData: Record<string, unknown>, query = '') =>
    member.browser.post(`${PLACE_ORDER_ASSIGN_PATH}${query}`, { assignData });
  const assignSome = (member: Member, serials: unknown, query = '') => member.browser.post(`${PLACE_ORDER_ASSIGN_SOME_PATH}${query}`, { serials });
  const addToCart = async (member: Member, serial: string, amount: number) => {
    const added = await member.browser.post(CARTS, { loan_serial: serial, amount });
    expect([200, 201]).toContain(added.status);
  };
  const cartSerials = async (member: Member): Promise<string[]> =>
    ((await member.browser.get(CARTS)).body.data as { loan_serial: string }[]).map((item) => item.loan_serial);
  const ordersOf = async (userId: number): Promise<number> => {
    const [{ count }] = (await t.app.get(DataSource).query(`SELECT count(*)::int AS count FROM orders WHERE user_id = $1`, [userId])) as {
      count: number;
    }[];
    return count;
  };
  /** What an assignment must never change: the member's balances and orders, and the loans' invested amounts. */
  const snapshot = async (member: Lender, loans: readonly ListedLoan[]) => ({
    balances: await ledgerBalances(t, member.id),
    orders: await ordersOf(member.id),
    invested: await Promise.all(loans.map(async (loan) => (await loanState(t, loan.serial)).invested_amount)),
  });

  beforeAll(async () => {
    t = await createTestApp();
    lender = await investor(t, 50_000);
  }, 60_000);

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('answers each loan with what the checkout shows and sends back, the confirmations and the balance, and moves nothing', async () => {
    const plain = await marketLoan(t, { amount: 30_000 });
    const unprotected = await marketLoan(t, { amount: 30_000, pgr: '0' });
    const student = await marketLoan(t, { appType: 'student', grade: 'C_STU', amount: 20_000, application: { purpose: 'tuition' } });
    const pawn = await marketLoan(t, { appType: 'pawn_project', grade: 'C', amount: 20_000, application: { purpose: 'emergency' } });
    const loans = [plain, unprotected, student, pawn];
    const before = await snapshot(lender, loans);

    const response = await assign(lender, { [plain.serial]: 3_000, [unprotected.serial]: '2000', [student.serial]: 1_000, [pawn.serial]: 4_000 });
    expect(response.status).toBe(200);
    const stateOf = (loan: ListedLoan) => loanState(t, loan.serial);
    const expected = async (loan: ListedLoan, amount: number, extra: Record<string, unknown>) => {
      const state = await stateOf(loan);
      return {
        serial: loan.serial,
        amount,
        amount_investable: state.amount - state.invested_amount,
        updated_at: state.updated_at.toISOString(),
        apr: expect.stringMatching(/^\d+\.\d{2}$/),
        period: 12,
        pgr: expect.any(String),
        app_type: 'credit',
        is_student_loan: false,
        exist_collaterals: false,
        ...extra,
      };
    };
    expect(response.body).toEqual({
      data: {
        loans: [
          await expected(plain, 3_000, { pgr: '100.00' }),
          await expected(unprotected, 2_000, { pgr: '0.00' }),
          await expected(student, 1_000, { app_type: 'student', is_student_loan: true }),
          await expected(pawn, 4_000, { app_type: 'pawn_project', exist_collaterals: true }),
        ],
        total: 10_000,
        confirmations: { no_protection: true, student_project: true, collateral: true },
        balance: { available_amount: 50_000, payment_method: 'balance' },
        changed: [],
      },
    });

    const only = await assign(lender, { [plain.serial]: 3_000 });
    expect(only.body.data.confirmations).toEqual({ no_protection: false, student_project: false, collateral: false });

    const poor = await investor(t, 500);
    const deposit = await assign(poor, { [plain.serial]: 3_000 });
    expect(deposit.body.data.balance).toEqual({ available_amount: 500, payment_method: 'deposit' });
    expect(await snapshot(lender, loans)).toEqual(before);
  });

  it('refuses the member’s own loan, an unknown loan and amounts off the rules, naming the loan', async () => {
    const loan = await marketLoan(t, { amount: 20_000 });
    const own = await assign(loan.borrower, { [loan.serial]: 1_000 });
    expect(own.status).toBe(400);
    expect(own.body).toMatchObject({ code: 'OWN_LOAN', message: CART_TEXTS.ownLoan, errors: { [`assignData.${loan.serial}`]: CART_TEXTS.ownLoan } });

    const unknown = await assign(lender, { [loan.serial]: 1_000, A000000000000: 1_000 });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'LOAN_NOT_FOUND', errors: { 'assignData.A000000000000': ORDER_TEXTS.loanNotFound } });

    const amounts = await assign(lender, { [loan.serial]: 1_500 });
    expect(amounts.status).toBe(400);
    expect(amounts.body.errors).toEqual({ [`assignData.${loan.serial}`]: CART_TEXTS.amountUnit });
    expect((await assign(lender, {})).body.errors).toEqual({ assignData: ORDER_TEXTS.loansRequired });
    const extra = await lender.browser.post(PLACE_ORDER_ASSIGN_PATH, { assignData: { [loan.serial]: 1_000 }, loans: [] });
    expect(extra.body.errors).toEqual({ loans: MESSAGES.unknownField });
    expect((await loanState(t, loan.serial)).invested_amount).toBe(0);
  });

  it('answers the assign check: 409 CART_CHANGED with a lowered amount, and 0 for a closed loan; nothing placed', async () => {
    const small = await marketLoan(t, { amount: 10_000 });
    const steady = await marketLoan(t, { amount: 10_000 });
    const rival = await investor(t, 30_000);
    expect((await placeOrder(t, rival, [{ serial: small.serial, amount: 7_000 }])).status).toBe(201);
    const before = await snapshot(lender, [small, steady]);

    const lowered = await assign(lender, { [small.serial]: 5_000, [steady.serial]: 1_000 });
    expect(lowered.status).toBe(409);
    const smallNow = await loanState(t, small.serial);
    expect(lowered.body).toEqual({
      statusCode: 409,
      code: 'CART_CHANGED',
      message: CHECKOUT_TEXTS.cartChanged,
      data: { loans: [{ serial: small.serial, amount: 3_000, requested_amount: 5_000, amount_investable: 3_000, updated_at: smallNow.updated_at.toISOString() }] },
    });
    expect(CHECKOUT_TEXTS.cartChanged).toBe('購物車部分案件更動');
    expect((await assign(lender, { [small.serial]: 3_000, [steady.serial]: 1_000 })).status).toBe(200);

    expect((await placeOrder(t, rival, [{ serial: small.serial, amount: 3_000 }])).status).toBe(201);
    expect((await loanState(t, small.serial)).status).toBe('funded');
    const closed = await assign(lender, { [small.serial]: 1_000, [steady.serial]: 1_000 });
    expect(closed.status).toBe(409);
    expect(closed.body.data.loans).toEqual([
      { serial: small.serial, amount: 0, requested_amount: 1_000, amount_investable: 0, updated_at: expect.any(String) },
    ]);
    expect(await snapshot(lender, [steady])).toEqual({ ...before, invested: [before.invested[1]] });
  });

  it('answers the assign test with 200, the lowered amounts and the changed loans', async () => {
    const small = await marketLoan(t, { amount: 10_000, pgr: '0' });
    const steady = await marketLoan(t, { amount: 10_000 });
    const rival = await investor(t, 10_000);
    expect((await placeOrder(t, rival, [{ serial: small.serial, amount: 10_000 }])).status).toBe(201);

    const test = await assign(lender, { [small.serial]: 4_000, [steady.serial]: 2_000 }, '?test=1');
    expect(test.status).toBe(200);
    const { data } = test.body;
    expect(data.loans.map((loan: { serial: string; amount: number; amount_investable: number }) => [loan.serial, loan.amount, loan.amount_investable])).toEqual([
      [small.serial, 0, 0],
      [steady.serial, 2_000, 10_000],
    ]);
    expect(data.total).toBe(2_000);
    expect(data.confirmations.no_protection).toBe(false);
    expect(data.changed).toEqual([
      { serial: small.serial, amount: 0, requested_amount: 4_000, amount_investable: 0, updated_at: expect.any(String) },
    ]);

    const fits = await assign(lender, { [steady.serial]: 2_000 }, '?test=1');
    expect(fits.status).toBe(200);
    expect(fits.body.data.changed).toEqual([]);
    expect((await assign(lender, { [steady.serial]: 2_000 }, '?test=0')).status).toBe(200);
    expect((await assign(lender, { [small.serial]: 2_000 }, '?test=0')).status).toBe(409);

    const invalid = await assign(lender, { [steady.serial]: 2_000 }, '?test=yes');
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ test: MESSAGES.invalidOption });
  });

  it('assigns some cart lines at their cart amounts', async () => {
    const member = await investor(t, 20_000);
    const [first, second, third] = await Promise.all([marketLoan(t, { amount: 20_000 }), marketLoan(t, { amount: 20_000 }), marketLoan(t, { amount: 20_000 })]);
    await addToCart(member, first.serial, 3_000);
    await addToCart(member, second.serial, 2_000);
    await addToCart(member, third.serial, 1_000);

    const some = await assignSome(member, [third.serial, first.serial]);
    expect(some.status).toBe(200);
    expect(some.body.data.loans.map((loan: { serial: string; amount: number }) => [loan.serial, loan.amount])).toEqual([
      [third.serial, 1_000],
      [first.serial, 3_000],
    ]);
    expect(some.body.data).toMatchObject({ total: 4_000, balance: { available_amount: 20_000, payment_method: 'balance' }, changed: [] });

    const stranger = await marketLoan(t, { amount: 20_000 });
    const missing = await assignSome(member, [first.serial, stranger.serial]);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'NOT_IN_CART', errors: { 'serials.1': PLACE_ORDER_TEXTS.notInCart } });
    expect((await assignSome(member, [])).body.errors).toEqual({ serials: ORDER_TEXTS.loansRequired });
    expect((await assignSome(member, [first.serial, first.serial])).body.errors).toEqual({ 'serials.1': ORDER_TEXTS.duplicateLoan });

    const rival = await investor(t, 20_000);
    expect((await placeOrder(t, rival, [{ serial: second.serial, amount: 19_000 }])).status).toBe(201);
    const changed = await assignSome(member, [first.serial, second.serial]);
    expect(changed.status).toBe(409);
    expect(changed.body.data.loans).toEqual([
      { serial: second.serial, amount: 1_000, requested_amount: 2_000, amount_investable: 1_000, updated_at: expect.any(String) },
    ]);
    const test = await assignSome(member, [first.serial, second.serial], '?test=1');
    expect(test.status).toBe(200);
    expect(test.body.data.total).toBe(4_000);
    expect(await cartSerials(member)).toEqual([first.serial, second.serial, third.serial]);
    expect(await ledgerBalances(t, member.id)).toEqual({ cash: 20_000, locked: 0 });
  });

  it('unassigns a loan: its cart line leaves; not in my cart answers 404, another member’s line stays', async () => {
    const member = await investor(t);
    const other = await investor(t);
    const [kept, dropped] = await Promise.all([marketLoan(t, { amount: 20_000 }), marketLoan(t, { amount: 20_000 })]);
    await addToCart(member, kept.serial, 1_000);
    await addToCart(member, dropped.serial, 2_000);
    await addToCart(other, dropped.serial, 3_000);

    const removed = await member.browser.post(placeOrderUnassignPath(dropped.serial));
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ data: { serial: dropped.serial } });
    expect(await cartSerials(member)).toEqual([kept.serial]);
    expect(await cartSerials(other)).toEqual([dropped.serial]);

    const again = await member.browser.post(placeOrderUnassignPath(dropped.serial), {});
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'NOT_FOUND', message: PLACE_ORDER_TEXTS.notInCart });
    expect((await member.browser.post(placeOrderUnassignPath('A000000000000'))).status).toBe(404);
    expect((await member.browser.post(placeOrderUnassignPath(kept.serial), { amount: 1 })).status).toBe(400);
    expect(await cartSerials(member)).toEqual([kept.serial]);
    expect((await assignSome(member, [dropped.serial])).body.code).toBe('NOT_IN_CART');
  });

  it('answers 401 to visitors and each ladder level its own 403 below the questionnaire', async () => {
    const loan = await marketLoan(t, { amount: 10_000 });
    const calls = (member: Member) => [
      () => assign(member, { [loan.serial]: 1_000 }),
      () => assign(member, { [loan.serial]: 1_000 }, '?test=1'),
      () => assignSome(member, [loan.serial]),
      () => member.browser.post(placeOrderUnassignPath(loan.serial)),
    ];
    const visitor = new Browser(t.http);
    await visitor.refreshCsrf();
    for (const call of calls({ browser: visitor, email: '', id: 0 })) {
      const response = await call();
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 401, message: MESSAGES.notLoggedIn });
    }

    const registered = await signUp(t);
    const basic = await signUp(t);
    await completeBasic(basic);
    const full = await signUp(t);
    await completeBasic(full);
    await completeProfile(full);
    await bindBank(full);
    const levels = [
      [registered, 'NOT_MEMBER', MESSAGES.notMember],
      [basic, 'NOT_MEMBER_FULL', MESSAGES.notMemberFull],
      [full, 'QUESTIONNAIRE_INCOMPLETE', MESSAGES.questionnaireIncomplete],
    ] as const;
    for (const [member, code, message] of levels) {
      for (const call of calls(member)) {
        const response = await call();
        expect({ status: response.status, code: response.body.code, message: response.body.message }).toEqual({ status: 403, code, message });
      }
    }
    expect((await loanState(t, loan.serial)).invested_amount).toBe(0);
  });
});
