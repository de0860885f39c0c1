import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIELD_LABELS, MESSAGES, PASSWORD_MIN_LENGTH, minLength, requiredField } from '@lendbridge/domain';
import { deferred, mockFetch } from '../../test/fetchMock';
import type { MockReply } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { LoginPage } from './LoginPage';

const renderLogin = (url = '/auth/login') => renderRoute(<LoginPage />, { url, path: '/auth/login' });

const helperOf = (input: HTMLElement): string => {
  const id = input.getAttribute('aria-describedby');
  return id === null ? '' : (document.getElementById(id)?.textContent ?? '');
};

const signedIn = (next: string | null = null): MockReply => ({
  body: { data: { ...STATUSES.complete, csrfToken: 'after-login', next } },
});

describe('LoginPage', () => {
  it('shows the required messages for empty fields', async () => {
    const { user, router } = renderLogin();
    mockFetch();
    await user.click(screen.getByRole('button', { name: '登入' }));
    expect(await screen.findByText(requiredField(FIELD_LABELS.email))).toBeTruthy();
    expect(screen.getByText(requiredField(FIELD_LABELS.password))).toBeTruthy();
    expect(currentUrl(router)).toBe('/auth/login');
  });

  it('refuses a malformed e-mail and a short password with the spec messages', async () => {
    const { user } = renderLogin();
    const { apiCalls } = mockFetch();
    await user.type(screen.getByLabelText(FIELD_LABELS.email), 'not-an-email');
    await user.type(screen.getByLabelText(FIELD_LABELS.password), '12a');
    await user.click(screen.getByRole('button', { name: '登入' }));
    expect(helperOf(screen.getByLabelText(FIELD_LABELS.email))).toBe(MESSAGES.email);
    expect(helperOf(screen.getByLabelText(FIELD_LABELS.password))).toBe(
      minLength(FIELD_LABELS.password, PASSWORD_MIN_LENGTH),
    );
    expect(apiCalls()).toHaveLength(0);
  });

  it('puts a server field error under its field', async () => {
    const { user } = renderLogin();
    mockFetch({
      'POST /api/auth/login': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: MESSAGES.emailNotVerified,
          errors: { email: MESSAGES.emailNotVerified },
        },
      },
    });
    await user.type(screen.getByLabelText(FIELD_LABELS.email), 'amy@example.com');
    await user.type(screen.getByLabelText(FIELD_LABELS.password), 'secret123');
    await user.click(screen.getByRole('button', { name: '登入' }));
    await waitFor(() => expect(helperOf(screen.getByLabelText(FIELD_LABELS.email))).toBe(MESSAGES.emailNotVerified));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('alerts the server text for wrong credentials and stays', async () => {
    const { user, router } = renderLogin();
    mockFetch({
      'POST /api/auth/login': {
        status: 401,
        body: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: MESSAGES.invalidCredentials },
      },
    });
    await user.type(screen.getByLabelText(FIELD_LABELS.email), 'amy@example.com');
    await user.type(screen.getByLabelText(FIELD_LABELS.password), 'secret123');
    await user.click(screen.getByRole('button', { name: '登入' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(MESSAGES.genericErrorTitle);
    expect(dialog.textContent).toContain(MESSAGES.invalidCredentials);
    expect(currentUrl(router)).toBe('/auth/login');
  });

  it('disables the button while sending, then goes to next', async () => {
    const { user, router } = renderLogin('/auth/login?next=%2Fmember%2Fprofile%3Ftab%3D1');
    const reply = deferred<MockReply>();
    const { apiCalls } = mockFetch({ 'POST /api/auth/login': () => reply.promise });
    await user.type(screen.getByLabelText(FIELD_LABELS.email), 'Amy@Example.com');
    await user.type(screen.getByLabelText(FIELD_LABELS.password), 'secret123');
    await user.click(screen.getByRole('button', { name: '登入' }));
    await waitFor(() => expect((screen.getByRole('button', { name: '登入' }) as HTMLButtonElement).disabled).toBe(true));
    expect(apiCalls()[0]?.body).toEqual({ email: 'amy@example.com', password: 'secret123', next: '/member/profile?tab=1' });

    await act(async () => {
      reply.resolve(signedIn('/member/profile?tab=1'));
      await reply.promise;
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/member/profile?tab=1'));
  });

  it('ignores a next that leaves the site and goes home', async () => {
    const { user, router } = renderLogin('/auth/login?next=%2F%2Fevil.example%2Fphish');
    const { apiCalls } = mockFetch({ 'POST /api/auth/login': signedIn() });
    await user.type(screen.getByLabelText(FIELD_LABELS.email), 'amy@example.com');
    await user.type(screen.getByLabelText(FIELD_LABELS.password), 'secret123');
    await user.click(screen.getByRole('button', { name: '登入' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(apiCalls()[0]?.body).toEqual({ email: 'amy@example.com', password: 'secret123' });
  });
});
