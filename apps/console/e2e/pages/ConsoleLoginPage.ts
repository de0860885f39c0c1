import { FIELD_LABELS } from '@lendbridge/domain';
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/memberApi.js';

export const CONSOLE_PATH = '/console/';

/** The console's sign-in form (react-admin login page on the hash route #/login). */
export class ConsoleLoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(private readonly page: Page) {
    this.email = page.getByRole('textbox', { name: FIELD_LABELS.email });
    this.password = page.getByRole('textbox', { name: FIELD_LABELS.password });
    this.submit = page.getByRole('button', { name: '登入', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto(CONSOLE_PATH);
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/console\/#\/login$/);
    await expect(this.email).toBeVisible();
    await expect(this.password).toBeVisible();
  }

  async signIn(email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** The notification react-admin shows when the sign-in is refused. */
  alert(message: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: message });
  }
}
