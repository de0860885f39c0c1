import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  ACCOUNT_SUM_LABELS,
  ACCOUNT_TEXTS,
  STATEMENT_FILTER_CATEGORIES,
  isoToSlashed,
  slashedToIso,
  statementCategoryOption,
} from '@lendbridge/domain';
import type { StatementAttributes } from '@lendbridge/domain';
import { DateChooser } from '../../shared/DateChooser';
import type { AccountListSearch } from './useAccountListQuery';

export interface AccountListFiltersProps {
  value: AccountListSearch;
  onSearch: (next: AccountListSearch) => void;
  /** The subject lists; the subject filter is left out without them. */
  attributes?: StatementAttributes;
  disabled?: boolean;
}

/** The subject select: 全部科目, then per category 全部{category} and its subjects. */
function SubjectSelect({
  attributes,
  value,
  onChange,
  disabled,
}: {
  attributes: StatementAttributes;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  return (
    <TextField
      select
      label={ACCOUNT_TEXTS.subjectFilter}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      sx={{ minWidth: 200 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { name: 'subject' } }}
    >
      <option value="">{ACCOUNT_TEXTS.allSubjects}</option>
      {STATEMENT_FILTER_CATEGORIES.filter((category) => (attributes[category] ?? []).length > 0).map((category) => (
        <optgroup key={category} label={ACCOUNT_SUM_LABELS[category]}>
          <option value={category}>{statementCategoryOption(ACCOUNT_SUM_LABELS[category])}</option>
          {(attributes[category] ?? []).map((subject) => (
            <option key={String(subject.value)} value={String(subject.value)}>
              {subject.label}
            </option>
          ))}
        </optgroup>
      ))}
    </TextField>
  );
}

/** The list filters (subject when given, start and end dates) applied by 搜尋. */
export function AccountListFilters({ value, onSearch, attributes, disabled = false }: AccountListFiltersProps) {
  const [draft, setDraft] = useState<AccountListSearch>(value);
  const [orderError, setOrderError] = useState(false);

  const { subject, start_date: startDate, end_date: endDate } = value;

  useEffect(() => {
    setDraft({ subject, start_date: startDate, end_date: endDate });
    setOrderError(false);
  }, [subject, startDate, endDate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.start_date > draft.end_date) {
      setOrderError(true);
      return;
    }
    setOrderError(false);
    onSearch(draft);
  };

  return (
    <Box component="form" role="search" onSubmit={submit} noValidate>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-end' }}>
        {attributes !== undefined && (
          <SubjectSelect
            attributes={attributes}
            value={draft.subject}
            onChange={(next) => setDraft((current) => ({ ...current, subject: next }))}
            disabled={disabled}
          />
        )}
        <DateChooser
          label={ACCOUNT_TEXTS.startDate}
          name="start_date"
          value={isoToSlashed(draft.start_date)}
          onChange={(next) => setDraft((current) => ({ ...current, start_date: slashedToIso(next) }))}
          error={orderError}
          disabled={disabled}
        />
        <DateChooser
          label={ACCOUNT_TEXTS.endDate}
          name="end_date"
          value={isoToSlashed(draft.end_date)}
          onChange={(next) => setDraft((current) => ({ ...current, end_date: slashedToIso(next) }))}
          error={orderError}
          disabled={disabled}
        />
        <Button type="submit" variant="contained" disabled={disabled}>
          {ACCOUNT_TEXTS.search}
        </Button>
      </Stack>
      {orderError && <FormHelperText error>{ACCOUNT_TEXTS.dateOrder}</FormHelperText>}
    </Box>
  );
}
