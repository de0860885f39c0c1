import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  BORROWER_PAGE_PATH,
  BORROWER_PAWN_TEXTS,
  IDEMPOTENCY_KEY_HEADER,
  MESSAGES,
  PAWNSHOP_FIELD_LABELS,
  PAWNSHOP_TEXTS,
  PAWN_CASE_STATUS_LABELS,
  borrowerLoanPath,
  borrowerPawnScheduleLabel,
  ntdText,
  pawnScheduleOf,
} from '@lendbridge/domain';
import type { BorrowerPawnCase, PawnCaseStatus } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockReply } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { BorrowerPage } from './BorrowerPage';

const SERIAL = 'P2026030100001';
const API = '/api/borrower/pawn-cases';
const TERMS = { amount: 100_000, period: 12, principal_repayment_type: 'equal_installment', apr: '18.00', storage_fee: 2_000 } as const;

/** A case of the borrower in a status; terms are set from wait_confirm on. */
const pawnCase = (status: PawnCaseStatus, overrides: Partial<BorrowerPawnCase> = {}): BorrowerPawnCase => {
  const set = status !== 'pending' && status !== 'taken';
  return {
    serial: SERIAL,
    loan_serial: status === 'invested' ? 'L2026030500001' : null,
    status,
    status_label: PAWN_CASE_STATUS_LABELS[status],
    collateral_types: ['watch', 'gold'],
    amount: 120_000,
    period: 6,
    pawnshop_name: status === 'pending' ? null : '大同當舖',
    setting: {
      status,
      status_label: PAWN_CASE_STATUS_LABELS[status],
      amount: set ? TERMS.amount : null,
      period: set ? TERMS.period : null,
      principal_repayment_type: set ? TERMS.principal_repayment_type : null,
      apr: set ? TERMS.apr : null,
      storage_fee: set ? TERMS.storage_fee : null,
      yearly_rate: set ? '20.30' : null,
      set_at: set ? '2026-03-02T02:00:00.000Z' : null,
      confirmed_at: null,
    },
    schedule: set ? pawnScheduleOf(TERMS) : null,
    can_confirm: status === 'wait_confirm',
    created_at: '2026-03-01T02:00:00.000Z',
    ...overrides,
  };
};

/** The borrower page with these pawn cases; each read of them answers the current list. */
const renderBorrower = (cases: () => BorrowerPawnCase[], routes: Record<string, MockReply | (() => MockReply)> = {}) => {
  const fetched = mockFetch({
    'GET /api/loan-applications': { body: { data: [] } },
    'GET /api/borrower/loans': { body: { data: [] } },
    [`GET ${API}`]: () => ({ body: { data: cases() } }),
    ...routes,
  });
  const view = renderRoute(<BorrowerPage />, { url: BORROWER_PAGE_PATH, status: STATUSES.full });
  const reads = () => fetched.apiCalls().filter((call) => call.method === 'GET' && call.path === API).length;
  return { ...view, ...fetched, reads };
};

const caseView = async () => within(await screen.findByRole('article', { name: SERIAL }));

