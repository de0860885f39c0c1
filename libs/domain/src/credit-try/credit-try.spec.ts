import { describe, expect, it } from 'vitest';
import {
  CREDIT_LINE_INCOME_MAX_TEN_THOUSAND,
  CREDIT_LINE_INCOME_MONTHS,
  CREDIT_LINE_STEP,
  CREDIT_TRY_LEVEL_MIN_SCORE,
  DTI_VALUES,
  QUESTIONNAIRE_CREDIT_LINE_LEVELS,
  QUESTIONNAIRE_LEVEL_RATES,
  QUESTIONNAIRE_QUESTION_COUNT,
} from '../constants/questionnaire.js';
import { FIELD_LABELS } from '../schemas/labels.js';
import { MESSAGES } from '../messages/messages.js';
import { range, requiredField } from '../messages/message-functions.js';
import { zodIssuesToFieldErrors } from '../schemas/field-errors.js';
import { OPTIONS } from '../options/index.js';
import {
  CREDIT_LINE_MAX,
  CREDIT_TRY_ANSWER_KEYS,
  CREDIT_TRY_QUESTIONS,
  CREDIT_TRY_SCORES,
  assessCreditTry,
  creditLine,
  creditLineRequestFor,
  creditLineRequestSchema,
  creditTryAnswersSchema,
  creditTryLevel,
  creditTryLevelResult,
  creditTryProgress,
  creditTryScore,
  ntdText,
  rateRangeText,
} from './index.js';
import type { CreditTryAnswers } from './index.js';
import { EXAMPLE_CREDIT_TRY_ANSWERS_A, EXAMPLE_CREDIT_TRY_ANSWERS_B } from './examples.js';

const A_ANSWERS = EXAMPLE_CREDIT_TRY_ANSWERS_A;

const B_ANSWERS = EXAMPLE_CREDIT_TRY_ANSWERS_B;

/** Low income, many loans, maxed-out cards: level C. */
const C_ANSWERS: CreditTryAnswers = {
  annual_income_ten_thousand: 'A',
  installment: 'D',
  credit_card_payment_status: 'C',
  credit_card_maxed_out: 'C',
  dti: 'D',
  normal_repayment: 'B',
  how_long_job: 'A',
  job_replace: 'D',
};

const BEST: CreditTryAnswers = {
  annual_income_ten_thousand: 'E',
  installment: 'A',
  credit_card_payment_status: 'A',
  credit_card_maxed_out: 'A',
  dti: 'A',
  normal_repayment: 'A',
  how_long_job: 'D',
  job_replace: 'A',
};

