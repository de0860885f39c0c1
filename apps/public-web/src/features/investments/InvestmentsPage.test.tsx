import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  LENDER_INVESTMENT_ORDER_LABELS,
  INVESTMENT_STATUS_LABELS,
  LENDER_INVESTMENT_TAB_LABELS,
  LENDER_INVESTMENT_TEXTS,
  LOAN_APP_TYPE_LABELS,
  MESSAGES,
  checkoutResumePath,
  investmentResumeButtonLabel,
  lenderInvestmentBackToPage,
  lenderInvestmentPageLabel,
  lenderInvestmentTypeLabel,
} from '@lendbridge/domain';
import type { LenderInvestmentRow } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockReply, MockRequest } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { InvestmentsPage } from './InvestmentsPage';
import { resetScreenWidth, setScreenWidth } from '../../test/screenWidth';

const T = LENDER_INVESTMENT_TEXTS;

const row = (index: number, overrides: Partial<LenderInvestmentRow> = {}): LenderInvestmentRow => ({
  serial: `IV20260000${index}`,
  loan_serial: `A25110000000${index}`,
  type: 'credit',
  amount: 1000 * index,
  apr: '10.50',
  period: 12,
  status: 'waiting',
  status_label: '等待撥款',
  created_at: '2026-01-05T08:30:00.000Z',
  link: `/account/lender/investments/detail/IV20260000${index}`,
  ...overrides,
});

const ROWS = [
  row(1),
  row(2, { type: 'crowdfunding', link: '/funding/investments/IV202600002' }),
  row(3, { type: 'sme', link: null }),
];

const renderList = (url: string, totalPages = 1) => {
  const mock = mockFetch({
    'GET /api/v1/investments': () => ({
      body: { data: ROWS, meta: { pagination: { total: ROWS.length, count: ROWS.length, per_page: 20, current_page: 1, total_pages: totalPages } } },
    }),
  });
  const view = renderRoute(<InvestmentsPage />, {
    url,
    path: '/account/lender/investments/:tab',
    status: STATUSES.full,
    routes: [{ path: '/account/lender/investments', element: <InvestmentsPage /> }],
  });
  const listCalls = () => mock.apiCalls().filter((call) => call.path === '/api/v1/investments');
  const lastQuery = () => new URL(listCalls().at(-1)?.url ?? '/', 'http://localhost').searchParams;
  return { ...view, ...mock, listCalls, lastQuery };
};

const urlParams = (router: Parameters<typeof currentUrl>[0]) => new URL(currentUrl(router), 'http://localhost').searchParams;
const rowOf = (serial: string) => screen.getByText(serial).closest('tr') as HTMLElement;
const queryOf = (call: MockRequest | undefined) => new URL(call?.url ?? '/', 'http://localhost').searchParams;

