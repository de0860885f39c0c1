import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROBO_API_TEXTS, ROBO_HOLDING_STATUS_LABELS, ROBO_PAGE_TEXTS, roboPageLabel } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockRequest } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { RoboStableInvestmentsPage, RoboVipInvestmentsPage } from './RoboInvestmentsPage';
import { holdingOf, paginationOf } from './testRobo';

const paramsOf = (request: MockRequest | undefined) => new URL(request?.url ?? '', 'http://localhost').searchParams;

/** 30 loans held; each answer sorted as asked, so the first row shows which order the server used. */
const holdings = (request: MockRequest) => {
  const params = paramsOf(request);
  const page = Number(params.get('page') ?? '1');
  const rows = Array.from({ length: 30 }, (_, index) =>
    holdingOf(`L2025${String(index + 1).padStart(5, '0')}`, { groupAmount: (index + 1) * 1000, period: 12 + (index % 3) * 12 }),
  );
  const direction = params.get('order_dir') === 'asc' ? 1 : -1;
  const sorted = params.get('order_by') === 'groupAmount' ? [...rows].sort((a, b) => (a.groupAmount - b.groupAmount) * direction) : rows;
  return { body: { data: sorted.slice((page - 1) * 15, page * 15), meta: paginationOf(30, page) } };
};

const renderHoldings = (url = '/robo/robo-invest/stable/investments') => {
  const fetchMock = mockFetch({
    'GET /api/robo/stable/investments': holdings,
    'GET /api/robo/vip/investments': { status: 403, body: { statusCode: 403, code: 'ROBO_NOT_OPEN', message: ROBO_API_TEXTS.notOpen } },
  });
  const page = url.includes('/vip/') ? <RoboVipInvestmentsPage /> : <RoboStableInvestmentsPage />;
  const view = renderRoute(page, { url, status: STATUSES.full });
  return { ...view, ...fetchMock };
};

const lastRequest = (apiCalls: ReturnType<typeof renderHoldings>['apiCalls']) =>
  paramsOf(apiCalls().filter((call) => call.path === '/api/robo/stable/investments').at(-1));

const firstSerial = () => {
  const table = within(screen.getByRole('table', { name: ROBO_API_TEXTS.investments }));
  return within(table.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[0]?.textContent;
};

describe('RoboInvestmentsPage', () => {
  it('sorts by the invested amount, ascending first, then descending, back to page 1', async () => {
    const { user, apiCalls, router } = renderHoldings('/robo/robo-invest/stable/investments?page=2');
    await screen.findByRole('table', { name: ROBO_API_TEXTS.investments });
    expect(lastRequest(apiCalls).get('page')).toBe('2');
    expect(lastRequest(apiCalls).has('order_by')).toBe(false);
    const lastInvested = screen.getByRole('columnheader', { name: ROBO_API_TEXTS.lastInvestedAt });
    expect(lastInvested.getAttribute('aria-sort')).toBe('descending');

    await user.click(screen.getByRole('button', { name: ROBO_API_TEXTS.groupAmount }));
    await waitFor(() => expect(lastRequest(apiCalls).get('order_by')).toBe('groupAmount'));
    expect(lastRequest(apiCalls).get('order_dir')).toBe('asc');
    expect(lastRequest(apiCalls).get('page')).toBe('1');
    await waitFor(() => expect(firstSerial()).toBe('L202500001'));
    expect(screen.getByRole('columnheader', { name: ROBO_API_TEXTS.groupAmount }).getAttribute('aria-sort')).toBe('ascending');
    expect(currentUrl(router)).toBe('/robo/robo-invest/stable/investments?order_by=groupAmount&order_dir=asc');

    await user.click(screen.getByRole('button', { name: ROBO_API_TEXTS.groupAmount }));
    await waitFor(() => expect(lastRequest(apiCalls).get('order_dir')).toBe('desc'));
    await waitFor(() => expect(firstSerial()).toBe('L202500030'));
    expect(screen.getByRole('columnheader', { name: ROBO_API_TEXTS.groupAmount }).getAttribute('aria-sort')).toBe('descending');

    await user.click(screen.getByRole('button', { name: ROBO_API_TEXTS.apr }));
    await waitFor(() => expect(lastRequest(apiCalls).get('order_by')).toBe('apr'));
    expect(lastRequest(apiCalls).get('order_dir')).toBe('asc');
  });

  it('filters by serial, dates and state, keeping the sort, and pages through the result', async () => {
    const { user, apiCalls } = renderHoldings('/robo/robo-invest/stable/investments?order_by=period&order_dir=desc');
    await screen.findByRole('table', { name: ROBO_API_TEXTS.investments });
    const filters = within(screen.getByRole('search', { name: ROBO_PAGE_TEXTS.filters }));
    await user.type(filters.getByLabelText(ROBO_PAGE_TEXTS.serialLike), 'L2025');
    fireEvent.change(filters.getByLabelText(ROBO_PAGE_TEXTS.investedFrom), { target: { value: '2025-09-01' } });
    fireEvent.change(filters.getByLabelText(ROBO_PAGE_TEXTS.createdUntil), { target: { value: '2025-11-01' } });
    await user.selectOptions(filters.getByLabelText(ROBO_API_TEXTS.status), ROBO_HOLDING_STATUS_LABELS.active);
    await user.click(filters.getByRole('button', { name: ROBO_PAGE_TEXTS.search }));

    await waitFor(() => expect(lastRequest(apiCalls).get('account_serial_like')).toBe('L2025'));
    const filtered = lastRequest(apiCalls);
    expect(filtered.get('invested_at_gte')).toBe('2025-09-01');
    expect(filtered.get('created_at_lt')).toBe('2025-11-01');
    expect(filtered.get('status')).toBe('active');
    expect(filtered.get('order_by')).toBe('period');
    expect(filtered.has('invested_at_lt')).toBe(false);

    await user.click(screen.getByRole('button', { name: roboPageLabel(2) }));
    await waitFor(() => expect(lastRequest(apiCalls).get('page')).toBe('2'));
    expect(lastRequest(apiCalls).get('account_serial_like')).toBe('L2025');
    expect(lastRequest(apiCalls).get('status')).toBe('active');
  });

  it('shows the vip holdings’ 403 as a notice', async () => {
    renderHoldings('/robo/robo-invest/vip/investments');
    expect(await screen.findByText(ROBO_API_TEXTS.notOpen)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
