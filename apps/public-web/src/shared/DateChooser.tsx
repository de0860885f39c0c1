import { useId, useMemo } from 'react';
import type { ReactNode, Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DATE_CHOOSER_DEFAULT,
  chooserDays,
  chooserMonths,
  chooserYears,
  toTaipeiYmd,
} from '@lendbridge/domain';

export interface DateChooserProps {
  /** 'YYYY/MM/DD'; anything else shows the default 1980/01/01. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  label: string;
  name?: string;
  /** Years offered run from 1900 to the current year plus this offset. */
  maxOffset?: number;
  /** The current year (defaults to today's year in Taiwan). */
  currentYear?: number;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  inputRef?: Ref<HTMLSelectElement>;
}

const PATTERN = /^(\d{4})\/(\d{2})\/(\d{2})$/;

interface Parts {
  year: string;
  month: string;
  day: string;
}

const toParts = (value: string): Parts => {
  const match = PATTERN.exec(value) ?? PATTERN.exec(DATE_CHOOSER_DEFAULT);
  return { year: match?.[1] ?? '', month: match?.[2] ?? '', day: match?.[3] ?? '' };
};

/** The day kept when the month or year changes: the same day, or the month's last one. */
const fitDay = (day: string, days: readonly string[]): string =>
  days.includes(day) ? day : (days[days.length - 1] ?? day);

/** Three selects (year, month, day) writing one 'YYYY/MM/DD' value. */
export function DateChooser({
  value,
  onChange,
  onBlur,
  label,
  name,
  maxOffset = 0,
  currentYear,
  error = false,
  helperText,
  disabled = false,
  inputRef,
}: DateChooserProps) {
  const id = useId();
  const parts = toParts(value);
  const thisYear = currentYear ?? toTaipeiYmd(new Date()).year;
  const years = useMemo(() => {
    const list = chooserYears(thisYear, maxOffset);
    return list.includes(parts.year) ? list : [...list, parts.year].sort();
  }, [thisYear, maxOffset, parts.year]);
  const months = useMemo(() => chooserMonths(), []);
  const days = useMemo(() => chooserDays(parts.year, parts.month), [parts.year, parts.month]);

  const emit = (next: Parts) => {
    const fitted = fitDay(next.day, chooserDays(next.year, next.month));
    onChange(`${next.year}/${next.month}/${fitted}`);
  };

  const select = (
    part: keyof Parts,
    partLabel: string,
    options: readonly string[],
    ref?: Ref<HTMLSelectElement>,
  ) => (
    <TextField
      select
      id={`${id}-${part}`}
      label={partLabel}
      value={parts[part]}
      disabled={disabled}
      error={error}
      onChange={(event) => emit({ ...parts, [part]: event.target.value })}
      onBlur={onBlur}
      inputRef={ref}
      sx={{ minWidth: part === 'year' ? 110 : 88 }}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { name: name === undefined ? undefined : `${name}.${part}`, 'data-part': part },
      }}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </TextField>
  );

  return (
    <FormControl component="fieldset" error={error} disabled={disabled}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Stack direction="row" spacing={1}>
        {select('year', '年', years, inputRef)}
        {select('month', '月', months)}
        {select('day', '日', days)}
      </Stack>
      {helperText !== undefined && helperText !== null && helperText !== '' && (
        <FormHelperText>{helperText}</FormHelperText>
      )}
    </FormControl>
  );
}
