import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { FIELD_LABELS, maxLength, REVIEW_NOTE_MAX_LENGTH, ROBO_CONSOLE_TEXTS } from '@lendbridge/domain';
import { App } from '../../App';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { apiError, json, mockStaffFetch, type RecordedCall, unhandled } from '../../test/fetchMock';
import type { MemberDetail } from './types';

const member = (overrides: Partial<MemberDetail> = {}): MemberDetail => ({
  id: 7,
  member_serial: 'M000007',
  email: 'wang@example.com',
  mobile: '0912345678',
  name: '王小明',
  member_type: 'person',
  intent: 'lender',
  roles: ['lender'],
  identity_status: 'pending',
  bank_status: 'pending',
  questionnaire_done: false,
  robo_vip: false,
  created_at: '2025-11-20T02:30:00.000Z',
  profile: {
    firstname: '小明',
    lastname: '王',
    birthday: '1990-01-01',
    gender: 'male',
    education_level: 'bachelor',
    safe_question_type: 'first_pet',
    safe_question_other: null,
    company_name: null,
    tax_id: null,
    contact_name: null,
    resident_id: 'A12****789',
    marriage_status: null,
    children_count: null,
    house_type: null,
    registered_address: { zip_code: '100', city: '臺北市', district: '中正區', address: '重慶南路一段 1 號' },
    current_address: null,
    phone_code: null,
    phone_number: null,
    contact_line: null,
    contact_skype: null,
    registered_at: '2025-11-20T02:30:00.000Z',
    identity_status: 'pending',
    identity_review_note: null,
  },
  bank: {
    bank_code: '006',
    bank_name: '合作金庫商業銀行',
    branch_code: null,
    account_masked: '******5678',
    proof_type: 'bankbook',
    proof_image_id: 'proof-uuid',
    id_card_front_image_id: 'front-uuid',
    id_card_back_image_id: 'back-uuid',
    status: 'pending',
    review_note: null,
    created_at: '2025-11-20T02:30:00.000Z',
    account: '******5678',
  },
  questionnaire: null,
  ...overrides,
});

interface Scenario {
  roles: string[];
  record: MemberDetail;
  onVerify?: (call: RecordedCall) => Response;
}

const renderMember = ({ roles, record, onVerify }: Scenario) => {
  let current = record;
  const { calls } = mockStaffFetch(roles, (call) => {
    if (call.path === '/api/console/members/7' && call.method === 'GET') return json(200, current);
    if (call.path === '/api/console/robo/vip/7' && call.method === 'POST') {
      const { robo_vip } = call.body as { robo_vip: boolean };
      current = { ...current, robo_vip };
      return json(200, { data: { id: 7, robo_vip } });
    }
    if (call.path.startsWith('/api/console/members/7/verify-') && call.method === 'POST' && onVerify) {
      const response = onVerify(call);
      if (response.ok) {
        const { decision } = call.body as { decision: 'verified' | 'rejected' };
        current = call.path.endsWith('verify-identity')
          ? { ...current, identity_status: decision }
          : { ...current, bank_status: decision, bank: current.bank && { ...current.bank, status: decision } };
      }
      return response;
    }
    return unhandled(call);
  });
  window.location.hash = '#/members/7/show';
  const authProvider = createAuthProvider();
  const canAccess = vi.spyOn(authProvider, 'canAccess');
  render(<App authProvider={authProvider} dataProvider={createDataProvider()} store={memoryStore()} />);
  return { calls, canAccess };
};

