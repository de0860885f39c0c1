import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import {
  REPAYMENT_TABLE_TEXTS,
  repaymentProgressLabel,
  repaymentTableLabel,
  repaymentTablePageLabel,
  scheduleToggleLabel,
} from '@lendbridge/domain';
import { BorrowerPage } from './BorrowerPage.js';

/** A loan's or an investment's schedule (還款明細 {serial}): one page of rows at a time, a row by its period. */
export class RepaymentScheduleTable {
  readonly page: Page;
  readonly table: Locator;
  readonly rows: Locator;
  readonly pagination: Locator;

  constructor(page: Page, serial: string) {
    this.page = page;
    this.table = page.getByRole('table', { name: repaymentTableLabel(serial), exact: true });
    this.rows = this.table.getByRole('row').filter({ has: page.getByRole('cell') });
    this.pagination = page.getByRole('navigation', { name: REPAYMENT_TABLE_TEXTS.pagination, exact: true });
  }

  /** The row of a period on the page shown (none when the period is on another page). */
  row(period: number): Locator {
    return this.rows.filter({ has: this.page.getByRole('cell', { name: String(period), exact: true }) });
  }

  /** The state of a period's row (its last cell). */
  status(period: number): Locator {
    return this.row(period).getByRole('cell').last();
  }

  pageButton(page: number): Locator {
    return this.pagination.getByRole('button', { name: repaymentTablePageLabel(page), exact: true });
  }

  async expectOnPage(page: number): Promise<void> {
    await expect(this.pageButton(page)).toHaveAttribute('aria-current', 'page');
  }

  async goToPage(page: number): Promise<void> {
    await this.pageButton(page).click();
    await this.expectOnPage(page);
  }
}

/** /account/borrower with its repayment part: each loan's progress, and its schedule opened on demand. */
export class BorrowerRepaymentPage extends BorrowerPage {
  progress(serial: string): Locator {
    return this.page.getByRole('progressbar', { name: repaymentProgressLabel(serial), exact: true });
  }

  scheduleToggle(serial: string, open: boolean): Locator {
    return this.page.getByRole('button', { name: scheduleToggleLabel(serial, open), exact: true });
  }

  /** 查看還款明細 of a loan: its schedule, once loaded. */
  async openSchedule(serial: string): Promise<RepaymentScheduleTable> {
    await this.scheduleToggle(serial, false).click();
    await expect(this.scheduleToggle(serial, true)).toHaveAttribute('aria-expanded', 'true');
    const schedule = new RepaymentScheduleTable(this.page, serial);
    await expect(schedule.table).toBeVisible();
    return schedule;
  }

  /** A cell of the loan's row in 我的借款 (its status, amount …) by its text. */
  loanCell(serial: string, text: string): Locator {
    return this.loanRow(serial).getByRole('cell', { name: text, exact: true });
  }
}
