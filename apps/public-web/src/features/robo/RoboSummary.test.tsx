import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  RETURN_TEXTS,
  ROBO_ACCOUNT_STATUS_LABELS,
  ROBO_SELL_TEXTS,
  ROBO_API_TEXTS,
  ROBO_PAGE_TEXTS,
  ROBO_PRODUCT_LABELS,
  ROBO_SUMMARY_POLL_MS,
  roboHoldingTimeText,
  roboSellFeeBandText,
} from '@lendbridge/domain';
import { TEST_NOW } from '../../test/clock';
import { mockFetch } from '../../test/fetchMock';
import type { MockRoutes } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { overviewOf } from '../account/testAccount';
import { RoboGeneralPage, RoboStablePage, RoboVipPage } from './RoboProductPage';
import { ROBO_ACCOUNTS, summaryOf } from './testRobo';

const NOT_OPEN = { status: 403, body: { statusCode: 403, code: 'ROBO_NOT_OPEN', message: ROBO_API_TEXTS.notOpen } };

const routesOf = (more: MockRoutes = {}): MockRoutes => ({
  'GET /api/robo/stable/summary': { body: { data: summaryOf() } },
  'GET /api/robo/stable/accounts': { body: { data: ROBO_ACCOUNTS } },
  'GET /api/account/overview': { body: { data: overviewOf() } },
  ...more,
});

const summaryReads = (apiCalls: ReturnType<typeof mockFetch>['apiCalls'], product = 'stable') =>
  apiCalls().filter((call) => call.path === `/api/robo/${product}/summary`).length;

const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

