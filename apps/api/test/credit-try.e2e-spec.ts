import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import {
  EXAMPLE_CREDIT_TRY_ANSWERS_A,
  EXAMPLE_CREDIT_TRY_ANSWERS_B,
  CREDIT_TRY_INCOME_VALUES,
  DTI_VALUES,
  FIELD_LABELS,
  MESSAGES,
  QUESTIONNAIRE_CREDIT_LINE_LEVELS,
  QUESTIONNAIRE_LEVEL_RATES,
  QUESTIONNAIRE_QUESTION_COUNT,
  creditLine,
  requiredField,
} from '@lendbridge/domain';
import type { CreditTryAnswers, DtiAnswer, QuestionnaireLevel } from '@lendbridge/domain';
import { AJAX, Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { signUp } from './factories/members.js';

const A_ANSWERS = EXAMPLE_CREDIT_TRY_ANSWERS_A;

const B_ANSWERS = EXAMPLE_CREDIT_TRY_ANSWERS_B;

/** A payment more than 30 days late: level C whatever else. */
const C_ANSWERS: CreditTryAnswers = { ...A_ANSWERS, normal_repayment: 'C' };

const EXPECTED: readonly [CreditTryAnswers, QuestionnaireLevel][] = [
  [A_ANSWERS, 'A'],
  [B_ANSWERS, 'B'],
  [C_ANSWERS, 'C'],
];

/** The line the stored result must carry: income range, dti ratio and the level's lookup level. */
const expectedLine = (answers: CreditTryAnswers, level: QuestionnaireLevel): number =>
  creditLine({
    income: CREDIT_TRY_INCOME_VALUES[answers.annual_income_ten_thousand],
    dti: DTI_VALUES[answers.dti],
    credit_level: QUESTIONNAIRE_CREDIT_LINE_LEVELS[level],
  });

describe('credit-try questionnaire', () => {
  let t: TestApp;
  let visitor: Browser;

  beforeAll(async () => {
    t = await createTestApp();
    visitor = new Browser(t.http);
    await visitor.refreshCsrf();
  });

  afterAll(async () => {
    await t.close();
  });

  describe('POST /api/credit-try/level', () => {
    it('answers a visitor the level, its rate range and credit-line level for typical answer sets', async () => {
      for (const [answers, level] of EXPECTED) {
        const response = await visitor.post('/api/credit-try/level', answers);
        expect(response.status).toBe(200);
        expect(response.body).toEqual({
          data: {
            level,
            rate_range: QUESTIONNAIRE_LEVEL_RATES[level],
            credit_line_level: QUESTIONNAIRE_CREDIT_LINE_LEVELS[level],
          },
        });
      }
    });

    it('sends A to the credit-line lookup as A2, B as B2 and C as C3', async () => {
      const levels: Record<string, string> = {};
      for (const [answers] of EXPECTED) {
        const { level, credit_line_level } = (await visitor.post('/api/credit-try/level', answers)).body.data;
        levels[level] = credit_line_level;
      }
      expect(levels).toEqual({ A: 'A2', B: 'B2', C: 'C3' });
    });

    it('refuses a missing or unknown answer with the field message', async () => {
      const { dti: _dti, ...withoutDti } = A_ANSWERS;
      const missing = await visitor.post('/api/credit-try/level', withoutDti);
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: requiredField(FIELD_LABELS.dti),
        errors: { dti: requiredField(FIELD_LABELS.dti) },
      });

      const unknown = await visitor.post('/api/credit-try/level', { ...A_ANSWERS, job_replace: 'Z', extra: 1 });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({ job_replace: MESSAGES.invalidOption, extra: MESSAGES.unknownField });

      const empty = await visitor.post('/api/credit-try/level', {});
      expect(empty.status).toBe(400);
      expect(Object.keys(empty.body.errors)).toHaveLength(QUESTIONNAIRE_QUESTION_COUNT);
      expect(empty.body.errors.annual_income_ten_thousand).toBe(requiredField(FIELD_LABELS.annual_income_ten_thousand));
    });

    it('answers 403 without the CSRF token or the ajax header', async () => {
      const noToken = await request(t.http).post('/api/credit-try/level').set(AJAX).send(A_ANSWERS);
      expect(noToken.status).toBe(403);
      expect(noToken.body).toMatchObject({ code: 'CSRF_TOKEN_INVALID', message: MESSAGES.csrf });

      const noAjax = await visitor.agent
        .post('/api/credit-try/level')
        .set('X-CSRF-Token', visitor.csrfToken)
        .send(A_ANSWERS);
      expect(noAjax.status).toBe(403);
      expect(noAjax.body.code).toBe('AJAX_HEADER_MISSING');
    });
  });

  describe('POST /api/credit-try/credit-line', () => {
    it('answers the line for an income, a dti ratio and a lookup level', async () => {
      const response = await visitor.post('/api/credit-try/credit-line', { income: 60, dti: 0.3, credit_level: 'A2' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: { line: 770_000 } });
    });

    it('takes each dti ratio of the answers A–E and lowers the line as the ratio rises', async () => {
      const lines: number[] = [];
      for (const dti of Object.values(DTI_VALUES)) {
        const response = await visitor.post('/api/credit-try/credit-line', { income: 80, dti, credit_level: 'B2' });
        expect(response.status).toBe(200);
        expect(response.body.data.line).toBe(creditLine({ income: 80, dti, credit_level: 'B2' }));
        lines.push(response.body.data.line);
      }
      expect([...lines].sort((a, b) => b - a)).toEqual(lines);
      expect(new Set(lines).size).toBe(lines.length);
    });

    it('refuses a ratio that is no dti answer, an unknown level and a missing income', async () => {
      const response = await visitor.post('/api/credit-try/credit-line', { dti: 0.4, credit_level: 'A' });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({
        income: requiredField(FIELD_LABELS.income),
        dti: MESSAGES.invalidOption,
        credit_level: MESSAGES.invalidOption,
      });
    });

    it('answers 403 without the CSRF token', async () => {
      const response = await request(t.http)
        .post('/api/credit-try/credit-line')
        .set(AJAX)
        .send({ income: 60, dti: 0.3, credit_level: 'A2' });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('CSRF_TOKEN_INVALID');
    });
  });

  describe('stored results', () => {
    it('answers 401 to a visitor on storing and reading', async () => {
      const store = await visitor.post('/api/credit-try', A_ANSWERS);
      expect(store.status).toBe(401);
      expect(store.body).toMatchObject({ code: 'UNAUTHENTICATED', message: MESSAGES.notLoggedIn });
      const latest = await request(t.http).get('/api/credit-try/latest');
      expect(latest.status).toBe(401);
      expect(latest.body.message).toBe(MESSAGES.notLoggedIn);
    });

    it('refuses a member without the CSRF token', async () => {
      const member = await signUp(t);
      const response = await member.browser.agent.post('/api/credit-try').set(AJAX).send(A_ANSWERS);
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('CSRF_TOKEN_INVALID');
      expect((await member.browser.get('/api/credit-try/latest')).body).toEqual({ data: null });
    });

    it('validates the answers before storing them', async () => {
      const member = await signUp(t);
      const response = await member.browser.post('/api/credit-try', { ...A_ANSWERS, installment: '' });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ installment: requiredField(FIELD_LABELS.installment) });
      expect((await member.browser.get('/api/credit-try/latest')).body).toEqual({ data: null });
    });

    it('stores the answers with the computed level and line, and reads the latest back', async () => {
      const member = await signUp(t);
      expect((await member.browser.get('/api/credit-try/latest')).body).toEqual({ data: null });

      const first = await member.browser.post('/api/credit-try', B_ANSWERS);
      expect(first.status).toBe(201);
      expect(first.body.data).toMatchObject({
        answers: B_ANSWERS,
        level: 'B',
        rate_range: QUESTIONNAIRE_LEVEL_RATES.B,
        credit_line_level: 'B2',
        line: expectedLine(B_ANSWERS, 'B'),
      });
      expect(typeof first.body.data.id).toBe('number');
      expect(Number.isNaN(Date.parse(first.body.data.created_at))).toBe(false);

      const second = await member.browser.post('/api/credit-try', A_ANSWERS);
      expect(second.status).toBe(201);
      expect(second.body.data).toMatchObject({ level: 'A', credit_line_level: 'A2', line: 770_000 });

      const latest = await member.browser.get('/api/credit-try/latest');
      expect(latest.status).toBe(200);
      expect(latest.body).toEqual({ data: second.body.data });

      const other = await signUp(t);
      expect((await other.browser.get('/api/credit-try/latest')).body).toEqual({ data: null });
    });

    it('maps the dti answer to its ratio for the stored line', async () => {
      const member = await signUp(t);
      for (const dti of Object.keys(DTI_VALUES) as DtiAnswer[]) {
        const answers: CreditTryAnswers = { ...B_ANSWERS, dti };
        const response = await member.browser.post('/api/credit-try', answers);
        expect(response.status).toBe(201);
        const { level, line } = response.body.data as { level: QuestionnaireLevel; line: number };
        expect(line).toBe(expectedLine(answers, level));
      }
      const latest = (await member.browser.get('/api/credit-try/latest')).body.data;
      expect(latest).toMatchObject({ answers: { dti: 'E' }, level: 'C', credit_line_level: 'C3' });
    });
  });
});
