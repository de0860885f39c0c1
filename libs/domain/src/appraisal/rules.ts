import { APPRAISAL_COMMENTABLE_STATUSES } from './constants.js';
import type { AppraisalStatus } from './constants.js';
import { APPRAISAL_TEXTS } from './texts.js';

/** An item is appraised once an appraiser's comment recorded its time. */
export const appraisalStatusOf = (appraisedAt: string | null): AppraisalStatus => (appraisedAt === null ? 'unappraised' : 'appraised');

/** Why a comment is refused, or null: an appraised item takes no second comment. */
export const appraisalCommentRefusalOf = (status: AppraisalStatus): string | null =>
  (APPRAISAL_COMMENTABLE_STATUSES as readonly AppraisalStatus[]).includes(status) ? null : APPRAISAL_TEXTS.alreadyAppraised;
