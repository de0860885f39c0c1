import type { PawnCollateralType } from '../loans/vocabulary.js';
import type { AppraisalSource, AppraisalStatus, VehicleCatalogueColumn, VehicleOptionList, VehicleType } from './constants.js';
import type { VehicleEstimate } from './vehicle.js';

/** An image of a collateral, opened at its url. */
export interface AppraisalImage {
  id: string;
  url: string;
}

/** What an appraiser's comment recorded (null fields until it is appraised). */
export interface AppraisalResult {
  appraised_at: string | null;
  /** In ten-thousands of NT$ (the comment's ten_thousand_value). */
  appraised_value: number | null;
  appraiser_comment: string | null;
}

/**
 * An appraisal item: one collateral of a pawn or realty application, with the spec's id, type,
 * images, appraised_at, appraised_value and appraiser_comment.
 */
export interface AppraisalItem extends AppraisalResult {
  id: number;
  type: PawnCollateralType;
  type_label: string;
  status: AppraisalStatus;
  status_label: string;
  source: AppraisalSource;
  /** The application the collateral belongs to, its serial, and the collateral's place in its list. */
  application_id: number;
  serial: string;
  collateral_index: number;
  /** The collateral's details as the borrower filled them in. */
  details: Record<string, unknown>;
  /** The borrower's expected value, in ten-thousands of NT$. */
  expect_value_10k: number | null;
  images: AppraisalImage[];
  /** Who appraised it (null until it is appraised). */
  appraiser_id: number | null;
  appraiser_name: string | null;
  created_at: string;
}

/** What the loan-application reviewer sees of an application's appraisals, one per collateral. */
export type ApplicationAppraisal = Pick<
  AppraisalItem,
  | 'id'
  | 'collateral_index'
  | 'type'
  | 'type_label'
  | 'status'
  | 'status_label'
  | 'appraised_at'
  | 'appraised_value'
  | 'appraiser_comment'
  | 'appraiser_id'
  | 'appraiser_name'
>;

/** POST an item's comment: the spec's success message and the appraised item. */
export interface AppraisalCommentAnswer {
  message: string;
  data: AppraisalItem;
}

/** GET the unappraised and appraised lists, and GET an item (data). */
export interface AppraisalListAnswer {
  data: AppraisalItem[];
}
export interface AppraisalDetailAnswer {
  data: AppraisalItem;
}

/** GET the car endpoint: every option list, each empty until the selections before it are made. */
export type VehicleOptionsAnswer = {
  [K in VehicleOptionList]: K extends 'year_options' | 'made_year_options' | 'price_options' ? number[] : string[];
};

/** GET search: data.result, and the note of the catalogue row it was made from (示範資料 on the demo rows). */
export interface VehicleSearchAnswer {
  data: { result: VehicleEstimate; note: string | null };
}

/** A proof-of-work challenge of the human check, as the ALTCHA widget solves it. */
export interface VehicleCaptchaChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    expiresAt?: number;
  };
  signature?: string;
}

/** A row of the console's vehicle price catalogue. */
export interface VehicleCatalogueEntry {
  id: number;
  vehicle_type: VehicleType;
  vehicle_type_label: string;
  kind: string;
  car: string;
  year: number;
  type: string;
  spec: string;
  /** The new vehicle's price, whole NT$. */
  price: number;
  note: string | null;
  /** The staff member whose import last wrote the row (null for the demo catalogue). */
  imported_by: number | null;
  imported_by_name: string | null;
  created_at: string;
  updated_at: string;
}

/** POST the catalogue import: how many rows it wrote, new and updated. */
export interface VehicleImportAnswer {
  message: string;
  data: { rows: number; created: number; updated: number };
}

/** A bad row of a refused import (422 VEHICLE_IMPORT_INVALID carries them as data.problems): its row as the file shows it, its column, the message. */
export interface VehicleImportProblem {
  row: number;
  field: VehicleCatalogueColumn | null;
  message: string;
}
