import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** The app's one-button alert (a title, an optional text and 確定). */
export class AlertDialog {
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title, exact: true });
  }

  /** Waits for the alert, checks its text when given, and closes it. */
  async acknowledge(title: string, ...texts: string[]): Promise<void> {
    const dialog = this.dialog(title);
    await expect(dialog).toBeVisible();
    for (const text of texts) await expect(dialog).toContainText(text);
    await dialog.getByRole('button', { name: '確定' }).click();
    await expect(dialog).toBeHidden();
  }
}
