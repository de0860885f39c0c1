import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { FIELD_LABELS, MESSAGES, PAWN_COLLATERAL_ADD_ON_LABELS } from '@lendbridge/domain';
import type { PawnCollateralAddOn } from '@lendbridge/domain';

export type PawnAddOn = PawnCollateralAddOn;

/** The add-on checkboxes as the collateral step labels them. */
export const ADD_ON_LABELS = PAWN_COLLATERAL_ADD_ON_LABELS;

export interface PawnCollateralEntry {
  typeLabel: string;
  brand: string;
  model: string;
  description?: string;
  expectValue: string;
}

/** The collateral step of a pawn application: one collateral's form and the list of those added. */
export class PawnCollateralForm {
  readonly page: Page;
  readonly listTitle = '已新增的擔保品';

  constructor(page: Page) {
    this.page = page;
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  addOn(addOn: PawnAddOn): Locator {
    return this.page.getByRole('checkbox', { name: ADD_ON_LABELS[addOn], exact: true });
  }

  list(): Locator {
    return this.page.getByRole('list', { name: this.listTitle, exact: true });
  }

  item(summary: string): Locator {
    return this.list().getByRole('listitem').filter({ hasText: summary });
  }

  async fill(entry: PawnCollateralEntry): Promise<void> {
    await this.field(FIELD_LABELS.collateral_type).selectOption({ label: entry.typeLabel });
    await this.field(FIELD_LABELS.collateral_brand).fill(entry.brand);
    await this.field(FIELD_LABELS.collateral_model).fill(entry.model);
    if (entry.description !== undefined) await this.field(FIELD_LABELS.collateral_description).fill(entry.description);
    await this.field(FIELD_LABELS.expect_value_10k).fill(entry.expectValue);
  }

  /** Adds the collateral and waits for the server's answer. */
  async add(serial: string): Promise<void> {
    const added = this.page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith(`/api/loan-applications/${serial}/collaterals`),
    );
    await this.page.getByRole('button', { name: '新增擔保品', exact: true }).click();
    expect((await added).status()).toBe(201);
  }

  async remove(summary: string): Promise<void> {
    await this.item(summary).getByRole('button', { name: '刪除', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: MESSAGES.deleteConfirm, exact: true });
    await dialog.getByRole('button', { name: '確定', exact: true }).click();
    await expect(this.page.getByText(MESSAGES.deleted, { exact: true })).toBeVisible();
  }
}
