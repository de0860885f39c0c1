import { FIELD_LABELS, LOAN_APPLICATION_STATUS_LABELS, type LoanApplicationStatus } from '@lendbridge/domain';
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { CONSOLE_API, isListResponse, readSimpleRestQuery } from '../support/simpleRest.js';

export const LOAN_APPLICATIONS = 'loan-applications';
export const LOAN_APPLICATIONS_MENU = '借款申請';

const isApplicationAction =
  (action: string, method = 'POST') =>
  (response: Response): boolean =>
    response.request().method() === method &&
    new URL(response.url()).pathname.startsWith(`${CONSOLE_API}/${LOAN_APPLICATIONS}/`) &&
    new URL(response.url()).pathname.endsWith(`/${action}`);

/** 借款申請: the review queue, a MUI data grid fed by GET /api/console/loan-applications. */
export class LoanApplicationsPage {
  readonly grid: Locator;
  readonly rows: Locator;
  readonly search: Locator;

  constructor(private readonly page: Page) {
    this.grid = page.getByRole('grid');
    this.rows = this.grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
    this.search = page.getByRole('textbox', { name: '搜尋' });
  }

  /** Opens the queue from the menu; resolves with the list answer the grid shows. */
  async open(): Promise<Response> {
    const listed = this.page.waitForResponse(isListResponse(LOAN_APPLICATIONS));
    await this.page.getByRole('menuitem', { name: LOAN_APPLICATIONS_MENU, exact: true }).click();
    await expect(this.page).toHaveURL(/#\/loan-applications(\?|$)/);
    return listed;
  }

  /** Types in the search box (the q filter); resolves with the filtered list answer. */
  async searchFor(text: string): Promise<Response> {
    const filtered = this.page.waitForResponse(
      (response) =>
        isListResponse(LOAN_APPLICATIONS)(response) && readSimpleRestQuery(response.url()).filter.q === text,
    );
    await this.search.fill(text);
    return filtered;
  }

  row(serial: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('gridcell', { name: serial, exact: true }) });
  }

  async openApplication(serial: string): Promise<LoanApplicationShowPage> {
    await this.row(serial).click();
    const show = new LoanApplicationShowPage(this.page);
    await show.expectApplication(serial);
    return show;
  }
}

/** One application: its summary, the review panel, the loan, the documents and the history. */
export class LoanApplicationShowPage {
  readonly summary: Locator;
  readonly review: Locator;
  readonly results: Locator;
  readonly loan: Locator;
  readonly history: Locator;
  readonly documents: Locator;
  readonly approveButton: Locator;
  readonly addRate: Locator;
  readonly apr: Locator;

  constructor(private readonly page: Page) {
    this.summary = page.getByRole('region', { name: '案件', exact: true });
    this.review = page.getByRole('region', { name: '審核', exact: true });
    this.results = page.getByRole('region', { name: '試算結果', exact: true });
    this.loan = page.getByRole('region', { name: '借款', exact: true });
    this.history = page.getByRole('region', { name: '審核紀錄', exact: true });
    this.documents = page.getByRole('region', { name: '文件', exact: true });
    this.approveButton = this.review.getByRole('button', { name: '核准', exact: true });
    this.addRate = this.review.getByRole('textbox', { name: `${FIELD_LABELS.add_rate}（%）` });
    this.apr = this.review.getByRole('status', { name: '年利率（APR）' });
  }

  async expectApplication(serial: string): Promise<void> {
    await expect(this.page).toHaveURL(/#\/loan-applications\/\d+\/show$/);
    await expect(this.summary.getByRole('definition').filter({ hasText: serial })).toBeVisible();
  }

  status(status: LoanApplicationStatus): Locator {
    return this.summary.getByText(LOAN_APPLICATION_STATUS_LABELS[status], { exact: true });
  }

  /** 開始審核; resolves with the start-review answer. */
  async startReview(): Promise<Response> {
    const answered = this.page.waitForResponse(isApplicationAction('start-review'));
    await this.review.getByRole('button', { name: '開始審核', exact: true }).click();
    return answered;
  }

  /** Picks a grade from the select (options read "E（A-，基準利率 4.35%）"). */
  async chooseGrade(grade: string): Promise<void> {
    await this.review.getByRole('combobox', { name: FIELD_LABELS.credit_grade }).click();
    await this.page.getByRole('option', { name: new RegExp(`^${grade}（`) }).click();
  }

  async choosePeriod(period: number): Promise<void> {
    await this.review.getByRole('combobox', { name: FIELD_LABELS.loan_period }).click();
    await this.page.getByRole('option', { name: `${period} 期`, exact: true }).click();
  }

  /** Types an add_rate; resolves with the compute answer for it. */
  async setAddRate(addRate: string): Promise<Response> {
    const computed = this.page.waitForResponse(
      (response) =>
        isApplicationAction('compute', 'GET')(response) &&
        new URL(response.url()).searchParams.get('add_rate') === addRate,
    );
    await this.addRate.fill(addRate);
    return computed;
  }

  /** A compute figure by its label. */
  figure(label: string): Locator {
    return this.results.locator(`dt:text-is("${label}") + dd`);
  }

  /** 核准; resolves with the approve answer. */
  async approve(): Promise<Response> {
    const answered = this.page.waitForResponse(isApplicationAction('approve'));
    await this.approveButton.click();
    return answered;
  }

  loanValue(label: string): Locator {
    return this.loan.locator(`dt:text-is("${label}") + dd`);
  }
}
