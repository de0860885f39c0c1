import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CROWDFUNDING_PAGE_TEXTS as T, CROWDFUNDING_REDIRECTS, CROWDFUNDING_TEXTS } from '@lendbridge/domain';
import type { CrowdfundingOrderAnswer } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { CardReturnPage } from './CardReturnPage';

const RETURN = 'POST /api/v1/crowdfunding-orders/CO261128000001/card-return';
const URL_BACK = '/crowdfunding/card-return?order=CO261128000001&token=tok_0123456789abcdef';

const answerOf = (status: 'paid' | 'failed', overrides: Partial<CrowdfundingOrderAnswer> = {}): CrowdfundingOrderAnswer => ({
  order: { serial: 'CO261128000001', status, status_label: status === 'paid' ? '已付款' : '付款失敗', payment_by: 0, first_period_amount: 1_280, pay_deadline: null, project_serial: 'CF000001' },
  payment: status === 'paid' ? { status: 'approved' } : { status: 'declined', reason: '持卡人取消 3-D 驗證' },
  message: status === 'paid' ? CROWDFUNDING_TEXTS.orderSuccess : `${CROWDFUNDING_TEXTS.cardDeclined}：持卡人取消 3-D 驗證`,
  redirect: status === 'paid' ? CROWDFUNDING_REDIRECTS.afterOrder : null,
  ...overrides,
});

describe('CardReturnPage', () => {
  it('sends the gateway\'s token back once with an Idempotency-Key and shows the paid order', async () => {
    const { apiCalls } = mockFetch({ [RETURN]: { body: { data: answerOf('paid') } } });
    renderRoute(<CardReturnPage />, { url: URL_BACK, path: '/crowdfunding/card-return', status: STATUSES.complete });
    expect(await screen.findByText(CROWDFUNDING_TEXTS.orderSuccess)).toBeTruthy();
    const returns = apiCalls().filter((call) => call.method === 'POST');
    expect(returns).toHaveLength(1);
    expect(returns[0]?.body).toEqual({ token: 'tok_0123456789abcdef' });
    expect(returns[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('link', { name: T.continueTo }).getAttribute('href')).toBe(CROWDFUNDING_REDIRECTS.afterOrder);
  });

  it('shows a cancelled 3-D Secure step as a failed order, with no way on but the order\'s view', async () => {
    mockFetch({ [RETURN]: { body: { data: answerOf('failed') } } });
    renderRoute(<CardReturnPage />, { url: URL_BACK, path: '/crowdfunding/card-return', status: STATUSES.complete });
    expect(await screen.findByText(`${CROWDFUNDING_TEXTS.cardDeclined}：持卡人取消 3-D 驗證`)).toBeTruthy();
    expect(screen.queryByRole('link', { name: T.continueTo })).toBeNull();
    await waitFor(() => expect(screen.getByRole('link', { name: T.investmentTitle('CO261128000001') })).toBeTruthy());
  });
});
