import { MESSAGES, statementFileName } from '@lendbridge/domain';
import type { AccountSumKey, PortfolioReturnAnswer, StatementAttributes, StatementWindow, WithdrawDialogInput } from '@lendbridge/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, isRecord, readServerMessage, requestBody, requestFile } from '../../app/api';
import type { IdempotentCall } from '../../shared/useMoneyMutation';

/** A dated amount of the overview: a reminder of a coming deduction or a recent entry. */
export interface AccountAmountEntry {
  date: string;
  subject?: string;
  /** Reminders may name their deduction as title instead of subject. */
  title?: string;
  amount: number;
}

/** What an entry is about: its subject, else its title. */
export const entryLabel = (entry: AccountAmountEntry): string => entry.subject ?? entry.title ?? '';

export interface AccountLock {
  lock_type: string;
  amount: number;
}

/** GET /api/account/overview. */
export interface AccountOverview {
  lnb_account_number: string;
  lnb_account_bank_code: string;
  /** Masked; null while no bank account is bound. */
  bound_account_number: string | null;
  bound_account_bank_code: string | null;
  /** The bound account's review state, when the overview carries it. */
  bound_account_status?: BoundBank['status'] | null;
  total_amount: number;
  pre_amount: number;
  user_lock_amount: number;
  user_lock_amount_detail: AccountLock[];
  withdrawable_amount: number;
  available_amount: number;
  cycle_day: number | null;
  unenough_amount: number;
  pre_repay_amount: number;
  pre_fee_amount: number;
  recent_preview: AccountAmountEntry[];
  reminders: AccountAmountEntry[];
  /** The business date the repayment figures are counted on ('YYYY-MM-DD'); the demo clock may run ahead of the calendar. */
  business_date?: string;
}

/** GET /api/account/amount-overview. */
export type AccountAmountOverview = Record<AccountSumKey, number>;

export interface StatementSubject {
  chinese_name: string;
  english_name: string;
}

/** A row of GET /api/account/transactions. */
export interface StatementRow {
  created_at: string;
  subjects: StatementSubject[];
  amount: number;
  balance: number;
  description: string | null;
  income: number;
  expense: number;
  bank_code: string | null;
  bank_account: string | null;
  link: string | null;
}

/** A row of GET /api/account/withdraws. */
export interface WithdrawRow {
  created_at: string;
  amount: number;
  fee: number;
  status: string;
  bank_code: string | null;
  bank_account: string | null;
}

/**
 * The paged answer of the two statement lists: total, from, to and the page numbers beside data,
 * and the dates the list covers (the ones asked for, else the last 90 days up to the business date).
 */
export interface PagedAnswer<T> {
  data: T[];
  total: number;
  from: number | null;
  to: number | null;
  current_page: number;
  last_page: number;
  per_page: number;
  start_date: string;
  end_date: string;
}

/** GET /api/account/withdraw-fee. */
export interface WithdrawFee {
  fee: number;
  designated_bank: boolean;
  withdrawals_this_month: number;
  /** What arrives for the amount asked about (the fee is taken from it), when the server says. */
  net_amount?: number | null;
}

/** How POST /api/account/withdraw went: code 1 (or a 2xx answer without a code) is success. */
export interface WithdrawOutcome {
  ok: boolean;
  message: string;
}

/** The bound bank account's review state, from GET /api/member/bank. */
export interface BoundBank {
  bank_code: string;
  status: 'pending' | 'verified' | 'rejected';
}

/** The dates a statement list asks for; null leaves them to the server (its business date's last 90 days). */
export interface WithdrawListRequest {
  page: number;
  dates: StatementWindow | null;
}

export interface StatementListRequest extends WithdrawListRequest {
  subjects: readonly string[];
}

const setDates = (params: URLSearchParams, dates: StatementWindow | null): URLSearchParams => {
  if (dates !== null) {
    params.set('start_date', dates.start_date);
    params.set('end_date', dates.end_date);
  }
  return params;
};

export const fetchAccountOverview = (signal?: AbortSignal) => api.get<AccountOverview>('/api/account/overview', { signal });

export const fetchAmountOverview = (signal?: AbortSignal) =>
  api.get<AccountAmountOverview>('/api/account/amount-overview', { signal });

export const fetchAccountAttributes = (signal?: AbortSignal) =>
  api.get<StatementAttributes>('/api/account/attributes', { signal });

