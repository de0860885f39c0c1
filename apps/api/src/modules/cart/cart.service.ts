import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  CART_DEFAULT_COUNT,
  CART_TEXTS,
  PLACE_ORDER_TEXTS,
  cartAmountError,
  cartAmountMax,
  cartOrderableLines,
  cartSummary,
  cartWarnings,
  commoditySetAmountMismatch,
  commoditySetAmountStep,
  commoditySetCountOf,
  commoditySetTotal,
  isLoanOpenForCart,
} from '@lendbridge/domain';
import type {
  CartAddInput,
  CartItem,
  CartListAnswer,
  CartSummary,
  LoanAppType,
  PaymentInGoods,
  PrincipalRepaymentType,
} from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';

/** The loan columns the cart reads, with amount − invested_amount. */
const LOAN_COLUMNS = `l.id AS loan_id, l.serial, l.borrower_id, l.grade, l.app_type, l.apr, l.period, l.pgr,
  l.principal_repayment_type, l.lender_fee, l.discount_lender_fee, l.min_discount_order_amount,
  l.status, l.market_status, l.funding_deadline, (l.amount - l.invested_amount) AS amount_investable,
  COALESCE(fp.payment_in_goods, 'none') AS payment_in_goods`;

/** A farmer loan's profile, for how it repays (LOAN_COLUMNS reads payment_in_goods from it). */
const FARMER_PROFILE_JOIN = `LEFT JOIN loan_farmer_profiles fp ON fp.loan_id = l.id`;

interface LoanRow {
  loan_id: number;
  serial: string;
  borrower_id: number;
  grade: string;
  app_type: LoanAppType;
  apr: string;
  period: number;
  pgr: string;
  principal_repayment_type: PrincipalRepaymentType;
  lender_fee: string;
  discount_lender_fee: string | null;
  min_discount_order_amount: number | null;
  status: string;
  market_status: string | null;
  funding_deadline: Date | null;
  amount_investable: number;
  payment_in_goods: PaymentInGoods;
}

interface ItemRow extends LoanRow {
  id: number;
  count: number;
  amount: number;
  loan_commodity_set_id: number | null;
  /** The amount of one set of the item's commodity set, when it has one. */
  set_amount: number | null;
}

const ID_PATTERN = /^[1-9]\d{0,14}$/;

/** The commodity set went away between reading it and saving the item (its foreign key). */
const isForeignKeyViolation = (error: unknown): boolean =>
  (error as { driverError?: { code?: string } }).driverError?.code === '23503';

/** A cart item id from the path; anything that is not one is simply not found. */
export const parseCartItemId = (text: string): number => {
  if (!ID_PATTERN.test(text)) throw AppError.notFound(CART_TEXTS.itemNotFound);
  return Number(text);
};

/** What a loan allows now: 0 investable once it no longer takes orders. */
const openness = (loan: LoanRow, now: Date) => {
  const canInvest = isLoanOpenForCart(loan, now);
  return { canInvest, investable: canInvest ? loan.amount_investable : 0 };
};

const present = (row: ItemRow, now: Date): CartItem => {
  const { canInvest, investable } = openness(row, now);
  return {
    id: row.id,
    count: row.count,
    loan_serial: row.serial,
    amount: row.amount,
    loan_commodity_set_id: row.loan_commodity_set_id,
    credit_level: row.grade,
    min_discount_order_amount: row.min_discount_order_amount,
    amount_investable: investable,
    can_invest: canInvest,
    loan: {
      loan_application_type: row.app_type,
      apr: row.apr,
      period: row.period,
      pgr: row.pgr,
      principal_repayment_type: row.principal_repayment_type,
      lender_fee: row.lender_fee,
      discount_lender_fee: row.discount_lender_fee,
      payment_in_goods: row.payment_in_goods,
    },
  };
};

/**
 * A member's cart: one item per loan, each holding an amount in whole NT$ checked against what
 * the loan still takes. The cart is not an order: nothing is reserved, so the list reports the
 * items whose loans changed since they were added.
 */
