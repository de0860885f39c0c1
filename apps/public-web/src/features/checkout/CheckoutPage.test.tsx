import { render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  CHECKOUT_CONFIRMATION_TEXTS,
  CHECKOUT_PAYMENT_METHOD_LABELS,
  CHECKOUT_STEP_LABELS,
  CHECKOUT_TEXTS,
  checkoutContractLabel,
  checkoutContractMissing,
  checkoutLoweredLine,
  checkoutMoney,
  checkoutRemovedLine,
  lenderInvestmentsPath,
} from '@lendbridge/domain';
import type { CartItem, CheckoutOrderRequest } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockRequest } from '../../test/fetchMock';
import { routes } from '../../app/App';
import { AppProviders } from '../../app/providers';
import type { UserStatus } from '../../app/session';
import { STATUSES, createTestQueryClient, currentUrl, renderRoute } from '../../test/render';
import { formatDateTime } from '../market/format';
import { CheckoutPage } from './CheckoutPage';
import { cartItem, checkoutRoutes, orderAnswer, updatedAtOf } from './testCheckout';
import type { CheckoutRoutesOptions } from './testCheckout';

const T = CHECKOUT_TEXTS;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const renderCheckout = (options: CheckoutRoutesOptions, status: UserStatus = STATUSES.complete) => {
  const mock = mockFetch(checkoutRoutes(options));
  const view = renderRoute(<CheckoutPage />, { url: '/market-place/place-order', status });
  const orders = () => mock.apiCalls().filter((call) => call.method === 'POST' && call.path === '/api/v1/orders');
  return { ...view, ...mock, orders };
};

const contractBox = (serial: string) => screen.getByRole('checkbox', { name: checkoutContractLabel(serial) });

const acceptAll = async (user: ReturnType<typeof renderCheckout>['user'], items: CartItem[]) => {
  for (const item of items) await user.click(contractBox(item.loan_serial));
};

const dialogText = async (title: string) => (await screen.findByRole('dialog', { name: title })).textContent ?? '';

const closeAlert = async (user: ReturnType<typeof renderCheckout>['user']) => {
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: MESSAGES.dialogConfirm }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

/** The stepper's step names, in order. */
const stepLabels = async () =>
  Array.from((await screen.findByLabelText(T.steps)).querySelectorAll('.MuiStepLabel-label'), (label) => label.textContent);

const bodyOf = (call: MockRequest | undefined) => call?.body as CheckoutOrderRequest;

