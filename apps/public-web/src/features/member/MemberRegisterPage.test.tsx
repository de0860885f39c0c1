import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIELD_LABELS, MESSAGES, identityCheckDigit, requiredField } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockRoutes } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { MemberRegisterPage } from './MemberRegisterPage';

const RESIDENT_ID = `A12345678${identityCheckDigit('A12345678') ?? ''}`;

const routes = (profile: unknown = { registered_at: null }): MockRoutes => ({
  'GET /api/member/profile': { body: { data: profile } },
  'POST /api/attributes': { body: { data: { 'address.city': [{ value: '臺北市', label: '臺北市' }] } } },
  'GET /api/address-attributes': { body: { data: { 中正區: '100', 大同區: '103' } } },
});

const renderPage = () =>
  renderRoute(<MemberRegisterPage />, {
    url: '/member/register?next=%2Faccount%2Fborrower',
    path: '/member/register',
    status: STATUSES.member,
  });

describe('MemberRegisterPage', () => {
  it('fills the zip code from the chosen district and sends the profile', async () => {
    const { apiCalls } = mockFetch({
      ...routes(),
      'POST /api/member/register': { body: { data: { ...STATUSES.member } } },
    });
    const { user, router } = renderPage();
    await screen.findByRole('button', { name: '下一步' });
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.resident_id), { target: { value: RESIDENT_ID.toLowerCase() } });
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.marriage_status), { target: { value: 'single' } });
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.children_count), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.house_type), { target: { value: 'rent' } });

    await user.click(screen.getByLabelText(FIELD_LABELS.same_as_registered));
    expect(screen.queryAllByLabelText(FIELD_LABELS.city)).toHaveLength(1);
    await screen.findByRole('option', { name: '臺北市' });
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.city), { target: { value: '臺北市' } });
    await screen.findByRole('option', { name: '大同區' });
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.district), { target: { value: '大同區' } });
    expect((screen.getByLabelText(FIELD_LABELS.zip_code) as HTMLInputElement).value).toBe('103');
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.address), { target: { value: '承德路一段 1 號' } });

    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/member/bank?next=%2Faccount%2Fborrower'));
    const posted = apiCalls().find((call) => call.path === '/api/member/register');
    expect(posted?.body).toEqual({
      resident_id: RESIDENT_ID,
      marriage_status: 'single',
      children_count: '0',
      house_type: 'rent',
      registered_address: { zip_code: '103', city: '臺北市', district: '大同區', address: '承德路一段 1 號' },
      same_as_registered: true,
    });
  });

  it('asks for the current address unless it is the registered one, and checks the ID', async () => {
    mockFetch(routes());
    const { user } = renderPage();
    await screen.findByRole('button', { name: '下一步' });
    fireEvent.change(screen.getByLabelText(FIELD_LABELS.resident_id), { target: { value: 'A123456788' } });
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText(MESSAGES.identityNumber)).toBeTruthy();
    expect(screen.getAllByText(requiredField(FIELD_LABELS.city))).toHaveLength(2);
    expect(screen.getAllByText(requiredField(FIELD_LABELS.address))).toHaveLength(2);
  });

  it('goes on to the bank binding when the registration is already done', async () => {
    mockFetch(routes({ registered_at: '2026-01-02T03:04:05Z' }));
    const { router } = renderPage();
    await waitFor(() => expect(currentUrl(router)).toBe('/member/bank?next=%2Faccount%2Fborrower'));
  });
});
