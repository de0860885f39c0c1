import { useMemo } from 'react';
import type { ReactNode, Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { emailSuggestions } from '@lendbridge/domain';

export interface EmailSuggestInputProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  label: string;
  name?: string;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The suggestions for what was typed (the common providers unless given). */
  suggest?: (value: string) => string[];
}

const keepAll = (options: string[]): string[] => options;

/**
 * An e-mail input offering suggestions once "@" and a first domain letter are typed: the common
 * providers (up to ten), or the list `suggest` gives (the school e-mail's academic address).
 */
export function EmailSuggestInput({
  value,
  onChange,
  onBlur,
  label,
  name,
  error = false,
  helperText,
  disabled = false,
  autoComplete = 'email',
  inputRef,
  suggest = emailSuggestions,
}: EmailSuggestInputProps) {
  const suggestions = useMemo(() => suggest(value), [suggest, value]);
  return (
    <Autocomplete
      freeSolo
      disableClearable
      options={suggestions}
      filterOptions={keepAll}
      inputValue={value}
      onInputChange={(_event, next) => onChange(next)}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={name}
          type="email"
          error={error}
          helperText={helperText}
          onBlur={onBlur}
          inputRef={inputRef}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, autoComplete },
          }}
        />
      )}
    />
  );
}
