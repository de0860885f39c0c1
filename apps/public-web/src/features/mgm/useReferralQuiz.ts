import { useCallback, useState } from 'react';
import { REFERRAL_QUIZ_START, nextReferralStep, runReferralQuiz } from '@lendbridge/domain';
import type { ReferralQuestion, ReferralQuizResult } from '@lendbridge/domain';
import { readReferralQuizCookie, writeReferralQuizCookie } from './referralQuizCookie';

export type ReferralQuizState =
  | { kind: 'start' }
  | { kind: 'question'; question: ReferralQuestion; answers: boolean[] }
  | { kind: 'result'; outcome: ReferralQuizResult };

const firstQuestion = (): ReferralQuizState => ({ kind: 'question', question: REFERRAL_QUIZ_START.question, answers: [] });

export interface ReferralQuizOptions {
  /** The serial the registration will carry (the link the visitor came by, or the show girl's). */
  mgmSerial: string | null;
  /** Open on the result kept in the cookie, if any (the invitation page); otherwise on the start. */
  restore?: boolean;
  /** Open on question 1 (the show-girl quiz, started from its panel). */
  startAtQuestion?: boolean;
}

/**
 * The referral questionnaire's steps: start → question 1 → … → result, by the spec's branching. The
 * result is kept in the cookie with the serial, so a later visit (and the registration) still has it.
 */
export function useReferralQuiz({ mgmSerial, restore = false, startAtQuestion = false }: ReferralQuizOptions) {
  const [kept] = useState(() => (restore ? readReferralQuizCookie() : null));
  const [state, setState] = useState<ReferralQuizState>(() => {
    if (startAtQuestion) return firstQuestion();
    return kept === null ? { kind: 'start' } : { kind: 'result', outcome: { result: kept.result, score: kept.score } };
  });
  /** The serial the registration carries: the page's, else the one kept with an earlier result. */
  const serial = mgmSerial ?? kept?.mgmSerial ?? null;

  const start = useCallback(() => setState(firstQuestion()), []);

  const answer = useCallback(
    (yes: boolean) => {
      if (state.kind !== 'question') return;
      const answers = [...state.answers, yes];
      const next = nextReferralStep(state.question, yes);
      if ('question' in next) {
        setState({ kind: 'question', question: next.question, answers });
        return;
      }
      const { outcome } = runReferralQuiz(answers);
      if (outcome === null) return;
      writeReferralQuizCookie({ ...outcome, mgmSerial: serial });
      setState({ kind: 'result', outcome });
    },
    [state, serial],
  );

  return { state, serial, start, answer };
}
