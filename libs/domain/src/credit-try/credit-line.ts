import { Decimal } from 'decimal.js';
import { APPLICATION_AMOUNT_MAX_TEN_THOUSAND, TEN_THOUSAND } from '../constants/loan.js';
import {
  CREDIT_LINE_INCOME_MONTHS,
  CREDIT_LINE_STEP,
  CREDIT_TRY_INCOME_VALUES,
  DTI_VALUES,
  QUESTIONNAIRE_CREDIT_LINE_LEVELS,
  QUESTIONNAIRE_LEVEL_RATES,
} from '../constants/questionnaire.js';
import type { CreditLineLevel, QuestionnaireLevel } from '../constants/questionnaire.js';
import type { CreditLineRequest, CreditTryAnswers } from './schemas.js';
import { creditTryLevel } from './scoring.js';

const MONTHS_PER_YEAR = 12;

/** The largest line: the largest amount one application may ask for. */
export const CREDIT_LINE_MAX = APPLICATION_AMOUNT_MAX_TEN_THOUSAND * TEN_THOUSAND;

/**
 * The credit line in whole NT$: monthly income × the level's months of income
 * (CREDIT_LINE_INCOME_MONTHS) × the share of income not yet taken by debt payments (1 − dti),
 * rounded down to CREDIT_LINE_STEP and at most CREDIT_LINE_MAX.
 */
export const creditLine = ({ income, dti, credit_level }: CreditLineRequest): number => {
  const monthlyIncome = new Decimal(income).mul(TEN_THOUSAND).div(MONTHS_PER_YEAR);
  const line = monthlyIncome
    .mul(CREDIT_LINE_INCOME_MONTHS[credit_level])
    .mul(new Decimal(1).minus(dti))
    .div(CREDIT_LINE_STEP)
    .floor()
    .mul(CREDIT_LINE_STEP);
  const capped = Decimal.min(line, CREDIT_LINE_MAX).toNumber();
  if (!Number.isSafeInteger(capped) || capped < 0) throw new RangeError(`credit line ${capped} is not a whole NT$ amount`);
  return capped;
};

/**
 * What the credit-line lookup is asked for a complete answer set: the income range's amount, the
 * dti answer's ratio, and the credit-line level of the questionnaire level (A→A2, B→B2, C→C3).
 */
export const creditLineRequestFor = (answers: CreditTryAnswers, creditLevel: CreditLineLevel): CreditLineRequest => ({
  income: CREDIT_TRY_INCOME_VALUES[answers.annual_income_ten_thousand],
  dti: DTI_VALUES[answers.dti],
  credit_level: creditLevel,
});

export interface RateRange {
  /** Percent a year. */
  readonly min: number;
  readonly max: number;
}

export interface CreditTryLevelResult {
  level: QuestionnaireLevel;
  rate_range: RateRange;
  credit_line_level: CreditLineLevel;
}

/** The level endpoint's answer: the level, its yearly rate range and the level sent to the credit-line lookup. */
export const creditTryLevelResult = (answers: CreditTryAnswers): CreditTryLevelResult => {
  const level = creditTryLevel(answers);
  return {
    level,
    rate_range: { ...QUESTIONNAIRE_LEVEL_RATES[level] },
    credit_line_level: QUESTIONNAIRE_CREDIT_LINE_LEVELS[level],
  };
};

export interface CreditTryAssessment extends CreditTryLevelResult {
  /** Whole NT$. */
  line: number;
}

/** The whole result of a complete answer set: level, rate range, lookup level and credit line. */
export const assessCreditTry = (answers: CreditTryAnswers): CreditTryAssessment => {
  const result = creditTryLevelResult(answers);
  return { ...result, line: creditLine(creditLineRequestFor(answers, result.credit_line_level)) };
};
