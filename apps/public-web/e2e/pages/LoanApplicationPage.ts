import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { FIELD_LABELS, LOAN_APP_TYPE_LABELS, LOAN_STEP_TITLES, MESSAGES } from '@lendbridge/domain';
import type { LoanAppType, LoanStepId } from '@lendbridge/domain';
import type { FilePayload } from '../support/png.js';
import { AlertDialog } from './AlertDialog.js';

export type DocumentKind = 'income_certification' | 'bank_account_statements' | 'business_card';

/** /loan-application/start and /loan-application/{serial}: the application wizard (credit unless told). */
export class LoanApplicationPage {
  readonly page: Page;
  readonly alert: AlertDialog;
  readonly appType: LoanAppType;
  readonly startPath = '/loan-application/start';

  constructor(page: Page, appType: LoanAppType = 'credit') {
    this.page = page;
    this.appType = appType;
    this.alert = new AlertDialog(page);
  }

  /** Opens the start page (a new draft of the page's type) and answers the serial the wizard opened on. */
  async start(entry?: string): Promise<string> {
    await this.page.goto(entry ?? (this.appType === 'credit' ? this.startPath : `${this.startPath}?type=${this.appType}`));
    await expect(this.page).toHaveURL(/\/loan-application\/(?!start)[^/?]+$/);
    await this.expectStep('purpose');
    return decodeURIComponent(new URL(this.page.url()).pathname.split('/').pop() ?? '');
  }

  async resume(serial: string): Promise<void> {
    await this.page.goto(`${this.startPath}?serial=${encodeURIComponent(serial)}`);
    await expect(this.page).toHaveURL(new RegExp(`/loan-application/${serial}$`));
  }

  async expectStep(step: LoanStepId): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: LOAN_APP_TYPE_LABELS[this.appType] })).toBeVisible();
    await expect(this.page.getByRole('heading', { level: 2, name: LOAN_STEP_TITLES[step], exact: true })).toBeVisible();
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** A field by its form name (contacts and checkboxes). */
  named(name: string): Locator {
    return this.page.locator(`[name="${name}"]`);
  }

  radio(legend: string, label: string): Locator {
    return this.page.getByRole('radiogroup', { name: legend, exact: true }).getByRole('radio', { name: label, exact: true });
  }

  async next(step: LoanStepId): Promise<void> {
    await this.page.getByRole('button', { name: '下一步', exact: true }).click();
    await this.expectStep(step);
  }

  /** The form's own status line, not the chat widget's greeting, which is a status too. */
  async expectSaved(): Promise<void> {
    await expect(this.page.getByRole('main').getByRole('status')).toHaveText(MESSAGES.saved);
  }

  upload(kind: DocumentKind): Locator {
    return this.page.getByRole('group', { name: FIELD_LABELS[kind], exact: true });
  }

  async uploadImage(kind: DocumentKind, file: FilePayload): Promise<void> {
    await this.upload(kind).getByLabel(FIELD_LABELS[kind], { exact: true }).setInputFiles(file);
    await expect(
      this.upload(kind).getByRole('progressbar', { name: `${file.name} ${MESSAGES.uploadSuccessLabel}`, exact: true }),
    ).toBeVisible();
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: '送出申請', exact: true }).click();
  }
}
