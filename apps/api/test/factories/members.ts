import { randomBytes, randomInt } from 'node:crypto';
import { expect } from '@jest/globals';
import { DataSource } from 'typeorm';
import type { Role } from '@lendbridge/domain';
import { Browser } from '../create-test-app.js';
import type { TestApp } from '../create-test-app.js';

/** A password every new-password rule accepts (long enough, letters and digits, not a common one). */
export const PASSWORD = 'Lb-test-2468';

const LETTER_CODES: Record<string, number> = {
  A: 10, B: 11, C: 12, D: 13, E: 14, F: 15, G: 16, H: 17, I: 34, J: 18, K: 19, L: 20, M: 21,
  N: 22, O: 35, P: 23, Q: 24, R: 25, S: 26, T: 27, U: 28, V: 29, W: 32, X: 30, Y: 31, Z: 33,
};

/** A national ID with a correct check digit, different on every call. */
export function residentId(): string {
  const letters = Object.keys(LETTER_CODES);
  const letter = letters[randomInt(letters.length)];
  const body = [randomInt(1, 3), ...Array.from({ length: 7 }, () => randomInt(10))];
  const code = LETTER_CODES[letter];
  const weights = [8, 7, 6, 5, 4, 3, 2, 1];
  const sum = Math.floor(code / 10) + (code % 10) * 9 + body.reduce((acc, digit, index) => acc + digit * weights[index], 0);
  const check = (10 - (sum % 10)) % 10;
  return `${letter}${body.join('')}${check}`;
}

