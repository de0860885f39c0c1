import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CLEARING_TEXTS, PAWNSHOP_CLEAR_LINES, clearCashShort, clearDoneMessage, ntdText, pawnshopClearButtonLabel } from '@lendbridge/domain';
import type { PawnshopClearInfo } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockHandler } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { PawnshopClearButton } from './PawnshopClearButton';

const T = CLEARING_TEXTS;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SERIAL = 'A251122000051';
const CLEAR = `POST /api/borrower/pawnshop/${SERIAL}/clear`;

const INFO: PawnshopClearInfo = {
  balance: 120_000,
  clear_amount: 100_793,
  clear_amount_detail: { principal: 100_000, interest: 493, penalty: 0, storage_fee: 0, lnb_fee: 300 },
};

const pawnLoan = { loan_app_serial: SERIAL, app_type: 'pawn_project', status_code: 'repaying' };

const renderButton = (clear: MockHandler, info: PawnshopClearInfo = INFO, loan = pawnLoan) => {
  const onCleared = vi.fn();
  const mock = mockFetch({ [`GET /api/borrower/pawnshop/${SERIAL}/clear-info`]: { body: { data: info } }, [CLEAR]: clear });
  const view = renderRoute(<PawnshopClearButton loan={loan} onCleared={onCleared} />, { url: '/account/borrower', status: STATUSES.full });
  const clearCalls = () => mock.apiCalls().filter((call) => `${call.method} ${call.path}` === CLEAR);
  return { ...view, onCleared, clearCalls };
};

const openDialog = async (user: ReturnType<typeof renderButton>['user']) => {
  await user.click(await screen.findByRole('button', { name: pawnshopClearButtonLabel(SERIAL) }));
  const dialog = await screen.findByRole('dialog', { name: T.pawnshopTitle });
  await within(dialog).findByLabelText(T.clearAmount);
  return dialog;
};

describe('PawnshopClearButton and PawnshopClearDialog', () => {
  it('is offered on pawn loans in repayment only', () => {
    renderButton(() => ({ body: {} }), INFO, { ...pawnLoan, app_type: 'credit' });
    expect(screen.queryByRole('button', { name: pawnshopClearButtonLabel(SERIAL) })).toBeNull();
  });

  it('shows the clear info and clears with the amount shown, answering 清償成功', async () => {
    const message = clearDoneMessage(2, 100_493, 300, 0);
    const { user, onCleared, clearCalls } = renderButton(() => ({ body: { result: true, message } }));
    const dialog = await openDialog(user);
    for (const [field, label] of PAWNSHOP_CLEAR_LINES) {
      expect(within(dialog).getByLabelText(label).textContent).toBe(ntdText(INFO.clear_amount_detail[field]));
    }
    expect(within(dialog).getByLabelText(T.clearAmount).textContent).toBe(ntdText(100_793));
    expect(within(dialog).getByLabelText(T.balance).textContent).toBe(ntdText(120_000));
    expect(within(dialog).getByText(T.clearConfirm)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: T.confirm }));
    const done = await screen.findByRole('dialog', { name: T.clearSuccess });
    expect(within(done).getByText(message)).toBeTruthy();
    expect(clearCalls()[0]?.body).toEqual({ amount: 100_793 });
    expect(clearCalls()[0]?.headers.get('Idempotency-Key')).toMatch(UUID);
    await waitFor(() => expect(onCleared).toHaveBeenCalledTimes(1));
  });

  it('warns when the balance is short and answers 清償失敗 with the server’s message', async () => {
    const short = { ...INFO, balance: 500 };
    const message = clearCashShort(100_793, 500);
    const { user, onCleared } = renderButton(() => ({ body: { result: false, message } }), short);
    const dialog = await openDialog(user);
    expect(within(dialog).getByText(message)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: T.confirm }));
    const failed = await screen.findByRole('dialog', { name: T.clearFailed });
    expect(within(failed).getByText(message)).toBeTruthy();
    expect(onCleared).not.toHaveBeenCalled();
  });
});
