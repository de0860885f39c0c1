import { ACCOUNT_PAGE_SIZE, ACCOUNT_WITHDRAWAL_STATUS_LABELS, lastPageOf } from '@lendbridge/domain';
import type { AccountWithdrawalStatus, ConsoleWithdrawalRow } from '@lendbridge/domain';
import { iso } from '../../common/dates.js';
import { maskAccount } from '../members/members.presenter.js';

/** A withdrawal as WITHDRAWAL_SELECT reads it: with its bank's name and the member's serial and name. */
export interface WithdrawalDbRow {
  id: number;
  user_id: number;
  member_serial: string;
  member_name: string | null;
  amount: number;
  fee: number;
  bank_code: string;
  bank_name: string | null;
  branch_code: string | null;
  bank_account: string;
  status: AccountWithdrawalStatus;
  reject_reason: string | null;
  created_at: Date;
  processed_at: Date | null;
  processed_by: number | null;
}

export const WITHDRAWAL_SELECT = `
  SELECT w.id, w.user_id, u.member_serial,
         CASE WHEN p.user_id IS NULL THEN NULL ELSE p.lastname || p.firstname END AS member_name,
         w.amount, w.fee, w.bank_code, b.name AS bank_name, w.branch_code, w.bank_account, w.status,
         w.reject_reason, w.created_at, w.processed_at, w.processed_by
    FROM withdrawals w
    JOIN users u ON u.id = w.user_id
    LEFT JOIN member_profiles p ON p.user_id = w.user_id
    LEFT JOIN bank_codes b ON b.code = w.bank_code`;

/** A withdrawal as its member sees it (the account masked). */
export function presentWithdrawal(row: WithdrawalDbRow) {
  return {
    id: row.id,
    amount: row.amount,
    fee: row.fee,
    net_amount: row.amount - row.fee,
    bank_code: row.bank_code,
    bank_name: row.bank_name,
    bank_account: maskAccount(row.bank_account),
    status: row.status,
    status_label: ACCOUNT_WITHDRAWAL_STATUS_LABELS[row.status],
    reject_reason: row.reject_reason,
    created_at: row.created_at.toISOString(),
    processed_at: iso(row.processed_at),
  };
}

/** A withdrawal for admins, who pay it out: the full bank account. */
export function presentConsoleWithdrawal(row: WithdrawalDbRow): ConsoleWithdrawalRow {
  return {
    ...presentWithdrawal(row),
    user_id: row.user_id,
    member_serial: row.member_serial,
    member_name: row.member_name,
    branch_code: row.branch_code,
    bank_account: row.bank_account,
    processed_by: row.processed_by,
  };
}

/** The paged list answer of the account lists: {data, total, from, to, current_page, last_page, per_page}. */
export function pagedAnswer<T>(data: T[], total: number, page: number, perPage: number = ACCOUNT_PAGE_SIZE) {
  const from = data.length ? (page - 1) * perPage + 1 : null;
  return {
    data,
    total,
    from,
    to: from === null ? null : from + data.length - 1,
    current_page: page,
    last_page: lastPageOf(total, perPage),
    per_page: perPage,
  };
}
