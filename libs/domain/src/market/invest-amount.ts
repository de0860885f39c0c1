import { INVEST_AMOUNT_STEP, INVEST_MIN_AMOUNT } from '../constants/loan.js';
import { MESSAGES } from '../messages/messages.js';

export interface InvestAmountRule {
  readonly min: number;
  readonly step: number;
  readonly max: number;
}

/** A loan's amount box: at least the minimum order, in steps of the order unit, at most what is investable. */
export const investAmountRule = (amountInvestable: number): InvestAmountRule => ({
  min: INVEST_MIN_AMOUNT,
  step: INVEST_AMOUNT_STEP,
  max: amountInvestable,
});

export type InvestAmountCheck =
  | { readonly state: 'empty' }
  | { readonly state: 'invalid'; readonly message: string }
  | { readonly state: 'valid'; readonly amount: number };

/**
 * The loan detail's amount box (spec 5): numeric, a multiple of the unit, between the minimum and
 * the maximum; anything else shows the default message 輸入錯誤. An empty box is not an error,
 * but nothing can be invested from it.
 */
export const checkInvestAmount = (text: string, rule: InvestAmountRule): InvestAmountCheck => {
  const typed = text.trim();
  if (typed === '') return { state: 'empty' };
  const amount = Number(typed);
  const valid =
    /^\d+$/.test(typed) &&
    Number.isSafeInteger(amount) &&
    amount % rule.step === 0 &&
    amount >= rule.min &&
    amount <= rule.max;
  return valid ? { state: 'valid', amount } : { state: 'invalid', message: MESSAGES.inputErrorTitle };
};

/** Invest all: the largest multiple of the unit within the investable amount. */
export const investAllAmount = (rule: InvestAmountRule): number => Math.floor(rule.max / rule.step) * rule.step;

/** Invest-all is offered while the typed amount is below what investing all would be. */
export const canInvestAll = (text: string, rule: InvestAmountRule): boolean => {
  const all = investAllAmount(rule);
  if (all < rule.min) return false;
  const typed = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(typed) || typed < all;
};
