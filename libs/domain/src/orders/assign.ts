import { z } from 'zod';
import { CART_LOAN_SERIAL_MAX_LENGTH } from '../cart/constants.js';
import { cartAmountField } from '../cart/schemas.js';
import type { CheckoutConfirmation, CheckoutPaymentMethod } from '../checkout/constants.js';
import { lineNeedsConfirmation } from '../checkout/rules.js';
import type { CheckoutLine } from '../checkout/rules.js';
import { MESSAGES } from '../messages/messages.js';
import { isAbsent } from '../schemas/field-rules.js';
import { strictFormObject } from '../schemas/fields.js';
import type { OrderChangedLoan } from './answers.js';
import { ORDER_LOANS_MAX } from './constants.js';
import { orderSerialField } from './schemas.js';
import { ORDER_TEXTS } from './texts.js';

/**
 * The checkout's assignment (spec 7: assign, assign test, assign check, unassign, assign-some):
 * the loans about to be ordered are checked by the order's rules without placing anything, and
 * answered with what the checkout shows and sends back with the order.
 */
export const PLACE_ORDER_API_PATH = '/api/market-place/place-order';
export const PLACE_ORDER_ASSIGN_PATH = `${PLACE_ORDER_API_PATH}/assign`;
export const PLACE_ORDER_ASSIGN_SOME_PATH = `${PLACE_ORDER_API_PATH}/assign-some`;

/** POST unassign/{serial}: takes the loan's line out of the member's cart. */
export const placeOrderUnassignPath = (serial: string): string => `${PLACE_ORDER_API_PATH}/unassign/${encodeURIComponent(serial)}`;

/** ?test=1 asks the assign test: the lowered amounts with 200 instead of a 409. */
export const PLACE_ORDER_ASSIGN_TEST_VALUES = ['0', '1'] as const;

/**
 * How many times the checkout assigns when it opens: the cart's amounts first, then the lowered
 * amounts each 409 CART_CHANGED answers, while other orders keep taking what the loans have left.
 */
export const CHECKOUT_ASSIGN_ATTEMPTS = 3;

/** The assignment's words; the refusals it shares with the order are ORDER_TEXTS. */
export const PLACE_ORDER_TEXTS = {
  notInCart: '購物車中沒有這個案件',
  actions: '操作',
  remove: '移除',
} as const;

/** The 移除 button of one loan on the contracts step: 移除 A2511…. */
export const checkoutRemoveLabel = (serial: string): string => `${PLACE_ORDER_TEXTS.remove} ${serial}`;

const checkSerials = (serials: readonly string[], ctx: z.RefinementCtx, path: (index: number, serial: string) => PropertyKey) => {
  if (serials.length === 0) ctx.addIssue({ code: 'custom', message: ORDER_TEXTS.loansRequired, input: serials });
  if (serials.length > ORDER_LOANS_MAX) ctx.addIssue({ code: 'custom', message: ORDER_TEXTS.loansMax, input: serials });
  const seen = new Set<string>();
  serials.forEach((serial, index) => {
    if (seen.has(serial)) ctx.addIssue({ code: 'custom', message: ORDER_TEXTS.duplicateLoan, path: [path(index, serial)], input: serial });
    seen.add(serial);
  });
};

/**
 * POST assign: {assignData: {serial: amount, …}}, 1 to 50 loans, each amount by the cart's rules
 * (whole NT$, unit 1000, at least 1000); refusals are named assignData.{serial}.
 */
export const placeOrderAssignSchema = strictFormObject({
  assignData: z
    .record(z.string(), cartAmountField, {
      error: (issue) => (isAbsent(issue.input) ? ORDER_TEXTS.loansRequired : MESSAGES.invalidFormat),
    })
    .superRefine((data, ctx) => {
      const serials = Object.keys(data);
      checkSerials(serials, ctx, (_, serial) => serial);
      for (const serial of serials) {
        if (serial.trim() === '' || serial.length > CART_LOAN_SERIAL_MAX_LENGTH) {
          ctx.addIssue({ code: 'custom', message: ORDER_TEXTS.loanNotFound, path: [serial], input: serial });
        }
      }
    }),
});
export type PlaceOrderAssignInput = z.output<typeof placeOrderAssignSchema>;

/** POST assign-some: {serials: [...]}, 1 to 50 loans of the member's cart, each once. */
export const placeOrderAssignSomeSchema = strictFormObject({
  serials: z
    .array(orderSerialField, { error: ORDER_TEXTS.loansRequired })
    .superRefine((serials, ctx) => checkSerials(serials, ctx, (index) => index)),
});
export type PlaceOrderAssignSomeInput = z.output<typeof placeOrderAssignSomeSchema>;

/** The query of assign and assign-some: test=1 is the assign test. */
export const placeOrderAssignQuerySchema = z
  .object({ test: z.enum(PLACE_ORDER_ASSIGN_TEST_VALUES, { error: MESSAGES.invalidOption }).optional() })
  .transform((query) => ({ test: query.test === '1' }));
export type PlaceOrderAssignQuery = z.output<typeof placeOrderAssignQuerySchema>;

/** One loan of the assignment: what the order sends back, and what the contracts step shows. */
export interface PlaceOrderAssignLoan extends CheckoutLine {
  /** What the loan can be ordered for now: the amount asked, lowered in the assign test (0: nothing). */
  readonly amount: number;
  /** amount − invested_amount now; 0 once the loan takes no orders. */
  readonly amount_investable: number;
  /** Annual rate in percent, exact decimal text. */
  readonly apr: string;
  readonly period: number;
  readonly exist_collaterals: boolean;
}

export interface PlaceOrderAssignBalance {
  readonly available_amount: number;
  /** balance when the available amount is at least 1,000 and covers the total, else deposit. */
  readonly payment_method: CheckoutPaymentMethod;
}

/** 200 of assign and assign-some. */
export interface PlaceOrderAssignAnswer {
  readonly loans: PlaceOrderAssignLoan[];
  /** The sum of the loans' amounts, whole NT$. */
  readonly total: number;
  /** Which confirmations the order will need. */
  readonly confirmations: Readonly<Record<CheckoutConfirmation, boolean>>;
  readonly balance: PlaceOrderAssignBalance;
  /** The loans lowered (assign test only; empty otherwise), as a 409 CART_CHANGED names them. */
  readonly changed: OrderChangedLoan[];
}

/** 200 of unassign/{serial}. */
export interface PlaceOrderUnassignAnswer {
  readonly serial: string;
}

/** Each confirmation, true when some loan that is ordered for more than nothing calls for it. */
export const checkoutConfirmationFlags = (
  lines: readonly Pick<CheckoutLine, 'amount' | 'app_type' | 'pgr' | 'is_student_loan'>[],
): Record<CheckoutConfirmation, boolean> => {
  const ordered = lines.filter((line) => line.amount > 0);
  const needed = (kind: CheckoutConfirmation): boolean => ordered.some((line) => lineNeedsConfirmation(line, kind));
  return { no_protection: needed('no_protection'), student_project: needed('student_project'), collateral: needed('collateral') };
};
