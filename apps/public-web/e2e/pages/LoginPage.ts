import { expect } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { FIELD_LABELS } from '@lendbridge/domain';
import { FormPage } from './FormPage.js';

/** /auth/login: e-mail and password; next is where the member goes afterwards. */
export class LoginPage extends FormPage {
  readonly path = '/auth/login';
  readonly heading = '會員登入';

  submitButton(): Locator {
    return this.page.getByRole('button', { name: '登入', exact: true });
  }

  async gotoWithNext(next: string): Promise<void> {
    await this.page.goto(`${this.path}?next=${encodeURIComponent(next)}`);
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.field(FIELD_LABELS.email).fill(email);
    await this.field(FIELD_LABELS.password).fill(password);
    await this.submit();
  }

  /** Opens the page, signs in and waits until the site has left it. */
  async signInFromStart(email: string, password: string): Promise<void> {
    await this.goto();
    await this.signIn(email, password);
    await expect(this.page).not.toHaveURL((url) => url.pathname === this.path);
  }
}
