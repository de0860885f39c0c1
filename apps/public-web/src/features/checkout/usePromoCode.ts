import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PROMO_CHECKOUT_TEXTS,
  PROMO_CODE_DEBOUNCE_MS,
  discountedLenderFee,
  orderLenderFee,
  promoCodeAppliedText,
  promoCodeSummary,
  promoCodeUsableText,
} from '@lendbridge/domain';
import type { LenderFeeTerms, PromoVerifyAnswer } from '@lendbridge/domain';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { checkoutQueries, promoRefusal } from './checkout.api';

export interface PromoState {
  /** What is typed in the field. */
  input: string;
  /** The code the order is sent with, as the server named it; null when none is applied. */
  applied: string | null;
  /** What the server answered for the applied code. */
  answer: PromoVerifyAnswer | null;
  /** The server's refusal of the code last applied or ordered with. */
  error: string | null;
}

export const NO_PROMO: PromoState = { input: '', applied: null, answer: null, error: null };

/** A code as the server reads it: trimmed and upper-cased. */
export const promoCodeOf = (input: string): string => input.trim().toUpperCase();

/** What the field says under itself, and whether it is a refusal. */
export interface PromoFieldNote {
  text: string;
  error: boolean;
}

const summaryOf = (answer: PromoVerifyAnswer): string => promoCodeSummary(answer.kind, answer.discount_percent, answer.cashback_amount);

/**
 * The field's note: the refusal; the applied code and what it gives; 優惠碼確認中… while a check
 * runs; what the typed code would give, or why the server refuses it; else nothing.
 */
const promoNote = (
  promo: PromoState,
  typed: string,
  checking: boolean,
  preview: { data?: PromoVerifyAnswer; error: Error | null } | null,
): PromoFieldNote => {
  if (promo.error !== null) return { text: promo.error, error: true };
  if (promo.applied !== null && promo.answer !== null && typed === promo.applied) {
    return { text: promoCodeAppliedText(promo.applied, summaryOf(promo.answer)), error: false };
  }
  if (checking) return { text: PROMO_CHECKOUT_TEXTS.verifying, error: false };
  if (preview?.data !== undefined) return { text: promoCodeUsableText(summaryOf(preview.data)), error: false };
  const refused = promoRefusal(preview?.error);
  return refused === null ? { text: ' ', error: false } : { text: refused, error: true };
};

/** Each line's lender fee, and the lower one an applied fee-discount code gives (null without one). */
export interface LineFee {
  normal: string;
  lowered: string | null;
}

/** The lender fees of the order's loans by serial, at the order's total, lowered by a fee-discount percent when given. */
export const lineFeesOf = (
  serials: readonly string[],
  feeTerms: Readonly<Record<string, LenderFeeTerms>>,
  total: number,
  discountPercent: number | null,
): Record<string, LineFee> =>
  Object.fromEntries(
    serials.flatMap((serial) => {
      const terms = feeTerms[serial];
      if (terms === undefined) return [];
      const normal = orderLenderFee(terms, total);
      return [[serial, { normal, lowered: discountPercent === null ? null : discountedLenderFee(normal, discountPercent) }]];
    }),
  );

/** The percent an applied fee-discount code takes off the lender fee, or null. */
export const appliedFeeDiscount = (promo: PromoState): number | null =>
  promo.applied !== null && promo.answer?.kind === 'fee_discount' ? promo.answer.discount_percent : null;

/**
 * The checkout's promo code. Once typing pauses for PROMO_CODE_DEBOUNCE_MS the typed code is
 * checked against the order's total and the field says what it gives or why it is refused; 套用
 * checks it at once and applies it when the server accepts it. Only an applied code goes with
 * the order.
 */
export function usePromoCode(total: number) {
  const queryClient = useQueryClient();
  const handleErrorRef = useErrorHandlerRef();
  const [promo, setPromo] = useState<PromoState>(NO_PROMO);
  const [verifying, setVerifying] = useState(false);
  const typed = promoCodeOf(promo.input);
  const [paused, setPaused] = useState('');

  useEffect(() => {
    const timer = window.setTimeout(() => setPaused(typed), PROMO_CODE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  const previewing = typed !== '' && paused === typed && typed !== promo.applied && promo.error === null && !verifying && total > 0;
  const preview = useQuery({ ...checkoutQueries.promo(paused, total), enabled: previewing });

  const setInput = useCallback((input: string) => setPromo((current) => ({ ...current, input, error: null })), []);
  const remove = useCallback(() => setPromo(NO_PROMO), []);
  const refuse = useCallback((error: string) => setPromo((current) => ({ ...current, applied: null, answer: null, error })), []);

  /** Checks the typed code and applies it: the code as the server named it, or null when refused or unchecked. */
  const apply = useCallback(async (): Promise<string | null> => {
    const code = promoCodeOf(promo.input);
    if (code === '') return null;
    setVerifying(true);
    try {
      const answer = await queryClient.fetchQuery(checkoutQueries.promo(code, total));
      setPromo({ input: answer.promo_code, applied: answer.promo_code, answer, error: null });
      return answer.promo_code;
    } catch (error) {
      const refusal = promoRefusal(error);
      if (refusal === null) handleErrorRef.current(error);
      else refuse(refusal);
      return null;
    } finally {
      setVerifying(false);
    }
  }, [handleErrorRef, promo.input, queryClient, refuse, total]);

  const checking = verifying || (previewing && preview.isFetching);
  const note = promoNote(promo, typed, checking, previewing ? preview : null);

  return { promo, typed, verifying, note, setInput, apply, remove, refuse };
}