const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('MemberShow', () => {
  it('shows the profile, the bank account with its images and the questionnaire state', async () => {
    renderMember({ roles: ['admin'], record: member() });

    const profile = await section('個人資料與身分審核');
    expect(profile.getByText('王小明')).toBeTruthy();
    expect(profile.getByText('A12****789')).toBeTruthy();
    expect(profile.getByText('100 臺北市 中正區 重慶南路一段 1 號')).toBeTruthy();
    expect(profile.getByText('男')).toBeTruthy();

    const bank = await section('銀行帳戶審核');
    expect(bank.getByText('006 合作金庫商業銀行')).toBeTruthy();
    expect(bank.getByText('******5678')).toBeTruthy();
    expect(bank.getByRole('img', { name: '存摺封面照片' }).getAttribute('src')).toBe('/api/uploads/proof-uuid');
    expect(bank.getByRole('img', { name: '身分證或居留證正面照片' }).getAttribute('src')).toBe('/api/uploads/front-uuid');
    expect(bank.getByRole('img', { name: '身分證或居留證反面照片' }).getAttribute('src')).toBe('/api/uploads/back-uuid');

    const questionnaire = await section('風險屬性調查');
    expect(questionnaire.getByText('尚未完成風險屬性調查')).toBeTruthy();
  });

  it('approves the identity through verify-identity with the note, then reloads the member', async () => {
    const { calls } = renderMember({
      roles: ['admin'],
      record: member(),
      onVerify: () => json(200, { ...member(), identity_status: 'verified' }),
    });

    const profile = await section('個人資料與身分審核');
    fireEvent.click(await profile.findByRole('button', { name: '核准身分' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('審核備註（選填）'), { target: { value: '證件清晰' } });
    fireEvent.click(dialog.getByRole('button', { name: '確認核准' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/console/members/7/verify-identity');
    expect(post?.body).toEqual({ decision: 'verified', note: '證件清晰' });
    expect(post?.headers.get('X-CSRF-Token')).toBe('token-status');
    await waitFor(() => {
      const reads = calls.filter((call) => call.method === 'GET' && call.path === '/api/console/members/7');
      expect(reads.length).toBeGreaterThanOrEqual(2);
    });
    expect(await screen.findByText('已核准身分')).toBeTruthy();
    await waitFor(() => expect(profile.getByRole('button', { name: '核准身分' }).hasAttribute('disabled')).toBe(true));
  });

  it('returns the bank account through verify-bank', async () => {
    const { calls } = renderMember({
      roles: ['admin'],
      record: member(),
      onVerify: () => json(200, { ...member(), bank_status: 'rejected' }),
    });

    const bank = await section('銀行帳戶審核');
    fireEvent.click(await bank.findByRole('button', { name: '退回銀行帳戶' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('審核備註（選填）'), { target: { value: '存摺影像模糊' } });
    fireEvent.click(dialog.getByRole('button', { name: '確認退回' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/console/members/7/verify-bank');
    expect(post?.body).toEqual({ decision: 'rejected', note: '存摺影像模糊' });
    expect(await screen.findByText('已退回銀行帳戶')).toBeTruthy();
  });

  it('shows a server-side note error under the note input and keeps the dialog open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderMember({
      roles: ['admin'],
      record: member(),
      onVerify: () => apiError(400, 'VALIDATION_FAILED', '請確認填寫欄位', { note: '審核備註過長' }),
    });

    const profile = await section('個人資料與身分審核');
    fireEvent.click(await profile.findByRole('button', { name: '退回身分' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: '確認退回' }));

    expect(await dialog.findByText('審核備註過長')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('checks the note against the shared review rule before calling the API', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = renderMember({ roles: ['admin'], record: member(), onVerify: () => json(200, member()) });

    const bank = await section('銀行帳戶審核');
    fireEvent.click(await bank.findByRole('button', { name: '退回銀行帳戶' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('審核備註（選填）'), { target: { value: '備'.repeat(REVIEW_NOTE_MAX_LENGTH + 1) } });
    fireEvent.click(dialog.getByRole('button', { name: '確認退回' }));

    expect(await dialog.findByText(maxLength(FIELD_LABELS.review_note, REVIEW_NOTE_MAX_LENGTH))).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('flags the member for the vip robo product through the console route and shows the flag', async () => {
    const { calls } = renderMember({ roles: ['admin'], record: member() });
    const account = await section('帳號');
    fireEvent.click(await account.findByRole('button', { name: ROBO_CONSOLE_TEXTS.flag }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/console/robo/vip/7')).toBe(true));
    expect(calls.find((call) => call.path === '/api/console/robo/vip/7')?.body).toEqual({ robo_vip: true });
    expect(await account.findByRole('button', { name: ROBO_CONSOLE_TEXTS.unflag })).toBeTruthy();
  });

  it('gives sales the member without the review buttons or the documents', async () => {
    const base = member();
    const { proof_image_id: _proof, id_card_front_image_id: _front, id_card_back_image_id: _back, ...bankSeen } = base.bank!;
    const { canAccess } = renderMember({ roles: ['sales'], record: { ...base, bank: bankSeen } });

    const profile = await section('個人資料與身分審核');
    expect(profile.getByText('王小明')).toBeTruthy();
    await waitFor(() =>
      expect(canAccess).toHaveBeenCalledWith(expect.objectContaining({ resource: 'members', action: 'verify' })),
    );
    await act(async () => {
      await Promise.allSettled(canAccess.mock.results.map((result) => result.value as Promise<boolean>));
    });

    expect(screen.queryByRole('button', { name: /核准|退回/ })).toBeNull();
    expect(screen.queryByRole('button', { name: ROBO_CONSOLE_TEXTS.flag })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('未上傳')).toBeNull();
  });
});
