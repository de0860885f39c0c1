import type { Locator } from '@playwright/test';
import { FIELD_LABELS } from '@lendbridge/domain';
import { FormPage, labelOf } from './FormPage.js';

export interface QuestionnaireAnswers {
  annualHouseholdIncome: string;
  totalInvestmentAmount: string;
  riskAppetite: string;
}

export const QUESTIONS = [
  FIELD_LABELS.annual_household_income,
  FIELD_LABELS.total_investment_amount,
  FIELD_LABELS.risk_appetite,
] as const;

/** /member/risk-questionnaire: three single-choice questions. */
export class QuestionnairePage extends FormPage {
  readonly path = '/member/risk-questionnaire';
  readonly heading = '風險屬性調查';

  submitButton(): Locator {
    return this.page.getByRole('button', { name: '送出', exact: true });
  }

  async answer(answers: QuestionnaireAnswers): Promise<void> {
    await this.radio(
      FIELD_LABELS.annual_household_income,
      labelOf('annual_household_income', answers.annualHouseholdIncome),
    ).check();
    await this.radio(
      FIELD_LABELS.total_investment_amount,
      labelOf('total_investment_amount', answers.totalInvestmentAmount),
    ).check();
    await this.radio(FIELD_LABELS.risk_appetite, labelOf('risk_appetite', answers.riskAppetite)).check();
  }
}
