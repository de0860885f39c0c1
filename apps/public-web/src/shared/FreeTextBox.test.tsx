import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, TEXTAREA_VALIDATE_DEBOUNCE_MS } from '@lendbridge/domain';
import { FreeTextBox } from './FreeTextBox';

function Harness({ onValidate, max = 20 }: { onValidate?: (warning: string | null) => void; max?: number }) {
  const [value, setValue] = useState('');
  return <FreeTextBox label="說明" value={value} onChange={setValue} maxLength={max} onValidate={onValidate} />;
}

const type = (text: string) => fireEvent.change(screen.getByLabelText('說明'), { target: { value: text } });

const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('FreeTextBox', () => {
  it('shows the remaining characters (maximum minus typed)', () => {
    render(<Harness max={20} />);
    expect(screen.getByText('剩餘 20 字')).toBeTruthy();
    type('資金周轉');
    expect(screen.getByText('剩餘 16 字')).toBeTruthy();
  });

  it('warns about an e-mail address 500 ms after typing stops', () => {
    vi.useFakeTimers();
    const onValidate = vi.fn();
    render(<Harness onValidate={onValidate} max={100} />);
    type('請寄到 amy@example.com');
    wait(TEXTAREA_VALIDATE_DEBOUNCE_MS - 1);
    expect(screen.queryByText(MESSAGES.noEmailInText)).toBeNull();
    wait(1);
    expect(screen.getByText(MESSAGES.noEmailInText)).toBeTruthy();
    expect(onValidate).toHaveBeenLastCalledWith(MESSAGES.noEmailInText);
  });

  it('restarts the wait on each keystroke and warns about a phone number', () => {
    vi.useFakeTimers();
    const onValidate = vi.fn();
    render(<Harness onValidate={onValidate} max={100} />);
    type('電話 0912');
    wait(TEXTAREA_VALIDATE_DEBOUNCE_MS - 100);
    type('電話 0912-345-678');
    wait(TEXTAREA_VALIDATE_DEBOUNCE_MS - 100);
    expect(screen.queryByText(MESSAGES.noPhoneInText)).toBeNull();
    wait(100);
    expect(screen.getByText(MESSAGES.noPhoneInText)).toBeTruthy();
    expect((screen.getByLabelText('說明') as HTMLTextAreaElement).getAttribute('aria-invalid')).toBe('true');
  });

  it('clears the warning once the text is acceptable', () => {
    vi.useFakeTimers();
    const onValidate = vi.fn();
    render(<Harness onValidate={onValidate} max={100} />);
    type('amy@example.com');
    wait(TEXTAREA_VALIDATE_DEBOUNCE_MS);
    type('週轉用途');
    wait(TEXTAREA_VALIDATE_DEBOUNCE_MS);
    expect(screen.queryByText(MESSAGES.noEmailInText)).toBeNull();
    expect(onValidate).toHaveBeenLastCalledWith(null);
  });
});
