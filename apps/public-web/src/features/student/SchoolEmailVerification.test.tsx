import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  MESSAGES,
  SCHOOL_EMAIL_POLL_INITIAL_DELAY_MS,
  SCHOOL_EMAIL_POLL_MS,
  SCHOOL_EMAIL_RESEND_SECONDS,
  codeCooldown,
} from '@lendbridge/domain';
import { TEST_CSRF_TOKEN, mockFetch } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { SchoolEmailVerification } from './SchoolEmailVerification';
import type { SchoolEmailState } from './student.api';

const SERIAL = 'LA20240001';
const EMAIL = '111703002@nccu.edu.tw';
const CHECK = `GET /api/loan-applications/${SERIAL}/school-email/check-verified`;
const SEND = `POST /api/loan-applications/${SERIAL}/school-email`;

const flush = async (ms = 0) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

const status = () => screen.getByRole('status').textContent;
const sendButton = () => screen.getByRole('button') as HTMLButtonElement;

/** Answers the check with whatever `state.current` holds at the time of the call. */
function checkRoute(initial: SchoolEmailState) {
  const state = { current: initial };
  return { state, route: () => ({ body: { data: state.current } }) };
}

function Harness({ initial, onVerifiedChange }: { initial: string; onVerifiedChange: (verified: boolean) => void }) {
  const [email, setEmail] = useState(initial);
  return (
    <>
      <input aria-label="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <SchoolEmailVerification serial={SERIAL} email={email} onVerifiedChange={onVerifiedChange} />
    </>
  );
}

