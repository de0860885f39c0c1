import { useEffect, useRef, useState } from 'react';
import type { ReactNode, Ref } from 'react';
import TextField from '@mui/material/TextField';
import {
  MESSAGES,
  TEXTAREA_VALIDATE_DEBOUNCE_MS,
  containsEmail,
  containsPhone,
  remainingCharacters,
} from '@lendbridge/domain';

/** The warning a free-text box shows for its text, or null: no e-mail, no phone number. */
export const freeTextWarning = (text: string): string | null => {
  if (containsEmail(text)) return MESSAGES.noEmailInText;
  if (containsPhone(text)) return MESSAGES.noPhoneInText;
  return null;
};

export interface FreeTextBoxProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  label: string;
  /** The maximum number of characters; the box shows what remains. */
  maxLength: number;
  name?: string;
  rows?: number;
  /** An error from the form (shown when the box itself has no warning). */
  error?: ReactNode;
  /** Told the box's own warning after each check (null when the text is acceptable). */
  onValidate?: (warning: string | null) => void;
  disabled?: boolean;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/**
 * A textarea that shows the remaining characters and, 500 ms after typing stops, blocks
 * (shows as an error) text carrying an e-mail address or a phone number.
 */
export function FreeTextBox({
  value,
  onChange,
  onBlur,
  label,
  maxLength,
  name,
  rows = 4,
  error,
  onValidate,
  disabled = false,
  inputRef,
}: FreeTextBoxProps) {
  const [warning, setWarning] = useState<string | null>(() => freeTextWarning(value));
  const onValidateRef = useRef(onValidate);

  useEffect(() => {
    onValidateRef.current = onValidate;
  }, [onValidate]);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const next = freeTextWarning(value);
      setWarning(next);
      onValidateRef.current?.(next);
    }, TEXTAREA_VALIDATE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);

  const remaining = remainingCharacters(value, maxLength);
  const shownError = warning ?? error;
  const hasError = (shownError !== undefined && shownError !== null && shownError !== '') || remaining < 0;

  return (
    <TextField
      multiline
      fullWidth
      rows={rows}
      label={label}
      name={name}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      inputRef={inputRef}
      error={hasError}
      helperText={
        <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <span>{shownError}</span>
          <span aria-live="polite">{`剩餘 ${remaining} 字`}</span>
        </span>
      }
    />
  );
}
