import { CONSOLE_BATCH_RUN_TEXTS } from '@lendbridge/domain';
import type { BatchRunSummary, BusinessClockAnswer } from '@lendbridge/domain';
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { CONSOLE_API, isListResponse } from '../support/simpleRest.js';

export const BATCH_RUNS = 'batch-runs';
const CLOCK = `${CONSOLE_API}/clock`;

const T = CONSOLE_BATCH_RUN_TEXTS;

/** What the screen shows once opened: the list answer of its runs and the business clock it read. */
export interface BatchRunsOpened {
  listed: Response;
  clock: BusinessClockAnswer;
}

const isClockAnswer = (method: string) => (response: Response) =>
  response.request().method() === method && new URL(response.url()).pathname === CLOCK;

const dataOf = async <T>(response: Response, what: string): Promise<T> => {
  expect(response.status(), `${what}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
};

/**
 * 每日批次: the business clock with 時鐘前進, 執行批次 for a business date (today's by default) and
 * the runs with their summaries (MUI data grid on GET /api/console/batch-runs).
 */
export class BatchRunsPage {
  readonly grid: Locator;
  readonly rows: Locator;
  readonly today: Locator;
  readonly daysForward: Locator;
  readonly businessDate: Locator;

  constructor(private readonly page: Page) {
    this.grid = page.getByRole('grid', { name: T.name, exact: true });
    this.rows = this.grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
    this.today = page.getByLabel(T.today, { exact: true });
    this.daysForward = page.getByRole('textbox', { name: T.days_forward, exact: true });
    this.businessDate = page.getByLabel(T.business_date, { exact: true });
  }

  /** Opens the screen from the menu; resolves with the list answer and the clock once both came. */
  async open(): Promise<BatchRunsOpened> {
    const listed = this.page.waitForResponse(isListResponse(BATCH_RUNS));
    const clock = this.page.waitForResponse(isClockAnswer('GET'));
    await this.page.getByRole('menuitem', { name: T.name, exact: true }).click();
    await expect(this.page).toHaveURL(/#\/batch-runs(\?|$)/);
    const answer = await dataOf<BusinessClockAnswer>(await clock, `GET ${CLOCK}`);
    await expect(this.today).toContainText(answer.today);
    return { listed: await listed, clock: answer };
  }

  /** 時鐘前進 by some days; resolves with the clock it answered, once shown. */
  async moveForward(days: number): Promise<BusinessClockAnswer> {
    await this.daysForward.fill(String(days));
    const answered = this.page.waitForResponse(isClockAnswer('PUT'));
    await this.page.getByRole('button', { name: T.moveForward, exact: true }).click();
    const clock = await dataOf<BusinessClockAnswer>(await answered, `PUT ${CLOCK}`);
    await expect(this.today).toContainText(clock.today);
    return clock;
  }

  /** 執行批次 for the date in the form; resolves with the run's summary. */
  async run(): Promise<BatchRunSummary> {
    const answered = this.page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `${CONSOLE_API}/${BATCH_RUNS}`,
    );
    await this.page.getByRole('button', { name: T.run, exact: true }).click();
    return dataOf<BatchRunSummary>(await answered, `POST ${CONSOLE_API}/${BATCH_RUNS}`);
  }

  notification(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  /** The run of a business date in the grid. */
  runRow(businessDate: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('gridcell', { name: businessDate, exact: true }) });
  }

  /** A column of a run's row, by the summary field it shows. */
  cell(businessDate: string, field: keyof BatchRunSummary | 'status'): Locator {
    return this.runRow(businessDate).locator(`[role="gridcell"][data-field="${field}"]`);
  }
}
