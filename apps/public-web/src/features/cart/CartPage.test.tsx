import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CART_PAGE_PATH,
  CART_TEXTS,
  CHECKOUT_PAGE_PATH,
  MESSAGES,
  cartAmountAboveInvestable,
  cartAmountAboveWarning,
  cartFeeDiscountNotice,
  cartLoanClosedWarning,
  cartMoney,
} from '@lendbridge/domain';
import type { CartItem } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { CartPage } from './CartPage';
import { ITEM_A, ITEM_B, fakeCart } from './fakeCart';
import type { FakeCartOptions } from './fakeCart';

const renderCart = (items: CartItem[], options: FakeCartOptions & { url?: string } = {}) => {
  const cart = fakeCart(items, options);
  mockFetch(cart.routes);
  const view = renderRoute(<CartPage />, { url: options.url ?? CART_PAGE_PATH, path: CART_PAGE_PATH, status: STATUSES.complete });
  return { ...view, cart };
};

/** The value shown beside an analysis figure. */
const figure = (label: string): string => {
  const panel = screen.getByRole('region', { name: CART_TEXTS.analysisTitle });
  const term = within(panel).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
};

const amountBox = (serial: string) => screen.getByRole('textbox', { name: `${serial} ${CART_TEXTS.amount}` }) as HTMLInputElement;
const checkout = () => screen.getByRole('link', { name: CART_TEXTS.checkout });