@Injectable()
export class CartService {
  constructor(private readonly dataSource: DataSource) {}

  private async rows(userId: number, itemId?: number): Promise<ItemRow[]> {
    return (await this.dataSource.query(
      `SELECT c.id, c.count, c.amount, c.loan_commodity_set_id, s.amount AS set_amount, ${LOAN_COLUMNS}
         FROM cart_items c
         JOIN loans l ON l.id = c.loan_id
         ${FARMER_PROFILE_JOIN}
         LEFT JOIN loan_commodity_sets s ON s.id = c.loan_commodity_set_id
        WHERE c.user_id = $1 AND ($2::bigint IS NULL OR c.id = $2)
        ORDER BY c.created_at, c.id`,
      [userId, itemId ?? null],
    )) as ItemRow[];
  }

  private async item(userId: number, itemId: number): Promise<ItemRow> {
    const [row] = await this.rows(userId, itemId);
    if (!row) throw AppError.notFound(CART_TEXTS.itemNotFound);
    return row;
  }

  async list(userId: number): Promise<CartListAnswer> {
    const now = new Date();
    const items = (await this.rows(userId)).map((row) => present(row, now));
    return { data: items, meta: { warnings: cartWarnings(items) } };
  }

  /** The summary of what could be ordered now: each item at its orderable amount, closed loans left out. */
  async summary(userId: number): Promise<CartSummary> {
    return cartSummary(cartOrderableLines((await this.list(userId)).data));
  }

  /** Refuses a loan that takes no orders, with the message under field. */
  private assertOpen(loan: LoanRow, field: string, now: Date): number {
    const { canInvest, investable } = openness(loan, now);
    if (!canInvest) throw AppError.field(field, CART_TEXTS.loanClosed, 'LOAN_CLOSED');
    return investable;
  }

  /** Refuses an amount above what the loan still takes. */
  private assertAmount(amount: number, investable: number): void {
    const message = cartAmountError(amount, cartAmountMax(investable));
    if (message !== undefined) throw AppError.field('amount', message, 'AMOUNT_ABOVE_INVESTABLE');
  }

  /**
   * The amount of one set of the loan's commodity set; a set of another loan, or none, is refused
   * on loan_commodity_set_id.
   */
  private async setAmount(loanId: number, setId: number): Promise<number> {
    const [set] = (await this.dataSource.query(`SELECT amount FROM loan_commodity_sets WHERE id = $1 AND loan_id = $2`, [
      setId,
      loanId,
    ])) as { amount: number }[];
    if (!set) throw AppError.field('loan_commodity_set_id', CART_TEXTS.commoditySetNotFound, 'COMMODITY_SET_NOT_FOUND');
    return set.amount;
  }

  /**
   * Puts a loan in the cart, or replaces the amount (and count) of the loan already there.
   * Refused on loan_serial: an unknown serial, the member's own loan, a loan that takes no orders.
   * Bought in a commodity set, the amount must be the set's amount times count (1 to 30 sets);
   * without one, the count is 1.
   */
  async add(userId: number, input: CartAddInput): Promise<{ item: CartItem; created: boolean }> {
    const now = new Date();
    const [loan] = (await this.dataSource.query(`SELECT ${LOAN_COLUMNS} FROM loans l ${FARMER_PROFILE_JOIN} WHERE l.serial = $1`, [
      input.loan_serial,
    ])) as LoanRow[];
    if (!loan) throw AppError.field('loan_serial', CART_TEXTS.loanNotFound, 'LOAN_NOT_FOUND');
    if (Number(loan.borrower_id) === userId) throw AppError.field('loan_serial', CART_TEXTS.ownLoan, 'OWN_LOAN');
    const investable = this.assertOpen(loan, 'loan_serial', now);
    if (input.loan_commodity_set_id !== null) {
      const total = commoditySetTotal(await this.setAmount(loan.loan_id, input.loan_commodity_set_id), input.count);
      if (input.amount !== total) throw AppError.field('amount', commoditySetAmountMismatch(total), 'COMMODITY_SET_AMOUNT');
    } else if (input.count !== CART_DEFAULT_COUNT) {
      throw AppError.field('count', CART_TEXTS.countWithoutCommoditySet);
    }
    this.assertAmount(input.amount, investable);
    const [saved] = (await this.dataSource
      .query(
        `INSERT INTO cart_items (user_id, loan_id, amount, count, loan_commodity_set_id)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, loan_id) DO UPDATE
           SET amount = EXCLUDED.amount, count = EXCLUDED.count,
               loan_commodity_set_id = EXCLUDED.loan_commodity_set_id, updated_at = now()
         RETURNING id, (xmax = 0) AS created`,
        [userId, loan.loan_id, input.amount, input.count, input.loan_commodity_set_id],
      )
      .catch((error: unknown) => {
        throw isForeignKeyViolation(error)
          ? AppError.field('loan_commodity_set_id', CART_TEXTS.commoditySetNotFound, 'COMMODITY_SET_NOT_FOUND')
          : error;
      })) as { id: number; created: boolean }[];
    return { item: present(await this.item(userId, Number(saved.id)), now), created: saved.created };
  }

