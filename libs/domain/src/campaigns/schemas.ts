import { z } from 'zod';
import { MESSAGES } from '../messages/messages.js';
import { ORDER_PROMO_CODE_MAX_LENGTH } from '../orders/constants.js';
import { ORDER_TEXTS } from '../orders/texts.js';
import { strictFormObject } from '../schemas/fields.js';
import { isDigits } from '../validators/digits.js';

/** A promo code as typed: trimmed, upper-cased, at most 30 characters. */
export const promoCodeField = () =>
  z
    .string({ error: ORDER_TEXTS.promoCodeInvalid })
    .trim()
    .min(1, { error: ORDER_TEXTS.promoCodeInvalid })
    .max(ORDER_PROMO_CODE_MAX_LENGTH, { error: ORDER_TEXTS.promoCodeTooLong })
    .transform((value) => value.toUpperCase());

/** GET promo verification: the order amount (digits) and the code. */
export const promoVerifySchema = strictFormObject({
  amount: z
    .string({ error: MESSAGES.digitsOnly })
    .trim()
    .refine((value) => isDigits(value) && value.length <= 12, { error: MESSAGES.digitsOnly })
    .transform(Number),
  promo_code: promoCodeField(),
});
export type PromoVerifyInput = z.output<typeof promoVerifySchema>;

/** What a checked promo code answers. */
export interface PromoVerifyAnswer {
  readonly promo_code: string;
  readonly kind: 'fee_discount' | 'cashback';
  readonly discount_percent: number | null;
  readonly cashback_amount: number | null;
  readonly expires_at: string;
  readonly summary: string;
}

/** The roulette overview (GET roulette overview). */
export interface RouletteOverviewAnswer {
  readonly available: number;
  readonly amountForTicket: number;
  readonly invitesForTicket: number;
  readonly hasCompletedOrder: boolean;
}

/** A wheel slice as the roulette gifts list sends it. */
export interface RouletteGift {
  readonly id: number;
  readonly chance: number;
  readonly text: string;
  readonly prize: string;
  readonly type: 'fail' | 'reality' | 'bonus' | 'firstTrial';
}

/** A spin's result: the prize's name, its slice on the wheel, and the code it gave (fee discounts). */
export interface RouletteSpinAnswer {
  readonly result: {
    readonly rewardName: string;
    readonly promoCode: string | null;
    readonly giftId: number;
    readonly cashback: number | null;
  };
}

/** A row of the roulette results table. */
export interface RouletteResultRow {
  readonly lastName: string;
  readonly gender: string;
  readonly memberSerial: string;
  readonly reward: string;
  readonly updatedAt: string;
}
