import type { z } from 'zod';
import { inTaiwan } from '../dates/business-date.js';
import { LOAN_SERIAL_MAX_LENGTH } from '../loans/requests.js';
import { strictFormObject } from '../schemas/fields.js';
import { requiredText } from '../schemas/field-rules.js';
import { FIELD_LABELS } from '../schemas/labels.js';
import {
  FAST_LOAN_HASH_LENGTH,
  FAST_LOAN_SERVICE_END_HOUR,
  FAST_LOAN_SERVICE_START_HOUR,
  FAST_LOAN_SERVICE_WEEKDAYS,
} from './constants.js';
import { FAST_LOAN_TEXTS } from './texts.js';

/** Whether an instant falls in fast-loan service time: a weekday from 09:00 up to (not including) 18:00 in Taipei. */
export const isFastLoanServiceTime = (now: Date): boolean => {
  const taipei = inTaiwan(now);
  const hour = taipei.getHours();
  return (
    FAST_LOAN_SERVICE_WEEKDAYS.includes(taipei.getDay()) && hour >= FAST_LOAN_SERVICE_START_HOUR && hour < FAST_LOAN_SERVICE_END_HOUR
  );
};

/** GET /api/borrower/fast-loan?loan_serial=: the loan to look up. */
export const fastLoanQuerySchema = strictFormObject({
  loan_serial: requiredText(FIELD_LABELS.loan_serial, LOAN_SERIAL_MAX_LENGTH),
});
export type FastLoanQuery = z.infer<typeof fastLoanQuerySchema>;

/** POST /api/borrower/fast-loan: the loan and the hash its lookup answered. */
export const fastLoanRequestSchema = strictFormObject({
  loan_serial: requiredText(FIELD_LABELS.loan_serial, LOAN_SERIAL_MAX_LENGTH),
  hash: requiredText(FAST_LOAN_TEXTS.hashLabel, FAST_LOAN_HASH_LENGTH),
});
export type FastLoanRequestInput = z.infer<typeof fastLoanRequestSchema>;

/** A matching loan's funding as the fast-loan dialog shows it, whole NT$. */
export interface FastLoanFigures {
  loan_serial: string;
  amount: number;
  invested_amount: number;
  /** What lenders have yet to put in: amount − invested_amount. */
  remaining: number;
  /** When the borrower asked for a fast loan for this loan; null before that. */
  requested_at: string | null;
}

/** The lookup's answer: the figures, whether it is service time now, and the hash the request sends back. */
export interface FastLoanLookup {
  data: FastLoanFigures;
  is_service_time: boolean;
  hash: string;
}

/** The request's answer: 申請成功 with the recorded request. */
export interface FastLoanAnswer {
  data: { loan_serial: string; requested_at: string };
  message: string;
}
