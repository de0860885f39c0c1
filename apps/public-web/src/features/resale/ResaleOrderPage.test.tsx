import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, MESSAGES, RESALE_TEXTS, ntdText } from '@lendbridge/domain';
import type { ResaleOrderPreview } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockReply, MockRequest } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { ResaleOrderPage } from './ResaleOrderPage';

const T = RESALE_TEXTS;
const PATH = '/api/market-place/bids/7/order';
const HASH = 'ab'.repeat(32);

const PREVIEW: ResaleOrderPreview = {
  offer: {
    id: 7,
    loan_serial: 'A261128000002',
    credit_level: 'A-',
    apr: '12.00',
    period: 12,
    remain_principal: 50_000,
    remaining_periods: 12,
    next_due_date: '2026-12-13',
    last_due_date: '2027-11-13',
    price: 47_500,
    gap: { kind: 'discount', amount: 2_500, percent: '5.00' },
    accrued_interest: 250,
    yield_to_maturity: '21.63',
    created_at: '2026-11-28T02:00:00.000Z',
  },
  business_date: '2026-11-28',
  buyer_pays: 47_750,
  balance: 60_000,
  hash: HASH,
};

const BOUGHT = { investment_serial: 'I261128000099', loan_serial: 'A261128000002', amount: 50_000, price: 47_500, accrued_interest: 250, buyer_pays: 47_750 };

const renderOrder = (post: (request: MockRequest) => MockReply = () => ({ body: { message: T.bought, data: BOUGHT } })) => {
  const mock = mockFetch({ [`GET ${PATH}`]: { body: { data: PREVIEW } }, [`POST ${PATH}`]: post });
  const view = renderRoute(<ResaleOrderPage />, { url: '/market-place/bids/7', path: '/market-place/bids/:id', status: STATUSES.complete });
  const posts = () => mock.calls.filter((call) => call.method === 'POST' && call.path === PATH);
  return { ...view, ...mock, posts };
};

const valueOf = (label: string): string => screen.getByRole('rowheader', { name: label }).nextElementSibling?.textContent ?? '';

describe('ResaleOrderPage', () => {
  it('previews the terms, asks for the password and confirms with the preview’s hash, ending on #success', async () => {
    const { user, posts, router } = renderOrder();
    expect(await screen.findByRole('heading', { name: T.buyTitle })).toBeTruthy();
    await screen.findByRole('table', { name: T.buyTitle });
    expect(valueOf(T.price)).toBe(ntdText(47_500));
    expect(valueOf(T.priceGap)).toBe('折價 5.00% (NT$ 2,500)');
    expect(valueOf(T.accruedInterest)).toBe(ntdText(250));
    expect(valueOf(T.buyerPays)).toBe(ntdText(47_750));
    expect(valueOf(T.yieldToMaturity)).toBe('21.63%');

    await user.click(screen.getByRole('button', { name: T.confirmBuy }));
    expect(await screen.findByText(T.passwordRequired)).toBeTruthy();
    expect(posts()).toHaveLength(0);

    await user.type(screen.getByLabelText(T.password), 'Lb-test-2468');
    await user.click(screen.getByRole('button', { name: T.confirmBuy }));
    await waitFor(() => expect(posts().map((call) => call.body)).toEqual([{ hash: HASH, password: 'Lb-test-2468' }]));
    expect(posts()[0]?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBeTruthy();
    expect(await screen.findByText(T.bought, { selector: 'div' })).toBeTruthy();
    expect(router.state.location.hash).toBe('#success');
    expect(screen.getByRole('link', { name: T.toInvestments })).toBeTruthy();
  });

  it('puts a wrong password under the field and sends nothing else', async () => {
    const { user, posts } = renderOrder(() => ({
      status: 400,
      body: { statusCode: 400, code: 'WRONG_PASSWORD', message: MESSAGES.wrongPassword, errors: { password: MESSAGES.wrongPassword } },
    }));
    await user.type(await screen.findByLabelText(T.password), 'nope');
    await user.click(screen.getByRole('button', { name: T.confirmBuy }));
    expect(await screen.findByText(MESSAGES.wrongPassword)).toBeTruthy();
    expect(posts()).toHaveLength(1);
    expect(screen.queryByText(T.boughtNote)).toBeNull();
  });
});
