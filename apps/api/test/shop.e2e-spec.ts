import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { SHOP_EXPORT_COLUMNS, SHOP_TEXTS, daysBetween, shiftIsoDateMonths, shopInstalmentPlan } from '@lendbridge/domain';
import { LedgerService } from '../src/modules/ledger/ledger.service.js';
import { PLATFORM, shopPayable, userCash } from '../src/modules/ledger/ledger-accounts.js';
import { BatchService } from '../src/modules/repayment/batch.service.js';
import { BusinessClock } from '../src/modules/repayment/business-clock.js';
import { ShopBookingsService } from '../src/modules/shop/shop-bookings.service.js';
import { UserStatusService } from '../src/modules/users/user-status.service.js';
import { ShopJobs } from '../src/modules/shop/shop.jobs.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { adminOf, expectLedgerReconciled, postIdempotent } from './factories/ledger.js';
import { fullMember, signUp, signUpAs, uploadImage } from './factories/members.js';
import type { Member } from './factories/members.js';

const SHOPS = '/api/v1/shops';
const PRODUCTS = '/api/v1/shop-products';
const ORDERS = '/api/v1/shop-orders';
const CONSOLE = '/api/console';

const ORDER_FORM = {
  receiver_name: '林小美',
  phone: '0912345678',
  email: 'buyer@example.com',
  address: '苗栗縣苑裡鎮中正路 1 號',
  note: '',
  contact: 'LINE: lin',
};

