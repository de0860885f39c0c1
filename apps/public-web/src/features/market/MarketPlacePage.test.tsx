import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  MARKET_FILTER_LABELS,
  MARKET_ORDER_LABELS,
  MARKET_TAB_LABELS,
  MARKET_TEXTS,
  MAX_APR_PERCENT,
  MESSAGES,
  PAWNSHOP_TEXTS,
  PAWN_CASE_STATUS_LABELS,
  PAWN_PROJECT_VIEW_LABELS,
  marketPageLabel,
  marketPageTitle,
  range,
} from '@lendbridge/domain';
import type { MarketPawnCase, PawnCaseSetting } from '@lendbridge/domain';
import type { UserStatus } from '../../app/session';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { MarketPlacePage } from './MarketPlacePage';
import { fakeMarket } from './fakeMarket';
import { writeReadCookie } from './readMarks';

const T = MARKET_TEXTS;

const renderMarket = (url: string, status: UserStatus = STATUSES.visitor, count = 30) => {
  const market = fakeMarket(count);
  const fetched = mockFetch(market.routes);
  const view = renderRoute(<MarketPlacePage />, { url, path: '/market-place/:tab', status });
  return { ...view, ...market, ...fetched };
};

const params = (router: { state: { location: { search: string } } }) => Object.fromEntries(new URLSearchParams(router.state.location.search));

const sortButton = (field: keyof typeof MARKET_ORDER_LABELS) =>
  within(screen.getByLabelText(T.sortBy)).getByRole('button', { name: new RegExp(`^${MARKET_ORDER_LABELS[field]}`) });

