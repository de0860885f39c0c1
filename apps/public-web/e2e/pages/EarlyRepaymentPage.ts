import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { BORROWER_EARLY_REPAYMENT_PATH, CLEARING_TEXTS, LENDER_EARLY_REPAYMENT_PATH, clearSelectLabel } from '@lendbridge/domain';
import { AlertDialog } from './AlertDialog.js';

const T = CLEARING_TEXTS;

/**
 * What both early-repayment pages share: lists (regions named by their heading, records grouped by
 * loan), a record found by its investment serial and ticked by its checkbox, the confirmation
 * dialogs and the answer's alert.
 */
abstract class ClearingPage {
  readonly page: Page;
  readonly alert: AlertDialog;
  abstract readonly path: string;
  abstract readonly heading: string;

  constructor(page: Page) {
    this.page = page;
    this.alert = new AlertDialog(page);
  }

  async goto(): Promise<void> {
    await this.page.goto(this.path);
    await this.expectOpen();
  }

  async reload(): Promise<void> {
    await this.page.reload();
    await this.expectOpen();
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === this.path);
    await expect(this.page.getByRole('heading', { level: 1, name: this.heading, exact: true })).toBeVisible();
    await expect(this.page.getByRole('progressbar', { name: T.listLoading, exact: true })).toHaveCount(0);
  }

  list(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  /** The row of an investment in a list. */
  record(title: string, serial: string): Locator {
    return this.list(title)
      .getByRole('table', { name: title, exact: true })
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: serial, exact: true }) });
  }

  async select(title: string, serial: string): Promise<void> {
    await this.list(title).getByRole('checkbox', { name: clearSelectLabel(serial), exact: true }).check();
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title, exact: true });
  }

  /** 確定 in a confirmation dialog; it closes once the answer came. */
  async confirm(dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: T.confirm, exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}

/** /account/borrower/early-repayment: request clearing (wait_request), wait for the lender, clear (wait_clear), the cleared. */
export class EarlyRepaymentPage extends ClearingPage {
  readonly path = BORROWER_EARLY_REPAYMENT_PATH;
  readonly heading = T.borrowerHeading;

  /** 申請提前清償 for the records ticked: the confirmation with the spec's warning opens. */
  async askToRequest(): Promise<Locator> {
    await this.list(T.borrowerLists.wait_request).getByRole('button', { name: T.request, exact: true }).click();
    const dialog = this.dialog(T.requestConfirmTitle);
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** 立即清償 for the records ticked: 確定立刻清償嗎？ opens with the total and the fee. */
  async askToClear(): Promise<Locator> {
    await this.list(T.borrowerLists.wait_clear).getByRole('button', { name: T.clear, exact: true }).click();
    const dialog = this.dialog(T.clear);
    await expect(dialog).toBeVisible();
    return dialog;
  }
}

/** /account/lender/early-repayment: the borrowers' requests to agree to, those agreed, the cleared. */
export class LenderEarlyRepaymentPage extends ClearingPage {
  readonly path = LENDER_EARLY_REPAYMENT_PATH;
  readonly heading = T.lenderHeading;

  /** 同意 for the requests ticked. */
  async agree(): Promise<void> {
    await this.list(T.lenderLists.requests).getByRole('button', { name: T.agree, exact: true }).click();
  }
}
