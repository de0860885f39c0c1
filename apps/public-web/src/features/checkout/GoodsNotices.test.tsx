import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHARITY_TEXTS, CHECKOUT_TEXTS, LISTING_TEXTS, MARKET_TEXTS, MESSAGES, checkoutContractLabel } from '@lendbridge/domain';
import type { CartItem, Charity } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { CheckoutPage } from './CheckoutPage';
import { goodsNoticesOf } from './GoodsNotices';
import { cartItem, checkoutRoutes, orderAnswer } from './testCheckout';

const T = LISTING_TEXTS;

const farmerItem = (index: number, mode: NonNullable<CartItem['loan']['payment_in_goods']>) =>
  cartItem(index, { loan: { loan_application_type: 'farmer', payment_in_goods: mode } });

const CHARITIES: Charity[] = [
  { id: 7, name: '山海兒童關懷協會', donation_code: '51020', description: '' },
  { id: 3, name: '稻香社會福利基金會', donation_code: '5101', description: '' },
];

const renderCheckout = (items: CartItem[]) => {
  const mock = mockFetch({
    ...checkoutRoutes({ items, order: { status: 201, body: { data: orderAnswer() } } }),
    'GET /api/charities': { body: { data: CHARITIES } },
  });
  const view = renderRoute(<CheckoutPage />, { url: '/market-place/place-order', status: STATUSES.complete });
  const cartReads = () => mock.apiCalls().filter((call) => call.method === 'GET' && call.path === '/api/v1/carts');
  const orders = () => mock.apiCalls().filter((call) => call.method === 'POST' && call.path === '/api/v1/orders');
  return { ...view, ...mock, cartReads, orders };
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

  it('asks what becomes of the produce e-invoice, and sends a donation with its charity', async () => {
    const items = [farmerItem(1, 'interest_only')];
    const { user, orders } = renderCheckout(items);
    await user.click(await screen.findByRole('checkbox', { name: checkoutContractLabel(items[0]!.loan_serial) }));
    const invoice = within(screen.getByRole('radiogroup', { name: CHARITY_TEXTS.invoiceTitle }));
    expect((invoice.getByRole('radio', { name: CHARITY_TEXTS.invoiceMethods.return }) as HTMLInputElement).checked).toBe(true);

    await user.click(invoice.getByRole('radio', { name: CHARITY_TEXTS.invoiceMethods.donate }));
    await user.click(screen.getByRole('button', { name: CHECKOUT_TEXTS.submit }));
    expect((await screen.findByRole('dialog', { name: CHARITY_TEXTS.charityRequired })).textContent).toContain(CHARITY_TEXTS.charityRequired);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: MESSAGES.dialogConfirm }));
    expect(orders()).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: CHARITY_TEXTS.charity }));
    await user.click(await screen.findByRole('option', { name: `${CHARITIES[1]!.name}（${CHARITY_TEXTS.donation_code} ${CHARITIES[1]!.donation_code}）` }));
    await user.click(screen.getByRole('button', { name: CHECKOUT_TEXTS.submit }));
    await screen.findByRole('heading', { name: CHECKOUT_TEXTS.completeHeading });
    expect(orders()[0]!.body).toMatchObject({ invoice_method: 'donate', charity_id: 3 });
  });

  it('sends no invoice choice when the e-invoice goes to the member', async () => {
    const items = [farmerItem(1, 'principal_and_interest')];
    const { user, orders } = renderCheckout(items);
    await user.click(await screen.findByRole('checkbox', { name: checkoutContractLabel(items[0]!.loan_serial) }));
    await user.click(screen.getByRole('button', { name: CHECKOUT_TEXTS.submit }));
    await screen.findByRole('heading', { name: CHECKOUT_TEXTS.completeHeading });
    expect(orders()[0]!.body).not.toHaveProperty('invoice_method');
    expect(orders()[0]!.body).not.toHaveProperty('charity_id');
  });
});
