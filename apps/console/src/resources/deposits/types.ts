import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/deposits: a bank notification or a deposit entered by an admin. */
export interface DepositRow extends RaRecord {
  id: number;
  source: string;
  notification_id: string | null;
  virtual_account: string;
  user_id: number | null;
  member_serial: string | null;
  amount: number;
  transferred_at: string;
  status: string;
  note: string | null;
  created_by: number | null;
  created_by_email: string | null;
  created_at: string;
  /** The second admin who approved or rejected a manual deposit above the approval threshold. */
  decided_by?: number | null;
  decided_by_email?: string | null;
  decided_at?: string | null;
  decision_reason?: string | null;
}
