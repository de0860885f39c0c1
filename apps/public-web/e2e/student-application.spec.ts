import { expect, test } from './support/test.js';
import type { APIResponse, Locator, Page, PlaywrightWorkerArgs } from '@playwright/test';
import {
  EXAMPLE_CONTACTS,
  FIELD_LABELS,
  LOAN_APPLICATION_STATUS_LABELS,
  LOAN_STEP_TITLES,
  MESSAGES,
  SUBMIT_DECLARATIONS,
} from '@lendbridge/domain';
import { BorrowerPage } from './pages/BorrowerPage.js';
import { labelOf } from './pages/FormPage.js';
import { LoanApplicationPage } from './pages/LoanApplicationPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { pngFile } from './support/png.js';
import type { FilePayload } from './support/png.js';

/** The demo accounts' password (the seed's). */
const DEMO_PASSWORD = 'Demo1234';
/** The demo account no other journey applies with. */
const STUDENT = 'student@lendbridge.tw';
const ADMIN = 'admin@lendbridge.tw';

const NOT_SCHOOL_EMAIL = 'yiting.wu@gmail.com';
const SCHOOL_EMAIL = 'b11902042@ntu.edu.tw';
/** The outbox kind of the school e-mail verification (the API's SCHOOL_EMAIL_OUTBOX_KIND). */
const SCHOOL_EMAIL_KIND = 'school_email_verification';

const ok = async <T>(response: APIResponse): Promise<T> => {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
};

/**
 * The verification link e-mailed to an address, read from the outbox the way the console shows it
 * (GET /api/console/outbox, ra-data-simple-rest) by the admin; answered as a path on this site.
 */
