import { FIELD_LABELS, OPTIONS, optionLabel, type OptionGroup } from '@lendbridge/domain';
import type { Item } from '../../components/Details';

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
