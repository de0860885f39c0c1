import { z } from 'zod';
import { wholeAmountField } from '../account-screens/forms.js';
import { requiredField } from '../messages/message-functions.js';
import { isAbsent } from '../schemas/field-rules.js';
import { strictFormObject } from '../schemas/fields.js';
import { BUSINESS_CLOCK_OFFSET_MAX_DAYS } from './constants.js';
import { parseBusinessDate } from '../dates/business-date.js';
import { CONSOLE_BATCH_RUN_TEXTS, SERVICING_TEXTS } from './texts.js';

/** A business date field: 'YYYY-MM-DD' naming a real day. */
const businessDateField = z
  .string({ error: (issue) => (isAbsent(issue.input) ? requiredField(SERVICING_TEXTS.businessDate) : SERVICING_TEXTS.businessDateInvalid) })
  .trim()
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: requiredField(SERVICING_TEXTS.businessDate), input: value });
    else if (parseBusinessDate(value) === null) ctx.addIssue({ code: 'custom', message: SERVICING_TEXTS.businessDateInvalid, input: value });
  });

/** POST /api/console/batch-runs: the business date to run the batch for (not after today's). */
export const batchRunRequestSchema = strictFormObject({ business_date: businessDateField });
export type BatchRunRequestInput = z.output<typeof batchRunRequestSchema>;

/** PUT /api/console/clock: how many days the business clock moves forward. */
export const clockForwardSchema = strictFormObject({
  days_forward: wholeAmountField(CONSOLE_BATCH_RUN_TEXTS.days_forward, 1, BUSINESS_CLOCK_OFFSET_MAX_DAYS),
});
export type ClockForwardInput = z.output<typeof clockForwardSchema>;
