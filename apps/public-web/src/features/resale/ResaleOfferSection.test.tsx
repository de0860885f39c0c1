import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, RESALE_TEXTS, ntdText, resalePriceOutOfBand } from '@lendbridge/domain';
import type { ResaleSellPreview } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockReply, MockRequest } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { ResaleOfferSection } from './ResaleOfferSection';

const T = RESALE_TEXTS;
const SERIAL = 'I261128000002';
const PATH = `/api/v1/investments/${SERIAL}/bid`;

/** The bid preview of an active investment of NT$ 10,000 still owed, nothing offered. */
const preview = (overrides: Partial<ResaleSellPreview> = {}): ResaleSellPreview => ({
  investment_serial: SERIAL,
  loan_serial: 'A261128000002',
  credit_level: 'A-',
  apr: '12.00',
  period: 12,
  remain_principal: 10_000,
  remaining_periods: 10,
  next_due_date: '2026-12-13',
  last_due_date: '2027-09-13',
  business_date: '2026-11-28',
  bounds: { min: 8_000, max: 10_500 },
  fee_percent: 1,
  accrued_interest: 50,
  refusal: null,
  offer: null,
  ...overrides,
});

const OFFERED = preview({
  offer: { id: 3, price: 9_000, gap: { kind: 'discount', amount: 1_000, percent: '10.00' }, resale_fee: 90, created_at: '2026-11-28T02:00:00.000Z', buyable: true },
});

const renderSection = (post: (request: MockRequest) => MockReply = () => ({ status: 201, body: { message: T.offered, data: OFFERED } }), first = preview()) => {
  let current = first;
  const mock = mockFetch({
    [`GET ${PATH}`]: () => ({ body: { data: current } }),
    [`POST ${PATH}`]: (request) => {
      const reply = post(request);
      if ((reply.status ?? 200) < 300) current = OFFERED;
      return reply;
    },
    [`POST ${PATH}/withdraw`]: () => {
      current = preview();
      return { body: { message: T.withdrawn, data: current } };
    },
  });
  const view = renderRoute(<ResaleOfferSection serial={SERIAL} />, { url: `/investment/${SERIAL}`, path: '/investment/:serial', status: STATUSES.full });
  const posts = () => mock.calls.filter((call) => call.method === 'POST' && call.path === PATH);
  return { ...view, ...mock, posts };
};

describe('ResaleOfferSection', () => {
  it('checks the price against the band of the remaining principal before offering it', async () => {
    const { user, posts } = renderSection();
    await user.click(await screen.findByRole('button', { name: T.offer }));
    expect(screen.getByText(`${T.priceBand} ${ntdText(8_000)} – ${ntdText(10_500)}`)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: T.submitOffer }));
    expect(await screen.findByText(T.priceRequired)).toBeTruthy();
    const price = screen.getByRole('textbox', { name: T.price });
    await user.type(price, '7999');
    await user.click(screen.getByRole('button', { name: T.submitOffer }));
    expect(await screen.findByText(resalePriceOutOfBand(8_000, 10_500))).toBeTruthy();
    await user.clear(price);
    await user.type(price, '10501');
    await user.click(screen.getByRole('button', { name: T.submitOffer }));
    expect(await screen.findByText(resalePriceOutOfBand(8_000, 10_500))).toBeTruthy();
    await user.clear(price);
    await user.type(price, '12.5');
    await user.click(screen.getByRole('button', { name: T.submitOffer }));
    expect(await screen.findByText(MESSAGES.digitsOnly)).toBeTruthy();
    expect(posts()).toHaveLength(0);

    await user.clear(price);
    await user.type(price, '9000');
    await user.click(screen.getByRole('button', { name: T.submitOffer }));
    await waitFor(() => expect(posts().map((call) => call.body)).toEqual([{ price: 9_000 }]));
    expect(await screen.findByRole('button', { name: T.withdrawOffer })).toBeTruthy();
    expect(screen.getByText('折價 10.00% (NT$ 1,000)')).toBeTruthy();
    expect(screen.getByText(ntdText(90))).toBeTruthy();
  });

  it('shows the server’s refusal of the price under the field', async () => {
    const refused = resalePriceOutOfBand(8_000, 10_000);
    const { user } = renderSection(() => ({ status: 400, body: { statusCode: 400, code: 'PRICE_OUT_OF_BAND', message: refused, errors: { price: refused } } }));
    await user.click(await screen.findByRole('button', { name: T.offer }));
    await user.type(screen.getByRole('textbox', { name: T.price }), '10400');
    await user.click(screen.getByRole('button', { name: T.submitOffer }));
    expect(await screen.findByText(refused)).toBeTruthy();
  });

  it('withdraws an open offer, after which the investment can be offered again', async () => {
    const { user } = renderSection(undefined, OFFERED);
    await user.click(await screen.findByRole('button', { name: T.withdrawOffer }));
    const told = await screen.findByRole('dialog', { name: T.withdrawn });
    await user.click(within(told).getByRole('button'));
    expect(await screen.findByRole('button', { name: T.offer })).toBeTruthy();
  });

  it('shows the refusal instead of the form for an investment that cannot be resold', async () => {
    renderSection(undefined, preview({ refusal: T.notResaleable }));
    expect(await screen.findByText(T.notResaleable)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.offer })).toBeNull();
  });
});
