import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loanApplicationShape } from '../loans/application.js';
import { loanProfileShape } from '../loans/profile.js';
import { LOAN_ATTACHMENT_KINDS } from '../loans/steps.js';
import { OPTIONS, type OptionGroup } from './index.js';
import { OUTBOX_KINDS, OUTBOX_KIND_LABELS, outboxKindLabel } from './outbox-kinds.js';
import { storedFieldLabel, storedValueLabel } from './stored-labels.js';

const CHINESE = /[\u4e00-\u9fff]/;

const ALL_OPTION_VALUES = [
  ...new Set((Object.keys(OPTIONS) as OptionGroup[]).flatMap((group) => OPTIONS[group].map((option) => String(option.value)))),
];

/** Every option value a choice field's own rule accepts (a free-text field accepts anything and is left out). */
const acceptedOptionValues = (schema: z.ZodType): string[] =>
  schema.safeParse('no_such_option').success
    ? []
    : ALL_OPTION_VALUES.filter((value) => /[a-z_]/.test(value) && schema.safeParse(value).success);

describe('stored labels', () => {
  it('name every field of the application and profile blocks', () => {
    for (const field of [...Object.keys(loanApplicationShape), ...Object.keys(loanProfileShape)]) {
      expect({ field, named: storedFieldLabel(field) !== field }).toEqual({ field, named: true });
    }
    expect(storedFieldLabel('agree_transfer')).toMatch(CHINESE);
  });

  it('label every option value those fields accept, from the option lists', () => {
    const shapes: Record<string, z.ZodType> = { ...loanApplicationShape, ...loanProfileShape };
    for (const [field, schema] of Object.entries(shapes)) {
      for (const value of acceptedOptionValues(schema)) {
        expect({ field, value, label: storedValueLabel(field, value) }).toEqual({ field, value, label: expect.stringMatching(CHINESE) });
      }
    }
    expect(storedValueLabel('company_seniority', '6_to_12_months')).toBe('6 個月以上未滿 1 年');
    expect(storedValueLabel('ex_company_seniority', '6_to_12_months')).toBe('6 個月以上未滿 1 年');
    expect(storedValueLabel('relationship', 'parent')).toBe('父母');
  });

  it('read the history data: document kinds, collateral type and position, the loan status', () => {
    for (const kind of LOAN_ATTACHMENT_KINDS) expect(storedValueLabel('kinds', kind)).toMatch(CHINESE);
    expect(storedValueLabel('type', 'watch')).toBe('名錶');
    expect(storedValueLabel('index', 0)).toBe('第 1 筆');
    expect(storedValueLabel('loan_status', 'matching')).toBe('媒合中');
    expect(storedFieldLabel('kinds')).toBe('文件種類');
    expect(storedValueLabel('company_name', '信橋科技')).toBe('信橋科技');
  });

  it('name every outbox kind, and any other kind without showing its key', () => {
    for (const kind of OUTBOX_KINDS) expect(OUTBOX_KIND_LABELS[kind]).toMatch(CHINESE);
    expect(outboxKindLabel('password_reset')).toBe('重設密碼');
    expect(outboxKindLabel('something_new')).toBe('其他通知');
  });
});
