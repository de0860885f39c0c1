import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import {
  CONSOLE_PAWN_CASE_TEXTS,
  IDEMPOTENCY_KEY_HEADER,
  PAWNSHOP_FIELD_LABELS,
  PAWNSHOP_TEXTS,
  PAWN_CASE_LIST_LABELS,
  PAWN_CASE_STATUS_LABELS,
  pawnCaseAbilitiesOf,
  pawnStorageFeeAboveCap,
  pawnYearlyRateAboveCap,
  type PawnCaseDetail,
  type PawnCaseStatus,
} from '@lendbridge/domain';
import { canAccessResource, landingPathOf } from '../../access';
import { App } from '../../App';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { apiError, json, list, listQuery, mockStaffFetch, type RecordedCall, unhandled } from '../../test/fetchMock';

const API = '/api/console/pawn-cases';
const C = CONSOLE_PAWN_CASE_TEXTS;
const L = PAWNSHOP_FIELD_LABELS;
const TICKET_ID = '0b7d6f3e-2c4a-4e8b-9f1d-5a6c7b8d9e0f';

const SETTING_STATUSES: readonly PawnCaseStatus[] = ['wait_confirm', 'confirmed'];

/** A case in a status: pending ones wait in the market; the others are the reader's. */
const pawnCase = (id: number, status: PawnCaseStatus): PawnCaseDetail => {
  const takenByMe = status !== 'pending';
  const set = SETTING_STATUSES.includes(status);
  return {
    id,
    serial: `P2026030100${id}`,
    loan_serial: null,
    status,
    status_label: PAWN_CASE_STATUS_LABELS[status],
    collateral_types: ['watch'],
    amount: 100_000,
    period: 6,
    expect_value_10k: 35,
    appraised_value: id === 1 ? 33 : null,
    cover_image: `/api/uploads/photo-${id}`,
    taken_by_me: takenByMe,
    ...pawnCaseAbilitiesOf(status, takenByMe),
    setting: {
      status,
      status_label: PAWN_CASE_STATUS_LABELS[status],
      amount: set ? 100_000 : null,
      period: set ? 12 : null,
      principal_repayment_type: set ? 'equal_installment' : null,
      apr: set ? '18.00' : null,
      storage_fee: set ? 2_000 : null,
      yearly_rate: set ? '20.30' : null,
      set_at: set ? '2026-03-02T02:00:00.000Z' : null,
      confirmed_at: status === 'confirmed' ? '2026-03-03T02:00:00.000Z' : null,
    },
    created_at: '2026-03-01T02:00:00.000Z',
    updated_at: '2026-03-01T02:00:00.000Z',
    description: '勞力士潛航者，盒單齊全',
    collaterals: [
      {
        id: 70 + id,
        type: 'watch',
        type_label: '名錶',
        details: { brand: 'Rolex', type: 'Submariner', original_pack: true, guarantee: true, purchase_proof: false, expect_value_10k: 35 },
        images: [{ id: `photo-${id}`, url: `/api/uploads/photo-${id}` }],
        appraisal: id === 1 ? { appraised_at: '2026-03-01T05:00:00.000Z', appraised_value: 33, appraiser_comment: '錶況良好' } : null,
      },
    ],
    pawn_ticket: [],
    invested_at: null,
    due_date: null,
    redeem_deadline: null,
  };
};

const CASES = [pawnCase(1, 'pending'), pawnCase(2, 'taken'), pawnCase(3, 'confirmed'), pawnCase(4, 'wait_confirm')];

type Answer = (call: RecordedCall) => Response;

const renderConsole = (hash: string, answers: Record<string, Answer> = {}, roles = ['pawnshop_operator']) => {
  const { calls } = mockStaffFetch(roles, (call) => {
    if (call.path === API && call.method === 'GET') {
      const { filter } = listQuery(call.url) as { filter: { list?: string } };
      const shown = CASES.filter((row) => (filter.list === 'mine' ? row.taken_by_me : row.status === 'pending'));
      return list('pawn-cases', shown, shown.length);
    }
    const shownId = /^\/api\/console\/pawn-cases\/(\d+)$/.exec(call.path);
    if (shownId && call.method === 'GET') return json(200, CASES.find((row) => row.id === Number(shownId[1])));
    const answer = answers[`${call.method} ${call.path}`];
    return answer ? answer(call) : unhandled(call);
  });
  window.location.hash = hash;
  const authProvider = createAuthProvider();
  const canAccess = vi.spyOn(authProvider, 'canAccess');
  render(<App authProvider={authProvider} dataProvider={createDataProvider()} store={memoryStore()} />);
  /** Waits until the page has asked whether the reader may act on the case, and has the answer. */
  const settleAccess = async () => {
    await waitFor(() =>
      expect(canAccess.mock.calls.some(([params]) => params.resource === 'pawn-cases' && params.action === 'edit')).toBe(true),
    );
    await act(async () => {
      await Promise.allSettled(canAccess.mock.results.map((result) => result.value as Promise<boolean>));
    });
  };
  return { calls, settleAccess };
};

