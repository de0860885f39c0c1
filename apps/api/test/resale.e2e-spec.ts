import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import {
  MESSAGES,
  RESALE_TEXTS,
  resaleFeeOf,
  resalePriceBoundsOf,
  resalePriceOutOfBand,
  resaleScheduleFactsOf,
} from '@lendbridge/domain';
import type { ResaleMarketListAnswer, ResaleOrderPreview, ResaleSellPreview, ResaleStoredRow } from '@lendbridge/domain';
import { LedgerService } from '../src/modules/ledger/ledger.service.js';
import { BatchService } from '../src/modules/repayment/batch.service.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { businessToday, disbursedDaysAgo, expectRowsReconcile, expectTransitEmpty, repayingLoan, setCash } from './factories/clearing-rows.js';
import type { RepayingLoan } from './factories/clearing-rows.js';
import { expectLedgerReconciled, postIdempotent, verifiedMember } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { PASSWORD, answerQuestionnaire, signUp, signUpAs } from './factories/members.js';
import type { Member } from './factories/members.js';
import { borrowerWithAccount, investor, ledgerBalances, marketLoan, placeOrder } from './factories/orders.js';

const MARKET = '/api/market-place/bids';
const bidPath = (serial: string): string => `/api/v1/investments/${serial}/bid`;
const orderPath = (id: number | string): string => `${MARKET}/${id}/order`;
const BUYERS = 20;

/** The answer, once its status is the one expected (its body shown when it is not). */
const must = async (pending: Promise<Response>, status: number): Promise<Response> => {
  const response = await pending;
  expect({ status: response.status, body: response.status === status ? undefined : (response.body as object) }).toEqual({ status, body: undefined });
  return response;
};