const errorsOf = (schema: typeof creditTryAnswersSchema | typeof creditLineRequestSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

describe('credit-try questions', () => {
  it('asks the spec number of questions, in the order of the answer keys', () => {
    expect(CREDIT_TRY_QUESTIONS).toHaveLength(QUESTIONNAIRE_QUESTION_COUNT);
    expect(CREDIT_TRY_QUESTIONS.map((question) => question.key)).toEqual([...CREDIT_TRY_ANSWER_KEYS]);
    for (const question of CREDIT_TRY_QUESTIONS) {
      expect(question.title).toMatch(/[\u4e00-\u9fff]/);
      expect(question.options.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('offers dti answers A–E, one per ratio', () => {
    expect(OPTIONS.credit_try_dti.map((option) => option.value)).toEqual(Object.keys(DTI_VALUES));
  });

  it('scores every option of every question', () => {
    for (const question of CREDIT_TRY_QUESTIONS) {
      expect(Object.keys(CREDIT_TRY_SCORES[question.key]).sort()).toEqual(
        question.options.map((option) => option.value).sort(),
      );
    }
  });
});

describe('creditTryAnswersSchema', () => {
  it('parses a complete answer set', () => {
    expect(creditTryAnswersSchema.parse(A_ANSWERS)).toEqual(A_ANSWERS);
  });

  it('requires every answer with its field name', () => {
    const errors = errorsOf(creditTryAnswersSchema, { dti: 'A' });
    expect(Object.keys(errors)).toHaveLength(QUESTIONNAIRE_QUESTION_COUNT - 1);
    expect(errors.annual_income_ten_thousand).toBe(requiredField(FIELD_LABELS.annual_income_ten_thousand));
    expect(errors.job_replace).toBe(requiredField(FIELD_LABELS.job_replace));
    expect(errors.dti).toBeUndefined();
  });

  it('refuses an answer that is not an option, and unknown fields', () => {
    expect(errorsOf(creditTryAnswersSchema, { ...A_ANSWERS, installment: 'E', dti: 0.2, score: 9 })).toEqual({
      installment: MESSAGES.invalidOption,
      dti: MESSAGES.invalidOption,
      score: MESSAGES.unknownField,
    });
  });
});

describe('creditTryLevel', () => {
  it('gives A, B and C for typical answer sets', () => {
    expect(creditTryLevel(A_ANSWERS)).toBe('A');
    expect(creditTryLevel(B_ANSWERS)).toBe('B');
    expect(creditTryLevel(C_ANSWERS)).toBe('C');
  });

  it('reaches 22 at best; the level thresholds lie between', () => {
    expect(creditTryScore(BEST)).toBe(22);
    expect(creditTryScore(A_ANSWERS)).toBeGreaterThanOrEqual(CREDIT_TRY_LEVEL_MIN_SCORE.A);
    expect(creditTryScore(B_ANSWERS)).toBeLessThan(CREDIT_TRY_LEVEL_MIN_SCORE.A);
    expect(creditTryScore(B_ANSWERS)).toBeGreaterThanOrEqual(CREDIT_TRY_LEVEL_MIN_SCORE.B);
    expect(creditTryScore(C_ANSWERS)).toBeLessThan(CREDIT_TRY_LEVEL_MIN_SCORE.B);
  });

  it('lowers the level for answers that cap it, whatever the score', () => {
    expect(creditTryLevel({ ...BEST, dti: 'D' })).toBe('B');
    expect(creditTryLevel({ ...BEST, normal_repayment: 'B' })).toBe('B');
    expect(creditTryLevel({ ...BEST, dti: 'E' })).toBe('C');
    expect(creditTryLevel({ ...BEST, normal_repayment: 'C' })).toBe('C');
    expect(creditTryLevel({ ...BEST, credit_card_payment_status: 'D' })).toBe('C');
    expect(creditTryLevel({ ...BEST, how_long_job: 'E' })).toBe('C');
    expect(creditTryLevel({ ...C_ANSWERS, dti: 'A', normal_repayment: 'A' })).toBe('C');
  });

  it('treats no credit history as neither good nor bad', () => {
    expect(
      creditTryLevel({ ...A_ANSWERS, installment: 'A', credit_card_payment_status: 'E', credit_card_maxed_out: 'D', normal_repayment: 'D' }),
    ).toBe('B');
  });

  it('answers the level with its rate range and credit-line level', () => {
    expect(creditTryLevelResult(A_ANSWERS)).toEqual({ level: 'A', rate_range: { min: 2.5, max: 4.35 }, credit_line_level: 'A2' });
    expect(creditTryLevelResult(B_ANSWERS)).toEqual({ level: 'B', rate_range: QUESTIONNAIRE_LEVEL_RATES.B, credit_line_level: 'B2' });
    expect(creditTryLevelResult(C_ANSWERS)).toEqual({ level: 'C', rate_range: { min: 10, max: 14 }, credit_line_level: 'C3' });
  });
});

describe('creditLine', () => {
  it('is monthly income × the level months × (1 − dti), rounded down to 10,000', () => {
    expect(creditLine({ income: 60, dti: 0.3, credit_level: 'A2' })).toBe(770_000);
    expect(creditLine({ income: 40, dti: 0.5, credit_level: 'B2' })).toBe(250_000);
    expect(creditLine({ income: 20, dti: 0.6, credit_level: 'C3' })).toBe(50_000);
    expect(creditLine({ income: 0, dti: 0.2, credit_level: 'A2' })).toBe(0);
  });

  it('never exceeds the largest application amount', () => {
    expect(creditLine({ income: 100_000, dti: 0.2, credit_level: 'A2' })).toBe(CREDIT_LINE_MAX);
  });

  it('is a whole multiple of the step, lower for a weaker level or a higher dti', () => {
    for (const income of [20, 37, 40, 60, 80, 120, 999]) {
      for (const dti of Object.values(DTI_VALUES)) {
        const lines = (['A2', 'B2', 'C3'] as const).map((credit_level) => creditLine({ income, dti, credit_level }));
        for (const line of lines) expect(line % CREDIT_LINE_STEP).toBe(0);
        expect(lines[0]).toBeGreaterThanOrEqual(lines[1]);
        expect(lines[1]).toBeGreaterThanOrEqual(lines[2]);
      }
      expect(creditLine({ income, dti: 0.2, credit_level: 'A2' })).toBeGreaterThan(
        creditLine({ income, dti: 0.8, credit_level: 'A2' }),
      );
    }
    expect(CREDIT_LINE_INCOME_MONTHS.A2).toBe(22);
  });

  it('maps the answers: income range, dti A–E to its ratio, level A→A2, B→B2, C→C3', () => {
    expect(creditLineRequestFor(A_ANSWERS, 'A2')).toEqual({ income: 60, dti: 0.3, credit_level: 'A2' });
    expect(
      (['A', 'B', 'C', 'D', 'E'] as const).map((dti) => creditLineRequestFor({ ...A_ANSWERS, dti }, 'B2').dti),
    ).toEqual([0.2, 0.3, 0.5, 0.6, 0.8]);
    expect(creditTryLevelResult(C_ANSWERS).credit_line_level).toBe(QUESTIONNAIRE_CREDIT_LINE_LEVELS.C);
    expect(assessCreditTry(A_ANSWERS)).toEqual({
      level: 'A',
      rate_range: { min: 2.5, max: 4.35 },
      credit_line_level: 'A2',
      line: 770_000,
    });
  });
});

describe('creditLineRequestSchema', () => {
  it('accepts the lookup levels and the dti ratios', () => {
    expect(creditLineRequestSchema.parse({ income: 60, dti: 0.3, credit_level: 'A2' })).toEqual({
      income: 60,
      dti: 0.3,
      credit_level: 'A2',
    });
  });

  it('refuses missing, unknown and out-of-range values with field messages', () => {
    expect(errorsOf(creditLineRequestSchema, {})).toEqual({
      income: requiredField(FIELD_LABELS.income),
      dti: requiredField(FIELD_LABELS.dti),
      credit_level: requiredField(FIELD_LABELS.credit_level),
    });
    expect(errorsOf(creditLineRequestSchema, { income: 12.5, dti: 0.4, credit_level: 'A' })).toEqual({
      income: MESSAGES.integer,
      dti: MESSAGES.invalidOption,
      credit_level: MESSAGES.invalidOption,
    });
    expect(errorsOf(creditLineRequestSchema, { income: '60', dti: 'A', credit_level: 'B2' })).toEqual({
      income: MESSAGES.number,
      dti: MESSAGES.invalidOption,
    });
    expect(errorsOf(creditLineRequestSchema, { income: -1, dti: 0.2, credit_level: 'C3' })).toEqual({
      income: range(FIELD_LABELS.income, 0, CREDIT_LINE_INCOME_MAX_TEN_THOUSAND),
    });
  });
});

describe('credit-try texts', () => {
  it('writes the rate range as the spec does, and NT$ amounts with separators', () => {
    expect(rateRangeText(QUESTIONNAIRE_LEVEL_RATES.A)).toBe('2.5%~4.35%');
    expect(rateRangeText(QUESTIONNAIRE_LEVEL_RATES.B)).toBe('6.4%~8%');
    expect(rateRangeText(QUESTIONNAIRE_LEVEL_RATES.C)).toBe('10%~14%');
    expect(ntdText(770_000)).toBe('NT$ 770,000');
    expect(creditTryProgress(3, 8)).toBe('第 3 題／共 8 題');
  });
});
