import { expect, test } from './support/test.js';
import type { BrowserContext } from '@playwright/test';
import { FARM_CHART_DEFAULT_DAYS, FARM_TEXTS, shiftIsoDate, taipeiToday } from '@lendbridge/domain';
import type { FarmDataAnswer, FarmPageInfo, MarketLoanDetail } from '@lendbridge/domain';
import { LoanDetailView } from './pages/MarketPage.js';
import { FarmPage } from './pages/FarmPage.js';
import { apiBody, apiData, openBrowser } from './support/people.js';

/** The demo farm of the farmer loans' borrower (seed/farm-demo.ts). */
const FARM_NAME = '西螺稻香農場';
const FARM_NO = 'F0001';

test('a visitor follows a farmer loan to its farm’s traceability page: the chart draws the demo readings with their average, the camera pictures load, the GACP tables list the crop’s work and the report sums it up', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const contexts: BrowserContext[] = [];
  try {
    const page = await openBrowser(browser, contexts);

    const serial = await test.step('the farmer loan whose borrower has the farm', async () => {
      const listed = await apiBody<{ data: { serial: string }[] }>(page, '/api/market-place/farmer');
      for (const row of listed.data) {
        const detail = await apiData<MarketLoanDetail>(page, `/api/market-place/loan/${row.serial}`);
        if (detail.farmer?.farm?.no === FARM_NO) return row.serial;
      }
      throw new Error('no listed farmer loan links to the demo farm');
    });

    const farm = new FarmPage(page);
    await test.step('the loan detail links to the farm page', async () => {
      const detail = await LoanDetailView.goto(page, serial);
      await detail.root.getByRole('link', { name: `${FARM_TEXTS.viewFarm}（${FARM_NAME}）` }).click();
      await expect(page).toHaveURL((url) => url.pathname === `/farm-traceability/${FARM_NO}` && url.searchParams.has('key'));
      await farm.expectFarm(FARM_NAME);
    });
    const key = new URL(page.url()).searchParams.get('key') ?? '';
    const info = await apiData<FarmPageInfo>(page, `/api/farm-traceability/${FARM_NO}?key=${key}`);
    const lastDay = taipeiToday(new Date(info.last_measured_at ?? ''));

    await test.step('the chart draws the coop temperature of the last days hourly, its average in the legend', async () => {
      const query = new URLSearchParams({
        key,
        field: '002',
        search_target: 'temperature',
        data_interval: 'hour',
        start_date: shiftIsoDate(lastDay, -(FARM_CHART_DEFAULT_DAYS - 1)),
        end_date: lastDay,
      });
      const hourly = await apiData<FarmDataAnswer>(page, `/api/farm-traceability/${FARM_NO}/datas?${query.toString()}`);
      expect(hourly.points.length).toBeGreaterThan(24 * (FARM_CHART_DEFAULT_DAYS - 1));
      const readings = hourly.points.reduce((sum, point) => sum + point.count, 0);
      const average = Math.round((hourly.points.reduce((sum, point) => sum + point.value * point.count, 0) / readings) * 100) / 100;
      const series = farm.series('舍內溫度（°C）');
      await expect(series).toHaveAttribute('data-points', String(hourly.points.length));
      await expect(series.locator('.recharts-line-curve')).toBeVisible();
      await expect(farm.chart.getByText('舍內溫度（°C）')).toBeVisible();
      const latest = hourly.points[hourly.points.length - 1];
      await expect(farm.chartSummary).toContainText(`舍內溫度 ${FARM_TEXTS.average} ${average} °C`);
      await expect(farm.chartSummary).toContainText(`${latest.at.slice(5)} ${latest.value} °C`);
    });

    await test.step('daily averages draw one point a day', async () => {
      await farm.chooseInterval('day');
      await expect(farm.series('舍內溫度（°C）')).toHaveAttribute('data-points', String(FARM_CHART_DEFAULT_DAYS));
      await expect(farm.series('舍內溫度（°C）').locator('.recharts-line-dot')).toHaveCount(FARM_CHART_DEFAULT_DAYS);
    });

    await test.step('the camera pictures of the last day load', async () => {
      const frames = await apiData<unknown[]>(page, `/api/farm-traceability/${FARM_NO}/ipcam_picture?key=${key}&start_date=${info.last_image_date ?? ''}&interval=1`);
      expect(frames.length).toBeGreaterThan(0);
      const images = farm.pictures.getByRole('img');
      await expect(images).toHaveCount(frames.length);
      await expect.poll(() => images.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    });

    await test.step('the GACP tables list the seedlings and the harvest', async () => {
      await expect(farm.gacpTable('育苗與定植').getByRole('cell', { name: '插秧', exact: true })).toBeVisible();
      await farm.openGacpTab('採收紀錄');
      await expect(farm.gacpTable('採收紀錄').getByRole('cell', { name: '收割', exact: true })).toBeVisible();
      await expect(farm.gacpTable('採收紀錄').getByRole('cell', { name: '19,800 公斤', exact: true })).toBeVisible();
    });

    await test.step('the report sums the farm up', async () => {
      const report = await farm.openReport();
      await expect(report.getByText(String(info.image_count), { exact: true })).toBeVisible();
      await expect(report.getByText(info.location, { exact: true })).toBeVisible();
    });
  } finally {
    for (const context of contexts) await context.close();
  }
});
