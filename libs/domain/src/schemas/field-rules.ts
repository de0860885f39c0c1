import { z } from 'zod';
import { MESSAGES } from '../messages/messages.js';
import {
  digitsBetween,
  digitsExact,
  maxLength,
  minLength,
  requiredField,
} from '../messages/message-functions.js';
import { isDigitsBetween } from '../validators/digits.js';
import { textLength } from '../validators/free-text.js';

/**
 * A field rule: a test and the message shown when it fails. A field runs its rules in order
 * and reports only the first failure, so each field carries one message at most. The issues
 * do not abort the parse, so object-level rules (confirmations, groups) still run and a form
 * sees every error at once.
 */
export type FieldRule = readonly [test: (value: string) => boolean, message: string];

export const isAbsent = (input: unknown): boolean =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/** Type errors: a missing value reads as "required", anything else as a bad format. */
export const typeError =
  (label: string) =>
  (issue: { readonly input?: unknown }): string =>
    isAbsent(issue.input) ? requiredField(label) : MESSAGES.invalidFormat;

export const applyRules =
  (rules: readonly FieldRule[]) =>
  (value: string, ctx: z.core.$RefinementCtx<string>): void => {
    const failed = rules.find(([test]) => !test(value));
    if (failed !== undefined) ctx.addIssue({ code: 'custom', message: failed[1], input: value });
  };

export const requiredRule = (label: string): FieldRule => [
  (value) => value !== '',
  requiredField(label),
];

/** At most max characters, counted by code point. */
export const maxLengthRule = (label: string, max: number): FieldRule => [
  (value) => textLength(value) <= max,
  maxLength(label, max),
];

export const minLengthRule = (label: string, min: number): FieldRule => [
  (value) => textLength(value) >= min,
  minLength(label, min),
];

/** No NUL character (PostgreSQL text cannot hold one): 含有不允許的字元. */
export const noNulRule: FieldRule = [(value) => !value.includes('\u0000'), MESSAGES.invalidCharacter];

/** Only ASCII digits, between min and max of them (exactly min when max is left out). */
export const digitsRule = (label: string, min: number, max: number = min): FieldRule => [
  (value) => isDigitsBetween(value, min, max),
  min === max ? digitsExact(label, min) : digitsBetween(label, min, max),
];

export interface StringFieldOptions {
  /** Default true: surrounding spaces are removed before the rules run. */
  readonly trim?: boolean;
}

const baseString = (label: string, options: StringFieldOptions) => {
  const base = z.string({ error: typeError(label) });
  return options.trim === false ? base : base.trim();
};

/** A required string: the required rule, then the given rules. */
export const requiredString = (
  label: string,
  rules: readonly FieldRule[] = [],
  options: StringFieldOptions = {},
) => baseString(label, options).superRefine(applyRules([requiredRule(label), ...rules]));

const blankToUndefined = (value: string | undefined): string | undefined =>
  value === undefined || value === '' ? undefined : value;

/**
 * An optional string: absent and empty ('' or spaces) both mean "not given" and parse to
 * undefined; anything typed must pass the rules.
 */
export const optionalString = (rules: readonly FieldRule[] = []) =>
  z
    .string({ error: MESSAGES.invalidFormat })
    .trim()
    .superRefine((value, ctx) => {
      if (value !== '') applyRules(rules)(value, ctx);
    })
    .optional()
    .transform(blankToUndefined);

/** A required string of at most max characters. */
export const requiredText = (label: string, max?: number, rules: readonly FieldRule[] = []) =>
  requiredString(label, max === undefined ? rules : [maxLengthRule(label, max), ...rules]);

/** An optional string of at most max characters. */
export const optionalText = (label: string, max?: number, rules: readonly FieldRule[] = []) =>
  optionalString(max === undefined ? rules : [maxLengthRule(label, max), ...rules]);

export const requiredDigits = (label: string, min: number, max: number = min) =>
  requiredString(label, [digitsRule(label, min, max)]);

export const optionalDigits = (label: string, min: number, max: number = min) =>
  optionalString([digitsRule(label, min, max)]);
