import { z } from 'zod';
import { wholeAmountField } from '../account-screens/forms.js';
import { MESSAGES } from '../messages/messages.js';
import { requiredField } from '../messages/message-functions.js';
import { isAbsent, optionalText, requiredText } from '../schemas/field-rules.js';
import { strictFormObject } from '../schemas/fields.js';
import { CART_LOAN_SERIAL_MAX_LENGTH } from '../cart/constants.js';
import {
  FUNDING_DISPLAY_NAME_MAX_LENGTH,
  FUNDING_IMAGES_MAX,
  FUNDING_ORDER_MAX,
  FUNDING_TEXT_MAX_LENGTH,
  FUNDING_TITLE_MAX_LENGTH,
  FUNDING_USAGE_DESCRIPTION_MAX_LENGTH,
  FUNDING_USAGE_ROWS_MAX,
  FUNDING_VIDEO_ID_PATTERN,
  FUNDING_VIDEOS_MAX,
} from './constants.js';
import { fundingAmountError, fundingAmountNumber } from './rules.js';
import { FUNDING_CONSOLE_TEXTS as C } from './console-texts.js';
import { FUNDING_TEXTS } from './texts.js';

/** A funding amount as JSON or form text, checked by the spec's rule (the message is the spec's). */
export const fundingAmountField = z
  .unknown()
  .superRefine((value, ctx) => {
    const message = fundingAmountError(value);
    if (message !== undefined) ctx.addIssue({ code: 'custom', message, input: value });
  })
  .transform((value) => fundingAmountNumber(value) ?? 0);

const loanSerialField = z
  .string({ error: (issue) => (isAbsent(issue.input) ? requiredField(C.loan_serial) : FUNDING_TEXTS.loanNotListed) })
  .trim()
  .min(1, { error: requiredField(C.loan_serial) })
  .max(CART_LOAN_SERIAL_MAX_LENGTH, { error: FUNDING_TEXTS.loanNotListed });

/** GET fill ?serial=&amount=: the project and the amount about to be ordered. */
export const fundingFillQuerySchema = strictFormObject({
  serial: z.string({ error: FUNDING_TEXTS.serialInvalid }).trim().min(1, { error: FUNDING_TEXTS.serialInvalid }).max(20, { error: FUNDING_TEXTS.serialInvalid }),
  amount: fundingAmountField,
});
export type FundingFillQuery = z.output<typeof fundingFillQuerySchema>;

/**
 * POST place-order: {assignData: {<primary loan serial>: amount}} as the spec sends it, with the
 * loan's updated_at the lender accepted the contract at and the acceptance itself.
 */
export const fundingPlaceOrderSchema = strictFormObject({
  assignData: z
    .record(loanSerialField, fundingAmountField, { error: FUNDING_TEXTS.amountInvalid })
    .superRefine((value, ctx) => {
      if (Object.keys(value).length !== 1) ctx.addIssue({ code: 'custom', message: FUNDING_TEXTS.orderOneProject, input: value });
    }),
  updated_at: z.iso.datetime({ offset: true, error: FUNDING_TEXTS.orderRetryLater }),
  contract_accepted: z.boolean({ error: FUNDING_TEXTS.contractMissing }),
});
export type FundingPlaceOrderInput = z.output<typeof fundingPlaceOrderSchema>;

/** POST anonymous: whether the lender's name is hidden on the project's backer list. */
export const fundingAnonymousSchema = strictFormObject({
  anonymous: z.boolean({ error: FUNDING_TEXTS.anonymousInvalid }),
});
export type FundingAnonymousInput = z.output<typeof fundingAnonymousSchema>;

const usageRowSchema = strictFormObject({
  description: requiredText(C.usage_description, FUNDING_USAGE_DESCRIPTION_MAX_LENGTH),
  amount: wholeAmountField(C.usage_amount, 1, Number.MAX_SAFE_INTEGER),
});

const orderField = (label: string) =>
  z.preprocess((value) => (isAbsent(value) ? 0 : value), wholeAmountField(label, 0, FUNDING_ORDER_MAX));

const longText = (label: string) => optionalText(label, FUNDING_TEXT_MAX_LENGTH).transform((value) => value ?? '');

/**
 * The console's listing of a funding project (create and edit): the listed loan it is tied to,
 * its words, the usage distribution (adding up to the loan's amount, checked against the loan by
 * the API), videos, pictures (the staff's image uploads) and its places in the promotions
 * carousel and the popular list.
 */
export const fundingProjectInputSchema = strictFormObject({
  primary_loan_serial: loanSerialField,
  title: requiredText(C.title, FUNDING_TITLE_MAX_LENGTH),
  display_name: requiredText(C.display_name, FUNDING_DISPLAY_NAME_MAX_LENGTH),
  detail: requiredText(C.detail, FUNDING_TEXT_MAX_LENGTH),
  interest: longText(C.interest),
  personal_credit: longText(C.personal_credit),
  company_credit: longText(C.company_credit),
  mentor_comment: longText(C.mentor_comment),
  usage_distribution: z
    .array(usageRowSchema, { error: requiredField(C.usage_distribution) })
    .min(1, { error: requiredField(C.usage_distribution) })
    .max(FUNDING_USAGE_ROWS_MAX, { error: C.usageRowsMax }),
  video_ids: z
    .array(z.string({ error: FUNDING_TEXTS.videoInvalid }).trim(), { error: FUNDING_TEXTS.videoInvalid })
    .max(FUNDING_VIDEOS_MAX, { error: C.videosMax })
    .superRefine((ids, ctx) => {
      if (!ids.every((id) => FUNDING_VIDEO_ID_PATTERN.test(id))) ctx.addIssue({ code: 'custom', message: FUNDING_TEXTS.videoInvalid, input: ids });
    })
    .optional()
    .transform((value) => value ?? []),
  image_ids: z
    .array(z.uuid({ error: MESSAGES.invalidFormat }), { error: MESSAGES.invalidFormat })
    .max(FUNDING_IMAGES_MAX, { error: C.imagesMax })
    .optional()
    .transform((value) => value ?? []),
  promoted: z.preprocess((value) => value ?? false, z.boolean({ error: MESSAGES.invalidFormat })),
  promotion_order: orderField(C.promotion_order),
  popularity_order: orderField(C.popularity_order),
});
export type FundingProjectInput = z.output<typeof fundingProjectInputSchema>;

/** The console form's own fields (a record also carries read-only ones). */
export const FUNDING_PROJECT_FORM_FIELDS = Object.keys(fundingProjectInputSchema.shape) as (keyof typeof fundingProjectInputSchema.shape)[];