describe('CheckoutPage: contracts and confirmations', () => {
  it('says the identity review is pending and places no order until staff have verified it', async () => {
    const items = [cartItem(1)];
    const { user, orders } = renderCheckout({ items }, STATUSES.reviewPending);
    await screen.findByRole('checkbox', { name: checkoutContractLabel(items[0]!.loan_serial) });
    await acceptAll(user, items);
    expect(screen.getByText(MESSAGES.identityReviewPending)).toBeTruthy();
    expect(screen.getByRole('button', { name: T.submit }).hasAttribute('disabled')).toBe(true);
    expect(orders()).toEqual([]);
  });

  it('says the bank review is pending and places no order until staff have verified the bank', async () => {
    const items = [cartItem(1)];
    const { user, orders } = renderCheckout({ items }, STATUSES.bankReviewPending);
    await screen.findByRole('checkbox', { name: checkoutContractLabel(items[0]!.loan_serial) });
    await acceptAll(user, items);
    expect(screen.getByText(MESSAGES.bankNotVerified)).toBeTruthy();
    expect(screen.getByRole('button', { name: T.submit }).hasAttribute('disabled')).toBe(true);
    expect(orders()).toEqual([]);
  });

  it('shows a contract box per loan and no confirmation when no loan calls for one', async () => {
    const items = [cartItem(1), cartItem(2)];
    renderCheckout({ items });
    expect(await screen.findByRole('checkbox', { name: checkoutContractLabel(items[0]!.loan_serial) })).toBeTruthy();
    expect(contractBox(items[1]!.loan_serial)).toBeTruthy();
    for (const kind of Object.values(CHECKOUT_CONFIRMATION_TEXTS)) expect(screen.queryByRole('checkbox', { name: kind.label })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: T.checkAll })).toBeNull();
  });

  it('shows each confirmation only when a loan calls for it', async () => {
    const items = [
      cartItem(1, { loan: { pgr: '0.00' } }),
      cartItem(2, { loan: { loan_application_type: 'realty' } }),
    ];
    renderCheckout({ items });
    await screen.findByRole('checkbox', { name: checkoutContractLabel(items[0]!.loan_serial) });
    expect(screen.getByRole('checkbox', { name: CHECKOUT_CONFIRMATION_TEXTS.no_protection.label })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: CHECKOUT_CONFIRMATION_TEXTS.collateral.label })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: CHECKOUT_CONFIRMATION_TEXTS.student_project.label })).toBeNull();
  });

  it('asks for the student project confirmation for a loan the assignment marks as a student loan', async () => {
    const items = [cartItem(1)];
    renderCheckout({ items, studentLoans: [items[0]!.loan_serial] });
    expect(await screen.findByRole('checkbox', { name: CHECKOUT_CONFIRMATION_TEXTS.student_project.label })).toBeTruthy();
  });

  it('offers 全部同意 above five loans only, and it ticks every contract', async () => {
    const five = [1, 2, 3, 4, 5].map((index) => cartItem(index));
    const first = renderCheckout({ items: five });
    await screen.findByRole('checkbox', { name: checkoutContractLabel(five[0]!.loan_serial) });
    expect(screen.queryByRole('checkbox', { name: T.checkAll })).toBeNull();
    first.unmount();

    const six = [1, 2, 3, 4, 5, 6].map((index) => cartItem(index));
    const { user } = renderCheckout({ items: six });
    const checkAll = await screen.findByRole('checkbox', { name: T.checkAll });
    await user.click(checkAll);
    for (const item of six) expect((contractBox(item.loan_serial) as HTMLInputElement).checked).toBe(true);
    await user.click(contractBox(six[2]!.loan_serial));
    expect((screen.getByRole('checkbox', { name: T.checkAll }) as HTMLInputElement).checked).toBe(false);
  });

  it('blocks the order on a contract not accepted, then on each missing confirmation, without calling the API', async () => {
    const items = [cartItem(1, { loan: { pgr: '0.00' } }), cartItem(2, { loan: { loan_application_type: 'student' } })];
    const { user, orders } = renderCheckout({ items });
    await screen.findByRole('checkbox', { name: checkoutContractLabel(items[0]!.loan_serial) });

    await user.click(contractBox(items[0]!.loan_serial));
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await dialogText(T.contractsTitle)).toContain(checkoutContractMissing(items[1]!.loan_serial));
    expect(await dialogText(T.contractsTitle)).not.toContain(checkoutContractMissing(items[0]!.loan_serial));
    await closeAlert(user);

    await user.click(contractBox(items[1]!.loan_serial));
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await dialogText(T.contractsTitle)).toContain(T.noProtectionMissing);
    await closeAlert(user);

    await user.click(screen.getByRole('checkbox', { name: CHECKOUT_CONFIRMATION_TEXTS.no_protection.label }));
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await dialogText(T.contractsTitle)).toContain(T.studentProjectMissing);
    await closeAlert(user);
    expect(orders()).toHaveLength(0);
  });

  it('sends the confirmations that apply with the order', async () => {
    const items = [cartItem(1, { loan: { loan_application_type: 'pawn_project' } })];
    const { user, orders } = renderCheckout({ items, order: { status: 201, body: { data: orderAnswer() } } });
    await screen.findByRole('checkbox', { name: checkoutContractLabel(items[0]!.loan_serial) });
    await acceptAll(user, items);
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await dialogText(T.contractsTitle)).toContain(T.collateralMissing);
    await closeAlert(user);
    await user.click(screen.getByRole('checkbox', { name: CHECKOUT_CONFIRMATION_TEXTS.collateral.label }));
    await user.click(screen.getByRole('button', { name: T.submit }));
    await screen.findByRole('heading', { name: T.completeHeading });
    expect(bodyOf(orders()[0])).toEqual({
      loans: [{ serial: items[0]!.loan_serial, amount: 5000, updated_at: updatedAtOf(items[0]!.loan_serial) }],
      payment_method: 'balance',
      contract_accepted: true,
      collateral_contract_accepted: true,
    });
  });
});

