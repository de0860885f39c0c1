import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { FARM_INTERVAL_LABELS, FARM_TEXTS } from '@lendbridge/domain';
import type { FarmDataInterval } from '@lendbridge/domain';

const T = FARM_TEXTS;

/** The farm traceability page at /farm-traceability/{no}?key=…: its chart, camera pictures, GACP tables and report. */
export class FarmPage {
  readonly page: Page;
  readonly chart: Locator;
  readonly chartSummary: Locator;
  readonly pictures: Locator;
  readonly reportButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.chart = page.getByRole('region', { name: T.sensorTitle });
    this.chartSummary = page.getByTestId('farm-chart-summary');
    this.pictures = page.getByRole('list', { name: T.pictures });
    this.reportButton = page.getByRole('button', { name: T.report, exact: true });
  }

  async expectFarm(name: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: `${T.pageTitle}｜${name}` })).toBeVisible();
  }

  /** The drawn series: the chart's figure named by the metric and unit, and how many buckets it draws. */
  series(name: string): Locator {
    return this.chart.getByRole('img', { name, exact: true });
  }

  async chooseInterval(interval: FarmDataInterval): Promise<void> {
    await this.chart.getByRole('button', { name: FARM_INTERVAL_LABELS[interval], exact: true }).click();
  }

  gacpTable(label: string): Locator {
    return this.page.getByRole('table', { name: label });
  }

  async openGacpTab(label: string): Promise<void> {
    await this.page.getByRole('region', { name: T.gacpTitle }).getByRole('tab', { name: label, exact: true }).click();
  }

  async openReport(): Promise<Locator> {
    await this.reportButton.click();
    const dialog = this.page.getByRole('dialog', { name: T.reportTitle });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
