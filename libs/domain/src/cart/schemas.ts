import { z } from 'zod';
import type { LoanAppType } from '../loans/vocabulary.js';
import type { PaymentInGoods } from '../market/listing.js';
import { isAbsent } from '../schemas/field-rules.js';
import { strictFormObject } from '../schemas/fields.js';
import { requiredField } from '../messages/message-functions.js';
import { CART_DEFAULT_COUNT, CART_LOAN_SERIAL_MAX_LENGTH } from './constants.js';
import type { CartLine } from './returns.js';
import type { CartItemState } from './rules.js';
import { cartAmountError, cartCountError } from './rules.js';
import { CART_TEXTS } from './texts.js';

/**
 * An amount as JSON or form text (a number or a string of digits), checked by the cart rules
 * without the maximum, which depends on the loan and is checked where the loan is read.
 */
export const cartAmountField = z
  .union([z.number(), z.string()], {
    error: (issue) => (isAbsent(issue.input) ? CART_TEXTS.amountRequired : CART_TEXTS.amountNumber),
  })
  .superRefine((value, ctx) => {
    const message = cartAmountError(value, null);
    if (message !== undefined) ctx.addIssue({ code: 'custom', message, input: value });
  })
  .transform((value) => Number(value));

const countField = z
  .union([z.number(), z.string()], { error: CART_TEXTS.countRange })
  .superRefine((value, ctx) => {
    const message = cartCountError(value);
    if (message !== undefined) ctx.addIssue({ code: 'custom', message, input: value });
  })
  .transform((value) => Number(value));

const loanSerialField = z
  .string({ error: (issue) => (isAbsent(issue.input) ? requiredField(CART_TEXTS.loanSerial) : CART_TEXTS.loanNotFound) })
  .trim()
  .min(1, { error: requiredField(CART_TEXTS.loanSerial) })
  .max(CART_LOAN_SERIAL_MAX_LENGTH, { error: CART_TEXTS.loanNotFound });

const commoditySetField = z
  .number({ error: CART_TEXTS.commoditySetNotFound })
  .int({ error: CART_TEXTS.commoditySetNotFound })
  .positive({ error: CART_TEXTS.commoditySetNotFound })
  .nullable()
  .optional()
  .transform((value) => value ?? null);

/**
 * POST /api/v1/carts: {count?, loan_serial, amount, loan_commodity_set_id?}. count defaults to 1
 * (one unit: the amount); a count above 1 needs a commodity set.
 */
export const cartAddSchema = strictFormObject({
  count: countField.optional().transform((value) => value ?? CART_DEFAULT_COUNT),
  loan_serial: loanSerialField,
  amount: cartAmountField,
  loan_commodity_set_id: commoditySetField,
});
export type CartAddInput = z.output<typeof cartAddSchema>;

/** PUT /api/v1/carts/{id}: {amount}. */
export const cartUpdateSchema = strictFormObject({
  amount: cartAmountField,
});
export type CartUpdateInput = z.output<typeof cartUpdateSchema>;

/** The loan of a cart item, as GET /api/v1/carts answers it (rates are exact decimal text). */
export interface CartItemLoan {
  readonly loan_application_type: LoanAppType;
  readonly apr: string;
  readonly period: number;
  readonly pgr: string;
  readonly principal_repayment_type: CartLine['loan']['principal_repayment_type'];
  readonly lender_fee: string;
  readonly discount_lender_fee: string | null;
  /** How a farmer loan repays: in money (none) or in produce; the checkout warns of the goods modes. */
  readonly payment_in_goods?: PaymentInGoods;
}

/** One cart item (spec 3), with what its loan allows now. */
export interface CartItem extends CartLine, CartItemState {
  readonly id: number;
  readonly count: number;
  readonly loan_serial: string;
  readonly amount: number;
  readonly loan_commodity_set_id: number | null;
  readonly credit_level: string;
  readonly min_discount_order_amount: number | null;
  /** amount − invested_amount of the loan now; 0 once the loan no longer takes orders. */
  readonly amount_investable: number;
  /** True while the loan takes orders. */
  readonly can_invest: boolean;
  readonly loan: CartItemLoan;
}

/** GET /api/v1/carts. */
export interface CartListAnswer {
  readonly data: CartItem[];
  readonly meta: { readonly warnings: string[] };
}
