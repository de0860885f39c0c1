import {
  APPRAISAL_STATUS_LABELS,
  appraisalImageKindsOf,
  optionLabel,
} from '@lendbridge/domain';
import type {
  ApplicationAppraisal,
  AppraisalImage,
  AppraisalItem,
  AppraisalSource,
  AppraisalStatus,
  PawnCollateralType,
} from '@lendbridge/domain';
import { iso } from '../../common/dates.js';
import type { FormBlock } from '../loans/loan-application.entity.js';

/** An appraisal item with its application's serial, the collateral as stored and the application's documents. */
export interface AppraisalDbRow {
  id: number;
  application_id: number;
  serial: string;
  source: AppraisalSource;
  collateral_index: number;
  collateral: FormBlock | null;
  attachments: Record<string, string[]>;
  status: AppraisalStatus;
  ten_thousand_value: number | null;
  comment: string | null;
  appraiser_id: number | null;
  appraiser_name: string | null;
  appraised_at: Date | null;
  created_at: Date;
}

const typeOf = (collateral: FormBlock | null): PawnCollateralType => (collateral?.type ?? 'house') as PawnCollateralType;

/** The upload ids of the documents an item of this collateral shows, in kind order, each once. */
export function appraisalImageIdsOf(collateral: FormBlock | null, attachments: Record<string, string[]>): string[] {
  const ids = appraisalImageKindsOf(typeOf(collateral)).flatMap((kind) => attachments[kind] ?? []);
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}

const imageOf = (id: string): AppraisalImage => ({ id, url: `/api/uploads/${id}` });

/** The appraiser's result and who gave it. */
function resultOf(row: AppraisalDbRow) {
  return {
    appraised_at: iso(row.appraised_at),
    appraised_value: row.ten_thousand_value,
    appraiser_comment: row.comment,
    appraiser_id: row.appraiser_id,
    appraiser_name: row.appraiser_name,
  };
}

/** An item as the loan-application reviewer sees it beside the application: its kind, state and result. */
export function presentApplicationAppraisal(row: AppraisalDbRow): ApplicationAppraisal {
  const type = typeOf(row.collateral);
  return {
    id: row.id,
    collateral_index: row.collateral_index,
    type,
    type_label: optionLabel('pawn_collateral_type', type) ?? type,
    status: row.status,
    status_label: APPRAISAL_STATUS_LABELS[row.status],
    ...resultOf(row),
  };
}

/** An item as the appraiser sees it: the reviewer's view with the collateral's facts and images. */
export function presentAppraisal(row: AppraisalDbRow): AppraisalItem {
  const details = (row.collateral?.details ?? {}) as Record<string, unknown>;
  const expected = details.expect_value_10k;
  return {
    ...presentApplicationAppraisal(row),
    source: row.source,
    application_id: row.application_id,
    serial: row.serial,
    details: row.collateral?.parking_space === undefined ? details : { ...details, parking_space: row.collateral.parking_space },
    expect_value_10k: typeof expected === 'number' ? expected : expected === undefined ? null : Number(expected),
    images: appraisalImageIdsOf(row.collateral, row.attachments).map(imageOf),
    created_at: row.created_at.toISOString(),
  };
}
