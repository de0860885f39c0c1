import type { z } from 'zod';
import { optionField, strictFormObject } from './fields.js';
import { FIELD_LABELS } from './labels.js';

export const riskQuestionnaireSchema = strictFormObject({
  annual_household_income: optionField(
    'annual_household_income',
    FIELD_LABELS.annual_household_income,
  ),
  total_investment_amount: optionField(
    'total_investment_amount',
    FIELD_LABELS.total_investment_amount,
  ),
  risk_appetite: optionField('risk_appetite', FIELD_LABELS.risk_appetite),
});
export type RiskQuestionnaireInput = z.infer<typeof riskQuestionnaireSchema>;
