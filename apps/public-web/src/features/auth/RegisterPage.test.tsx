import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIELD_LABELS, MESSAGES, OPTIONS, REFERRAL_TEXTS, registrationSentText, requiredField } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import { currentUrl, renderRoute } from '../../test/render';
import { RegisterPage } from './RegisterPage';

const renderRegister = () => renderRoute(<RegisterPage />, { url: '/auth/register' });

const helperOf = (input: HTMLElement): string => {
  const id = input.getAttribute('aria-describedby');
  return id === null ? '' : (document.getElementById(id)?.textContent ?? '');
};

const emailInput = () => screen.getByRole('combobox', { name: FIELD_LABELS.email });
const confirmationInput = () => screen.getByRole('combobox', { name: FIELD_LABELS.email_confirmation });

const submit = () => screen.getByRole('button', { name: '註冊' });

describe('RegisterPage', () => {
  it('shows every required message on an empty submit', async () => {
    const { user } = renderRegister();
    const { apiCalls } = mockFetch();
    await user.click(submit());
    for (const label of [
      FIELD_LABELS.email,
      FIELD_LABELS.email_confirmation,
      FIELD_LABELS.mobile,
      FIELD_LABELS.password,
      FIELD_LABELS.password_confirmation,
      FIELD_LABELS.intent,
      FIELD_LABELS.agree_policy,
    ]) {
      expect(await screen.findByText(requiredField(label))).toBeTruthy();
    }
    expect(apiCalls()).toHaveLength(0);
  });

  it('shows the spec messages for a wrong mobile, a weak password and mismatched confirmations', async () => {
    const { user } = renderRegister();
    mockFetch();
    await user.type(emailInput(), 'amy@example.com');
    await user.type(confirmationInput(), 'amy@example.org');
    await user.type(screen.getByLabelText(FIELD_LABELS.mobile), '0812345678');
    await user.type(screen.getByLabelText(FIELD_LABELS.password), 'abcdefgh');
    await user.type(screen.getByLabelText(FIELD_LABELS.password_confirmation), 'abcdefgi');
    await user.click(submit());
    await waitFor(() => expect(helperOf(screen.getByLabelText(FIELD_LABELS.mobile))).toBe(MESSAGES.mobile));
    expect(helperOf(screen.getByLabelText(FIELD_LABELS.password))).toBe(MESSAGES.password);
    expect(helperOf(confirmationInput())).toBe(MESSAGES.notEqual);

    await user.clear(screen.getByLabelText(FIELD_LABELS.password));
    await user.type(screen.getByLabelText(FIELD_LABELS.password), 'abc12345');
    await user.click(submit());
    await waitFor(() =>
      expect(helperOf(screen.getByLabelText(FIELD_LABELS.password_confirmation))).toBe(MESSAGES.notEqual),
    );
  });

  it('offers the e-mail domain suggestions', async () => {
    const { user } = renderRegister();
    mockFetch();
    await user.type(emailInput(), 'amy@g');
    expect(screen.getByRole('option', { name: 'amy@gmail.com' })).toBeTruthy();
  });

  const fillValidForm = async (user: ReturnType<typeof renderRegister>['user']) => {
    await user.type(emailInput(), 'amy@example.com');
    await user.type(confirmationInput(), 'amy@example.com');
    await user.type(screen.getByLabelText(FIELD_LABELS.mobile), '0912345678');
    await user.type(screen.getByLabelText(FIELD_LABELS.password), 'abc12345');
    await user.type(screen.getByLabelText(FIELD_LABELS.password_confirmation), 'abc12345');
    await user.click(screen.getByLabelText(OPTIONS.intent[2].label));
    await user.click(screen.getByRole('checkbox'));
  };

  it('puts a server field error under its field: a common password', async () => {
    const { user, router } = renderRegister();
    mockFetch({
      'POST /api/auth/register': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: MESSAGES.passwordCommon,
          errors: { password: MESSAGES.passwordCommon },
        },
      },
    });
    await fillValidForm(user);
    await user.click(submit());
    await waitFor(() => expect(helperOf(screen.getByLabelText(FIELD_LABELS.password))).toBe(MESSAGES.passwordCommon));
    expect(currentUrl(router)).toBe('/auth/register');
  });

  it('registers and asks to open the link e-mailed to the address, still signed out', async () => {
    const { user, router } = renderRegister();
    const { apiCalls } = mockFetch({
      'POST /api/auth/register': { status: 201, body: { data: { sent: true } } },
    });
    await fillValidForm(user);
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.registrationSentTitle)).toBeTruthy();
    expect(screen.getByText(registrationSentText('amy@example.com'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: '註冊' })).toBeNull();
    expect(currentUrl(router)).toBe('/auth/register');
    expect(apiCalls()[0]?.body).toEqual({
      email: 'amy@example.com',
      email_confirmation: 'amy@example.com',
      mobile: '0912345678',
      password: 'abc12345',
      password_confirmation: 'abc12345',
      member_type: 'person',
      intent: 'both',
      agree_policy: true,
    });
  });

  it('carries the referral link’s ?mgm= into the registration, upper-cased', async () => {
    const { user } = renderRoute(<RegisterPage />, { url: '/auth/register?mgm=m00100001' });
    const { apiCalls } = mockFetch({ 'POST /api/auth/register': { status: 201, body: { data: { sent: true } } } });
    expect((screen.getByLabelText(REFERRAL_TEXTS.referrerLabel) as HTMLInputElement).value).toBe('M00100001');
    await fillValidForm(user);
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.registrationSentTitle)).toBeTruthy();
    expect(apiCalls()[0]?.body).toMatchObject({ email: 'amy@example.com', mgm_serial: 'M00100001' });
  });

  it('shows a refused referrer under its field', async () => {
    const { user } = renderRoute(<RegisterPage />, { url: '/auth/register?mgm=M99999999' });
    mockFetch({
      'POST /api/auth/register': {
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION_FAILED', message: REFERRAL_TEXTS.unknownReferrer, errors: { mgm_serial: REFERRAL_TEXTS.unknownReferrer } },
      },
    });
    await fillValidForm(user);
    await user.click(submit());
    await waitFor(() => expect(helperOf(screen.getByLabelText(REFERRAL_TEXTS.referrerLabel))).toBe(REFERRAL_TEXTS.unknownReferrer));
  });

  it('has no referrer field when the link carries no serial', () => {
    renderRegister();
    mockFetch();
    expect(screen.queryByLabelText(REFERRAL_TEXTS.referrerLabel)).toBeNull();
  });
});
