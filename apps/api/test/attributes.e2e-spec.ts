import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { FIELD_LABELS, LOAN_PERIODS, MESSAGES, OPTIONS, requiredField } from '@lendbridge/domain';
import type { ConsoleBankCodeRow } from '@lendbridge/domain';
import { TAIWAN_BANK_CODES } from '../src/modules/attributes/taiwan-bank-codes.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { signUp, signUpAs } from './factories/members.js';
import type { Member } from './factories/members.js';

interface Option {
  value: string | number;
  label: string;
  zip_code?: string;
}

describe('attributes', () => {
  let t: TestApp;
  let visitor: Browser;

  beforeAll(async () => {
    t = await createTestApp();
    visitor = new Browser(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  async function attributes(body: object) {
    return visitor.post('/api/attributes', body);
  }

  describe('POST /api/attributes', () => {
    it('answers visitors the 22 cities and counties', async () => {
      const response = await attributes({ 'address.city': {} });
      expect(response.status).toBe(200);
      const cities = response.body.data['address.city'] as Option[];
      expect(cities).toHaveLength(22);
      expect(cities).toContainEqual({ value: '臺北市', label: '臺北市' });
      expect(cities).toContainEqual({ value: '連江縣', label: '連江縣' });
    });

    it('answers the districts of a city with their zip codes', async () => {
      const response = await attributes({ 'address.district': { city: '臺北市' } });
      expect(response.status).toBe(200);
      const districts = response.body.data['address.district'] as Option[];
      expect(districts).toContainEqual({ value: '中正區', label: '中正區', zip_code: '100' });
      expect(districts).toHaveLength(12);
    });

    it('refuses a district list for an unknown or missing city on the context field', async () => {
      const unknown = await attributes({ 'address.district': { city: '東京都' } });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({ 'address.district.city': MESSAGES.invalidOption });
      const missing = await attributes({ 'address.district': {} });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({ 'address.district.city': requiredField(FIELD_LABELS.city) });
    });

    it('answers the active bank codes as "code name"', async () => {
      const response = await attributes({ 'bank.code': null });
      expect(response.status).toBe(200);
      const banks = response.body.data['bank.code'] as Option[];
      expect(banks).toHaveLength(TAIWAN_BANK_CODES.length);
      expect(banks[0]).toEqual({ value: '004', label: '004 臺灣銀行' });
    });

    it('answers every option list of the member forms and the loan periods', async () => {
      const names = Object.keys(OPTIONS).map((group) => `member.${group}`);
      const response = await attributes(Object.fromEntries([...names, 'loan.application_period'].map((name) => [name, {}])));
      expect(response.status).toBe(200);
      expect(Object.keys(response.body.data)).toEqual([...names, 'loan.application_period']);
      expect(response.body.data['member.gender']).toEqual(OPTIONS.gender);
      expect(response.body.data['member.education_level']).toEqual(OPTIONS.education_level);
      const periods = response.body.data['loan.application_period'] as Option[];
      expect(periods.map((option) => option.value)).toEqual([...LOAN_PERIODS]);
    });

    it('answers several attributes in one call, in the order asked', async () => {
      const response = await attributes({ 'member.gender': {}, 'address.city': {}, 'bank.code': {} });
      expect(response.status).toBe(200);
      expect(Object.keys(response.body.data)).toEqual(['member.gender', 'address.city', 'bank.code']);
    });

    it('refuses unknown attribute names, naming each', async () => {
      const response = await attributes({ 'address.city': {}, 'member.favourite_colour': {}, 'loan.secret': {} });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({
        'member.favourite_colour': MESSAGES.invalidAttributeName,
        'loan.secret': MESSAGES.invalidAttributeName,
      });
    });

    it('refuses context fields an attribute does not read', async () => {
      const response = await attributes({ 'address.city': { country: 'TW' } });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ 'address.city.country': MESSAGES.unknownField });
    });

    it('refuses a context that is not an object', async () => {
      const response = await attributes({ 'address.city': 'all' });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.errors)).toEqual(['address.city']);
    });
  });

  describe('GET /api/address-attributes', () => {
    it('maps the districts of a city to their zip codes for visitors', async () => {
      const response = await request(t.http).get('/api/address-attributes').query({ city: '臺北市' }).expect(200);
      expect(response.body.data['中正區']).toBe('100');
      expect(response.body.data['文山區']).toBe('116');
      expect(Object.keys(response.body.data)).toHaveLength(12);
    });

    it('refuses a missing or unknown city on the city field', async () => {
      const missing = await request(t.http).get('/api/address-attributes').expect(400);
      expect(missing.body.errors).toEqual({ city: requiredField(FIELD_LABELS.city) });
      const unknown = await request(t.http).get('/api/address-attributes').query({ city: '臺北' }).expect(400);
      expect(unknown.body.errors).toEqual({ city: MESSAGES.invalidOption });
    });
  });

  describe('console bank codes', () => {
    let admin: Member;
    let member: Member;

    beforeAll(async () => {
      admin = await signUpAs(t, ['admin']);
      member = await signUp(t);
    });

    it('refuses visitors with 401 and other roles with 403', async () => {
      await request(t.http).get('/api/console/bank-codes').expect(401);
      await member.browser.get('/api/console/bank-codes').expect(403);
      await member.browser.get('/api/console/bank-codes/004').expect(403);
      expect((await member.browser.put('/api/console/bank-codes/004', { name: '改名', is_active: true })).status).toBe(403);
      expect((await member.browser.post('/api/console/bank-codes', { code: '999', name: '測試銀行' })).status).toBe(403);
      const sales = await signUpAs(t, ['sales']);
      await sales.browser.get('/api/console/bank-codes').expect(403);
    });

    it('lists the seeded codes with Content-Range', async () => {
      const response = await admin.browser
        .get('/api/console/bank-codes')
        .query({ sort: JSON.stringify(['code', 'ASC']), range: JSON.stringify([0, 9]) })
        .expect(200);
      expect(response.headers['content-range']).toBe(`bank-codes 0-9/${TAIWAN_BANK_CODES.length}`);
      const rows = response.body as ConsoleBankCodeRow[];
      expect(rows).toHaveLength(10);
      expect(rows[0]).toMatchObject({ id: '004', code: '004', name: '臺灣銀行', is_active: true });
    });

    it('filters by q on code prefix or name, and by id list', async () => {
      const byName = await admin.browser
        .get('/api/console/bank-codes')
        .query({ filter: JSON.stringify({ q: '土地' }) })
        .expect(200);
      expect((byName.body as ConsoleBankCodeRow[]).map((row) => row.code)).toEqual(['005']);
      const byIds = await admin.browser
        .get('/api/console/bank-codes')
        .query({ filter: JSON.stringify({ id: ['007', '004'] }) })
        .expect(200);
      expect((byIds.body as ConsoleBankCodeRow[]).map((row) => row.code)).toEqual(['004', '007']);
      const bySort = await admin.browser
        .get('/api/console/bank-codes')
        .query({ sort: JSON.stringify(['code', 'DESC']), range: JSON.stringify([0, 0]) })
        .expect(200);
      expect(bySort.headers['content-range']).toBe(`bank-codes 0-0/${TAIWAN_BANK_CODES.length}`);
      expect((bySort.body as ConsoleBankCodeRow[])[0].code).toBe(TAIWAN_BANK_CODES[TAIWAN_BANK_CODES.length - 1].code);
    });

    it('shows one code, 404 for an unknown one', async () => {
      const response = await admin.browser.get('/api/console/bank-codes/004').expect(200);
      expect(response.body).toMatchObject({ id: '004', name: '臺灣銀行' });
      await admin.browser.get('/api/console/bank-codes/000').expect(404);
      await admin.browser.get('/api/console/bank-codes/abc').expect(404);
    });

    it('renames a code (taking the record react-admin sends back) and writes the audit log', async () => {
      const current = (await admin.browser.get('/api/console/bank-codes/006').expect(200)).body as ConsoleBankCodeRow;
      const response = await admin.browser.put('/api/console/bank-codes/006', { ...current, name: '合作金庫銀行' });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: '006', name: '合作金庫銀行', is_active: true });

      const banks = (await attributes({ 'bank.code': {} })).body.data['bank.code'] as Option[];
      expect(banks).toContainEqual({ value: '006', label: '006 合作金庫銀行' });

      const logs = await t.app
        .get(DataSource)
        .query(`SELECT actor_id::text, action, data FROM audit_logs WHERE target_type = 'bank_code' AND target_id = '006'`);
      expect(logs).toEqual([
        {
          actor_id: String(admin.id),
          action: 'bank_code.update',
          data: {
            before: { name: '合作金庫商業銀行', is_active: true },
            after: { name: '合作金庫銀行', is_active: true },
          },
        },
      ]);
    });

    it('hides a deactivated code from the option list', async () => {
      const response = await admin.browser.put('/api/console/bank-codes/007', { name: '第一商業銀行', is_active: false });
      expect(response.status).toBe(200);
      const banks = (await attributes({ 'bank.code': {} })).body.data['bank.code'] as Option[];
      expect(banks.map((bank) => bank.value)).not.toContain('007');
    });

    it('validates changes: unknown code 404, bad body 400 on the field', async () => {
      expect((await admin.browser.put('/api/console/bank-codes/000', { name: '不存在', is_active: true })).status).toBe(404);
      const blank = await admin.browser.put('/api/console/bank-codes/004', { name: ' ', is_active: true });
      expect(blank.status).toBe(400);
      expect(Object.keys(blank.body.errors)).toEqual(['name']);
      const extra = await admin.browser.put('/api/console/bank-codes/004', { name: '臺灣銀行', is_active: true, rank: 1 });
      expect(extra.status).toBe(400);
      expect(extra.body.errors).toEqual({ rank: MESSAGES.unknownField });
    });

    it('adds a code once, with an audit row', async () => {
      const created = await admin.browser.post('/api/console/bank-codes', { code: '998', name: '測試商業銀行' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ id: '998', code: '998', name: '測試商業銀行', is_active: true });
      const again = await admin.browser.post('/api/console/bank-codes', { code: '998', name: '另一家銀行' });
      expect(again.status).toBe(409);
      expect(Object.keys(again.body.errors)).toEqual(['code']);
      const badCode = await admin.browser.post('/api/console/bank-codes', { code: '12', name: '短代碼銀行' });
      expect(badCode.status).toBe(400);
      expect(Object.keys(badCode.body.errors)).toEqual(['code']);
      const logs = await t.app
        .get(DataSource)
        .query(`SELECT action FROM audit_logs WHERE target_type = 'bank_code' AND target_id = '998'`);
      expect(logs).toEqual([{ action: 'bank_code.create' }]);
    });
  });
});
