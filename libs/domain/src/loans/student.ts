import type { z } from 'zod';
import { ID_CARD_ISSUE_MIN_ROC_YEAR } from '../constants/loan.js';
import { VERIFICATION_CODE_COOLDOWN_SECONDS } from '../constants/timing.js';
import { MESSAGES } from '../messages/messages.js';
import { optionValues } from '../options/index.js';
import { optionalString, requiredDigits, requiredString } from '../schemas/field-rules.js';
import { strictFormObject } from '../schemas/fields.js';
import { FIELD_LABELS } from '../schemas/labels.js';
import { compareYmd, parseYmd, toTaipeiYmd } from '../dates/business-date.js';
import { isSchoolEmail } from '../validators/email.js';
import { isMaskedIdentityNumber, isValidResidentId } from '../validators/resident-id.js';
import type { StudentIdVerificationInput } from './forms.js';
import { idCardApplyDate } from './forms.js';
import { fromRocYear } from './vocabulary.js';

const L = FIELD_LABELS;

/** Another verification e-mail for the same draft may be asked for after this many seconds. */
export const SCHOOL_EMAIL_RESEND_SECONDS = VERIFICATION_CODE_COOLDOWN_SECONDS;
/** The link in the verification e-mail works this long. */
export const SCHOOL_EMAIL_LINK_TTL_SECONDS = 24 * 60 * 60;

/** Sending the verification e-mail of a student draft: a valid address containing .edu. */
export const schoolEmailVerificationSchema = strictFormObject({
  email: requiredString(L.school_email, [
    [(value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), MESSAGES.email],
    [isSchoolEmail, MESSAGES.schoolEmail],
  ]).transform((value) => value.toLowerCase()),
});
export type SchoolEmailVerificationInput = z.infer<typeof schoolEmailVerificationSchema>;

export const schoolEmailVerifyBody = (link: string, hours: number): string =>
  `請點選以下連結完成學校 Email 驗證（${hours} 小時內有效）：\n${link}\n\n若您沒有申請學生貸款，請忽略此信。`;

/**
 * The ID-card re-issue check as the widget sends it: the member's own national ID (as on file, or
 * masked as the profile shows it, or left out: the check always takes the one on file), the apply
 * reason code (1 初發, 2 補發, 3 換發), the issue date as ROC yyymmdd and the issue site code. The
 * fields are checked for their shape here; whether the card matches is the service's answer.
 */
export const idCardVerifyRequestSchema = strictFormObject({
  personId: optionalString([
    [(value) => isValidResidentId(value) || isMaskedIdentityNumber(value), MESSAGES.identityNumber],
  ]).transform((value) => value?.toUpperCase()),
  applyCode: requiredDigits(L.id_apply_reason, 1),
  applyYyymmdd: requiredDigits(L.id_issue_date, 7),
  issueSiteId: requiredDigits(L.id_issue_site, 5),
});
export type IdCardVerifyRequest = z.infer<typeof idCardVerifyRequestSchema>;

/** The request the ID-card widget sends, built from its form. */
export const idCardVerifyRequestOf = (form: StudentIdVerificationInput): IdCardVerifyRequest => ({
  personId: form.resident_id,
  applyCode: form.apply_reason,
  applyYyymmdd: idCardApplyDate(form),
  issueSiteId: form.issue_site,
});

/** A card as the household registration office checks it: whose (the member's ID on file) and its issue data. */
export interface IdCardRecord {
  readonly personId: string;
  readonly applyCode: string;
  readonly applyYyymmdd: string;
  readonly issueSiteId: string;
}

export type IdCardCheckResult = { readonly verified: true } | { readonly verified: false; readonly message: string };

const ISSUE_SITES: readonly string[] = optionValues('id_card_issue_site');
const APPLY_REASONS: readonly string[] = optionValues('id_card_apply_reason');

/** The Gregorian 'YYYY/MM/DD' of an ROC yyymmdd, or null when it is not seven digits. */
export const rocYyymmddToYmdText = (value: string): string | null => {
  if (!/^\d{7}$/.test(value)) return null;
  const year = fromRocYear(Number(value.slice(0, 3)));
  return `${String(year).padStart(4, '0')}/${value.slice(3, 5)}/${value.slice(5, 7)}`;
};

/**
 * The rules a card record must meet: a valid national ID, a real issue date from the current card
 * design (ROC year 94) on and not after today in Taiwan, a known issue site and apply reason.
 */
export const checkIdCardRecord = (request: IdCardRecord, today: Date = new Date()): IdCardCheckResult => {
  if (!isValidResidentId(request.personId) || !/^[A-Z][12]/.test(request.personId)) {
    return { verified: false, message: MESSAGES.identityNumber };
  }
  const text = rocYyymmddToYmdText(request.applyYyymmdd);
  const issued = text === null ? null : parseYmd(text);
  if (
    issued === null ||
    Number(request.applyYyymmdd.slice(0, 3)) < ID_CARD_ISSUE_MIN_ROC_YEAR ||
    compareYmd(issued, toTaipeiYmd(today)) > 0
  ) {
    return { verified: false, message: MESSAGES.idCardIssueDate };
  }
  if (!ISSUE_SITES.includes(request.issueSiteId)) return { verified: false, message: MESSAGES.idCardSiteUnknown };
  if (!APPLY_REASONS.includes(request.applyCode)) return { verified: false, message: MESSAGES.idCardReasonUnknown };
  return { verified: true };
};
