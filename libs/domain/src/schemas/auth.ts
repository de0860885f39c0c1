import { z } from 'zod';
import { mgmSerialField } from '../campaigns/referral.js';
import { NEXT_URL_MAX_LENGTH, RESET_TOKEN_MAX_LENGTH } from '../constants/limits.js';
import { MESSAGES } from '../messages/messages.js';
import { isSafeNextPath } from '../validators/next-path.js';
import { requiredField } from '../messages/message-functions.js';
import {
  confirmationField,
  currentPasswordField,
  emailField,
  mobileField,
  newPasswordField,
  optionField,
  strictFormObject,
} from './fields.js';
import { requiredText } from './field-rules.js';
import { FIELD_LABELS } from './labels.js';
import { checkEqual, whenFieldsValid } from './refinements.js';

const nextField = z
  .string({ error: MESSAGES.invalidNext })
  .refine((value) => value.length <= NEXT_URL_MAX_LENGTH && isSafeNextPath(value), {
    error: MESSAGES.invalidNext,
  })
  .optional();

export const loginSchema = strictFormObject({
  email: emailField(),
  password: currentPasswordField(),
  next: nextField,
});
export type LoginInput = z.infer<typeof loginSchema>;

const emailPair = {
  check: (value: { email: string; email_confirmation: string }, ctx: z.core.$RefinementCtx) => {
    checkEqual(ctx, value.email, value.email_confirmation, 'email_confirmation');
  },
  params: { when: whenFieldsValid('email', 'email_confirmation') },
};

/** Whether a payload holds a password typed at all (a string, not empty), whatever its rule says. */
const hasTypedPassword = (payload: z.core.ParsePayload): boolean => {
  const value: unknown = payload.value;
  if (typeof value !== 'object' || value === null) return false;
  const password: unknown = (value as Record<string, unknown>).password;
  return typeof password === 'string' && password !== '';
};

/**
 * password_confirmation must repeat password (MESSAGES.notEqual on the confirmation). It is
 * compared as soon as a password is typed, so a differing confirmation is flagged even while the
 * password still fails its own rule.
 */
export const passwordPair = {
  check: (
    value: { password: string; password_confirmation: string },
    ctx: z.core.$RefinementCtx,
  ) => {
    checkEqual(ctx, value.password, value.password_confirmation, 'password_confirmation');
  },
  params: {
    when: (payload: z.core.ParsePayload): boolean =>
      hasTypedPassword(payload) && whenFieldsValid('password_confirmation')(payload),
  },
};

export const registerSchema = strictFormObject({
  email: emailField(),
  email_confirmation: emailField(FIELD_LABELS.email_confirmation),
  mobile: mobileField(),
  password: newPasswordField(),
  password_confirmation: confirmationField(FIELD_LABELS.password_confirmation),
  member_type: optionField('member_type', FIELD_LABELS.member_type),
  intent: optionField('intent', FIELD_LABELS.intent),
  agree_policy: z.literal(true, { error: requiredField(FIELD_LABELS.agree_policy) }),
  /** The referrer's member serial from the referral link (?mgm=), when the visitor came by one. */
  mgm_serial: mgmSerialField(),
})
  .superRefine(emailPair.check, emailPair.params)
  .superRefine(passwordPair.check, passwordPair.params);
export type RegisterInput = z.infer<typeof registerSchema>;

/** The page the registration link opens: its token and the password typed at registration. */
export const registerConfirmSchema = strictFormObject({
  token: requiredText(FIELD_LABELS.registration_token, RESET_TOKEN_MAX_LENGTH),
  password: currentPasswordField(),
});
export type RegisterConfirmInput = z.infer<typeof registerConfirmSchema>;

export const forgotPasswordSchema = strictFormObject({
  email: emailField(),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = strictFormObject({
  token: requiredText(FIELD_LABELS.token, RESET_TOKEN_MAX_LENGTH),
  password: newPasswordField(),
  password_confirmation: confirmationField(FIELD_LABELS.password_confirmation),
}).superRefine(passwordPair.check, passwordPair.params);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = strictFormObject({
  old_password: currentPasswordField(FIELD_LABELS.old_password),
  password: newPasswordField(),
  password_confirmation: confirmationField(FIELD_LABELS.password_confirmation),
}).superRefine(passwordPair.check, passwordPair.params);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
