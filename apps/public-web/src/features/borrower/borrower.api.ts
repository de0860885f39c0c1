import type { LoanAppType, LoanStatus, PrincipalRepaymentType } from '@lendbridge/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { fetchCancelInfo } from './cancelListing.api';

/** A loan of the borrower as GET /api/borrower/loans lists it. */
export interface BorrowerLoan {
  loan_app_serial: string;
  /** The status label (e.g. 待確認利率). */
  status: string;
  status_code: LoanStatus;
  app_type: LoanAppType;
  amount: number;
  period: number;
  apr: string;
  original_approval_apr: string;
  approval_is_discount: boolean;
  borrower_fee: number;
  funding_deadline: string | null;
  discount_countdown_hours: number;
  discount_countdown_minutes: number;
}

/** GET /api/borrower/loans/{serial}: one of the borrower's loans, with what lenders put in and when each step happened. */
export interface BorrowerLoanDetail extends BorrowerLoan {
  market_status: string | null;
  link: string;
  principal_repayment_type: PrincipalRepaymentType;
  grade: string;
  /** Paid or reserved by lenders' orders so far, whole NT$. */
  invested_amount: number;
  funded_at: string | null;
  disbursed_at: string | null;
  cancelled_at: string | null;
  expired_at: string | null;
}

export const fetchBorrowerLoans = (signal?: AbortSignal): Promise<BorrowerLoan[]> =>
  api.get<BorrowerLoan[]>('/api/borrower/loans', { signal });

export const confirmRate = (serial: string): Promise<BorrowerLoan> =>
  api.post<BorrowerLoan>(`/api/borrower/loans/${encodeURIComponent(serial)}/confirm-rate`);

export const fetchBorrowerLoan = (serial: string, signal?: AbortSignal): Promise<BorrowerLoanDetail> =>
  api.get<BorrowerLoanDetail>(`/api/borrower/loans/${encodeURIComponent(serial)}`, { signal });

/** The borrower's reads: every key starts with borrowerQueries.root, which withdrawing or clearing a loan reads again. */
export const borrowerQueries = {
  root: ['borrower'] as const,
  loans: () => queryOptions({ queryKey: [...borrowerQueries.root, 'loans'] as const, queryFn: ({ signal }) => fetchBorrowerLoans(signal) }),
  loan: (serial: string) =>
    queryOptions({ queryKey: [...borrowerQueries.root, 'loan', serial] as const, queryFn: ({ signal }) => fetchBorrowerLoan(serial, signal) }),
  cancelInfo: (serial: string) =>
    queryOptions({ queryKey: [...borrowerQueries.root, 'cancel-info', serial] as const, queryFn: ({ signal }) => fetchCancelInfo(serial, signal) }),
};
