import { FIELD_LABELS, OPTIONS, optionLabel, type OptionGroup } from '@lendbridge/domain';
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export const EMPTY = '—';

export interface Item {
  label: string;
  value: ReactNode;
}

/** Label and value pairs in two columns. */
export const Details = ({ items }: { items: Item[] }) => (
  <Box
    component="dl"
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      columnGap: 4,
      rowGap: 1.5,
      m: 0,
    }}
  >
    {items.map(({ label, value }) => (
      <Box key={label}>
        <Typography component="dt" variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {value === '' || value === null || value === undefined ? EMPTY : value}
        </Typography>
      </Box>
    ))}
  </Box>
);

export interface SectionProps {
  title: string;
  status?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled region of the show page. */
export const Section = ({ title, status, actions, children }: SectionProps) => (
  <Box component="section" aria-label={title} sx={{ py: 2 }}>
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {status}
      <Box sx={{ flexGrow: 1 }} />
      {actions}
    </Stack>
    {children}
  </Box>
);

export const Missing = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" color="text.secondary">
    {children}
  </Typography>
);

/** Stored field names whose label is kept under another key of FIELD_LABELS. */
const LABEL_KEYS: Record<string, keyof typeof FIELD_LABELS> = {
  purpose: 'loan_purpose',
  description: 'loan_description',
  period: 'loan_period',
  app_type: 'loan_app_type',
};

/** Stored field names whose values are labelled by an option list of another name. */
const OPTION_GROUPS: Record<string, OptionGroup> = {
  purpose: 'loan_purpose',
  prefer_principal_repayment_option: 'principal_repayment_type',
  app_type: 'loan_app_type',
  status: 'loan_application_status',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isOptionGroup = (name: string): name is OptionGroup => Object.hasOwn(OPTIONS, name);

export const fieldLabel = (field: string): string => {
  const key = LABEL_KEYS[field] ?? field;
  return Object.hasOwn(FIELD_LABELS, key) ? FIELD_LABELS[key as keyof typeof FIELD_LABELS] : field;
};

const ADDRESS_PARTS = ['zip_code', 'city', 'district', 'address'] as const;
const PHONE_PARTS = ['local_code', 'number'] as const;

const formatRecord = (value: Record<string, unknown>): string => {
  if (ADDRESS_PARTS.some((part) => part in value)) {
    return ADDRESS_PARTS.map((part) => value[part])
      .filter((part) => typeof part === 'string' && part !== '')
      .join(' ');
  }
  if (PHONE_PARTS.some((part) => part in value)) {
    return PHONE_PARTS.map((part) => value[part])
      .filter((part) => typeof part === 'string' && part !== '')
      .join('-');
  }
  return Object.values(value)
    .filter((part) => part !== null && part !== undefined && part !== '')
    .map((part) => (isRecord(part) ? formatRecord(part) : String(part)))
    .join(' ');
};

/** A stored value as text: option labels, 是/否, joined addresses and phone numbers, one line per list entry. */
export const formatValue = (field: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value)) {
    return value
      .map((entry) => (isRecord(entry) ? formatRecord(entry) : formatValue(field, entry)))
      .join('\n');
  }
  if (isRecord(value)) return formatRecord(value);
  const text = String(value);
  const group = OPTION_GROUPS[field] ?? (isOptionGroup(field) ? field : undefined);
  return group ? (optionLabel(group, text) ?? text) : text;
};

/** Every stored field of a block, labelled, in stored order; `skip` leaves out fields shown elsewhere. */
export const blockItems = (block: Record<string, unknown> | null, skip: readonly string[] = []): Item[] =>
  block
    ? Object.entries(block)
        .filter(([field, value]) => !skip.includes(field) && value !== null && value !== undefined && value !== '')
        .map(([field, value]) => ({ label: fieldLabel(field), value: formatValue(field, value) }))
    : [];
