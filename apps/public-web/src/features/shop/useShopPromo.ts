import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PROMO_CHECKOUT_TEXTS, SHOP_PROMO_DEBOUNCE_MS, promoCodeUsableText } from '@lendbridge/domain';
import { checkoutQueries, promoRefusal } from '../checkout/checkout.api';
import { promoCodeOf } from '../checkout/usePromoCode';

/** What the promo field says under itself, and whether it is a refusal. */
export interface ShopPromoNote {
  text: string;
  error: boolean;
}

/**
 * The checkout's promo code: once typing pauses for SHOP_PROMO_DEBOUNCE_MS the code is checked
 * with GET /api/promo-codes/verify against the order's total, and the field says what it gives or
 * the server's refusal. The order is sent with the typed code; the server checks it again.
 */
export function useShopPromo(total: number) {
  const [input, setInput] = useState('');
  const typed = promoCodeOf(input);
  const [paused, setPaused] = useState('');

  useEffect(() => {
    const timer = window.setTimeout(() => setPaused(typed), SHOP_PROMO_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  const checking = typed !== '' && paused === typed && total > 0;
  const check = useQuery({ ...checkoutQueries.promo(paused, total), enabled: checking });

  const note: ShopPromoNote = !checking
    ? { text: ' ', error: false }
    : check.isFetching
      ? { text: PROMO_CHECKOUT_TEXTS.verifying, error: false }
      : check.data !== undefined
        ? { text: promoCodeUsableText(check.data.summary), error: false }
        : check.error !== null
          ? { text: promoRefusal(check.error) ?? check.error.message, error: true }
          : { text: ' ', error: false };

  return { input, setInput, code: typed === '' ? undefined : typed, note, refused: checking && check.error !== null };
}
