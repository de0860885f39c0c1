import { displayLevel, resaleFeeOf, resalePriceGapOf, resaleYieldOf } from '@lendbridge/domain';
import type { ResaleLoanFacts, ResaleMarketRow, ResaleOwnOffer, ResaleScheduleFacts } from '@lendbridge/domain';
import type { ResaleInvestmentDbRow, ResaleMarketDbRow, ResaleOfferDbRow } from './resale.queries.js';

/** The loan and schedule facts a resale shows: the loan's serial, grade, APR and term, never its borrower. */
export const presentLoanFacts = (row: Pick<ResaleInvestmentDbRow, 'loan_serial' | 'grade' | 'apr' | 'period'>, facts: ResaleScheduleFacts): ResaleLoanFacts => ({
  loan_serial: row.loan_serial,
  credit_level: displayLevel(row.grade) ?? row.grade,
  apr: row.apr,
  period: Number(row.period),
  remain_principal: facts.remain_principal,
  remaining_periods: facts.remaining_periods,
  next_due_date: facts.next_due_date,
  last_due_date: facts.last_due_date,
});

/** The seller's open offer; buyable while the principal still owed is the one it was priced on and the investment can be resold. */
export const presentOwnOffer = (offer: ResaleOfferDbRow, buyable: boolean): ResaleOwnOffer => ({
  id: Number(offer.id),
  price: offer.price,
  gap: resalePriceGapOf(offer.price, offer.remain_principal),
  resale_fee: resaleFeeOf(offer.price),
  created_at: offer.created_at.toISOString(),
  buyable,
});

/** An offer as the market shows it on the business date: the gap, the accrued interest and the buyer's yield at price + accrued. */
export const presentMarketRow = (row: ResaleMarketDbRow, facts: ResaleScheduleFacts, today: string): ResaleMarketRow => ({
  id: Number(row.id),
  ...presentLoanFacts(row, facts),
  remain_principal: row.remain_principal,
  price: row.price,
  gap: resalePriceGapOf(row.price, row.remain_principal),
  accrued_interest: facts.accrued_interest,
  yield_to_maturity: resaleYieldOf(facts.rows, row.price + facts.accrued_interest, today),
  created_at: row.created_at.toISOString(),
});
