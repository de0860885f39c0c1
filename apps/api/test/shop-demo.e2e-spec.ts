import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { DEMO_PASSWORD, seedDemo } from '../src/database/seed/demo.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';

describe('the shop demo', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app);
  }, 300_000);

  afterAll(async () => {
    await t.close();
  });

  const signIn = async (email: string): Promise<Browser> => {
    const browser = new Browser(t.http);
    expect((await browser.post('/api/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
    return browser;
  };

  it("opens seller@'s goods and service shops with pictured products, and seller@ sees only them in the console", async () => {
    const visitor = new Browser(t.http);
    const goods = await visitor.get('/api/v1/shops?kind=goods');
    const services = await visitor.get('/api/v1/shops?kind=service');
    expect(goods.body.data.map((shop: { name: string }) => shop.name)).toEqual(['石虎米田']);
    expect(services.body.data.map((shop: { name: string }) => shop.name)).toEqual(['信用諮詢室']);
    const products = await visitor.get(`/api/v1/shop-products?shop_id=${goods.body.data[0].id as number}`);
    expect(products.body.meta.total).toBe(5);
    const picture = await visitor.get(products.body.data[0].images[0] as string);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect((await visitor.get(goods.body.data[0].image as string)).status).toBe(200);

    const seller = await signIn('seller@lendbridge.tw');
    const mine = await seller.get('/api/console/myshop');
    expect(mine.status).toBe(200);
    expect(mine.body.map((shop: { name: string }) => shop.name)).toEqual(['石虎米田', '信用諮詢室']);
    expect((await seller.get('/api/console/shop-bookings')).body).toHaveLength(2);
  });

  it('gives shop.buyer@ orders in every state, a pay-later row collected and paid out, and ledger-exact money', async () => {
    const buyer = await signIn('shop.buyer@lendbridge.tw');
    const all = await t.app.get(DataSource).query(
      `SELECT o.status, o.delivery_status, o.payment_method, o.paid_in, o.paid_out, o.refunded,
              (SELECT count(*)::int FROM shop_instalments i WHERE i.order_id = o.id AND i.status = 'paid') AS collected
         FROM shop_orders o JOIN users u ON u.id = o.user_id WHERE u.email_normalized = 'shop.buyer@lendbridge.tw' ORDER BY o.id`,
    );
    expect(all.map((row: { status: string; delivery_status: string }) => `${row.status}/${row.delivery_status}`)).toEqual([
      'paid/received',
      'paid/received',
      'paid/delivered',
      'lapsed/pending',
      'paid/pending',
      'cancelled/pending',
      'unpaid/pending',
    ]);
    expect(all[0]).toMatchObject({ payment_method: 'lnb_paylater_installment', collected: 1 });
    expect(all[0].paid_out).toBe(all[0].paid_in);
    expect(all[0].paid_in).toBeGreaterThan(0);
    expect(all[5].refunded).toBe(all[5].paid_in);
    const received = await buyer.get('/api/v1/buyer-orders?delivery_status=received');
    expect(received.body.meta.total).toBe(2);
    expect((await buyer.get('/api/v1/my-bookings')).body.data).toHaveLength(2);
  });
});