describe('the robo summary pages', () => {
  it('shows the figures, the sell fee bands, the sums per subject, the robo investments and the links', async () => {
    mockFetch(routesOf());
    renderRoute(<RoboStablePage />, { url: '/robo/robo-invest/stable', status: STATUSES.full });

    const total = within(await screen.findByRole('group', { name: ROBO_API_TEXTS.totalAmount }));
    expect(total.getByText('NT$ 100,000')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: ROBO_API_TEXTS.cash })).getByText('NT$ 12,000')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: ROBO_API_TEXTS.accounts })).getByText('2')).toBeTruthy();

    const bands = within(screen.getByRole('region', { name: ROBO_API_TEXTS.sellFeeRates }));
    expect(bands.getByText(roboSellFeeBandText(0, 3, 3))).toBeTruthy();
    expect(bands.getByText(roboSellFeeBandText(24, null, 0))).toBeTruthy();

    const group = within(screen.getByRole('table', { name: ROBO_API_TEXTS.transactionGroup }));
    expect(group.getByRole('row', { name: /回收利息/ }).textContent).toContain('NT$ 1,250');

    const accounts = within(await screen.findByRole('table', { name: ROBO_PAGE_TEXTS.myInvestments }));
    const row = within(await accounts.findByRole('row', { name: /RB2025070002/ }));
    expect(row.getByText('NT$ 40,000')).toBeTruthy();
    expect(row.getByText('2025/07/15')).toBeTruthy();
    expect(row.getByText(roboHoldingTimeText(4))).toBeTruthy();
    expect(row.getByText('NT$ 40,500')).toBeTruthy();
    expect(row.getByText('2%')).toBeTruthy();
    expect(row.getByText(ROBO_ACCOUNT_STATUS_LABELS.active)).toBeTruthy();

    expect(screen.getByRole('link', { name: ROBO_API_TEXTS.statement }).getAttribute('href')).toBe('/account/robo-transaction');
    expect(screen.getByRole('link', { name: ROBO_API_TEXTS.investments }).getAttribute('href')).toBe('/robo/robo-invest/stable/investments');
    await waitFor(() => expect((screen.getByRole('button', { name: ROBO_PAGE_TEXTS.transferOpen }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('shows the product’s net annualised return, the months’ income once anything came back, and a sell link per robo investment', async () => {
    const monthly = [
      { month: '2025-10', principal: 0, income: 0, fees: 0 },
      { month: '2025-11', principal: 3_200, income: 410, fees: 35 },
    ];
    mockFetch(routesOf({ 'GET /api/robo/stable/summary': { body: { data: summaryOf({ xirr: '6.42', monthly }) } } }));
    renderRoute(<RoboStablePage />, { url: '/robo/robo-invest/stable', status: STATUSES.full });
    expect(within(await screen.findByRole('group', { name: RETURN_TEXTS.xirr })).getByText('6.42%')).toBeTruthy();
    expect(await screen.findByRole('region', { name: RETURN_TEXTS.chart })).toBeTruthy();
    const accounts = within(await screen.findByRole('table', { name: ROBO_PAGE_TEXTS.myInvestments }));
    const sell = await accounts.findByRole('link', { name: `${ROBO_SELL_TEXTS.sell} RB2025070002` });
    expect(sell.getAttribute('href')).toBe('/robo/robo-invest/stable/sell/RB2025070002');
  });

  it('leaves the months out and says the return cannot be counted yet before anything came back', async () => {
    mockFetch(routesOf());
    renderRoute(<RoboStablePage />, { url: '/robo/robo-invest/stable', status: STATUSES.full });
    expect(within(await screen.findByRole('group', { name: RETURN_TEXTS.xirr })).getByText(RETURN_TEXTS.xirrNone)).toBeTruthy();
    expect(screen.queryByRole('region', { name: RETURN_TEXTS.chart })).toBeNull();
  });

  it('reads the summary again every 5 s while the engine places the cash, and stops once it is done', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], now: TEST_NOW, shouldAdvanceTime: true });
    let reads = 0;
    const { apiCalls } = mockFetch(
      routesOf({
        'GET /api/robo/stable/summary': () => {
          reads += 1;
          return { body: { data: summaryOf({ statistics_calculating: reads < 3, cash: reads < 3 ? 12_000 : 0 }) } };
        },
      }),
    );
    renderRoute(<RoboStablePage />, { url: '/robo/robo-invest/stable', status: STATUSES.full });

    expect(await screen.findByText(ROBO_API_TEXTS.calculating)).toBeTruthy();
    expect(summaryReads(apiCalls)).toBe(1);

    await advance(ROBO_SUMMARY_POLL_MS);
    await waitFor(() => expect(summaryReads(apiCalls)).toBe(2));
    expect(screen.getByText(ROBO_API_TEXTS.calculating)).toBeTruthy();

    await advance(ROBO_SUMMARY_POLL_MS);
    await waitFor(() => expect(summaryReads(apiCalls)).toBe(3));
    await waitFor(() => expect(screen.queryByText(ROBO_API_TEXTS.calculating)).toBeNull());
    expect(within(screen.getByRole('group', { name: ROBO_API_TEXTS.cash })).getByText('NT$ 0')).toBeTruthy();

    await advance(ROBO_SUMMARY_POLL_MS * 3);
    expect(summaryReads(apiCalls)).toBe(3);
  });

  it('shows the vip product’s 403 as a notice, without an error dialog', async () => {
    mockFetch(routesOf({ 'GET /api/robo/vip/summary': NOT_OPEN, 'GET /api/robo/vip/accounts': NOT_OPEN }));
    renderRoute(<RoboVipPage />, { url: '/robo/robo-invest/vip', status: STATUSES.full });

    expect(await screen.findByText(ROBO_API_TEXTS.notOpen)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('group', { name: ROBO_API_TEXTS.totalAmount })).toBeNull();
  });

  it('shows on the general page the products open to the member: vip only when its summary answers', async () => {
    const { apiCalls } = mockFetch(routesOf({ 'GET /api/robo/vip/summary': NOT_OPEN, 'GET /api/robo/vip/accounts': NOT_OPEN }));
    renderRoute(<RoboGeneralPage />, { url: '/robo/robo-invest/general', status: STATUSES.full });

    expect(await screen.findByRole('article', { name: ROBO_PRODUCT_LABELS.stable })).toBeTruthy();
    await waitFor(() => expect(summaryReads(apiCalls, 'vip')).toBe(1));
    await waitFor(() => expect(screen.queryByRole('article', { name: ROBO_PRODUCT_LABELS.vip })).toBeNull());
    expect(screen.queryByText(ROBO_API_TEXTS.notOpen)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
