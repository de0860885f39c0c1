import { useCallback, useEffect, useState } from 'react';
import { CREDIT_TRY_QUESTIONS, creditLineRequestFor, creditTryAnswersSchema } from '@lendbridge/domain';
import type { CreditTryAnswerKey, CreditTryAnswers, QuestionnaireLevel, RateRange } from '@lendbridge/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../app/api';
import { useUserStatus } from '../../app/session';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { useReportedFailure } from '../../shared/useReportedQuery';
import { creditTryKeys, fetchCreditLine, fetchCreditTryLevel, getLatestCreditTry, saveCreditTry } from './credit-try.api';
import type { StoredCreditTry } from './credit-try.api';
import { clearCreditTryCookie, readCreditTryCookie, writeCreditTryCookie } from './creditTryCookie';

/** What the result screen shows. */
export interface CreditTryOutcome {
  level: QuestionnaireLevel;
  rate_range: RateRange;
  /** Whole NT$. */
  line: number;
  /** When the result was stored for the member; null for a visitor's result (not stored). */
  savedAt: string | null;
}

export type CreditTryStep =
  | { kind: 'loading' }
  | { kind: 'start' }
  | { kind: 'question'; index: number }
  | { kind: 'result'; outcome: CreditTryOutcome };

export type DraftAnswers = Partial<Record<CreditTryAnswerKey, string>>;

const LAST_QUESTION = CREDIT_TRY_QUESTIONS.length - 1;

const fromStored = (stored: StoredCreditTry): CreditTryOutcome => ({
  level: stored.level,
  rate_range: stored.rate_range,
  line: stored.line,
  savedAt: stored.created_at,
});

/** A visitor's result: the level lookup, then the credit-line lookup at the level it answered. */
const assessForVisitor = async (answers: CreditTryAnswers, signal?: AbortSignal): Promise<CreditTryOutcome> => {
  const level = await fetchCreditTryLevel(answers, signal);
  const { line } = await fetchCreditLine(creditLineRequestFor(answers, level.credit_line_level), signal);
  return { level: level.level, rate_range: level.rate_range, line, savedAt: null };
};

let pendingSend: Promise<StoredCreditTry> | null = null;

/**
 * Sends the answers a visitor kept in the cookie, once: a second caller while the request runs
 * gets the same answer. The cookie is cleared once they are stored, or when the server refuses them.
 */
const sendKeptAnswers = (answers: CreditTryAnswers): Promise<StoredCreditTry> => {
  pendingSend ??= saveCreditTry(answers)
    .then((stored) => {
      clearCreditTryCookie();
      return stored;
    })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 400) clearCreditTryCookie();
      throw error;
    })
    .finally(() => {
      pendingSend = null;
    });
  return pendingSend;
};

/**
 * Where the page opens: a signed-in member with answers kept in the cookie sends them and sees
 * the stored result; a member otherwise sees the latest result (or the start); a visitor with kept
 * answers sees them assessed; anyone else the start.
 */
const openingStep = async (signedIn: boolean, signal: AbortSignal): Promise<CreditTryStep> => {
  const kept = readCreditTryCookie();
  if (signedIn && kept !== null) return { kind: 'result', outcome: fromStored(await sendKeptAnswers(kept)) };
  if (signedIn) {
    const latest = await getLatestCreditTry(signal);
    return latest === null ? { kind: 'start' } : { kind: 'result', outcome: fromStored(latest) };
  }
  if (kept !== null) return { kind: 'result', outcome: await assessForVisitor(kept, signal) };
  return { kind: 'start' };
};

/** The message of the current question's answer, or undefined when it is answered. */
const answerError = (key: CreditTryAnswerKey, value: string | undefined): string | undefined => {
  const result = creditTryAnswersSchema.shape[key].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

/**
 * The questionnaire's steps: start → question 1..8 → result. A visitor's answers are kept in
 * the cookie; once signed in, the page sends them and shows the stored result. A member opens
 * on their latest result.
 */
export function useCreditTry() {
  const { status, loading } = useUserStatus();
  const handleErrorRef = useErrorHandlerRef();
  const signedIn = status.loggedIn;
  const [step, setStep] = useState<CreditTryStep>({ kind: 'loading' });
  const [answers, setAnswers] = useState<DraftAnswers>({});
  const [error, setError] = useState<string | undefined>(undefined);

  /** The opening step, read on each visit; it may send kept answers, so a failure is not tried again. */
  const opening = useQuery({
    queryKey: creditTryKeys.opening(signedIn),
    queryFn: ({ signal }) => openingStep(signedIn, signal),
    enabled: !loading,
    gcTime: 0,
    retry: false,
  });
  useReportedFailure(opening);
  const opened = opening.data;
  const failedToOpen = opening.isError;

  useEffect(() => {
    if (opened !== undefined) setStep(opened);
  }, [opened]);

  useEffect(() => {
    if (failedToOpen) setStep({ kind: 'start' });
  }, [failedToOpen]);

  const finish = useCallback(
    async (complete: CreditTryAnswers) => {
      setStep({ kind: 'loading' });
      try {
        let outcome: CreditTryOutcome;
        if (signedIn) {
          outcome = fromStored(await saveCreditTry(complete));
          clearCreditTryCookie();
        } else {
          writeCreditTryCookie(complete);
          outcome = await assessForVisitor(complete);
        }
        setStep({ kind: 'result', outcome });
      } catch (failure) {
        // A session that ended meanwhile: the answers wait in the cookie for the next sign-in.
        if (failure instanceof ApiError && failure.status === 401) writeCreditTryCookie(complete);
        setStep({ kind: 'question', index: LAST_QUESTION });
        handleErrorRef.current(failure);
      }
    },
    [signedIn, handleErrorRef],
  );

  const start = useCallback(() => {
    setAnswers({});
    setError(undefined);
    setStep({ kind: 'question', index: 0 });
  }, []);

  const answer = useCallback((key: CreditTryAnswerKey, value: string) => {
    setAnswers((current) => ({ ...current, [key]: value }));
    setError(undefined);
  }, []);

  const next = useCallback(() => {
    if (step.kind !== 'question') return;
    const { key } = CREDIT_TRY_QUESTIONS[step.index];
    const message = answerError(key, answers[key]);
    if (message !== undefined) {
      setError(message);
      return;
    }
    setError(undefined);
    if (step.index < LAST_QUESTION) {
      setStep({ kind: 'question', index: step.index + 1 });
      return;
    }
    const parsed = creditTryAnswersSchema.safeParse(answers);
    if (parsed.success) {
      void finish(parsed.data);
    } else {
      const missing = CREDIT_TRY_QUESTIONS.findIndex((question) => answerError(question.key, answers[question.key]) !== undefined);
      setStep({ kind: 'question', index: Math.max(missing, 0) });
    }
  }, [step, answers, finish]);

  const previous = useCallback(() => {
    if (step.kind !== 'question') return;
    setError(undefined);
    setStep(step.index === 0 ? { kind: 'start' } : { kind: 'question', index: step.index - 1 });
  }, [step]);

  return { step, answers, error, start, answer, next, previous, retake: start };
}
