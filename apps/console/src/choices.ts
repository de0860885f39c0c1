import {
  CREDIT_GRADES,
  OPTIONS,
  OUTBOX_KINDS,
  OUTBOX_KIND_LABELS,
  ROLE_LABELS,
  displayLevel,
  type Option,
  type Role,
} from '@lendbridge/domain';

/** The { id, name } pairs react-admin's select inputs and fields read. */
export interface Choice {
  id: string;
  name: string;
}

export const optionChoices = (options: readonly Option[]): Choice[] =>
  options.map(({ value, label }) => ({ id: value, name: label }));

/** The label of a value, the value itself when the list does not know it, '' for no value. */
export const choiceLabel = (choices: readonly Choice[], value: string | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  return choices.find((choice) => choice.id === value)?.name ?? value;
};

export const IDENTITY_STATUS_CHOICES: Choice[] = [
  { id: 'none', name: '未送審' },
  { id: 'pending', name: '待審核' },
  { id: 'verified', name: '已核准' },
  { id: 'rejected', name: '已退回' },
];

/** Shown for a member who has not bound a bank account yet. */
export const NO_BANK_LABEL = '未綁定';

export const BANK_STATUS_CHOICES: Choice[] = [
  { id: 'none', name: NO_BANK_LABEL },
  { id: 'pending', name: '待審核' },
  { id: 'verified', name: '已核准' },
  { id: 'rejected', name: '已退回' },
];

export const OUTBOX_CHANNEL_CHOICES: Choice[] = [
  { id: 'email', name: 'Email' },
  { id: 'sms', name: '簡訊' },
];

export const OUTBOX_STATUS_CHOICES: Choice[] = [
  { id: 'pending', name: '待寄送' },
  { id: 'sent', name: '已寄出' },
  { id: 'stored', name: '僅存於通知紀錄' },
  { id: 'failed', name: '寄送失敗' },
];

export const OUTBOX_KIND_CHOICES: Choice[] = OUTBOX_KINDS.map((kind) => ({ id: kind, name: OUTBOX_KIND_LABELS[kind] }));

export const roleLabel = (role: string): string => (role in ROLE_LABELS ? ROLE_LABELS[role as Role] : role);

export const LOAN_APPLICATION_STATUS_CHOICES: Choice[] = optionChoices(OPTIONS.loan_application_status).filter(
  (choice) => choice.id !== 'prepare',
);

export const LOAN_APP_TYPE_CHOICES: Choice[] = optionChoices(OPTIONS.loan_app_type);

export const PRINCIPAL_REPAYMENT_TYPE_CHOICES: Choice[] = optionChoices(OPTIONS.principal_repayment_type);

/** A base rate in percent with two decimals: 2.5 → 2.50%. */
export const formatPercent = (value: number): string => `${value.toFixed(2)}%`;

/** Every credit grade with its display level and base rate: A0（A+，基準利率 2.50%）. */
export const CREDIT_GRADE_CHOICES: Choice[] = CREDIT_GRADES.map((grade) => ({
  id: grade.code,
  name: `${grade.code}（${displayLevel(grade.code) ?? grade.code}，基準利率 ${formatPercent(grade.baseRate)}）`,
}));
