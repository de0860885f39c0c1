import { z } from 'zod';
import { ALUMNI_ACADEMIC_MAX_LENGTH, ALUMNI_DEPARTMENT_MAX_LENGTH, STUDENT_ID_MAX_LENGTH } from '../constants/limits.js';
import { MESSAGES } from '../messages/messages.js';
import { noNulRule, requiredText } from '../schemas/field-rules.js';
import { booleanField, mobileField, passwordPromptField, strictFormObject } from '../schemas/fields.js';
import {
  ALUMNI_SHIRT_SIZES,
  CROWDFUNDING_ADDRESS_MAX_LENGTH,
  CROWDFUNDING_AMOUNT_MAX,
  CROWDFUNDING_CARRIER_MAX_LENGTH,
  CROWDFUNDING_CONTENT_TYPES,
  CROWDFUNDING_DELIVERY_ID_MAX_LENGTH,
  CROWDFUNDING_KINDS,
  CROWDFUNDING_NAME_MAX_LENGTH,
  CROWDFUNDING_PERIOD_MAX,
  CROWDFUNDING_STATUSES,
  CROWDFUNDING_TEXT_MAX_LENGTH,
  CROWDFUNDING_TITLE_MAX_LENGTH,
  CROWDFUNDING_UNITS_MAX,
} from './constants.js';
import { CARD_DATE_PATTERN, cardCodeError, cardNumberError } from './rules.js';
import { CROWDFUNDING_TEXTS } from './texts.js';

const T = CROWDFUNDING_TEXTS;

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** A card as typed: 16 digits of an accepted brand (spaces allowed), the expiry YYYY-MM, a 3-digit code. The expiry's month against the business date is checked by cardExpiryError. */
export const creditCardSchema = strictFormObject(
  {
    card_number: z
      .string({ error: T.cardNumber })
      .max(32, { error: T.cardNumber })
      .superRefine((value, ctx) => {
        const error = cardNumberError(value);
        if (error !== null) ctx.addIssue({ code: 'custom', message: error });
      })
      .transform((value) => value.replace(/[\s-]/g, '')),
    date: z.string({ error: T.cardDate }).regex(CARD_DATE_PATTERN, { error: T.cardDate }),
    code: z
      .string({ error: T.cardCode })
      .max(8, { error: T.cardCode })
      .superRefine((value, ctx) => {
        const error = cardCodeError(value);
        if (error !== null) ctx.addIssue({ code: 'custom', message: error });
      }),
  },
  T.cardRequired,
);
export type CreditCardInput = z.output<typeof creditCardSchema>;

const deliveryShape = {
  delivery_receiver_name: requiredText(T.receiverName, CROWDFUNDING_NAME_MAX_LENGTH, [noNulRule]),
  delivery_address: requiredText(T.receiverAddress, CROWDFUNDING_ADDRESS_MAX_LENGTH, [noNulRule]),
  delivery_phone: mobileField(T.receiverPhone),
};

/** POST /api/v1/investments/{serial}/update-delivery-address: the receiver's name, address and mobile. */
export const crowdfundingDeliveryAddressSchema = strictFormObject(deliveryShape);
export type CrowdfundingDeliveryAddressInput = z.output<typeof crowdfundingDeliveryAddressSchema>;

const studentIdField = requiredText(T.studentId, STUDENT_ID_MAX_LENGTH, [noNulRule]);
const academicField = requiredText(T.academic, ALUMNI_ACADEMIC_MAX_LENGTH, [noNulRule]);
const departmentField = requiredText(T.department, ALUMNI_DEPARTMENT_MAX_LENGTH, [noNulRule]);

/**
 * POST order (spec 3): password (您需要輸入密碼喲！ when empty), plan_id, period, payment_by (0 card,
 * 1 balance), the delivery, credit_card when paying by card; the alumni dinner adds vegetable,
 * stay_assisted, shirt_size and the roster entry verified (student_id, academic, department).
 */
export const crowdfundingOrderSchema = strictFormObject({
  password: passwordPromptField(),
  plan_id: wholeNumber(T.planNotFound, 1, Number.MAX_SAFE_INTEGER),
  period: wholeNumber(T.periodInvalid, 1, CROWDFUNDING_PERIOD_MAX),
  payment_by: z.union([z.literal(0), z.literal(1)], { error: T.paymentByInvalid }),
  ...deliveryShape,
  credit_card: creditCardSchema.optional(),
  vegetable: booleanField().optional(),
  stay_assisted: booleanField().optional(),
  shirt_size: z.enum(ALUMNI_SHIRT_SIZES, { error: `${T.shirtSize}為必填` }).optional(),
  student_id: studentIdField.optional(),
  academic: academicField.optional(),
  department: departmentField.optional(),
}).superRefine((input, ctx) => {
  if (input.payment_by === 0 && input.credit_card === undefined) ctx.addIssue({ code: 'custom', path: ['credit_card'], message: T.cardRequired });
});
export type CrowdfundingOrderInput = z.output<typeof crowdfundingOrderSchema>;

