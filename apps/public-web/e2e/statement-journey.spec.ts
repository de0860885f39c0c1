import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.js';
import type { BrowserContext } from '@playwright/test';
import {
  ANNUAL_STATEMENTS_API_PATH,
  ANNUAL_STATEMENT_FIGURES,
  ANNUAL_STATEMENT_RULES,
  ANNUAL_STATEMENT_TEXTS,
  annualNetIncome,
  annualStatementFileName,
  formatNtd,
  formatStatementAmount,
} from '@lendbridge/domain';
import type { AnnualStatementYear } from '@lendbridge/domain';
import { AccountPage } from './pages/AccountPage.js';
import { apiData, openBrowser, signIn } from './support/people.js';
import { pdfLines } from './support/pdf-text.js';

/** The demo lender who funds the demo's repaying loans (README): interest, fees and principal come back every month. */
const LENDER = 'lender@lendbridge.tw';

test.describe('the annual income statement', () => {
  const contexts: BrowserContext[] = [];

  test.afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });

  test('a demo lender with repayments downloads a year’s statement from the account page, a PDF with the year’s totals', async ({ browser }) => {
    const page = await openBrowser(browser, contexts);
    await signIn(page, LENDER);
    const years = await apiData<AnnualStatementYear[]>(page, ANNUAL_STATEMENTS_API_PATH);
    const statement = years.find((entry) => entry.totals.interest > 0);
    expect(statement, JSON.stringify(years)).toBeDefined();
    const { year, totals } = statement as AnnualStatementYear;
    expect(totals.principal).toBeGreaterThan(0);

    const account = new AccountPage(page);
    await account.goto();
    const annual = page.getByRole('region', { name: ANNUAL_STATEMENT_TEXTS.sectionTitle, exact: true });
    await expect(annual.getByRole('link')).toHaveCount(years.length);
    const link = annual.getByRole('link', { name: ANNUAL_STATEMENT_TEXTS.yearLink(year), exact: true });
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(annualStatementFileName(year));

    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const lines = await pdfLines(bytes);
    expect(lines[0]).toBe(ANNUAL_STATEMENT_TEXTS.documentTitle(year));
    for (const figure of ANNUAL_STATEMENT_FIGURES) {
      expect(lines).toContain(`${ANNUAL_STATEMENT_RULES[figure].label}：${formatNtd(totals[figure])}`);
    }
    expect(lines).toContain(`${ANNUAL_STATEMENT_TEXTS.netIncome}：${formatNtd(annualNetIncome(totals))}`);
    expect(lines).toContain([ANNUAL_STATEMENT_TEXTS.totalRow, ...ANNUAL_STATEMENT_FIGURES.map((figure) => formatStatementAmount(totals[figure]))].join(' '));
  });
});
