import type { LoanAttachmentKind } from '../loans/steps.js';
import { pawnCollateralCategory } from '../loans/vocabulary.js';
import type { CollateralCategory, PawnCollateralType } from '../loans/vocabulary.js';
import { APPRAISAL_COMMENTABLE_STATUSES } from './constants.js';
import type { AppraisalStatus } from './constants.js';
import { APPRAISAL_TEXTS } from './texts.js';

/** An item is appraised once an appraiser's comment recorded its time. */
export const appraisalStatusOf = (appraisedAt: string | null): AppraisalStatus => (appraisedAt === null ? 'unappraised' : 'appraised');

/** Why a comment is refused, or null: an appraised item takes no second comment. */
export const appraisalCommentRefusalOf = (status: AppraisalStatus): string | null =>
  (APPRAISAL_COMMENTABLE_STATUSES as readonly AppraisalStatus[]).includes(status) ? null : APPRAISAL_TEXTS.alreadyAppraised;

/**
 * The application's documents an appraiser sees with an item of each collateral category: the
 * borrower's photos and papers of the loan (借款相關資料) and, for a vehicle or a house, its title
 * papers. These are image kinds only.
 */
export const APPRAISAL_IMAGE_KINDS: Readonly<Record<CollateralCategory, readonly LoanAttachmentKind[]>> = {
  boutique: ['loan_related_information'],
  gold: ['loan_related_information'],
  vehicle: ['loan_related_information', 'vehicle_title_deed', 'vehicle_title'],
  house: ['loan_related_information', 'house_title_deed', 'house_title'],
};

/** The document kinds whose images an item of this collateral type shows. */
export const appraisalImageKindsOf = (type: PawnCollateralType): readonly LoanAttachmentKind[] =>
  APPRAISAL_IMAGE_KINDS[pawnCollateralCategory(type)];

/** Every document kind any appraisal item shows (what an appraiser may open). */
export const APPRAISAL_IMAGE_KINDS_ALL: readonly LoanAttachmentKind[] = [...new Set(Object.values(APPRAISAL_IMAGE_KINDS).flat())];
