import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FUNDING_PAYMENT_METHOD_LABELS, FUNDING_TAB_LABELS, FUNDING_TEXTS, fundingContractKey } from '@lendbridge/domain';
import type { FundingFill } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockRoutes } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { FundingPages } from './FundingPages';
import { LOAN_UPDATED_AT, projectOf } from './testFunding';

const PROJECT = projectOf({ backers: [{ name: null, amount: 5000, invested_at: '2025-11-19T03:00:00.000Z' }] });
const FILL: FundingFill = {
  order: { payment_method: 'kgi_web_atm', amount: 3000 },
  project: { serial: PROJECT.serial, title: PROJECT.title, target_amount: 30_000, expected_amount: 150_000, precent: 20, target_date: '2025-12-01', days_left: 11 },
  loan: { serial: PROJECT.primary_loan_serial, updated_at: LOAN_UPDATED_AT },
  balance: 0,
};
const FILL_URL = `/funding/market-place/project/${PROJECT.serial}/place-order?amount=3000`;

const renderFunding = (url: string, routes: MockRoutes) => {
  const mock = mockFetch({ 'GET /api/funding/attributes': { body: { data: { logged_in: true, is_member: true, is_member_full: true, member_serial: 'M000007', balance: 0 } } }, ...routes });
  return { ...mock, ...renderRoute(<FundingPages />, { url, path: '/funding/market-place/*', status: STATUSES.full }) };
};

describe('the funding pages', () => {
  it('opens the tab the URL hash names, and shows anonymous backers without a name', async () => {
    const { user } = renderFunding(`/funding/market-place/project/${PROJECT.serial}#report`, { [`GET /api/funding/project/${PROJECT.serial}`]: { body: { data: PROJECT } } });
    expect(await screen.findByText(PROJECT.personal_credit)).toBeTruthy();
    expect(screen.getByRole('tab', { name: FUNDING_TAB_LABELS.report }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('tab', { name: FUNDING_TAB_LABELS.feedback }));
    expect(within(screen.getByRole('table', { name: FUNDING_TEXTS.backersTitle })).getByText(FUNDING_TEXTS.anonymousBacker)).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: FUNDING_TAB_LABELS.detail }));
    expect(within(screen.getByRole('table', { name: FUNDING_TEXTS.usageTitle })).getByText('小型碾米機')).toBeTruthy();
  });

  it('says 讀取失敗 / 請重新操作 when the fill cannot be read, then shows the error page', async () => {
    const { user, router } = renderFunding(FILL_URL, {
      'GET /api/funding/fill': { status: 409, body: { statusCode: 409, code: 'FUNDING_PROJECT_CLOSED', message: FUNDING_TEXTS.fullyFunded } },
    });
    const alert = await screen.findByRole('dialog', { name: FUNDING_TEXTS.fillFailed });
    expect(within(alert).getByText(FUNDING_TEXTS.fillRetry)).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: '確定' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/funding/market-place/error'));
  });

  it('places the order with the Idempotency-Key, or says 目前無法下單 with the reason for the loan', async () => {
    window.localStorage.setItem(fundingContractKey(PROJECT.primary_loan_serial, STATUSES.full.memberSerial ?? '', LOAN_UPDATED_AT), '1');
    let attempt = 0;
    const { user, router, apiCalls } = renderFunding(FILL_URL, {
      'GET /api/funding/fill': { body: { data: FILL } },
      'POST /api/funding/place-order': () => {
        attempt += 1;
        return attempt === 1
          ? { status: 409, body: { statusCode: 409, code: 'CART_CHANGED', message: FUNDING_TEXTS.orderFailed, errors: { [`assignData.${PROJECT.primary_loan_serial}`]: FUNDING_TEXTS.fullyFunded } } }
          : { status: 201, body: { data: { order: { serial: 'O251120000001', status: 'pending_payment', payment_method: 'deposit', total_amount: 3000, arrive_at: null, created_at: '' }, project: { serial: PROJECT.serial, title: PROJECT.title }, anonymous: false } } };
      },
    });
    expect(await screen.findByText(`${FUNDING_TEXTS.paymentMethod}：${FUNDING_PAYMENT_METHOD_LABELS.kgi_web_atm}`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: FUNDING_TEXTS.placeOrder }));
    const alert = await screen.findByRole('dialog', { name: FUNDING_TEXTS.orderFailed });
    expect(within(alert).getByText(FUNDING_TEXTS.fullyFunded)).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: '確定' }));
    await user.click(screen.getByRole('button', { name: FUNDING_TEXTS.placeOrder }));
    await waitFor(() => expect(currentUrl(router)).toBe('/funding/market-place/order-complete/O251120000001'));
    const posts = apiCalls().filter((call) => call.method === 'POST');
    expect(posts[0]?.body).toEqual({ assignData: { [PROJECT.primary_loan_serial]: 3000 }, updated_at: LOAN_UPDATED_AT, contract_accepted: true });
    expect(posts.every((call) => (call.headers.get('Idempotency-Key') ?? '') !== '')).toBe(true);
    window.localStorage.clear();
  });

  it('hides the name on the order-complete page at once, and goes back when the server refuses', async () => {
    const order = { order: { serial: 'O251120000002', status: 'paid', payment_method: 'balance', total_amount: 2000, arrive_at: null, created_at: '2025-11-20T04:00:00.000Z' }, project: { serial: PROJECT.serial, title: PROJECT.title }, anonymous: false };
    let refuse = false;
    const { user, apiCalls } = renderFunding('/funding/market-place/order-complete/O251120000002', {
      'GET /api/funding/orders/O251120000002': { body: { data: order } },
      'POST /api/funding/orders/O251120000002/anonymous': (call) =>
        refuse ? { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: FUNDING_TEXTS.orderNotFound } } : { body: { data: { ...order, anonymous: (call.body as { anonymous: boolean }).anonymous } } },
    });
    const box = await screen.findByRole('checkbox', { name: FUNDING_TEXTS.anonymous });
    await user.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(apiCalls().filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ anonymous: true }]));
    await waitFor(() => expect((screen.getByRole('checkbox', { name: FUNDING_TEXTS.anonymous }) as HTMLInputElement).disabled).toBe(false));
    refuse = true;
    await user.click(screen.getByRole('checkbox', { name: FUNDING_TEXTS.anonymous }));
    expect(await screen.findByRole('dialog', { name: FUNDING_TEXTS.orderRetryLater })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: FUNDING_TEXTS.anonymous, hidden: true }) as HTMLInputElement).checked).toBe(true);
  });
});
