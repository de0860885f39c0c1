import { FUNDING_MARKET_PATH } from '@lendbridge/domain';
import type {
  FundingAttributes,
  FundingFill,
  FundingLikeAnswer,
  FundingOrderAnswer,
  FundingProjectCard,
  FundingProjectDetail,
} from '@lendbridge/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import type { IdempotentCall } from '../../shared/useMoneyMutation';

const FUNDING_API_PATH = '/api/funding';

/** Where the funding market's pages live. */
export const FUNDING_PATHS = {
  market: FUNDING_MARKET_PATH,
  project: (serial: string) => `${FUNDING_MARKET_PATH}/project/${encodeURIComponent(serial)}`,
  placeOrder: (serial: string, amount: number) => `${FUNDING_MARKET_PATH}/project/${encodeURIComponent(serial)}/place-order?amount=${amount}`,
  complete: (orderSerial: string) => `${FUNDING_MARKET_PATH}/order-complete/${encodeURIComponent(orderSerial)}`,
  error: `${FUNDING_MARKET_PATH}/error`,
} as const;

export const fetchFundingPromotions = (signal?: AbortSignal) => api.get<FundingProjectCard[]>(`${FUNDING_API_PATH}/promotions`, { signal });

export const fetchFundingProjects = (signal?: AbortSignal) => api.get<FundingProjectCard[]>(`${FUNDING_API_PATH}/projects`, { signal });

export const fetchFundingProject = (serial: string, signal?: AbortSignal) =>
  api.get<FundingProjectDetail>(`${FUNDING_API_PATH}/project/${encodeURIComponent(serial)}`, { signal });

export const fetchFundingAttributes = (signal?: AbortSignal) => api.get<FundingAttributes>(`${FUNDING_API_PATH}/attributes`, { signal });

export const fetchFundingFill = (serial: string, amount: number, signal?: AbortSignal) =>
  api.get<FundingFill>(`${FUNDING_API_PATH}/fill?serial=${encodeURIComponent(serial)}&amount=${amount}`, { signal });

export const fetchFundingOrder = (orderSerial: string, signal?: AbortSignal) =>
  api.get<FundingOrderAnswer>(`${FUNDING_API_PATH}/orders/${encodeURIComponent(orderSerial)}`, { signal });

/** POST like/{serial}: toggles the member's like. */
export const toggleFundingLike = (serial: string): Promise<FundingLikeAnswer> =>
  api.post<FundingLikeAnswer>(`${FUNDING_API_PATH}/like/${encodeURIComponent(serial)}`, {});

export interface FundingOrderInput {
  loanSerial: string;
  amount: number;
  /** The loan's updated_at the contract was accepted at. */
  updatedAt: string;
}

/** POST place-order {assignData: {<primary loan serial>: amount}} with the intent's Idempotency-Key. */
export const placeFundingOrder = (input: FundingOrderInput, call: IdempotentCall): Promise<FundingOrderAnswer> =>
  api.post<FundingOrderAnswer>(
    `${FUNDING_API_PATH}/place-order`,
    { assignData: { [input.loanSerial]: input.amount }, updated_at: input.updatedAt, contract_accepted: true },
    call,
  );

/** POST orders/{serial}/anonymous {anonymous}: hides the member's name on the project's backer list. */
export const setFundingAnonymous = (orderSerial: string, anonymous: boolean): Promise<FundingOrderAnswer> =>
  api.post<FundingOrderAnswer>(`${FUNDING_API_PATH}/orders/${encodeURIComponent(orderSerial)}/anonymous`, { anonymous });

/** The funding market's reads: every key starts with fundingQueries.root. */
export const fundingQueries = {
  root: ['funding'] as const,
  promotions: () =>
    queryOptions({ queryKey: [...fundingQueries.root, 'promotions'] as const, queryFn: ({ signal }) => fetchFundingPromotions(signal) }),
  projects: () => queryOptions({ queryKey: [...fundingQueries.root, 'projects'] as const, queryFn: ({ signal }) => fetchFundingProjects(signal) }),
  project: (serial: string) =>
    queryOptions({ queryKey: [...fundingQueries.root, 'project', serial] as const, queryFn: ({ signal }) => fetchFundingProject(serial, signal) }),
  attributes: () =>
    queryOptions({ queryKey: [...fundingQueries.root, 'attributes'] as const, queryFn: ({ signal }) => fetchFundingAttributes(signal) }),
  fill: (serial: string, amount: number) =>
    queryOptions({
      queryKey: [...fundingQueries.root, 'fill', serial, amount] as const,
      queryFn: ({ signal }) => fetchFundingFill(serial, amount, signal),
      staleTime: 0,
    }),
  order: (orderSerial: string) =>
    queryOptions({ queryKey: [...fundingQueries.root, 'order', orderSerial] as const, queryFn: ({ signal }) => fetchFundingOrder(orderSerial, signal) }),
};