describe('CheckoutPage: payment', () => {
  it('pays from a balance that covers the total in two steps and links to the waiting investments', async () => {
    const items = [cartItem(1), cartItem(2, { amount: 3000 })];
    const { user, orders, apiCalls } = renderCheckout({
      items,
      available: 8000,
      order: { status: 201, body: { data: orderAnswer({ total_amount: 8000 }, 8000) } },
    });
    expect(await stepLabels()).toEqual([CHECKOUT_STEP_LABELS.contracts, CHECKOUT_STEP_LABELS.complete]);
    expect(screen.getByLabelText(T.total).textContent).toBe(checkoutMoney(8000));
    expect(screen.getByLabelText(T.paymentMethod).textContent).toBe(CHECKOUT_PAYMENT_METHOD_LABELS.balance);
    await acceptAll(user, items);
    await user.click(screen.getByRole('button', { name: T.submit }));

    await screen.findByRole('heading', { name: T.completeHeading });
    expect(bodyOf(orders()[0]).payment_method).toBe('balance');
    expect(screen.getByText('OD2026000001')).toBeTruthy();
    expect(screen.getByText('IV2026000001')).toBeTruthy();
    expect(screen.getByRole('link', { name: T.viewInvestments }).getAttribute('href')).toBe(lenderInvestmentsPath('waiting'));
    expect(lenderInvestmentsPath('waiting')).toBe('/account/lender/investments/waiting');
    await waitFor(() => expect(apiCalls().filter((call) => call.path === '/api/v1/carts')).toHaveLength(2));
  });

  it('takes three steps when the balance is short: order by deposit, show the virtual account and deadline, then pay', async () => {
    const items = [cartItem(1, { amount: 10000 })];
    const deposit = orderAnswer({ status: 'pending_payment', payment_method: 'deposit', total_amount: 10000, arrive_at: '2026-01-08T15:59:00.000Z' }, 10000);
    const { user, orders, apiCalls } = renderCheckout({
      items,
      available: 4000,
      order: { status: 201, body: { data: deposit } },
      pay: { body: { data: { ...deposit, order: { ...deposit.order, status: 'paid' } } } },
    });
    expect(await stepLabels()).toEqual([
      CHECKOUT_STEP_LABELS.contracts,
      CHECKOUT_STEP_LABELS.deposit,
      CHECKOUT_STEP_LABELS.transfer_complete,
    ]);
    expect(screen.getByLabelText(T.paymentMethod).textContent).toBe(CHECKOUT_PAYMENT_METHOD_LABELS.deposit);
    await acceptAll(user, items);
    await user.click(screen.getByRole('button', { name: T.submit }));

    expect(await screen.findByText(T.depositHeading)).toBeTruthy();
    expect(bodyOf(orders()[0]).payment_method).toBe('deposit');
    expect(screen.getByLabelText(T.virtualAccount).textContent).toBe('9990001234567890');
    expect(screen.getByLabelText(T.bankCode).textContent).toBe('006');
    expect(screen.getByLabelText(T.depositAmount).textContent).toBe(checkoutMoney(6000));
    expect(screen.getByLabelText(T.deadline).textContent).toBe(formatDateTime('2026-01-08T15:59:00.000Z'));
    expect(screen.getByLabelText(T.deadline).textContent).toMatch(/2026\/01\/08\s23:59/);

    await user.click(screen.getByRole('button', { name: T.transferDone }));
    expect(await screen.findByText(T.transferCompleteHeading)).toBeTruthy();
    const pay = apiCalls().find((call) => call.path === '/api/v1/orders/OD2026000001/pay');
    expect(pay?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(pay?.headers.get('Idempotency-Key')).not.toBe(orders()[0]?.headers.get('Idempotency-Key'));
    expect(screen.getByRole('link', { name: T.viewInvestments }).getAttribute('href')).toBe(lenderInvestmentsPath('waiting'));
  });

  it('shows the server message when the transfer has not arrived, and the next try is a new attempt', async () => {
    const items = [cartItem(1, { amount: 10000 })];
    const deposit = orderAnswer({ status: 'pending_payment', payment_method: 'deposit', total_amount: 10000, arrive_at: null }, 10000);
    const { user, apiCalls } = renderCheckout({
      items,
      available: 0,
      order: { status: 201, body: { data: deposit } },
      pay: { status: 400, body: { statusCode: 400, code: 'INSUFFICIENT_BALANCE', message: '帳戶餘額不足' } },
    });
    await screen.findByRole('checkbox', { name: checkoutContractLabel(items[0]!.loan_serial) });
    await acceptAll(user, items);
    await user.click(screen.getByRole('button', { name: T.submit }));
    await user.click(await screen.findByRole('button', { name: T.transferDone }));
    expect(await dialogText(MESSAGES.genericErrorTitle)).toContain('帳戶餘額不足');
    await closeAlert(user);
    await user.click(screen.getByRole('button', { name: T.transferDone }));
    await waitFor(() => expect(apiCalls().filter((call) => call.path.endsWith('/pay'))).toHaveLength(2));
    const keys = apiCalls()
      .filter((call) => call.path.endsWith('/pay'))
      .map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[0]).not.toBe(keys[1]);
    expect(screen.getByText(T.depositHeading)).toBeTruthy();
  });

  it('counts a deposit order the balance already paid as done when the pay call finds it no longer pending', async () => {
    const items = [cartItem(1, { amount: 10000 })];
    const deposit = orderAnswer({ status: 'pending_payment', payment_method: 'deposit', total_amount: 10000, arrive_at: null }, 10000);
    const mock = mockFetch({
      ...checkoutRoutes({
        items,
        available: 0,
        order: { status: 201, body: { data: deposit } },
        pay: { status: 409, body: { statusCode: 409, code: 'ORDER_NOT_PENDING', message: '此訂單目前不需付款' } },
      }),
      'GET /api/v1/orders/OD2026000001': { body: { data: { ...deposit, order: { ...deposit.order, status: 'paid' } } } },
    });
    const { user } = renderRoute(<CheckoutPage />, { url: '/market-place/place-order', status: STATUSES.complete });
    await screen.findByRole('checkbox', { name: checkoutContractLabel(items[0]!.loan_serial) });
    await acceptAll(user, items);
    await user.click(screen.getByRole('button', { name: T.submit }));
    await user.click(await screen.findByRole('button', { name: T.transferDone }));
    expect(await screen.findByRole('heading', { name: T.transferCompleteHeading })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mock.apiCalls().some((call) => call.method === 'GET' && call.path === '/api/v1/orders/OD2026000001')).toBe(true);
  });
});

