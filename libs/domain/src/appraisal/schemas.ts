import { z } from 'zod';
import { MESSAGES } from '../messages/messages.js';
import { applyRules, isAbsent, maxLengthRule, noNulRule, type FieldRule } from '../schemas/field-rules.js';
import { strictFormObject } from '../schemas/fields.js';
import { isDigits } from '../validators/digits.js';
import {
  APPRAISAL_COMMENT_MAX_LENGTH,
  APPRAISAL_VALUE_MAX_TEN_THOUSAND,
  APPRAISAL_VALUE_MIN_TEN_THOUSAND,
  VEHICLE_CAPTCHA_MAX_LENGTH,
  VEHICLE_NOTE_MAX_LENGTH,
  VEHICLE_PRICE_MAX,
  VEHICLE_SELECTION_MAX_LENGTH,
  VEHICLE_TYPES,
  VEHICLE_YEAR_LENGTH,
  VEHICLE_YEAR_MIN,
} from './constants.js';
import type { VehicleSelectionField } from './constants.js';
import {
  APPRAISAL_FIELD_LABELS,
  APPRAISAL_TEXTS as T,
  VEHICLE_CATALOGUE_COLUMN_LABELS,
  VEHICLE_SELECTION_LABELS,
  vehicleSelectionOutOfOrder,
  vehicleSelectionRequired,
} from './texts.js';
import { vehicleSelectionGaps, vehicleTypeOfCell } from './vehicle.js';

/** A number sent as a JSON number or as digits (a query string, a spreadsheet cell): both read as text. */
const numberText = (message: (issue: { readonly input?: unknown }) => string) =>
  z.union([z.string(), z.number()], { error: message }).transform((value) => (typeof value === 'number' ? String(value) : value.trim()));

const missingComment = (issue: { readonly input?: unknown }): string => (isAbsent(issue.input) ? T.missingText : T.valueInvalid);

/** The appraised value in ten-thousands of NT$: a whole number from 1 to the ceiling. */
const tenThousandValueField = () =>
  numberText(missingComment)
    .superRefine(
      applyRules([
        [(value) => value !== '', T.missingText],
        [(value) => isDigits(value) && Number(value) >= APPRAISAL_VALUE_MIN_TEN_THOUSAND, T.valueInvalid],
        [(value) => Number(value) <= APPRAISAL_VALUE_MAX_TEN_THOUSAND, T.valueTooLarge],
      ]),
    )
    .transform(Number);

/** The appraiser's comment: required, at most APPRAISAL_COMMENT_MAX_LENGTH characters, no NUL. */
const commentField = () =>
  z
    .string({ error: (issue) => (isAbsent(issue.input) ? T.missingText : MESSAGES.invalidFormat) })
    .trim()
    .superRefine(
      applyRules([
        [(value) => value !== '', T.missingText],
        noNulRule,
        maxLengthRule(APPRAISAL_FIELD_LABELS.comment, APPRAISAL_COMMENT_MAX_LENGTH),
      ]),
    );

/** POST appraise comment: ten_thousand_value and comment, both required (哎呀 / 您尚未輸入評估價值與留言). */
export const appraisalCommentSchema = strictFormObject({
  ten_thousand_value: tenThousandValueField(),
  comment: commentField(),
});
export type AppraisalCommentInput = z.input<typeof appraisalCommentSchema>;
export type AppraisalComment = z.output<typeof appraisalCommentSchema>;

const isYear = (value: string): boolean => isDigits(value) && value.length === VEHICLE_YEAR_LENGTH && Number(value) >= VEHICLE_YEAR_MIN;
const isPrice = (value: string): boolean => isDigits(value) && Number(value) >= 1 && Number(value) <= VEHICLE_PRICE_MAX;

/** A selection: missing or blank is 請選擇…, anything else must pass the rules. */
const selection = (field: VehicleSelectionField, rules: readonly FieldRule[]) =>
  numberText((issue) => (isAbsent(issue.input) ? vehicleSelectionRequired(field) : MESSAGES.invalidFormat)).superRefine(
    applyRules([[(value) => value !== '', vehicleSelectionRequired(field)], ...rules]),
  );

