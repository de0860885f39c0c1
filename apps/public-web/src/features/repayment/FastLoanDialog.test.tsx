import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FAST_LOAN_TEXTS, MESSAGES, ntdText } from '@lendbridge/domain';
import type { FastLoanLookup } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockReply } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { FastLoanDialog } from './FastLoanDialog';

const T = FAST_LOAN_TEXTS;
const SERIAL = 'LA2026000031';
const HASH = 'ab'.repeat(32);

const lookup = (overrides: Partial<FastLoanLookup> = {}, requestedAt: string | null = null): FastLoanLookup => ({
  data: { loan_serial: SERIAL, amount: 60_000, invested_amount: 15_000, remaining: 45_000, requested_at: requestedAt },
  is_service_time: true,
  hash: HASH,
  ...overrides,
});

const renderDialog = (answer: FastLoanLookup, post: MockReply = { status: 201, body: { data: { loan_serial: SERIAL, requested_at: '2026-03-04T02:00:00.000Z' }, message: MESSAGES.applySuccess } }) => {
  const mock = mockFetch({ 'GET /api/borrower/fast-loan': { body: answer }, 'POST /api/borrower/fast-loan': post });
  const onClose = vi.fn();
  const view = renderRoute(<FastLoanDialog serial={SERIAL} onClose={onClose} />, { status: STATUSES.full });
  return { ...view, ...mock, onClose };
};

const dialog = () => screen.findByRole('dialog', { name: T.title });

describe('FastLoanDialog', () => {
  it('shows the loan’s funding and sends the request with the hash, then 申請成功', async () => {
    const { user, apiCalls, onClose } = renderDialog(lookup());
    const box = await dialog();
    await waitFor(() => expect(within(box).getByRole('cell', { name: T.amount }).textContent).toBe(ntdText(60_000)));
    expect(within(box).getByRole('cell', { name: T.investedAmount }).textContent).toBe(ntdText(15_000));
    expect(within(box).getByRole('cell', { name: T.remaining }).textContent).toBe(ntdText(45_000));
    expect(within(box).getByText(T.serviceTime)).toBeTruthy();
    expect(apiCalls()[0]?.url).toContain(`loan_serial=${SERIAL}`);

    await user.click(within(box).getByRole('button', { name: T.submit }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.applySuccess })).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    const post = apiCalls().find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ loan_serial: SERIAL, hash: HASH });
  });

  it('cannot be sent outside service time', async () => {
    const { apiCalls } = renderDialog(lookup({ is_service_time: false }));
    const box = await dialog();
    expect(await within(box).findByText(T.outsideServiceTime)).toBeTruthy();
    expect(within(box).getByRole('button', { name: T.submit }).hasAttribute('disabled')).toBe(true);
    expect(apiCalls().some((call) => call.method === 'POST')).toBe(false);
  });

  it('cannot be sent twice for a loan', async () => {
    renderDialog(lookup({}, '2026-03-04T02:00:00.000Z'));
    const box = await dialog();
    expect(await within(box).findByText(T.requested)).toBeTruthy();
    expect(within(box).getByRole('button', { name: T.submit }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the server’s refusal and stays open', async () => {
    const { user, onClose } = renderDialog(lookup(), {
      status: 409,
      body: { statusCode: 409, code: 'FAST_LOAN_OUT_OF_SERVICE_TIME', message: T.outsideServiceTime },
    });
    const box = await dialog();
    await user.click(await within(box).findByRole('button', { name: T.submit }));
    const alert = await screen.findByRole('dialog', { name: MESSAGES.genericErrorTitle });
    expect(within(alert).getByText(T.outsideServiceTime)).toBeTruthy();
    await user.click(within(alert).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: MESSAGES.genericErrorTitle })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(within(box).getByRole('button', { name: T.submit }).hasAttribute('disabled')).toBe(false);
  });

  it('closes and tells why when the loan can no longer be looked up', async () => {
    const onClose = vi.fn();
    mockFetch({
      'GET /api/borrower/fast-loan': { status: 409, body: { statusCode: 409, code: 'FAST_LOAN_NOT_MATCHING', message: T.notMatching } },
    });
    renderRoute(<FastLoanDialog serial={SERIAL} onClose={onClose} />, { status: STATUSES.full });
    const alert = await screen.findByRole('dialog', { name: MESSAGES.genericErrorTitle });
    expect(within(alert).getByText(T.notMatching)).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });
});
