import type { AccountWithdrawalStatus, DepositSource, DepositStatus } from './constants.js';

/** A row of GET /api/console/deposits: a bank notification or a deposit an admin recorded by hand. */
export interface ConsoleDepositRow {
  readonly id: number;
  readonly source: DepositSource;
  readonly notification_id: string | null;
  readonly virtual_account: string;
  readonly user_id: number | null;
  readonly member_serial: string | null;
  readonly amount: number;
  readonly transferred_at: string;
  readonly status: DepositStatus;
  readonly note: string | null;
  /** The admin who recorded a manual deposit, else null. */
  readonly created_by: number | null;
  readonly created_by_email: string | null;
  readonly created_at: string;
  /** The second admin who approved or rejected a manual deposit above the approval threshold. */
  readonly decided_by: number | null;
  readonly decided_by_email: string | null;
  readonly decided_at: string | null;
  readonly decision_reason: string | null;
}

/** A row of GET /api/console/withdrawals: the withdrawal with the full bank account admins pay it to. */
export interface ConsoleWithdrawalRow {
  readonly id: number;
  readonly amount: number;
  readonly fee: number;
  /** amount − fee: what reaches the member's bank. */
  readonly net_amount: number;
  readonly bank_code: string;
  readonly bank_name: string | null;
  readonly bank_account: string;
  readonly status: AccountWithdrawalStatus;
  readonly status_label: string;
  readonly reject_reason: string | null;
  readonly created_at: string;
  readonly processed_at: string | null;
  readonly user_id: number;
  readonly member_serial: string;
  readonly member_name: string | null;
  readonly branch_code: string | null;
  /** The admin who paid or rejected it. */
  readonly processed_by: number | null;
}