describe('SchoolEmailVerification', () => {
  it('checks once at mount, then every 30 s after a first 30 s wait, and stops once verified', async () => {
    vi.useFakeTimers();
    const { state, route } = checkRoute({ verify: false, email: EMAIL });
    const { apiCalls } = mockFetch({ [CHECK]: route });
    const checks = () => apiCalls().filter((call) => `${call.method} ${call.path}` === CHECK).length;
    const onVerifiedChange = vi.fn();
    renderRoute(<SchoolEmailVerification serial={SERIAL} email={EMAIL} onVerifiedChange={onVerifiedChange} />, {
      status: STATUSES.complete,
    });

    await flush();
    expect(checks()).toBe(1);
    expect(status()).toBe(MESSAGES.studentNotVerified);
    expect(screen.getByText(MESSAGES.schoolEmailSent)).toBeTruthy();

    await flush(SCHOOL_EMAIL_POLL_INITIAL_DELAY_MS - 1);
    expect(checks()).toBe(1);
    await flush(1);
    expect(checks()).toBe(2);
    await flush(SCHOOL_EMAIL_POLL_MS - 1);
    expect(checks()).toBe(2);
    await flush(1);
    expect(checks()).toBe(3);

    state.current = { verify: true, email: EMAIL };
    await flush(SCHOOL_EMAIL_POLL_MS);
    expect(checks()).toBe(4);
    expect(status()).toBe(MESSAGES.studentVerified);
    expect(onVerifiedChange).toHaveBeenLastCalledWith(true);
    expect(sendButton().disabled).toBe(true);

    await flush(SCHOOL_EMAIL_POLL_MS * 3);
    expect(checks()).toBe(4);
    expect(onVerifiedChange.mock.calls).toEqual([[false], [true]]);
  });

  it('stops polling when unmounted', async () => {
    vi.useFakeTimers();
    const { route } = checkRoute({ verify: false, email: null });
    const { apiCalls } = mockFetch({ [CHECK]: route });
    const view = renderRoute(<SchoolEmailVerification serial={SERIAL} email={EMAIL} />, { status: STATUSES.complete });
    await flush();
    expect(apiCalls()).toHaveLength(1);
    view.unmount();
    await flush(SCHOOL_EMAIL_POLL_INITIAL_DELAY_MS + SCHOOL_EMAIL_POLL_MS * 2);
    expect(apiCalls()).toHaveLength(1);
  });

  it('counts a verified address only while it is the e-mail in the form', async () => {
    vi.useFakeTimers();
    const { route } = checkRoute({ verify: true, email: 'other@ntu.edu.tw' });
    const { apiCalls } = mockFetch({ [CHECK]: route });
    const onVerifiedChange = vi.fn();
    renderRoute(<Harness initial={EMAIL} onVerifiedChange={onVerifiedChange} />, { status: STATUSES.complete });
    await flush();

    expect(status()).toBe(MESSAGES.studentNotVerified);
    expect(screen.getByText(MESSAGES.schoolEmailChanged)).toBeTruthy();
    expect(onVerifiedChange.mock.calls).toEqual([[false]]);
    await flush(SCHOOL_EMAIL_POLL_INITIAL_DELAY_MS);
    expect(apiCalls()).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('email'), { target: { value: 'Other@NTU.edu.tw' } });
    await flush();
    expect(status()).toBe(MESSAGES.studentVerified);
    expect(onVerifiedChange).toHaveBeenLastCalledWith(true);
    await flush(SCHOOL_EMAIL_POLL_MS * 2);
    expect(apiCalls()).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('email'), { target: { value: EMAIL } });
    await flush();
    expect(status()).toBe(MESSAGES.studentNotVerified);
    expect(onVerifiedChange).toHaveBeenLastCalledWith(false);
  });

  it('sends the link to the typed address, then cools down for 60 s', async () => {
    vi.useFakeTimers();
    const { route } = checkRoute({ verify: false, email: null });
    const { apiCalls } = mockFetch({
      [CHECK]: route,
      [SEND]: ({ body }) => ({ body: { data: { sent: true, email: (body as { email: string }).email.toLowerCase(), cooldown: 60 } } }),
    });
    renderRoute(<SchoolEmailVerification serial={SERIAL} email={` ${EMAIL.toUpperCase()} `} />, {
      status: STATUSES.complete,
    });
    await flush();
    expect(sendButton().textContent).toBe(MESSAGES.schoolEmailSend);
    expect(screen.queryByText(MESSAGES.schoolEmailSent)).toBeNull();

    fireEvent.click(sendButton());
    expect(sendButton().textContent).toBe(MESSAGES.codeSending);
    await flush();
    const sent = apiCalls().filter((call) => call.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ email: EMAIL });
    expect(sent[0]?.headers.get('X-CSRF-Token')).toBe(TEST_CSRF_TOKEN);
    expect(sent[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(sendButton().textContent).toBe(codeCooldown(SCHOOL_EMAIL_RESEND_SECONDS));
    expect(sendButton().disabled).toBe(true);
    expect(screen.getByText(MESSAGES.schoolEmailSent)).toBeTruthy();

    fireEvent.click(sendButton());
    await flush((SCHOOL_EMAIL_RESEND_SECONDS - 1) * 1000);
    expect(sendButton().textContent).toBe(codeCooldown(1));
    expect(apiCalls().filter((call) => call.method === 'POST')).toHaveLength(1);
    await flush(1000);
    expect(sendButton().textContent).toBe(MESSAGES.schoolEmailSend);
    expect(sendButton().disabled).toBe(false);
  });

  it('cools down for the seconds the server names after 429 CODE_COOLDOWN', async () => {
    vi.useFakeTimers();
    const { route } = checkRoute({ verify: false, email: EMAIL });
    mockFetch({
      [CHECK]: route,
      [SEND]: { status: 429, body: { statusCode: 429, code: 'CODE_COOLDOWN', message: codeCooldown(42), retryAfter: 42 } },
    });
    renderRoute(<SchoolEmailVerification serial={SERIAL} email={EMAIL} />, { status: STATUSES.complete });
    await flush();
    fireEvent.click(sendButton());
    await flush();
    expect(sendButton().textContent).toBe(codeCooldown(42));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses an address without .edu before sending anything', async () => {
    vi.useFakeTimers();
    const { route } = checkRoute({ verify: false, email: null });
    const { apiCalls } = mockFetch({ [CHECK]: route });
    renderRoute(<SchoolEmailVerification serial={SERIAL} email="amy@gmail.com" />, { status: STATUSES.complete });
    await flush();

    fireEvent.click(sendButton());
    await flush();
    expect(screen.getByRole('dialog').textContent).toContain(MESSAGES.schoolEmail);
    expect(apiCalls().filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(screen.getByRole('button', { name: MESSAGES.schoolEmailSend, hidden: true })).toBeTruthy();
  });
});
