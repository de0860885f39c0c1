import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CART_COUNT_MAX,
  CART_TEXTS,
  LISTING_TEXTS,
  MARKET_LISTING_TEXTS,
  MARKET_TEXTS,
  MESSAGES,
  cartAmountAboveInvestable,
  commoditySetAmountMismatch,
} from '@lendbridge/domain';
import type { MarketCommoditySet, MarketLoanDetail } from '@lendbridge/domain';
import type { UserStatus } from '../../app/session';
import { mockFetch } from '../../test/fetchMock';
import type { MockReply, MockRoutes } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { LoanDetailRoute } from './LoanDetailRoute';
import { farmerDetail } from './fakeMarket';
import { formatMoney } from './format';

const T = LISTING_TEXTS;
const RICE: MarketCommoditySet = { id: 11, name: '有機白米禮盒', description: '3 公斤裝，每季出貨', amount: 2000 };
const TEA: MarketCommoditySet = { id: 12, name: '高山茶組', description: '', amount: 5000 };
const LOAN = farmerDetail(8, { loan_commodity_sets: [RICE, TEA] }, { amount_investable: 20000 });

const cartItemOf = (body: Record<string, unknown>) => ({ id: 1, credit_level: 'C', ...body });

const renderSets = (status: UserStatus, loan: MarketLoanDetail = LOAN, add?: MockReply) => {
  const api = `/api/market-place/loan/${loan.serial}`;
  const routes: MockRoutes = {
    [`GET ${api}`]: { body: { data: loan } },
    [`GET ${api}/questions`]: { body: { data: [], meta: { can_ask: true, can_reply: false } } },
    'PUT /api/market-place/read': { body: { data: { serial: loan.serial, is_read: true } } },
    'POST /api/v1/carts': add ?? ((request) => ({ status: 201, body: { data: cartItemOf(request.body as Record<string, unknown>) } })),
    'GET /api/v1/carts': { body: { data: [], meta: { warnings: [] } } },
  };
  const fetched = mockFetch(routes);
  const view = renderRoute(<LoanDetailRoute />, { url: `/market-place/loan/${loan.serial}`, path: '/market-place/loan/:serial', status });
  const posts = () => fetched.apiCalls().filter((call) => call.method === 'POST' && call.path === '/api/v1/carts');
  return { ...view, ...fetched, posts };
};

const setCard = async (name: string) => within(await screen.findByRole('article', { name }));

const chooseCount = async (user: ReturnType<typeof renderSets>['user'], card: ReturnType<typeof within>, count: number) => {
  await user.click(card.getByRole('combobox', { name: T.commoditySetCount }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: String(count) }));
};

describe('commodity sets on a farmer loan', () => {
  it('shows each set with its contents and amount per set, and a count from 1 to 30', async () => {
    const { user } = renderSets(STATUSES.complete);
    const rice = await setCard(RICE.name);
    expect(rice.getByText(RICE.description)).toBeTruthy();
    expect(rice.getByText(formatMoney(2000))).toBeTruthy();
    expect(rice.getByText(`${T.commoditySetTotal} ${formatMoney(2000)}`)).toBeTruthy();
    const tea = await setCard(TEA.name);
    expect(tea.getByText(formatMoney(5000))).toBeTruthy();

    await user.click(rice.getByRole('combobox', { name: T.commoditySetCount }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(Array.from({ length: CART_COUNT_MAX }, (_, index) => String(index + 1)));
  });

  it('adds count sets to the cart for the set amount × count, with the set id', async () => {
    const { user, posts, apiCalls } = renderSets(STATUSES.complete);
    const rice = await setCard(RICE.name);
    await chooseCount(user, rice, 3);
    expect(rice.getByText(`${T.commoditySetTotal} ${formatMoney(6000)}`)).toBeTruthy();
    await user.click(rice.getByRole('button', { name: MARKET_LISTING_TEXTS.addCommoditySet(RICE.name) }));

    expect(await screen.findByText(CART_TEXTS.added)).toBeTruthy();
    expect(posts().map((call) => call.body)).toEqual([{ loan_serial: LOAN.serial, amount: 6000, count: 3, loan_commodity_set_id: RICE.id }]);
    expect(screen.getByRole('link', { name: CART_TEXTS.goToCart }).getAttribute('href')).toBe('/market-place/carts');
    await waitFor(() => expect(apiCalls().some((call) => call.method === 'GET' && call.path === '/api/v1/carts')).toBe(true));
  });

  it('refuses a total above what the loan still takes, before asking the server', async () => {
    const { user, posts } = renderSets(STATUSES.complete);
    const tea = await setCard(TEA.name);
    await chooseCount(user, tea, 5);
    expect(tea.getByText(cartAmountAboveInvestable(20000))).toBeTruthy();
    const add = tea.getByRole('button', { name: MARKET_LISTING_TEXTS.addCommoditySet(TEA.name) });
    expect(add.hasAttribute('disabled')).toBe(true);
    await chooseCount(user, tea, 4);
    expect(tea.getByText(`${T.commoditySetTotal} ${formatMoney(20000)}`)).toBeTruthy();
    expect(add.hasAttribute('disabled')).toBe(false);
    expect(posts()).toEqual([]);
  });

  it('shows the server’s refusal under the set', async () => {
    const refusal = commoditySetAmountMismatch(4000);
    const { user } = renderSets(STATUSES.complete, LOAN, {
      status: 400,
      body: { statusCode: 400, code: 'VALIDATION_FAILED', message: MESSAGES.inputErrorText, errors: { amount: refusal } },
    });
    const rice = await setCard(RICE.name);
    await chooseCount(user, rice, 2);
    await user.click(rice.getByRole('button', { name: MARKET_LISTING_TEXTS.addCommoditySet(RICE.name) }));
    expect(await rice.findByText(refusal)).toBeTruthy();
    expect(screen.queryByText(CART_TEXTS.added)).toBeNull();
    await chooseCount(user, rice, 1);
    expect(rice.queryByText(refusal)).toBeNull();
  });

  it('sends a member without the questionnaire to complete it first', async () => {
    const { user, posts, router } = renderSets(STATUSES.full);
    const rice = await setCard(RICE.name);
    await user.click(rice.getByRole('button', { name: MARKET_LISTING_TEXTS.addCommoditySet(RICE.name) }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.questionnaireIncomplete })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/member/risk-questionnaire');
    expect(currentUrl(router)).toContain(`next=${encodeURIComponent(`/market-place/loan/${LOAN.serial}`)}`);
    expect(posts()).toEqual([]);
  });

  it('offers no sets to buy on the borrower’s own loan or a closed one', async () => {
    const own = renderSets(STATUSES.complete, farmerDetail(8, { loan_commodity_sets: [RICE] }, { is_own: true, can_invest: false }));
    const region = within(await screen.findByRole('region', { name: T.commoditySets }));
    expect(region.getByText(MARKET_TEXTS.ownLoan)).toBeTruthy();
    expect(region.getByRole('button', { name: MARKET_LISTING_TEXTS.addCommoditySet(RICE.name) }).hasAttribute('disabled')).toBe(true);
    own.unmount();

    renderSets(STATUSES.complete, farmerDetail(9, { loan_commodity_sets: [RICE] }, { can_invest: false }));
    const closed = within(await screen.findByRole('region', { name: T.commoditySets }));
    expect(closed.getByText(MARKET_TEXTS.notInvestable)).toBeTruthy();
    expect(closed.getByRole('button', { name: MARKET_LISTING_TEXTS.addCommoditySet(RICE.name) }).hasAttribute('disabled')).toBe(true);
  });
});
