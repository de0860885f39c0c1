import { describe, expect, it } from 'vitest';
import { zodIssuesToFieldErrors } from './field-errors.js';
import { riskQuestionnaireSchema } from './risk-questionnaire.js';

const errorsOf = (input: unknown): Record<string, string> => {
  const result = riskQuestionnaireSchema.safeParse(input);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

describe('riskQuestionnaireSchema', () => {
  const valid = {
    annual_household_income: '100_200',
    total_investment_amount: '10_50',
    risk_appetite: 'moderate',
  };

  it('parses a valid payload', () => {
    expect(riskQuestionnaireSchema.parse(valid)).toEqual(valid);
  });

  it('requires each answer', () => {
    expect(errorsOf({ annual_household_income: '' })).toEqual({
      annual_household_income: '家庭年收入為必填',
      total_investment_amount: '投資總金額為必填',
      risk_appetite: '風險承受度為必填',
    });
  });

  it('refuses unknown options and fields', () => {
    expect(errorsOf({ ...valid, risk_appetite: 'yolo', score: 99 })).toEqual({
      risk_appetite: '請選擇有效的選項',
      score: '不允許的欄位',
    });
  });
});
