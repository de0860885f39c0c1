import { VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_TTL_SECONDS, outboxKindLabel, verificationCodeSms } from '@lendbridge/domain';
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { OUTBOX_CHANNEL_CHOICES, choiceLabel } from '../../src/choices.js';
import { isListResponse, readSimpleRestQuery } from '../support/simpleRest.js';
import { ConsoleShell } from './ConsoleShell.js';

export const OUTBOX = 'outbox';

const CODE_SLOT = 'CODE_SLOT';
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The verification SMS exactly as the domain words it, with the code captured. */
export const VERIFICATION_SMS = new RegExp(
  `^${escapeRegExp(verificationCodeSms(CODE_SLOT, Math.ceil(VERIFICATION_CODE_TTL_SECONDS / 60))).replace(
    CODE_SLOT,
    `(\\d{${VERIFICATION_CODE_LENGTH}})`,
  )}$`,
);

export const channelLabel = (channel: string): string => choiceLabel(OUTBOX_CHANNEL_CHOICES, channel);

/** 通知紀錄: every e-mail and SMS the platform sent or stored (react-admin Datagrid on GET /api/console/outbox). */
export class OutboxPage {
  readonly table: Locator;
  readonly rows: Locator;
  readonly search: Locator;
  readonly kind: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByRole('main').getByRole('table');
    this.rows = this.table.getByRole('row').filter({ has: page.getByRole('cell') });
    this.search = page.getByRole('textbox', { name: '搜尋' });
    this.kind = page.getByRole('combobox', { name: '類型' });
  }

  async open(): Promise<Response> {
    const listed = this.page.waitForResponse(isListResponse(OUTBOX));
    await new ConsoleShell(this.page).open('outbox');
    await expect(this.page).toHaveURL(/#\/outbox(\?|$)/);
    return listed;
  }

  /** Narrows the list to one recipient and one kind; resolves with the list answer for both filters. */
  async filter(recipient: string, kind: string): Promise<Response> {
    const filtered = this.page.waitForResponse((response) => {
      if (!isListResponse(OUTBOX)(response)) return false;
      const { filter } = readSimpleRestQuery(response.url());
      return filter.q === recipient && filter.kind === kind;
    });
    await this.search.fill(recipient);
    await this.kind.click();
    await this.page.getByRole('option', { name: outboxKindLabel(kind), exact: true }).click();
    return filtered;
  }

  /** The rows of one channel, recipient and kind, newest first (the list's default order). */
  messages(channel: string, recipient: string, kind: string): Locator {
    return this.rows
      .filter({ has: this.page.getByRole('cell', { name: channelLabel(channel), exact: true }) })
      .filter({ has: this.page.getByRole('cell', { name: recipient, exact: true }) })
      .filter({ has: this.page.getByRole('cell', { name: outboxKindLabel(kind), exact: true }) });
  }

  async openMessage(row: Locator): Promise<OutboxMessagePage> {
    await row.click();
    await expect(this.page).toHaveURL(/#\/outbox\/\d+\/show$/);
    return new OutboxMessagePage(this.page);
  }
}

/** One outbox message, its body shown as sent. */
export class OutboxMessagePage {
  readonly main: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
  }

  /** The body of a verification SMS, found by its wording. */
  verificationSms(): Locator {
    return this.main.getByText(VERIFICATION_SMS);
  }

  /** Reads the code out of the verification SMS shown on the page. */
  async readVerificationCode(): Promise<string> {
    const body = this.verificationSms();
    await expect(body).toBeVisible();
    const match = VERIFICATION_SMS.exec((await body.innerText()).trim());
    if (!match) throw new Error('the message body is not a verification SMS');
    return match[1];
  }
}
