import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EXAMPLE_CREDIT_TRY_ANSWERS_A,
  COOKIE_DAYS,
  CREDIT_TRY_COOKIE_NAME,
  CREDIT_TRY_QUESTIONS,
  FIELD_LABELS,
  MESSAGES,
  QUESTIONNAIRE_CREDIT_LINE_LEVELS,
  QUESTIONNAIRE_LEVEL_RATES,
  QUESTIONNAIRE_QUESTION_COUNT,
  creditTryProgress,
  ntdText,
  rateRangeText,
  requiredField,
} from '@lendbridge/domain';
import type { CreditTryAnswers } from '@lendbridge/domain';
import { deferred, mockFetch } from '../../test/fetchMock';
import type { MockReply } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { CREDIT_TRY_PATH, CreditTryPage } from './CreditTryPage';
import { readCreditTryCookie, writeCreditTryCookie } from './creditTryCookie';

const ANSWERS = EXAMPLE_CREDIT_TRY_ANSWERS_A;

const LEVEL_A = {
  level: 'A',
  rate_range: QUESTIONNAIRE_LEVEL_RATES.A,
  credit_line_level: QUESTIONNAIRE_CREDIT_LINE_LEVELS.A,
};

const stored = (answers: CreditTryAnswers) => ({
  id: 1,
  answers,
  ...LEVEL_A,
  line: 770_000,
  created_at: '2026-03-01T02:00:00.000Z',
});

const renderPage = (status = STATUSES.visitor) =>
  renderRoute(<CreditTryPage />, { url: CREDIT_TRY_PATH, path: CREDIT_TRY_PATH, status });

const questionTitle = (index: number) => screen.findByText(CREDIT_TRY_QUESTIONS[index].title);

const labelOf = (index: number, value: string): string => {
  const option = CREDIT_TRY_QUESTIONS[index].options.find((candidate) => candidate.value === value);
  if (option === undefined) throw new Error(`no option ${value}`);
  return option.label;
};

type User = ReturnType<typeof renderPage>['user'];

const answerAll = async (user: User, answers: CreditTryAnswers) => {
  for (const [index, question] of CREDIT_TRY_QUESTIONS.entries()) {
    await questionTitle(index);
    await user.click(screen.getByLabelText(labelOf(index, answers[question.key])));
    await user.click(screen.getByRole('button', { name: MESSAGES.nextStep }));
  }
};

const expectLevelA = async () => {
  const result = await screen.findByRole('region', { name: MESSAGES.creditTryResultTitle });
  expect(result.textContent).toContain(MESSAGES.creditTryLevelLabel);
  expect(result.textContent).toContain(rateRangeText(QUESTIONNAIRE_LEVEL_RATES.A));
  expect(result.textContent).toContain(ntdText(770_000));
  expect(screen.getByText('A', { selector: 'span' })).toBeTruthy();
  return result;
};

afterEach(() => {
  document.cookie = `${CREDIT_TRY_COOKIE_NAME}=; Max-Age=0; Path=/`;
});

