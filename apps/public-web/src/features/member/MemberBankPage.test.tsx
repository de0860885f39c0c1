import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOUND_BANK_STATUS_LABELS, FIELD_LABELS, MEMBER_BANK_TEXTS, MESSAGES, OPTIONS, requiredField } from '@lendbridge/domain';
import { deferred, mockFetch } from '../../test/fetchMock';
import type { MockReply, MockRoutes } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { MemberBankPage } from './MemberBankPage';

const ID = (n: number) => `${String(n).repeat(8)}-${String(n).repeat(4)}-4${String(n).repeat(3)}-8${String(n).repeat(3)}-${String(n).repeat(12)}`;

const BASE_ROUTES: MockRoutes = {
  'GET /api/member/profile': { body: { data: { registered_at: '2026-01-01T00:00:00Z' } } },
  'POST /api/attributes': { body: { data: { 'bank.code': [{ value: '004', label: '004 臺灣銀行' }] } } },
};

const renderBank = () =>
  renderRoute(<MemberBankPage />, { url: '/member/bank', path: '/member/bank', status: STATUSES.member });

const png = (name: string) => new File([new Uint8Array(16)], name, { type: 'image/png' });

const pick = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

describe('MemberBankPage', () => {
  it('shows the required messages and the proof image of the chosen proof type', async () => {
    mockFetch(BASE_ROUTES);
    const { user } = renderBank();
    await screen.findByRole('option', { name: '004 臺灣銀行' });
    await user.click(screen.getByRole('button', { name: '下一步' }));
    for (const label of [
      FIELD_LABELS.bank_code,
      FIELD_LABELS.account,
      FIELD_LABELS.account_confirmation,
      FIELD_LABELS.bankbook_cover_image,
      FIELD_LABELS.id_card_front_image,
      FIELD_LABELS.id_card_back_image,
    ]) {
      expect(await screen.findByText(requiredField(label))).toBeTruthy();
    }
    await user.click(screen.getByLabelText(OPTIONS.proof_type[1].label));
    expect(screen.getByLabelText(FIELD_LABELS.atm_card_image)).toBeTruthy();
    expect(screen.queryByLabelText(FIELD_LABELS.bankbook_cover_image)).toBeNull();
  });

  it('blocks the submit while an image uploads, then binds the account', async () => {
    const reply = deferred<MockReply>();
    let uploads = 0;
    const { apiCalls } = mockFetch({
      ...BASE_ROUTES,
      'POST /api/upload': () => {
        uploads += 1;
        const id = ID(uploads);
        const answer = { status: 201, body: { data: { id, filename: `${id}.png`, path: id, url: `/api/uploads/${id}` } } };
        return uploads === 1 ? reply.promise.then(() => answer) : answer;
      },
      'POST /api/member/bank': { body: { data: STATUSES.full } },
    });
    const { user, router } = renderBank();
    await screen.findByRole('option', { name: '004 臺灣銀行' });
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.bank_code), { target: { value: '004' } });
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.account), { target: { value: '12345678901' } });
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.account_confirmation), { target: { value: '12345678901' } });

    pick(FIELD_LABELS.bankbook_cover_image, png('cover.png'));
    await waitFor(() => expect((screen.getByRole('button', { name: '下一步' }) as HTMLButtonElement).disabled).toBe(true));
    await act(async () => {
      reply.resolve({});
      await reply.promise;
    });
    await waitFor(() => expect((screen.getByRole('button', { name: '下一步' }) as HTMLButtonElement).disabled).toBe(false));

    pick(FIELD_LABELS.id_card_front_image, png('front.png'));
    await waitFor(() => expect(screen.getAllByText(MESSAGES.uploadSuccessLabel)).toHaveLength(2));
    pick(FIELD_LABELS.id_card_back_image, png('back.png'));
    await waitFor(() => expect(screen.getAllByText(MESSAGES.uploadSuccessLabel)).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/member/risk-questionnaire'));
    expect(apiCalls().find((call) => call.path === '/api/member/bank')?.body).toEqual({
      bank_code: '004',
      account: '12345678901',
      account_confirmation: '12345678901',
      proof_type: 'bankbook',
      bankbook_cover_image: ID(1),
      id_card_front_image: ID(2),
      id_card_back_image: ID(3),
    });
  });

  it('shows a member who has bound a bank that account and its review, and changes it with a mobile code', async () => {
    const bound = {
      bank_code: '004',
      bank_name: '臺灣銀行',
      branch_code: null,
      account_masked: '*******8901',
      proof_type: 'bankbook',
      status: 'rejected',
      review_note: '存摺影像不清楚',
      created_at: '2026-01-02T00:00:00Z',
    };
    let uploads = 0;
    const { apiCalls } = mockFetch({
      ...BASE_ROUTES,
      'GET /api/member/bank': { body: { data: bound } },
      'POST /api/verify/mobile': { body: { data: { sent: true, cooldown: 60 } } },
      'POST /api/upload': () => {
        uploads += 1;
        const id = ID(uploads);
        return { status: 201, body: { data: { id, filename: `${id}.png`, path: id, url: `/api/uploads/${id}` } } };
      },
      'PUT /api/member/bank': { body: { data: { ...bound, account_masked: '*******2222', status: 'pending', review_note: null } } },
    });
    const { user, router } = renderRoute(<MemberBankPage />, { url: '/member/bank', path: '/member/bank', status: STATUSES.full });

    const current = within(await screen.findByRole('region', { name: MEMBER_BANK_TEXTS.currentTitle }));
    expect(current.getByText('004 臺灣銀行')).toBeTruthy();
    expect(current.getByText('*******8901')).toBeTruthy();
    expect(current.getByText(BOUND_BANK_STATUS_LABELS.rejected)).toBeTruthy();
    expect(current.getByText('存摺影像不清楚')).toBeTruthy();
    expect(currentUrl(router)).toBe('/member/bank');

    await screen.findByRole('option', { name: '004 臺灣銀行' });
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.bank_code), { target: { value: '004' } });
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.account), { target: { value: '22222222222' } });
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.account_confirmation), { target: { value: '22222222222' } });
    pick(FIELD_LABELS.bankbook_cover_image, png('cover.png'));
    await waitFor(() => expect(screen.getAllByText(MESSAGES.uploadSuccessLabel)).toHaveLength(1));
    pick(FIELD_LABELS.id_card_front_image, png('front.png'));
    await waitFor(() => expect(screen.getAllByText(MESSAGES.uploadSuccessLabel)).toHaveLength(2));
    pick(FIELD_LABELS.id_card_back_image, png('back.png'));
    await waitFor(() => expect(screen.getAllByText(MESSAGES.uploadSuccessLabel)).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: '發送驗證碼' }));
    await waitFor(() => expect(apiCalls().some((call) => call.path === '/api/verify/mobile')).toBe(true));
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.code), { target: { value: '123456' } });

    await user.click(screen.getByRole('button', { name: MEMBER_BANK_TEXTS.change }));
    expect(await screen.findByText(MEMBER_BANK_TEXTS.changed)).toBeTruthy();
    expect(apiCalls().find((call) => call.method === 'PUT' && call.path === '/api/member/bank')?.body).toEqual({
      bank_code: '004',
      account: '22222222222',
      account_confirmation: '22222222222',
      proof_type: 'bankbook',
      bankbook_cover_image: ID(1),
      id_card_front_image: ID(2),
      id_card_back_image: ID(3),
      code: '123456',
    });
    expect(apiCalls().some((call) => call.method === 'POST' && call.path === '/api/member/bank')).toBe(false);
  });
});