const posts = (calls: RecordedCall[], action: string) => calls.filter((call) => call.method === 'POST' && call.path.endsWith(`/${action}`));
const listCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === API && call.method === 'GET');

const rowOf = (serial: string) => {
  const row = screen.getByRole('gridcell', { name: serial }).closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${serial}`);
  return within(row);
};

const formOf = async (name: string) => within(await screen.findByRole('form', { name }));

type Form = Awaited<ReturnType<typeof formOf>>;

const type = (form: Form, label: string, value: string) =>
  fireEvent.change(form.getByLabelText(label, { exact: false, selector: 'input' }), { target: { value } });

const fillTerms = (form: Form, terms: { amount: string; period: string; apr: string; storage_fee: string }) => {
  type(form, L.amount, terms.amount);
  type(form, L.period, terms.period);
  type(form, L.apr, terms.apr);
  type(form, L.storage_fee, terms.storage_fee);
};

const settingSent = () => json(200, { message: PAWNSHOP_TEXTS.settingSent, data: pawnCase(2, 'wait_confirm') });

describe('pawn cases (當舖案件)', () => {
  it('are for pawnshop operators, who act on them, and admins, who read them', () => {
    for (const action of ['list', 'show', 'edit']) expect(canAccessResource(['pawnshop_operator'], 'pawn-cases', action)).toBe(true);
    for (const action of ['list', 'show']) expect(canAccessResource(['admin'], 'pawn-cases', action)).toBe(true);
    expect(canAccessResource(['admin'], 'pawn-cases', 'edit')).toBe(false);
    for (const role of ['sales', 'appraiser', 'shop_seller', 'borrower']) expect(canAccessResource([role], 'pawn-cases', 'list')).toBe(false);
  });

  it('opens an operator’s console on the cases and an appraiser’s on the appraisals; admins keep the dashboard', () => {
    expect(landingPathOf(['pawnshop_operator'])).toBe('/pawn-cases');
    expect(landingPathOf(['appraiser'])).toBe('/appraisals');
    expect(landingPathOf(['admin', 'pawnshop_operator'])).toBeUndefined();
    expect(landingPathOf(['sales'])).toBeUndefined();
  });

  it('lists the market first with each case’s picture and status, and the operator’s cases on their tab', async () => {
    const { calls } = renderConsole('#/pawn-cases');
    await waitFor(() => {
      expect(rowOf(CASES[0].serial).getByRole('img', { name: `${CASES[0].serial} ${C.cover_image}` })).toBeTruthy();
      expect(rowOf(CASES[0].serial).getByText(PAWN_CASE_STATUS_LABELS.pending)).toBeTruthy();
    });
    expect(rowOf(CASES[0].serial).getByRole('gridcell', { name: '名錶' })).toBeTruthy();
    expect(screen.queryByRole('gridcell', { name: CASES[1].serial })).toBeNull();
    expect(listQuery(listCalls(calls)[0]?.url ?? new URL('http://localhost'))).toMatchObject({ filter: { list: 'market' } });

    fireEvent.click(screen.getByRole('tab', { name: PAWN_CASE_LIST_LABELS.mine }));
    await waitFor(() => expect(rowOf(CASES[2].serial).getByText(PAWN_CASE_STATUS_LABELS.confirmed)).toBeTruthy());
    expect(screen.queryByRole('gridcell', { name: CASES[0].serial })).toBeNull();
    expect(listQuery(listCalls(calls).at(-1)?.url ?? new URL('http://localhost'))).toMatchObject({ filter: { list: 'mine' } });
  });

  it('shows the collateral, its images and its appraisal, and says 此案件已被接單 when another operator took the case first', async () => {
    const { calls } = renderConsole('#/pawn-cases/1/show', {
      [`POST ${API}/1/order`]: () => apiError(409, 'ALREADY_TAKEN', PAWNSHOP_TEXTS.alreadyTaken),
    });
    expect(await screen.findByText('Rolex')).toBeTruthy();
    expect(screen.getByRole('img', { name: `${PAWNSHOP_TEXTS.images} 1` })).toBeTruthy();
    const appraisal = within(screen.getByRole('region', { name: PAWNSHOP_TEXTS.appraisal }));
    expect(appraisal.getByText('33 萬元')).toBeTruthy();
    expect(appraisal.getByText('錶況良好')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: PAWNSHOP_TEXTS.order }));
    expect(await screen.findByText(PAWNSHOP_TEXTS.alreadyTaken)).toBeTruthy();
    expect(posts(calls, 'order')).toHaveLength(1);
  });

  it('says 尚未鑑價 for a collateral no appraiser has commented on', async () => {
    renderConsole('#/pawn-cases/2/show');
    const appraisal = within(await screen.findByRole('region', { name: PAWNSHOP_TEXTS.appraisal }));
    expect(appraisal.getByText(PAWNSHOP_TEXTS.notAppraised)).toBeTruthy();
  });

  it('shows the all-in yearly rate as the terms are typed, refuses 30.01 % without a call and sends 30.00 %', async () => {
    const { calls } = renderConsole('#/pawn-cases/2/show', { [`POST ${API}/2/setting`]: settingSent });
    const form = await formOf(PAWNSHOP_TEXTS.setting);
    expect(form.getByText(PAWNSHOP_TEXTS.lawNote)).toBeTruthy();

    fillTerms(form, { amount: '100000', period: '12', apr: '29.71', storage_fee: '0' });
    expect(form.getByRole('status', { name: L.yearly_rate }).textContent).toContain('30.01%');
    fireEvent.click(form.getByRole('button', { name: PAWNSHOP_TEXTS.setting }));
    expect(await form.findByText(pawnYearlyRateAboveCap('30.01'))).toBeTruthy();
    expect(posts(calls, 'setting')).toHaveLength(0);

    type(form, L.apr, '29.70');
    expect(form.getByRole('status', { name: L.yearly_rate }).textContent).toContain('30.00%');
    expect(form.queryByText(pawnYearlyRateAboveCap('30.01'))).toBeNull();
    fireEvent.click(form.getByRole('button', { name: PAWNSHOP_TEXTS.setting }));
    await waitFor(() => expect(posts(calls, 'setting')).toHaveLength(1));
    expect(posts(calls, 'setting')[0]?.body).toEqual({
      amount: 100_000,
      period: 12,
      principal_repayment_type: 'equal_installment',
      apr: '29.70',
      storage_fee: 0,
    });
    expect(await screen.findByText(PAWNSHOP_TEXTS.settingSent)).toBeTruthy();
  });

  it('takes a storage fee of exactly 5 % of the amount and refuses one dollar more', async () => {
    const { calls } = renderConsole('#/pawn-cases/2/show', { [`POST ${API}/2/setting`]: settingSent });
    const form = await formOf(PAWNSHOP_TEXTS.setting);

    fillTerms(form, { amount: '100000', period: '12', apr: '18', storage_fee: '5001' });
    fireEvent.click(form.getByRole('button', { name: PAWNSHOP_TEXTS.setting }));
    expect(await form.findByText(pawnStorageFeeAboveCap(5_000))).toBeTruthy();
    expect(posts(calls, 'setting')).toHaveLength(0);

    type(form, L.storage_fee, '5000');
    fireEvent.click(form.getByRole('button', { name: PAWNSHOP_TEXTS.setting }));
    await waitFor(() => expect(posts(calls, 'setting')).toHaveLength(1));
    expect(posts(calls, 'setting')[0]?.body).toMatchObject({ storage_fee: 5_000, apr: '18.00' });
  });

  it('shows the server’s field errors under their inputs and its refusal of a case past setting', async () => {
    const answers: Answer[] = [
      () => apiError(422, 'VALIDATION_FAILED', '輸入錯誤', { amount: '借款金額不能超過鑑價金額' }),
      () => apiError(409, 'NOT_SETTABLE', PAWNSHOP_TEXTS.notSettable),
    ];
    const { calls } = renderConsole('#/pawn-cases/4/show', { [`POST ${API}/4/setting`]: (call) => (answers.shift() ?? unhandled)(call) });
    const form = await formOf(PAWNSHOP_TEXTS.setting);
    expect(form.getByRole('status', { name: L.yearly_rate }).textContent).toContain('20.30%');

    fireEvent.click(form.getByRole('button', { name: PAWNSHOP_TEXTS.setting }));
    expect(await form.findByText('借款金額不能超過鑑價金額')).toBeTruthy();
    expect(form.getByLabelText(L.amount, { exact: false, selector: 'input' }).getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(form.getByRole('button', { name: PAWNSHOP_TEXTS.setting }));
    expect(await screen.findByText(PAWNSHOP_TEXTS.notSettable)).toBeTruthy();
    expect(posts(calls, 'setting')).toHaveLength(2);
  });

  it('needs a pawn ticket to invest, then uploads it and invests the agreed terms with an Idempotency-Key', async () => {
    const { calls } = renderConsole('#/pawn-cases/3/show', {
      'POST /api/upload': () => json(201, { data: { id: TICKET_ID, filename: '當票.pdf', path: `uploads/${TICKET_ID}`, url: `/api/uploads/${TICKET_ID}` } }),
      [`POST ${API}/3/invest`]: () => json(200, { message: PAWNSHOP_TEXTS.invested, data: pawnCase(3, 'invested') }),
    });
    const form = await formOf(PAWNSHOP_TEXTS.invest);
    expect((form.getByLabelText(L.amount, { exact: false, selector: 'input' }) as HTMLInputElement).value).toBe('100000');
    expect((form.getByLabelText(L.period, { exact: false, selector: 'input' }) as HTMLInputElement).value).toBe('12');

    fireEvent.click(form.getByRole('button', { name: PAWNSHOP_TEXTS.invest }));
    expect(await form.findByText(PAWNSHOP_TEXTS.pawnTicketRequired)).toBeTruthy();
    expect(posts(calls, 'invest')).toHaveLength(0);

    const ticket = new File(['pawn ticket'], '當票.pdf', { type: 'application/pdf' });
    fireEvent.change(form.getByLabelText(C.pawnTicketChoose, { selector: 'input' }), { target: { files: [ticket] } });
    expect(await form.findByText('當票.pdf')).toBeTruthy();
    const upload = calls.find((call) => call.path === '/api/upload');
    expect(upload?.body instanceof FormData && upload.body.get('type')).toBe('document');
    expect(upload?.body instanceof FormData && upload.body.get('file')).toBeInstanceOf(File);
    expect(form.queryByText(PAWNSHOP_TEXTS.pawnTicketRequired)).toBeNull();

    fireEvent.click(form.getByRole('button', { name: PAWNSHOP_TEXTS.invest }));
    await waitFor(() => expect(posts(calls, 'invest')).toHaveLength(1));
    const invest = posts(calls, 'invest')[0];
    expect(invest?.body).toEqual({ amount: 100_000, period: 12, principal_repayment_type: 'equal_installment', pawn_ticket: [TICKET_ID] });
    expect(invest?.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText(PAWNSHOP_TEXTS.invested)).toBeTruthy();
  });

  it('shows 找不到案件或是申貸人尚未同意 when the investment finds no agreed case', async () => {
    renderConsole('#/pawn-cases/3/show', {
      'POST /api/upload': () => json(201, { data: { id: TICKET_ID, filename: '當票.jpg', path: `uploads/${TICKET_ID}`, url: `/api/uploads/${TICKET_ID}` } }),
      [`POST ${API}/3/invest`]: () => apiError(404, 'NOT_FOUND_OR_NOT_AGREED', PAWNSHOP_TEXTS.notFoundOrNotAgreed),
    });
    const form = await formOf(PAWNSHOP_TEXTS.invest);
    const ticket = new File(['pawn ticket'], '當票.jpg', { type: 'image/jpeg' });
    fireEvent.change(form.getByLabelText(C.pawnTicketChoose, { selector: 'input' }), { target: { files: [ticket] } });
    expect(await form.findByText('當票.jpg')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: PAWNSHOP_TEXTS.invest }));
    expect(await screen.findByText(PAWNSHOP_TEXTS.notFoundOrNotAgreed)).toBeTruthy();
  });

  it('shows an admin the case, its terms and no action', async () => {
    const { settleAccess } = renderConsole('#/pawn-cases/1/show', {}, ['admin']);
    expect(await screen.findByText('Rolex')).toBeTruthy();
    await settleAccess();
    expect(screen.getByText(C.termsNotSet)).toBeTruthy();
    expect(screen.queryByRole('button', { name: PAWNSHOP_TEXTS.order })).toBeNull();
  });

  it('shows an admin the terms set but neither the setting nor the investment form', async () => {
    const { settleAccess } = renderConsole('#/pawn-cases/3/show', {}, ['admin']);
    const terms = within(await screen.findByRole('region', { name: C.terms }));
    expect(await terms.findByText('20.30%')).toBeTruthy();
    await settleAccess();
    expect(screen.queryByRole('form', { name: PAWNSHOP_TEXTS.setting })).toBeNull();
    expect(screen.queryByRole('form', { name: PAWNSHOP_TEXTS.invest })).toBeNull();
    expect(screen.queryByRole('button', { name: PAWNSHOP_TEXTS.invest })).toBeNull();
  });
});
