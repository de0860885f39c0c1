import { z } from 'zod';
import {
  NEW_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from '../constants/auth.js';
import {
  ADDRESS_CITY_MAX_LENGTH,
  ADDRESS_DISTRICT_MAX_LENGTH,
  ADDRESS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  ZIP_CODE_MAX_LENGTH,
  ZIP_CODE_MIN_LENGTH,
} from '../constants/limits.js';
import { MESSAGES } from '../messages/messages.js';
import { requiredField } from '../messages/message-functions.js';
import {
  isOptionValue,
  optionValues,
  type OptionGroup,
  type OptionValue,
} from '../options/index.js';
import { isValidMobile } from '../validators/mobile.js';
import { isStrongPassword } from '../validators/password.js';
import {
  applyRules,
  isAbsent,
  maxLengthRule,
  minLengthRule,
  optionalDigits,
  optionalString,
  optionalText,
  requiredDigits,
  requiredRule,
  requiredString,
  requiredText,
  typeError,
  type FieldRule,
} from './field-rules.js';
import { FIELD_LABELS } from './labels.js';

/**
 * z.strictObject with Chinese messages: an unknown key is refused with MESSAGES.unknownField,
 * a missing object reads as required.
 */
export const strictFormObject = <T extends z.ZodRawShape>(shape: T, label?: string) =>
  z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return MESSAGES.unknownField;
      if (isAbsent(issue.input)) {
        return label === undefined ? MESSAGES.required : requiredField(label);
      }
      return MESSAGES.invalidFormat;
    },
  });

/** A fixed value (a discriminator such as member_type). */
export const literalField = <V extends string>(value: V, label: string) =>
  z.literal(value, {
    error: (issue) => (isAbsent(issue.input) ? requiredField(label) : MESSAGES.invalidOption),
  });

const emailRule: FieldRule = [(value) => z.regexes.email.test(value), MESSAGES.email];

/** Required e-mail, trimmed and lower-cased. */
export const emailField = (label: string = FIELD_LABELS.email) =>
  z
    .string({ error: typeError(label) })
    .trim()
    .toLowerCase()
    .superRefine(
      applyRules([requiredRule(label), maxLengthRule(label, EMAIL_MAX_LENGTH), emailRule]),
    );

const passwordLengthRules = (label: string, min: number = PASSWORD_MIN_LENGTH): FieldRule[] => [
  minLengthRule(label, min),
  maxLengthRule(label, PASSWORD_MAX_LENGTH),
];

/** A password as typed at sign-in or as the old password: required, minimum length. */
export const currentPasswordField = (label: string = FIELD_LABELS.password) =>
  requiredString(label, passwordLengthRules(label), { trim: false });

/**
 * A new password: the new-password minimum length plus the letter-and-digit rule. The server also
 * refuses common passwords (passwords/common-password.ts, kept out of the browsers' bundle).
 */
export const newPasswordField = (label: string = FIELD_LABELS.password) =>
  requiredString(label, [...passwordLengthRules(label, NEW_PASSWORD_MIN_LENGTH), [isStrongPassword, MESSAGES.password]], {
    trim: false,
  });

/** The current password asked before a sensitive change; missing → 您需要輸入密碼喲！ */
export const passwordPromptField = () =>
  z
    .string({ error: MESSAGES.passwordPrompt })
    .superRefine(
      applyRules([
        [(value) => value !== '', MESSAGES.passwordPrompt],
        maxLengthRule(FIELD_LABELS.password, PASSWORD_MAX_LENGTH),
      ]),
    );

/** The second typing of a value; equality is checked on the object. */
export const confirmationField = (label: string) => requiredString(label, [], { trim: false });

/** A Taiwanese mobile: 09 and 8 digits; anything else (9 digits too) is 不是有效的手機號碼, as the spec's validator says. */
export const mobileField = (label: string = FIELD_LABELS.mobile) => requiredString(label, [[isValidMobile, MESSAGES.mobile]]);

export const verificationCodeField = (label: string = FIELD_LABELS.code) =>
  requiredDigits(label, VERIFICATION_CODE_LENGTH);

type EnumOf<V extends string> = { [K in V]: K };

const optionError =
  (label: string) =>
  (issue: { readonly input?: unknown }): string =>
    isAbsent(issue.input) ? requiredField(label) : MESSAGES.invalidOption;

/** One value of an OPTIONS group: the enum is built from the option list itself. */
export const optionField = <G extends OptionGroup>(
  group: G,
  label: string,
): z.ZodEnum<EnumOf<OptionValue<G>>> =>
  z.enum(optionValues(group), { error: optionError(label) }) as z.ZodEnum<
    EnumOf<OptionValue<G>>
  >;

/** One value of an OPTIONS group or nothing; an empty string counts as not given. */
export const optionalOptionField = <G extends OptionGroup>(group: G) =>
  z
    .string({ error: MESSAGES.invalidOption })
    .trim()
    .superRefine((value, ctx) => {
      if (value !== '' && !isOptionValue(group, value)) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.invalidOption, input: value });
      }
    })
    .optional()
    .transform((value) => (isOptionValue(group, value) ? value : undefined));

const uploadIdRule: FieldRule = [(value) => z.regexes.uuid().test(value), MESSAGES.invalidUploadId];

/** An upload id (UUID) returned by the upload endpoint. */
export const uploadIdField = (label: string) => requiredString(label, [uploadIdRule]);

export const optionalUploadIdField = () => optionalString([uploadIdRule]);

export const booleanField = () => z.boolean({ error: MESSAGES.invalidFormat });

const addressShape = {
  zip_code: requiredDigits(FIELD_LABELS.zip_code, ZIP_CODE_MIN_LENGTH, ZIP_CODE_MAX_LENGTH),
  city: requiredText(FIELD_LABELS.city, ADDRESS_CITY_MAX_LENGTH),
  district: requiredText(FIELD_LABELS.district, ADDRESS_DISTRICT_MAX_LENGTH),
  address: requiredText(FIELD_LABELS.address, ADDRESS_MAX_LENGTH),
};

/** A postal address; every part required. label names the whole block when it is missing. */
export const addressField = (label?: string) => strictFormObject(addressShape, label);

export const addressSchema = addressField();
export type AddressInput = z.infer<typeof addressSchema>;
export type Address = AddressInput;

export const ADDRESS_PARTS = ['zip_code', 'city', 'district', 'address'] as const;

/** A postal address whose parts may each be left out (the whole is checked elsewhere). */
export const partialAddressSchema = strictFormObject({
  zip_code: optionalDigits(FIELD_LABELS.zip_code, ZIP_CODE_MIN_LENGTH, ZIP_CODE_MAX_LENGTH),
  city: optionalText(FIELD_LABELS.city, ADDRESS_CITY_MAX_LENGTH),
  district: optionalText(FIELD_LABELS.district, ADDRESS_DISTRICT_MAX_LENGTH),
  address: optionalText(FIELD_LABELS.address, ADDRESS_MAX_LENGTH),
});
