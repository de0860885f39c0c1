import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { FIELD_LABELS, MARKET_SOURCE_LABELS, MESSAGES, requiredField } from '@lendbridge/domain';
import { App } from '../../App';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { apiError, json, list, listQuery, mockStaffFetch, type RecordedCall, unhandled } from '../../test/fetchMock';
import type { ApprovalComputeResult, LoanApplicationDetail, LoanApplicationRow } from './types';

const API = '/api/console/loan-applications';

const row = (overrides: Partial<LoanApplicationRow> = {}): LoanApplicationRow => ({
  id: 12,
  serial: 'L20250001',
  app_type: 'credit',
  status: 'submitted',
  user_id: 7,
  applicant_email: 'borrower@example.com',
  applicant_name: '王小明',
  member_serial: 'M00000007',
  amount_ten_thousand: 20,
  period: 36,
  sales_id: null,
  submitted_at: '2025-11-20T02:30:00.000Z',
  created_at: '2025-11-19T02:30:00.000Z',
  ...overrides,
});

const detail = (overrides: Partial<LoanApplicationDetail> = {}): LoanApplicationDetail => ({
  id: 12,
  serial: 'L20250001',
  status: 'reviewing',
  app_type: 'credit',
  user_id: 7,
  sales_id: null,
  decision_reason: null,
  application: {
    purpose: 'debt_consolidation',
    description: '整合兩張信用卡的循環利息',
    amount_ten_thousand: 20,
    period: 36,
    no_tort: true,
    serial: 'L20250001',
    status: 'reviewing',
    app_type: 'credit',
    tags: [],
  },
  profile: { company_name: '信橋科技股份有限公司', company_income: 80 },
  corporate_profile: {},
  attachments: { income_certification: [{ id: 'income-uuid', path: 'income-uuid', url: '/api/uploads/income-uuid' }] },
  collaterals: [],
  appraisals: [],
  credit_card_records: [],
  guarantor: null,
  step: 1,
  submitted_at: '2025-11-20T02:30:00.000Z',
  created_at: '2025-11-19T02:30:00.000Z',
  events: [
    {
      id: 1,
      action: 'submitted',
      from_status: 'prepare',
      to_status: 'submitted',
      data: null,
      created_at: '2025-11-20T02:30:00.000Z',
      actor_email: 'borrower@example.com',
    },
    {
      id: 2,
      action: 'review_started',
      from_status: 'submitted',
      to_status: 'reviewing',
      data: null,
      created_at: '2025-11-20T03:00:00.000Z',
      actor_email: 'admin@lendbridge.tw',
    },
  ],
  loan: null,
  ...overrides,
});

const figures = (overrides: Partial<ApprovalComputeResult> = {}): ApprovalComputeResult => ({
  current_amount: 200000,
  current_period: 36,
  current_rate: 5.5,
  current_principal_repayment_type: 'equal_installment',
  change_amount: 0,
  change_period: 0,
  provision: 1234,
  borrower_fee: 6000,
  original_borrower_fee: 6000,
  deducted_borrower_fee: 0,
  total_borrower_fee: 6000,
  sendback: null,
  ...overrides,
});

interface Scenario {
  roles: string[];
  record?: LoanApplicationDetail;
  onCompute?: (call: RecordedCall) => Response;
  onAction?: (call: RecordedCall) => Response;
}

const renderConsole = (hash: string, { roles, record = detail(), onCompute, onAction }: Scenario) => {
  const { calls } = mockStaffFetch(roles, (call) => {
    if (call.path === API && call.method === 'GET') return list('loan-applications', [row()], 1);
    if (call.path === `${API}/12` && call.method === 'GET') return json(200, record);
    if (call.path === `${API}/12/compute` && onCompute) return onCompute(call);
    if (call.path.startsWith(`${API}/12/`) && call.method !== 'GET' && onAction) return onAction(call);
    return unhandled(call);
  });
  window.location.hash = hash;
  const authProvider = createAuthProvider();
  const canAccess = vi.spyOn(authProvider, 'canAccess');
  render(<App authProvider={authProvider} dataProvider={createDataProvider()} store={memoryStore()} />);
  return { calls, canAccess };
};

const section = async (name: string) => within(await screen.findByRole('region', { name }));

const choose = async (label: string, option: RegExp) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

const computeCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === `${API}/12/compute`);

