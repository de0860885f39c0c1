import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  ACCOUNT_API_TEXTS,
  CART_TEXTS,
  CHECKOUT_CONFIRMATION_TEXTS,
  CHECKOUT_TEXTS,
  DAY_MS,
  MESSAGES,
  ORDER_DEPOSIT_DEADLINE_DAYS,
  ORDER_INBOX_TEXTS,
  ORDER_TEXTS,
} from '@lendbridge/domain';
import { AppError } from '../src/common/app-error.js';
import { OrderJobs } from '../src/modules/orders/orders.jobs.js';
import { OrdersService } from '../src/modules/orders/orders.service.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { depositTo, expectLedgerReconciled, postIdempotent } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { completeBasic, completeProfile, bindBank, signUp } from './factories/members.js';
import { ORDERS, expectInvestedMatches, investor, ledgerBalances, line, loanState, marketLoan, placeOrder } from './factories/orders.js';

describe('orders', () => {
  let t: TestApp;
  let lender: Lender;

  const ordersOf = async (userId: number): Promise<number> => {
    const [{ count }] = (await t.app.get(DataSource).query(`SELECT count(*)::int AS count FROM orders WHERE user_id = $1`, [userId])) as {
      count: number;
    }[];
    return count;
  };

  beforeAll(async () => {
    t = await createTestApp();
    lender = await investor(t, 200_000);
  }, 60_000);

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('places a balance order: the money is locked, the investments wait, the cart loses the loans', async () => {
    const loan = await marketLoan(t, { amount: 100_000 });
    const other = await marketLoan(t, { amount: 50_000 });
    expect((await lender.browser.post('/api/v1/carts', { loan_serial: loan.serial, amount: 3_000 })).status).toBe(201);
    expect((await lender.browser.post('/api/v1/carts', { loan_serial: other.serial, amount: 1_000 })).status).toBe(201);

    const response = await placeOrder(t, lender, [{ serial: loan.serial, amount: 3_000 }]);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      data: {
        order: {
          serial: expect.stringMatching(/^O\d{12}$/),
          status: 'paid',
          payment_method: 'balance',
          total_amount: 3_000,
          arrive_at: null,
          created_at: expect.any(String),
        },
        investments: [{ serial: expect.stringMatching(/^I\d{12}$/), loan_serial: loan.serial, amount: 3_000, status: 'waiting' }],
      },
    });
    expect(await ledgerBalances(t, lender.id)).toEqual({ cash: 197_000, locked: 3_000 });
    expect((await loanState(t, loan.serial)).invested_amount).toBe(3_000);
    await expectInvestedMatches(t, loan.serial);

    const cart = await lender.browser.get('/api/v1/carts');
    expect(cart.body.data.map((item: { loan_serial: string }) => item.loan_serial)).toEqual([other.serial]);

    const overview = await lender.browser.get('/api/account/overview');
    expect(overview.body.data.user_lock_amount_detail).toEqual([{ lock_type: 'invest', amount: 3_000 }]);
    const statement = await lender.browser.get('/api/account/transactions');
    const serial = response.body.data.investments[0].serial as string;
    expect(statement.body.data[0]).toMatchObject({ subjects: [{ english_name: 'invest' }], expense: 3_000, link: `/investment/${serial}` });
  });

  it('refuses every order rule with its message and moves nothing', async () => {
    const plain = await marketLoan(t, { amount: 20_000 });
    const unprotected = await marketLoan(t, { amount: 20_000, pgr: '0' });
    const student = await marketLoan(t, { appType: 'student', grade: 'C_STU', amount: 20_000, application: { purpose: 'tuition' } });
    const pawn = await marketLoan(t, { appType: 'pawn_project', grade: 'C', amount: 20_000, application: { purpose: 'emergency' } });
    const before = await ledgerBalances(t, lender.id);
    const orders = await ordersOf(lender.id);
    const order = async (lines: { serial: string; amount: number }[], extra: Record<string, unknown> = {}) => placeOrder(t, lender, lines, { extra });

    const noContract = await order([{ serial: plain.serial, amount: 1_000 }], { contract_accepted: false });
    expect(noContract.status).toBe(400);
    expect(noContract.body).toMatchObject({ code: 'CONTRACT_NOT_ACCEPTED', message: '您尚未同意合約', errors: { contract_accepted: '您尚未同意合約' } });

    const confirmations = [
      [unprotected, 'no_protection_accepted', 'NO_PROTECTION_NOT_CONFIRMED', CHECKOUT_CONFIRMATION_TEXTS.no_protection.missing, '您尚未確認無風保同意'],
      [student, 'student_project_accepted', 'STUDENT_PROJECT_NOT_CONFIRMED', CHECKOUT_CONFIRMATION_TEXTS.student_project.missing, '您尚未確認學霸專案同意'],
      [pawn, 'collateral_contract_accepted', 'COLLATERAL_NOT_CONFIRMED', CHECKOUT_CONFIRMATION_TEXTS.collateral.missing, '您尚未確認擔保品案件同意'],
    ] as const;
    for (const [loan, field, code, message, spec] of confirmations) {
      expect(message).toBe(spec);
      const refused = await order([{ serial: plain.serial, amount: 1_000 }, { serial: loan.serial, amount: 1_000 }], { [field]: false });
      expect({ field, status: refused.status, body: refused.body }).toMatchObject({ field, status: 400, body: { code, message, errors: { [field]: message } } });
    }
    const onlyPlain = await order([{ serial: plain.serial, amount: 1_000 }], {
      no_protection_accepted: false,
      student_project_accepted: false,
      collateral_contract_accepted: false,
      promo_code: 'SPRING',
    });
    expect(onlyPlain.body).toMatchObject({ code: 'PROMO_CODE_INVALID', errors: { promo_code: ORDER_TEXTS.promoCodeInvalid } });

    const badAmounts = await order([
      { serial: plain.serial, amount: 1_500 },
      { serial: unprotected.serial, amount: 0 },
    ]);
    expect(badAmounts.status).toBe(400);
    expect(badAmounts.body.errors).toEqual({ 'loans.0.amount': CART_TEXTS.amountUnit, 'loans.1.amount': CART_TEXTS.amountMin });

    const own = await placeOrder(t, plain.borrower, [{ serial: plain.serial, amount: 1_000 }]);
    expect(own.status).toBe(400);
    expect(own.body).toMatchObject({ code: 'OWN_LOAN', message: CART_TEXTS.ownLoan, errors: { 'loans.0.serial': CART_TEXTS.ownLoan } });

    const unknown = await postIdempotent(lender, ORDERS, {
      loans: [await line(t, plain.serial, 1_000), { serial: 'A000000000000', amount: 1_000, updated_at: new Date().toISOString() }],
      payment_method: 'balance',
      contract_accepted: true,
    });
    expect(unknown.body).toMatchObject({ code: 'LOAN_NOT_FOUND', errors: { 'loans.1.serial': ORDER_TEXTS.loanNotFound } });

    const noKey = await lender.browser.post(ORDERS, { loans: [await line(t, plain.serial, 1_000)], payment_method: 'balance', contract_accepted: true });
    expect(noKey.status).toBe(400);
    expect(noKey.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED', message: ACCOUNT_API_TEXTS.idempotencyKeyRequired });

    expect(await ledgerBalances(t, lender.id)).toEqual(before);
    expect(await ordersOf(lender.id)).toBe(orders);
    for (const loan of [plain, unprotected, student, pawn]) expect((await loanState(t, loan.serial)).invested_amount).toBe(0);
  });

  it('pays from the balance only with at least 1,000 available and enough for the total', async () => {
    const loan = await marketLoan(t, { amount: 20_000 });
    const poor = await investor(t, 500);
    const short = await placeOrder(t, poor, [{ serial: loan.serial, amount: 1_000 }]);
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 'BALANCE_BELOW_MINIMUM', message: '可投資金額不足' });
    await depositTo(t, poor, 1_500);
    const over = await placeOrder(t, poor, [{ serial: loan.serial, amount: 3_000 }]);
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: '可用餘額不足' });
    expect(MESSAGES.insufficientBalance).toBe('可用餘額不足');
    const fits = await placeOrder(t, poor, [{ serial: loan.serial, amount: 2_000 }]);
    expect(fits.status).toBe(201);
    expect(await ledgerBalances(t, poor.id)).toEqual({ cash: 0, locked: 2_000 });
  });

  it('answers CART_CHANGED with what each changed loan can take now, and places nothing', async () => {
    const small = await marketLoan(t, { amount: 10_000 });
    const steady = await marketLoan(t, { amount: 10_000 });
    const rival = await investor(t, 20_000);
    expect((await placeOrder(t, rival, [{ serial: small.serial, amount: 8_000 }])).status).toBe(201);
    const before = await ledgerBalances(t, lender.id);

    const response = await placeOrder(t, lender, [
      { serial: small.serial, amount: 5_000 },
      { serial: steady.serial, amount: 1_000 },
    ]);
    expect(response.status).toBe(409);
    const smallNow = await loanState(t, small.serial);
    expect(response.body).toEqual({
      statusCode: 409,
      code: 'CART_CHANGED',
      message: CHECKOUT_TEXTS.cartChanged,
      data: { loans: [{ serial: small.serial, amount: 2_000, requested_amount: 5_000, amount_investable: 2_000, updated_at: smallNow.updated_at.toISOString() }] },
    });
    expect(CHECKOUT_TEXTS.cartChanged).toBe('購物車部分案件更動');
    expect((await loanState(t, steady.serial)).invested_amount).toBe(0);
    expect(await ledgerBalances(t, lender.id)).toEqual(before);

    const stale = await postIdempotent(lender, ORDERS, {
      loans: [{ serial: steady.serial, amount: 1_000, updated_at: new Date(Date.now() - DAY_MS).toISOString() }],
      payment_method: 'balance',
      contract_accepted: true,
      no_protection_accepted: true,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data.loans).toEqual([
      { serial: steady.serial, amount: 1_000, requested_amount: 1_000, amount_investable: 10_000, updated_at: (await loanState(t, steady.serial)).updated_at.toISOString() },
    ]);

    expect((await placeOrder(t, rival, [{ serial: small.serial, amount: 2_000 }])).status).toBe(201);
    const closed = await placeOrder(t, lender, [{ serial: small.serial, amount: 1_000 }]);
    expect(closed.status).toBe(409);
    expect(closed.body.data.loans[0]).toMatchObject({ serial: small.serial, amount: 0, amount_investable: 0 });
    expect((await loanState(t, small.serial)).status).toBe('funded');
  });

  it('replays a CART_CHANGED refusal, its changed loans included, for the same key and body', async () => {
    const small = await marketLoan(t, { amount: 10_000 });
    const rival = await investor(t, 20_000);
    expect((await placeOrder(t, rival, [{ serial: small.serial, amount: 9_000 }])).status).toBe(201);
    const key = randomUUID();
    const body = { loans: [await line(t, small.serial, 5_000)], payment_method: 'balance', contract_accepted: true, no_protection_accepted: true };

    const first = await postIdempotent(lender, ORDERS, body, key);
    expect(first.status).toBe(409);
    expect(first.body).toMatchObject({
      statusCode: 409,
      code: 'CART_CHANGED',
      message: CHECKOUT_TEXTS.cartChanged,
      data: { loans: [{ serial: small.serial, amount: 1_000, requested_amount: 5_000, amount_investable: 1_000 }] },
    });

    const again = await postIdempotent(lender, ORDERS, body, key);
    expect(again.status).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('replays an order with the same key and body without a second effect; another body with the key is refused', async () => {
    const loan = await marketLoan(t, { amount: 30_000 });
    const key = randomUUID();
    const body = { loans: [await line(t, loan.serial, 4_000)], payment_method: 'balance', contract_accepted: true, no_protection_accepted: true };
    const first = await postIdempotent(lender, ORDERS, body, key);
    expect(first.status).toBe(201);
    const balances = await ledgerBalances(t, lender.id);
    const orders = await ordersOf(lender.id);

    const again = await postIdempotent(lender, ORDERS, body, key);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await ledgerBalances(t, lender.id)).toEqual(balances);
    expect(await ordersOf(lender.id)).toBe(orders);
    expect((await loanState(t, loan.serial)).invested_amount).toBe(4_000);

    const other = await postIdempotent(lender, ORDERS, { ...body, loans: [await line(t, loan.serial, 5_000)] }, key);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ code: 'IDEMPOTENCY_MISMATCH', message: MESSAGES.idempotencyConflict });
  });

  it('reserves a deposit order until the transfer arrives, then pays it and funds the loan', async () => {
    const loan = await marketLoan(t, { amount: 10_000 });
    const saver = await investor(t);
    const placed = await placeOrder(t, saver, [{ serial: loan.serial, amount: 5_000 }], { payment_method: 'deposit' });
    expect(placed.status).toBe(201);
    const order = placed.body.data.order;
    expect(order).toMatchObject({ status: 'pending_payment', payment_method: 'deposit', total_amount: 5_000 });
    expect(new Date(order.arrive_at).getTime() - new Date(order.created_at).getTime()).toBe(ORDER_DEPOSIT_DEADLINE_DAYS * DAY_MS);
    expect(placed.body.data.investments[0]).toMatchObject({ amount: 5_000, status: 'pending_payment' });
    expect(await loanState(t, loan.serial)).toMatchObject({ status: 'matching', invested_amount: 5_000 });
    expect(await ledgerBalances(t, saver.id)).toEqual({ cash: 0, locked: 0 });

    // A deposit order holds at most half a loan: the rest is taken by a lender paying from the balance.
    expect((await placeOrder(t, lender, [{ serial: loan.serial, amount: 5_000 }])).status).toBe(201);
    expect(await loanState(t, loan.serial)).toMatchObject({ status: 'matching', invested_amount: 10_000 });
    const late = await placeOrder(t, lender, [{ serial: loan.serial, amount: 1_000 }]);
    expect(late.status).toBe(409);

    const early = await postIdempotent(saver, `${ORDERS}/${order.serial}/pay`, {});
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: '可用餘額不足' });

    const stranger = await postIdempotent(lender, `${ORDERS}/${order.serial}/pay`, {});
    expect(stranger.status).toBe(404);
    expect((await lender.browser.get(`${ORDERS}/${order.serial}`)).status).toBe(404);

    await depositTo(t, saver, 6_000);
    const paid = await postIdempotent(saver, `${ORDERS}/${order.serial}/pay`, {});
    expect(paid.status).toBe(200);
    expect(paid.body.data.order).toMatchObject({ serial: order.serial, status: 'paid', arrive_at: order.arrive_at });
    expect(paid.body.data.investments[0]).toMatchObject({ status: 'waiting' });
    expect(await ledgerBalances(t, saver.id)).toEqual({ cash: 1_000, locked: 5_000 });
    expect(await loanState(t, loan.serial)).toMatchObject({ status: 'funded', market_status: 'primary_finished', funded_at: expect.any(Date) });

    const twice = await postIdempotent(saver, `${ORDERS}/${order.serial}/pay`, {});
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'ORDER_NOT_PENDING', message: ORDER_TEXTS.orderNotPending });
    const shown = await saver.browser.get(`${ORDERS}/${order.serial}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual(paid.body.data);
  });

  it('pays a deposit order by itself once a deposit covers it (the order jobs)', async () => {
    const loan = await marketLoan(t, { amount: 10_000 });
    const saver = await investor(t);
    const placed = await placeOrder(t, saver, [{ serial: loan.serial, amount: 2_000 }], { payment_method: 'deposit' });
    const jobs = t.app.get(OrderJobs);
    expect(await jobs.run()).toEqual({ lapsed: 0, paid: 0, expired: 0 });
    await depositTo(t, saver, 2_000);
    expect((await jobs.run()).paid).toBe(1);
    const shown = await saver.browser.get(`${ORDERS}/${placed.body.data.order.serial}`);
    expect(shown.body.data.order.status).toBe('paid');
    expect(shown.body.data.investments[0].status).toBe('waiting');
    expect(await ledgerBalances(t, saver.id)).toEqual({ cash: 0, locked: 2_000 });
    expect((await jobs.run()).paid).toBe(0);
  });

  it('lapses a deposit order not paid by its deadline and releases what it reserved', async () => {
    const loan = await marketLoan(t, { amount: 10_000 });
    const saver = await investor(t);
    const placed = await placeOrder(t, saver, [{ serial: loan.serial, amount: 3_000 }], { payment_method: 'deposit' });
    const order = placed.body.data.order;
    expect((await loanState(t, loan.serial)).invested_amount).toBe(3_000);
    const afterDeadline = new Date(new Date(order.arrive_at).getTime() + 60_000);

    const orders = t.app.get(OrdersService);
    await depositTo(t, saver, 3_000);
    const tooLate = await orders.pay(saver.id, order.serial, afterDeadline).catch((error: unknown) => error);
    expect(tooLate).toBeInstanceOf(AppError);
    expect((tooLate as AppError).code).toBe('ORDER_LAPSED');

    expect(await orders.lapseOverdueOrders(new Date(new Date(order.arrive_at).getTime() - 60_000))).toBe(0);
    const report = await t.app.get(OrderJobs).run(afterDeadline);
    expect(report).toMatchObject({ lapsed: 1, paid: 0 });
    expect(await orders.lapseOverdueOrders(afterDeadline)).toBe(0);

    const shown = await saver.browser.get(`${ORDERS}/${order.serial}`);
    expect(shown.body.data.order.status).toBe('lapsed');
    expect(shown.body.data.investments[0].status).toBe('lapsed');
    expect(await loanState(t, loan.serial)).toMatchObject({ status: 'matching', invested_amount: 0 });
    expect(await ledgerBalances(t, saver.id)).toEqual({ cash: 3_000, locked: 0 });
    const inbox = await saver.browser.get('/api/inbox');
    expect(inbox.body.data.map((message: { subject: string }) => message.subject)).toContain(ORDER_INBOX_TEXTS.orderLapsedSubject);

    const pay = await postIdempotent(saver, `${ORDERS}/${order.serial}/pay`, {});
    expect(pay.status).toBe(409);
    expect(pay.body.code).toBe('ORDER_NOT_PENDING');
    expect((await placeOrder(t, lender, [{ serial: loan.serial, amount: 10_000 }])).status).toBe(201);
  });

  it('answers 401 to visitors and each ladder level its own 403 below the questionnaire', async () => {
    const loan = await marketLoan(t, { amount: 10_000 });
    const body = { loans: [await line(t, loan.serial, 1_000)], payment_method: 'balance', contract_accepted: true, no_protection_accepted: true };
    const visitor = new Browser(t.http);
    await visitor.refreshCsrf();
    const anonymous = await visitor.agent.post(ORDERS).set('X-Requested-With', 'XMLHttpRequest').set('X-CSRF-Token', visitor.csrfToken).set('Idempotency-Key', randomUUID()).send(body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(MESSAGES.notLoggedIn);

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
      for (const response of [
        await postIdempotent(member, ORDERS, body),
        await postIdempotent(member, `${ORDERS}/O000000000000/pay`, {}),
        await member.browser.get(`${ORDERS}/O000000000000`),
      ]) {
        expect({ status: response.status, code: response.body.code, message: response.body.message }).toEqual({ status: 403, code, message });
      }
    }
    expect((await loanState(t, loan.serial)).invested_amount).toBe(0);
  });
});
