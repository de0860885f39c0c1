import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { z } from 'zod';
import { PASSWORD_MIN_STRENGTH_SCORE } from '../constants/auth.js';
import { MESSAGES } from '../messages/messages.js';
import { changePasswordSchema, registerSchema, resetPasswordSchema } from '../schemas/auth.js';
import { whenFieldsValid } from '../schemas/refinements.js';

/**
 * The common-password check. It carries zxcvbn's leaked-password dictionary (about a megabyte), so
 * it has its own entry point (`@lendbridge/domain/common-password`) that only the API imports; the
 * browsers' forms check the spec's rules and show the server's field error for a common password.
 */
let estimator: ZxcvbnFactory | undefined;

const strength = (): ZxcvbnFactory => {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
};

/** True when the password is guessed in fewer attempts than PASSWORD_MIN_STRENGTH_SCORE allows. */
export const isCommonPassword = (password: string, userInputs: readonly string[] = []): boolean => {
  const words = userInputs.flatMap((input) => [input, ...input.split(/[@.+_-]/)]).filter((word) => word !== '');
  return strength().check(password, words).score < PASSWORD_MIN_STRENGTH_SCORE;
};

interface NewPassword {
  readonly password: string;
  readonly email?: string;
}

const refuseCommonPassword = (value: NewPassword, ctx: z.core.$RefinementCtx): void => {
  if (isCommonPassword(value.password, value.email === undefined ? [] : [value.email])) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.passwordCommon, path: ['password'], input: value.password });
  }
};

const commonPasswordParams = { when: whenFieldsValid('password') };

/** The forms' schemas plus the common-password check: what the API validates a new password with. */
export const serverRegisterSchema = registerSchema.superRefine(refuseCommonPassword, commonPasswordParams);
export const serverResetPasswordSchema = resetPasswordSchema.superRefine(refuseCommonPassword, commonPasswordParams);
export const serverChangePasswordSchema = changePasswordSchema.superRefine(refuseCommonPassword, commonPasswordParams);
