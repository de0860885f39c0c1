import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { pngFile } from '../../../public-web/e2e/support/png.js';
import { DEMO_PASSWORD } from './memberApi.js';

export const ADDRESS = { zip_code: '100', city: '臺北市', district: '中正區', address: '重慶南路一段 122 號' };

export const CONTACTS = [
  { name: '王大明', mobile: '0912345678' },
  { name: '林小美', mobile: '0922333444' },
  { name: '陳志強', mobile: '0933444555' },
];

/** A complete application block of the general (credit) flow. */
export const CREDIT_APPLICATION = {
  purpose: 'debt_consolidation',
  description: '整合兩張信用卡的循環利息，降低每月還款壓力。',
  amount_ten_thousand: 20,
  period: 36,
  value_date_type: 'before_date',
  value_date: '2030/04/01',
  receipt_processing: 'return',
  jcic_return_address: ADDRESS,
  jcic_return: 'upload',
  no_tort: true,
  usage_auth: true,
  third_party_auth: true,
};

/** A complete profile block of the general flow (no house, so no title deed). */
export const CREDIT_PROFILE = {
  credit_card_count: 2,
  house_count: 0,
  car_count: 0,
  registered_address_phone: { local_code: '02', number: '23456789' },
  company_name: '信橋科技股份有限公司',
  company_title: '工程師',
  company_phone: '0223456789',
  company_seniority: '2_to_3_years',
  company_salary_pay_way: 'transfer',
  company_income: 80,
  contacts: CONTACTS,
  contact_line: 'daming',
  available_time: 'anytime',
};

const CREDIT_DOCUMENTS = ['income_certification', 'bank_account_statements', 'business_card'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a string at a path of a JSON answer, failing with the answer when it is missing. */
const stringAt = async (response: APIResponse, path: readonly string[]): Promise<string> => {
  const body: unknown = await response.json();
  let value: unknown = body;
  for (const key of path) value = isRecord(value) ? value[key] : undefined;
  if (typeof value !== 'string' || value === '') {
    throw new Error(`no ${path.join('.')} in the answer of ${response.url()}: ${JSON.stringify(body)}`);
  }
  return value;
};

const expectOk = async (response: APIResponse, expected: number, what: string): Promise<void> => {
  expect(response.status(), `${what}: ${await response.text()}`).toBe(expected);
};

/** The borrower on the public API, with the ajax header and the session's CSRF token on every write. */
export class BorrowerApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly csrfToken: string,
  ) {}

  static async signIn(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<BorrowerApi> {
    const csrf = await request.get('/api/auth/csrf');
    await expectOk(csrf, 200, 'GET /api/auth/csrf');
    const login = await request.post('/api/auth/login', {
      data: { email, password },
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': await stringAt(csrf, ['data', 'csrfToken']) },
    });
    await expectOk(login, 200, `POST /api/auth/login as ${email}`);
    return new BorrowerApi(request, await stringAt(login, ['data', 'csrfToken']));
  }

  private get headers() {
    return { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': this.csrfToken };
  }

  private async upload(name: string): Promise<string> {
    const response = await this.request.post('/api/upload', {
      headers: this.headers,
      multipart: { type: 'image', image: pngFile(`${name}.png`, [40, 120, 200]) },
    });
    await expectOk(response, 201, 'POST /api/upload');
    return stringAt(response, ['data', 'id']);
  }

  /** Creates, fills in, documents and submits a credit application; resolves with its serial. */
  async submitCreditApplication(): Promise<string> {
    const created = await this.request.post('/api/loan-applications', { data: {}, headers: this.headers });
    await expectOk(created, 201, 'POST /api/loan-applications');
    const serial = await stringAt(created, ['data', 'application', 'serial']);
    const path = `/api/loan-applications/${encodeURIComponent(serial)}`;

    const saved = await this.request.put(path, {
      data: { app_type: 'credit', application: CREDIT_APPLICATION, profile: CREDIT_PROFILE },
      headers: this.headers,
    });
    await expectOk(saved, 200, `PUT ${path}`);

    const attachments: Record<string, string[]> = {};
    for (const kind of CREDIT_DOCUMENTS) attachments[kind] = [await this.upload(kind)];
    const attached = await this.request.post(`${path}/attachments`, { data: { attachments }, headers: this.headers });
    await expectOk(attached, 200, `POST ${path}/attachments`);

    const submitted = await this.request.post(`${path}/submit`, { data: { app_type: 'credit' }, headers: this.headers });
    await expectOk(submitted, 200, `POST ${path}/submit`);
    return serial;
  }
}
