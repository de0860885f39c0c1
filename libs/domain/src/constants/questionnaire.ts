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
