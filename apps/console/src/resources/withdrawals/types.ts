import type { AccountWithdrawalStatus } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/withdrawals. */
export interface WithdrawalRow extends RaRecord {
  id: number;
  user_id?: number;
  member_serial: string | null;
  member_name?: string | null;
  amount: number;
  fee: number;
  status: AccountWithdrawalStatus;
  bank_code: string | null;
  bank_name?: string | null;
  branch_code?: string | null;
  bank_account: string | null;
  created_at: string;
  processed_at?: string | null;
  reject_reason?: string | null;
}
