import { ROBO_SUMMARY_POLL_MS } from '@lendbridge/domain';
import type {
  InternalTransfer,
  RoboAccountAnswer,
  RoboHoldingAnswer,
  RoboHoldingStatus,
  RoboInvestmentOrderBy,
  RoboProduct,
  RoboSubjectName,
  RoboSummaryAnswer,
  RoboTransactionAnswer,
  SortDirection,
} from '@lendbridge/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api, requestBody } from '../../app/api';
import type { IdempotentCall } from '../../shared/useMoneyMutation';

/** The paging block of the robo lists. */
export interface RoboPagination {
  total: number;
  count: number;
  per_page: number;
  current_page: number;
  total_pages: number;
}

/** The statement's dates as the server applied them (the ones asked for, else the last month up to the business date). */
export interface RoboWindow {
  start_date: string;
  end_date: string;
}

export interface RoboTransactionsAnswer extends RoboWindow {
  data: RoboTransactionAnswer[];
  meta: { pagination: RoboPagination };
}

export interface RoboSubjectSum {
  subject: RoboSubjectName;
  chinese_name: string;
  amount: number;
}

export interface RoboGroupingAnswer extends RoboWindow {
  data: RoboSubjectSum[];
}

/** A row of the holdings list, with the server's label of its state. */
export interface RoboHoldingRow extends RoboHoldingAnswer {
  status_label?: string;
}

export interface RoboHoldingsAnswer {
  data: RoboHoldingRow[];
  meta: { pagination: RoboPagination };
}

/** What the statement asks for: the dates left to the server while null. */
export interface RoboStatementRequest {
  page: number;
  dates: RoboWindow | null;
  subjects: readonly RoboSubjectName[];
}

/** What the holdings list asks for; an empty or undefined filter is left out. */
export interface RoboHoldingsRequest {
  page: number;
  order_by?: RoboInvestmentOrderBy;
  order_dir?: SortDirection;
  account_serial_like?: string;
  invested_at_gte?: string;
  invested_at_lt?: string;
  created_at_gte?: string;
  created_at_lt?: string;
  status?: RoboHoldingStatus;
}

/** POST internal-withdraw's answer: the server's sentence and the robo investment it opened. */
export interface InternalTransferOutcome {
  message: string;
  data: { serial: string; amount: number; created_at: string };
}

/** The vip product answers 403 ROBO_NOT_OPEN to members staff have not flagged. */
export const ROBO_NOT_OPEN_CODE = 'ROBO_NOT_OPEN';

export const isRoboNotOpen = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.code === ROBO_NOT_OPEN_CODE;

const productPath = (product: RoboProduct): string => `/api/robo/${product}`;

const statementParams = (request: Omit<RoboStatementRequest, 'page'>): URLSearchParams => {
  const params = new URLSearchParams();
  if (request.dates !== null) {
    params.set('start_date', request.dates.start_date);
    params.set('end_date', request.dates.end_date);
  }
  for (const subject of request.subjects) params.append('robo_subjects[]', subject);
  return params;
};

export const fetchRoboSummary = (product: RoboProduct, signal?: AbortSignal) =>
  api.get<RoboSummaryAnswer>(`${productPath(product)}/summary`, { signal });

export const fetchMatchingLoans = (product: RoboProduct, signal?: AbortSignal) =>
  api.get<{ count: number }>(`${productPath(product)}/matching-loans`, { signal });

export const fetchRoboAccounts = (product: RoboProduct, signal?: AbortSignal) =>
  api.get<RoboAccountAnswer[]>(`${productPath(product)}/accounts`, { signal });

export const fetchRoboTransactions = (product: RoboProduct, request: RoboStatementRequest, signal?: AbortSignal) => {
  const params = statementParams(request);
  params.set('page', String(request.page));
  return requestBody<RoboTransactionsAnswer>(`${productPath(product)}/transactions?${params.toString()}`, { signal });
};

export const fetchRoboGrouping = (product: RoboProduct, request: Omit<RoboStatementRequest, 'page'>, signal?: AbortSignal) =>
  requestBody<RoboGroupingAnswer>(`${productPath(product)}/grouping?${statementParams(request).toString()}`, { signal });

export const fetchRoboHoldings = (product: RoboProduct, request: RoboHoldingsRequest, signal?: AbortSignal) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return requestBody<RoboHoldingsAnswer>(`${productPath(product)}/investments?${params.toString()}`, { signal });
};

/** While the engine is still placing cash the summary is read again every ROBO_SUMMARY_POLL_MS. */
export const summaryPollInterval = (summary: RoboSummaryAnswer | undefined): number | false =>
  summary?.statistics_calculating === true ? ROBO_SUMMARY_POLL_MS : false;

/** The robo reads: every key starts with roboQueries.root, which a transfer reads again. */
export const roboQueries = {
  root: ['robo'] as const,
  summary: (product: RoboProduct) =>
    queryOptions({
      queryKey: [...roboQueries.root, product, 'summary'] as const,
      queryFn: ({ signal }) => fetchRoboSummary(product, signal),
      refetchInterval: (query) => summaryPollInterval(query.state.data),
    }),
  matchingLoans: (product: RoboProduct) =>
    queryOptions({
      queryKey: [...roboQueries.root, product, 'matching-loans'] as const,
      queryFn: ({ signal }) => fetchMatchingLoans(product, signal),
    }),
  accounts: (product: RoboProduct) =>
    queryOptions({
      queryKey: [...roboQueries.root, product, 'accounts'] as const,
      queryFn: ({ signal }) => fetchRoboAccounts(product, signal),
    }),
  transactions: (product: RoboProduct, request: RoboStatementRequest) =>
    queryOptions({
      queryKey: [...roboQueries.root, product, 'transactions', request] as const,
      queryFn: ({ signal }) => fetchRoboTransactions(product, request, signal),
    }),
  grouping: (product: RoboProduct, request: Omit<RoboStatementRequest, 'page'>) =>
    queryOptions({
      queryKey: [...roboQueries.root, product, 'grouping', request] as const,
      queryFn: ({ signal }) => fetchRoboGrouping(product, request, signal),
    }),
  holdings: (product: RoboProduct, request: RoboHoldingsRequest) =>
    queryOptions({
      queryKey: [...roboQueries.root, product, 'holdings', request] as const,
      queryFn: ({ signal }) => fetchRoboHoldings(product, request, signal),
    }),
};

/** The body of POST internal-withdraw: the password and the amount as the form parsed it. */
export interface InternalTransferRequest extends InternalTransfer {
  product: RoboProduct;
}

/**
 * POST /api/account/internal-withdraw[?product=vip] {password, amount} with the intent's
 * Idempotency-Key: {code: 1, message, data}. Refusals throw ApiError.
 */
export const requestInternalTransfer = async (
  { product, password, amount }: InternalTransferRequest,
  call: IdempotentCall,
): Promise<InternalTransferOutcome> => {
  const query = product === 'stable' ? '' : `?product=${product}`;
  return requestBody<InternalTransferOutcome & { code: number }>(`/api/account/internal-withdraw${query}`, {
    ...call,
    method: 'POST',
    body: { password, amount },
  });
};
