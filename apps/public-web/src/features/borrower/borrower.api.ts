import type { LoanAppType, LoanStatus } from '@lendbridge/domain';
import { api } from '../../app/api';

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

export const fetchBorrowerLoans = (signal?: AbortSignal): Promise<BorrowerLoan[]> =>
  api.get<BorrowerLoan[]>('/api/borrower/loans', { signal });

export const confirmRate = (serial: string): Promise<BorrowerLoan> =>
  api.post<BorrowerLoan>(`/api/borrower/loans/${encodeURIComponent(serial)}/confirm-rate`);
