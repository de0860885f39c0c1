import {
  PAWN_CASE_STATUS_LABELS,
  pawnCollateralLabelsOf,
  pawnAllInYearlyRate,
  pawnCaseAbilitiesOf,
  pawnConfirmRefusalOf,
  pawnDueDateOf,
  pawnRedeemDeadlineOf,
  pawnScheduleOf,
  pawnYearlyRateText,
} from '@lendbridge/domain';
import type {
  BorrowerPawnCase,
  MarketPawnCase,
  PawnCaseCollateral,
  PawnCaseDetail,
  PawnCaseFacts,
  PawnCaseRow,
  PawnCaseSetting,
  PawnCaseStatus,
  PawnCollateralType,
  PrincipalRepaymentType,
} from '@lendbridge/domain';
import { iso } from '../../common/dates.js';
import type { AppraisalDbRow } from '../appraisal/appraisal.presenter.js';
import { appraisalImageIdsOf, presentAppraisal } from '../appraisal/appraisal.presenter.js';
import type { FormBlock } from '../loans/loan-application.entity.js';

/** A case as CASE_SELECT reads it. */
export interface PawnCaseDbRow {
  id: number;
  application_id: number;
  serial: string;
  borrower_id: number;
  application_status: string;
  loan_serial: string | null;
  status: PawnCaseStatus;
  operator_id: number | null;
  operator_name: string | null;
  application: FormBlock;
  collaterals: FormBlock[];
  attachments: Record<string, string[]>;
  amount: number | null;
  period: number | null;
  principal_repayment_type: PrincipalRepaymentType | null;
  apr: string | null;
  storage_fee: number | null;
  set_at: Date | null;
  confirmed_at: Date | null;
  pawn_ticket: string[];
  taken_at: Date | null;
  invested_at: Date | null;
  /** The business date of the investment, 'YYYY-MM-DD'. */
  invested_on: string | null;
  closed_at: Date | null;
  created_at: Date;
  updated_at: Date;
  appraised_value: number | null;
}

const TEN_THOUSAND = 10_000;

/** The terms as set, or null before they are. */
function termsOf(row: PawnCaseDbRow) {
  if (row.amount === null || row.period === null || row.principal_repayment_type === null || row.apr === null || row.storage_fee === null) return null;
  return { amount: row.amount, period: row.period, principal_repayment_type: row.principal_repayment_type, apr: row.apr, storage_fee: row.storage_fee };
}

function settingOf(row: PawnCaseDbRow): PawnCaseSetting {
  const terms = termsOf(row);
  return {
    status: row.status,
    status_label: PAWN_CASE_STATUS_LABELS[row.status],
    amount: terms?.amount ?? null,
    period: terms?.period ?? null,
    principal_repayment_type: terms?.principal_repayment_type ?? null,
    apr: terms?.apr ?? null,
    storage_fee: terms?.storage_fee ?? null,
    yearly_rate: terms ? pawnYearlyRateText(pawnAllInYearlyRate(terms)) : null,
    set_at: iso(row.set_at),
    confirmed_at: iso(row.confirmed_at),
  };
}

/** What the borrower asked: the amount in whole NT$ (the form asks in ten-thousands) and the term in months. */
function askedOf(row: PawnCaseDbRow): { amount: number; period: number } {
  const amount = Number(row.application.amount_ten_thousand);
  const period = Number(row.application.period);
  return { amount: Number.isSafeInteger(amount) ? amount * TEN_THOUSAND : 0, period: Number.isSafeInteger(period) ? period : 0 };
}

const collateralTypesOf = (row: PawnCaseDbRow): PawnCollateralType[] =>
  row.collaterals.map((collateral) => collateral.type as PawnCollateralType);

function expectedValueOf(row: PawnCaseDbRow): number | null {
  const values = row.collaterals.map((collateral) => Number((collateral.details as Record<string, unknown> | undefined)?.expect_value_10k));
  return values.length > 0 && values.every(Number.isFinite) ? values.reduce((sum, value) => sum + value, 0) : null;
}

/** What every view of a case shows. */
function factsOf(row: PawnCaseDbRow): PawnCaseFacts {
  return {
    serial: row.serial,
    status: row.status,
    status_label: PAWN_CASE_STATUS_LABELS[row.status],
    collateral_types: collateralTypesOf(row),
    ...askedOf(row),
    setting: settingOf(row),
    created_at: row.created_at.toISOString(),
  };
}

export function presentPawnCaseRow(row: PawnCaseDbRow, readerId: number): PawnCaseRow {
  const takenByMe = row.operator_id !== null && Number(row.operator_id) === readerId;
  const cover = row.collaterals.flatMap((collateral) => appraisalImageIdsOf(collateral, row.attachments))[0];
  return {
    ...factsOf(row),
    id: Number(row.id),
    loan_serial: row.loan_serial,
    expect_value_10k: expectedValueOf(row),
    appraised_value: row.appraised_value,
    cover_image: cover === undefined ? null : `/api/uploads/${cover}`,
    taken_by_me: takenByMe,
    ...pawnCaseAbilitiesOf(row.status, takenByMe),
    updated_at: row.updated_at.toISOString(),
  };
}

/** A collateral as the operator sees it: the appraiser's item view, with its appraisal once given. */
function collateralOf(item: AppraisalDbRow): PawnCaseCollateral {
  const presented = presentAppraisal(item);
  return {
    id: presented.id,
    type: presented.type,
    type_label: presented.type_label,
    details: presented.details,
    images: presented.images,
    appraisal:
      presented.status === 'appraised'
        ? { appraised_at: presented.appraised_at, appraised_value: presented.appraised_value, appraiser_comment: presented.appraiser_comment }
        : null,
  };
}

export function presentPawnCaseDetail(row: PawnCaseDbRow, items: readonly AppraisalDbRow[], readerId: number): PawnCaseDetail {
  const due = row.invested_on !== null && row.period !== null ? pawnDueDateOf(row.invested_on, row.period) : null;
  const description = row.application.description;
  return {
    ...presentPawnCaseRow(row, readerId),
    description: typeof description === 'string' ? description : null,
    collaterals: items.map(collateralOf),
    pawn_ticket: row.pawn_ticket.map((id) => ({ id, path: id, url: `/api/uploads/${id}` })),
    invested_at: iso(row.invested_at),
    due_date: due,
    redeem_deadline: due === null ? null : pawnRedeemDeadlineOf(due),
  };
}

export function presentBorrowerPawnCase(row: PawnCaseDbRow): BorrowerPawnCase {
  const terms = termsOf(row);
  return {
    ...factsOf(row),
    loan_serial: row.loan_serial,
    pawnshop_name: row.operator_name,
    schedule: terms === null ? null : pawnScheduleOf(terms),
    can_confirm: pawnConfirmRefusalOf(row.status) === null,
  };
}

/** A case as lenders see it: no borrower, no files, the collateral kinds, what was asked and the terms. */
export function presentMarketPawnCase(row: PawnCaseDbRow): MarketPawnCase {
  const facts = factsOf(row);
  return {
    ...facts,
    collateral_labels: pawnCollateralLabelsOf(facts.collateral_types),
    appraised_value: row.appraised_value,
  };
}