describe('CheckoutPage: idempotency and CART_CHANGED', () => {
  it('sends a fresh key per attempt and the same key again when an attempt got no answer', async () => {
    const items = [cartItem(1)];
    let answers = 0;
    const { user, orders } = renderCheckout({
      items,
      order: () => {
        answers += 1;
        if (answers === 1) return { status: 502, body: { statusCode: 502, code: 'BAD_GATEWAY', message: '伺服器忙碌中' } };
        if (answers === 2) return { status: 400, body: { statusCode: 400, code: 'INSUFFICIENT_BALANCE', message: '可投資金額不足' } };
        return { status: 201, body: { data: orderAnswer() } };
      },
    });
    await screen.findByRole('checkbox', { name: checkoutContractLabel(items[0]!.loan_serial) });
    await acceptAll(user, items);

    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await dialogText(MESSAGES.genericErrorTitle)).toContain('伺服器忙碌中');
    await closeAlert(user);
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await dialogText(MESSAGES.genericErrorTitle)).toContain('可投資金額不足');
    await closeAlert(user);
    await user.click(screen.getByRole('button', { name: T.submit }));
    await screen.findByRole('heading', { name: T.completeHeading });

    const keys = orders().map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(orders()[0]?.headers.get('X-CSRF-Token')).toBeTruthy();
    expect(orders()[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('shows 購物車部分案件更動 with the lowered amounts and orders again once the member confirms again', async () => {
    const items = [cartItem(1, { amount: 5000 }), cartItem(2, { amount: 3000 }), cartItem(3, { amount: 2000 })];
    const [first, second, third] = items.map((item) => item.loan_serial) as [string, string, string];
    let answers = 0;
    const { user, orders } = renderCheckout({
      items,
      order: () => {
        answers += 1;
        if (answers === 1) {
          return {
            status: 409,
            body: {
              statusCode: 409,
              code: 'CART_CHANGED',
              message: '購物車部分案件更動',
              data: {
                loans: [
                  { serial: first, amount: 2000, updated_at: '2026-01-06T00:00:00.000Z' },
                  { serial: third, amount: 0, updated_at: '2026-01-06T00:00:00.000Z' },
                ],
              },
            },
          };
        }
        return { status: 201, body: { data: orderAnswer({ total_amount: 5000 }, 5000) } };
      },
    });
    await screen.findByRole('checkbox', { name: checkoutContractLabel(first) });
    await acceptAll(user, items);
    await user.click(screen.getByRole('button', { name: T.submit }));

    const text = await dialogText(T.cartChanged);
    expect(text).toContain(checkoutLoweredLine(first, 5000, 2000));
    expect(text).toContain(checkoutRemovedLine(third));
    await closeAlert(user);
    expect(screen.getByRole('alert', { name: T.cartChanged }).textContent).toContain(checkoutLoweredLine(first, 5000, 2000));
    expect(screen.queryByRole('checkbox', { name: checkoutContractLabel(third) })).toBeNull();
    expect((contractBox(first) as HTMLInputElement).checked).toBe(false);
    expect((contractBox(second) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await dialogText(T.contractsTitle)).toContain(checkoutContractMissing(first));
    await closeAlert(user);
    expect(orders()).toHaveLength(1);

    await user.click(contractBox(first));
    await user.click(screen.getByRole('button', { name: T.submit }));
    await screen.findByRole('heading', { name: T.completeHeading });
    expect(bodyOf(orders()[1]).loans).toEqual([
      { serial: first, amount: 2000, updated_at: '2026-01-06T00:00:00.000Z' },
      { serial: second, amount: 3000, updated_at: updatedAtOf(second) },
    ]);
    expect(orders()[1]?.headers.get('Idempotency-Key')).not.toBe(orders()[0]?.headers.get('Idempotency-Key'));
  });
});

describe('checkout and investments routes', () => {
  const renderApp = (url: string, status: UserStatus) => {
    mockFetch(checkoutRoutes({ items: [cartItem(1)] }));
    const router = createMemoryRouter(routes, { initialEntries: [url] });
    render(
      <AppProviders initialStatus={status} queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    return router;
  };

  it('opens checkout only after the risk questionnaire', async () => {
    const router = renderApp('/market-place/place-order', STATUSES.full);
    expect((await screen.findByRole('dialog')).textContent).toContain(MESSAGES.questionnaireIncomplete);
    await waitFor(() => expect(currentUrl(router)).toBe(`/member/risk-questionnaire?next=${encodeURIComponent('/market-place/place-order')}`));
  });

  it('serves checkout to a member who completed it', async () => {
    renderApp('/market-place/place-order', STATUSES.complete);
    expect(await screen.findByRole('checkbox', { name: checkoutContractLabel(cartItem(1).loan_serial) })).toBeTruthy();
  });

  it('opens the investment lists to full members', async () => {
    const router = renderApp('/account/lender/investments/waiting', STATUSES.member);
    expect((await screen.findByRole('dialog')).textContent).toContain(MESSAGES.notMemberFull);
    await waitFor(() => expect(currentUrl(router).startsWith('/member/register')).toBe(true));
  });
});
