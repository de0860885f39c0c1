import { optionLabel } from '@lendbridge/domain';
import { formatDateTime as formatTaipeiDateTime } from '@lendbridge/domain/dates';
import { formatNtd } from '@lendbridge/domain/money';
import type { OptionGroup } from '@lendbridge/domain';

/** Whole NT$ with thousands separators: NT$ 300,000. */
export const formatMoney = formatNtd;

/** A percent text as sent by the API ('5.90') with its sign. */
export const formatPercent = (value: string | number): string => `${Number(value).toFixed(2)}%`;

/** The label of an option value, the value itself when unknown, a dash when empty. */
export const labelOf = (group: OptionGroup, value: string | null | undefined): string =>
  value === null || value === undefined || value === '' ? '—' : (optionLabel(group, value) ?? value);

/** A date and time in Taiwan: 2025/11/20 14:30. */
export const formatDateTime = (iso: string | null): string => (iso === null ? '—' : formatTaipeiDateTime(iso));