describe('CartPage', () => {
  it('lists the items, the fee-discount notice and the analysis of the whole cart', async () => {
    renderCart([ITEM_A, ITEM_B]);
    const table = await screen.findByRole('table', { name: CART_TEXTS.itemsTable });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 7).map((cell) => cell.textContent))).toEqual([
      [ITEM_A.loan_serial, '一般信貸', 'A-', '12.00%', '12 期', CART_TEXTS.noProtection, cartMoney(200000)],
      [ITEM_B.loan_serial, '中小企業', 'B+', '6.00%', '24 期', '80.00%', cartMoney(50000)],
    ]);
    expect(amountBox(ITEM_A.loan_serial).value).toBe('10000');
    expect(screen.getByText(cartFeeDiscountNotice(ITEM_A.loan_serial, 20000, '1.00', '0.50'))).toBeTruthy();
    // The worked example of the domain: 30,000 with A's fee discounted.
    expect(figure(CART_TEXTS.aapr)).toBe('8.00%');
    expect(figure(CART_TEXTS.totalAmount)).toBe(cartMoney(30000));
    expect(figure(CART_TEXTS.returnAmount)).toBe(cartMoney(31673));
    expect(figure(CART_TEXTS.totalFee)).toBe(cartMoney(264));
    expect(figure(CART_TEXTS.expectedProfit)).toBe(cartMoney(1673));
    expect(figure(CART_TEXTS.returnOnInvestment)).toBe('5.58%');
    expect(figure(CART_TEXTS.pmt)).toBe(cartMoney(1774));
    expect(figure(CART_TEXTS.orderNumber)).toBe('2');
    expect(figure(CART_TEXTS.protectionNumber)).toBe('1');
    expect(await screen.findByRole('figure', { name: CART_TEXTS.marketChart })).toBeTruthy();
    await waitFor(() => expect(checkout().getAttribute('aria-disabled')).not.toBe('true'));
    expect(checkout().getAttribute('href')).toBe(CHECKOUT_PAGE_PATH);
  });

  it('shows no discount notice while the total stays below the loan’s threshold', async () => {
    renderCart([ITEM_A]);
    await screen.findByRole('table', { name: CART_TEXTS.itemsTable });
    expect(screen.queryByText(/出借人手續費由/)).toBeNull();
    expect(figure(CART_TEXTS.totalFee)).toBe(cartMoney(108));
  });

  it('clamps, clears and checks an amount 300 ms after typing, then saves a valid one', async () => {
    const { user, cart } = renderCart([{ ...ITEM_A, amount_investable: 30000 }]);
    await screen.findByRole('table', { name: CART_TEXTS.itemsTable });
    const box = amountBox(ITEM_A.loan_serial);

    await user.clear(box);
    await user.type(box, '50000');
    expect(box.value).toBe('30000');
    await user.clear(box);
    await user.type(box, '-');
    expect(box.value).toBe('');

    await user.type(box, '1500');
    expect(screen.queryByText(CART_TEXTS.amountUnit)).toBeNull();
    expect(await screen.findByText(CART_TEXTS.amountUnit)).toBeTruthy();
    expect(checkout().getAttribute('aria-disabled')).toBe('true');

    await user.clear(box);
    expect(await screen.findByText(CART_TEXTS.amountRequired)).toBeTruthy();
    await user.type(box, '0');
    expect(await screen.findByText(CART_TEXTS.amountMin)).toBeTruthy();
    expect(cart.calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.clear(box);
    await user.type(box, '20000');
    await waitFor(() => expect(figure(CART_TEXTS.totalAmount)).toBe(cartMoney(20000)));
    expect(cart.calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: `/api/v1/carts/${ITEM_A.id}`, body: { amount: 20000 } },
    ]);
    expect(screen.queryByText(CART_TEXTS.amountUnit)).toBeNull();
    await waitFor(() => expect(checkout().getAttribute('aria-disabled')).not.toBe('true'));
    // 20,000 reaches A's own threshold: the discount applies.
    expect(screen.getByText(cartFeeDiscountNotice(ITEM_A.loan_serial, 20000, '1.00', '0.50'))).toBeTruthy();
  });

  it('shows the amount the server refuses under the field', async () => {
    const { user } = renderCart([ITEM_A]);
    const routes = fakeCart([ITEM_A]).routes;
    mockFetch({
      ...routes,
      [`PUT /api/v1/carts/${ITEM_A.id}`]: {
        status: 400,
        body: { statusCode: 400, code: 'AMOUNT_ABOVE_INVESTABLE', message: cartAmountAboveInvestable(4000), errors: { amount: cartAmountAboveInvestable(4000) } },
      },
    });
    await screen.findByRole('table', { name: CART_TEXTS.itemsTable });
    await user.clear(amountBox(ITEM_A.loan_serial));
    await user.type(amountBox(ITEM_A.loan_serial), '5000');
    expect(await screen.findByText(cartAmountAboveInvestable(4000))).toBeTruthy();
  });

  it('warns about loans that changed, marks their rows and orders only what can be ordered', async () => {
    const warnings = [CART_TEXTS.changed, cartAmountAboveWarning(ITEM_A.loan_serial, 5000), cartLoanClosedWarning(ITEM_B.loan_serial)];
    renderCart([{ ...ITEM_A, amount_investable: 5000 }, { ...ITEM_B, can_invest: false, amount_investable: 0 }], { warnings });
    await screen.findByRole('table', { name: CART_TEXTS.itemsTable });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(warnings.join('\n'));
    expect(screen.getByText(cartAmountAboveInvestable(5000))).toBeTruthy();
    expect(screen.getByText(CART_TEXTS.loanClosed)).toBeTruthy();
    expect(amountBox(ITEM_B.loan_serial).disabled).toBe(true);
    expect(figure(CART_TEXTS.totalAmount)).toBe(cartMoney(5000));
    expect(figure(CART_TEXTS.orderNumber)).toBe('1');
    expect(checkout().getAttribute('aria-disabled')).toBe('true');
  });

  it('deletes an item after 確定要刪除嗎？ and toasts 刪除成功', async () => {
    const { user, cart } = renderCart([ITEM_A, ITEM_B]);
    await screen.findByRole('table', { name: CART_TEXTS.itemsTable });

    await user.click(screen.getByRole('button', { name: `${CART_TEXTS.delete} ${ITEM_B.loan_serial}` }));
    const ask = await screen.findByRole('dialog', { name: MESSAGES.deleteConfirm });
    await user.click(within(ask).getByRole('button', { name: MESSAGES.dialogCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: MESSAGES.deleteConfirm })).toBeNull());
    expect(cart.calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: `${CART_TEXTS.delete} ${ITEM_B.loan_serial}` }));
    await user.click(within(await screen.findByRole('dialog', { name: MESSAGES.deleteConfirm })).getByRole('button', { name: MESSAGES.dialogConfirm }));
    expect(await screen.findByText(MESSAGES.deleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: `${ITEM_B.loan_serial} ${CART_TEXTS.amount}` })).toBeNull());
    expect(cart.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`/api/v1/carts/${ITEM_B.id}`]);
    await waitFor(() => expect(figure(CART_TEXTS.totalAmount)).toBe(cartMoney(10000)));
  });

  it('empties the cart after asking', async () => {
    const { user, cart } = renderCart([ITEM_A, ITEM_B]);
    await screen.findByRole('table', { name: CART_TEXTS.itemsTable });
    await user.click(screen.getByRole('button', { name: CART_TEXTS.clear }));
    await user.click(within(await screen.findByRole('dialog', { name: CART_TEXTS.clearConfirm })).getByRole('button', { name: MESSAGES.dialogConfirm }));
    expect(await screen.findByText(CART_TEXTS.empty)).toBeTruthy();
    expect((await screen.findByRole('link', { name: CART_TEXTS.browseMarket })).getAttribute('href')).toBe('/market-place');
    expect(cart.calls.some((call) => call.path === '/api/v1/carts/clear')).toBe(true);
  });

  it('adds the loan of ?add={serial}&amount={n}, then clears the query', async () => {
    const { router, cart } = renderCart([ITEM_A], { url: `${CART_PAGE_PATH}?add=A251100000009&amount=5000` });
    expect(await screen.findByText(CART_TEXTS.added)).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe(CART_PAGE_PATH));
    expect(cart.calls.find((call) => call.method === 'POST')?.body).toEqual({ loan_serial: 'A251100000009', amount: 5000 });
    expect((await screen.findByRole('textbox', { name: `A251100000009 ${CART_TEXTS.amount}` }) as HTMLInputElement).value).toBe('5000');
  });

  it('shows the loan_serial message of a refused add and still clears the query', async () => {
    const { router, user } = renderCart([ITEM_A], {
      url: `${CART_PAGE_PATH}?add=A251100000009&amount=5000`,
      addReply: {
        status: 400,
        body: { statusCode: 400, code: 'LOAN_CLOSED', message: CART_TEXTS.loanClosed, errors: { loan_serial: CART_TEXTS.loanClosed } },
      },
    });
    const alert = await screen.findByRole('dialog', { name: MESSAGES.genericErrorTitle });
    expect(within(alert).getByText(CART_TEXTS.loanClosed)).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe(CART_PAGE_PATH));
    await user.click(within(alert).getByRole('button', { name: MESSAGES.dialogConfirm }));
    expect(await screen.findByRole('textbox', { name: `${ITEM_A.loan_serial} ${CART_TEXTS.amount}` })).toBeTruthy();
  });

  it('checks the amount of the link before sending it', async () => {
    const { router, cart } = renderCart([], { url: `${CART_PAGE_PATH}?add=A251100000009&amount=1500` });
    const alert = await screen.findByRole('dialog', { name: MESSAGES.genericErrorTitle });
    expect(within(alert).getByText(CART_TEXTS.amountUnit)).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe(CART_PAGE_PATH));
    expect(cart.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
