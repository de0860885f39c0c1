import type { EntityManager } from 'typeorm';
import { RESALE_OPEN_ROW_STATUSES } from '@lendbridge/domain';
import type { InvestmentStatus, LoanStatus, ResaleStoredRow } from '@lendbridge/domain';
import { returnedRows } from '../../common/sql.js';

/** An investment with the loan facts a resale shows and decides on. */
export interface ResaleInvestmentDbRow {
  id: number;
  serial: string;
  user_id: number;
  loan_id: number;
  status: InvestmentStatus;
  lender_fee: string;
  loan_serial: string;
  loan_status: LoanStatus;
  borrower_id: number;
  grade: string;
  apr: string;
  period: number;
  clearing_open: boolean;
}

/** An offer with its seller's investment. */
export interface ResaleOfferDbRow {
  id: number;
  investment_id: number;
  seller_id: number;
  loan_id: number;
  price: number;
  remain_principal: number;
  status: 'open' | 'sold' | 'withdrawn';
  created_at: Date;
}

const INVESTMENT_SELECT = `
  SELECT i.id, i.serial, i.user_id, i.loan_id, i.status, i.lender_fee::text AS lender_fee, l.serial AS loan_serial,
         l.status AS loan_status, l.borrower_id, l.grade, l.apr::text AS apr, l.period,
         EXISTS (SELECT 1 FROM clear_requests c WHERE c.investment_id = i.id AND c.status IN ('wait_agree', 'wait_clear')) AS clearing_open
    FROM investments i JOIN loans l ON l.id = i.loan_id`;

const OFFER_COLUMNS = 'o.id, o.investment_id, o.seller_id, o.loan_id, o.price, o.remain_principal, o.status, o.created_at';

/** One of the member's investments by serial, or null (anyone else's too). */
export async function ownInvestment(manager: EntityManager, userId: number, serial: string): Promise<ResaleInvestmentDbRow | null> {
  const rows = (await manager.query(`${INVESTMENT_SELECT} WHERE i.serial = $1 AND i.user_id = $2`, [serial, userId])) as ResaleInvestmentDbRow[];
  return rows[0] ?? null;
}

/** An investment by id with its loan. */
export async function investmentById(manager: EntityManager, id: number): Promise<ResaleInvestmentDbRow | null> {
  const rows = (await manager.query(`${INVESTMENT_SELECT} WHERE i.id = $1`, [id])) as ResaleInvestmentDbRow[];
  return rows[0] ?? null;
}

/**
 * Locks the loan, then the investment, then the investment's rows still owed, the order the
 * repayment batch takes them in (loans → repayment rows → investments → investment rows), so a
 * sale and a batch run never wait on each other in a circle.
 */
export async function lockInvestment(manager: EntityManager, loanId: number, investmentId: number): Promise<void> {
  await manager.query(`SELECT id FROM loans WHERE id = $1 FOR UPDATE`, [loanId]);
  await manager.query(`SELECT id FROM investments WHERE id = $1 FOR UPDATE`, [investmentId]);
  await manager.query(`SELECT id FROM investment_repayments WHERE investment_id = $1 AND status = ANY ($2::text[]) ORDER BY id FOR UPDATE`, [
    investmentId,
    [...RESALE_OPEN_ROW_STATUSES],
  ]);
}

/** The investment's schedule rows, oldest first. */
export async function scheduleRows(manager: EntityManager, investmentId: number): Promise<ResaleStoredRow[]> {
  return (await manager.query(
    `SELECT to_char(due_date, 'YYYY-MM-DD') AS due_date, principal, interest, paid_principal, paid_interest, status
       FROM investment_repayments WHERE investment_id = $1 ORDER BY due_date, period`,
    [investmentId],
  )) as ResaleStoredRow[];
}

/** The schedules of several investments by investment id. */
export async function scheduleRowsOf(manager: EntityManager, investmentIds: readonly number[]): Promise<Map<number, ResaleStoredRow[]>> {
  const rows = (await manager.query(
    `SELECT investment_id, to_char(due_date, 'YYYY-MM-DD') AS due_date, principal, interest, paid_principal, paid_interest, status
       FROM investment_repayments WHERE investment_id = ANY ($1::bigint[]) ORDER BY investment_id, due_date, period`,
    [[...investmentIds]],
  )) as (ResaleStoredRow & { investment_id: number })[];
  const byInvestment = new Map<number, ResaleStoredRow[]>(investmentIds.map((id) => [id, []]));
  for (const { investment_id: id, ...row } of rows) byInvestment.get(Number(id))?.push(row);
  return byInvestment;
}

/** The investment's open offer, or null. */
export async function openOfferOf(manager: EntityManager, investmentId: number): Promise<ResaleOfferDbRow | null> {
  const rows = (await manager.query(`SELECT ${OFFER_COLUMNS} FROM resale_offers o WHERE o.investment_id = $1 AND o.status = 'open'`, [
    investmentId,
  ])) as ResaleOfferDbRow[];
  return rows[0] ?? null;
}

/** An offer by id (locked for the caller's transaction when asked), or null. */
export async function findOffer(manager: EntityManager, id: number, lock = false): Promise<ResaleOfferDbRow | null> {
  const rows = (await manager.query(`SELECT ${OFFER_COLUMNS} FROM resale_offers o WHERE o.id = $1${lock ? ' FOR UPDATE' : ''}`, [
    id,
  ])) as ResaleOfferDbRow[];
  return rows[0] ?? null;
}

