import { FIELD_LABELS, optionLabel } from '@lendbridge/domain';
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { IDENTITY_STATUS_CHOICES, choiceLabel } from '../../src/choices.js';
import { CONSOLE_API, isListResponse, readSimpleRestQuery } from '../support/simpleRest.js';
import { ConsoleShell } from './ConsoleShell.js';

export const MEMBERS = 'members';

const decisionLabel = (decision: 'verified' | 'rejected'): string => {
  const label = optionLabel('review_decision', decision);
  if (label === undefined) throw new Error(`no label for the review decision ${decision}`);
  return label;
};

const APPROVE = decisionLabel('verified');
const REJECT = decisionLabel('rejected');

/** The notification after an identity is approved. */
export const IDENTITY_APPROVED_NOTICE = `已${APPROVE}身分`;

/** A member's identity review status as the console labels it. */
export const identityStatusLabel = (status: string): string => choiceLabel(IDENTITY_STATUS_CHOICES, status);

/** 會員: the MUI data grid fed by GET /api/console/members. */
export class MembersPage {
  readonly grid: Locator;
  readonly rows: Locator;
  readonly search: Locator;

  constructor(private readonly page: Page) {
    this.grid = page.getByRole('grid');
    this.rows = this.grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
    this.search = page.getByRole('textbox', { name: '搜尋' });
  }

  /** Opens the list from the menu; resolves with the list answer the grid shows. */
  async open(): Promise<Response> {
    const listed = this.page.waitForResponse(isListResponse(MEMBERS));
    await new ConsoleShell(this.page).open('members');
    await expect(this.page).toHaveURL(/#\/members(\?|$)/);
    return listed;
  }

  columnHeader(name: string): Locator {
    return this.grid.getByRole('columnheader', { name });
  }

  /** Clicks a column header (server-side sort); resolves with the list answer sorted by it. */
  async sortBy(column: string, field: string): Promise<Response> {
    const sorted = this.page.waitForResponse(
      (response) => isListResponse(MEMBERS)(response) && readSimpleRestQuery(response.url()).sort[0] === field,
    );
    await this.columnHeader(column).click();
    return sorted;
  }

  /** Types in the search box (the q filter); resolves with the filtered list answer. */
  async searchFor(text: string): Promise<Response> {
    const filtered = this.page.waitForResponse(
      (response) => isListResponse(MEMBERS)(response) && readSimpleRestQuery(response.url()).filter.q === text,
    );
    await this.search.fill(text);
    return filtered;
  }

  /** The grid shows exactly these e-mails, in this order. */
  async expectEmails(emails: readonly string[]): Promise<void> {
    await expect(this.rows).toHaveCount(emails.length);
    for (const [index, email] of emails.entries()) {
      await expect(this.rows.nth(index).getByRole('gridcell', { name: email, exact: true })).toBeVisible();
    }
  }

  async openMember(email: string): Promise<MemberShowPage> {
    await this.rows.filter({ hasText: email }).click();
    const show = new MemberShowPage(this.page);
    await show.expectMember(email);
    return show;
  }
}

/** One member: account, identity review, bank review, questionnaire. */
export class MemberShowPage {
  readonly account: Locator;
  readonly identity: Locator;
  readonly bank: Locator;
  readonly approveIdentityButton: Locator;
  readonly reviewButtons: Locator;

  constructor(private readonly page: Page) {
    this.account = page.getByRole('region', { name: '帳號', exact: true });
    this.identity = page.getByRole('region', { name: '個人資料與身分審核' });
    this.bank = page.getByRole('region', { name: '銀行帳戶審核' });
    this.approveIdentityButton = this.identity.getByRole('button', { name: `${APPROVE}身分`, exact: true });
    this.reviewButtons = page.getByRole('main').getByRole('button', { name: new RegExp(`${APPROVE}|${REJECT}`) });
  }

  async expectMember(email: string): Promise<void> {
    await expect(this.page).toHaveURL(/#\/members\/\d+\/show$/);
    await expect(this.account.getByRole('definition').filter({ hasText: email })).toBeVisible();
    await expect(this.identity).toBeVisible();
  }

  identityStatus(status: string): Locator {
    return this.identity.getByText(identityStatusLabel(status), { exact: true });
  }

  /** 核准身分 with a review note; resolves with the verify-identity answer. */
  async approveIdentity(note: string): Promise<Response> {
    await this.approveIdentityButton.click();
    const dialog = this.page.getByRole('dialog', { name: `${APPROVE}身分` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: `${FIELD_LABELS.review_note}（選填）` }).fill(note);
    const answered = this.page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname.startsWith(`${CONSOLE_API}/${MEMBERS}/`) &&
        response.url().endsWith('/verify-identity'),
    );
    await dialog.getByRole('button', { name: `確認${APPROVE}`, exact: true }).click();
    const response = await answered;
    await expect(dialog).toBeHidden();
    return response;
  }

  notification(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
