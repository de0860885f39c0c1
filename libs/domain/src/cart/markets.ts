import type { LoanAppType } from '../loans/vocabulary.js';

/**
 * Cart markets by type (spec 3): the general credit market (credit, student, ntu, other and
 * guarantor applications), sme (with corporate loans), farmer, collateral (pawn projects) and realty.
 */
export const CART_MARKETS = ['credit', 'sme', 'farmer', 'collateral', 'realty'] as const;
export type CartMarket = (typeof CART_MARKETS)[number];

const MARKET_OF_TYPE: Readonly<Record<LoanAppType, CartMarket>> = {
  credit: 'credit',
  student: 'credit',
  ntu: 'credit',
  other: 'credit',
  guarantor: 'credit',
  sme: 'sme',
  corporate: 'sme',
  farmer: 'farmer',
  pawn_project: 'collateral',
  realty: 'realty',
};

/** The cart market of a loan's application type (unknown types count as general credit). */
export const cartMarketOf = (appType: string): CartMarket =>
  (MARKET_OF_TYPE as Readonly<Record<string, CartMarket>>)[appType] ?? 'credit';

export const CART_MARKET_LABELS: Readonly<Record<CartMarket, string>> = {
  credit: '一般信貸',
  sme: '中小企業',
  farmer: '農民貸款',
  collateral: '擔保品',
  realty: '不動產',
};