describe('the shop', () => {
  let t: TestApp;
  let dataSource: DataSource;
  let ledger: LedgerService;
  let sellerA: Member;
  let sellerB: Member;
  let goodsA: number;
  let serviceA: number;
  let goodsB: number;

  const shopOf = async (owner: Member, kind: 'goods' | 'service', name: string): Promise<number> => {
    const rows: { id: number }[] = await dataSource.query(`INSERT INTO shops (owner_user_id, kind, name, description) VALUES ($1, $2, $3, '') RETURNING id`, [
      owner.id,
      kind,
      name,
    ]);
    return Number(rows[0]?.id);
  };

  const productOf = async (seller: Member, shopId: number, overrides: Record<string, unknown> = {}): Promise<number> => {
    const created = await seller.browser.post(`${CONSOLE}/shop-products`, {
      shop_id: shopId,
      name: '石虎米 2 公斤',
      price: 350,
      is_orderable: true,
      is_visible: true,
      quantity: 10,
      note: '',
      image_ids: [],
      ...overrides,
    });
    expect(created.status).toBe(201);
    return Number(created.body.id);
  };

  const credit = async (member: Member, amount: number): Promise<void> => {
    await dataSource.transaction((manager) =>
      ledger.transfer(manager, { from: PLATFORM.bank, to: userCash(member.id), amount, kind: 'deposit', reference: `test:${randomUUID()}` }),
    );
  };

  const cashOf = async (userId: number): Promise<number> => (await ledger.balances(userId)).cash;
  const payableOf = async (userId: number): Promise<number> => {
    const id = await ledger.findUserAccountId(userId, shopPayable(userId).kind);
    if (id === null) return 0;
    const rows: { balance: number }[] = await dataSource.query(`SELECT balance FROM ledger_accounts WHERE id = $1`, [id]);
    return Number(rows[0]?.balance ?? 0);
  };
  const stockOf = async (productId: number): Promise<number> => {
    const rows: { quantity: number }[] = await dataSource.query(`SELECT quantity FROM shop_products WHERE id = $1`, [productId]);
    return Number(rows[0]?.quantity);
  };
  const transfersOf = async (serial: string): Promise<{ kind: string; amount: number }[]> =>
    dataSource.query(`SELECT kind, amount FROM ledger_transfers WHERE case_serial = $1 ORDER BY id`, [serial]);

  const order = (buyer: Member, products: Record<string, { quantity: number; note?: string }>, key: string = randomUUID()): Promise<Response> =>
    postIdempotent(buyer, ORDERS, { ...ORDER_FORM, products }, key);
  const pay = (buyer: Member, serial: string, method: string): Promise<Response> => postIdempotent(buyer, `${ORDERS}/${serial}/pay`, { payment_method: method });
  const orderIdOf = async (serial: string): Promise<number> => {
    const rows: { id: number }[] = await dataSource.query(`SELECT id FROM shop_orders WHERE serial = $1`, [serial]);
    return Number(rows[0]?.id);
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    dataSource = t.app.get(DataSource);
    ledger = t.app.get(LedgerService);
    sellerA = await signUpAs(t, ['shop_seller']);
    sellerB = await signUpAs(t, ['shop_seller']);
    goodsA = await shopOf(sellerA, 'goods', '石虎米商店');
    serviceA = await shopOf(sellerA, 'service', '信用諮詢');
    goodsB = await shopOf(sellerB, 'goods', '另一家商店');
  });

  afterAll(async () => {
    await t.close();
  });

  it('lists shops by kind and only the visible products, and refreshes a cart by ids', async () => {
    const picture = await uploadImage(sellerA, 'image');
    const shown = await productOf(sellerA, goodsA, { name: '糙米', image_ids: [picture] });
    const hidden = await productOf(sellerA, goodsA, { name: '下架商品', is_visible: false });
    const visitor = new Browser(t.http);

    const goods = await visitor.get(`${SHOPS}?kind=goods`);
    expect(goods.status).toBe(200);
    expect(goods.body.data.map((shop: { id: number }) => shop.id)).toEqual(expect.arrayContaining([goodsA, goodsB]));
    expect(goods.body.data.map((shop: { id: number }) => shop.id)).not.toContain(serviceA);
    expect((await visitor.get(`${SHOPS}/${serviceA}`)).body.data).toMatchObject({ id: serviceA, kind: 'service', name: '信用諮詢' });
    expect((await visitor.get(`${SHOPS}/999999`)).status).toBe(404);
    expect((await visitor.get(`${SHOPS}?kind=food`)).status).toBe(400);

    const cart = await visitor.get(`${PRODUCTS}?ids=${shown},${hidden},999999&per_page=1000`);
    expect(cart.status).toBe(200);
    expect(cart.body.data).toEqual([
      { id: shown, shop_id: goodsA, name: '糙米', price: 350, is_orderable: true, is_visible: true, quantity: 10, note: '', images: [`${PRODUCTS}/${shown}/images/${picture}`] },
    ]);
    expect(cart.body.meta).toEqual({ current_page: 1, last_page: 1, total: 1 });
    expect((await visitor.get(`${PRODUCTS}?per_page=1001`)).status).toBe(400);

    const image = await visitor.get(`${PRODUCTS}/${shown}/images/${picture}`);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await visitor.get(`${PRODUCTS}/${hidden}/images/${picture}`)).status).toBe(404);
    expect((await visitor.get(`${PRODUCTS}/${shown}/images/${randomUUID()}`)).status).toBe(404);
  });

  it('never oversells the last units to 50 buyers ordering together, and a lapsed order gives its units back', async () => {
    const product = await productOf(sellerA, goodsA, { name: '最後五包', price: 200, quantity: 5 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => signUp(t)));
    const answers = await Promise.all(buyers.map((buyer) => order(buyer, { [product]: { quantity: 1 } })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(45);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body).toMatchObject({ code: 'SHOP_SOLD_OUT', message: `最後五包：${SHOP_TEXTS.soldOut}` });
    expect(await stockOf(product)).toBe(0);
    const held: { units: number }[] = await dataSource.query(
      `SELECT COALESCE(sum(l.quantity), 0)::int AS units FROM shop_order_lines l JOIN shop_orders o ON o.id = l.order_id WHERE l.product_id = $1 AND o.status = 'unpaid'`,
      [product],
    );
    expect(held[0]?.units).toBe(5);

    const placed = answers.filter((answer) => answer.status === 201);
    const winner = buyers[answers.indexOf(placed[0] as Response)] as Member;
    const serial = placed[0]?.body.data.serial as string;
    await credit(winner, 200);
    const paid = await pay(winner, serial, 'balance');
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'paid', total: 200, payment_method: 'balance', delivery_status: 'pending', pay_deadline: null });
    expect(await transfersOf(serial)).toEqual([{ kind: 'shop_order_payment', amount: 200 }]);
    expect(await cashOf(winner.id)).toBe(0);

    const deadline = Date.parse(placed[1]?.body.data.pay_deadline as string);
    const jobs = t.app.get(ShopJobs);
    expect((await jobs.run(new Date(deadline - 60_000))).lapsed).toBe(0);
    expect((await jobs.run(new Date(deadline + 60_000))).lapsed).toBe(4);
    expect(await stockOf(product)).toBe(4);
    const loser = buyers[answers.indexOf(placed[1] as Response)] as Member;
    const late = await pay(loser, placed[1]?.body.data.serial as string, 'balance');
    expect(late.status).toBe(409);
    expect((await loser.browser.get(`${ORDERS}/search?serial=${placed[1]?.body.data.serial as string}`)).body.data.status).toBe('lapsed');
    await expectLedgerReconciled(t);
  });

  it('books one slot once among 20 buyers booking it together, and shows the slots of a date', async () => {
    const consult = await productOf(sellerA, serviceA, { name: '信用諮詢 1 小時', price: 500, quantity: 0 });
    const date = shiftIsoDateMonths(await t.app.get(BusinessClock).today(), 1);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => signUp(t)));
    const body = { product_id: consult, date, hour: 10, note: '', name: '王小明', phone: '0912345678' };
    const answers = await Promise.all(buyers.map((buyer) => postIdempotent(buyer, `${SHOPS}/${serviceA}/bookings`, body)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(SHOP_TEXTS.slotTaken);
    const rows: { count: number }[] = await dataSource.query(`SELECT count(*)::int AS count FROM shop_bookings WHERE shop_id = $1 AND date = $2 AND hour = 10`, [serviceA, date]);
    expect(rows[0]?.count).toBe(1);

    const slots = await new Browser(t.http).get(`${SHOPS}/${serviceA}/booking-slots?date=${date}`);
    expect(slots.status).toBe(200);
    expect(slots.body.data).toHaveLength(9);
    expect(slots.body.data[0]).toEqual({ hour: 9, available: true });
    expect(slots.body.data[1]).toEqual({ hour: 10, available: false });
    expect((await new Browser(t.http).get(`${SHOPS}/${serviceA}/booking-slots?date=2026-02-30`)).body.message).toBe(SHOP_TEXTS.chooseDate);
    expect((await new Browser(t.http).get(`${SHOPS}/${goodsA}/booking-slots?date=${date}`)).status).toBe(409);

    const bookings = t.app.get(ShopBookingsService);
    const morning = new Date('2026-03-02T02:30:00Z');
    const day = await t.app.get(BusinessClock).today(morning);
    const daySlots = await bookings.slots(serviceA, day, morning);
    expect(daySlots.filter((slot) => slot.available).map((slot) => slot.hour)).toEqual([11, 12, 13, 14, 15, 16, 17]);
    const someone = await t.app.get(UserStatusService).load((buyers[0] as Member).id);
    if (!someone) throw new Error('the buyer is not found');
    const begun = bookings.book(someone, serviceA, { ...body, date: day, hour: 10 }, morning);
    await expect(begun).rejects.toMatchObject({ code: 'SHOP_SLOT_IN_PAST' });

    const booker = buyers[answers.findIndex((answer) => answer.status === 201)] as Member;
    const mine = await booker.browser.get('/api/v1/my-bookings');
    expect(mine.body.data).toEqual([expect.objectContaining({ shop_id: serviceA, product_name: '信用諮詢 1 小時', date, hour: 10, status: 'booked' })]);
    const alerts = await postIdempotent(booker, `${SHOPS}/${serviceA}/bookings`, { product_id: consult, date: '', hour: null, note: '', name: '', phone: '' });
    expect(alerts.status).toBe(400);
    expect(alerts.body.errors).toMatchObject({ date: '請選擇日期', hour: '請選擇時間', name: '請輸入姓名', phone: '請輸入電話' });

    const console = await sellerA.browser.get(`${CONSOLE}/shop-bookings`);
    expect(console.status).toBe(200);
    expect(console.body).toEqual([expect.objectContaining({ shop_id: serviceA, date, hour: 10, buyer_email: booker.email })]);
    expect((await sellerB.browser.get(`${CONSOLE}/shop-bookings`)).body).toEqual([]);
    expect((await sellerB.browser.get(`${CONSOLE}/shop-bookings/${console.body[0].id as number}`)).status).toBe(404);
  });

  it('runs the delivery: pay from the balance, the seller reports it, the buyer confirms receipt and the seller is paid out', async () => {
    const rice = await productOf(sellerA, goodsA, { name: '石虎米', price: 350, quantity: 20 });
    const beans = await productOf(sellerA, goodsA, { name: '黑豆', price: 120, quantity: 20 });
    const buyer = await signUp(t);
    const placed = await order(buyer, { [rice]: { quantity: 2, note: '白米' }, [beans]: { quantity: 1 } });
    expect(placed.status).toBe(201);
    const serial = placed.body.data.serial as string;
    expect(placed.body.data).toMatchObject({
      status: 'unpaid',
      total: 820,
      discount: 0,
      payment_method: 'lnb_paylater_installment',
      lines: [
        { product_id: rice, name: '石虎米', price: 350, quantity: 2, note: '白米' },
        { product_id: beans, name: '黑豆', price: 120, quantity: 1, note: '' },
      ],
      instalments: [],
      info: { temple: null, delivery: null, leopard_cat_rice_type: '白米' },
    });
    expect(await stockOf(rice)).toBe(18);

    const short = await pay(buyer, serial, 'balance');
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 'BALANCE_SHORT', message: SHOP_TEXTS.balanceShort });
    await credit(buyer, 1_000);
    expect((await pay(buyer, serial, 'balance')).body.data.status).toBe('paid');
    expect(await cashOf(buyer.id)).toBe(180);
    const payableBefore = await payableOf(sellerA.id);
    const sellerCashBefore = await cashOf(sellerA.id);

    const info = await buyer.browser.put(`${ORDERS}/${serial}/info`, { delivery: { name: '林小美', city: '苗栗縣', district: '苑裡鎮' }, leopard_cat_rice_type: '糙米' });
    expect(info.status).toBe(200);
    expect(info.body.data.info).toEqual({ temple: null, delivery: { name: '林小美', phone: '', note: '', city: '苗栗縣', district: '苑裡鎮', address: '' }, leopard_cat_rice_type: '糙米' });

    expect((await postIdempotent(buyer, `${ORDERS}/${serial}/receive`, {})).status).toBe(409);
    const id = await orderIdOf(serial);
    expect((await sellerB.browser.put(`${CONSOLE}/shop-orders/${id}/delivery`, { carrier: '黑貓', carrier_code: 'T1' })).status).toBe(404);
    const reported = await sellerA.browser.put(`${CONSOLE}/shop-orders/${id}/delivery`, { carrier: '黑貓宅急便', carrier_code: '9001-2345' });
    expect(reported.status).toBe(200);
    expect(reported.body).toMatchObject({ delivery_status: 'delivered', carrier: '黑貓宅急便', carrier_code: '9001-2345', instalments: [] });
    expect(reported.body.lines.map((line: { name: string; quantity: number }) => `${line.name} × ${line.quantity}`)).toEqual(['石虎米 × 2', '黑豆 × 1']);
    expect((await buyer.browser.get('/api/v1/buyer-orders?delivery_status=delivered')).body.data).toEqual([
      expect.objectContaining({ serial, delivery_status: 'delivered', can_receive: true, products: '石虎米 × 2、黑豆 × 1' }),
    ]);
    expect((await postIdempotent(buyer, `${ORDERS}/${serial}/cancel`, {})).status).toBe(409);
    expect((await buyer.browser.put(`${ORDERS}/${serial}/info`, { leopard_cat_rice_type: '白米' })).status).toBe(409);

    const received = await postIdempotent(buyer, `${ORDERS}/${serial}/receive`, {});
    expect(received.status).toBe(200);
    expect(received.body.data.delivery_status).toBe('received');
    expect(await transfersOf(serial)).toEqual([
      { kind: 'shop_order_payment', amount: 820 },
      { kind: 'shop_payout', amount: 820 },
    ]);
    expect(await payableOf(sellerA.id)).toBe(payableBefore - 820);
    expect(await cashOf(sellerA.id)).toBe(sellerCashBefore + 820);
    expect((await buyer.browser.get('/api/v1/buyer-orders?delivery_status=received')).body).toMatchObject({ meta: { current_page: 1, last_page: 1, total: 1 } });
    await expectLedgerReconciled(t);
  });

  it('cancels exactly: an unpaid order returns its units, a paid one refunds the buyer to the dollar', async () => {
    const product = await productOf(sellerA, goodsA, { name: '米香', price: 99, quantity: 10 });
    const buyer = await signUp(t);
    await credit(buyer, 500);
    const unpaid = await order(buyer, { [product]: { quantity: 3 } });
    expect(await stockOf(product)).toBe(7);
    const cancelled = await postIdempotent(buyer, `${ORDERS}/${unpaid.body.data.serial as string}/cancel`, {});
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await stockOf(product)).toBe(10);

    const paid = await order(buyer, { [product]: { quantity: 4 } });
    const serial = paid.body.data.serial as string;
    await pay(buyer, serial, 'balance');
    expect(await cashOf(buyer.id)).toBe(500 - 396);
    const refunded = await sellerA.browser.post(`${CONSOLE}/shop-orders/${await orderIdOf(serial)}/cancel`, {});
    expect(refunded.status).toBe(400);
    expect(refunded.body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const byConsole = await postIdempotent(sellerA, `${CONSOLE}/shop-orders/${await orderIdOf(serial)}/cancel`, {});
    expect(byConsole.status).toBe(200);
    expect(byConsole.body.status).toBe('cancelled');
    expect(await cashOf(buyer.id)).toBe(500);
    expect(await stockOf(product)).toBe(10);
    expect(await transfersOf(serial)).toEqual([
      { kind: 'shop_order_payment', amount: 396 },
      { kind: 'shop_refund', amount: 396 },
    ]);
    await expectLedgerReconciled(t);
  });

  it('replays an order with the same Idempotency-Key without taking stock twice', async () => {
    const product = await productOf(sellerA, goodsA, { name: '重送測試', price: 10, quantity: 5 });
    const buyer = await signUp(t);
    const key = randomUUID();
    const first = await order(buyer, { [product]: { quantity: 2 } }, key);
    const again = await order(buyer, { [product]: { quantity: 2 } }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await stockOf(product)).toBe(3);
    const missing = await buyer.browser.post(ORDERS, { ...ORDER_FORM, products: { [product]: { quantity: 1 } } });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('refuses hostile input: NUL, huge strings, deep JSON, zero or negative quantities, an empty cart', async () => {
    const product = await productOf(sellerA, goodsA, { name: '防呆', price: 10, quantity: 5 });
    const buyer = await signUp(t);
    const nul = await postIdempotent(buyer, ORDERS, { ...ORDER_FORM, receiver_name: 'a\u0000b', products: { [product]: { quantity: 1 } } });
    expect(nul.status).toBe(400);
    const huge = await postIdempotent(buyer, ORDERS, { ...ORDER_FORM, address: '米'.repeat(200_000), products: { [product]: { quantity: 1 } } });
    expect([400, 413]).toContain(huge.status);
    let deep = '{"products":1}';
    for (let level = 0; level < 5_000; level += 1) deep = `{"a":${deep}}`;
    const nested = await buyer.browser.agent
      .post(ORDERS)
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('X-CSRF-Token', buyer.browser.csrfToken)
      .set('Idempotency-Key', randomUUID())
      .set('Content-Type', 'application/json')
      .send(deep);
    expect(nested.status).toBe(400);
    for (const quantity of [0, -1, 1.5, 100_000]) {
      const bad = await postIdempotent(buyer, ORDERS, { ...ORDER_FORM, products: { [product]: { quantity } } });
      expect({ quantity, status: bad.status }).toEqual({ quantity, status: 400 });
    }
    const empty = await postIdempotent(buyer, ORDERS, { ...ORDER_FORM, products: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.products).toBe(SHOP_TEXTS.cartEmpty);
    const mixed = await productOf(sellerB, goodsB, { name: 'B 的商品', price: 10, quantity: 5 });
    expect((await postIdempotent(buyer, ORDERS, { ...ORDER_FORM, products: { [product]: { quantity: 1 }, [mixed]: { quantity: 1 } } })).status).toBe(400);
    expect(await stockOf(product)).toBe(5);
    expect((await buyer.browser.get(`${ORDERS}/search?serial=SO-NOPE`)).status).toBe(404);
    expect((await buyer.browser.get(`${PRODUCTS}?ids=1,a`)).status).toBe(400);
  });

  it("keeps each seller to their own shop, products and orders, and another buyer's order is not found", async () => {
    const product = await productOf(sellerA, goodsA, { name: 'A 的商品', price: 50, quantity: 5 });
    const buyer = await signUp(t);
    const placed = await order(buyer, { [product]: { quantity: 1 } });
    const serial = placed.body.data.serial as string;
    const id = await orderIdOf(serial);

    expect((await sellerB.browser.get(`${CONSOLE}/myshop`)).body.map((shop: { id: number }) => shop.id)).toEqual([goodsB]);
    expect((await sellerA.browser.get(`${CONSOLE}/myshop`)).body.map((shop: { id: number }) => shop.id)).toEqual([goodsA, serviceA]);
    expect((await sellerB.browser.get(`${CONSOLE}/myshop/${goodsA}`)).status).toBe(404);
    expect((await sellerB.browser.put(`${CONSOLE}/myshop/${goodsA}`, { name: '搶走', description: '' })).status).toBe(404);
    expect((await sellerB.browser.get(`${CONSOLE}/shop-products/${product}`)).status).toBe(404);
    expect((await sellerB.browser.put(`${CONSOLE}/shop-products/${product}`, { name: 'x', price: 1, is_orderable: true, is_visible: true, quantity: 1, note: '', image_ids: [] })).status).toBe(404);
    expect((await sellerB.browser.post(`${CONSOLE}/shop-products`, { shop_id: goodsA, name: 'x', price: 1, is_orderable: true, is_visible: true, quantity: 1, note: '', image_ids: [] })).status).toBe(404);
    expect((await sellerB.browser.get(`${CONSOLE}/shop-orders/${id}`)).status).toBe(404);
    expect((await sellerB.browser.get(`${CONSOLE}/shop-orders`)).body.map((row: { serial: string }) => row.serial)).not.toContain(serial);
    expect((await postIdempotent(sellerB, `${CONSOLE}/shop-orders/${id}/cancel`, {})).status).toBe(404);
    expect((await sellerB.browser.post(`${CONSOLE}/shop-deliveries`, { items: [{ id, carrier_code: 'X' }] })).status).toBe(404);
    expect((await sellerB.browser.get(`${CONSOLE}/shop-products?filter=${encodeURIComponent(JSON.stringify({ shop_id: goodsA }))}`)).body).toEqual([]);
    const others = await sellerA.browser.get(`${CONSOLE}/shop-products?filter=${encodeURIComponent(JSON.stringify({ shop_id: goodsA }))}`);
    expect(others.body.map((row: { id: number }) => row.id)).toContain(product);

    const stranger = await signUp(t);
    expect((await stranger.browser.get(`${ORDERS}/search?serial=${serial}`)).status).toBe(404);
    expect((await pay(stranger, serial, 'balance')).status).toBe(404);
    expect((await stranger.browser.put(`${ORDERS}/${serial}/info`, { leopard_cat_rice_type: '白米' })).status).toBe(404);
    expect((await postIdempotent(stranger, `${ORDERS}/${serial}/cancel`, {})).status).toBe(404);

    const admin = await adminOf(t);
    expect((await admin.browser.get(`${CONSOLE}/shop-orders/${id}`)).status).toBe(200);
    const sales = await signUpAs(t, ['sales']);
    expect((await sales.browser.get(`${CONSOLE}/shop-orders/${id}`)).status).toBe(200);
    expect((await sales.browser.put(`${CONSOLE}/shop-orders/${id}/delivery`, { carrier: 'x', carrier_code: 'y' })).status).toBe(403);
  });

  it('lets an admin alone open a shop, and only for a user with the shop_seller role', async () => {
    const admin = await adminOf(t);
    const member = await signUp(t);
    const form = { kind: 'service', name: '理財諮詢', description: '一對一理財規劃', image_id: null };
    const refused = await admin.browser.post(`${CONSOLE}/myshop`, { ...form, owner_email: member.email });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'SHOP_OWNER_NOT_SELLER', errors: { owner_email: SHOP_TEXTS.shopOwnerNotSeller } });
    expect((await admin.browser.post(`${CONSOLE}/myshop`, { ...form, kind: 'bank', owner_email: sellerB.email })).status).toBe(400);
    expect((await sellerB.browser.post(`${CONSOLE}/myshop`, { ...form, owner_email: sellerB.email })).status).toBe(403);
    const sales = await signUpAs(t, ['sales']);
    expect((await sales.browser.post(`${CONSOLE}/myshop`, { ...form, owner_email: sellerB.email })).status).toBe(403);

    const opened = await admin.browser.post(`${CONSOLE}/myshop`, { ...form, owner_email: sellerB.email.toUpperCase() });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ name: '理財諮詢', kind: 'service', owner_user_id: sellerB.id });
    expect((await sellerB.browser.get(`${CONSOLE}/myshop/${opened.body.id}`)).status).toBe(200);
    expect((await sellerA.browser.get(`${CONSOLE}/myshop/${opened.body.id}`)).status).toBe(404);
    expect((await new Browser(t.http).get(`${SHOPS}?kind=service`)).body.data.map((shop: { name: string }) => shop.name)).toContain('理財諮詢');
  });

  it('answers 401 to a visitor and 403 to a member on every shop route', async () => {
    const visitor = new Browser(t.http);
    await visitor.refreshCsrf();
    const member = await signUp(t);
    for (const [method, path] of [
      ['post', ORDERS],
      ['get', `${ORDERS}/search?serial=SO1`],
      ['post', `${ORDERS}/SO1/pay`],
      ['put', `${ORDERS}/SO1/info`],
      ['post', `${ORDERS}/SO1/cancel`],
      ['post', `${ORDERS}/SO1/receive`],
      ['get', '/api/v1/buyer-orders'],
      ['get', '/api/v1/my-bookings'],
      ['post', `${SHOPS}/1/bookings`],
    ] as const) {
      const answer = method === 'get' ? await visitor.get(path) : await visitor.send(method, path, {});
      expect({ path, status: answer.status }).toEqual({ path, status: 401 });
    }
    for (const [method, path] of [
      ['get', `${CONSOLE}/myshop`],
      ['get', `${CONSOLE}/myshop/1`],
      ['put', `${CONSOLE}/myshop/1`],
      ['post', `${CONSOLE}/myshop`],
      ['get', `${CONSOLE}/shop-products`],
      ['post', `${CONSOLE}/shop-products`],
      ['put', `${CONSOLE}/shop-products/1`],
      ['get', `${CONSOLE}/shop-orders`],
      ['get', `${CONSOLE}/shop-orders/export`],
      ['get', `${CONSOLE}/shop-orders/1`],
      ['put', `${CONSOLE}/shop-orders/1/delivery`],
      ['post', `${CONSOLE}/shop-orders/1/cancel`],
      ['get', `${CONSOLE}/shop-deliveries`],
      ['post', `${CONSOLE}/shop-deliveries`],
      ['get', `${CONSOLE}/shop-bookings`],
      ['get', `${CONSOLE}/shop-bookings/1`],
    ] as const) {
      const anonymous = method === 'get' ? await visitor.get(path) : await visitor.send(method, path, {});
      expect({ path, status: anonymous.status }).toEqual({ path, status: 401 });
      const answer = method === 'get' ? await member.browser.get(path) : await member.browser.send(method, path, {});
      expect({ path, status: answer.status }).toEqual({ path, status: 403 });
    }
  });

  it('lists deliveries by deadline and status, takes carrier codes in bulk, and exports the orders as an .xlsx that reads back the same', async () => {
    const product = await productOf(sellerB, goodsB, { name: '出貨商品', price: 100, quantity: 50 });
    const buyer = await signUp(t);
    await credit(buyer, 1_000);
    const serials: string[] = [];
    for (const quantity of [1, 2, 3]) {
      const placed = await order(buyer, { [product]: { quantity } });
      serials.push(placed.body.data.serial as string);
      await pay(buyer, placed.body.data.serial as string, 'balance');
    }
    await order(buyer, { [product]: { quantity: 1 } });
    const today = await t.app.get(BusinessClock).today();
    const filter = encodeURIComponent(JSON.stringify({ delivery_status: 'pending', delivery_deadline_gte: today }));
    const pending = await sellerB.browser.get(`${CONSOLE}/shop-deliveries?filter=${filter}`);
    expect(pending.status).toBe(200);
    expect(pending.body.map((row: { serial: string }) => row.serial).sort()).toEqual([...serials].sort());
    expect((await sellerB.browser.get(`${CONSOLE}/shop-deliveries?filter=${encodeURIComponent(JSON.stringify({ delivery_deadline_lt: today }))}`)).body).toEqual([]);

    const ids = await Promise.all(serials.map(orderIdOf));
    const bulk = await sellerB.browser.post(`${CONSOLE}/shop-deliveries`, { items: ids.map((id, index) => ({ id, carrier_code: `HCT-${index}` })) });
    expect(bulk.status).toBe(200);
    expect(bulk.body.map((row: { delivery_status: string; carrier_code: string }) => [row.delivery_status, row.carrier_code])).toEqual([
      ['delivered', 'HCT-0'],
      ['delivered', 'HCT-1'],
      ['delivered', 'HCT-2'],
    ]);
    expect((await sellerB.browser.post(`${CONSOLE}/shop-deliveries`, { items: [] })).status).toBe(400);

    const exported = await sellerB.browser.agent.get(`${CONSOLE}/shop-orders/export`).buffer(true).parse((response, callback) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => callback(null, Buffer.concat(chunks)));
    });
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(exported.body as Buffer).buffer);
    const sheet = workbook.worksheets[0];
    const read: unknown[][] = [];
    sheet?.eachRow((row) => read.push((row.values as unknown[]).slice(1)));
    expect(read[0]).toEqual(SHOP_EXPORT_COLUMNS.map((column) => column.header));
    const listed = await sellerB.browser.get(`${CONSOLE}/shop-orders?sort=${encodeURIComponent('["id","ASC"]')}`);
    expect(read).toHaveLength(listed.body.length + 1);
    const bySerial = new Map(read.slice(1).map((row) => [row[0], row]));
    for (const row of listed.body as { serial: string; total: number; products: string; carrier_code: string | null }[]) {
      const cells = bySerial.get(row.serial) ?? [];
      expect(cells[0]).toBe(row.serial);
      expect(cells[5]).toBe(row.products);
      expect(cells[6]).toBe(row.total);
      expect(cells[11] ?? '').toBe(row.carrier_code ?? '');
    }
    expect((await sellerA.browser.get(`${CONSOLE}/shop-orders/export`)).status).toBe(200);
  });

  it('collects the pay-later instalments in the daily batch on their due dates as the business clock moves, and refunds them exactly on cancellation', async () => {
    const product = await productOf(sellerB, goodsB, { name: '分期商品', price: 1_000, quantity: 10 });
    const newcomer = await signUp(t);
    const unverified = await order(newcomer, { [product]: { quantity: 1 } });
    const refused = await pay(newcomer, unverified.body.data.serial as string, 'lnb_paylater_installment');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('NOT_MEMBER');
    expect((await newcomer.browser.get(`${ORDERS}/search?serial=${unverified.body.data.serial}`)).body.data).toMatchObject({ status: 'unpaid', instalments: [] });
    const buyer = await fullMember(t);
    const clock = t.app.get(BusinessClock);
    const admin = await adminOf(t);
    const today = await clock.today();
    const placed = await order(buyer, { [product]: { quantity: 1 } });
    const serial = placed.body.data.serial as string;
    const paid = await pay(buyer, serial, 'lnb_paylater_installment');
    expect(paid.status).toBe(200);
    const plan = shopInstalmentPlan(1_000, today);
    expect(paid.body.data.instalments).toEqual(plan.map((row) => ({ ...row, status: 'scheduled', paid_at: null })));
    expect(plan.map((row) => row.amount)).toEqual([334, 333, 333]);
    expect(await transfersOf(serial)).toEqual([]);

    const second = await order(buyer, { [product]: { quantity: 2 } });
    await pay(buyer, second.body.data.serial as string, 'lnb_paylater_installment');
    const secondPlan = shopInstalmentPlan(2_000, today).map((row) => row.amount);
    expect(secondPlan).toEqual([668, 666, 666]);

    await credit(buyer, 2_000);
    const batch = t.app.get(BatchService);
    const dayBefore = daysBetween(today, plan[0]?.due_date ?? today) - 1;
    await clock.moveForward(dayBefore, admin.id);
    const early = await batch.run(await clock.today());
    expect(early.shop_instalments).toBe(0);
    expect(await cashOf(buyer.id)).toBe(2_000);

    await clock.moveForward(1, admin.id);
    expect(await clock.today()).toBe(plan[0]?.due_date);
    const first = await batch.run(await clock.today());
    expect(first).toMatchObject({ business_date: plan[0]?.due_date, shop_instalments: 2, shop_instalment_amount: 334 + 668 });
    expect(await cashOf(buyer.id)).toBe(2_000 - 334 - 668);
    expect(await transfersOf(serial)).toEqual([{ kind: 'shop_instalment_payment', amount: 334 }]);
    const shown = await sellerB.browser.get(`${CONSOLE}/shop-orders/${await orderIdOf(serial)}`);
    expect(shown.body.instalments.map((row: { amount: number; status: string }) => [row.amount, row.status])).toEqual([
      [334, 'paid'],
      [333, 'scheduled'],
      [333, 'scheduled'],
    ]);
    const again = await batch.run(await clock.today());
    expect(again.shop_instalments).toBe(2);
    expect(await transfersOf(serial)).toHaveLength(1);

    const cancelled = await postIdempotent(buyer, `${ORDERS}/${serial}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.instalments.map((row: { status: string }) => row.status)).toEqual(['paid', 'cancelled', 'cancelled']);
    expect(await transfersOf(serial)).toEqual([
      { kind: 'shop_instalment_payment', amount: 334 },
      { kind: 'shop_refund', amount: 334 },
    ]);
    expect(await cashOf(buyer.id)).toBe(2_000 - 668);

    await clock.moveForward(daysBetween(plan[0]?.due_date ?? today, plan[1]?.due_date ?? today), admin.id);
    const next = await batch.run(await clock.today());
    expect(next).toMatchObject({ shop_instalments: 1, shop_instalment_amount: 666 });
    expect(await cashOf(buyer.id)).toBe(2_000 - 668 - 666);
    await expectLedgerReconciled(t);
  });
});
