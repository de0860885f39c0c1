import { CART_MARKETS, CART_MARKET_LABELS, cartMarketOf } from '@lendbridge/domain';
import type { CartItem, CartMarket } from '@lendbridge/domain';

export interface MarketShare {
  market: CartMarket;
  label: string;
  amount: number;
}

/** The amounts of the lines by cart market, largest market first, empty markets left out. */
export const marketShares = (lines: readonly Pick<CartItem, 'amount' | 'loan'>[]): MarketShare[] =>
  CART_MARKETS.map((market) => ({
    market,
    label: CART_MARKET_LABELS[market],
    amount: lines
      .filter((line) => cartMarketOf(line.loan.loan_application_type) === market)
      .reduce((sum, line) => sum + line.amount, 0),
  }))
    .filter((share) => share.amount > 0)
    .sort((a, b) => b.amount - a.amount);
