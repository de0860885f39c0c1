import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { optionLabel } from '@lendbridge/domain';
import type { OptionGroup } from '@lendbridge/domain';
import { AlertDialog } from './AlertDialog.js';

/** The label a domain option list shows for a value. */
export const labelOf = (group: OptionGroup, value: string): string => {
  const label = optionLabel(group, value);
  if (label === undefined) throw new Error(`${group} has no option ${value}`);
  return label;
};

/** Where a page is expected: its path, and the next parameter it carries (none when null). */
export const atPath =
  (pathname: string, next: string | null = null) =>
  (url: URL): boolean =>
    url.pathname === pathname && url.searchParams.get('next') === next;

/**
 * What the forms of the site share: fields found by their label, field messages read from the
 * helper text the field is described by, and groups (radio groups, date chooser, uploads) found
 * by their legend.
 */
export abstract class FormPage {
  readonly page: Page;
  readonly alert: AlertDialog;

  constructor(page: Page) {
    this.page = page;
    this.alert = new AlertDialog(page);
  }

  abstract readonly path: string;
  abstract readonly heading: string;

  async goto(): Promise<void> {
    await this.page.goto(this.path);
  }

  async expectOpen(next: string | null = null): Promise<void> {
    await expect(this.page).toHaveURL(atPath(this.path, next));
    await expect(this.page.getByRole('heading', { level: 1, name: this.heading })).toBeVisible();
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  group(legend: string): Locator {
    return this.page.getByRole('group', { name: legend, exact: true });
  }

  radio(legend: string, label: string): Locator {
    return this.page.getByRole('radiogroup', { name: legend, exact: true }).getByRole('radio', { name: label, exact: true });
  }

  async expectFieldMessage(label: string, message: string): Promise<void> {
    const field = this.field(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
  }

  async expectFieldValid(label: string): Promise<void> {
    await expect(this.field(label)).toHaveAttribute('aria-invalid', 'false');
  }

  async expectGroupMessage(legend: string, message: string): Promise<void> {
    await expect(this.group(legend).getByText(message, { exact: true })).toBeVisible();
  }

  abstract submitButton(): Locator;

  async submit(): Promise<void> {
    await this.submitButton().click();
  }
}
