import {
  CONSOLE_LOAN_TEXTS,
  LOAN_STATUS_LABELS,
  consoleLoanDisburseLabel,
  type LoanStatus,
} from '@lendbridge/domain';
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { CONSOLE_API, isListResponse, readSimpleRestQuery } from '../support/simpleRest.js';

export const LOANS = 'loans';

const T = CONSOLE_LOAN_TEXTS;

/** 放款: the loans (funded first) in a MUI data grid on GET /api/console/loans, with 撥款 on funded rows. */
export class LoansPage {
  readonly grid: Locator;
  readonly rows: Locator;
  readonly status: Locator;
  readonly disburseDialog: Locator;

  constructor(private readonly page: Page) {
    this.grid = page.getByRole('grid');
    this.rows = this.grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
    this.status = page.getByRole('combobox', { name: T.status, exact: true });
    this.disburseDialog = page.getByRole('dialog', { name: T.disburseTitle, exact: true });
  }

  /** Opens the list from the menu; resolves with the list answer the grid shows. */
  async open(): Promise<Response> {
    const listed = this.page.waitForResponse(isListResponse(LOANS));
    await this.page.getByRole('menuitem', { name: T.name, exact: true }).click();
    await expect(this.page).toHaveURL(/#\/loans(\?|$)/);
    return listed;
  }

  /** Picks a status in the filter; resolves with the list answer for it. */
  async filterStatus(status: LoanStatus): Promise<Response> {
    const filtered = this.page.waitForResponse(
      (response) => isListResponse(LOANS)(response) && readSimpleRestQuery(response.url()).filter.status === status,
    );
    await this.status.click();
    await this.page.getByRole('option', { name: LOAN_STATUS_LABELS[status], exact: true }).click();
    return filtered;
  }

  row(serial: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('gridcell', { name: serial, exact: true }) });
  }

  disburseButton(serial: string): Locator {
    return this.row(serial).getByRole('button', { name: consoleLoanDisburseLabel(serial), exact: true });
  }

  /** 撥款 on a row: the confirmation dialog opens. */
  async askToDisburse(serial: string): Promise<Locator> {
    await this.disburseButton(serial).click();
    await expect(this.disburseDialog).toBeVisible();
    return this.disburseDialog;
  }

  /** 撥款說明 and 確認撥款 in the open dialog; resolves with the disburse answer once the dialog is closed. */
  async confirmDisburse(serial: string, reason = '已確認滿標，撥款給借款人'): Promise<Response> {
    await this.disburseDialog.getByRole('textbox', { name: T.disburse_reason, exact: true }).fill(reason);
    const answered = this.page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === `${CONSOLE_API}/${LOANS}/${encodeURIComponent(serial)}/disburse`,
    );
    await this.disburseDialog.getByRole('button', { name: T.disburseConfirm, exact: true }).click();
    const response = await answered;
    await expect(this.disburseDialog).toBeHidden();
    return response;
  }

  notification(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
