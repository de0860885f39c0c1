import { act, renderHook, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CART_PAGE_PATH, CART_TEXTS, MESSAGES, cartButtonLabel, cartMoney } from '@lendbridge/domain';
import { routes } from '../../app/App';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, renderRoute, withQueryClient } from '../../test/render';
import { useAddToCart } from './cart.api';
import { CartButton } from './CartDrawer';
import { ITEM_A, ITEM_B, fakeCart } from './fakeCart';

describe('CartButton and CartDrawer', () => {
  it('shows nothing to a visitor', () => {
    const { apiCalls } = mockFetch({});
    renderRoute(<CartButton />, { status: STATUSES.visitor });
    expect(screen.queryByRole('button', { name: /購物車/ })).toBeNull();
    expect(apiCalls()).toEqual([]);
  });

  it('counts the items and opens a table of them with a link to the cart page', async () => {
    const cart = fakeCart([ITEM_A, ITEM_B], { warnings: [CART_TEXTS.changed, '案件 A251100000002 已結束募集，請自購物車移除'] });
    mockFetch(cart.routes);
    const { user, router } = renderRoute(<CartButton />, { status: STATUSES.complete });
    const button = await screen.findByRole('button', { name: cartButtonLabel(2) });
    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: CART_TEXTS.title });
    const table = await within(drawer).findByRole('table', { name: CART_TEXTS.itemsTable });
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows[1]).toBe(`${ITEM_A.loan_serial}12.00%12 期${cartMoney(10000)}`);
    expect(rows[2]).toBe(`${ITEM_B.loan_serial}6.00%24 期${cartMoney(20000)}`);
    expect(rows[3]).toBe(`${CART_TEXTS.totalAmount}${cartMoney(30000)}`);
    expect(within(table).getByRole('link', { name: ITEM_A.loan_serial }).getAttribute('href')).toBe(
      `/market-place/loan/${ITEM_A.loan_serial}`,
    );
    expect(within(drawer).getByRole('alert').textContent).toBe(`${CART_TEXTS.changed}\n案件 A251100000002 已結束募集，請自購物車移除`);

    await user.click(within(drawer).getByRole('link', { name: CART_TEXTS.goToCart }));
    expect(router.state.location.pathname).toBe(CART_PAGE_PATH);
  });

  it('says the cart is empty', async () => {
    mockFetch(fakeCart([]).routes);
    const { user } = renderRoute(<CartButton />, { status: STATUSES.complete });
    await user.click(await screen.findByRole('button', { name: cartButtonLabel(0) }));
    expect(await screen.findByText(CART_TEXTS.empty)).toBeTruthy();
  });

  it('asks a member without the risk questionnaire to complete it, without calling the cart', async () => {
    const { apiCalls } = mockFetch({});
    const { user } = renderRoute(<CartButton />, { status: STATUSES.full });
    await user.click(screen.getByRole('button', { name: cartButtonLabel(0) }));
    const drawer = await screen.findByRole('dialog', { name: CART_TEXTS.title });
    expect(within(drawer).getByText(MESSAGES.questionnaireIncomplete)).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: CART_TEXTS.needsLevelLink }).getAttribute('href')).toBe(
      `/member/risk-questionnaire?next=${encodeURIComponent(CART_PAGE_PATH)}`,
    );
    expect(apiCalls()).toEqual([]);
  });

  it('follows the count when another page adds to the cart', async () => {
    const cart = fakeCart([ITEM_A]);
    mockFetch(cart.routes);
    const { queryClient } = renderRoute(<CartButton />, { status: STATUSES.complete });
    await screen.findByRole('button', { name: cartButtonLabel(1) });
    const otherPage = renderHook(() => useAddToCart(), { wrapper: withQueryClient(queryClient) });
    await act(async () => {
      await otherPage.result.current.mutateAsync({ loan_serial: 'A251100000009', amount: 3000 });
    });
    expect(cart.calls.find((call) => call.method === 'POST')?.body).toEqual({ loan_serial: 'A251100000009', amount: 3000 });
    await screen.findByRole('button', { name: cartButtonLabel(2) });
  });

  it('sits in the header of every page', async () => {
    const cart = fakeCart([ITEM_A, ITEM_B]);
    mockFetch({ ...cart.routes, 'GET /api/agree-policy': { body: { data: { version: '1', agreed: true, agreed_at: null } } } });
    renderRoute(<></>, { url: '/my-credit', path: '/unused', status: STATUSES.complete, routes });
    const header = await screen.findByRole('banner', { hidden: true });
    // Hidden ones too: a dialog of the page itself may hide the header from the accessibility tree meanwhile.
    expect(await within(header).findByRole('button', { name: cartButtonLabel(2), hidden: true })).toBeTruthy();
  });
});
