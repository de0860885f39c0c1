import { expect, test } from './support/test.js';
import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from '@playwright/test';
import {
  EXAMPLE_CONTACTS,
  EXAMPLE_CREDIT_APPLICATION,
  EXAMPLE_CREDIT_PROFILE,
  FIELD_LABELS,
  LOAN_APPLICATION_STATUS_LABELS,
  LOAN_STATUS_LABELS,
  LOAN_STEP_TITLES,
  MESSAGES,
  SUBMIT_DECLARATIONS,
  requiredField,
} from '@lendbridge/domain';
import { BorrowerPage } from './pages/BorrowerPage.js';
import { labelOf } from './pages/FormPage.js';
import { LoanApplicationPage } from './pages/LoanApplicationPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { fillContacts } from './support/collateralApplication.js';
import { pngFile } from './support/png.js';

/** The demo accounts' password (the seed's). */
const DEMO_PASSWORD = 'Demo1234';
const BORROWER = 'borrower@lendbridge.tw';
const ADMIN = 'admin@lendbridge.tw';

const CONTACTS = EXAMPLE_CONTACTS;

const signIn = async (login: LoginPage, email: string): Promise<void> => {
  await login.goto();
  await login.signIn(email, DEMO_PASSWORD);
  await expect(login.page).not.toHaveURL((url) => url.pathname === login.path);
};

interface Session {
  request: APIRequestContext;
  headers: Record<string, string>;
}

const ok = async <T>(response: APIResponse): Promise<T> => {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
};

/** A signed-in API session (CSRF and ajax headers ready). */
const apiSession = async (playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, email: string): Promise<Session> => {
  const request = await playwright.request.newContext({ baseURL });
  const { csrfToken } = await ok<{ csrfToken: string }>(await request.get('/api/auth/csrf'));
  const headers = { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': csrfToken };
  const status = await ok<{ csrfToken: string }>(
    await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD }, headers }),
  );
  return { request, headers: { ...headers, 'X-CSRF-Token': status.csrfToken } };
};

/** A credit application filled in, documented and submitted by the borrower through the API. */
const submittedApplication = async ({ request, headers }: Session): Promise<string> => {
  const { application } = await ok<{ application: { serial: string } }>(
    await request.post('/api/loan-applications', { data: {}, headers }),
  );
  const path = `/api/loan-applications/${application.serial}`;
  await ok(
    await request.put(path, {
      headers,
      data: {
        app_type: 'credit',
        application: EXAMPLE_CREDIT_APPLICATION,
        profile: EXAMPLE_CREDIT_PROFILE,
      },
    }),
  );
  const upload = async (name: string): Promise<string> =>
    (
      await ok<{ id: string }>(
        await request.post('/api/upload', { headers, multipart: { type: 'image', image: pngFile(name, [30, 120, 200]) } }),
      )
    ).id;
  await ok(
    await request.post(`${path}/attachments`, {
      headers,
      data: {
        attachments: {
          income_certification: [await upload('income.png')],
          bank_account_statements: [await upload('statements.png')],
          business_card: [await upload('card.png')],
        },
      },
    }),
  );
  await ok(await request.post(`${path}/submit`, { headers, data: { app_type: 'credit' } }));
  return application.serial;
};

/** The review the console will do: the admin approves the application. */
const approve = async ({ request, headers }: Session, serial: string): Promise<void> => {
  const response = await request.get(`/api/console/loan-applications?filter=${encodeURIComponent(JSON.stringify({ q: serial }))}`);
  expect(response.ok()).toBe(true);
  const rows = (await response.json()) as { id: number; serial: string }[];
  const row = rows.find((item) => item.serial === serial);
  expect(row).toBeDefined();
  await ok(
    await request.post(`/api/console/loan-applications/${row?.id ?? 0}/approve`, {
      headers,
      data: { grade: 'C', amount: 200000, period: 36, add_rate: '5.5', principal_repayment_type: 'equal_installment' },
    }),
  );
};