describe('resale (bid)', () => {
  let t: TestApp;
  let db: DataSource;
  let borrower: Lender;
  let seller: Lender;
  let other: Lender;
  let loan: RepayingLoan;
  let lateLoan: RepayingLoan;
  let offsetBefore: number;

  const platformIncome = () => t.app.get(LedgerService).platformBalance('platform_income');
  const cashOf = async (member: Member) => (await ledgerBalances(t, member.id)).cash;
  const serialOf = (owner: Lender, of: RepayingLoan = loan) => {
    const found = of.investments.find((investment) => investment.lender.id === owner.id);
    if (!found) throw new Error(`No investment of ${owner.id}`);
    return found.serial;
  };
  const previewOf = async (member: Member, serial: string): Promise<ResaleSellPreview> =>
    (await must(member.browser.get(bidPath(serial)), 200)).body.data as ResaleSellPreview;
  const offer = async (member: Member, serial: string, price: unknown): Promise<Response> => member.browser.post(bidPath(serial), { price });
  const orderPreviewOf = async (member: Member, id: number): Promise<ResaleOrderPreview> =>
    (await must(member.browser.get(orderPath(id)), 200)).body.data as ResaleOrderPreview;
  const buy = (member: Member, id: number, hash: string, key: string = randomUUID(), password = PASSWORD) =>
    postIdempotent(member, orderPath(id), { hash, password }, key);
  const investmentState = async (serial: string) =>
    ((await db.query(`SELECT status, closed_at, user_id, amount FROM investments WHERE serial = $1`, [serial])) as {
      status: string;
      closed_at: Date | null;
      user_id: number;
      amount: number;
    }[])[0]!;
  const storedRows = async (serial: string): Promise<ResaleStoredRow[]> =>
    (await db.query(
      `SELECT to_char(r.due_date, 'YYYY-MM-DD') AS due_date, r.principal, r.interest, r.paid_principal, r.paid_interest, r.status
         FROM investment_repayments r JOIN investments i ON i.id = r.investment_id WHERE i.serial = $1 ORDER BY r.due_date`,
      [serial],
    )) as ResaleStoredRow[];

  /** Offers the seller's investment at the price; answers the open offer's id. */
  const openOffer = async (owner: Lender, serial: string, price: number): Promise<number> => {
    const answer = await must(offer(owner, serial, price), 201);
    return (answer.body.data as ResaleSellPreview).offer!.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    [{ offset_days: offsetBefore }] = (await db.query(`SELECT offset_days FROM business_clock WHERE id = 1`)) as { offset_days: number }[];
    borrower = await borrowerWithAccount(t);
    seller = await investor(t, 200_000);
    other = await investor(t, 200_000);
    const late = await disbursedDaysAgo(t, 45);
    lateLoan = await repayingLoan(t, borrower, [{ lender: seller, amount: 10_000 }], late.disbursedOn);
    const { disbursedOn } = await disbursedDaysAgo(t, 15);
    loan = await repayingLoan(
      t,
      borrower,
      [
        { lender: seller, amount: 50_000 },
        { lender: other, amount: 30_000 },
      ],
      disbursedOn,
    );
  }, 180_000);

  afterAll(async () => {
    await db.query(`UPDATE business_clock SET offset_days = $1 WHERE id = 1`, [offsetBefore]);
    await expectTransitEmpty(t);
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('previews the remaining principal, the price band and the schedule facts of an active investment', async () => {
    const preview = await previewOf(seller, serialOf(seller));
    expect(preview).toMatchObject({
      investment_serial: serialOf(seller),
      loan_serial: loan.serial,
      remain_principal: 50_000,
      remaining_periods: 12,
      bounds: { min: 40_000, max: 52_500 },
      fee_percent: 1,
      refusal: null,
      offer: null,
      business_date: await businessToday(t),
    });
    expect(preview.accrued_interest).toBeGreaterThan(0);
    expect(JSON.stringify(preview)).not.toContain(String(borrower.email));
  });

  it('takes a price from 80 % to 105 % of the remaining principal, refuses one NT$ outside, and one open offer at a time', async () => {
    const serial = serialOf(seller);
    const { min, max } = resalePriceBoundsOf(50_000);
    for (const price of [min - 1, max + 1]) {
      const refused = await must(offer(seller, serial, price), 400);
      expect(refused.body).toMatchObject({ code: 'PRICE_OUT_OF_BAND', errors: { price: resalePriceOutOfBand(min, max) } });
    }
    expect((await must(offer(seller, serial, min), 201)).body.message).toBe(RESALE_TEXTS.offered);
    expect((await must(offer(seller, serial, max), 409)).body.code).toBe('OFFER_EXISTS');
    expect((await must(seller.browser.post(`${bidPath(serial)}/withdraw`, {}), 200)).body.data.offer).toBeNull();
    expect((await must(seller.browser.post(`${bidPath(serial)}/withdraw`, {}), 404)).body.message).toBe(RESALE_TEXTS.offerNotFound);
    const reopened = await must(offer(seller, serial, max), 201);
    expect((reopened.body.data as ResaleSellPreview).offer).toMatchObject({ price: max, resale_fee: resaleFeeOf(max), buyable: true });
    await must(seller.browser.post(`${bidPath(serial)}/withdraw`, {}), 200);
  });

  it('answers 404 for another member’s investment', async () => {
    const serial = serialOf(other);
    await must(seller.browser.get(bidPath(serial)), 404);
    await must(offer(seller, serial, 30_000), 404);
    await must(seller.browser.post(`${bidPath(serial)}/withdraw`, {}), 404);
    await must(seller.browser.get(bidPath('IV-NOT-THERE')), 404);
  });

  it('refuses an investment with a row past due, and one not yet disbursed', async () => {
    const serial = serialOf(seller, lateLoan);
    expect((await previewOf(seller, serial)).refusal).toBe(RESALE_TEXTS.notResaleable);
    expect((await must(offer(seller, serial, 10_000), 409)).body).toMatchObject({ code: 'NOT_RESALEABLE', message: RESALE_TEXTS.notResaleable });

    const waitingLoan = await marketLoan(t, { amount: 20_000 });
    const placed = await placeOrder(t, seller, [{ serial: waitingLoan.serial, amount: 5_000 }]);
    expect(placed.status).toBe(201);
    const waiting = placed.body.data.investments[0].serial as string;
    expect((await previewOf(seller, waiting)).refusal).toBe(RESALE_TEXTS.notResaleable);
    expect((await must(offer(seller, waiting, 5_000), 409)).body.code).toBe('NOT_RESALEABLE');
  });

  it('refuses hostile input with 400', async () => {
    const serial = serialOf(seller);
    for (const price of ['9'.repeat(200_000), '1\u0000', 12.5, '12.5', -1, '', null, { price: 1 }, [45_000], true]) {
      await must(offer(seller, serial, price), 400);
    }
    const deep = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
    const raw = await seller.browser.agent
      .post(bidPath(serial))
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('X-CSRF-Token', seller.browser.csrfToken)
      .set('Content-Type', 'application/json')
      .send(deep);
    expect(raw.status).toBe(400);
    await must(seller.browser.post(bidPath(serial), { price: 45_000, extra: 'x' }), 400);
    const id = await openOffer(seller, serial, 45_000);
    const buyer = await investor(t, 100_000);
    for (const body of [{ hash: 'a'.repeat(64) }, { hash: `a\u0000`, password: PASSWORD }, { hash: 'x'.repeat(100_000), password: PASSWORD }, {}]) {
      await must(postIdempotent(buyer, orderPath(id), body), 400);
    }
    await must(buyer.browser.get(orderPath('abc')), 404);
    await must(buyer.browser.get(orderPath('99999999999999999999')), 404);
    await must(seller.browser.post(`${bidPath(serial)}/withdraw`, {}), 200);
  });

  it('refuses a seller buying their own offer and a borrower buying their own loan', async () => {
    const id = await openOffer(seller, serialOf(seller), 48_000);
    expect((await must(seller.browser.get(orderPath(id)), 409)).body).toMatchObject({ code: 'OWN_OFFER', message: RESALE_TEXTS.ownOffer });
    expect((await must(buy(seller, id, 'b'.repeat(64)), 409)).body.code).toBe('OWN_OFFER');
    expect((await must(borrower.browser.get(orderPath(id)), 409)).body.code).toBe('OWN_LOAN');
    await must(seller.browser.post(`${bidPath(serialOf(seller))}/withdraw`, {}), 200);
  });

  it('refuses a buyer whose cash does not cover price + accrued interest, or whose password is wrong, with nothing changed', async () => {
    const serial = serialOf(seller);
    const id = await openOffer(seller, serial, 46_000);
    const poor = await investor(t, 1_000);
    const preview = await orderPreviewOf(poor, id);
    expect(preview).toMatchObject({ balance: 1_000, buyer_pays: 46_000 + preview.offer.accrued_interest });
    const before = { seller: await cashOf(seller), buyer: await cashOf(poor), income: await platformIncome() };
    expect((await must(buy(poor, id, preview.hash), 400)).body).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: MESSAGES.insufficientBalance });
    const wrong = await must(buy(poor, id, preview.hash, randomUUID(), 'Wrong-password-1'), 400);
    expect(wrong.body).toMatchObject({ code: 'WRONG_PASSWORD', message: MESSAGES.wrongPassword });
    expect({ seller: await cashOf(seller), buyer: await cashOf(poor), income: await platformIncome() }).toEqual(before);
    expect(await investmentState(serial)).toMatchObject({ status: 'active', user_id: seller.id });
    expect((await previewOf(seller, serial)).offer).toMatchObject({ id, buyable: true });
    await must(seller.browser.post(`${bidPath(serial)}/withdraw`, {}), 200);
  });

  it('sells to exactly one of 20 racing buyers, moves the exact money and the unpaid schedule, and the new owner is repaid', async () => {
    const serial = serialOf(seller);
    const price = 47_500;
    const id = await openOffer(seller, serial, price);
    const market = (await must(new Browser(t.http).get(MARKET), 200)).body as ResaleMarketListAnswer;
    const row = market.data.find((entry) => entry.id === id);
    expect(row).toMatchObject({ loan_serial: loan.serial, remain_principal: 50_000, price, gap: { kind: 'discount', amount: 2_500, percent: '5.00' } });
    expect(Number(row!.yield_to_maturity)).toBeGreaterThan(Number(row!.apr));
    expect(JSON.stringify(market)).not.toMatch(/borrower_id|email|name/);

    const buyers: Lender[] = [];
    for (let index = 0; index < BUYERS; index += 1) buyers.push(await investor(t, 60_000));
    const previews = await Promise.all(buyers.map((buyer) => orderPreviewOf(buyer, id)));
    const today = await businessToday(t);
    const facts = resaleScheduleFactsOf(await storedRows(serial), today);
    expect(previews[0]!.offer.accrued_interest).toBe(facts.accrued_interest);
    const buyerPays = price + facts.accrued_interest;
    const fee = resaleFeeOf(price);
    const before = { seller: await cashOf(seller), income: await platformIncome() };

    const answers = await Promise.all(buyers.map((buyer, index) => buy(buyer, id, previews[index]!.hash)));
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    const lost = answers.filter((answer) => answer.status !== 200);
    expect(lost.map((answer) => [answer.status, answer.body.code, answer.body.message])).toEqual(
      Array.from({ length: BUYERS - 1 }, () => [409, 'OFFER_CLOSED', RESALE_TEXTS.soldOrWithdrawn]),
    );
    const winner = buyers[answers.indexOf(won[0]!)]!;
    expect(won[0]!.body).toMatchObject({
      message: RESALE_TEXTS.bought,
      data: { loan_serial: loan.serial, amount: 50_000, price, accrued_interest: facts.accrued_interest, buyer_pays: buyerPays },
    });
    const bought = won[0]!.body.data.investment_serial as string;

    expect(await cashOf(winner)).toBe(60_000 - buyerPays);
    expect(await cashOf(seller)).toBe(before.seller + buyerPays - fee);
    expect(await platformIncome()).toBe(before.income + fee);
    for (const [index, buyer] of buyers.entries()) if (buyer !== winner) expect({ index, cash: await cashOf(buyer) }).toEqual({ index, cash: 60_000 });

    expect(await investmentState(serial)).toMatchObject({ status: 'transferred', user_id: seller.id });
    expect((await investmentState(serial)).closed_at).not.toBeNull();
    expect(await investmentState(bought)).toMatchObject({ status: 'active', user_id: winner.id, amount: 50_000 });
    expect((await storedRows(bought)).length).toBe(12);
    expect(await storedRows(serial)).toEqual([]);
    await expectRowsReconcile(t, [loan.id]);
    const detail = await must(winner.browser.get(`/api/v1/investments/${bought}`), 200);
    expect(detail.body.data).toMatchObject({ serial: bought, status: 'active', order_serial: null, resale_offer_id: id, amount: 50_000 });
    expect((await must(seller.browser.get(`/api/v1/investments/${serial}`), 200)).body.data.status).toBe('transferred');
    await must(seller.browser.get(`/api/v1/investments/${bought}`), 404);
    expect(((await must(new Browser(t.http).get(MARKET), 200)).body as ResaleMarketListAnswer).data.map((entry) => entry.id)).not.toContain(id);
    expect((await must(winner.browser.get(orderPath(id)), 409)).body.code).toBe('OFFER_CLOSED');

    // The batch on the first due date pays the new owner.
    const [first] = await storedRows(bought);
    const days = Number(
      ((await db.query(`SELECT ($1::date - $2::date) AS days`, [first!.due_date, today])) as { days: number }[])[0]!.days,
    );
    await db.query(`UPDATE business_clock SET offset_days = offset_days + $1 WHERE id = 1`, [days]);
    expect(await businessToday(t)).toBe(first!.due_date);
    await setCash(t, borrower, 200_000);
    /** The principal repaid to the member on one of the loan's investments. */
    const credited = async (member: Member, investmentSerial: string) =>
      Number(
        ((await db.query(
          `SELECT COALESCE(sum(t.amount), 0)::bigint AS total FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id
            WHERE t.kind = 'repayment_principal' AND a.user_id = $1 AND t.case_serial = $2`,
          [member.id, investmentSerial],
        )) as { total: number }[])[0]!.total,
      );
    await t.app.get(BatchService).run(first!.due_date);
    expect(await credited(winner, bought)).toBe(first!.principal);
    expect(await credited(seller, serial)).toBe(0);
    expect((await storedRows(bought))[0]!.status).toBe('paid');
    await expectRowsReconcile(t, [loan.id]);
  }, 180_000);

  it('moves the money once when the same order is sent twice with the same Idempotency-Key', async () => {
    const serial = serialOf(other);
    const { bounds } = await previewOf(other, serial);
    const id = await openOffer(other, serial, bounds!.max);
    const buyer = await investor(t, 40_000);
    const preview = await orderPreviewOf(buyer, id);
    const key = randomUUID();
    const first = await must(buy(buyer, id, preview.hash, key), 200);
    const again = await must(buy(buyer, id, preview.hash, key), 200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await cashOf(buyer)).toBe(40_000 - preview.buyer_pays);
    const [payments] = (await db.query(`SELECT count(*)::int AS count FROM ledger_transfers WHERE kind = 'resale_payment' AND reference = $1`, [
      `resale:${id}`,
    ])) as { count: number }[];
    expect(payments!.count).toBe(1);
    await expectRowsReconcile(t, [loan.id]);
  });

  it('answers 401 to visitors and 403 to members and staff who may not reach each route', async () => {
    const serial = serialOf(seller, lateLoan);
    const visitor = new Browser(t.http);
    await visitor.refreshCsrf();
    await must(visitor.get(MARKET), 200);
    const member: ['get' | 'post', string][] = [
      ['get', bidPath(serial)],
      ['post', bidPath(serial)],
      ['post', `${bidPath(serial)}/withdraw`],
    ];
    const buying: ['get' | 'post', string][] = [
      ['get', orderPath(1)],
      ['post', orderPath(1)],
    ];
    const call = (browser: Browser, method: 'get' | 'post', path: string) =>
      method === 'get' ? browser.get(path) : browser.agent.post(path).set('X-Requested-With', 'XMLHttpRequest').set('X-CSRF-Token', browser.csrfToken).set('Idempotency-Key', randomUUID()).send({});
    for (const [method, path] of [...member, ...buying]) expect({ path, status: (await call(visitor, method, path)).status }).toEqual({ path, status: 401 });
    const registered = await signUp(t);
    const staff = await signUpAs(t, ['appraiser']);
    for (const someone of [registered, staff]) {
      for (const [method, path] of [...member, ...buying]) {
        expect({ path, status: (await call(someone.browser, method, path)).status }).toEqual({ path, status: 403 });
      }
    }
    const noQuestionnaire = await verifiedMember(t);
    for (const [method, path] of buying) expect({ path, status: (await call(noQuestionnaire.browser, method, path)).status }).toEqual({ path, status: 403 });
    const unreviewed = await verifiedMember(t, { verify: false });
    await answerQuestionnaire(unreviewed);
    expect((await must(unreviewed.browser.get(orderPath(1)), 403)).body.code).toBe('IDENTITY_REVIEW_PENDING');
  });
});
