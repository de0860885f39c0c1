import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CART_TEXTS,
  cartAmountAboveInvestable,
  commoditySetAmountMismatch,
  commoditySetAmountStep,
} from '@lendbridge/domain';
import type { CartItem } from '@lendbridge/domain';
import { DataSource } from 'typeorm';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { FARMER_PROFILE, addCommoditySet, saveFarmerProfile } from './factories/listing.js';
import { factBorrower, listLoan } from './factories/market.js';
import type { ListedLoan } from './factories/market.js';
import { fullMember, signUpAs } from './factories/members.js';
import { investor, placeOrder } from './factories/orders.js';
import type { Member } from './factories/members.js';

const CARTS = '/api/v1/carts';

describe('cart: farmer loans bought in commodity sets', () => {
  let t: TestApp;
  let admin: Member;
  let lender: Member;
  let rice: ListedLoan;
  let mango: ListedLoan;
  let credit: ListedLoan;
  let riceSet: number;
  let boxSet: number;
  let mangoSet: number;
  let smallLoan: ListedLoan;
  let bigSet: number;

  const add = (body: object) => lender.browser.post(CARTS, body);
  const items = async (): Promise<CartItem[]> => {
    const response = await lender.browser.get(CARTS);
    expect(response.status).toBe(200);
    return response.body.data as CartItem[];
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAs(t, ['admin']);
    const borrower = await factBorrower(t);
    rice = await listLoan(t, borrower, admin.id, { appType: 'farmer', grade: 'F', amount: 200_000, period: 24 });
    mango = await listLoan(t, borrower, admin.id, { appType: 'farmer', grade: 'D', amount: 120_000, period: 18 });
    smallLoan = await listLoan(t, borrower, admin.id, { appType: 'farmer', grade: 'D', amount: 100_000, period: 12 });
    credit = await listLoan(t, borrower, admin.id, { appType: 'credit', grade: 'B', amount: 300_000, period: 36 });
    await saveFarmerProfile(admin, rice.id);
    await saveFarmerProfile(admin, mango.id, { ...FARMER_PROFILE, place_of_origin: '屏東縣枋山鄉', lat: 22.2616, lng: 120.6557, payment_in_goods: 'principal_and_interest' });
    await saveFarmerProfile(admin, smallLoan.id, { ...FARMER_PROFILE, payment_in_goods: 'none' });
    riceSet = await addCommoditySet(admin, rice.id, { name: '濁水溪白米組', amount: 2000 });
    boxSet = await addCommoditySet(admin, rice.id, { name: '契作禮盒組', amount: 5000 });
    mangoSet = await addCommoditySet(admin, mango.id, { name: '愛文芒果 5 公斤', amount: 3000 });
    bigSet = await addCommoditySet(admin, smallLoan.id, { name: '整箱', amount: 5000 });
    lender = await fullMember(t);
  });

  afterAll(async () => {
    await t.close();
  });

  it('takes a set of the loan, storing the sets total and the count', async () => {
    const response = await add({ loan_serial: rice.serial, loan_commodity_set_id: riceSet, count: 3, amount: 6000 });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      loan_serial: rice.serial,
      loan_commodity_set_id: riceSet,
      count: 3,
      amount: 6000,
      loan: { loan_application_type: 'farmer', payment_in_goods: 'interest_only' },
    });
  });

  it('refuses an amount other than the set amount times the count, on amount', async () => {
    for (const [count, amount] of [
      [3, 5000],
      [1, 4000],
      [2, 2000],
    ]) {
      const response = await add({ loan_serial: rice.serial, loan_commodity_set_id: riceSet, count, amount });
      expect({ count, amount, status: response.status, errors: response.body.errors }).toEqual({
        count,
        amount,
        status: 400,
        errors: { amount: commoditySetAmountMismatch(2000 * count) },
      });
    }
    expect((await items()).find((item) => item.loan_serial === rice.serial)).toMatchObject({ count: 3, amount: 6000 });
  });

  it('refuses a set of another loan or an unknown set with 查無此商品組合', async () => {
    for (const setId of [mangoSet, 999_999]) {
      const response = await add({ loan_serial: rice.serial, loan_commodity_set_id: setId, count: 1, amount: 3000 });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'COMMODITY_SET_NOT_FOUND', errors: { loan_commodity_set_id: CART_TEXTS.commoditySetNotFound } });
    }
    const onCredit = await add({ loan_serial: credit.serial, loan_commodity_set_id: riceSet, count: 1, amount: 2000 });
    expect(onCredit.body.errors).toEqual({ loan_commodity_set_id: CART_TEXTS.commoditySetNotFound });
  });

  it('keeps counts from 1 to 30, and a count other than 1 needs a set', async () => {
    const tooMany = await add({ loan_serial: rice.serial, loan_commodity_set_id: riceSet, count: 31, amount: 62_000 });
    expect(tooMany.body.errors).toEqual({ count: CART_TEXTS.countRange });
    const noSet = await add({ loan_serial: mango.serial, count: 2, amount: 6000 });
    expect(noSet.body.errors).toEqual({ count: CART_TEXTS.countWithoutCommoditySet });
  });

  it('refuses sets worth more than the loan still takes', async () => {
    const response = await add({ loan_serial: smallLoan.serial, loan_commodity_set_id: bigSet, count: 30, amount: 150_000 });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ amount: cartAmountAboveInvestable(100_000) });
  });

  it('replaces the item when the loan is added again in another set', async () => {
    const response = await add({ loan_serial: rice.serial, loan_commodity_set_id: boxSet, count: 2, amount: 10_000 });
    expect(response.status).toBe(200);
    expect((await items()).filter((item) => item.loan_serial === rice.serial)).toEqual([
      expect.objectContaining({ loan_commodity_set_id: boxSet, count: 2, amount: 10_000 }),
    ]);
  });

  it('changes a set item by whole sets, the count following the amount', async () => {
    const [item] = (await items()).filter((entry) => entry.loan_serial === rice.serial);
    const changed = await lender.browser.put(`${CARTS}/${item.id}`, { amount: 20_000 });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ count: 4, amount: 20_000 });
    for (const amount of [12_000, 155_000]) {
      const refused = await lender.browser.put(`${CARTS}/${item.id}`, { amount });
      expect({ amount, errors: refused.body.errors }).toEqual({ amount, errors: { amount: commoditySetAmountStep(5000) } });
    }
    expect((await items()).find((entry) => entry.id === item.id)).toMatchObject({ count: 4, amount: 20_000 });
  });

  it('tells each item how its loan repays, and sums the sets in the summary', async () => {
    expect((await add({ loan_serial: mango.serial, loan_commodity_set_id: mangoSet, count: 1, amount: 3000 })).status).toBe(201);
    expect((await add({ loan_serial: credit.serial, amount: 5000 })).status).toBe(201);
    const modes = Object.fromEntries((await items()).map((item) => [item.loan_serial, item.loan.payment_in_goods]));
    expect(modes).toEqual({ [rice.serial]: 'interest_only', [mango.serial]: 'principal_and_interest', [credit.serial]: 'none' });
    const summary = await lender.browser.get(`${CARTS}/summary`);
    expect(summary.body.data.total_amount).toBe(20_000 + 3000 + 5000);
  });

  it('records on the investment the set its cart item named, when the order buys the cart amount', async () => {
    const buyer = await investor(t, 50_000);
    const bought = await buyer.browser.post(CARTS, { loan_serial: mango.serial, loan_commodity_set_id: mangoSet, count: 2, amount: 6000 });
    expect(bought.status).toBe(201);
    await buyer.browser.post(CARTS, { loan_serial: rice.serial, loan_commodity_set_id: riceSet, count: 1, amount: 2000 });
    const order = await placeOrder(t, buyer, [
      { serial: mango.serial, amount: 6000 },
      { serial: rice.serial, amount: 3000 },
    ]);
    expect(order.status).toBe(201);
    const rows = (await t.app.get(DataSource).query(
      `SELECT l.serial, i.amount, i.loan_commodity_set_id::int AS set_id FROM investments i JOIN loans l ON l.id = i.loan_id WHERE i.user_id = $1 ORDER BY l.serial`,
      [buyer.id],
    )) as { serial: string; amount: number; set_id: number | null }[];
    expect(rows).toEqual(
      expect.arrayContaining([
        { serial: mango.serial, amount: 6000, set_id: mangoSet },
        { serial: rice.serial, amount: 3000, set_id: null },
      ]),
    );
  });
});
