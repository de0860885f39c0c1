import { CREDIT_TRY_LEVEL_MIN_SCORE, QUESTIONNAIRE_LEVELS } from '../constants/questionnaire.js';
import type { QuestionnaireLevel } from '../constants/questionnaire.js';
import { CREDIT_TRY_ANSWER_KEYS } from './questions.js';
import type { CreditTryAnswerKey } from './questions.js';
import type { CreditTryAnswers } from './schemas.js';

/** What one answer counts: its points, and the best level it still allows (none: every level). */
export interface AnswerScore {
  readonly points: number;
  readonly cap?: QuestionnaireLevel;
}

type ScoreTable = { readonly [K in CreditTryAnswerKey]: Readonly<Record<CreditTryAnswers[K], AnswerScore>> };

/**
 * The scoring rule of the credit-try questionnaire. Each answer gives points (income, job
 * tenure and the debt ratio weigh most, up to 22 in all); the score gives A from
 * CREDIT_TRY_LEVEL_MIN_SCORE.A, B from CREDIT_TRY_LEVEL_MIN_SCORE.B, C below. Some answers cap
 * the level whatever the score: a debt ratio above 50 % or a late payment settled within 30 days
 * allow at most B; a debt ratio above 60 %, a payment more than 30 days late, an unpaid card
 * bill or no job give C. No credit history (no card, no loan) counts as neither good nor bad.
 */
export const CREDIT_TRY_SCORES: ScoreTable = {
  annual_income_ten_thousand: {
    A: { points: 0 },
    B: { points: 1 },
    C: { points: 2 },
    D: { points: 3 },
    E: { points: 4 },
  },
  installment: {
    A: { points: 2 },
    B: { points: 2 },
    C: { points: 1 },
    D: { points: 0 },
  },
  credit_card_payment_status: {
    A: { points: 3 },
    B: { points: 2 },
    C: { points: 0 },
    D: { points: 0, cap: 'C' },
    E: { points: 1 },
  },
  credit_card_maxed_out: {
    A: { points: 2 },
    B: { points: 1 },
    C: { points: 0 },
    D: { points: 1 },
  },
  dti: {
    A: { points: 3 },
    B: { points: 2 },
    C: { points: 1 },
    D: { points: 0, cap: 'B' },
    E: { points: 0, cap: 'C' },
  },
  normal_repayment: {
    A: { points: 3 },
    B: { points: 1, cap: 'B' },
    C: { points: 0, cap: 'C' },
    D: { points: 1 },
  },
  how_long_job: {
    A: { points: 0 },
    B: { points: 1 },
    C: { points: 2 },
    D: { points: 3 },
    E: { points: 0, cap: 'C' },
  },
  job_replace: {
    A: { points: 2 },
    B: { points: 2 },
    C: { points: 1 },
    D: { points: 0 },
  },
};

const scoreOf = <K extends CreditTryAnswerKey>(answers: CreditTryAnswers, key: K): AnswerScore =>
  CREDIT_TRY_SCORES[key][answers[key]];

/** The sum of the answers' points. */
export const creditTryScore = (answers: CreditTryAnswers): number =>
  CREDIT_TRY_ANSWER_KEYS.reduce((sum, key) => sum + scoreOf(answers, key).points, 0);

const levelIndex = (level: QuestionnaireLevel): number => QUESTIONNAIRE_LEVELS.indexOf(level);

/** The level of a complete answer set: the score's level, lowered to the strictest cap. */
export const creditTryLevel = (answers: CreditTryAnswers): QuestionnaireLevel => {
  const score = creditTryScore(answers);
  const byScore: QuestionnaireLevel =
    score >= CREDIT_TRY_LEVEL_MIN_SCORE.A ? 'A' : score >= CREDIT_TRY_LEVEL_MIN_SCORE.B ? 'B' : 'C';
  return CREDIT_TRY_ANSWER_KEYS.reduce<QuestionnaireLevel>((level, key) => {
    const cap = scoreOf(answers, key).cap;
    return cap !== undefined && levelIndex(cap) > levelIndex(level) ? cap : level;
  }, byScore);
};
