import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { UPLOAD_DEFAULT_MAX_FILES } from '../constants/upload.js';
import { MESSAGES } from '../messages/messages.js';
import {
  fileLengthMax,
  maxValue,
  minValue,
  range,
} from '../messages/message-functions.js';
import { uploadIdField } from '../schemas/fields.js';
import {
  applyRules,
  maxLengthRule,
  optionalString,
  requiredRule,
  typeError,
  type FieldRule,
} from '../schemas/field-rules.js';
import { isRealDate } from '../validators/date.js';
import { isDigits } from '../validators/digits.js';
import { isSchoolEmail } from '../validators/email.js';
import { isValueDateFromBusinessDate } from './value-date.js';

export interface WholeNumberOptions {
  readonly min?: number;
  readonly max?: number;
  /** At most this many characters typed (the credit-card amount: 10). */
  readonly maxLength?: number;
}

const boundsRule = (label: string, { min, max }: WholeNumberOptions): FieldRule[] => {
  if (min !== undefined && max !== undefined) {
    return [[(value) => Number(value) >= min && Number(value) <= max, range(label, min, max)]];
  }
  if (min !== undefined) return [[(value) => Number(value) >= min, minValue(label, min)]];
  if (max !== undefined) return [[(value) => Number(value) <= max, maxValue(label, max)]];
  return [];
};

/** Digits only (請只輸入數字), then the length limit, then the bounds. */
const wholeNumberRules = (label: string, options: WholeNumberOptions): FieldRule[] => [
  [isDigits, MESSAGES.digitsOnly],
  ...(options.maxLength === undefined ? [] : [maxLengthRule(label, options.maxLength)]),
  ...boundsRule(label, options),
];

/** A form sends digits as text, an API client may send a JSON number: both read as text. */
const asText = (value: string | number): string =>
  typeof value === 'number' ? String(value) : value.trim();

/** A required whole number typed as digits (or sent as a number); parses to a number. */
export const requiredWholeNumber = (label: string, options: WholeNumberOptions = {}) =>
  z
    .union([z.string(), z.number()], { error: typeError(label) })
    .transform(asText)
    .superRefine(applyRules([requiredRule(label), ...wholeNumberRules(label, options)]))
    .transform(Number);

/** An optional whole number: absent or blank means not given. */
export const optionalWholeNumber = (label: string, options: WholeNumberOptions = {}) =>
  z
    .union([z.string(), z.number()], { error: MESSAGES.invalidFormat })
    .transform(asText)
    .superRefine((value, ctx) => {
      if (value !== '') applyRules(wholeNumberRules(label, options))(value, ctx);
    })
    .transform((value) => (value === '' ? undefined : Number(value)))
    .optional();

/** One of a fixed list of numbers (the loan periods), sent as a number or as digits. */
export const optionalNumberChoice = <V extends number>(choices: readonly V[]) =>
  z
    .union([z.string(), z.number()], { error: MESSAGES.invalidOption })
    .transform(asText)
    .superRefine((value, ctx) => {
      if (value !== '' && !(isDigits(value) && (choices as readonly number[]).includes(Number(value)))) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.invalidOption, input: value });
      }
    })
    .transform((value) => (value === '' ? undefined : (Number(value) as V)))
    .optional();

/** One of a fixed list of numbers, required. */
export const requiredNumberChoice = <V extends number>(label: string, choices: readonly V[]) =>
  z
    .union([z.string(), z.number()], { error: typeError(label) })
    .transform(asText)
    .superRefine(
      applyRules([
        requiredRule(label),
        [
          (value) => isDigits(value) && (choices as readonly number[]).includes(Number(value)),
          MESSAGES.invalidOption,
        ],
      ]),
    )
    .transform((value) => Number(value) as V);

/** A decimal number with at most `decimals` places, kept as exact text (e.g. a GPA of 3.85). */
export const isDecimalText = (value: string, decimals: number): boolean =>
  new RegExp(`^\\d+(?:\\.\\d{1,${decimals}})?$`).test(value);

export const optionalDecimalText = (decimals: number) =>
  z
    .union([z.string(), z.number()], { error: MESSAGES.invalidFormat })
    .transform(asText)
    .superRefine((value, ctx) => {
      if (value !== '' && !isDecimalText(value, decimals)) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.number, input: value });
      }
    })
    .transform((value) => (value === '' ? undefined : new Decimal(value).toString()))
    .optional();

/**
 * A required decimal with at most `decimals` places, typed as text or sent as a number, kept as
 * exact text: the required rule, then `message` unless it is such a decimal, then the given rules.
 */
export const requiredDecimalText = (label: string, decimals: number, message: string, rules: readonly FieldRule[] = []) =>
  z
    .union([z.string(), z.number()], { error: typeError(label) })
    .transform(asText)
    .superRefine(applyRules([requiredRule(label), [(value) => isDecimalText(value, decimals), message], ...rules]));

/** An optional calendar date 'YYYY/MM/DD'. */
export const optionalDate = () => optionalString([[isRealDate, MESSAGES.date]]);

/** An optional value date (撥款日期): a real date, not before the business date. */
export const optionalValueDate = () =>
  optionalString([
    [isRealDate, MESSAGES.date],
    [isValueDateFromBusinessDate, MESSAGES.valueDateBeforeBusinessDate],
  ]);

/** An optional school e-mail: a valid address containing .edu (這不是學校Email哦). */
export const optionalSchoolEmail = () =>
  optionalString([
    [(value) => z.regexes.email.test(value), MESSAGES.email],
    [isSchoolEmail, MESSAGES.schoolEmail],
  ]).transform((value) => value?.toLowerCase());

/** The files of one document kind: upload ids, at most the default upload limit. */
export const optionalUploadList = (label: string) =>
  z
    .array(uploadIdField(label), { error: MESSAGES.invalidFormat })
    .max(UPLOAD_DEFAULT_MAX_FILES, { error: fileLengthMax(UPLOAD_DEFAULT_MAX_FILES) })
    .optional();

export const optionalBoolean = () => z.boolean({ error: MESSAGES.invalidFormat }).optional();

/** A checkbox that must be ticked: anything but true → 請勾選. */
export const tickField = () => z.literal(true, { error: MESSAGES.pleaseTick });

const isBlankInput = (value: unknown): boolean =>
  value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The autosave form of a field: absent means unchanged, '' or null clears it (null), anything
 * else must pass the field's own rule.
 */
export const clearable = <T extends z.ZodType>(field: T) =>
  z.preprocess((value) => (isBlankInput(value) ? null : value), field.nullable()).optional();

type ClearableShape<S extends Record<string, z.ZodType>> = { [K in keyof S]: ReturnType<typeof clearable<S[K]>> };

/** Every field of a shape in its autosave form. */
export const clearableShape = <S extends Record<string, z.ZodType>>(shape: S): ClearableShape<S> =>
  Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, clearable(field)]),
  ) as ClearableShape<S>;

/**
 * Stored drafts keep cleared fields as null; before the full check they are left out, so a
 * cleared field reads as "not given".
 */
export const dropNulls = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(dropNulls);
  if (typeof value !== 'object' || value === null || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, entry]) => entry !== null && entry !== undefined)
      .map(([key, entry]) => [key, dropNulls(entry)]),
  );
};