describe('CreditTryPage', () => {
  it('refuses 下一步 until the question is answered', async () => {
    const { apiCalls } = mockFetch();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: MESSAGES.creditTryStart }));
    await questionTitle(0);
    expect(screen.getByText(creditTryProgress(1, QUESTIONNAIRE_QUESTION_COUNT))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: MESSAGES.nextStep }));
    expect(await screen.findByText(requiredField(FIELD_LABELS.annual_income_ten_thousand))).toBeTruthy();
    expect(screen.getByText(CREDIT_TRY_QUESTIONS[0].title)).toBeTruthy();

    await user.click(screen.getByLabelText(labelOf(0, 'C')));
    expect(screen.queryByText(requiredField(FIELD_LABELS.annual_income_ten_thousand))).toBeNull();
    await user.click(screen.getByRole('button', { name: MESSAGES.nextStep }));
    await questionTitle(1);
    expect(screen.getByText(creditTryProgress(2, QUESTIONNAIRE_QUESTION_COUNT))).toBeTruthy();
    expect(apiCalls()).toHaveLength(0);
  });

  it('goes back with 上一步, keeping the answer, and from question 1 to the start', async () => {
    mockFetch();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: MESSAGES.creditTryStart }));
    await user.click(screen.getByLabelText(labelOf(0, 'B')));
    await user.click(screen.getByRole('button', { name: MESSAGES.nextStep }));
    await questionTitle(1);

    await user.click(screen.getByRole('button', { name: MESSAGES.previousStep }));
    await questionTitle(0);
    expect((screen.getByLabelText(labelOf(0, 'B')) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: MESSAGES.previousStep }));
    expect(await screen.findByRole('button', { name: MESSAGES.creditTryStart })).toBeTruthy();
    expect(screen.queryByText(CREDIT_TRY_QUESTIONS[0].title)).toBeNull();
  });

  it('shows a visitor the level, its rate range and the line once loading finishes, and keeps the answers in the cookie', async () => {
    const level = deferred<MockReply>();
    const { apiCalls } = mockFetch({
      'POST /api/credit-try/level': () => level.promise,
      'POST /api/credit-try/credit-line': { body: { data: { line: 770_000 } } },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: MESSAGES.creditTryStart }));
    await answerAll(user, ANSWERS);

    expect(await screen.findByText(MESSAGES.creditTryLoading)).toBeTruthy();
    expect(screen.queryByRole('region', { name: MESSAGES.creditTryResultTitle })).toBeNull();
    expect(readCreditTryCookie()).toEqual(ANSWERS);
    await act(async () => {
      level.resolve({ body: { data: LEVEL_A } });
      await level.promise;
    });

    await expectLevelA();
    expect(screen.queryByText(MESSAGES.creditTryLoading)).toBeNull();
    expect(apiCalls().map((call) => [call.path, call.body])).toEqual([
      ['/api/credit-try/level', ANSWERS],
      ['/api/credit-try/credit-line', { income: 60, dti: 0.3, credit_level: 'A2' }],
    ]);
    expect(screen.getByText(MESSAGES.creditTrySignInPrompt)).toBeTruthy();
    expect(screen.getByRole('link', { name: MESSAGES.creditTrySignIn }).getAttribute('href')).toBe(
      `/auth/login?next=${encodeURIComponent(CREDIT_TRY_PATH)}`,
    );
    expect(screen.getByRole('link', { name: MESSAGES.creditTryRegister }).getAttribute('href')).toBe(
      `/auth/register?next=${encodeURIComponent(CREDIT_TRY_PATH)}`,
    );
  });

  it('writes one cookie that lasts COOKIE_DAYS', () => {
    const setCookie = vi.spyOn(Document.prototype, 'cookie', 'set');
    writeCreditTryCookie(ANSWERS);
    expect(setCookie).toHaveBeenCalledTimes(1);
    const written = String(setCookie.mock.calls[0]?.[0]);
    expect(written.startsWith(`${CREDIT_TRY_COOKIE_NAME}=`)).toBe(true);
    expect(written).toContain(`Max-Age=${COOKIE_DAYS * 86_400}`);
    expect(written).toContain('Path=/');
  });

  it('shows a returning visitor the result of the answers kept in the cookie', async () => {
    writeCreditTryCookie(ANSWERS);
    const { apiCalls } = mockFetch({
      'POST /api/credit-try/level': { body: { data: LEVEL_A } },
      'POST /api/credit-try/credit-line': { body: { data: { line: 770_000 } } },
    });
    renderPage();
    await expectLevelA();
    expect(apiCalls()[0]?.body).toEqual(ANSWERS);
    expect(readCreditTryCookie()).toEqual(ANSWERS);
  });

  it('sends the kept answers once the visitor has signed in, then clears the cookie', async () => {
    writeCreditTryCookie(ANSWERS);
    const { apiCalls } = mockFetch({
      'POST /api/credit-try': { status: 201, body: { data: stored(ANSWERS) } },
    });
    renderPage(STATUSES.loggedIn);
    await expectLevelA();
    expect(screen.getByText(MESSAGES.creditTrySaved, { exact: false })).toBeTruthy();
    expect(screen.queryByText(MESSAGES.creditTrySignInPrompt)).toBeNull();
    expect(apiCalls().map((call) => [call.method, call.path, call.body])).toEqual([['POST', '/api/credit-try', ANSWERS]]);
    expect(readCreditTryCookie()).toBeNull();
    expect(document.cookie).not.toContain(CREDIT_TRY_COOKIE_NAME);
  });

  it('keeps the cookie when sending the kept answers fails for a reason other than the answers', async () => {
    writeCreditTryCookie(ANSWERS);
    mockFetch({ 'POST /api/credit-try': { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: MESSAGES.serverError } } });
    const { user } = renderPage(STATUSES.loggedIn);
    expect(await screen.findByText(MESSAGES.serverError)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '確定' }));
    expect(await screen.findByRole('button', { name: MESSAGES.creditTryStart })).toBeTruthy();
    expect(readCreditTryCookie()).toEqual(ANSWERS);
  });

  it('opens a member on the latest result, and stores a new one after 重新試算', async () => {
    const { apiCalls } = mockFetch({
      'GET /api/credit-try/latest': { body: { data: stored(ANSWERS) } },
      'POST /api/credit-try': (request) => ({ status: 201, body: { data: stored(request.body as CreditTryAnswers) } }),
    });
    const { user } = renderPage(STATUSES.member);
    await expectLevelA();
    await user.click(screen.getByRole('button', { name: MESSAGES.creditTryRetake }));
    const other: CreditTryAnswers = { ...ANSWERS, dti: 'A', job_replace: 'A' };
    await answerAll(user, other);
    await waitFor(() => expect(apiCalls().filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(apiCalls().find((call) => call.method === 'POST')?.body).toEqual(other);
    await expectLevelA();
    expect(readCreditTryCookie()).toBeNull();
  });

  it('starts a member without a stored result at the start screen', async () => {
    mockFetch({ 'GET /api/credit-try/latest': { body: { data: null } } });
    renderPage(STATUSES.loggedIn);
    expect(await screen.findByRole('button', { name: MESSAGES.creditTryStart })).toBeTruthy();
    expect(screen.getByText(MESSAGES.creditTryIntro)).toBeTruthy();
  });
});
