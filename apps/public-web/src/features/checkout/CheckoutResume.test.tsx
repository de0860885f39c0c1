import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_RESUME_TEXTS,
  CHECKOUT_STEP_LABELS,
  CHECKOUT_TEXTS,
  MESSAGES,
  ORDER_TEXTS,
  checkoutMoney,
  checkoutResumePath,
  checkoutSettledText,
  lenderInvestmentsPath,
} from '@lendbridge/domain';
import type { CheckoutOrderAnswer } from '@lendbridge/domain';
import { routes } from '../../app/App';
import { AppProviders } from '../../app/providers';
import { mockFetch } from '../../test/fetchMock';
import type { MockHandler, MockReply } from '../../test/fetchMock';
import { STATUSES, createTestQueryClient, currentUrl, renderRoute } from '../../test/render';
import { overviewOf } from '../account/testAccount';
import { formatDateTime } from '../market/format';
import { CheckoutPage } from './CheckoutPage';

const T = CHECKOUT_TEXTS;
const SERIAL = 'O2026000005';
const ORDER_PATH = `/api/v1/orders/${SERIAL}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A deposit order of two loans, each investment in the given state. */
const depositOrder = (status: string, investments: readonly string[] = ['pending_payment', 'pending_payment']): CheckoutOrderAnswer => ({
  order: {
    serial: SERIAL,
    status,
    payment_method: 'deposit',
    total_amount: investments.length * 5000,
    arrive_at: status === 'pending_payment' ? '2026-01-08T15:59:00.000Z' : null,
    created_at: '2026-01-05T08:30:00.000Z',
  },
  investments: investments.map((state, index) => ({ serial: `I202600000${index}`, loan_serial: `A202600000${index}`, amount: 5000, status: state })),
});

interface ResumeOptions {
  order: MockReply | MockHandler;
  available?: number;
  pay?: MockReply | MockHandler;
}

const renderResume = ({ order, available = 2000, pay }: ResumeOptions) => {
  const mock = mockFetch({
    [`GET ${ORDER_PATH}`]: order,
    'GET /api/account/overview': { body: { data: overviewOf({ available_amount: available }) } },
    ...(pay === undefined ? {} : { [`POST ${ORDER_PATH}/pay`]: pay }),
  });
  const view = renderRoute(<CheckoutPage />, { url: checkoutResumePath(SERIAL), path: '/market-place/place-order', status: STATUSES.complete });
  return { ...view, ...mock };
};

/** The stepper's step names and which is current. */
const stepper = async () => {
  const steps = await screen.findByLabelText(T.steps);
  return {
    labels: Array.from(steps.querySelectorAll('.MuiStepLabel-label'), (label) => label.textContent),
    active: steps.querySelector('.MuiStepLabel-label.Mui-active')?.textContent,
  };
};

describe('CheckoutPage on an order (?order=)', () => {
  it('opens a deposit order still waiting on its deposit step, without reading the cart', async () => {
    const { apiCalls } = renderResume({ order: { body: { data: depositOrder('pending_payment') } } });
    expect(await screen.findByText(T.depositHeading)).toBeTruthy();
    expect(await stepper()).toEqual({
      labels: [CHECKOUT_STEP_LABELS.contracts, CHECKOUT_STEP_LABELS.deposit, CHECKOUT_STEP_LABELS.transfer_complete],
      active: CHECKOUT_STEP_LABELS.deposit,
    });
    expect(screen.getByLabelText(T.orderSerial).textContent).toBe(SERIAL);
    expect(screen.getByLabelText(T.virtualAccount).textContent).toBe('9990001234567890');
    expect(screen.getByLabelText(T.bankCode).textContent).toBe('006');
    expect(screen.getByLabelText(T.total).textContent).toBe(checkoutMoney(10000));
    expect(screen.getByLabelText(T.depositAmount).textContent).toBe(checkoutMoney(8000));
    expect(screen.getByLabelText(T.deadline).textContent).toBe(formatDateTime('2026-01-08T15:59:00.000Z'));
    expect(screen.queryByLabelText(CHECKOUT_RESUME_TEXTS.amountDue)).toBeNull();
    expect(apiCalls().filter((call) => call.path.startsWith('/api/v1/carts') || call.path.startsWith('/api/market-place'))).toEqual([]);
  });

  it('asks only for what the order still waits for once one of its loans left it', async () => {
    renderResume({ order: { body: { data: depositOrder('pending_payment', ['pending_payment', 'cancelled']) } }, available: 1000 });
    expect(await screen.findByText(T.depositHeading)).toBeTruthy();
    expect(screen.getByLabelText(CHECKOUT_RESUME_TEXTS.amountDue).textContent).toBe(checkoutMoney(5000));
    expect(screen.getByLabelText(T.depositAmount).textContent).toBe(checkoutMoney(4000));
  });

  it('pays the order with 我已完成匯款 and its own Idempotency-Key, then shows the transfer complete', async () => {
    const paid = depositOrder('paid', ['waiting', 'waiting']);
    const { user, apiCalls } = renderResume({ order: { body: { data: depositOrder('pending_payment') } }, pay: { body: { data: paid } } });
    await user.click(await screen.findByRole('button', { name: T.transferDone }));
    expect(await screen.findByRole('heading', { name: T.transferCompleteHeading })).toBeTruthy();
    const pay = apiCalls().find((call) => call.method === 'POST' && call.path === `${ORDER_PATH}/pay`);
    expect(pay?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(screen.getByRole('link', { name: T.viewInvestments }).getAttribute('href')).toBe(lenderInvestmentsPath('waiting'));
  });

  it.each([
    ['paid', ['waiting', 'waiting'], 'all'],
    ['lapsed', ['lapsed', 'lapsed'], 'closed'],
    ['cancelled', ['cancelled', 'expired'], 'closed'],
  ] as const)('shows a %s order as it is, with the way to the investment list', async (status, investments, tab) => {
    renderResume({ order: { body: { data: depositOrder(status, investments) } } });
    const { heading, hint } = checkoutSettledText(status);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByText(hint)).toBeTruthy();
    expect(screen.getByText(SERIAL)).toBeTruthy();
    expect(screen.getByRole('link', { name: CHECKOUT_RESUME_TEXTS.viewInvestments }).getAttribute('href')).toBe(lenderInvestmentsPath(tab));
    expect(screen.queryByRole('button', { name: T.transferDone })).toBeNull();
    expect(screen.queryByLabelText(T.steps)).toBeNull();
  });

  it('shows the order as lapsed after the server refuses a payment that came too late', async () => {
    let reads = 0;
    const { user } = renderResume({
      order: () => {
        reads += 1;
        return { body: { data: reads === 1 ? depositOrder('pending_payment') : depositOrder('lapsed', ['lapsed', 'lapsed']) } };
      },
      pay: { status: 409, body: { statusCode: 409, code: 'ORDER_NOT_PENDING', message: ORDER_TEXTS.orderNotPending } },
    });
    await user.click(await screen.findByRole('button', { name: T.transferDone }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.genericErrorTitle });
    expect(dialog.textContent).toContain(ORDER_TEXTS.orderNotPending);
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.dialogConfirm }));
    expect(await screen.findByRole('heading', { name: checkoutSettledText('lapsed').heading })).toBeTruthy();
  });

  it('answers with the not-found view for an order that is not the member’s', async () => {
    renderResume({ order: { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: ORDER_TEXTS.orderNotFound } } });
    expect(await screen.findByText(MESSAGES.notFound)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '404' })).toBeTruthy();
  });

  it('is reached through the checkout route', async () => {
    mockFetch({
      [`GET ${ORDER_PATH}`]: { body: { data: depositOrder('pending_payment') } },
      'GET /api/account/overview': { body: { data: overviewOf() } },
    });
    const router = createMemoryRouter(routes, { initialEntries: [checkoutResumePath(SERIAL)] });
    render(
      <AppProviders initialStatus={STATUSES.complete} queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText(T.depositHeading)).toBeTruthy();
    expect(currentUrl(router)).toBe(checkoutResumePath(SERIAL));
  });
});
