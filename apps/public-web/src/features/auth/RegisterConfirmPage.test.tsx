import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIELD_LABELS, MESSAGES, requiredField } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { RegisterConfirmPage } from './RegisterConfirmPage';

const renderConfirm = (url = '/auth/register/confirm?token=t0k3n') => renderRoute(<RegisterConfirmPage />, { url });

const submit = () => screen.getByRole('button', { name: MESSAGES.registrationConfirmSubmit });

describe('RegisterConfirmPage', () => {
  it('asks for the password typed at registration, then signs in and continues to the basic member data', async () => {
    const { user, router } = renderConfirm();
    const { apiCalls } = mockFetch({
      'POST /api/auth/register/confirm': { status: 201, body: { data: { ...STATUSES.loggedIn, csrfToken: 'rotated' } } },
    });
    expect(screen.getByText(MESSAGES.registrationConfirmIntro)).toBeTruthy();
    await user.click(submit());
    expect(await screen.findByText(requiredField(FIELD_LABELS.password))).toBeTruthy();
    expect(apiCalls()).toHaveLength(0);

    await user.type(screen.getByLabelText(FIELD_LABELS.password), 'Lb-test-2468');
    await user.click(submit());
    await waitFor(() => expect(currentUrl(router)).toBe('/member/basic'));
    expect(apiCalls()[0]?.body).toEqual({ token: 't0k3n', password: 'Lb-test-2468' });
  });

  it('shows a wrong password under the field', async () => {
    const { user, router } = renderConfirm();
    mockFetch({
      'POST /api/auth/register/confirm': {
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION_FAILED', message: MESSAGES.wrongPassword, errors: { password: MESSAGES.wrongPassword } },
      },
    });
    await user.type(screen.getByLabelText(FIELD_LABELS.password), 'Lb-test-9999');
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.wrongPassword)).toBeTruthy();
    expect(currentUrl(router)).toBe('/auth/register/confirm?token=t0k3n');
  });

  it('says the link is not valid and offers to register again when it has no token', () => {
    renderConfirm('/auth/register/confirm');
    expect(screen.getByText(MESSAGES.registrationLinkInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: '重新註冊' }).getAttribute('href')).toBe('/auth/register');
    expect(screen.queryByRole('button', { name: MESSAGES.registrationConfirmSubmit })).toBeNull();
  });
});
