import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { CHARITY_TEXTS } from '@lendbridge/domain';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { FARMER_PROFILE, saveFarmerProfile } from './factories/listing.js';
import { factBorrower, listLoan } from './factories/market.js';
import type { ListedLoan } from './factories/market.js';
import { signUpAs } from './factories/members.js';
import type { Member } from './factories/members.js';
import { investor, marketLoan, placeOrder } from './factories/orders.js';

const CONSOLE = '/api/console/charities';

describe('charities for the donation of a farmer order e-invoice', () => {
  let t: TestApp;
  let dataSource: DataSource;
  let admin: Member;
  let produceLoan: ListedLoan;

  beforeAll(async () => {
    t = await createTestApp();
    dataSource = t.app.get(DataSource);
    admin = await signUpAs(t, ['admin']);
    const borrower = await factBorrower(t);
    produceLoan = await listLoan(t, borrower, admin.id, { appType: 'farmer', grade: 'D', amount: 200_000, period: 12 });
    await saveFarmerProfile(admin, produceLoan.id, { ...FARMER_PROFILE, payment_in_goods: 'principal_and_interest' });
  });

  afterAll(async () => {
    await t.close();
  });

  const addCharity = async (body: Record<string, unknown>) => {
    const response = await admin.browser.post(CONSOLE, body);
    expect({ status: response.status, errors: response.body.errors }).toEqual({ status: 201, errors: undefined });
    return response.body as { id: number; name: string; donation_code: string; enabled: boolean };
  };

  const invoiceOf = async (orderSerial: string) =>
    ((await dataSource.query(`SELECT invoice_method, charity_id FROM orders WHERE serial = $1`, [orderSerial])) as { invoice_method: string; charity_id: number | null }[])[0];

  it('lets admins keep the list, audited, and answers only the enabled charities to everyone', async () => {
    const first = await addCharity({ name: '稻香社會福利基金會', donation_code: '5101', position: 2 });
    const second = await addCharity({ name: '山海兒童關懷協會', donation_code: '51020', description: '偏鄉兒童課後照顧', position: 1 });
    const off = await addCharity({ name: '暫停受贈的協會', donation_code: '5103', enabled: false });

    const listed = await new Browser(t.http).get('/api/charities');
    expect(listed.status).toBe(200);
    const names = (listed.body.data as { name: string }[]).map((charity) => charity.name);
    expect(names.indexOf(second.name)).toBeLessThan(names.indexOf(first.name));
    expect(names).not.toContain(off.name);

    const taken = await admin.browser.post(CONSOLE, { name: '重複愛心碼', donation_code: '5101' });
    expect({ status: taken.status, code: taken.body.code, errors: taken.body.errors }).toEqual({
      status: 409,
      code: 'DONATION_CODE_TAKEN',
      errors: { donation_code: CHARITY_TEXTS.codeTaken },
    });
    const changed = await admin.browser.put(`${CONSOLE}/${first.id}`, { name: '稻香社福基金會', donation_code: '5101', enabled: true, position: 2 });
    expect(changed.body).toMatchObject({ id: first.id, name: '稻香社福基金會' });
    const audits = (await dataSource.query(`SELECT action FROM audit_logs WHERE target_type = 'charity' AND target_id = $1 ORDER BY id`, [String(first.id)])) as {
      action: string;
    }[];
    expect(audits.map((row) => row.action)).toEqual(['charity.created', 'charity.updated']);

    const page = await admin.browser.get(`${CONSOLE}?filter=${encodeURIComponent(JSON.stringify({ q: '稻香' }))}`);
    expect((page.body as { id: number }[]).map((row) => row.id)).toEqual([first.id]);
    expect(page.headers['content-range']).toBe('charities 0-0/1');
  });

  it('refuses a bad charity with the field and its message, and hostile input', async () => {
    const bad = await admin.browser.post(CONSOLE, { name: '', donation_code: '12' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ donation_code: CHARITY_TEXTS.donationCodeFormat });
    expect(Object.keys(bad.body.errors)).toContain('name');
    const huge = await admin.browser.post(CONSOLE, { name: '名'.repeat(10_000), donation_code: '5199' });
    expect(huge.status).toBe(400);
    const nul = await admin.browser.post(CONSOLE, { name: '協\u0000會', donation_code: '5198' });
    expect(nul.status).toBe(400);
    expect((await admin.browser.get(`${CONSOLE}/999999999`)).status).toBe(404);
  });

  it('keeps the console to admins for writes and to admins and sales for reads', async () => {
    const visitor = new Browser(t.http);
    expect((await visitor.get(CONSOLE)).status).toBe(401);
    expect((await visitor.post(CONSOLE, { name: '甲', donation_code: '5301' })).status).toBe(401);
    const sales = await signUpAs(t, ['sales']);
    expect((await sales.browser.get(CONSOLE)).status).toBe(200);
    expect((await sales.browser.post(CONSOLE, { name: '甲', donation_code: '5302' })).status).toBe(403);
    expect((await sales.browser.put(`${CONSOLE}/1`, { name: '甲', donation_code: '5302' })).status).toBe(403);
    const appraiser = await signUpAs(t, ['appraiser']);
    expect((await appraiser.browser.get(CONSOLE)).status).toBe(403);
    const lender = await investor(t);
    expect((await lender.browser.get(`${CONSOLE}/1`)).status).toBe(403);
  });

  it('donates the e-invoice of an order with produce to an enabled charity, and asks for one', async () => {
    const charity = await addCharity({ name: '田園長者送餐協會', donation_code: '5401' });
    const off = await addCharity({ name: '停止受贈協會', donation_code: '5402', enabled: false });
    const lender = await investor(t, 10_000);

    const missing = await placeOrder(t, lender, [{ serial: produceLoan.serial, amount: 1_000 }], { extra: { invoice_method: 'donate' } });
    expect({ status: missing.status, errors: missing.body.errors }).toEqual({ status: 400, errors: { charity_id: CHARITY_TEXTS.charityRequired } });
    const closed = await placeOrder(t, lender, [{ serial: produceLoan.serial, amount: 1_000 }], { extra: { invoice_method: 'donate', charity_id: off.id } });
    expect({ status: closed.status, errors: closed.body.errors }).toEqual({ status: 400, errors: { charity_id: CHARITY_TEXTS.charityUnavailable } });
    const unknown = await placeOrder(t, lender, [{ serial: produceLoan.serial, amount: 1_000 }], { extra: { invoice_method: 'donate', charity_id: 987_654_321 } });
    expect(unknown.status).toBe(400);

    const donated = await placeOrder(t, lender, [{ serial: produceLoan.serial, amount: 1_000 }], { extra: { invoice_method: 'donate', charity_id: charity.id } });
    expect(donated.status).toBe(201);
    expect(await invoiceOf(donated.body.data.order.serial as string)).toEqual({ invoice_method: 'donate', charity_id: charity.id });

    const returned = await placeOrder(t, lender, [{ serial: produceLoan.serial, amount: 1_000 }]);
    expect(returned.status).toBe(201);
    expect(await invoiceOf(returned.body.data.order.serial as string)).toEqual({ invoice_method: 'return', charity_id: null });
  });

  it('keeps the invoice of an order without produce with the member', async () => {
    const charity = await addCharity({ name: '海岸守護協會', donation_code: '5501' });
    const lender = await investor(t, 5_000);
    const loan = await marketLoan(t, { amount: 50_000 });
    const placed = await placeOrder(t, lender, [{ serial: loan.serial, amount: 1_000 }], { extra: { invoice_method: 'donate', charity_id: charity.id } });
    expect(placed.status).toBe(201);
    expect(await invoiceOf(placed.body.data.order.serial as string)).toEqual({ invoice_method: 'return', charity_id: null });
  });
});
