export const QUESTIONNAIRE_QUESTION_COUNT = 8;

export const QUESTIONNAIRE_LEVELS = ['A', 'B', 'C'] as const;
export type QuestionnaireLevel = (typeof QUESTIONNAIRE_LEVELS)[number];

/** Yearly rate range (percent) shown for each questionnaire level. */
export const QUESTIONNAIRE_LEVEL_RATES = {
  A: { min: 2.5, max: 4.35 },
  B: { min: 6.4, max: 8 },
  C: { min: 10, max: 14 },
} as const satisfies Record<QuestionnaireLevel, { min: number; max: number }>;

/** Level sent to the credit-line lookup for each questionnaire level. */
export const QUESTIONNAIRE_CREDIT_LINE_LEVELS = {
  A: 'A2',
  B: 'B2',
  C: 'C3',
} as const satisfies Record<QuestionnaireLevel, string>;

/** Debt-to-income answers A–E and the ratio each stands for. */
export const DTI_VALUES = { A: 0.2, B: 0.3, C: 0.5, D: 0.6, E: 0.8 } as const;
export type DtiAnswer = keyof typeof DTI_VALUES;

export type CreditLineLevel = (typeof QUESTIONNAIRE_CREDIT_LINE_LEVELS)[QuestionnaireLevel];
export const CREDIT_LINE_LEVELS = ['A2', 'B2', 'C3'] as const satisfies readonly CreditLineLevel[];

/** The one cookie that keeps a visitor's credit-try answers until they sign in (COOKIE_DAYS). */
export const CREDIT_TRY_COOKIE_NAME = 'lendbridge_credit_try';

/** Lowest score of each level; below the B score the level is C. The highest score is 22. */
export const CREDIT_TRY_LEVEL_MIN_SCORE = { A: 16, B: 9 } as const;

/**
 * Annual income (ten-thousand NT$) the credit line counts for each income answer: the lower
 * bound of the range, and half the upper bound for the lowest range.
 */
export const CREDIT_TRY_INCOME_VALUES = { A: 20, B: 40, C: 60, D: 80, E: 120 } as const;

/**
 * Months of income a credit line may reach at each lookup level. A2 is the banks' DBR22 rule
 * (unsecured debt at most 22 times the monthly income); weaker levels get fewer months.
 */
export const CREDIT_LINE_INCOME_MONTHS = { A2: 22, B2: 15, C3: 8 } as const satisfies Record<CreditLineLevel, number>;

/** Credit lines are whole NT$ rounded down to this step. */
export const CREDIT_LINE_STEP = 10_000;

/** Annual income accepted by the credit-line lookup, in ten-thousand NT$. */
export const CREDIT_LINE_INCOME_MAX_TEN_THOUSAND = 100_000;
