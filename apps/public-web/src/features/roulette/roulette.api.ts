import type { RouletteGift, RouletteOverviewAnswer, RouletteResultRow, RouletteSpinAnswer } from '@lendbridge/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api, requestBody } from '../../app/api';
import type { IdempotentCall } from '../../shared/useMoneyMutation';

const ROULETTE_API_PATH = '/api/roulette';

/** The refusals the roulette answers with a code of its own. */
export const ROULETTE_CODES = {
  notLive: 'CAMPAIGN_NOT_LIVE',
  noTickets: 'NO_TICKETS',
  noPrizes: 'NO_PRIZES',
  trialUsed: 'TRIAL_USED',
} as const;
export type RouletteRefusal = keyof typeof ROULETTE_CODES;

/** Which of the roulette's own refusals an error is, or null for any other failure. */
export const rouletteRefusal = (error: unknown): RouletteRefusal | null => {
  if (!(error instanceof ApiError)) return null;
  const found = (Object.keys(ROULETTE_CODES) as RouletteRefusal[]).find((refusal) => ROULETTE_CODES[refusal] === error.code);
  return found ?? null;
};

/** The live roulette campaign as the gifts list names it. */
export interface RouletteCampaign {
  key: string;
  title: string;
  starts_at: string;
  ends_at: string;
}

/** GET gifts: the live campaign and the wheel's slices in order. */
export interface RouletteGiftsAnswer {
  campaign: RouletteCampaign;
  gifts: RouletteGift[];
}

/** The paging block of the results list, as every paged list of the site answers it. */
export interface RoulettePagination {
  total: number;
  count: number;
  per_page: number;
  current_page: number;
  total_pages: number;
}

export interface RouletteResultsAnswer {
  data: RouletteResultRow[];
  meta: { pagination: RoulettePagination };
}

/** What a spin or a trial answers. */
export type RouletteSpinResult = RouletteSpinAnswer['result'];

export const fetchRouletteGifts = (signal?: AbortSignal) => api.get<RouletteGiftsAnswer>(`${ROULETTE_API_PATH}/gifts`, { signal });

export const fetchRouletteRewards = (signal?: AbortSignal) =>
  api.get<{ rewards: string[] }>(`${ROULETTE_API_PATH}/rewards`, { signal });

export const fetchRouletteOverview = (signal?: AbortSignal) =>
  api.get<RouletteOverviewAnswer>(`${ROULETTE_API_PATH}/overview`, { signal });

export const fetchRouletteResults = (page: number, signal?: AbortSignal) =>
  requestBody<RouletteResultsAnswer>(`${ROULETTE_API_PATH}/results?page=${page}`, { signal });

/** POST spin {} with the intent's Idempotency-Key: spends a ticket; the server picks the prize (a cashback prize pays into the balance). */
export const spinRoulette = (_input: Record<string, never>, call: IdempotentCall): Promise<RouletteSpinAnswer> =>
  api.post<RouletteSpinAnswer>(`${ROULETTE_API_PATH}/spin`, {}, call);

/** POST trial {}: a visitor's one spin; the server remembers it by a one-year cookie. */
export const tryRoulette = (): Promise<RouletteSpinAnswer> => api.post<RouletteSpinAnswer>(`${ROULETTE_API_PATH}/trial`, {});

/** The roulette's reads: every key starts with rouletteQueries.root. */
export const rouletteQueries = {
  root: ['roulette'] as const,
  gifts: () =>
    queryOptions({ queryKey: [...rouletteQueries.root, 'gifts'] as const, queryFn: ({ signal }) => fetchRouletteGifts(signal) }),
  rewards: () =>
    queryOptions({ queryKey: [...rouletteQueries.root, 'rewards'] as const, queryFn: ({ signal }) => fetchRouletteRewards(signal) }),
  overview: () =>
    queryOptions({ queryKey: [...rouletteQueries.root, 'overview'] as const, queryFn: ({ signal }) => fetchRouletteOverview(signal) }),
  results: (page: number) =>
    queryOptions({
      queryKey: [...rouletteQueries.root, 'results', page] as const,
      queryFn: ({ signal }) => fetchRouletteResults(page, signal),
    }),
};