describe('InvestmentsPage', () => {
  it('asks for the tab of the path, all on the bare path, and switching tabs rewrites the path', async () => {
    const { user, router, listCalls, lastQuery } = renderList('/account/lender/investments/waiting');
    await screen.findByText(ROWS[0]!.serial);
    expect(lastQuery().get('tab')).toBe('waiting');
    expect(screen.getByRole('tab', { name: LENDER_INVESTMENT_TAB_LABELS.waiting }).getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getByRole('tab', { name: LENDER_INVESTMENT_TAB_LABELS.active }));
    await waitFor(() => expect(lastQuery().get('tab')).toBe('active'));
    expect(currentUrl(router)).toBe('/account/lender/investments/active');

    await user.click(screen.getByRole('tab', { name: LENDER_INVESTMENT_TAB_LABELS.all }));
    await waitFor(() => expect(lastQuery().get('tab')).toBe('all'));
    expect(currentUrl(router)).toBe('/account/lender/investments');
    expect(listCalls()).toHaveLength(3);
  });

  it('answers not found for an unknown tab', async () => {
    const { listCalls } = renderList('/account/lender/investments/secret');
    expect(await screen.findByText(MESSAGES.notFound)).toBeTruthy();
    expect(listCalls()).toHaveLength(0);
  });

  it('shows an icon named by the type on each row, crowdfunding included', async () => {
    renderList('/account/lender/investments');
    await screen.findByText(ROWS[0]!.serial);
    expect(within(rowOf(ROWS[0]!.serial)).getByLabelText(LOAN_APP_TYPE_LABELS.credit)).toBeTruthy();
    expect(within(rowOf(ROWS[1]!.serial)).getByLabelText(lenderInvestmentTypeLabel('crowdfunding'))).toBeTruthy();
    expect(within(rowOf(ROWS[2]!.serial)).getByLabelText(LOAN_APP_TYPE_LABELS.sme)).toBeTruthy();
    expect(within(rowOf(ROWS[0]!.serial)).getByText('等待撥款')).toBeTruthy();
  });

  it('sorts by a column: asc first, the same column toggles, another starts asc, page back to 1', async () => {
    const { user, router, lastQuery } = renderList('/account/lender/investments/waiting?page=3', 5);
    await screen.findByText(ROWS[0]!.serial);
    expect(lastQuery().get('page')).toBe('3');

    await user.click(screen.getByRole('button', { name: LENDER_INVESTMENT_ORDER_LABELS.apr }));
    await waitFor(() => expect(lastQuery().get('order_dir')).toBe('asc'));
    expect(lastQuery().get('order_by')).toBe('apr');
    expect(lastQuery().get('page')).toBeNull();
    expect(urlParams(router).get('order_by')).toBe('apr');
    expect(urlParams(router).get('page')).toBeNull();

    await user.click(screen.getByRole('button', { name: LENDER_INVESTMENT_ORDER_LABELS.apr }));
    await waitFor(() => expect(lastQuery().get('order_dir')).toBe('desc'));
    expect(urlParams(router).get('order_dir')).toBe('desc');

    await user.click(screen.getByRole('button', { name: LENDER_INVESTMENT_ORDER_LABELS.amount }));
    await waitFor(() => expect(lastQuery().get('order_by')).toBe('amount'));
    expect(lastQuery().get('order_dir')).toBe('asc');
    expect(lastQuery().get('tab')).toBe('waiting');
  });

  it('filters by type and status through filters[...] in the URL and the API query', async () => {
    const { user, router, lastQuery } = renderList('/account/lender/investments?page=2', 4);
    await screen.findByText(ROWS[0]!.serial);

    await user.click(screen.getByRole('combobox', { name: T.filterType }));
    await user.click(await screen.findByRole('option', { name: LOAN_APP_TYPE_LABELS.sme }));
    await waitFor(() => expect(lastQuery().get('filters[app_type]')).toBe('sme'));
    expect(lastQuery().get('page')).toBeNull();
    expect(urlParams(router).get('filters[app_type]')).toBe('sme');

    await user.click(screen.getByRole('combobox', { name: T.filterStatus }));
    await user.click(await screen.findByRole('option', { name: INVESTMENT_STATUS_LABELS.active }));
    await waitFor(() => expect(lastQuery().get('filters[status]')).toBe('active'));
    expect(lastQuery().get('filters[app_type]')).toBe('sme');

    await user.click(screen.getByRole('combobox', { name: T.filterType }));
    await user.click(await screen.findByRole('option', { name: T.allOption }));
    await waitFor(() => expect(lastQuery().get('filters[app_type]')).toBeNull());
    expect(urlParams(router).get('filters[status]')).toBe('active');
  });

  it('offers in the type filter only the types a lender can hold: listed loan types and crowdfunding, no guarantor checks', async () => {
    const { user } = renderList('/account/lender/investments');
    await screen.findByText(ROWS[0]!.serial);
    await user.click(screen.getByRole('combobox', { name: T.filterType }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      T.allOption,
      ...(['credit', 'student', 'sme', 'farmer', 'pawn_project', 'realty', 'corporate', 'other', 'ntu'] as const).map(
        (type) => LOAN_APP_TYPE_LABELS[type],
      ),
      lenderInvestmentTypeLabel('crowdfunding'),
    ]);
  });

  it('restores valid query-string values on load and drops the others', async () => {
    const { listCalls } = renderList(
      '/account/lender/investments/closed?page=2&order_by=period&order_dir=desc&filters%5Bstatus%5D=expired&filters%5Bapp_type%5D=bogus&order_by_extra=1',
      3,
    );
    await screen.findByText(ROWS[0]!.serial);
    const query = queryOf(listCalls()[0]);
    expect(Object.fromEntries(query)).toEqual({
      tab: 'closed',
      page: '2',
      order_by: 'period',
      order_dir: 'desc',
      'filters[status]': 'expired',
    });
    expect(screen.getByRole('combobox', { name: T.filterStatus }).textContent).toBe(INVESTMENT_STATUS_LABELS.expired);
    expect(screen.getByRole('button', { name: lenderInvestmentPageLabel(2) }).getAttribute('aria-current')).toBe('page');
  });

  it('says a page past the last is empty and leads back to the last page', async () => {
    const mock = mockFetch({
      'GET /api/v1/investments': (request: MockRequest) => {
        const page = Number(new URL(request.url, 'http://localhost').searchParams.get('page') ?? '1');
        const data = page <= 3 ? ROWS : [];
        return { body: { data, meta: { pagination: { total: 50, count: data.length, per_page: 20, current_page: page, total_pages: 3 } } } };
      },
    });
    const { user, router } = renderRoute(<InvestmentsPage />, {
      url: '/account/lender/investments?page=9',
      path: '/account/lender/investments/:tab',
      status: STATUSES.full,
      routes: [{ path: '/account/lender/investments', element: <InvestmentsPage /> }],
    });
    expect(await screen.findByText(T.pastLastPage)).toBeTruthy();
    expect(screen.queryByText(T.empty)).toBeNull();
    await user.click(screen.getByRole('button', { name: lenderInvestmentBackToPage(3) }));
    expect(await screen.findByText(ROWS[0]!.serial)).toBeTruthy();
    expect(urlParams(router).get('page')).toBe('3');
    expect(mock.apiCalls().at(-1)?.url).toContain('page=3');
  });

  it('shows each investment as a card on a phone, the type on one line with the amount and status', async () => {
    setScreenWidth(390);
    try {
      const { router } = renderList('/account/lender/investments');
      const card = within(await screen.findByRole('article', { name: ROWS[2]!.serial }));
      expect(screen.queryByRole('table')).toBeNull();
      expect(window.getComputedStyle(card.getByText(LOAN_APP_TYPE_LABELS.sme, { selector: 'span' })).whiteSpace).toBe('nowrap');
      expect(card.getByText('NT$ 3,000')).toBeTruthy();
      expect(card.getByText('等待撥款')).toBeTruthy();
      expect(card.getByText(ROWS[2]!.loan_serial)).toBeTruthy();

      fireEvent.click(screen.getByRole('article', { name: ROWS[0]!.serial }));
      await waitFor(() => expect(currentUrl(router)).toBe(ROWS[0]!.link));
    } finally {
      resetScreenWidth();
    }
  });

  it('moves between pages through the query string', async () => {
    const { user, router, lastQuery } = renderList('/account/lender/investments/active', 3);
    await screen.findByText(ROWS[0]!.serial);
    await user.click(screen.getByRole('button', { name: lenderInvestmentPageLabel(3) }));
    await waitFor(() => expect(lastQuery().get('page')).toBe('3'));
    expect(urlParams(router).get('page')).toBe('3');
  });

  it('opens a row’s link on click, in a new tab on middle-click, and rows without a link stay put', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user, router } = renderList('/account/lender/investments');
    await screen.findByText(ROWS[0]!.serial);

    fireEvent.mouseDown(rowOf(ROWS[1]!.serial), { button: 1 });
    fireEvent(rowOf(ROWS[1]!.serial), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(open).toHaveBeenCalledWith(ROWS[1]!.link, '_blank', 'noopener');
    expect(currentUrl(router)).toBe('/account/lender/investments');

    await user.click(rowOf(ROWS[2]!.serial));
    expect(currentUrl(router)).toBe('/account/lender/investments');

    await user.click(rowOf(ROWS[0]!.serial));
    await waitFor(() => expect(currentUrl(router)).toBe(ROWS[0]!.link));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('leads a waiting investment whose order waits for its deposit to checkout on that order', async () => {
    const pending = row(4, { status: 'pending_payment', status_label: INVESTMENT_STATUS_LABELS.pending_payment, link: '/investment/IV202600004' });
    const rows = [pending, row(5)];
    const { apiCalls } = mockFetch({
      'GET /api/v1/investments': {
        body: { data: rows, meta: { pagination: { total: 2, count: 2, per_page: 15, current_page: 1, total_pages: 1 } } },
      },
      [`GET /api/v1/investments/${pending.serial}`]: () => detailRead,
    });
    let answerDetail: () => void = () => undefined;
    const detailRead = new Promise<MockReply>((resolve) => {
      answerDetail = () => resolve({ body: { data: { ...pending, order_serial: 'O2026000009' } } });
    });
    const { user, router } = renderRoute(<InvestmentsPage />, {
      url: '/account/lender/investments/waiting',
      path: '/account/lender/investments/:tab',
      status: STATUSES.full,
    });
    const resume = await screen.findByRole('button', { name: investmentResumeButtonLabel(pending.serial) });
    expect(within(rowOf(rows[1]!.serial)).queryByRole('button')).toBeNull();

    await user.click(resume);
    await waitFor(() => expect(apiCalls().some((call) => call.path === `/api/v1/investments/${pending.serial}`)).toBe(true));
    expect(currentUrl(router)).toBe('/account/lender/investments/waiting');
    answerDetail();
    await waitFor(() => expect(currentUrl(router)).toBe(checkoutResumePath('O2026000009')));
  });

  it('offers 繼續付款 on the waiting tab only', async () => {
    const pending = row(4, { status: 'pending_payment', status_label: INVESTMENT_STATUS_LABELS.pending_payment });
    mockFetch({
      'GET /api/v1/investments': {
        body: { data: [pending], meta: { pagination: { total: 1, count: 1, per_page: 15, current_page: 1, total_pages: 1 } } },
      },
    });
    renderRoute(<InvestmentsPage />, { url: '/account/lender/investments', status: STATUSES.full });
    await screen.findByText(pending.serial);
    expect(screen.queryByRole('button', { name: investmentResumeButtonLabel(pending.serial) })).toBeNull();
  });
});
