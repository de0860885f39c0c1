import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, VERIFICATION_CODE_COOLDOWN_SECONDS, codeCooldown } from '@lendbridge/domain';
import { ApiError } from '../app/api';
import { deferred } from '../test/fetchMock';
import { STATUSES, renderRoute } from '../test/render';
import { VerificationCodeButton } from './VerificationCodeButton';

const button = () => screen.getByRole('button') as HTMLButtonElement;

const flush = async (ms = 0) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

describe('VerificationCodeButton', () => {
  it('goes idle → sending (請稍候) → 60 s countdown → idle, not clickable meanwhile', async () => {
    vi.useFakeTimers();
    const sent = deferred<void>();
    const onSend = vi.fn(() => sent.promise);
    renderRoute(<VerificationCodeButton onSend={onSend} />, { status: STATUSES.member });

    expect(button().textContent).toBe('發送驗證碼');
    fireEvent.click(button());
    expect(button().textContent).toBe(MESSAGES.codeSending);
    expect(button().disabled).toBe(true);
    fireEvent.click(button());
    expect(onSend).toHaveBeenCalledTimes(1);

    await act(async () => {
      sent.resolve();
      await sent.promise;
    });
    expect(button().textContent).toBe(codeCooldown(VERIFICATION_CODE_COOLDOWN_SECONDS));
    expect(button().disabled).toBe(true);

    await flush(1000);
    expect(button().textContent).toBe(codeCooldown(VERIFICATION_CODE_COOLDOWN_SECONDS - 1));

    await flush((VERIFICATION_CODE_COOLDOWN_SECONDS - 1) * 1000);
    expect(button().textContent).toBe('發送驗證碼');
    expect(button().disabled).toBe(false);
  });

  it('cools down for retryAfter when the server answers 429 CODE_COOLDOWN', async () => {
    vi.useFakeTimers();
    const onSend = vi.fn(() =>
      Promise.reject(new ApiError({ status: 429, code: 'CODE_COOLDOWN', message: codeCooldown(30), retryAfter: 30 })),
    );
    renderRoute(<VerificationCodeButton onSend={onSend} />, { status: STATUSES.member });
    fireEvent.click(button());
    await flush();
    expect(button().textContent).toBe(codeCooldown(30));
    expect(screen.queryByRole('dialog')).toBeNull();
    await flush(30_000);
    expect(button().textContent).toBe('發送驗證碼');
  });

  it("alerts the server's error and goes back to idle when sending fails", async () => {
    const onSend = vi.fn(() =>
      Promise.reject(new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: MESSAGES.mobile })),
    );
    renderRoute(<VerificationCodeButton onSend={onSend} />, { status: STATUSES.member });
    fireEvent.click(button());
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(MESSAGES.genericErrorTitle);
    expect(dialog.textContent).toContain(MESSAGES.mobile);
    expect(screen.getByRole('button', { name: '發送驗證碼', hidden: true })).toBeTruthy();
  });

  it('does not cool down when the caller sent nothing', async () => {
    const onSend = vi.fn(() => Promise.resolve(false));
    renderRoute(<VerificationCodeButton onSend={onSend} />, { status: STATUSES.member });
    fireEvent.click(button());
    await act(async () => {
      await Promise.resolve();
    });
    expect(button().textContent).toBe('發送驗證碼');
    expect(button().disabled).toBe(false);
  });
});
