import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_ASSIGN_ATTEMPTS,
  CHECKOUT_TEXTS,
  MESSAGES,
  PLACE_ORDER_ASSIGN_PATH,
  PLACE_ORDER_ASSIGN_SOME_PATH,
  PLACE_ORDER_TEXTS,
  checkoutContractLabel,
  checkoutLoweredLine,
  checkoutMoney,
  checkoutRemoveLabel,
  checkoutRemovedLine,
  placeOrderUnassignPath,
} from '@lendbridge/domain';
import type { CheckoutOrderRequest } from '@lendbridge/domain';
import { deferred, mockFetch } from '../../test/fetchMock';
import type { MockReply, MockRequest } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { CheckoutPage } from './CheckoutPage';
import { assignReply, cartChangedReply, cartItem, checkoutRoutes, orderAnswer, updatedAtOf } from './testCheckout';
import type { CheckoutRoutesOptions } from './testCheckout';

const T = CHECKOUT_TEXTS;

const renderCheckout = (options: CheckoutRoutesOptions) => {
  const mock = mockFetch(checkoutRoutes(options));
  const view = renderRoute(<CheckoutPage />, { url: '/market-place/place-order', status: STATUSES.complete });
  const posts = (path: string) => mock.apiCalls().filter((call) => call.method === 'POST' && call.path === path);
  return { ...view, ...mock, posts };
};

const contractBox = (serial: string) => screen.getByRole('checkbox', { name: checkoutContractLabel(serial) });

const dialogText = async (title: string) => (await screen.findByRole('dialog', { name: title })).textContent ?? '';

const closeAlert = async (user: ReturnType<typeof renderCheckout>['user']) => {
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: MESSAGES.dialogConfirm }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

const orderBody = (call: MockRequest | undefined) => call?.body as CheckoutOrderRequest;

