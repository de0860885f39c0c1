import { CLEAR_STATUS_LABELS, maskLenderSerial } from '@lendbridge/domain';
import type { ClearFigures, ClearInvestmentRecord, ClearRecordStatus, LenderClearRequest } from '@lendbridge/domain';
import { iso } from '../../common/dates.js';
import type { ClearInvestmentRow } from './clearing.queries.js';

/** A cleared request as the finished lists read it. */
export interface ClearedRequestRow {
  serial: string;
  loan_serial: string;
  lender_serial: string;
  clear_principal: number;
  clear_interest: number;
  clear_penalty: number;
  requested_at: Date;
  decided_at: Date | null;
  cleared_at: Date;
}

export const CLEARED_REQUEST_SELECT = `
  SELECT i.serial, l.serial AS loan_serial, u.member_serial AS lender_serial,
         r.clear_principal, r.clear_interest, r.clear_penalty, r.requested_at, r.decided_at, r.cleared_at
    FROM clear_requests r
    JOIN investments i ON i.id = r.investment_id
    JOIN loans l ON l.id = r.loan_id
    JOIN users u ON u.id = r.lender_id`;

/** The record's status from its open request (none: wait_request). */
export const openStatusOf = (investment: ClearInvestmentRow): ClearRecordStatus => investment.request_status ?? 'wait_request';

/** An investment still open for clearing, at today's figures. */
export function presentOpenRecord(investment: ClearInvestmentRow, figures: ClearFigures): ClearInvestmentRecord {
  const status = openStatusOf(investment);
  return {
    serial: investment.serial,
    loan_serial: investment.loan_serial,
    status,
    status_label: CLEAR_STATUS_LABELS[status],
    clear_fee_serial: investment.loan_serial,
    clear_amount: figures.clear_amount,
    principal: figures.principal,
    interest: figures.interest,
    penalty: figures.penalty,
    lender: maskLenderSerial(investment.lender_serial),
    requested_at: iso(investment.requested_at),
    cleared_at: null,
  };
}

/** A cleared investment with what its clearing paid. */
export function presentClearedRecord(row: ClearedRequestRow): ClearInvestmentRecord {
  return {
    serial: row.serial,
    loan_serial: row.loan_serial,
    status: 'finished',
    status_label: CLEAR_STATUS_LABELS.finished,
    clear_fee_serial: row.loan_serial,
    clear_amount: row.clear_principal + row.clear_interest + row.clear_penalty,
    principal: row.clear_principal,
    interest: row.clear_interest,
    penalty: row.clear_penalty,
    lender: maskLenderSerial(row.lender_serial),
    requested_at: iso(row.requested_at),
    cleared_at: iso(row.cleared_at),
  };
}

/** A request on the lender's investment, open (at today's figures) or cleared. */
export function presentLenderOpen(investment: ClearInvestmentRow, figures: ClearFigures): LenderClearRequest {
  const status = openStatusOf(investment);
  return {
    serial: investment.serial,
    loan_serial: investment.loan_serial,
    status,
    status_label: CLEAR_STATUS_LABELS[status],
    clear_amount: figures.clear_amount,
    principal: figures.principal,
    interest: figures.interest,
    penalty: figures.penalty,
    requested_at: iso(investment.requested_at),
    decided_at: iso(investment.decided_at),
    cleared_at: null,
  };
}

export function presentLenderCleared(row: ClearedRequestRow): LenderClearRequest {
  const record = presentClearedRecord(row);
  return {
    serial: record.serial,
    loan_serial: record.loan_serial,
    status: record.status,
    status_label: record.status_label,
    clear_amount: record.clear_amount,
    principal: record.principal,
    interest: record.interest,
    penalty: record.penalty,
    requested_at: record.requested_at,
    decided_at: iso(row.decided_at),
    cleared_at: record.cleared_at,
  };
}