describe('MarketPlacePage', () => {
  it('restores page, order and filters from the query string, keeping only valid values', async () => {
    const { last, router } = renderMarket(
      '/market-place/credit?page=2&order_by=apr&order_dir=desc&filters%5Bperiod%5D=13&filters%5Branks%5D=A&filters%5Bsource%5D=pgr&source=vip',
    );
    await screen.findAllByTestId('loan-card');
    expect(Object.fromEntries(last() ?? [])).toEqual({
      page: '2',
      order_by: 'apr',
      order_dir: 'desc',
      'filters[ranks]': 'A',
      'filters[source]': 'pgr',
    });
    expect(screen.getByRole('combobox', { name: MARKET_FILTER_LABELS.ranks }).textContent).toBe('A');
    expect(screen.getByRole('combobox', { name: MARKET_FILTER_LABELS.period }).textContent).not.toContain('13');
    expect(screen.getByRole('button', { name: `${MARKET_ORDER_LABELS.apr} ${T.sortDesc}` }).getAttribute('aria-pressed')).toBe('true');
    expect(currentUrl(router)).toContain('page=2');
  });

  it('drops an order_dir other than asc/desc and a page that is not a number', async () => {
    const { last } = renderMarket('/market-place/credit?page=abc&order_by=amount&order_dir=up&order_by_2=x');
    await screen.findAllByTestId('loan-card');
    expect(Object.fromEntries(last() ?? [])).toEqual({ order_by: 'amount', order_dir: 'asc' });
  });

  it('toggles the same sort field, starts a new one ascending, and goes back to page 1', async () => {
    const { router, user, last } = renderMarket('/market-place/credit?page=3');
    await screen.findAllByTestId('loan-card');
    await user.click(sortButton('apr'));
    expect(params(router)).toEqual({ order_by: 'apr', order_dir: 'asc' });
    await user.click(sortButton('apr'));
    expect(params(router)).toEqual({ order_by: 'apr', order_dir: 'desc' });
    await user.click(sortButton('apr'));
    expect(params(router)).toEqual({ order_by: 'apr', order_dir: 'asc' });
    await user.click(sortButton('amount'));
    expect(params(router)).toEqual({ order_by: 'amount', order_dir: 'asc' });
    await waitFor(() => expect(last()?.get('order_by')).toBe('amount'));
  });

  it('sorts from the list view column headers the same way', async () => {
    const { router, user } = renderMarket('/market-place/credit?page=2&order_by=period&order_dir=asc');
    await screen.findAllByTestId('loan-card');
    await user.click(screen.getByRole('button', { name: T.listView }));
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: MARKET_ORDER_LABELS.period }));
    expect(params(router)).toEqual({ order_by: 'period', order_dir: 'desc' });
    await user.click(within(table).getByRole('button', { name: MARKET_ORDER_LABELS.credit_level }));
    expect(params(router)).toEqual({ order_by: 'credit_level', order_dir: 'asc' });
    expect(within(table).getAllByTestId('loan-row')).toHaveLength(12);
  });

  it('writes a quick filter into filters[...] and goes back to page 1', async () => {
    const { router, user, last } = renderMarket('/market-place/credit?page=3&order_by=apr&order_dir=desc');
    await screen.findAllByTestId('loan-card');
    await user.click(screen.getByRole('combobox', { name: MARKET_FILTER_LABELS.period }));
    await user.click(await screen.findByRole('option', { name: '12 期' }));
    expect(params(router)).toEqual({ order_by: 'apr', order_dir: 'desc', 'filters[period]': '12' });
    await waitFor(() => expect(last()?.get('filters[period]')).toBe('12'));
    await user.click(screen.getByRole('combobox', { name: MARKET_FILTER_LABELS.loan_application_type_group }));
    await user.click(await screen.findByRole('option', { name: '學霸專案' }));
    expect(params(router)['filters[loan_application_type_group]']).toBe('student_project');
    await user.click(screen.getByRole('combobox', { name: MARKET_FILTER_LABELS.period }));
    await user.click(await screen.findByRole('option', { name: T.allOption }));
    expect(params(router)).toEqual({ order_by: 'apr', order_dir: 'desc', 'filters[loan_application_type_group]': 'student_project' });
  });

  it('switches the source and the tab, rewriting the URL and the page title', async () => {
    const { router, user, listCalls } = renderMarket('/market-place/credit?page=2&filters%5Bperiod%5D=12');
    await screen.findAllByTestId('loan-card');
    expect(document.title).toBe(marketPageTitle('credit'));
    await user.click(screen.getByRole('button', { name: '高收益市場' }));
    expect(params(router)).toEqual({ source: 'npr', 'filters[period]': '12' });
    await user.click(screen.getByRole('tab', { name: MARKET_TAB_LABELS.sme }));
    expect(currentUrl(router)).toBe('/market-place/sme?source=npr');
    await waitFor(() => expect(document.title).toBe(marketPageTitle('sme')));
    await waitFor(() => expect(listCalls.at(-1)?.toString()).toBe('source=npr'));
    expect(screen.queryByRole('combobox', { name: MARKET_FILTER_LABELS.loan_application_type_group })).not.toBeNull();
  });

  it('shows the first, the last and two pages around the current one', async () => {
    const { router, user } = renderMarket('/market-place/credit?page=6', STATUSES.visitor, 12 * 12);
    await screen.findAllByTestId('loan-card');
    const nav = screen.getByRole('navigation', { name: T.pagination });
    const pages = within(nav)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'))
      .filter((label) => label !== null && /\d/.test(label));
    expect(pages).toEqual([1, 4, 5, 6, 7, 8, 12].map(marketPageLabel));
    await user.click(within(nav).getByRole('button', { name: T.lastPage }));
    expect(params(router).page).toBe('12');
    await user.click(within(nav).getByRole('button', { name: T.firstPage }));
    expect(params(router).page).toBeUndefined();
  });

  it('gives members below full the ladder alert instead of the advanced filter', async () => {
    const { router, user } = renderMarket('/market-place/credit', STATUSES.member);
    await screen.findAllByTestId('loan-card');
    await user.click(screen.getByRole('button', { name: T.advancedFilter }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.notMemberFull })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/member/register');
    expect(params(router).next).toBe('/market-place/credit');
  });

  it('does not send advanced filters restored from the URL for a visitor', async () => {
    const { last } = renderMarket('/market-place/credit?filters%5Bgender%5D=female&filters%5Bperiod%5D=24');
    await screen.findAllByTestId('loan-card');
    expect(Object.fromEntries(last() ?? [])).toEqual({ 'filters[period]': '24' });
  });

  it('lets a full member apply the advanced filter, checked by the server rules', async () => {
    const { router, user, last } = renderMarket('/market-place/credit?page=2&filters%5Bperiod%5D=24', STATUSES.full);
    await screen.findAllByTestId('loan-card');
    await user.click(screen.getByRole('button', { name: T.advancedFilter }));
    const dialog = await screen.findByRole('dialog', { name: T.advancedFilter });
    await user.type(within(dialog).getByRole('textbox', { name: MARKET_FILTER_LABELS.apr_min }), '20');
    await user.click(within(dialog).getByRole('button', { name: T.advancedFilterApply }));
    expect(within(dialog).getAllByText(range(MARKET_FILTER_LABELS.apr_min, 0, MAX_APR_PERCENT)).length).toBeGreaterThan(0);
    await user.clear(within(dialog).getByRole('textbox', { name: MARKET_FILTER_LABELS.apr_min }));
    await user.type(within(dialog).getByRole('textbox', { name: MARKET_FILTER_LABELS.apr_min }), '5.5');
    await user.type(within(dialog).getByRole('textbox', { name: MARKET_FILTER_LABELS.school_name_like }), '臺灣大學');
    await user.click(within(dialog).getByRole('combobox', { name: MARKET_FILTER_LABELS.gender }));
    await user.click(await screen.findByRole('option', { name: '女' }));
    await user.click(within(dialog).getByRole('button', { name: T.advancedFilterApply }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.advancedFilter })).toBeNull());
    expect(params(router)).toEqual({
      'filters[period]': '24',
      'filters[apr_min]': '5.50',
      'filters[gender]': 'female',
      'filters[school_name_like]': '臺灣大學',
    });
    await waitFor(() => expect(last()?.get('filters[gender]')).toBe('female'));
    expect(screen.getByText(T.advancedFilterActive)).toBeTruthy();
  });

  it('marks loans read from the one-day cookie and opens the detail page on a phone', async () => {
    const { router, user, loans } = renderMarket('/market-place/credit');
    writeReadCookie(loans[1]?.serial ?? '');
    const cards = await screen.findAllByTestId('loan-card');
    expect(within(cards[1] as HTMLElement).getByText(T.read)).toBeTruthy();
    expect(within(cards[0] as HTMLElement).queryByText(T.read)).toBeNull();
    expect(document.cookie).toContain(`lendbridge_read_${loans[1]?.serial}=1`);
    await user.click(within(cards[0] as HTMLElement).getByRole('button', { name: `${T.detail} ${loans[0]?.serial}` }));
    expect(router.state.location.pathname).toBe(`/market-place/loan/${loans[0]?.serial}`);
    expect(router.state.location.state).toBeNull();
  });

  it('shows the summary to signed-in members', async () => {
    renderMarket('/market-place/credit', STATUSES.loggedIn);
    expect(await screen.findByLabelText(T.summaryTitle)).toBeTruthy();
  });

  it('answers 404 for a tab that does not exist', async () => {
    renderMarket('/market-place/yachts');
    expect(await screen.findByText(MESSAGES.notFound)).toBeTruthy();
  });

  it('shows the pawn-project view’s cases in their states above its loans, with the terms a pawnshop set', async () => {
    const market = fakeMarket(3, 'pawn-project');
    const asked: string[] = [];
    const setting: PawnCaseSetting = { status: 'wait_confirm', status_label: PAWN_CASE_STATUS_LABELS.wait_confirm, amount: 180_000, period: 12,
      principal_repayment_type: 'equal_installment', apr: '20.00', storage_fee: 3_000, yearly_rate: '22.83', set_at: null, confirmed_at: null };
    const pawnCase = (serial: string, status: 'pending' | 'wait_confirm' | 'confirmed'): MarketPawnCase => ({
      serial,
      status,
      status_label: PAWN_CASE_STATUS_LABELS[status],
      collateral_types: ['watch'],
      collateral_labels: ['名錶'],
      amount: 200_000,
      period: 12,
      appraised_value: status === 'pending' ? null : 26,
      setting: status === 'pending' ? { ...setting, status, amount: null, period: null, apr: null, storage_fee: null, yearly_rate: null,
        principal_repayment_type: null } : { ...setting, status },
      created_at: '2025-11-19T02:00:00.000Z',
    });
    mockFetch({
      ...market.routes,
      'GET /api/market-place/pawn-cases': (request) => {
        const view = new URL(request.url, 'http://localhost').searchParams.get('pawn_tab') ?? '';
        asked.push(view);
        const data = view === 'pending' ? [pawnCase('P1', 'pending'), pawnCase('P2', 'wait_confirm')] : view === 'locked' ? [pawnCase('P3', 'confirmed')] : [];
        return { body: { data, total: data.length, page: 1 } };
      },
    });
    const { user } = renderRoute(<MarketPlacePage />, { url: '/market-place/pawn-project', path: '/market-place/:tab', status: STATUSES.visitor });
    const locked = await screen.findByRole('article', { name: 'P3' });
    expect(within(locked).getByText(PAWN_CASE_STATUS_LABELS.confirmed)).toBeTruthy();
    expect(within(locked).getByText('22.83%')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: PAWN_PROJECT_VIEW_LABELS.pending }));
    const waiting = await screen.findByRole('article', { name: 'P1' });
    expect(within(waiting).getByText(PAWNSHOP_TEXTS.notAppraised)).toBeTruthy();
    expect(within(waiting).queryByText(PAWNSHOP_TEXTS.setTerms)).toBeNull();
    expect(within(screen.getByRole('article', { name: 'P2' })).getByText('26 萬元')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: PAWN_PROJECT_VIEW_LABELS.backed }));
    await waitFor(() => expect(asked).toContain('backed'));
    expect(screen.queryByRole('region', { name: PAWNSHOP_TEXTS.marketCasesTitle })).toBeNull();
    expect(asked.slice(0, 2)).toEqual(['locked', 'pending']);
  });
});
