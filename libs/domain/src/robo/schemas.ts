import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants/auth.js';
import { INTERNAL_TRANSFER_MIN_AMOUNT } from '../constants/account.js';
import { MESSAGES } from '../messages/messages.js';
import { transferAmountRange } from '../messages/message-functions.js';
import { applyRules, maxLengthRule, type FieldRule } from '../schemas/field-rules.js';
import { passwordPromptField, strictFormObject } from '../schemas/fields.js';
import { FIELD_LABELS } from '../schemas/labels.js';
import { isDigits } from '../validators/digits.js';
import { ROBO_SELL_MIN_AMOUNT } from './constants.js';
import type { ResalePriceBounds } from './resale.js';
import { RESALE_TEXTS, ROBO_SELL_TEXTS as T, resalePriceOutOfBand, roboSellAmountTooSmall } from './texts.js';

/** A form sends digits as text, an API client may send a JSON number: both read as trimmed text. */
const amountText = (message: string) =>
  z.union([z.string(), z.number()], { error: message }).transform((value) => (typeof value === 'number' ? String(value) : value.trim()));

/** What the sell form checks the amount against: the investment's saleable_amount (sell overview). */
export interface RoboSellContext {
  readonly saleable_amount: number;
}

/**
 * The sell amount: required and above 0 (哎呀！你尚未輸入金額), digits only, at most the saleable
 * amount (哎呀！金額超過了), at least ROBO_SELL_MIN_AMOUNT unless it sells everything saleable.
 */
const sellAmountField = ({ saleable_amount: saleable }: RoboSellContext) =>
  amountText(T.amountRequired)
    .superRefine(
      applyRules([
        [(value) => value !== '' && !/^0+$/.test(value), T.amountRequired],
        [isDigits, MESSAGES.digitsOnly],
        [(value) => Number(value) <= saleable, T.amountTooLarge],
        [(value) => Number(value) >= ROBO_SELL_MIN_AMOUNT || Number(value) === saleable, roboSellAmountTooSmall(ROBO_SELL_MIN_AMOUNT)],
      ]),
    )
    .transform(Number);

const passwordRules: FieldRule[] = [
  [(value) => value !== '', T.passwordRequired],
  maxLengthRule(FIELD_LABELS.password, PASSWORD_MAX_LENGTH),
];

/**
 * The robo sell form (001 section 5) for one investment: amount, the contract box (尚未同意售出)
 * and the login password (尚未輸入登入密碼).
 */
export const roboSellSchema = (context: RoboSellContext) =>
  strictFormObject({
    amount: sellAmountField(context),
    agree: z.literal(true, { error: T.agreeRequired }),
    password: z.string({ error: T.passwordRequired }).superRefine(applyRules(passwordRules)),
  });
export type RoboSellInput = z.input<ReturnType<typeof roboSellSchema>>;
export type RoboSell = z.output<ReturnType<typeof roboSellSchema>>;

/** What the internal transfer checks the amount against: the virtual account's available amount. */
export interface InternalTransferContext {
  readonly available: number;
}

/**
 * The internal transfer to robo (002 section 5): a whole amount from INTERNAL_TRANSFER_MIN_AMOUNT to
 * the available amount, else 轉帳金額須介於 1 到 {available} 元之間 (also for a missing or malformed
 * amount); the password is required (您需要輸入密碼喲！).
 */
export const internalTransferSchema = ({ available }: InternalTransferContext) => {
  const outOfRange = transferAmountRange(INTERNAL_TRANSFER_MIN_AMOUNT, available);
  return strictFormObject({
    password: passwordPromptField(),
    amount: amountText(outOfRange)
      .superRefine(
        applyRules([[(value) => isDigits(value) && Number(value) >= INTERNAL_TRANSFER_MIN_AMOUNT && Number(value) <= available, outOfRange]]),
      )
      .transform(Number),
  });
};
export type InternalTransferInput = z.input<ReturnType<typeof internalTransferSchema>>;
export type InternalTransfer = z.output<ReturnType<typeof internalTransferSchema>>;

/** The price of a resale: whole NT$ digits (a JSON number or text), required (哎呀！你尚未輸入價格). */
const resalePriceText = () =>
  amountText(RESALE_TEXTS.priceRequired).superRefine(
    applyRules([
      [(value) => value !== '', RESALE_TEXTS.priceRequired],
      [isDigits, MESSAGES.digitsOnly],
      [(value) => Number.isSafeInteger(Number(value)) && Number(value) > 0, MESSAGES.invalidFormat],
    ]),
  );

/**
 * POST /api/v1/investments/{serial}/bid: the price, whole NT$. Its band depends on the investment's
 * remaining principal, which the service checks (出售價格須介於 … 之間).
 */
export const resaleOfferBodySchema = strictFormObject({ price: resalePriceText().transform(Number) });
export type ResaleOfferBodyInput = z.input<typeof resaleOfferBodySchema>;
export type ResaleOfferBody = z.output<typeof resaleOfferBodySchema>;

/** The offer form: the price within the band of the investment's remaining principal. */
export const resaleOfferSchema = (bounds: ResalePriceBounds) =>
  strictFormObject({
    price: resalePriceText()
      .superRefine(applyRules([[(value) => Number(value) >= bounds.min && Number(value) <= bounds.max, resalePriceOutOfBand(bounds.min, bounds.max)]]))
      .transform(Number),
  });
export type ResaleOfferInput = z.input<ReturnType<typeof resaleOfferSchema>>;

/** The order preview's hash: 64 hex digits. */
const RESALE_HASH_PATTERN = /^[0-9a-f]{64}$/;

/**
 * POST /api/market-place/bids/{id}/order: the hash of the order preview and the login password
 * (尚未輸入登入密碼).
 */
export const resaleOrderSchema = strictFormObject({
  hash: z.string({ error: RESALE_TEXTS.termsChanged }).regex(RESALE_HASH_PATTERN, { error: RESALE_TEXTS.termsChanged }),
  password: z.string({ error: RESALE_TEXTS.passwordRequired }).superRefine(applyRules([[(value) => value !== '', RESALE_TEXTS.passwordRequired], maxLengthRule(FIELD_LABELS.password, PASSWORD_MAX_LENGTH)])),
});
export type ResaleOrderInput = z.input<typeof resaleOrderSchema>;
