import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_TEXTS, CHECKOUT_TEXTS, LUCKY_ROULETTE_PATH, ROULETTE_PAGE_TEXTS, checkoutContractLabel, rouletteOrderPopupText } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockReply } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { rouletteQueries } from '../roulette/roulette.api';
import { CheckoutPage } from './CheckoutPage';
import { cartItem, checkoutRoutes, orderAnswer } from './testCheckout';

const T = CHECKOUT_TEXTS;
const items = [cartItem(1)];

const overviewReply = (available: number): MockReply => ({
  body: { data: { available, amountForTicket: 60_000, invitesForTicket: 10, hasCompletedOrder: true } },
});

/** Places an order paid from the balance and waits for the complete step. */
const orderWith = async (overview: MockReply) => {
  const mock = mockFetch({
    ...checkoutRoutes({ items, order: { status: 201, body: { data: orderAnswer() } } }),
    'GET /api/roulette/overview': overview,
  });
  const { user, queryClient } = renderRoute(<CheckoutPage />, { url: '/market-place/place-order', status: STATUSES.complete });
  await user.click(await screen.findByRole('checkbox', { name: checkoutContractLabel(items[0]!.loan_serial) }));
  await user.click(screen.getByRole('button', { name: T.submit }));
  /** The order's serial, by its text: the popup may already hide the page from the accessibility tree. */
  await screen.findByText(orderAnswer().order.serial);
  const overviewReads = () => mock.apiCalls().filter((call) => call.path === '/api/roulette/overview');
  /** The overview read ended as this: its answer (success) or its failure (error). */
  const overviewSettled = (status: 'success' | 'error') =>
    waitFor(() => expect(queryClient.getQueryState(rouletteQueries.overview().queryKey)?.status).toBe(status));
  return { user, overviewReads, overviewSettled };
};

describe('CheckoutPage: the roulette popup after an order', () => {
  it('invites a member holding spins to the lucky roulette once the order is done', async () => {
    const { user, overviewReads } = await orderWith(overviewReply(2));
    const popup = await screen.findByRole('dialog', { name: ROULETTE_PAGE_TEXTS.orderPopupTitle });
    expect(popup.textContent).toContain(rouletteOrderPopupText(2));
    expect(within(popup).getByRole('link', { name: ROULETTE_PAGE_TEXTS.orderPopupGo }).getAttribute('href')).toBe(LUCKY_ROULETTE_PATH);
    expect(overviewReads()).toHaveLength(1);

    await user.click(within(popup).getByRole('button', { name: ROULETTE_PAGE_TEXTS.orderPopupLater }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: T.completeHeading })).toBeTruthy();
  });

  it('shows nothing without spins', async () => {
    const { overviewReads, overviewSettled } = await orderWith(overviewReply(0));
    await overviewSettled('success');
    expect(overviewReads()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing, and no error, when no roulette is live', async () => {
    const { overviewReads, overviewSettled } = await orderWith({
      status: 404,
      body: { statusCode: 404, code: 'CAMPAIGN_NOT_LIVE', message: CAMPAIGN_TEXTS.notLive },
    });
    await overviewSettled('error');
    expect(overviewReads()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
