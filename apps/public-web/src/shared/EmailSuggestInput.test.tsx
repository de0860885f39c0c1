import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EMAIL_SUGGESTION_DOMAINS } from '@lendbridge/domain';
import { EmailSuggestInput } from './EmailSuggestInput';

function Harness({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <EmailSuggestInput
      label="Email"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const suggestions = (): string[] => screen.queryAllByRole('option').map((option) => option.textContent ?? '');

describe('EmailSuggestInput', () => {
  it('shows nothing before the @ or with an empty domain part', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Email' });
    await user.type(input, 'amy');
    expect(suggestions()).toEqual([]);
    await user.type(input, '@');
    expect(suggestions()).toEqual([]);
  });

  it('suggests the providers matching the typed domain once it has a letter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Email' }), 'amy@h');
    expect(suggestions()).toEqual(['amy@hotmail.com', 'amy@hinet.net']);
    await user.type(screen.getByRole('combobox', { name: 'Email' }), 'o');
    expect(suggestions()).toEqual(['amy@hotmail.com']);
  });

  it('never shows more than ten suggestions', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Email' }), 'amy@y');
    expect(suggestions()).toEqual(['amy@yahoo.com.tw', 'amy@yahoo.com']);
    expect(suggestions().length).toBeLessThanOrEqual(EMAIL_SUGGESTION_DOMAINS.length);
    expect(EMAIL_SUGGESTION_DOMAINS.length).toBeLessThanOrEqual(10);
  });

  it('fills in the chosen suggestion', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'Email' }), 'amy@g');
    await user.click(screen.getByRole('option', { name: 'amy@gmail.com' }));
    expect(onChange).toHaveBeenLastCalledWith('amy@gmail.com');
    expect((screen.getByRole('combobox', { name: 'Email' }) as HTMLInputElement).value).toBe('amy@gmail.com');
  });
});
