import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import {
  EXAMPLE_CREDIT_APPLICATION,
  EXAMPLE_CREDIT_DOCUMENT_KINDS,
  EXAMPLE_CREDIT_PROFILE,
} from '@lendbridge/domain';
import { pngFile } from '../../../public-web/e2e/support/png.js';
import { DEMO_PASSWORD } from './memberApi.js';

export const CREDIT_APPLICATION = EXAMPLE_CREDIT_APPLICATION;
export const CREDIT_PROFILE = EXAMPLE_CREDIT_PROFILE;

const CREDIT_DOCUMENTS = EXAMPLE_CREDIT_DOCUMENT_KINDS;

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
