import { describe, expect, it } from 'vitest';
import { OPTIONS, isOptionValue, optionLabel, optionValues, type OptionGroup } from './index.js';

describe('OPTIONS', () => {
  it('every group has unique values and Chinese labels', () => {
    for (const group of Object.keys(OPTIONS) as OptionGroup[]) {
      const values = optionValues(group);
      expect(new Set(values).size).toBe(values.length);
      for (const option of OPTIONS[group]) expect(option.label).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('holds the values the schemas need', () => {
    expect(optionValues('member_type')).toEqual(['person', 'corporate']);
    expect(optionValues('intent')).toEqual(['borrower', 'lender', 'both']);
    expect(optionValues('proof_type')).toEqual(['bankbook', 'atm_card']);
    expect(optionValues('gender')).toEqual(['male', 'female']);
    expect(optionValues('safe_question_type')).toContain('other');
  });

  it('finds labels and checks values', () => {
    expect(optionLabel('gender', 'female')).toBe('女');
    expect(optionLabel('gender', 'x')).toBeUndefined();
    expect(isOptionValue('children_count', '3+')).toBe(true);
    expect(isOptionValue('children_count', 3)).toBe(false);
  });
});
