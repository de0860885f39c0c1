import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { ORDER_TEXTS, PROMO_TEXTS, discountedLenderFee, lenderFeeOf, taipeiDayStart } from '@lendbridge/domain';
import { FundingService } from '../src/modules/orders/funding.service.js';
import { OrdersService } from '../src/modules/orders/orders.service.js';
import { BusinessClock } from '../src/modules/repayment/business-clock.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { marketingBalance, seedCampaign, seedPromoCode } from './factories/campaigns.js';
import type { Lender } from './factories/ledger.js';
import { investor, ledgerBalances, marketLoan, placeOrder } from './factories/orders.js';

const VERIFY = '/api/promo-codes/verify';

describe('promo codes', () => {
  let t: TestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    dataSource = t.app.get(DataSource);
  });

  afterAll(async () => {
    await t.close();
  });

  const useCount = async (code: string): Promise<{ uses: number; members: number }> => {
    const [row] = (await dataSource.query(
      `SELECT p.uses, (SELECT count(*)::int FROM promo_code_uses u WHERE u.promo_code_id = p.id) AS members FROM promo_codes p WHERE p.code = $1`,
      [code],
    )) as { uses: number; members: number }[];
    return row;
  };

  const investmentFees = async (orderSerial: string) =>
    (await dataSource.query(
      `SELECT i.lender_fee::text AS lender_fee, i.lender_fee_before_promo::text AS before FROM investments i JOIN orders o ON o.id = i.order_id WHERE o.serial = $1`,
      [orderSerial],
    )) as { lender_fee: string; before: string | null }[];

  it('needs a signed-in member to verify a code and names why a code is refused', async () => {
    expect((await new Browser(t.http).get(`${VERIFY}?amount=1000&promo_code=ANY1`)).status).toBe(401);
    const lender = await investor(t);
    const expired = await seedPromoCode(t, { expiresInDays: -1 });
    const minimum = await seedPromoCode(t, { min_order_amount: 50_000 });
    const other = await investor(t);
    const owned = await seedPromoCode(t, { owner_id: other.id });
    const refusals: [string, string][] = [
      ['NOSUCHCODE', PROMO_TEXTS.invalid],
      [expired, PROMO_TEXTS.invalid],
      [minimum, PROMO_TEXTS.belowMinimum],
      [owned, PROMO_TEXTS.notYours],
    ];
    for (const [code, message] of refusals) {
      const refused = await lender.browser.get(`${VERIFY}?amount=10000&promo_code=${code}`);
      expect({ code, status: refused.status, errors: refused.body.errors }).toEqual({ code, status: 400, errors: { promo_code: message } });
    }
    expect(PROMO_TEXTS.invalid).toBe(ORDER_TEXTS.promoCodeInvalid);
    const hostile = await lender.browser.get(`${VERIFY}?amount=1e9&promo_code=${'A'.repeat(31)}`);
    expect(hostile.status).toBe(400);
    expect(Object.keys(hostile.body.errors).sort()).toEqual(['amount', 'promo_code']);
    const nul = await lender.browser.get(`${VERIFY}?amount=1000&promo_code=AB%00CD`);
    expect(nul.body).toMatchObject({ statusCode: 400, code: 'INVALID_CHARACTER' });
    const repeated = await lender.browser.get(`${VERIFY}?amount=1000&amount=2000&promo_code=${minimum}`);
    expect(repeated.status).toBe(400);
    const ok = await lender.browser.get(`${VERIFY}?amount=60000&promo_code=${minimum.toLowerCase()}`);
    expect(ok.body.data).toMatchObject({ promo_code: minimum, kind: 'fee_discount', discount_percent: 10, cashback_amount: null, summary: '出借服務費折抵 10%' });
  });

  it('lowers the lender fee of the order and of every later repayment', async () => {
    const lender = await investor(t, 21_000);
    const code = await seedPromoCode(t, { discount_percent: 20 });
    const loan = await marketLoan(t, { amount: 20_000, pgr: '0' });
    const placed = await placeOrder(t, lender, [{ serial: loan.serial, amount: 20_000 }], { extra: { promo_code: code.toLowerCase() } });
    expect(placed.status).toBe(201);
    const [fees] = await investmentFees(placed.body.data.order.serial as string);
    expect(fees.before).not.toBeNull();
    expect(fees.lender_fee).toBe(discountedLenderFee(fees.before as string, 20));
    expect(await useCount(code)).toEqual({ uses: 1, members: 1 });

    const today = await t.app.get(BusinessClock).today();
    await t.app.get(FundingService).disburse(loan.serial, taipeiDayStart(today), today);
    const investment = placed.body.data.investments[0].serial as string;
    const rows = (await lender.browser.get(`/api/v1/investments/${investment}/repayments`)).body.data.repayments as {
      principal: number;
      interest: number;
      fee_amount: number;
      fee_discount: number;
    }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.fee_amount).toBe(lenderFeeOf(row.principal + row.interest, fees.lender_fee));
      expect(row.fee_amount + row.fee_discount).toBe(lenderFeeOf(row.principal + row.interest, fees.before as string));
    }
    expect(rows.some((row) => row.fee_discount > 0)).toBe(true);

    const again = await placeOrder(t, lender, [{ serial: (await marketLoan(t, { amount: 1_000 })).serial, amount: 1_000 }], { extra: { promo_code: code } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'PROMO_CODE_USED', errors: { promo_code: PROMO_TEXTS.used } });
  });

  it('applies a code once per member under 20 concurrent checkouts of that member', async () => {
    const lender = await investor(t, 20_000);
    const code = await seedPromoCode(t);
    const loans = await Promise.all(Array.from({ length: 20 }, () => marketLoan(t, { amount: 1_000 })));
    const answers = await Promise.all(loans.map((loan) => placeOrder(t, lender, [{ serial: loan.serial, amount: 1_000 }], { extra: { promo_code: code } })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.status !== 201)) expect(answer.body.code).toBe('PROMO_CODE_USED');
    expect(await useCount(code)).toEqual({ uses: 1, members: 1 });
    expect(await ledgerBalances(t, lender.id)).toEqual({ cash: 19_000, locked: 1_000 });
  });

  it('never goes past its uses under 20 concurrent checkouts of 20 members', async () => {
    const code = await seedPromoCode(t, { max_uses: 15 });
    const lenders: Lender[] = [];
    for (let index = 0; index < 20; index += 1) lenders.push(await investor(t, 1_000));
    const loan = await marketLoan(t, { amount: 20_000 });
    const answers = await Promise.all(lenders.map((lender) => placeOrder(t, lender, [{ serial: loan.serial, amount: 1_000 }], { extra: { promo_code: code } })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(15);
    for (const answer of answers.filter((one) => one.status !== 201)) {
      expect(answer.body).toMatchObject({ code: 'PROMO_CODE_EXHAUSTED', errors: { promo_code: PROMO_TEXTS.exhausted } });
    }
    expect(await useCount(code)).toEqual({ uses: 15, members: 15 });
  });

  it('pays cashback from its campaign budget once, only on balance orders and never past the budget', async () => {
    const campaign = await seedCampaign(t, { kind: 'cashback_tiers', budget: 300 });
    const code = await seedPromoCode(t, { kind: 'cashback', cashback_amount: 200, campaign_id: campaign.id });
    const lender = await investor(t, 5_000);
    const deposit = await placeOrder(t, lender, [{ serial: (await marketLoan(t, { amount: 2_000 })).serial, amount: 1_000 }], {
      payment_method: 'deposit',
      extra: { promo_code: code },
    });
    expect(deposit.body).toMatchObject({ code: 'PROMO_CODE_NEEDS_BALANCE', errors: { promo_code: PROMO_TEXTS.cashbackNeedsBalance } });

    const marketingBefore = await marketingBalance(t);
    const paid = await placeOrder(t, lender, [{ serial: (await marketLoan(t, { amount: 1_000 })).serial, amount: 1_000 }], { extra: { promo_code: code } });
    expect(paid.status).toBe(201);
    expect(await ledgerBalances(t, lender.id)).toEqual({ cash: 4_200, locked: 1_000 });
    expect(await marketingBalance(t)).toBe(marketingBefore - 200);

    const second = await investor(t, 1_000);
    const overBudget = await placeOrder(t, second, [{ serial: (await marketLoan(t, { amount: 1_000 })).serial, amount: 1_000 }], { extra: { promo_code: code } });
    expect(overBudget.body).toMatchObject({ code: 'PROMO_CODE_EXHAUSTED' });
    expect(await ledgerBalances(t, second.id)).toEqual({ cash: 1_000, locked: 0 });
    const [row] = (await dataSource.query(`SELECT spent FROM campaigns WHERE id = $1`, [campaign.id])) as { spent: number }[];
    expect(row.spent).toBe(200);
  });

  it('gives the code back when a deposit order lapses unpaid', async () => {
    const lender = await investor(t);
    const code = await seedPromoCode(t, { max_uses: 1 });
    const placed = await placeOrder(t, lender, [{ serial: (await marketLoan(t, { amount: 2_000 })).serial, amount: 1_000 }], {
      payment_method: 'deposit',
      extra: { promo_code: code },
    });
    expect(placed.status).toBe(201);
    expect(await useCount(code)).toEqual({ uses: 1, members: 1 });
    const arriveAt = new Date(placed.body.data.order.arrive_at as string);
    expect(await t.app.get(OrdersService).lapseOverdueOrders(new Date(arriveAt.getTime() + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await useCount(code)).toEqual({ uses: 0, members: 0 });
    const [fees] = await investmentFees(placed.body.data.order.serial as string);
    expect(fees.before).toBeNull();
    expect((await lender.browser.get(`${VERIFY}?amount=1000&promo_code=${code}`)).status).toBe(200);
  });
});