/** POST card-return: the token the sandbox (or gateway) page sent the browser back with. */
export const cardReturnSchema = strictFormObject({
  token: z.string({ error: T.cardAuthUnknown }).regex(/^[A-Za-z0-9_-]{8,80}$/, { error: T.cardAuthUnknown }),
});
export type CardReturnInput = z.output<typeof cardReturnSchema>;

const rateSchema = strictFormObject({
  period: wholeNumber(T.periodInvalid, 1, CROWDFUNDING_PERIOD_MAX),
  first_period_amount: wholeNumber(MESSAGES.invalidFormat, 1, CROWDFUNDING_AMOUNT_MAX),
  later_period_amount: wholeNumber(MESSAGES.invalidFormat, 1, CROWDFUNDING_AMOUNT_MAX).nullable().optional(),
});

const tabSchema = strictFormObject({
  title: requiredText('分頁標題', CROWDFUNDING_TITLE_MAX_LENGTH, [noNulRule]),
  content: requiredText('分頁內容', CROWDFUNDING_TEXT_MAX_LENGTH, [noNulRule]),
});

/** A plan as staff write it (console). */
export const crowdfundingPlanInputSchema = strictFormObject({
  id: z.number().int().positive().optional(),
  title: requiredText('方案名稱', CROWDFUNDING_TITLE_MAX_LENGTH, [noNulRule]),
  units: wholeNumber(MESSAGES.invalidFormat, 0, CROWDFUNDING_UNITS_MAX),
  rates: z
    .array(rateSchema, { error: T.ratesRequired })
    .min(1, { error: T.ratesRequired })
    .max(CROWDFUNDING_PERIOD_MAX, { error: T.ratesRequired })
    .superRefine((rates, ctx) => {
      if (new Set(rates.map((rate) => rate.period)).size !== rates.length) ctx.addIssue({ code: 'custom', message: T.ratesDuplicate });
    }),
  tabs: z.array(tabSchema, { error: MESSAGES.invalidFormat }).max(10, { error: MESSAGES.invalidFormat }).default([]),
});
export type CrowdfundingPlanInput = z.output<typeof crowdfundingPlanInputSchema>;

/** A page block: a heading or a text, or an image (its content the id of an uploaded picture). */
const contentSchema = strictFormObject({
  type: z.enum(CROWDFUNDING_CONTENT_TYPES, { error: MESSAGES.invalidOption }),
  content: requiredText('內容', CROWDFUNDING_TEXT_MAX_LENGTH, [noNulRule]),
}).superRefine((block, ctx) => {
  if (block.type === 'image' && !z.regexes.uuid().test(block.content)) ctx.addIssue({ code: 'custom', path: ['content'], message: MESSAGES.invalidUploadId });
});

/** A project as staff write it (console): the owner by member serial, its page and its plans. */
export const crowdfundingProjectInputSchema = strictFormObject({
  title: requiredText('專案名稱', CROWDFUNDING_TITLE_MAX_LENGTH, [noNulRule]),
  owner_member_serial: requiredText('提案人會員編號', 20, [noNulRule]),
  kind: z.enum(CROWDFUNDING_KINDS, { error: MESSAGES.invalidOption }),
  status: z.enum(CROWDFUNDING_STATUSES, { error: MESSAGES.invalidOption }),
  contents: z.array(contentSchema, { error: MESSAGES.invalidFormat }).max(30, { error: MESSAGES.invalidFormat }),
  plans: z.array(crowdfundingPlanInputSchema, { error: MESSAGES.invalidFormat }).max(20, { error: MESSAGES.invalidFormat }),
});
export type CrowdfundingProjectInput = z.output<typeof crowdfundingProjectInputSchema>;

/** A delivery staff change (console): shipped with the carrier and its tracking number, or cancelled. */
export const crowdfundingDeliveryUpdateSchema = z.discriminatedUnion(
  'status',
  [
    strictFormObject({
      status: z.literal('shipped'),
      carrier_code: requiredText(T.carrierRequired, CROWDFUNDING_CARRIER_MAX_LENGTH, [noNulRule]),
      delivery_id: requiredText(T.deliveryIdRequired, CROWDFUNDING_DELIVERY_ID_MAX_LENGTH, [noNulRule]),
    }),
    strictFormObject({ status: z.literal('cancelled') }),
  ],
  { error: T.deliveryNotChangeable },
);
export type CrowdfundingDeliveryUpdateInput = z.output<typeof crowdfundingDeliveryUpdateSchema>;

/** An alumni roster entry (console). */
export const alumniRosterInputSchema = strictFormObject({
  project_id: wholeNumber(MESSAGES.invalidFormat, 1, Number.MAX_SAFE_INTEGER),
  student_id: studentIdField,
  academic: academicField,
  department: departmentField,
  name: requiredText('姓名', CROWDFUNDING_NAME_MAX_LENGTH, [noNulRule]),
});
export type AlumniRosterInput = z.output<typeof alumniRosterInputSchema>;

const queryNumber = (message: string) => z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(Number.MAX_SAFE_INTEGER, { error: message });

/** GET contract ?plan_id=&period=. */
export const crowdfundingContractQuerySchema = z.object({ plan_id: queryNumber(T.planNotFound), period: queryNumber(T.periodInvalid) });
export type CrowdfundingContractQuery = z.output<typeof crowdfundingContractQuerySchema>;