export function uniqueEmail(prefix = 'member'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

const usedMobiles = new Set<string>();

/** A mobile number no other account of this test file has (one account per number). */
export function uniqueMobile(): string {
  for (;;) {
    const mobile = `09${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    if (!usedMobiles.has(mobile)) {
      usedMobiles.add(mobile);
      return mobile;
    }
  }
}

export function registerBody(overrides: Record<string, unknown> = {}) {
  const email = (overrides.email as string | undefined) ?? uniqueEmail();
  return {
    email,
    email_confirmation: email,
    mobile: uniqueMobile(),
    password: PASSWORD,
    password_confirmation: PASSWORD,
    member_type: 'person',
    intent: 'both',
    agree_policy: true,
    ...overrides,
  };
}

export const BASIC_PERSON = {
  member_type: 'person',
  firstname: '小明',
  lastname: '王',
  birthday: '1990/05/20',
  gender: 'male',
  education_level: 'bachelor',
  safe_question_type: 'first_pet',
  safe_question_answer: '小白',
};

export function profileBody(overrides: Record<string, unknown> = {}) {
  return {
    resident_id: residentId(),
    marriage_status: 'single',
    children_count: '0',
    house_type: 'own',
    registered_address: { zip_code: '100', city: '臺北市', district: '中正區', address: '重慶南路一段 122 號' },
    same_as_registered: true,
    ...overrides,
  };
}

export interface Member {
  browser: Browser;
  email: string;
  id: number;
}

/** The link e-mailed to finish a registration, read from the outbox: its token. */
export async function registrationToken(t: TestApp, email: string): Promise<string> {
  const rows: { body: string }[] = await t.app
    .get(DataSource)
    .query(
      `SELECT body FROM outbox_messages WHERE recipient = $1 AND kind = 'registration_confirm' ORDER BY id DESC LIMIT 1`,
      [email],
    );
  const token = /\/auth\/register\/confirm\?token=([\w-]+)/.exec(rows[0]?.body ?? '')?.[1];
  expect(token).toBeDefined();
  return token ?? '';
}

/** A signed-in account: registered through the API and finished through the link e-mailed to it. */
export async function signUp(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Member> {
  const browser = new Browser(t.http);
  const body = registerBody(overrides);
  const registered = await browser.post('/api/auth/register', body);
  expect(registered.status).toBe(201);
  const token = await registrationToken(t, body.email);
  const response = await browser.post('/api/auth/register/confirm', { token, password: body.password });
  expect(response.status).toBe(201);
  browser.csrfToken = response.body.data.csrfToken;
  return { browser, email: body.email, id: response.body.data.id };
}

export async function grantRoles(t: TestApp, userId: number, roles: Role[]): Promise<void> {
  await t.app.get(DataSource).query(`UPDATE users SET roles = $2 WHERE id = $1`, [userId, roles]);
}

/** A signed-in account with the given roles (e.g. staff). */
export async function signUpAs(t: TestApp, roles: Role[]): Promise<Member> {
  const member = await signUp(t);
  await grantRoles(t, member.id, roles);
  return member;
}

export async function completeBasic(member: Member): Promise<void> {
  const response = await member.browser.post('/api/member/basic', BASIC_PERSON);
  expect(response.status).toBe(201);
}

export async function completeProfile(member: Member, overrides: Record<string, unknown> = {}): Promise<void> {
  const response = await member.browser.post('/api/member/register', profileBody(overrides));
  expect(response.status).toBe(201);
}

/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export async function uploadImage(member: Member, type: string): Promise<string> {
  const response = await member.browser.agent
    .post('/api/upload')
    .set('X-Requested-With', 'XMLHttpRequest')
    .set('X-CSRF-Token', member.browser.csrfToken)
    .field('type', type)
    .attach('image', PNG_BYTES, { filename: `${type}.png`, contentType: 'image/png' });
  expect(response.status).toBe(201);
  return response.body.data.id as string;
}

export async function bankBody(member: Member, overrides: Record<string, unknown> = {}) {
  return {
    bank_code: '004',
    account: '12345678901',
    account_confirmation: '12345678901',
    proof_type: 'bankbook',
    bankbook_cover_image: await uploadImage(member, 'bankbook_cover'),
    id_card_front_image: await uploadImage(member, 'id_card_front'),
    id_card_back_image: await uploadImage(member, 'id_card_back'),
    ...overrides,
  };
}

export async function bindBank(member: Member): Promise<void> {
  const response = await member.browser.post('/api/member/bank', await bankBody(member));
  expect(response.status).toBe(201);
}

export const QUESTIONNAIRE = {
  annual_household_income: '50_100',
  total_investment_amount: '10_50',
  risk_appetite: 'moderate',
};

export async function answerQuestionnaire(member: Member): Promise<void> {
  const response = await member.browser.post('/api/member/risk-questionnaire', QUESTIONNAIRE);
  expect(response.status).toBe(201);
}

/** A member through every ladder level. */
export async function fullMember(t: TestApp): Promise<Member> {
  const member = await signUp(t);
  await completeBasic(member);
  await completeProfile(member);
  await bindBank(member);
  await answerQuestionnaire(member);
  return member;
}

/** The resident ID a member registered, as stored (the API shows it masked only). */
export async function residentIdOnFile(t: TestApp, member: Member): Promise<string> {
  const rows: { resident_id: string }[] = await t.app
    .get(DataSource)
    .query(`SELECT resident_id FROM member_profiles WHERE user_id = $1`, [member.id]);
  const id = rows[0]?.resident_id;
  if (id === undefined) throw new Error(`member ${member.id} has no resident ID on file`);
  return id;
}

/** The basic form of a company account. */
export const BASIC_CORPORATE = {
  ...BASIC_PERSON,
  member_type: 'corporate',
  company_name: '信橋測試股份有限公司',
  tax_id: '04595257',
  contact_name: '王小明',
};

/** A company account through every ladder level. */
export async function fullCorporateMember(t: TestApp): Promise<Member> {
  const member = await signUp(t, { member_type: 'corporate' });
  const basic = await member.browser.post('/api/member/basic', BASIC_CORPORATE);
  expect(basic.status).toBe(201);
  await completeProfile(member);
  await bindBank(member);
  await answerQuestionnaire(member);
  return member;
}