describe('CheckoutPage: the assignment when it opens', () => {
  it('assigns the cart’s loans with assign-some, reads no loan detail, and orders with the assignment’s updated_at', async () => {
    const items = [cartItem(1), cartItem(2, { amount: 3000, loan: { apr: '8.50', period: 24 } })];
    const [first, second] = items.map((item) => item.loan_serial) as [string, string];
    const { user, posts, apiCalls } = renderCheckout({ items, order: { status: 201, body: { data: orderAnswer({ total_amount: 8000 }, 8000) } } });
    await screen.findByRole('checkbox', { name: checkoutContractLabel(first) });

    const [assigned] = posts(PLACE_ORDER_ASSIGN_SOME_PATH);
    expect(posts(PLACE_ORDER_ASSIGN_SOME_PATH)).toHaveLength(1);
    expect(assigned?.body).toEqual({ serials: [first, second] });
    expect(assigned?.headers.get('X-CSRF-Token')).toBeTruthy();
    expect(assigned?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(assigned?.headers.get('Idempotency-Key')).toBeNull();
    expect(posts(PLACE_ORDER_ASSIGN_PATH)).toHaveLength(0);
    expect(apiCalls().some((call) => call.path.startsWith('/api/market-place/loan/'))).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    const row = contractBox(second).closest('tr');
    expect(row?.textContent).toContain('8.50%');
    expect(row?.textContent).toContain('24');
    expect(screen.getByLabelText(T.total).textContent).toBe(checkoutMoney(8000));

    await user.click(contractBox(first));
    await user.click(contractBox(second));
    await user.click(screen.getByRole('button', { name: T.submit }));
    await screen.findByRole('heading', { name: T.completeHeading });
    expect(orderBody(posts('/api/v1/orders')[0]).loans).toEqual([
      { serial: first, amount: 5000, updated_at: updatedAtOf(first) },
      { serial: second, amount: 3000, updated_at: updatedAtOf(second) },
    ]);
  });

  it('shows 購物車部分案件更動 on a 409, assigns the lowered amounts and leaves out loans that closed', async () => {
    const items = [
      cartItem(1, { amount: 5000, amount_investable: 2500 }),
      cartItem(2, { amount: 3000 }),
      cartItem(3, { amount: 2000, can_invest: false, amount_investable: 0 }),
    ];
    const [first, second, third] = items.map((item) => item.loan_serial) as [string, string, string];
    const { user, posts } = renderCheckout({ items, order: { status: 201, body: { data: orderAnswer({ total_amount: 5000 }, 5000) } } });

    const text = await dialogText(T.cartChanged);
    expect(text).toContain(checkoutLoweredLine(first, 5000, 2000));
    expect(text).toContain(checkoutRemovedLine(third));
    expect(text).not.toContain(second);
    expect(posts(PLACE_ORDER_ASSIGN_PATH).map((call) => call.body)).toEqual([{ assignData: { [first]: 2000, [second]: 3000 } }]);
    await closeAlert(user);

    expect(screen.getByRole('alert', { name: T.cartChanged }).textContent).toContain(checkoutLoweredLine(first, 5000, 2000));
    expect(screen.queryByRole('checkbox', { name: checkoutContractLabel(third) })).toBeNull();
    expect(screen.getByLabelText(T.total).textContent).toBe(checkoutMoney(5000));

    await user.click(contractBox(first));
    await user.click(contractBox(second));
    await user.click(screen.getByRole('button', { name: T.submit }));
    await screen.findByRole('heading', { name: T.completeHeading });
    expect(orderBody(posts('/api/v1/orders')[0]).loans.map((loan) => [loan.serial, loan.amount])).toEqual([
      [first, 2000],
      [second, 3000],
    ]);
  });

  it('lowers again when the lowered amounts changed once more before the assign', async () => {
    const items = [cartItem(1, { amount: 5000, amount_investable: 2000 }), cartItem(2, { amount: 3000 })];
    const [first, second] = items.map((item) => item.loan_serial) as [string, string];
    let assigns = 0;
    const { posts } = renderCheckout({
      items,
      assign: (request): MockReply => {
        assigns += 1;
        if (assigns === 1) {
          return cartChangedReply([{ serial: first, amount: 1000, requested_amount: 2000, amount_investable: 1000, updated_at: updatedAtOf(first) }]);
        }
        const data = (request.body as { assignData: Record<string, number> }).assignData;
        return assignReply(items, Object.entries(data));
      },
    });
    const text = await dialogText(T.cartChanged);
    expect(text).toContain(checkoutLoweredLine(first, 5000, 1000));
    expect(posts(PLACE_ORDER_ASSIGN_PATH).map((call) => call.body)).toEqual([
      { assignData: { [first]: 2000, [second]: 3000 } },
      { assignData: { [first]: 1000, [second]: 3000 } },
    ]);
  });

  it(`gives up with the server's message after ${CHECKOUT_ASSIGN_ATTEMPTS} assignments that keep changing`, async () => {
    const items = [cartItem(1, { amount: 5000, amount_investable: 3000 })];
    const [first] = items.map((item) => item.loan_serial) as [string];
    const { posts } = renderCheckout({
      items,
      assign: cartChangedReply([{ serial: first, amount: 1000, requested_amount: 3000, amount_investable: 1000, updated_at: updatedAtOf(first) }]),
    });
    expect(await dialogText(MESSAGES.genericErrorTitle)).toContain(T.cartChanged);
    expect(posts(PLACE_ORDER_ASSIGN_SOME_PATH).length + posts(PLACE_ORDER_ASSIGN_PATH).length).toBe(CHECKOUT_ASSIGN_ATTEMPTS);
  });

  it('shows the empty checkout when every loan of the cart closed, and assigns nothing for an empty cart', async () => {
    const closed = [cartItem(1, { can_invest: false, amount_investable: 0 })];
    const first = renderCheckout({ items: closed });
    expect(await dialogText(T.cartChanged)).toContain(checkoutRemovedLine(closed[0]!.loan_serial));
    expect(screen.getByText(T.emptyCart)).toBeTruthy();
    expect(first.posts(PLACE_ORDER_ASSIGN_PATH)).toHaveLength(0);
    first.unmount();

    const empty = renderCheckout({ items: [] });
    expect(await screen.findByText(T.emptyCart)).toBeTruthy();
    expect(empty.posts(PLACE_ORDER_ASSIGN_SOME_PATH)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('CheckoutPage: 移除', () => {
  it('takes a loan out of the checkout through unassign and orders the rest', async () => {
    const items = [cartItem(1), cartItem(2, { amount: 3000 })];
    const [first, second] = items.map((item) => item.loan_serial) as [string, string];
    const { user, posts, apiCalls } = renderCheckout({ items, order: { status: 201, body: { data: orderAnswer({ total_amount: 3000 }, 3000) } } });
    await screen.findByRole('checkbox', { name: checkoutContractLabel(first) });
    expect(screen.getByRole('columnheader', { name: PLACE_ORDER_TEXTS.actions })).toBeTruthy();
    await user.click(contractBox(first));
    await user.click(contractBox(second));

    await user.click(screen.getByRole('button', { name: checkoutRemoveLabel(first) }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: checkoutContractLabel(first) })).toBeNull());
    const [unassigned] = posts(placeOrderUnassignPath(first));
    expect(unassigned?.headers.get('X-CSRF-Token')).toBeTruthy();
    expect(screen.getByRole('button', { name: checkoutRemoveLabel(second) }).textContent).toBe(PLACE_ORDER_TEXTS.remove);
    expect((contractBox(second) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText(T.total).textContent).toBe(checkoutMoney(3000));
    await waitFor(() => expect(apiCalls().filter((call) => call.path === '/api/v1/carts')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: T.submit }));
    await screen.findByRole('heading', { name: T.completeHeading });
    expect(orderBody(posts('/api/v1/orders')[0]).loans).toEqual([{ serial: second, amount: 3000, updated_at: updatedAtOf(second) }]);
  });

  it('holds the order while a removal is under way, and shows the empty checkout once the last loan is removed', async () => {
    const items = [cartItem(1)];
    const [first] = items.map((item) => item.loan_serial) as [string];
    const pending = deferred<MockReply>();
    mockFetch({ ...checkoutRoutes({ items }), [`POST ${placeOrderUnassignPath(first)}`]: () => pending.promise });
    const { user } = renderRoute(<CheckoutPage />, { url: '/market-place/place-order', status: STATUSES.complete });
    await user.click(await screen.findByRole('button', { name: checkoutRemoveLabel(first) }));
    expect((screen.getByRole('button', { name: T.submit }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: checkoutRemoveLabel(first) }) as HTMLButtonElement).disabled).toBe(true);
    pending.resolve({ body: { data: { serial: first } } });
    expect(await screen.findByText(T.emptyCart)).toBeTruthy();
  });

  it('leaves out a loan already gone from the cart; another failure keeps it and shows the server message', async () => {
    const items = [cartItem(1), cartItem(2)];
    const [first, second] = items.map((item) => item.loan_serial) as [string, string];
    mockFetch({
      ...checkoutRoutes({ items }),
      [`POST ${placeOrderUnassignPath(first)}`]: { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: PLACE_ORDER_TEXTS.notInCart } },
      [`POST ${placeOrderUnassignPath(second)}`]: { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: '伺服器忙碌中' } },
    });
    const { user } = renderRoute(<CheckoutPage />, { url: '/market-place/place-order', status: STATUSES.complete });
    await user.click(await screen.findByRole('button', { name: checkoutRemoveLabel(first) }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: checkoutContractLabel(first) })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: checkoutRemoveLabel(second) }));
    expect(await dialogText(MESSAGES.genericErrorTitle)).toContain('伺服器忙碌中');
    await closeAlert(user);
    expect(contractBox(second)).toBeTruthy();
  });
});