export const fetchBoundBank = (signal?: AbortSignal) => api.get<BoundBank | null>('/api/member/bank', { signal });

export const fetchStatements = (request: StatementListRequest, signal?: AbortSignal) => {
  const params = new URLSearchParams({ page: String(request.page) });
  for (const subject of request.subjects) params.append('subjects[]', subject);
  setDates(params, request.dates);
  return requestBody<PagedAnswer<StatementRow>>(`/api/account/transactions?${params.toString()}`, { signal });
};

export const fetchWithdraws = (request: WithdrawListRequest, signal?: AbortSignal) => {
  const params = setDates(new URLSearchParams({ page: String(request.page) }), request.dates);
  return requestBody<PagedAnswer<WithdrawRow>>(`/api/account/withdraws?${params.toString()}`, { signal });
};

export const fetchWithdrawFee = (amount: number, signal?: AbortSignal) =>
  api.get<WithdrawFee>(`/api/account/withdraw-fee?amount=${amount}`, { signal });

/** GET /api/account/returns: the net annualised return and the last twelve months. */
export const fetchPortfolioReturn = (signal?: AbortSignal): Promise<PortfolioReturnAnswer> =>
  api.get<PortfolioReturnAnswer>('/api/account/returns', { signal });

/** The account's reads: every key starts with accountQueries.root, which a withdrawal reads again. */
export const accountQueries = {
  root: ['account'] as const,
  overview: () =>
    queryOptions({ queryKey: [...accountQueries.root, 'overview'] as const, queryFn: ({ signal }) => fetchAccountOverview(signal) }),
  amounts: () =>
    queryOptions({ queryKey: [...accountQueries.root, 'amounts'] as const, queryFn: ({ signal }) => fetchAmountOverview(signal) }),
  returns: () =>
    queryOptions({ queryKey: [...accountQueries.root, 'returns'] as const, queryFn: ({ signal }) => fetchPortfolioReturn(signal) }),
  attributes: () =>
    queryOptions({ queryKey: [...accountQueries.root, 'attributes'] as const, queryFn: ({ signal }) => fetchAccountAttributes(signal) }),
  boundBank: () =>
    queryOptions({ queryKey: [...accountQueries.root, 'bound-bank'] as const, queryFn: ({ signal }) => fetchBoundBank(signal) }),
  statements: (request: StatementListRequest) =>
    queryOptions({
      queryKey: [...accountQueries.root, 'statements', request] as const,
      queryFn: ({ signal }) => fetchStatements(request, signal),
    }),
  withdraws: (request: WithdrawListRequest) =>
    queryOptions({
      queryKey: [...accountQueries.root, 'withdraws', request] as const,
      queryFn: ({ signal }) => fetchWithdraws(request, signal),
    }),
  withdrawFee: (amount: number) =>
    queryOptions({ queryKey: [...accountQueries.root, 'withdraw-fee', amount] as const, queryFn: ({ signal }) => fetchWithdrawFee(amount, signal) }),
};

/**
 * POST /api/account/withdraw with the intent's Idempotency-Key. The answer is {code, message},
 * possibly with the withdrawal as data (which api.post hands back alone): a code other than 1
 * is a refusal, anything else that arrives with a 2xx status is success.
 */
export const requestWithdraw = async (input: WithdrawDialogInput, call: IdempotentCall): Promise<WithdrawOutcome> => {
  const answer = await api.post<unknown>('/api/account/withdraw', input, call);
  if (isRecord(answer) && 'code' in answer && Number(answer.code) !== 1) {
    return { ok: false, message: readServerMessage(answer) ?? MESSAGES.genericErrorText };
  }
  return { ok: true, message: isRecord(answer) && typeof answer.message === 'string' ? answer.message : MESSAGES.withdrawSuccess };
};

export const changeVirtualBank = (bankCode: string) =>
  api.post<{ title: string }>('/api/account/virtual-bank', { bank_code: bankCode });

export const statementUrl = (month: string): string => `/api/account/statements/${encodeURIComponent(month)}.xlsx`;

/** GET the month's statement as a blob, named by its content-disposition (else lnb_{timestamp}.xls). */
export const fetchStatementFile = async (month: string): Promise<{ blob: Blob; fileName: string }> => {
  const { blob, disposition } = await requestFile(statementUrl(month), {
    accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json',
  });
  return { blob, fileName: statementFileName(disposition, new Date()) };
};