/** A brand, model, body type or spec: text from the catalogue. */
const textSelection = (field: VehicleSelectionField) =>
  selection(field, [noNulRule, maxLengthRule(VEHICLE_SELECTION_LABELS[field], VEHICLE_SELECTION_MAX_LENGTH)]);

/** A model or manufacturing year: four digits from VEHICLE_YEAR_MIN. */
const yearSelection = (field: VehicleSelectionField) => selection(field, [[isYear, T.yearInvalid]]).transform(Number);

/** The vehicle's catalogue selections in cascade order. */
const selectionShape = {
  vehicle_type: z.enum(VEHICLE_TYPES, {
    error: (issue) => (isAbsent(issue.input) ? vehicleSelectionRequired('vehicle_type') : MESSAGES.invalidOption),
  }),
  kind: textSelection('kind'),
  car: textSelection('car'),
  year: yearSelection('year'),
  made_year: yearSelection('made_year'),
  type: textSelection('type'),
  spec: textSelection('spec'),
  price: selection('price', [[isPrice, T.priceInvalid]]).transform(Number),
};

/** Every selection after the vehicle type: optional in the cumulative option query. */
const LATER_SELECTIONS = { kind: true, car: true, year: true, made_year: true, type: true, spec: true, price: true } as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A query string's blank values are selections not made yet. */
const withoutBlanks = (raw: unknown): unknown =>
  isRecord(raw) ? Object.fromEntries(Object.entries(raw).filter(([, value]) => !(typeof value === 'string' && value.trim() === ''))) : raw;

/**
 * GET the car endpoint's option lists: the vehicle type and the selections made so far, each only
 * after every one before it (請先選擇…). Other query parameters are ignored.
 */
export const vehicleOptionsQuerySchema = z.preprocess(
  withoutBlanks,
  z
    .object(selectionShape, { error: MESSAGES.invalidFormat })
    .partial(LATER_SELECTIONS)
    .superRefine((value, ctx) => {
      for (const gap of vehicleSelectionGaps(value)) {
        ctx.addIssue({ code: 'custom', message: vehicleSelectionOutOfOrder(gap.missing), path: [gap.field], input: value[gap.field] });
      }
    }),
);
export type VehicleOptionsQuery = z.output<typeof vehicleOptionsQuerySchema>;

/** GET search: every selection and the human check's token (captcha). Other query parameters are ignored. */
export const vehicleSearchQuerySchema = z.object(
  {
    ...selectionShape,
    captcha: z
      .string({ error: T.captchaRequired })
      .trim()
      .superRefine(
        applyRules([
          [(value) => value !== '', T.captchaRequired],
          noNulRule,
          [(value) => value.length <= VEHICLE_CAPTCHA_MAX_LENGTH, T.captchaFailed],
        ]),
      ),
  },
  { error: MESSAGES.invalidFormat },
);
export type VehicleSearchQuery = z.output<typeof vehicleSearchQuerySchema>;

/** The catalogue's note: optional text (a blank one is none), at most VEHICLE_NOTE_MAX_LENGTH characters. */
const noteField = () =>
  z
    .preprocess(
      (value) => (value === undefined || value === null ? '' : value),
      z
        .string({ error: MESSAGES.invalidFormat })
        .trim()
        .superRefine(applyRules([noNulRule, maxLengthRule(VEHICLE_CATALOGUE_COLUMN_LABELS.note, VEHICLE_NOTE_MAX_LENGTH)]))
        .transform((value) => (value === '' ? null : value)),
    )
    .optional();

/**
 * A row of the vehicle price catalogue staff import: what identifies a vehicle (no manufacturing
 * year), its new price, and an optional note. The vehicle type may be named in Chinese (汽車, 機車).
 */
export const vehicleCatalogueRowSchema = strictFormObject({
  ...selectionShape,
  vehicle_type: z.preprocess(vehicleTypeOfCell, selectionShape.vehicle_type),
  note: noteField(),
}).omit({ made_year: true });
export type VehicleCatalogueRow = z.output<typeof vehicleCatalogueRowSchema>;
export type VehicleCatalogueRowInput = z.input<typeof vehicleCatalogueRowSchema>;
