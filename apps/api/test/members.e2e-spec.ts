import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { FIELD_LABELS, MESSAGES, ageMin, requiredField } from '@lendbridge/domain';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import {
  BASIC_PERSON,
  QUESTIONNAIRE,
  answerQuestionnaire,
  bankBody,
  PASSWORD,
  bindBank,
  completeBasic,
  completeProfile,
  fullMember,
  profileBody,
  signUp,
  signUpAs,
  uploadImage,
} from './factories/members.js';
import type { Member } from './factories/members.js';
import { createApplication, submittedCreditApplication } from './factories/loans.js';

describe('member ladder', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 401 on every member endpoint for a visitor', async () => {
    for (const [method, path] of [
      ['get', '/api/member/basic'],
      ['get', '/api/member/profile'],
      ['get', '/api/member/bank'],
      ['get', '/api/member/risk-questionnaire'],
    ] as const) {
      const response = await request(t.http)[method](path);
      expect(response.status).toBe(401);
      expect(response.body.message).toBe(MESSAGES.notLoggedIn);
    }
    const browser = new Browser(t.http);
    for (const [method, path] of [
      ['post', '/api/member/basic'],
      ['post', '/api/member/register'],
      ['post', '/api/member/bank'],
      ['put', '/api/member/bank'],
      ['post', '/api/member/risk-questionnaire'],
      ['put', '/api/member/update-profile'],
      ['put', '/api/member/update-social'],
    ] as const) {
      const response = await browser.send(method, path, {});
      expect(response.status).toBe(401);
    }
  });

  it('lets a member climb the ladder step by step, each level refusing with its own message', async () => {
    const member = await signUp(t);
    const status = async () => (await member.browser.get('/api/auth/status')).body.data;

    const early = await member.browser.post('/api/member/register', profileBody());
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ code: 'NOT_MEMBER', message: MESSAGES.notMember });

    await completeBasic(member);
    expect(await status()).toMatchObject({ isMember: true, isMemberFull: false });

    const noBankYet = await member.browser.post('/api/member/risk-questionnaire', QUESTIONNAIRE);
    expect(noBankYet.status).toBe(403);
    expect(noBankYet.body).toMatchObject({ code: 'NOT_MEMBER_FULL', message: MESSAGES.notMemberFull });

    const bankBeforeProfile = await member.browser.post('/api/member/bank', await bankBody(member));
    expect(bankBeforeProfile.status).toBe(403);
    expect(bankBeforeProfile.body.message).toBe(MESSAGES.notMemberFull);

    await completeProfile(member);
    expect(await status()).toMatchObject({ isMember: true, isMemberFull: false, isMemberBankFilled: false });

    await bindBank(member);
    expect(await status()).toMatchObject({
      isMemberFull: true,
      isMemberBankFilled: true,
      isMemberCompletedQuestionnaire: false,
    });

    await answerQuestionnaire(member);
    expect(await status()).toMatchObject({ isMemberCompletedQuestionnaire: true });
    const answers = await member.browser.get('/api/member/risk-questionnaire').expect(200);
    expect(answers.body.data).toMatchObject(QUESTIONNAIRE);
  });

  it('refuses an incomplete or invented risk questionnaire with the field messages', async () => {
    const member = await signUp(t);
    await completeBasic(member);
    await completeProfile(member);
    await bindBank(member);
    const empty = await member.browser.post('/api/member/risk-questionnaire', {});
    expect(empty.status).toBe(400);
    for (const field of ['annual_household_income', 'total_investment_amount', 'risk_appetite'] as const) {
      expect(empty.body.errors[field]).toBe(requiredField(FIELD_LABELS[field]));
    }
    const invented = await member.browser.post('/api/member/risk-questionnaire', { ...QUESTIONNAIRE, risk_appetite: 'reckless' });
    expect(invented.status).toBe(400);
    expect(invented.body.errors.risk_appetite).toBe(MESSAGES.invalidOption);
    expect((await member.browser.get('/api/auth/status')).body.data.isMemberCompletedQuestionnaire).toBe(false);
  });

  describe('basic registration', () => {
    it.each([
      ['firstname', { firstname: '' }, /為必填$/],
      ['firstname', { firstname: '一二三四五六七八九十一' }, /./],
      ['birthday', { birthday: '1990/02/30' }, MESSAGES.date],
      ['birthday', { birthday: '2020/01/01' }, ageMin(18)],
      ['gender', { gender: 'x' }, /./],
      ['safe_question_other', { safe_question_type: 'other' }, /為必填$/],
    ])('refuses a wrong %s', async (field, overrides, message) => {
      const member = await signUp(t);
      const response = await member.browser.post('/api/member/basic', { ...BASIC_PERSON, ...overrides });
      expect(response.status).toBe(400);
      if (typeof message === 'string') expect(response.body.errors[field]).toBe(message);
      else expect(response.body.errors[field]).toMatch(message);
    });

    it('refuses a corporate form for a person account', async () => {
      const member = await signUp(t);
      const response = await member.browser.post('/api/member/basic', {
        ...BASIC_PERSON,
        member_type: 'corporate',
        company_name: '信橋測試股份有限公司',
        tax_id: '04595257',
        contact_name: '王小明',
      });
      expect(response.status).toBe(400);
      expect(response.body.errors.member_type).toBe(MESSAGES.memberTypeMismatch);
    });

    it('returns what was saved, without the safe answer', async () => {
      const member = await signUp(t);
      await completeBasic(member);
      const response = await member.browser.get('/api/member/basic').expect(200);
      expect(response.body.data).toMatchObject({ firstname: '小明', lastname: '王', birthday: '1990/05/20' });
      expect(JSON.stringify(response.body)).not.toContain('小白');
    });
  });

  describe('full registration', () => {
    it('refuses an invalid resident ID with the spec message', async () => {
      const member = await signUp(t);
      await completeBasic(member);
      const response = await member.browser.post('/api/member/register', profileBody({ resident_id: 'A123456788' }));
      expect(response.status).toBe(400);
      expect(response.body.errors.resident_id).toBe(MESSAGES.identityNumber);
    });

    it('accepts an ARC in the 2021 format', async () => {
      const member = await signUp(t);
      await completeBasic(member);
      const response = await member.browser.post('/api/member/register', profileBody({ resident_id: 'A800000014' }));
      expect(response.status).toBe(201);
    });

    it('refuses a resident ID another member registered', async () => {
      const first = await signUp(t);
      await completeBasic(first);
      const body = profileBody();
      expect((await first.browser.post('/api/member/register', body)).status).toBe(201);
      const second = await signUp(t);
      await completeBasic(second);
      const response = await second.browser.post('/api/member/register', { ...body });
      expect(response.status).toBe(409);
      expect(response.body.errors.resident_id).toBe(MESSAGES.identityNumberTaken);
    });

    it('refuses a wrong zip code and a lone phone code', async () => {
      const member = await signUp(t);
      await completeBasic(member);
      const response = await member.browser.post(
        '/api/member/register',
        profileBody({
          registered_address: { zip_code: '10', city: '臺北市', district: '中正區', address: '重慶南路一段 122 號' },
          phone_code: '02',
        }),
      );
      expect(response.status).toBe(400);
      expect(response.body.errors['registered_address.zip_code']).toEqual(expect.any(String));
      expect(response.body.errors.phone_number).toEqual(expect.any(String));
    });

    it('masks the resident ID when read back', async () => {
      const member = await signUp(t);
      await completeBasic(member);
      const body = profileBody();
      await member.browser.post('/api/member/register', body);
      const response = await member.browser.get('/api/member/profile').expect(200);
      expect(response.body.data.resident_id).toBe(`${body.resident_id.slice(0, 3)}****${body.resident_id.slice(-3)}`);
      expect(response.body.data.identity_status).toBe('pending');
    });
  });

  describe('bank binding', () => {
    it('refuses images that belong to someone else', async () => {
      const owner = await signUp(t);
      const foreignImage = await uploadImage(owner, 'bankbook_cover');
      const member = await signUp(t);
      await completeBasic(member);
      await completeProfile(member);
      const response = await member.browser.post(
        '/api/member/bank',
        await bankBody(member, { bankbook_cover_image: foreignImage }),
      );
      expect(response.status).toBe(400);
    });

    it('refuses a short account, a mismatched confirmation and a missing bankbook image', async () => {
      const member = await signUp(t);
      await completeBasic(member);
      await completeProfile(member);
      const base = await bankBody(member);
      const short = await member.browser.post('/api/member/bank', { ...base, account: '123', account_confirmation: '123' });
      expect(short.status).toBe(400);
      expect(short.body.errors.account).toEqual(expect.any(String));
      const mismatch = await member.browser.post('/api/member/bank', { ...base, account_confirmation: '12345678900' });
      expect(mismatch.body.errors.account_confirmation).toBe(MESSAGES.notEqual);
      const { bankbook_cover_image: _omitted, ...withoutImage } = base;
      const missing = await member.browser.post('/api/member/bank', withoutImage);
      expect(missing.status).toBe(400);
      expect(missing.body.errors.bankbook_cover_image).toEqual(expect.any(String));
    });

    it('binds once; a second binding needs the update form', async () => {
      const member = await signUp(t);
      await completeBasic(member);
      await completeProfile(member);
      await bindBank(member);
      const again = await member.browser.post('/api/member/bank', await bankBody(member));
      expect(again.status).toBe(409);
      const bank = await member.browser.get('/api/member/bank').expect(200);
      expect(bank.body.data).toMatchObject({ bank_code: '004', bank_name: '臺灣銀行', account_masked: '*******8901', status: 'pending' });
    });
  });

  describe('profile updates', () => {
    it('requires the address block as a whole and the password', async () => {
      const member = await signUp(t);
      await completeBasic(member);
      const partial = await member.browser.put('/api/member/update-profile', {
        address: { city: '臺北市' },
        password: PASSWORD,
      });
      expect(partial.status).toBe(400);
      const wrongPassword = await member.browser.put('/api/member/update-profile', {
        phone_code: '02',
        phone_number: '23456789',
        password: 'wrong123',
      });
      expect(wrongPassword.status).toBe(400);
      expect(wrongPassword.body.errors.password).toBe(MESSAGES.wrongPassword);
      const ok = await member.browser.put('/api/member/update-profile', {
        phone_code: '02',
        phone_number: '23456789',
        password: PASSWORD,
      });
      expect(ok.status).toBe(200);
      expect(ok.body.data).toMatchObject({ phone_code: '02', phone_number: '23456789' });
    });

    it('needs one of LINE or Skype', async () => {
      const member = await signUp(t);
      await completeBasic(member);
      const none = await member.browser.put('/api/member/update-social', {});
      expect(none.status).toBe(400);
      expect(none.body.errors.contact_line).toBe(MESSAGES.chooseOne);
      const ok = await member.browser.put('/api/member/update-social', { contact_line: 'lendbridge' });
      expect(ok.status).toBe(200);
      expect(ok.body.data).toEqual({ contact_line: 'lendbridge', contact_skype: null });
    });
  });

  describe('console members', () => {
    const serialOf = async (member: Member): Promise<string> =>
      ((await t.app.get(DataSource).query(`SELECT member_serial FROM users WHERE id = $1`, [member.id])) as {
        member_serial: string;
      }[])[0]!.member_serial;
    const applicationIdOf = async (member: Member, serial: string): Promise<number> =>
      ((await t.app
        .get(DataSource)
        .query(`SELECT id FROM loan_applications WHERE serial = $1 AND user_id = $2`, [serial, member.id])) as {
        id: number;
      }[])[0]!.id;

    it('answers 401 to visitors and 403 to members without a staff role', async () => {
      expect((await request(t.http).get('/api/console/members')).status).toBe(401);
      expect((await request(t.http).get('/api/console/members/1')).status).toBe(401);
      const member = await signUp(t);
      expect((await member.browser.get('/api/console/members')).status).toBe(403);
      expect((await member.browser.get(`/api/console/members/${member.id}`)).status).toBe(403);
      expect((await member.browser.post(`/api/console/members/${member.id}/verify-identity`, { decision: 'verified' })).status).toBe(403);
      expect((await member.browser.post(`/api/console/members/${member.id}/verify-bank`, { decision: 'verified' })).status).toBe(403);
    });

    it('answers 403 to staff roles without the members menu', async () => {
      for (const role of ['pawnshop_operator', 'appraiser', 'shop_seller'] as const) {
        const staff = await signUpAs(t, [role]);
        expect((await staff.browser.get('/api/console/members')).status).toBe(403);
        expect((await staff.browser.get(`/api/console/members/${staff.id}`)).status).toBe(403);
      }
    });

    it('lets sales list but not verify', async () => {
      const sales = await signUpAs(t, ['sales']);
      const list = await sales.browser.get('/api/console/members');
      expect(list.status).toBe(200);
      const verify = await sales.browser.post(`/api/console/members/${sales.id}/verify-identity`, { decision: 'verified' });
      expect(verify.status).toBe(403);
    });

    it('gives sales only the applicants of submitted applications attached to them; admins see everyone', async () => {
      const admin = await signUpAs(t, ['admin']);
      const sales = await signUpAs(t, ['sales']);
      const otherSales = await signUpAs(t, ['sales']);
      const named = await fullMember(t);
      await submittedCreditApplication(named, { assign_sales: { code: await serialOf(sales) } });
      const assigned = await fullMember(t);
      const assignedSerial = await submittedCreditApplication(assigned);
      const assignedId = await applicationIdOf(assigned, assignedSerial);
      const assign = await admin.browser.put(`/api/console/loan-applications/${assignedId}/assign-sales`, {
        sales_code: await serialOf(sales),
      });
      expect(assign.status).toBe(200);
      const elsewhere = await fullMember(t);
      await submittedCreditApplication(elsewhere, { assign_sales: { code: await serialOf(otherSales) } });
      // A draft attached to them stays out of reach, its applicant with it.
      const drafter = await fullMember(t);
      const draft = await createApplication(drafter);
      await t.app.get(DataSource).query(`UPDATE loan_applications SET sales_id = $2 WHERE serial = $1`, [draft, sales.id]);
      const stranger = await signUp(t);

      const list = await sales.browser.get(
        `/api/console/members?sort=${encodeURIComponent('["id","ASC"]')}&range=${encodeURIComponent('[0,24]')}`,
      );
      expect(list.status).toBe(200);
      expect(list.body.map((row: { id: number }) => row.id)).toEqual([named.id, assigned.id]);
      expect(list.headers['content-range']).toBe('members 0-1/2');
      const paged = await sales.browser.get(
        `/api/console/members?sort=${encodeURIComponent('["id","ASC"]')}&range=${encodeURIComponent('[1,1]')}`,
      );
      expect(paged.body.map((row: { id: number }) => row.id)).toEqual([assigned.id]);
      expect(paged.headers['content-range']).toBe('members 1-1/2');
      const byIds = await sales.browser.get(
        `/api/console/members?filter=${encodeURIComponent(JSON.stringify({ id: [named.id, elsewhere.id, stranger.id] }))}`,
      );
      expect(byIds.body.map((row: { id: number }) => row.id)).toEqual([named.id]);
      const searched = await sales.browser.get(
        `/api/console/members?filter=${encodeURIComponent(JSON.stringify({ q: elsewhere.email }))}`,
      );
      expect(searched.body).toEqual([]);
      expect(searched.headers['content-range']).toMatch(/\/0$/);

      expect((await sales.browser.get(`/api/console/members/${named.id}`)).status).toBe(200);
      expect((await sales.browser.get(`/api/console/members/${assigned.id}`)).status).toBe(200);
      for (const member of [elsewhere, drafter, stranger, admin, otherSales]) {
        expect((await sales.browser.get(`/api/console/members/${member.id}`)).status).toBe(404);
      }
      expect((await otherSales.browser.get(`/api/console/members/${named.id}`)).status).toBe(404);

      const all = await admin.browser.get(
        `/api/console/members?filter=${encodeURIComponent(JSON.stringify({ id: [named.id, assigned.id, elsewhere.id, drafter.id, stranger.id] }))}`,
      );
      expect(all.body.map((row: { id: number }) => row.id).sort((a: number, b: number) => a - b)).toEqual(
        [named.id, assigned.id, elsewhere.id, drafter.id, stranger.id].sort((a, b) => a - b),
      );
      for (const member of [elsewhere, drafter, stranger]) {
        expect((await admin.browser.get(`/api/console/members/${member.id}`)).status).toBe(200);
      }
    });

    it('lists in the ra-data-simple-rest contract with sort, range and filter', async () => {
      const admin = await signUpAs(t, ['admin']);
      for (let index = 0; index < 3; index += 1) await signUp(t);
      const response = await admin.browser.get(
        `/api/console/members?sort=${encodeURIComponent('["id","ASC"]')}&range=${encodeURIComponent('[0,1]')}&filter=${encodeURIComponent('{}')}`,
      );
      expect(response.status).toBe(200);
      expect(response.body).toHaveLength(2);
      expect(response.body[0].id).toBeLessThan(response.body[1].id);
      expect(response.headers['content-range']).toMatch(/^members 0-1\/\d+$/);
      const total = Number(response.headers['content-range'].split('/')[1]);
      expect(total).toBeGreaterThanOrEqual(4);

      const filtered = await admin.browser.get(
        `/api/console/members?filter=${encodeURIComponent(JSON.stringify({ q: admin.email }))}`,
      );
      expect(filtered.body.map((row: { id: number }) => row.id)).toEqual([admin.id]);

      const badSort = await admin.browser.get(`/api/console/members?sort=${encodeURIComponent('["password_hash","ASC"]')}`);
      expect(badSort.status).toBe(400);
    });

    it('shows reviewers the full identity and bank account, other staff masked values', async () => {
      const admin = await signUpAs(t, ['admin']);
      const sales = await signUpAs(t, ['sales']);
      const member = await signUp(t);
      await completeBasic(member);
      const profile = profileBody();
      await member.browser.post('/api/member/register', profile);
      await bindBank(member);
      await answerQuestionnaire(member);
      await submittedCreditApplication(member, { assign_sales: { code: await serialOf(sales) } });
      const full = await admin.browser.get(`/api/console/members/${member.id}`).expect(200);
      expect(full.body.profile.resident_id).toBe(profile.resident_id);
      expect(full.body.bank.account).toBe('12345678901');
      const masked = await sales.browser.get(`/api/console/members/${member.id}`).expect(200);
      expect(masked.body.profile.resident_id).toBe(`${profile.resident_id.slice(0, 3)}****${profile.resident_id.slice(-3)}`);
      expect(masked.body.bank.account).toBe('*******8901');
    });

    it('searches names without regard to case and takes % and _ literally', async () => {
      const admin = await signUpAs(t, ['admin']);
      const member = await signUp(t);
      await member.browser.post('/api/member/basic', { ...BASIC_PERSON, firstname: 'Mary', lastname: 'Lin' });
      const search = (q: string) =>
        admin.browser.get(`/api/console/members?filter=${encodeURIComponent(JSON.stringify({ q }))}`);
      const byName = await search('linmary');
      expect(byName.body.map((row: { id: number }) => row.id)).toContain(member.id);
      for (const wildcard of ['_', '%']) {
        const response = await search(wildcard);
        expect(response.status).toBe(200);
        expect(response.body).toEqual([]);
      }
    });

    it('verifies identity and bank, with an audit record', async () => {
      const admin = await signUpAs(t, ['admin']);
      const member = await fullMember(t);
      const identity = await admin.browser.post(`/api/console/members/${member.id}/verify-identity`, {
        decision: 'verified',
        note: '證件清晰',
      });
      expect(identity.status).toBe(200);
      expect(identity.body.identity_status).toBe('verified');
      const bank = await admin.browser.post(`/api/console/members/${member.id}/verify-bank`, { decision: 'rejected', note: '存摺模糊' });
      expect(bank.status).toBe(200);
      expect(bank.body.bank.status).toBe('rejected');
      const show = await admin.browser.get(`/api/console/members/${member.id}`).expect(200);
      expect(show.body.profile.identity_status).toBe('verified');
      expect(show.body.profile.identity_review_note).toBe('證件清晰');
      const [audit] = await t.app
        .get(DataSource)
        .query(`SELECT actor_id, action, data FROM audit_logs WHERE target_id = $1 ORDER BY id`, [String(member.id)]);
      expect(audit).toEqual({ actor_id: admin.id, action: 'member.identity.verified', data: { note: '證件清晰' } });
      const invalid = await admin.browser.post(`/api/console/members/${member.id}/verify-bank`, { decision: 'maybe' });
      expect(invalid.status).toBe(400);
    });
  });
});
