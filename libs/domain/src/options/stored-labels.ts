import { MESSAGES } from '../messages/messages.js';
import { FIELD_LABELS } from '../schemas/labels.js';
import { OPTIONS, optionLabel, type OptionGroup } from './index.js';

/**
 * How staff read what the product stores: each stored field's Chinese name and each option value's
 * label, taken from the option lists and the form's own texts, so no raw key reaches a screen.
 */

/** Stored fields whose values are labelled by an option list of another name. */
export const STORED_FIELD_OPTION_GROUPS: Readonly<Record<string, OptionGroup>> = {
  purpose: 'loan_purpose',
  prefer_principal_repayment_option: 'principal_repayment_type',
  app_type: 'loan_app_type',
  status: 'loan_application_status',
  loan_status: 'loan_status',
  ex_company_seniority: 'company_seniority',
  relationship: 'contact_relationship',
  type: 'pawn_collateral_type',
};

/** The documents a `kinds` list names are labelled by their upload field's name. */
const isAttachmentKind = (value: string): value is keyof typeof FIELD_LABELS => Object.hasOwn(FIELD_LABELS, value);

/** Stored fields named otherwise than FIELD_LABELS names them, or not there at all. */
export const STORED_FIELD_LABELS: Readonly<Record<string, string>> = {
  purpose: FIELD_LABELS.loan_purpose,
  description: FIELD_LABELS.loan_description,
  period: FIELD_LABELS.loan_period,
  app_type: FIELD_LABELS.loan_app_type,
  agree_contact: MESSAGES.flagAgreeContact,
  agree_transfer: MESSAGES.flagAgreeTransfer,
  no_tort: MESSAGES.flagNoTort,
  usage_auth: MESSAGES.flagUsageAuth,
  third_party_auth: MESSAGES.flagThirdPartyAuth,
  assign_sales: FIELD_LABELS.sales_code,
  loan_status: '借款狀態',
  kinds: '文件種類',
  type: FIELD_LABELS.collateral_type,
  index: FIELD_LABELS.collaterals,
};

/** History data that only ties rows together (internal ids): never shown to staff. */
export const HIDDEN_HISTORY_DATA_KEYS: readonly string[] = ['collateral_id', 'record_id'];

const isOptionGroup = (name: string): name is OptionGroup => Object.hasOwn(OPTIONS, name);

/** A stored field's Chinese name; the field itself only when no list knows it. */
export const storedFieldLabel = (field: string): string => {
  if (Object.hasOwn(STORED_FIELD_LABELS, field)) return STORED_FIELD_LABELS[field] ?? field;
  return Object.hasOwn(FIELD_LABELS, field) ? FIELD_LABELS[field as keyof typeof FIELD_LABELS] : field;
};

/** The option list a stored field's values come from, if any. */
export const storedFieldOptionGroup = (field: string): OptionGroup | undefined =>
  STORED_FIELD_OPTION_GROUPS[field] ?? (isOptionGroup(field) ? field : undefined);

/**
 * One stored value of a field as staff read it: its option label, a document kind's name, a
 * collateral's position from 1 (第 2 筆); any other value as it is.
 */
export const storedValueLabel = (field: string, value: string | number): string => {
  const text = String(value);
  if (field === 'kinds') return isAttachmentKind(text) ? FIELD_LABELS[text] : text;
  if (field === 'index' && typeof value === 'number') return `第 ${value + 1} 筆`;
  const group = storedFieldOptionGroup(field);
  return group ? (optionLabel(group, text) ?? text) : text;
};