  /**
   * Changes the amount of one of the member's items, checked against the loan as it is now. An
   * item bought in a commodity set takes whole sets only (1 to 30); its count follows the amount.
   */
  async update(userId: number, itemId: number, amount: number): Promise<CartItem> {
    const now = new Date();
    const row = await this.item(userId, itemId);
    const investable = this.assertOpen(row, 'amount', now);
    let count = row.count;
    if (row.set_amount !== null) {
      const sets = commoditySetCountOf(row.set_amount, amount);
      if (sets === null) throw AppError.field('amount', commoditySetAmountStep(row.set_amount), 'COMMODITY_SET_AMOUNT');
      count = sets;
    }
    this.assertAmount(amount, investable);
    await this.dataSource.query(`UPDATE cart_items SET amount = $3, count = $4, updated_at = now() WHERE id = $1 AND user_id = $2`, [
      itemId,
      userId,
      amount,
      count,
    ]);
    return present({ ...row, amount, count }, now);
  }

  async remove(userId: number, itemId: number): Promise<{ id: number }> {
    const [deleted] = (await this.dataSource.query(
      `DELETE FROM cart_items WHERE id = $1 AND user_id = $2 RETURNING id`,
      [itemId, userId],
    )) as [{ id: number }[], number];
    if (deleted.length === 0) throw AppError.notFound(CART_TEXTS.itemNotFound);
    return { id: itemId };
  }

  /** The amounts of the member's items on these loans, by loan serial; loans not in the cart are left out. */
  async amountsByLoan(userId: number, serials: readonly string[]): Promise<Map<string, number>> {
    const rows = (await this.dataSource.query(
      `SELECT l.serial, c.amount FROM cart_items c JOIN loans l ON l.id = c.loan_id WHERE c.user_id = $1 AND l.serial = ANY ($2::text[])`,
      [userId, [...serials]],
    )) as { serial: string; amount: number }[];
    return new Map(rows.map((row) => [row.serial, row.amount]));
  }

  /** Takes the member's item on a loan out of the cart (the checkout's unassign); none there answers 404. */
  async removeLoan(userId: number, serial: string): Promise<{ serial: string }> {
    const [deleted] = (await this.dataSource.query(
      `DELETE FROM cart_items c USING loans l WHERE c.loan_id = l.id AND c.user_id = $1 AND l.serial = $2 RETURNING c.id`,
      [userId, serial],
    )) as [{ id: number }[], number];
    if (deleted.length === 0) throw AppError.notFound(PLACE_ORDER_TEXTS.notInCart);
    return { serial };
  }

  async clear(userId: number): Promise<{ deleted: number }> {
    const [, deleted] = (await this.dataSource.query(`DELETE FROM cart_items WHERE user_id = $1`, [userId])) as [
      unknown[],
      number,
    ];
    return { deleted };
  }
}