const verificationLink = async (playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, email: string): Promise<string> => {
  const request = await playwright.request.newContext({ baseURL });
  try {
    const { data: csrf } = await ok<{ data: { csrfToken: string } }>(await request.get('/api/auth/csrf'));
    const headers = { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': csrf.csrfToken };
    await ok(await request.post('/api/auth/login', { data: { email: ADMIN, password: DEMO_PASSWORD }, headers }));
    const query = new URLSearchParams({
      sort: JSON.stringify(['id', 'DESC']),
      range: JSON.stringify([0, 0]),
      filter: JSON.stringify({ kind: SCHOOL_EMAIL_KIND, q: email }),
    });
    const [message] = await ok<{ recipient: string; body: string }[]>(await request.get(`/api/console/outbox?${query.toString()}`));
    expect(message?.recipient).toBe(email);
    const link = /\/api\/school-email\/verify\?token=[A-Za-z0-9_-]+/.exec(message?.body ?? '');
    expect(link, message?.body).not.toBeNull();
    return link?.[0] ?? '';
  } finally {
    await request.dispose();
  }
};

/** The student wizard's parts beside the general ones: uploads by label, the school e-mail widget. */
class StudentWizard extends LoanApplicationPage {
  constructor(page: Page) {
    super(page, 'student');
  }

  async uploadTo(label: string, file: FilePayload): Promise<void> {
    const group = this.page.getByRole('group', { name: label, exact: true });
    await group.getByLabel(label, { exact: true }).setInputFiles(file);
    await expect(group.getByRole('progressbar', { name: `${file.name} ${MESSAGES.uploadSuccessLabel}`, exact: true })).toBeVisible();
  }

  schoolEmailSend(): Locator {
    return this.page.getByRole('button', { name: MESSAGES.schoolEmailSend, exact: true });
  }

  verifiedStatus(): Locator {
    return this.page.getByRole('status').filter({ hasText: MESSAGES.studentVerified });
  }

  async submitConfirmed(): Promise<void> {
    await this.submit();
    const confirm = this.page.getByRole('dialog', { name: MESSAGES.studentSubmitConfirmTitle, exact: true });
    await expect(confirm).toContainText(MESSAGES.studentSubmitConfirmText);
    await confirm.getByRole('button', { name: MESSAGES.dialogConfirm, exact: true }).click();
  }
}

test('(d) a student application with the school e-mail rule', async ({ page, playwright, baseURL }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(STUDENT, DEMO_PASSWORD);
  await expect(page).not.toHaveURL((url) => url.pathname === login.path);

  const wizard = new StudentWizard(page);
  await page.goto('/student-loan');
  await expect(page).toHaveURL(/\/loan-application\/(?!start)[^/?]+$/);
  const serial = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  await wizard.expectStep('purpose');
  await expect(page.getByRole('tab')).toHaveText(
    (['purpose', 'related_data', 'school', 'contact', 'doc_note'] as const).map((id) => new RegExp(`${LOAN_STEP_TITLES[id]}$`)),
  );

  await wizard.field(FIELD_LABELS.loan_purpose).selectOption({ label: labelOf('loan_purpose', 'tuition') });
  await wizard.field(FIELD_LABELS.loan_description).fill('支付大三上學期的學雜費與專業課程教材費。');
  await wizard.next('related_data');

  await wizard.field(FIELD_LABELS.amount_ten_thousand).fill('5');
  await wizard.field(FIELD_LABELS.loan_period).selectOption('12');
  await wizard.field(FIELD_LABELS.value_date_type).selectOption({ label: labelOf('value_date_type', 'before_date') });
  await wizard.next('school');

  await wizard.field(FIELD_LABELS.school_name).fill('國立臺灣大學');
  await wizard.field(FIELD_LABELS.school_dept_name).fill('資訊工程學系');
  await wizard.field(FIELD_LABELS.education_level).selectOption({ label: labelOf('education_level', 'bachelor') });
  await wizard.field(FIELD_LABELS.school_grade).selectOption({ label: labelOf('school_grade', 'year_3') });
  await wizard.field(FIELD_LABELS.gpa_point_method).selectOption({ label: labelOf('gpa_point_method', 'grade') });
  await wizard.field(FIELD_LABELS.gpa_point).fill('3.85');
  await wizard.field(FIELD_LABELS.school_email).fill(NOT_SCHOOL_EMAIL);
  await expect(page.getByText(MESSAGES.schoolEmail, { exact: true })).toBeVisible();
  await expect(wizard.field(FIELD_LABELS.school_email)).toHaveAttribute('aria-invalid', 'true');

  await wizard.field(FIELD_LABELS.school_email).fill(SCHOOL_EMAIL);
  await expect(page.getByText(MESSAGES.schoolEmail, { exact: true })).toBeHidden();
  await wizard.uploadTo(FIELD_LABELS.student_card, pngFile('student-card.png', [40, 90, 160]));
  const sent = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith(`/api/loan-applications/${serial}/school-email`),
  );
  await wizard.schoolEmailSend().click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByText(MESSAGES.schoolEmailSent, { exact: true })).toBeVisible();
  await expect(wizard.verifiedStatus()).toHaveCount(0);
  await wizard.next('contact');

  await expect(wizard.named('profile.contacts.2.name')).toHaveCount(0);
  await wizard.radio(FIELD_LABELS.receipt_processing, labelOf('receipt_processing', 'donate')).check();
  for (const [index, contact] of EXAMPLE_CONTACTS.slice(0, 2).entries()) {
    await wizard.named(`profile.contacts.${index}.name`).fill(contact.name);
    await wizard.named(`profile.contacts.${index}.mobile`).fill(contact.mobile);
  }
  await wizard.field(FIELD_LABELS.contact_line).fill('yiting.wu');
  await wizard.field(FIELD_LABELS.available_time).selectOption('anytime');
  await wizard.next('doc_note');

  await wizard.radio(FIELD_LABELS.jcic_return, labelOf('jcic_return', 'upload')).check();
  for (const key of SUBMIT_DECLARATIONS) await wizard.named(`application.${key}`).check();
  await wizard.expectSaved();

  await wizard.submitConfirmed();
  await wizard.expectStep('school');
  await expect(page.getByText(MESSAGES.schoolEmailNotVerified, { exact: true })).toBeVisible();

  const link = await verificationLink(playwright, baseURL ?? '', SCHOOL_EMAIL);
  const mail = await page.context().newPage();
  await mail.goto(link);
  await expect(mail).toHaveURL((url) => url.pathname === `/loan-application/${serial}`);
  await mail.close();

  await page.reload();
  await wizard.expectStep('doc_note');
  await page.getByRole('tab', { name: LOAN_STEP_TITLES.school }).click();
  await wizard.expectStep('school');
  await expect(wizard.field(FIELD_LABELS.school_email)).toHaveValue(SCHOOL_EMAIL);
  await expect(wizard.verifiedStatus()).toHaveCount(1);
  await expect(wizard.schoolEmailSend()).toBeDisabled();
  await wizard.next('doc_note');

  await wizard.submitConfirmed();
  await wizard.alert.acknowledge(MESSAGES.submitSuccess);
  const borrower = new BorrowerPage(page);
  await borrower.expectOpen();
  await expect(borrower.applicationRow(serial)).toContainText(LOAN_APPLICATION_STATUS_LABELS.submitted);
});
