import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CREDIT_RANK_LEVELS,
  MARKET_ADVANCED_FILTER_KEYS,
  MARKET_CHILDREN_COUNT_MAX,
  MARKET_FILTER_LABELS,
  MARKET_FILTER_LIST_SEPARATOR,
  MARKET_STATUS_FILTERS,
  MARKET_STATUS_FILTER_LABELS,
  MARKET_TEXTS,
  OPTIONS,
  marketFilterParam,
  parseMarketQuery,
} from '@lendbridge/domain';
import type { MarketFilterKey, MarketFilters, MarketTab } from '@lendbridge/domain';

const T = MARKET_TEXTS;
const L = MARKET_FILTER_LABELS;

type Values = Record<string, string>;

interface Choice {
  value: string;
  label: string;
}

const optionsOf = (group: keyof typeof OPTIONS): Choice[] => OPTIONS[group].map((option) => ({ value: option.value, label: option.label }));

/** Each advanced field: a text box, a select of choices, or a multi-select. */
const FIELDS: readonly { key: MarketFilterKey; choices?: Choice[]; multiple?: boolean; numeric?: boolean; hint?: string }[] = [
  { key: 'serial_like' },
  { key: 'status', choices: MARKET_STATUS_FILTERS.map((value) => ({ value, label: MARKET_STATUS_FILTER_LABELS[value] })) },
  { key: 'amount_min_ten_thousand', numeric: true },
  { key: 'amount_max_ten_thousand', numeric: true },
  { key: 'apr_min', numeric: true },
  { key: 'apr_max', numeric: true },
  { key: 'period_min', numeric: true },
  { key: 'period_max', numeric: true },
  { key: 'rank_min', choices: CREDIT_RANK_LEVELS.map((value) => ({ value, label: value })) },
  { key: 'rank_max', choices: CREDIT_RANK_LEVELS.map((value) => ({ value, label: value })) },
  { key: 'purposes', choices: optionsOf('loan_purpose'), multiple: true },
  { key: 'borrower_serial_like' },
  { key: 'gender', choices: optionsOf('gender') },
  { key: 'marriage_status', choices: optionsOf('marriage_status') },
  { key: 'age_min', numeric: true },
  { key: 'age_max', numeric: true },
  {
    key: 'children_count_min',
    choices: Array.from({ length: MARKET_CHILDREN_COUNT_MAX + 1 }, (_, count) => ({ value: String(count), label: String(count) })),
  },
  {
    key: 'children_count_max',
    choices: Array.from({ length: MARKET_CHILDREN_COUNT_MAX + 1 }, (_, count) => ({ value: String(count), label: String(count) })),
  },
  { key: 'current_cities', hint: T.listSeparatorHint },
  { key: 'education_level', choices: optionsOf('education_level') },
  { key: 'school_name_like' },
  { key: 'school_dept_name_like' },
  { key: 'company_income_min_ten_thousand', numeric: true },
  { key: 'company_income_max_ten_thousand', numeric: true },
  { key: 'company_seniority', choices: optionsOf('company_seniority') },
  { key: 'company_types', hint: T.listSeparatorHint },
  { key: 'current_house_type', choices: optionsOf('house_type') },
  { key: 'car_count_min', numeric: true },
  { key: 'house_count_min', numeric: true },
];

const textOf = (value: unknown): string =>
  Array.isArray(value) ? value.join(MARKET_FILTER_LIST_SEPARATOR) : value === undefined ? '' : String(value);

/** The advanced fields of a filter set as form values. */
export const advancedValues = (filters: MarketFilters): Values =>
  Object.fromEntries(MARKET_ADVANCED_FILTER_KEYS.map((key) => [key, textOf(filters[key])]));

/** The advanced filters of form values, through the same rules as the server: filters or errors by field. */
export const readAdvancedValues = (values: Values, tab: MarketTab): { filters: MarketFilters; errors: Values } => {
  const raw = Object.fromEntries(Object.entries(values).map(([key, value]) => [marketFilterParam(key), value]));
  const { query, errors } = parseMarketQuery(raw, tab);
  const fieldErrors: Values = {};
  for (const [param, message] of Object.entries(errors)) fieldErrors[param.slice('filters['.length, -1)] = message;
  return { filters: query.filters, errors: fieldErrors };
};

export interface AdvancedFilterDialogProps {
  open: boolean;
  tab: MarketTab;
  filters: MarketFilters;
  onClose: () => void;
  /** The advanced filters chosen (quick filters are kept by the page). */
  onApply: (advanced: MarketFilters) => void;
}

/** The advanced filter modal (full members): the fields of spec 3, checked by the server's rules. */
export function AdvancedFilterDialog({ open, tab, filters, onClose, onApply }: AdvancedFilterDialogProps) {
  const [values, setValues] = useState<Values>(() => advancedValues(filters));
  const [errors, setErrors] = useState<Values>({});

  const set = (key: string, value: string) => setValues((current) => ({ ...current, [key]: value }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const read = readAdvancedValues(values, tab);
    setErrors(read.errors);
    if (Object.keys(read.errors).length === 0) onApply(read.filters);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="advanced-filter-title">
      <form onSubmit={apply} noValidate>
        <DialogTitle id="advanced-filter-title">{T.advancedFilter}</DialogTitle>
        <DialogContent dividers>
          <Grid container spacing={2}>
            {FIELDS.map((field) => {
              const value = values[field.key] ?? '';
              const error = errors[field.key];
              const common = {
                id: `advanced-${field.key}`,
                label: L[field.key as keyof typeof L],
                size: 'small' as const,
                fullWidth: true,
                error: error !== undefined,
                helperText: error ?? field.hint,
              };
              return (
                <Grid key={field.key} size={{ xs: 12, sm: 6, md: 4 }}>
                  {field.choices === undefined ? (
                    <TextField
                      {...common}
                      value={value}
                      onChange={(event) => set(field.key, event.target.value)}
                      slotProps={{ htmlInput: field.numeric ? { inputMode: 'decimal' } : {} }}
                    />
                  ) : field.multiple === true ? (
                    <TextField
                      {...common}
                      select
                      value={value === '' ? [] : value.split(MARKET_FILTER_LIST_SEPARATOR)}
                      onChange={(event) => {
                        const chosen = event.target.value as unknown as string[] | string;
                        set(field.key, Array.isArray(chosen) ? chosen.join(MARKET_FILTER_LIST_SEPARATOR) : chosen);
                      }}
                      slotProps={{ select: { multiple: true } }}
                    >
                      {field.choices.map((choice) => (
                        <MenuItem key={choice.value} value={choice.value}>
                          {choice.label}
                        </MenuItem>
                      ))}
                    </TextField>
                  ) : (
                    <TextField {...common} select value={value} onChange={(event) => set(field.key, event.target.value)}>
                      <MenuItem value="">{T.allOption}</MenuItem>
                      {field.choices.map((choice) => (
                        <MenuItem key={choice.value} value={choice.value}>
                          {choice.label}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                </Grid>
              );
            })}
          </Grid>
          {Object.keys(errors).length > 0 && (
            <Typography color="error" variant="body2" sx={{ mt: 2 }} role="alert">
              {Object.values(errors)[0]}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              setValues(advancedValues({}));
              setErrors({});
            }}
          >
            {T.advancedFilterClear}
          </Button>
          <Button onClick={onClose}>{T.close}</Button>
          <Button type="submit" variant="contained">
            {T.advancedFilterApply}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
