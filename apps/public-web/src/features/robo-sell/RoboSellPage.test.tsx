import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, ROBO_API_TEXTS, ROBO_SELL_TEXTS as T, ntdText, roboSellAmountTooSmall } from '@lendbridge/domain';
import type { RoboSellOverviewAnswer } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockReply, MockRequest } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { RoboSellPage } from './RoboSellPage';

const SERIAL = 'R251020000012';
const BASE = '/api/robo/stable';

const overviewOf = (overrides: Partial<RoboSellOverviewAnswer> = {}): RoboSellOverviewAnswer => ({
  account_serial: SERIAL,
  saleable_amount: 20_000,
  holding_time: 4,
  sell_fee_rate: 2,
  active_sell_investment: null,
  ...overrides,
});

const renderSell = (overview = overviewOf(), sell: (request: MockRequest) => MockReply = () => ({ body: { code: 1, message: T.selling, data: {} } })) => {
  const mock = mockFetch({
    [`GET ${BASE}/sell-overview`]: { body: { data: overview } },
    [`POST ${BASE}/sell`]: sell,
    [`POST ${BASE}/cancel-sell`]: { body: { code: 1, message: ROBO_API_TEXTS.saleCancelled, data: null } },
  });
  const view = renderRoute(<RoboSellPage />, {
    url: `/robo/robo-invest/stable/sell/${SERIAL}`,
    path: '/robo/robo-invest/:product/sell/:serial',
    status: STATUSES.full,
  });
  const posts = (path: string) => mock.calls.filter((call) => call.method === 'POST' && call.path === path);
  return { ...view, ...mock, posts };
};

describe('RoboSellPage', () => {
  it('checks the amount against the saleable amount before the confirm step, with the spec’s messages', async () => {
    const { user, posts } = renderSell();
    expect(await screen.findByText(ntdText(20_000))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: T.next }));
    expect(await screen.findByText(T.amountRequired)).toBeTruthy();
    await user.type(screen.getByLabelText(T.amount), '20001');
    await user.click(screen.getByRole('button', { name: T.next }));
    expect(await screen.findByText(T.amountTooLarge)).toBeTruthy();
    await user.clear(screen.getByLabelText(T.amount));
    await user.type(screen.getByLabelText(T.amount), '500');
    await user.click(screen.getByRole('button', { name: T.next }));
    expect(await screen.findByText(roboSellAmountTooSmall(1_000))).toBeTruthy();
    expect(posts(`${BASE}/sell`)).toHaveLength(0);
  });

  it('shows the fee and the proceeds at the holding time’s rate, then asks for the contract box and the password', async () => {
    const { user, posts } = renderSell();
    await user.type(await screen.findByLabelText(T.amount), '10000');
    expect(await screen.findByText(ntdText(200))).toBeTruthy();
    expect(screen.getByText(ntdText(9_800))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: T.next }));
    await user.click(await screen.findByRole('button', { name: T.submit }));
    expect(await screen.findByText(T.agreeRequired)).toBeTruthy();
    expect(screen.getByText(T.passwordRequired)).toBeTruthy();
    expect(posts(`${BASE}/sell`)).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: T.agree }));
    await user.type(screen.getByLabelText(T.password), 'abc12345');
    await user.click(screen.getByRole('button', { name: T.submit }));
    await waitFor(() => expect(posts(`${BASE}/sell`)).toHaveLength(1));
    const [sent] = posts(`${BASE}/sell`);
    expect(sent?.body).toEqual({ account_serial: SERIAL, amount: 10_000, agree: true, password: 'abc12345' });
    expect(sent?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBeTruthy();
    expect(await screen.findByText(T.selling)).toBeTruthy();
  });

  it('goes back to the amount with the server’s message when the server refuses it', async () => {
    const { user } = renderSell(overviewOf(), () => ({ status: 400, body: { code: 'VALIDATION_FAILED', message: T.amountTooLarge, errors: { amount: T.amountTooLarge } } }));
    await user.type(await screen.findByLabelText(T.amount), '10000');
    await user.click(screen.getByRole('button', { name: T.next }));
    await user.click(await screen.findByRole('checkbox', { name: T.agree }));
    await user.type(screen.getByLabelText(T.password), 'abc12345');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByLabelText(T.amount)).toBeTruthy();
    expect(await screen.findByText(T.amountTooLarge)).toBeTruthy();
  });

  it('follows a sale in progress and cancels it', async () => {
    const selling = overviewOf({
      saleable_amount: 0,
      active_sell_investment: { target_amount: 8_000, sold_amount: 3_000, sell_fee_rate: 2, expires_on: '2026-12-30', start_sell_at: '2026-10-31T02:00:00.000Z' },
    });
    const { user, posts } = renderSell(selling);
    expect(await screen.findByText(T.selling)).toBeTruthy();
    expect(screen.getByText(ntdText(8_000))).toBeTruthy();
    expect(screen.getByText(ntdText(3_000))).toBeTruthy();
    expect(screen.getByText('2026-12-30')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: T.cancel }));
    expect(screen.getByText(T.cancelConfirm)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(posts(`${BASE}/cancel-sell`)).toHaveLength(1));
    expect(await screen.findByText(ROBO_API_TEXTS.saleCancelled)).toBeTruthy();
  });
});
