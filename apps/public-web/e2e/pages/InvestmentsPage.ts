import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { LENDER_INVESTMENT_TAB_LABELS, LENDER_INVESTMENT_TEXTS, lenderInvestmentsPath } from '@lendbridge/domain';
import type { LenderInvestmentTab } from '@lendbridge/domain';

const T = LENDER_INVESTMENT_TEXTS;

/** /account/lender/investments[/:tab]: the lender's investments, one tab per stage. */
export class InvestmentsPage {
  readonly page: Page;
  readonly rows: Locator;

  constructor(page: Page) {
    this.page = page;
    this.rows = page
      .getByRole('table', { name: T.table, exact: true })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
  }

  async goto(tab: LenderInvestmentTab): Promise<void> {
    await this.page.goto(lenderInvestmentsPath(tab));
    await this.expectOpen(tab);
  }

  async expectOpen(tab: LenderInvestmentTab): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === lenderInvestmentsPath(tab));
    await expect(this.page.getByRole('heading', { level: 1, name: T.title, exact: true })).toBeVisible();
    await expect(
      this.page.getByRole('tablist', { name: T.tabs }).getByRole('tab', { name: LENDER_INVESTMENT_TAB_LABELS[tab], exact: true }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(this.page.getByRole('progressbar', { name: T.loading })).toHaveCount(0);
  }

  /** The investment in a loan (its row names the loan's serial). */
  investment(loanSerial: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('cell', { name: loanSerial, exact: true }) });
  }

  /** The row shows the amount and the status as the lender reads them. */
  async expectInvestment(loanSerial: string, amount: string, status: string): Promise<void> {
    const row = this.investment(loanSerial);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell', { name: amount, exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: status, exact: true })).toBeVisible();
  }
}