/** The alert's text, once it shows; then it is closed as the borrower would. */
const alertText = async (user: ReturnType<typeof renderBorrower>['user']): Promise<string> => {
  const dialog = await screen.findByRole('dialog');
  const text = dialog.textContent ?? '';
  await user.click(within(dialog).getByRole('button', { name: '確定' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return text;
};

describe('the borrower’s pawn cases', () => {
  it('leave the borrower page as it is while the borrower has none', async () => {
    const { reads } = renderBorrower(() => []);
    expect(await screen.findByText('目前沒有借款')).toBeTruthy();
    await waitFor(() => expect(reads()).toBe(1));
    expect(screen.queryByRole('heading', { name: BORROWER_PAWN_TEXTS.heading })).toBeNull();
  });

  it('show the pawnshop, the terms with their all-in yearly rate, and the schedule they make', async () => {
    renderBorrower(() => [pawnCase('wait_confirm')]);
    expect(await screen.findByRole('heading', { name: BORROWER_PAWN_TEXTS.heading })).toBeTruthy();
    const view = await caseView();
    const facts = within(view.getByRole('table', { name: SERIAL }));
    expect(facts.getByText('大同當舖')).toBeTruthy();
    expect(facts.getByText('名錶、黃金')).toBeTruthy();
    expect(facts.getByText(ntdText(TERMS.amount))).toBeTruthy();
    expect(facts.getByRole('row', { name: `${PAWNSHOP_FIELD_LABELS.yearly_rate} 20.30%` })).toBeTruthy();
    expect(view.getByText(PAWN_CASE_STATUS_LABELS.wait_confirm)).toBeTruthy();

    const schedule = within(view.getByRole('table', { name: borrowerPawnScheduleLabel(SERIAL) }));
    const rows = pawnScheduleOf(TERMS);
    expect(schedule.getAllByRole('row')).toHaveLength(rows.length + 1);
    const [first] = rows;
    const firstRow = schedule.getAllByRole('row')[1];
    if (first === undefined || firstRow === undefined) throw new Error('the schedule has no rows');
    expect(firstRow.textContent).toBe(['1', ...[first.payment, first.principal, first.interest, first.balance].map(ntdText)].join(''));
    expect(rows.at(-1)?.balance).toBe(0);
  });

  it('agree to the terms with an Idempotency-Key, say so and read the cases again', async () => {
    let current = pawnCase('wait_confirm');
    const agreed = pawnCase('confirmed');
    const { user, apiCalls, reads } = renderBorrower(() => [current], {
      [`POST ${API}/${SERIAL}/confirm`]: () => {
        current = agreed;
        return { body: { message: PAWNSHOP_TEXTS.confirmed, data: agreed } };
      },
    });
    await user.click((await caseView()).getByRole('button', { name: PAWNSHOP_TEXTS.confirm }));

    expect(await alertText(user)).toContain(PAWNSHOP_TEXTS.confirmed);
    const confirm = apiCalls().find((call) => call.method === 'POST' && call.path === `${API}/${SERIAL}/confirm`);
    expect(confirm?.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(reads()).toBe(2));
    const view = await caseView();
    expect(await view.findByText(PAWN_CASE_STATUS_LABELS.confirmed)).toBeTruthy();
    expect(view.queryByRole('button', { name: PAWNSHOP_TEXTS.confirm })).toBeNull();
    expect(view.queryByRole('button', { name: PAWNSHOP_TEXTS.decline })).toBeNull();
  });

  it('decline the terms, say so and read the cases again', async () => {
    let current = pawnCase('wait_confirm');
    const declined = pawnCase('taken');
    const { user, reads } = renderBorrower(() => [current], {
      [`POST ${API}/${SERIAL}/decline`]: () => {
        current = declined;
        return { body: { message: PAWNSHOP_TEXTS.declined, data: declined } };
      },
    });
    await user.click((await caseView()).getByRole('button', { name: PAWNSHOP_TEXTS.decline }));

    expect(await alertText(user)).toContain(PAWNSHOP_TEXTS.declined);
    await waitFor(() => expect(reads()).toBe(2));
    const view = await caseView();
    expect(await view.findByText(PAWN_CASE_STATUS_LABELS.taken)).toBeTruthy();
    expect(view.queryByRole('table', { name: borrowerPawnScheduleLabel(SERIAL) })).toBeNull();
  });

  it('say 哎呀！ with the server’s message when the terms no longer wait, and read the cases again', async () => {
    let current = pawnCase('wait_confirm');
    const { user, reads } = renderBorrower(() => [current], {
      [`POST ${API}/${SERIAL}/confirm`]: () => {
        current = pawnCase('taken');
        return { status: 409, body: { statusCode: 409, code: 'NOT_CONFIRMABLE', message: PAWNSHOP_TEXTS.notConfirmable } };
      },
    });
    await user.click((await caseView()).getByRole('button', { name: PAWNSHOP_TEXTS.confirm }));

    const text = await alertText(user);
    expect(text).toContain(MESSAGES.genericErrorTitle);
    expect(text).toContain(PAWNSHOP_TEXTS.notConfirmable);
    await waitFor(() => expect(reads()).toBe(2));
    expect(await (await caseView()).findByText(PAWN_CASE_STATUS_LABELS.taken)).toBeTruthy();
  });

  it('wait for a pawnshop without terms, and lead to the loan once invested', async () => {
    renderBorrower(() => [pawnCase('pending', { serial: 'P2026030100002' }), pawnCase('invested')]);
    const waiting = within(await screen.findByRole('article', { name: 'P2026030100002' }));
    expect(waiting.getByText(BORROWER_PAWN_TEXTS.waitingPawnshop)).toBeTruthy();
    expect(waiting.queryByRole('table', { name: borrowerPawnScheduleLabel('P2026030100002') })).toBeNull();
    expect(waiting.queryByRole('button')).toBeNull();

    const invested = await caseView();
    expect(invested.getByRole('link', { name: BORROWER_PAWN_TEXTS.viewLoan }).getAttribute('href')).toBe(borrowerLoanPath('L2026030500001'));
  });
});
