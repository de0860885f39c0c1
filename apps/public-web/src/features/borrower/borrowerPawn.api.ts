import type { BorrowerPawnCase, BorrowerPawnCaseActionAnswer } from '@lendbridge/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, requestBody } from '../../app/api';
import type { IdempotentCall } from '../../shared/useMoneyMutation';
import { borrowerQueries } from './borrower.api';

const PAWN_CASES_API = '/api/borrower/pawn-cases';

/** The borrower's answer to a case's terms. */
export type PawnTermsAnswer = 'confirm' | 'decline';

/** GET /api/borrower/pawn-cases: the borrower's pawn cases, newest first. */
export const fetchBorrowerPawnCases = (signal?: AbortSignal): Promise<BorrowerPawnCase[]> =>
  api.get<BorrowerPawnCase[]>(PAWN_CASES_API, { signal });

/** POST /api/borrower/pawn-cases/{serial}/confirm or /decline, with the intent's Idempotency-Key: the message to show and the case as it now is. */
export const answerPawnTerms = (
  { serial, answer }: { serial: string; answer: PawnTermsAnswer },
  call: IdempotentCall,
): Promise<BorrowerPawnCaseActionAnswer> =>
  requestBody<BorrowerPawnCaseActionAnswer>(`${PAWN_CASES_API}/${encodeURIComponent(serial)}/${answer}`, {
    method: 'POST',
    headers: call.headers,
  });

/** The borrower's pawn cases, under borrowerQueries.root so that answering terms reads the loans again too. */
export const borrowerPawnQueries = {
  list: () =>
    queryOptions({ queryKey: [...borrowerQueries.root, 'pawn-cases'] as const, queryFn: ({ signal }) => fetchBorrowerPawnCases(signal) }),
};
