import { storedFieldLabel, storedValueLabel } from '@lendbridge/domain';
import type { Item } from '../../shared/Details';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const fieldLabel = storedFieldLabel;

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

/**
 * A stored value as text: option labels, 是/否, joined addresses and phone numbers; a list of
 * records one per line, a list of values joined with 、.
 */
export const formatValue = (field: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value)) {
    return value.some(isRecord)
      ? value.map((entry) => (isRecord(entry) ? formatRecord(entry) : formatValue(field, entry))).join('\n')
      : value.map((entry) => formatValue(field, entry)).join('、');
  }
  if (isRecord(value)) return formatRecord(value);
  return typeof value === 'number' ? storedValueLabel(field, value) : storedValueLabel(field, String(value));
};

/** Every stored field of a block, labelled, in stored order; `skip` leaves out fields shown elsewhere. */
export const blockItems = (block: Record<string, unknown> | null, skip: readonly string[] = []): Item[] =>
  block
    ? Object.entries(block)
        .filter(([field, value]) => !skip.includes(field) && value !== null && value !== undefined && value !== '')
        .map(([field, value]) => ({ label: fieldLabel(field), value: formatValue(field, value) }))
    : [];
