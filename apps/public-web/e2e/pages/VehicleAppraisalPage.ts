import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { APPRAISAL_TEXTS, VEHICLE_APPRAISAL_PATH, VEHICLE_APPRAISAL_TITLE, VEHICLE_SELECTION_LABELS } from '@lendbridge/domain';
import type { VehicleSelectionField } from '@lendbridge/domain';
import { AlertDialog } from './AlertDialog.js';
import { atPath } from './FormPage.js';

/** The label the widget's check box carries in Traditional Chinese. */
const WIDGET_LABEL = '我不是機器人';
const WIDGET_VERIFIED = '已驗證';

/** /appraise/vehicle: the cascade of selects, the proof-of-work widget and the estimate, open to visitors. */
export class VehicleAppraisalPage {
  readonly page: Page;
  readonly alert: AlertDialog;

  constructor(page: Page) {
    this.page = page;
    this.alert = new AlertDialog(page);
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(atPath(VEHICLE_APPRAISAL_PATH));
    await expect(this.page.getByRole('heading', { level: 1, name: VEHICLE_APPRAISAL_TITLE })).toBeVisible();
  }

  /** The app bar link that leads here. */
  navLink(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: VEHICLE_APPRAISAL_TITLE, exact: true });
  }

  select(field: VehicleSelectionField): Locator {
    return this.page.getByRole('combobox', { name: VEHICLE_SELECTION_LABELS[field], exact: true });
  }

  async choose(field: VehicleSelectionField, option: string): Promise<void> {
    await expect(this.select(field)).toBeEnabled();
    await this.select(field).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await expect(this.select(field)).toHaveText(option);
  }

  searchButton(): Locator {
    return this.page.getByRole('button', { name: APPRAISAL_TEXTS.vehicleSearch, exact: true });
  }

  /**
   * Ticks the widget (by its label: the box's tick mark lies over its middle) and waits for the
   * browser to solve its challenge; answers the token it hands on.
   */
  async passHumanCheck(): Promise<string> {
    await expect(this.page.getByRole('checkbox', { name: WIDGET_LABEL })).not.toBeChecked();
    await this.page.getByText(WIDGET_LABEL, { exact: true }).click();
    await expect(this.page.getByText(WIDGET_VERIFIED, { exact: true })).toBeVisible({ timeout: 60_000 });
    return this.page.locator('altcha-widget input[name="altcha"]').inputValue();
  }

  result(): Locator {
    return this.page.getByRole('table', { name: APPRAISAL_TEXTS.estimateLabel, exact: true });
  }
}
