import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { ACCOUNT_SUBJECT_DETAIL_PATH, ACCOUNT_TEXTS, ntdText } from '@lendbridge/domain';
import { AccountPage } from './AccountPage.js';

const T = ACCOUNT_TEXTS;

/** Where 交易明細 shows the amounts: after the date, the subject and the description. */
const INCOME_CELL = 3;
const EXPENSE_CELL = 4;

/** A statement line as the member reads it: its subject (科目), its description, and what came in or went out. */
export interface StatementEntry {
  subject: string;
  description: string;
  income?: number;
  expense?: number;
}

/** /account/lnb-transaction as a statement: the recent entries it previews, and the way to 交易明細. */
export class StatementPage extends AccountPage {
  readonly recent: Locator;

  constructor(page: Page) {
    super(page);
    this.recent = page.getByRole('table', { name: T.recentTitle, exact: true });
  }

  /** A previewed entry of a subject and an amount (below zero for money that went out). */
  recentEntry(subject: string, amount: number): Locator {
    return this.recent
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: subject, exact: true }) })
      .filter({ has: this.page.getByRole('cell', { name: ntdText(amount), exact: true }) });
  }

  async openDetail(): Promise<StatementDetailPage> {
    await this.page.getByRole('link', { name: T.subjectDetailLink, exact: true }).click();
    const detail = new StatementDetailPage(this.page);
    await detail.expectOpen();
    return detail;
  }
}

/** 交易明細 (/account/lnb-transaction/subject-detail): the statement's lines, newest first, 15 a page. */
export class StatementDetailPage {
  readonly page: Page;
  readonly path = ACCOUNT_SUBJECT_DETAIL_PATH;
  readonly rows: Locator;

  constructor(page: Page) {
    this.page = page;
    this.rows = page
      .getByRole('table', { name: T.subjectDetailTitle, exact: true })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === this.path);
    await expect(this.page.getByRole('heading', { level: 1, name: T.subjectDetailTitle, exact: true })).toBeVisible();
    await expect(this.page.getByRole('progressbar', { name: T.loading, exact: true })).toHaveCount(0);
  }

  /** The lines of a subject with a description. */
  lines(subject: string, description: string): Locator {
    return this.rows
      .filter({ has: this.page.getByRole('cell', { name: subject, exact: true }) })
      .filter({ has: this.page.getByRole('cell', { name: description, exact: true }) });
  }

  /** Exactly one line reads so, with its income and expense (an empty cell for none). */
  async expectEntry({ subject, description, income, expense }: StatementEntry): Promise<void> {
    const line = this.lines(subject, description);
    await expect(line).toHaveCount(1);
    const cells = line.getByRole('cell');
    await expect(cells.nth(INCOME_CELL)).toHaveText(income === undefined ? '' : ntdText(income));
    await expect(cells.nth(EXPENSE_CELL)).toHaveText(expense === undefined ? '' : ntdText(expense));
  }
}
