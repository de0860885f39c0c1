import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages.js';
import { loanApplicationBlockSchema } from './application.js';
import { businessDateSourceDefault, useBusinessDateSource } from './value-date.js';

const errorsOf = (value: unknown) => {
  const result = loanApplicationBlockSchema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the value date (撥款日期)', () => {
  afterEach(() => useBusinessDateSource(businessDateSourceDefault));

  it('refuses a date before the business date, in Traditional Chinese', () => {
    useBusinessDateSource(() => '2026-12-25');
    expect(errorsOf({ value_date: '2000/02/28' })).toEqual({ value_date: MESSAGES.valueDateBeforeBusinessDate });
    expect(errorsOf({ value_date: '2026/12/24' })).toEqual({ value_date: MESSAGES.valueDateBeforeBusinessDate });
    expect(MESSAGES.valueDateBeforeBusinessDate).toBe('撥款日期不可早於今日');
  });

  it('takes the business date itself and any later date, and checks the format first', () => {
    useBusinessDateSource(() => '2026-12-25');
    expect(errorsOf({ value_date: '2026/12/25' })).toEqual({});
    expect(errorsOf({ value_date: '2027/01/31' })).toEqual({});
    expect(errorsOf({ value_date: '2026/02/30' })).toEqual({ value_date: MESSAGES.date });
  });
});
