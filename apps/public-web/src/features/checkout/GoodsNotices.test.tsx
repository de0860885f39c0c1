import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LISTING_TEXTS, MARKET_TEXTS, checkoutContractLabel } from '@lendbridge/domain';
import type { CartItem } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { CheckoutPage } from './CheckoutPage';
import { goodsNoticesOf } from './GoodsNotices';
import { cartItem, checkoutRoutes } from './testCheckout';

const T = LISTING_TEXTS;

const farmerItem = (index: number, mode: NonNullable<CartItem['loan']['payment_in_goods']>) =>
  cartItem(index, { loan: { loan_application_type: 'farmer', payment_in_goods: mode } });

const renderCheckout = (items: CartItem[]) => {
  const mock = mockFetch(checkoutRoutes({ items }));
  const view = renderRoute(<CheckoutPage />, { url: '/market-place/place-order', status: STATUSES.complete });
  const cartReads = () => mock.apiCalls().filter((call) => call.method === 'GET' && call.path === '/api/v1/carts');
  return { ...view, ...mock, cartReads };
};

const noticeOf = (serial: string) => screen.getByRole('alert', { name: `${MARKET_TEXTS.serial} ${serial}` });

describe('goods notices before the contracts', () => {
  it('tells the lender, per farmer loan repaid in goods, that principal and interest or the interest come as produce', async () => {
    const items = [farmerItem(1, 'principal_and_interest'), cartItem(2), farmerItem(3, 'none'), farmerItem(4, 'interest_only')];
    renderCheckout(items);
    await screen.findByRole('checkbox', { name: checkoutContractLabel(items[0]!.loan_serial) });
    const region = within(await screen.findByRole('region', { name: T.goodsNoticeTitle }));
    expect(region.getAllByRole('alert').map((alert) => alert.getAttribute('aria-label'))).toEqual([
      `${MARKET_TEXTS.serial} ${items[0]!.loan_serial}`,
      `${MARKET_TEXTS.serial} ${items[3]!.loan_serial}`,
    ]);
    expect(within(noticeOf(items[0]!.loan_serial)).getByText(T.goodsNotice.principal_and_interest)).toBeTruthy();
    expect(within(noticeOf(items[3]!.loan_serial)).getByText(T.goodsNotice.interest_only)).toBeTruthy();

    const contracts = screen.getByRole('checkbox', { name: checkoutContractLabel(items[0]!.loan_serial) });
    expect(region.getAllByRole('alert')[0]!.compareDocumentPosition(contracts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows nothing, and reads the cart no second time, when no loan is a farmer loan', async () => {
    const { cartReads } = renderCheckout([cartItem(1), cartItem(2)]);
    await screen.findByRole('checkbox', { name: checkoutContractLabel(cartItem(1).loan_serial) });
    await waitFor(() => expect(cartReads()).toHaveLength(1));
    expect(screen.queryByRole('region', { name: T.goodsNoticeTitle })).toBeNull();
  });

  it('shows nothing for farmer loans repaid in money, or when the cart does not say how a loan repays', async () => {
    const { cartReads } = renderCheckout([farmerItem(1, 'none'), cartItem(2, { loan: { loan_application_type: 'farmer' } })]);
    await screen.findByRole('checkbox', { name: checkoutContractLabel(cartItem(1).loan_serial) });
    await waitFor(() => expect(cartReads()).toHaveLength(2));
    expect(screen.queryByRole('region', { name: T.goodsNoticeTitle })).toBeNull();
    expect(screen.queryByText(T.goodsNotice.principal_and_interest)).toBeNull();
  });

  it('keeps only the loans the checkout holds, in its order', () => {
    const items = [farmerItem(1, 'interest_only'), farmerItem(2, 'principal_and_interest')];
    expect(goodsNoticesOf([items[1]!.loan_serial, items[0]!.loan_serial, 'A999'], items)).toEqual([
      { serial: items[1]!.loan_serial, text: T.goodsNotice.principal_and_interest },
      { serial: items[0]!.loan_serial, text: T.goodsNotice.interest_only },
    ]);
    expect(goodsNoticesOf([items[0]!.loan_serial], [])).toEqual([]);
  });
});