/** Opens an offer; null when the investment has an open one already (also one opened a moment before). */
export async function insertOffer(
  manager: EntityManager,
  investment: ResaleInvestmentDbRow,
  price: number,
  remainPrincipal: number,
  now: Date,
): Promise<number | null> {
  const rows = (await manager.query(
    `INSERT INTO resale_offers (investment_id, seller_id, loan_id, price, remain_principal, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)
     ON CONFLICT (investment_id) WHERE status = 'open' DO NOTHING
     RETURNING id`,
    [investment.id, investment.user_id, investment.loan_id, price, remainPrincipal, now],
  )) as { id: number }[];
  return rows[0] ? Number(rows[0].id) : null;
}

/** Withdraws the investment's open offer; false when there was none. */
export async function withdrawOffer(manager: EntityManager, investmentId: number, now: Date): Promise<boolean> {
  const result: unknown = await manager.query(
    `UPDATE resale_offers SET status = 'withdrawn', closed_at = $2, updated_at = $2 WHERE investment_id = $1 AND status = 'open' RETURNING id`,
    [investmentId, now],
  );
  return returnedRows(result).length > 0;
}

/**
 * Moves the seller's investment to the buyer: the offer is sold, the seller's investment ends
 * (transferred), the buyer's new investment of the remaining principal takes the seller's unpaid
 * rows (the paid ones stay with the seller). Answers the new investment's serial.
 */
export async function transferInvestment(
  manager: EntityManager,
  offer: ResaleOfferDbRow,
  seller: ResaleInvestmentDbRow,
  sale: { buyerId: number; accruedInterest: number; resaleFee: number; soldOn: string; now: Date },
): Promise<string> {
  await manager.query(
    `UPDATE resale_offers SET status = 'sold', buyer_id = $2, accrued_interest = $3, resale_fee = $4, sold_on = $5, closed_at = $6, updated_at = $6
      WHERE id = $1`,
    [offer.id, sale.buyerId, sale.accruedInterest, sale.resaleFee, sale.soldOn, sale.now],
  );
  await manager.query(`UPDATE investments SET status = 'transferred', closed_at = $2, updated_at = $2 WHERE id = $1`, [seller.id, sale.now]);
  const [created] = (await manager.query(
    `INSERT INTO investments (order_id, resale_offer_id, user_id, loan_id, amount, status, lender_fee, paid_at, disbursed_at, created_at, updated_at, serial)
     VALUES (NULL, $1, $2, $3, $4, 'active', $5, $6, $6, $6, $6, next_investment_serial($6::timestamptz))
     RETURNING id, serial`,
    [offer.id, sale.buyerId, seller.loan_id, offer.remain_principal, seller.lender_fee, sale.now],
  )) as { id: number; serial: string }[];
  await manager.query(
    `UPDATE investment_repayments SET investment_id = $2, updated_at = $3 WHERE investment_id = $1 AND status = ANY ($4::text[])`,
    [seller.id, created.id, sale.now, [...RESALE_OPEN_ROW_STATUSES]],
  );
  return created.serial;
}

/** An open offer of the market with its loan facts. */
export interface ResaleMarketDbRow extends ResaleOfferDbRow {
  loan_serial: string;
  loan_status: LoanStatus;
  investment_status: InvestmentStatus;
  borrower_id: number;
  grade: string;
  apr: string;
  period: number;
  clearing_open: boolean;
}

const MARKET_SELECT = `
  SELECT ${OFFER_COLUMNS}, l.serial AS loan_serial, l.status AS loan_status, i.status AS investment_status, l.borrower_id, l.grade,
         l.apr::text AS apr, l.period,
         EXISTS (SELECT 1 FROM clear_requests c WHERE c.investment_id = i.id AND c.status IN ('wait_agree', 'wait_clear')) AS clearing_open
    FROM resale_offers o JOIN investments i ON i.id = o.investment_id JOIN loans l ON l.id = o.loan_id`;

/**
 * The market's open offers that can still be bought: the investment active, the loan repaying,
 * nothing owed on or before the business date, no clearing under way, and the principal still
 * owed the one the offer was priced on. Newest first.
 */
const BUYABLE = `
  o.status = 'open' AND i.status = 'active' AND l.status = 'repaying'
  AND NOT EXISTS (SELECT 1 FROM clear_requests c WHERE c.investment_id = i.id AND c.status IN ('wait_agree', 'wait_clear'))
  AND NOT EXISTS (SELECT 1 FROM investment_repayments r WHERE r.investment_id = i.id AND r.status = ANY ($1::text[])
                   AND (r.status = 'late' OR r.due_date <= $2::date))
  AND o.remain_principal = (SELECT COALESCE(sum(r.principal - r.paid_principal), 0) FROM investment_repayments r
                             WHERE r.investment_id = i.id AND r.status = ANY ($1::text[]))`;

export async function marketOffers(
  manager: EntityManager,
  today: string,
  page: number,
  perPage: number,
): Promise<{ rows: ResaleMarketDbRow[]; total: number }> {
  const params = [[...RESALE_OPEN_ROW_STATUSES], today];
  const [rows, counted] = await Promise.all([
    manager.query(`${MARKET_SELECT} WHERE ${BUYABLE} ORDER BY o.created_at DESC, o.id DESC LIMIT $3 OFFSET $4`, [
      ...params,
      perPage,
      (page - 1) * perPage,
    ]) as Promise<ResaleMarketDbRow[]>,
    manager.query(
      `SELECT count(*)::int AS total FROM resale_offers o JOIN investments i ON i.id = o.investment_id JOIN loans l ON l.id = o.loan_id
        WHERE ${BUYABLE}`,
      params,
    ) as Promise<{ total: number }[]>,
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

/** One offer of the market by id (whatever its state), or null. */
export async function marketOffer(manager: EntityManager, id: number): Promise<ResaleMarketDbRow | null> {
  const rows = (await manager.query(`${MARKET_SELECT} WHERE o.id = $1`, [id])) as ResaleMarketDbRow[];
  return rows[0] ?? null;
}
