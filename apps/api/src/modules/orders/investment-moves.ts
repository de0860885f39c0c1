import type { EntityManager } from 'typeorm';
import { RESALE_OPEN_ROW_STATUSES } from '@lendbridge/domain';
import type { RoboProduct } from '@lendbridge/domain';

/** What moves an investment's remaining schedule to a new owner. */
export interface InvestmentMove {
  readonly investmentId: number;
  readonly loanId: number;
  readonly buyerId: number;
  /** The principal still owed on it: the new investment's amount. */
  readonly remainPrincipal: number;
  /** The lender fee percent the new owner pays on its repayments, as text. */
  readonly lenderFee: string;
  /** The robo product when a robo account buys it; null for a member's own purchase. */
  readonly roboProduct: RoboProduct | null;
  /** Where it was bought: a resale offer or a robo sale. */
  readonly origin: { readonly resaleOfferId: number } | { readonly roboSaleId: number };
  readonly now: Date;
}

/**
 * Moves an investment's remaining schedule to a new owner, in the caller's transaction (the loan,
 * the investment and its open rows locked first): the investment ends (transferred), the new
 * owner's investment of the remaining principal takes its rows still owed, and the paid rows stay
 * with the old one, so the investments' schedules still add up to the borrower's. Answers the new
 * investment's id and serial.
 */
export async function moveInvestment(manager: EntityManager, move: InvestmentMove): Promise<{ id: number; serial: string }> {
  await manager.query(`UPDATE investments SET status = 'transferred', closed_at = $2, updated_at = $2 WHERE id = $1`, [move.investmentId, move.now]);
  const [created] = (await manager.query(
    `INSERT INTO investments (order_id, resale_offer_id, robo_sale_id, user_id, loan_id, amount, status, lender_fee, paid_at, disbursed_at, created_at,
                              updated_at, serial, robo_product)
     VALUES (NULL, $1, $2, $3, $4, $5, 'active', $6, $7, $7, $7, $7, next_investment_serial($7::timestamptz), $8)
     RETURNING id, serial`,
    [
      'resaleOfferId' in move.origin ? move.origin.resaleOfferId : null,
      'roboSaleId' in move.origin ? move.origin.roboSaleId : null,
      move.buyerId,
      move.loanId,
      move.remainPrincipal,
      move.lenderFee,
      move.now,
      move.roboProduct,
    ],
  )) as { id: number; serial: string }[];
  await manager.query(`UPDATE investment_repayments SET investment_id = $2, updated_at = $3 WHERE investment_id = $1 AND status = ANY ($4::text[])`, [
    move.investmentId,
    created.id,
    move.now,
    [...RESALE_OPEN_ROW_STATUSES],
  ]);
  return created;
}