test('a full member applies for a credit loan, leaves mid-way, resumes the autosaved draft and submits it', async ({ page }) => {
  const wizard = new LoanApplicationPage(page);
  const borrower = new BorrowerPage(page);
  await signIn(new LoginPage(page), BORROWER);

  const serial = await wizard.start();
  await wizard.page.getByRole('button', { name: '下一步', exact: true }).click();
  await expect(page.getByText(requiredField(FIELD_LABELS.loan_purpose))).toBeVisible();
  await wizard.expectStep('purpose');
  await wizard.field(FIELD_LABELS.loan_purpose).selectOption({ label: labelOf('loan_purpose', 'debt_consolidation') });
  await wizard.field(FIELD_LABELS.loan_description).fill('整合兩張信用卡的循環利息，降低每月還款壓力。');
  await wizard.next('related_data');

  await wizard.field(FIELD_LABELS.amount_ten_thousand).fill('20');
  await wizard.field(FIELD_LABELS.loan_period).selectOption('36');
  await wizard.field(FIELD_LABELS.value_date_type).selectOption({ label: labelOf('value_date_type', 'before_date') });
  await wizard.next('financial');

  await wizard.field(FIELD_LABELS.credit_card_count).fill('2');
  await wizard.field(FIELD_LABELS.house_count).fill('0');
  await wizard.field(FIELD_LABELS.car_count).fill('0');
  await wizard.field(FIELD_LABELS.phone_code).fill('02');
  const autosaved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith(`/api/loan-applications/${serial}`),
  );
  await wizard.field(FIELD_LABELS.phone_number).fill('23456789');
  expect((await autosaved).ok()).toBe(true);
  await wizard.expectSaved();

  await borrower.goto();
  await expect(borrower.applicationRow(serial)).toContainText(LOAN_APPLICATION_STATUS_LABELS.prepare);
  await borrower.continueDraft(serial);
  await wizard.expectStep('financial');
  await expect(wizard.field(FIELD_LABELS.credit_card_count)).toHaveValue('2');
  await expect(wizard.field(FIELD_LABELS.phone_number)).toHaveValue('23456789');
  await page.getByRole('tab', { name: LOAN_STEP_TITLES.purpose }).click();
  await wizard.expectStep('purpose');
  await expect(wizard.field(FIELD_LABELS.loan_description)).toHaveValue('整合兩張信用卡的循環利息，降低每月還款壓力。');
  await wizard.next('financial');
  await wizard.next('company');

  await wizard.field(FIELD_LABELS.company_name).fill('信橋科技股份有限公司');
  await wizard.field(FIELD_LABELS.company_title).fill('工程師');
  await wizard.field(FIELD_LABELS.company_phone).fill('0223456789');
  await wizard.field(FIELD_LABELS.company_seniority).selectOption('2_to_3_years');
  await wizard.field(FIELD_LABELS.company_salary_pay_way).selectOption('transfer');
  await wizard.field(FIELD_LABELS.company_income).fill('80');
  await wizard.next('contact');

  await fillContacts(wizard, CONTACTS);

  await wizard.radio(FIELD_LABELS.jcic_return, labelOf('jcic_return', 'upload')).check();
  await wizard.uploadImage('income_certification', pngFile('income.png', [200, 60, 60]));
  await wizard.uploadImage('bank_account_statements', pngFile('statements.png', [60, 200, 60]));
  await wizard.uploadImage('business_card', pngFile('card.png', [60, 60, 200]));
  for (const key of SUBMIT_DECLARATIONS) await wizard.named(`application.${key}`).check();
  await wizard.submit();

  await wizard.alert.acknowledge(MESSAGES.submitSuccess);
  await borrower.expectOpen();
  await expect(borrower.applicationRow(serial)).toContainText(LOAN_APPLICATION_STATUS_LABELS.submitted);
});

test('the borrower confirms the approved rate and the loan is matching', async ({ page, playwright, baseURL }) => {
  const origin = baseURL ?? '';
  const borrowerApi = await apiSession(playwright, origin, BORROWER);
  const serial = await submittedApplication(borrowerApi);
  const adminApi = await apiSession(playwright, origin, ADMIN);
  await approve(adminApi, serial);
  await borrowerApi.request.dispose();
  await adminApi.request.dispose();

  const borrower = new BorrowerPage(page);
  await signIn(new LoginPage(page), BORROWER);
  await borrower.gotoCovered();
  await expect(borrower.rateDialog()).toBeVisible();
  await expect(borrower.rateDialog()).toContainText(serial);
  await borrower.confirmRate();
  await expect(borrower.loanRow(serial)).toContainText(LOAN_STATUS_LABELS.matching);
  await borrower.expectOpen();
  await page.reload();
  await borrower.expectOpen();
  await expect(borrower.loanRow(serial)).toContainText(LOAN_STATUS_LABELS.matching);
});
