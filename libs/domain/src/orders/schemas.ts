import { z } from 'zod';
import { CART_LOAN_SERIAL_MAX_LENGTH } from '../cart/constants.js';
import { cartAmountField } from '../cart/schemas.js';
import { CART_TEXTS } from '../cart/texts.js';
import { orderInvoiceShape } from '../charities/index.js';
import { CHECKOUT_PAYMENT_METHODS } from '../checkout/constants.js';
import { CONSOLE_LOAN_TEXTS } from '../checkout/texts.js';
import { requiredField } from '../messages/message-functions.js';
import { MESSAGES } from '../messages/messages.js';
import { isAbsent, requiredText } from '../schemas/field-rules.js';
import { strictFormObject } from '../schemas/fields.js';
import { LOAN_DISBURSE_REASON_MAX_LENGTH, ORDER_LOANS_MAX, ORDER_PROMO_CODE_MAX_LENGTH } from './constants.js';
import { ORDER_TEXTS } from './texts.js';

const serialField = z
  .string({ error: (issue) => (isAbsent(issue.input) ? requiredField(CART_TEXTS.loanSerial) : ORDER_TEXTS.loanNotFound) })
  .trim()
  .min(1, { error: requiredField(CART_TEXTS.loanSerial) })
  .max(CART_LOAN_SERIAL_MAX_LENGTH, { error: ORDER_TEXTS.loanNotFound });

/** The loan's updated_at as the member saw it: an ISO 8601 date-time with Z or an offset. */
const updatedAtField = z.iso.datetime({ offset: true, error: ORDER_TEXTS.updatedAtInvalid });

/** One loan of an order: its serial, the amount (whole NT$, unit 1000, at least 1000) and the updated_at accepted. */
export const orderLoanSchema = strictFormObject({
  serial: serialField,
  amount: cartAmountField,
  updated_at: updatedAtField,
});
export type OrderLoanInput = z.output<typeof orderLoanSchema>;

const flagField = z.boolean({ error: MESSAGES.invalidFormat }).optional();

/**
 * POST /api/v1/orders. The contract and confirmation flags are read by the service (a false flag
 * answers the spec's message for it); a blank promo code counts as none. invoice_method and charity_id
 * say what becomes of the e-invoice of the produce a farmer loan repays (sent to the member by default).
 */
export const orderPlaceSchema = strictFormObject({
  loans: z
    .array(orderLoanSchema, { error: ORDER_TEXTS.loansRequired })
    .min(1, { error: ORDER_TEXTS.loansRequired })
    .max(ORDER_LOANS_MAX, { error: ORDER_TEXTS.loansMax })
    .superRefine((loans, ctx) => {
      const seen = new Set<string>();
      loans.forEach((loan, index) => {
        if (seen.has(loan.serial)) ctx.addIssue({ code: 'custom', message: ORDER_TEXTS.duplicateLoan, path: [index, 'serial'], input: loan.serial });
        seen.add(loan.serial);
      });
    }),
  payment_method: z.enum(CHECKOUT_PAYMENT_METHODS, { error: ORDER_TEXTS.paymentMethodInvalid }),
  contract_accepted: z.boolean({ error: ORDER_TEXTS.contractMissing }),
  no_protection_accepted: flagField,
  student_project_accepted: flagField,
  collateral_contract_accepted: flagField,
  promo_code: z
    .string({ error: ORDER_TEXTS.promoCodeInvalid })
    .trim()
    .max(ORDER_PROMO_CODE_MAX_LENGTH, { error: ORDER_TEXTS.promoCodeTooLong })
    .nullable()
    .optional()
    .transform((value) => (value === null || value === undefined || value === '' ? undefined : value.toUpperCase())),
  ...orderInvoiceShape,
});
export type OrderPlaceInput = z.output<typeof orderPlaceSchema>;

/** The body of an action that takes no fields (pay, cancel, disburse): {} or nothing. */
export const emptyActionSchema = strictFormObject({});
export type EmptyActionInput = z.output<typeof emptyActionSchema>;

/** The console's disbursement of a funded loan: the reason, kept in the audit trail like every manual money action's. */
export const loanDisburseSchema = strictFormObject({
  reason: requiredText(CONSOLE_LOAN_TEXTS.disburse_reason, LOAN_DISBURSE_REASON_MAX_LENGTH),
});
export type LoanDisburseInput = z.output<typeof loanDisburseSchema>;

/** A loan serial as order bodies take it (trimmed, 1 to 20 characters), for the checkout's assignment bodies. */
export const orderSerialField = serialField;
