import type { z } from 'zod';
import { MESSAGES } from '../messages/messages.js';
import { isValidMobile } from '../validators/mobile.js';
import { mobileField, strictFormObject, verificationCodeField } from './fields.js';
import { optionalString } from './field-rules.js';

/** Send a code to the given mobile, or to the member's own number when none is given. */
export const verifyMobileSchema = strictFormObject({
  mobile: optionalString([[isValidMobile, MESSAGES.mobile]]),
});
export type VerifyMobileInput = z.infer<typeof verifyMobileSchema>;

export const verifyMobileCodeSchema = strictFormObject({
  mobile: mobileField(),
  code: verificationCodeField(),
});
export type VerifyMobileCodeInput = z.infer<typeof verifyMobileCodeSchema>;

/** Sends a code to the member's own e-mail: no fields. */
export const verifyEmailSchema = strictFormObject({});
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

export const verifyEmailCodeSchema = strictFormObject({
  code: verificationCodeField(),
});
export type VerifyEmailCodeInput = z.infer<typeof verifyEmailCodeSchema>;
