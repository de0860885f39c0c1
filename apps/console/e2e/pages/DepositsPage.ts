import { CONSOLE_DEPOSIT_TEXTS } from '@lendbridge/domain';
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { CONSOLE_API, isListResponse } from '../support/simpleRest.js';

export const DEPOSITS = 'deposits';

const T = CONSOLE_DEPOSIT_TEXTS;

/** A deposit the admin enters by hand: to a member serial, an amount and a note. */
export interface ManualDeposit {
  memberSerial: string;
  amount: number;
  note: string;
}

/** 入金紀錄: the deposits (MUI data grid on GET /api/console/deposits) and the 新增入金 form. */
export class DepositsPage {
  readonly grid: Locator;
  readonly rows: Locator;

  constructor(private readonly page: Page) {
    this.grid = page.getByRole('grid');
    this.rows = this.grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
  }

  /** Opens the list from the menu; resolves with the list answer the grid shows. */
  async open(): Promise<Response> {
    const listed = this.page.waitForResponse(isListResponse(DEPOSITS));
    await this.page.getByRole('menuitem', { name: T.name, exact: true }).click();
    await expect(this.page).toHaveURL(/#\/deposits(\?|$)/);
    return listed;
  }

  field(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  /**
   * 建立 → 新增入金, filled in and saved; resolves with the create answer, once the console is back
   * on the list.
   */
  async create(deposit: ManualDeposit): Promise<Response> {
    await this.page.getByRole('link', { name: '建立', exact: true }).click();
    await expect(this.page).toHaveURL(/#\/deposits\/create$/);
    await expect(this.field(T.member_serial)).toBeVisible();
    await this.field(T.member_serial).fill(deposit.memberSerial);
    await this.field(T.amount).fill(String(deposit.amount));
    await this.field(T.note).fill(deposit.note);
    const created = this.page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `${CONSOLE_API}/${DEPOSITS}`,
    );
    await this.page.getByRole('button', { name: '儲存', exact: true }).click();
    const response = await created;
    await expect(this.page).toHaveURL(/#\/deposits(\?|$)/);
    return response;
  }

  notification(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  /** The rows naming a member serial, newest first (the list's order). */
  depositsOf(memberSerial: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('gridcell', { name: memberSerial, exact: true }) });
  }
}