/** Whole-console renders with dialogs and the debounced compute take a few seconds in jsdom. */
describe('loan applications', () => {
  it('asks for the queue in the ra-data-simple-rest format, submitted first-in first-out, and opens a row', async () => {
    const { calls } = renderConsole('#/loan-applications', { roles: ['admin'] });

    expect(await screen.findByRole('gridcell', { name: 'L20250001' })).toBeTruthy();
    const listCall = calls.find((call) => call.path === API);
    expect(listCall?.method).toBe('GET');
    expect(listQuery(listCall?.url ?? new URL('http://localhost'))).toEqual({
      sort: ['submitted_at', 'ASC'],
      range: [0, 24],
      filter: { status: 'submitted' },
    });
    expect(screen.getByRole('gridcell', { name: '信用貸款' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'borrower@example.com' })).toBeTruthy();

    fireEvent.click(screen.getByRole('gridcell', { name: 'L20250001' }));
    const application = await section('申請資料');
    expect(application.getByText('整合兩張信用卡的循環利息')).toBeTruthy();
  });

  it('shows the application, profile, documents and history', async () => {
    renderConsole('#/loan-applications/12/show', { roles: ['admin'] });

    const application = await section('申請資料');
    expect(application.getByText('整合兩張信用卡的循環利息')).toBeTruthy();
    expect(application.getByText(FIELD_LABELS.amount_ten_thousand)).toBeTruthy();
    const profile = await section('個人資料');
    expect(profile.getByText('信橋科技股份有限公司')).toBeTruthy();
    const documents = await section('文件');
    expect(documents.getByRole('img', { name: FIELD_LABELS.income_certification }).getAttribute('src')).toBe(
      '/api/uploads/income-uuid',
    );
    const history = await section('審核紀錄');
    expect(history.getByText('admin@lendbridge.tw')).toBeTruthy();
    expect(history.getByText('已送出 → 審核中')).toBeTruthy();
  });

  it('shows every stored value and history entry in Chinese, never a raw key', async () => {
    const collateralId = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    const event = (id: number, action: string, data: Record<string, unknown>) => ({
      id,
      action,
      from_status: null,
      to_status: null,
      data,
      created_at: '2025-11-20T04:00:00.000Z',
      actor_email: 'borrower@example.com',
    });
    renderConsole('#/loan-applications/12/show', {
      roles: ['admin'],
      record: detail({
        application: {
          ...detail().application,
          agree_contact: true,
          agree_transfer: false,
          no_tort: true,
          usage_auth: true,
          third_party_auth: true,
        },
        profile: { company_seniority: '6_to_12_months', ex_company_seniority: '1_to_2_years', available_time: 'evening' },
        events: [
          event(3, 'guarantor_confirmed', { relationship: 'parent' }),
          event(4, 'credit_card_record_added', { record_id: 1, card_number: '************4321' }),
          event(5, 'collateral_added', { collateral_id: collateralId, type: 'watch' }),
          event(6, 'collateral_removed', { collateral_id: collateralId, index: 1 }),
          event(7, 'documents_added', { kinds: ['house_title_deed', 'health_card'] }),
          event(8, 'rate_confirmed', { loan_status: 'matching' }),
        ],
      }),
    });

    const application = await section('申請資料');
    for (const label of [MESSAGES.flagAgreeContact, MESSAGES.flagAgreeTransfer, MESSAGES.flagNoTort, MESSAGES.flagUsageAuth, MESSAGES.flagThirdPartyAuth]) {
      expect(application.getByText(label)).toBeTruthy();
    }
    const profile = await section('個人資料');
    expect(profile.getByText('6 個月以上未滿 1 年')).toBeTruthy();
    expect(profile.getByText('1 年以上未滿 2 年')).toBeTruthy();
    expect(profile.getByText(FIELD_LABELS.ex_company_seniority)).toBeTruthy();
    const history = await section('審核紀錄');
    expect(history.getByText(`${FIELD_LABELS.relationship}：父母`)).toBeTruthy();
    expect(history.getByText(`${FIELD_LABELS.card_number}：************4321`)).toBeTruthy();
    expect(history.getByText(`${FIELD_LABELS.collateral_type}：名錶`)).toBeTruthy();
    expect(history.getByText(`${FIELD_LABELS.collaterals}：第 2 筆`)).toBeTruthy();
    expect(history.getByText(`文件種類：${FIELD_LABELS.house_title_deed}、${FIELD_LABELS.health_card}`)).toBeTruthy();
    expect(history.getByText('借款狀態：媒合中')).toBeTruthy();

    const page = document.body.textContent ?? '';
    for (const raw of [
      'agree_contact',
      'agree_transfer',
      'no_tort',
      'usage_auth',
      'third_party_auth',
      '6_to_12_months',
      '1_to_2_years',
      'evening',
      'parent',
      'record_id',
      'collateral_id',
      collateralId,
      'kinds',
      'house_title_deed',
      'loan_status',
      'matching',
      'index',
    ]) {
      expect(page).not.toContain(raw);
    }
  });

  it('starts the review of a submitted application', async () => {
    const { calls } = renderConsole('#/loan-applications/12/show', {
      roles: ['admin'],
      record: detail({ status: 'submitted' }),
      onAction: () => json(200, detail()),
    });

    const review = await section('審核');
    fireEvent.click(await review.findByRole('button', { name: '開始審核' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe(`${API}/12/start-review`);
    expect(post?.headers.get('X-CSRF-Token')).toBe('token-status');
    expect(await screen.findByText('已開始審核')).toBeTruthy();
  });

  it('computes the terms as they change, shows every figure and the APR, then approves', async () => {
    const { calls } = renderConsole('#/loan-applications/12/show', {
      roles: ['admin'],
      onCompute: () => json(200, { data: figures() }),
      onAction: () => json(200, detail({ status: 'approved' })),
    });

    await section('審核');
    expect(screen.getByRole('button', { name: '核准' }).hasAttribute('disabled')).toBe(true);
    await choose(FIELD_LABELS.credit_grade, /^E（/);
    fireEvent.change(screen.getByRole('textbox', { name: `${FIELD_LABELS.add_rate}（%）` }), {
      target: { value: '1.15' },
    });

    const results = await section('試算結果');
    expect(await results.findByText('NT$ 1,234')).toBeTruthy();
    const last = computeCalls(calls).at(-1);
    expect(Object.fromEntries(last?.url.searchParams ?? [])).toEqual({
      grade: 'E',
      amount: '200000',
      period: '36',
      add_rate: '1.15',
      principal_repayment_type: 'equal_installment',
    });
    expect(computeCalls(calls).length).toBe(1);
    for (const label of [
      FIELD_LABELS.approval_amount,
      '核貸期數',
      '年利率（APR）',
      FIELD_LABELS.principal_repayment_type,
      '金額調整',
      '期數調整',
      '借款手續費',
      '原申請條件手續費',
      '手續費折抵',
      '應收手續費',
      '風險準備金提撥',
    ]) {
      expect(results.getByText(label)).toBeTruthy();
    }
    expect(results.getByText('NT$ 200,000')).toBeTruthy();
    expect(results.getByText('5.50%')).toBeTruthy();
    expect(screen.getByRole('status', { name: '年利率（APR）' }).textContent).toContain('4.35% + 加碼利率 1.15% = 5.50%');

    fireEvent.click(screen.getByRole('button', { name: '核准' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe(`${API}/12/approve`);
    expect(post?.body).toEqual({
      grade: 'E',
      amount: 200000,
      period: 36,
      add_rate: '1.15',
      principal_repayment_type: 'equal_installment',
      source: 'complex',
      pgr: null,
      lender_fee: '1.00',
      discount_lender_fee: null,
      min_discount_order_amount: null,
    });
    expect(await screen.findByText('已核准')).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'GET' && call.path === `${API}/12`).length).toBeGreaterThanOrEqual(2),
    );
  });

  it('sets the listing terms under the shared rules and sends them with the approval, never to the compute', async () => {
    const { calls } = renderConsole('#/loan-applications/12/show', {
      roles: ['admin'],
      onCompute: () => json(200, { data: figures() }),
      onAction: () => json(200, detail({ status: 'approved' })),
    });
    const textbox = (label: string) => screen.getByRole('textbox', { name: label });
    const type = (label: string, value: string) => fireEvent.change(textbox(label), { target: { value } });
    const approveButton = () => screen.getByRole('button', { name: '核准' });
    const pgrLabel = `${FIELD_LABELS.pgr}（%）`;
    const feeLabel = `${FIELD_LABELS.lender_fee}（%）`;
    const discountLabel = `${FIELD_LABELS.discount_lender_fee}（%）`;
    const thresholdLabel = `${FIELD_LABELS.min_discount_order_amount}（元）`;

    await section('審核');
    expect(screen.getByRole('combobox', { name: FIELD_LABELS.loan_source }).textContent).toBe(MARKET_SOURCE_LABELS.complex);
    expect((textbox(feeLabel) as HTMLInputElement).value).toBe('1.00');
    expect((textbox(discountLabel) as HTMLInputElement).value).toBe('');
    expect((textbox(thresholdLabel) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('textbox', { name: pgrLabel })).toBeNull();

    await choose(FIELD_LABELS.credit_grade, /^E（/);
    expect(await (await section('試算結果')).findByText('NT$ 1,234')).toBeTruthy();
    expect(approveButton().hasAttribute('disabled')).toBe(false);

    await choose(FIELD_LABELS.loan_source, new RegExp(`^${MARKET_SOURCE_LABELS.pgr}$`));
    expect(await screen.findByText(MESSAGES.pgrRequiredForPgrSource)).toBeTruthy();
    expect(approveButton().hasAttribute('disabled')).toBe(true);
    type(pgrLabel, '101');
    expect(await screen.findByText(MESSAGES.pgrInvalid)).toBeTruthy();
    type(pgrLabel, '80');
    await waitFor(() => expect(screen.queryByText(MESSAGES.pgrInvalid)).toBeNull());
    expect(approveButton().hasAttribute('disabled')).toBe(false);

    type(feeLabel, '100');
    expect(await screen.findByText(MESSAGES.lenderFeeInvalid)).toBeTruthy();
    type(feeLabel, '0.4');
    type(discountLabel, '0.5');
    expect(await screen.findByText(MESSAGES.minDiscountOrderAmountRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.discountLenderFeeAboveLenderFee)).toBeTruthy();
    expect(approveButton().hasAttribute('disabled')).toBe(true);
    type(thresholdLabel, '1500');
    expect(await screen.findByText(MESSAGES.minDiscountOrderAmountInvalid)).toBeTruthy();
    type(thresholdLabel, '50000');
    type(feeLabel, '1.5');
    await waitFor(() => expect(approveButton().hasAttribute('disabled')).toBe(false));
    expect(screen.queryByText(MESSAGES.discountLenderFeeAboveLenderFee)).toBeNull();

    fireEvent.click(approveButton());
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe(`${API}/12/approve`);
    expect(post?.body).toEqual({
      grade: 'E',
      amount: 200000,
      period: 36,
      add_rate: '0',
      principal_repayment_type: 'equal_installment',
      source: 'pgr',
      pgr: '80.00',
      lender_fee: '1.50',
      discount_lender_fee: '0.50',
      min_discount_order_amount: 50000,
    });
    for (const call of computeCalls(calls)) {
      expect([...call.url.searchParams.keys()].sort()).toEqual(
        ['add_rate', 'amount', 'grade', 'period', 'principal_repayment_type'],
      );
    }
  });

  it('shows the server’s message under a listing term it refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderConsole('#/loan-applications/12/show', {
      roles: ['admin'],
      onCompute: () => json(200, { data: figures() }),
      onAction: () =>
        apiError(400, 'VALIDATION_FAILED', MESSAGES.inputErrorText, { lender_fee: MESSAGES.lenderFeeInvalid }),
    });

    await section('審核');
    await choose(FIELD_LABELS.credit_grade, /^E（/);
    expect(await (await section('試算結果')).findByText('NT$ 1,234')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '核准' }));
    expect(await screen.findByText(MESSAGES.lenderFeeInvalid)).toBeTruthy();
  });

  it('shows the loan’s listing terms once approved', async () => {
    renderConsole('#/loan-applications/12/show', {
      roles: ['admin'],
      record: detail({
        status: 'approved',
        loan: {
          serial: 'L20250001',
          status: 'rate_confirming',
          grade: 'E',
          amount: 200000,
          period: 36,
          apr: '5.50',
          add_rate: '1.15',
          borrower_fee: 6000,
          principal_repayment_type: 'equal_installment',
          source: 'pgr',
          pgr: '80.00',
          lender_fee: '1.50',
          discount_lender_fee: '0.50',
          min_discount_order_amount: 50000,
        },
      }),
    });

    const loan = await section('借款');
    expect(loan.getByText(FIELD_LABELS.loan_source)).toBeTruthy();
    expect(loan.getByText(MARKET_SOURCE_LABELS.pgr)).toBeTruthy();
    expect(loan.getByText('80.00%')).toBeTruthy();
    expect(loan.getByText('1.50%')).toBeTruthy();
    expect(loan.getByText('0.50%')).toBeTruthy();
    expect(loan.getByText('NT$ 50,000')).toBeTruthy();
  });

  it('shows the server message and keeps 核准 closed when the APR is above 16 %', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const message = '年利率 21.00% 超過法定上限 16%，無法核貸';
    const { calls } = renderConsole('#/loan-applications/12/show', {
      roles: ['admin'],
      onCompute: (call) =>
        call.url.searchParams.get('grade') === 'H5'
          ? apiError(400, 'APR_ABOVE_LIMIT', message, { add_rate: message })
          : json(200, { data: figures() }),
    });

    await section('審核');
    await choose(FIELD_LABELS.credit_grade, /^H5（/);
    fireEvent.change(screen.getByRole('textbox', { name: `${FIELD_LABELS.add_rate}（%）` }), {
      target: { value: '2' },
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(screen.getByRole('button', { name: '核准' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('status', { name: '年利率（APR）' }).textContent).toContain('= 21.00%');
    expect(computeCalls(calls).at(-1)?.url.searchParams.get('add_rate')).toBe('2');
  });

  it('does not call compute for terms the shared rules refuse', async () => {
    const { calls } = renderConsole('#/loan-applications/12/show', {
      roles: ['admin'],
      onCompute: () => json(200, { data: figures() }),
    });

    await section('審核');
    await choose(FIELD_LABELS.credit_grade, /^A0（/);
    fireEvent.change(screen.getByRole('textbox', { name: `${FIELD_LABELS.add_rate}（%）` }), {
      target: { value: '1.234' },
    });

    expect(await screen.findByText(MESSAGES.addRateInvalid)).toBeTruthy();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 600));
    });
    expect(computeCalls(calls).some((call) => call.url.searchParams.get('add_rate') === '1.234')).toBe(false);
    expect(screen.getByRole('button', { name: '核准' }).hasAttribute('disabled')).toBe(true);
  });

  it('needs a reason to reject, then sends it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = renderConsole('#/loan-applications/12/show', {
      roles: ['admin'],
      onAction: () => json(200, detail({ status: 'rejected', decision_reason: '收入證明不足' })),
    });

    const review = await section('審核');
    fireEvent.click(await review.findByRole('button', { name: '退回' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: '確認退回' }));
    expect(await dialog.findByText(requiredField(FIELD_LABELS.rejection_reason))).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(dialog.getByLabelText(FIELD_LABELS.rejection_reason), { target: { value: '收入證明不足' } });
    fireEvent.click(dialog.getByRole('button', { name: '確認退回' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe(`${API}/12/reject`);
    expect(post?.body).toEqual({ reason: '收入證明不足' });
  });

  it('gives sales the application without the review panel or 指派業務', async () => {
    const { calls, canAccess } = renderConsole('#/loan-applications/12/show', { roles: ['sales'] });

    const application = await section('申請資料');
    expect(application.getByText('整合兩張信用卡的循環利息')).toBeTruthy();
    await waitFor(() =>
      expect(canAccess).toHaveBeenCalledWith(expect.objectContaining({ resource: 'loan-applications', action: 'assign' })),
    );
    await act(async () => {
      await Promise.allSettled(canAccess.mock.results.map((result) => result.value as Promise<boolean>));
    });
    expect(screen.queryByRole('region', { name: '審核' })).toBeNull();
    expect(screen.queryByRole('button', { name: /開始審核|核准|退回|指派業務/ })).toBeNull();
    expect(computeCalls(calls)).toEqual([]);
  });

  it('lets an admin assign a sales code', async () => {
    const { calls } = renderConsole('#/loan-applications/12/show', {
      roles: ['admin'],
      onAction: () => json(200, { id: 12, sales_code: 'M00000009' }),
    });

    fireEvent.click(await screen.findByRole('button', { name: '指派業務' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText(FIELD_LABELS.sales_code), { target: { value: 'M00000009' } });
    fireEvent.click(dialog.getByRole('button', { name: '確認指派業務' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe(`${API}/12/assign-sales`);
    expect(put?.body).toEqual({ sales_code: 'M00000009' });
  });
});
