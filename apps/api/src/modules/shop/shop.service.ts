import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import {
  SHOP_DELIVERY_DEADLINE_DAYS,
  SHOP_ORDER_PAY_MINUTES,
  SHOP_PER_PAGE,
  isShopOrderCancellable,
  isShopOrderInfoEditable,
  isShopOrderReceivable,
  shiftIsoDate,
  shopInstalmentPlan,
  shopOrderTotal,
} from '@lendbridge/domain';
import type {
  BuyerOrderListQuery,
  BuyerOrderRow,
  ShopCard,
  ShopKind,
  ShopListMeta,
  ShopOrderAnswer,
  ShopOrderInfoInput,
  ShopOrderInput,
  ShopPaymentMethod,
  ShopProduct,
  ShopProductListQuery,
} from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { userCash } from '../ledger/ledger-accounts.js';
import { BusinessClock } from '../repayment/business-clock.js';
import {
  balanceShort,
  infoLocked,
  notCancellable,
  notOrderable,
  notPayable,
  notReceivable,
  orderNotFound,
  productNotFound,
  productUnknown,
  productsOfOneShop,
  shopNotFound,
  soldOut,
} from './shop.errors.js';
import { cancelOrder, payFromBalance, payOut } from './shop-money.js';
import { presentBuyerOrder, presentOrder, presentProduct, presentShop } from './shop.presenter.js';
import {
  buyerOrders,
  findOwnOrder,
  findProduct,
  findShop,
  insertLines,
  insertOrder,
  instalmentsOf,
  linesOf,
  listShops,
  listVisibleProducts,
  lockOwnOrder,
  productsByIds,
  returnStock,
  takeStock,
  writeInstalments,
} from './shop.queries.js';
import type { OrderRow } from './shop.queries.js';

const MINUTE_MS = 60_000;

/**
 * The shop for visitors and buyers: the shops and their visible products, the order (its units
 * taken from stock at once by conditional updates, so stock is never oversold; unpaid for 30
 * minutes, then lapsed with its units back), the payment from the balance or by pay-later
 * instalments, the order info, cancellation before delivery (refunded exactly) and the buyer's
 * confirmation of receipt (the seller paid out).
 */
@Injectable()
export class ShopService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    private readonly ledger: LedgerService,
  ) {}

  async shops(kind: ShopKind | undefined): Promise<ShopCard[]> {
    return (await listShops(this.dataSource.manager, kind)).map(presentShop);
  }

  async shop(id: number): Promise<ShopCard> {
    const shop = await findShop(this.dataSource.manager, id);
    if (shop === null) throw shopNotFound();
    return presentShop(shop);
  }

  /** The upload id of the shop's own picture; any other id is not found. */
  async shopImage(id: number, uploadId: string): Promise<string> {
    const shop = await findShop(this.dataSource.manager, id);
    if (shop === null || shop.image_id === null || shop.image_id.toLowerCase() !== uploadId.toLowerCase()) throw shopNotFound();
    return shop.image_id;
  }

  async products(query: ShopProductListQuery): Promise<{ data: ShopProduct[]; meta: ShopListMeta }> {
    const { rows, total } = await listVisibleProducts(this.dataSource.manager, query);
    return {
      data: rows.map(presentProduct),
      meta: { current_page: query.page, last_page: Math.max(1, Math.ceil(total / query.per_page)), total },
    };
  }

  /** The upload id of a picture a visible product shows; any other id is not found. */
  async productImage(id: number, uploadId: string): Promise<string> {
    const product = await findProduct(this.dataSource.manager, id);
    const shown = product?.is_visible === true ? product.image_ids.find((candidate) => candidate.toLowerCase() === uploadId.toLowerCase()) : undefined;
    if (shown === undefined) throw productNotFound();
    return shown;
  }

  private async answer(manager: EntityManager, order: OrderRow): Promise<ShopOrderAnswer> {
    return presentOrder(order, await linesOf(manager, [order.id]), await instalmentsOf(manager, order.id));
  }

  private async reread(manager: EntityManager, userId: number, serial: string): Promise<ShopOrderAnswer> {
    const order = await findOwnOrder(manager, userId, serial);
    if (order === null) throw orderNotFound();
    return this.answer(manager, order);
  }

  /**
   * Places an order: every product known, of one shop, visible and orderable; the units taken
   * from stock at once (409 naming the product when its stock no longer covers the line). The
   * order waits SHOP_ORDER_PAY_MINUTES for its payment.
   */
  async order(user: AuthUser, input: ShopOrderInput, now: Date = new Date()): Promise<ShopOrderAnswer> {
    const at = await this.clock.instant(now);
    const businessDate = await this.clock.today(now);
    const ids = Object.keys(input.products).map(Number).sort((a, b) => a - b);
    return this.dataSource.transaction(async (manager) => {
      const products = await productsByIds(manager, ids);
      if (products.length !== ids.length) throw productUnknown();
      const shopIds = new Set(products.map((product) => Number(product.shop_id)));
      if (shopIds.size !== 1) throw productsOfOneShop();
      for (const product of products) {
        if (!product.is_visible) throw productUnknown();
        if (!product.is_orderable) throw notOrderable(product.name);
      }
      const lines = products.map((product) => {
        const line = input.products[String(product.id)];
        return { product_id: Number(product.id), name: product.name, price: Number(product.price), quantity: line?.quantity ?? 1, note: line?.note ?? '' };
      });
      for (const line of lines) {
        if (!(await takeStock(manager, line.product_id, line.quantity))) throw soldOut(line.name);
      }
      const orderId = await insertOrder(manager, {
        shop_id: [...shopIds][0] ?? 0,
        user_id: user.id,
        payment_method: input.payment_method,
        total: shopOrderTotal(lines),
        discount: 0,
        promo_code: input.promo_code ?? null,
        receiver_name: input.receiver_name,
        phone: input.phone,
        email: input.email,
        address: input.address,
        note: input.note,
        contact: input.contact,
        pay_deadline: new Date(at.getTime() + SHOP_ORDER_PAY_MINUTES * MINUTE_MS),
        created_at: at,
        business_date: businessDate,
      });
      await insertLines(manager, orderId, lines);
      const serial: { serial: string }[] = await manager.query(`SELECT serial FROM shop_orders WHERE id = $1`, [orderId]);
      return this.reread(manager, user.id, serial[0]?.serial ?? '');
    });
  }

  async search(user: AuthUser, serial: string): Promise<ShopOrderAnswer> {
    return this.reread(this.dataSource.manager, user.id, serial);
  }

  /**
   * Pays an unpaid order: from the balance (the whole total from the buyer's cash to the seller's
   * payable; 400 when the cash falls short), or by pay-later instalments (the plan's rows written,
   * each collected by the daily batch on its due date). Past its deadline the order lapses (409).
   */
  async pay(user: AuthUser, serial: string, method: ShopPaymentMethod, now: Date = new Date()): Promise<ShopOrderAnswer> {
    const at = await this.clock.instant(now);
    const businessDate = await this.clock.today(now);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const order = await lockOwnOrder(manager, user.id, serial);
      if (order === null) throw orderNotFound();
      if (order.status === 'paid') return this.answer(manager, order);
      if (order.status !== 'unpaid') throw notPayable();
      if (order.pay_deadline !== null && order.pay_deadline.getTime() < at.getTime()) {
        await this.lapse(manager, order, at);
        return null;
      }
      if (method === 'balance') {
        const balance = await this.ledger.lockBalance(manager, userCash(user.id));
        if (balance < Number(order.total)) throw balanceShort();
        await payFromBalance(manager, this.ledger, order, at);
      } else {
        await writeInstalments(manager, order.id, shopInstalmentPlan(Number(order.total), businessDate), at);
      }
      await manager.query(
        `UPDATE shop_orders SET status = 'paid', payment_method = $2, paid_at = $3, paid_on = $4, delivery_deadline = $5, pay_deadline = NULL WHERE id = $1`,
        [order.id, method, at, businessDate, shiftIsoDate(businessDate, SHOP_DELIVERY_DEADLINE_DAYS)],
      );
      return this.reread(manager, user.id, serial);
    });
    if (outcome === null) throw notPayable();
    return outcome;
  }

  private async lapse(manager: EntityManager, order: OrderRow, at: Date): Promise<void> {
    await manager.query(`UPDATE shop_orders SET status = 'lapsed', pay_deadline = NULL, closed_at = $2 WHERE id = $1`, [order.id, at]);
    await returnStock(manager, order.id);
  }

  /** Lapses the unpaid orders past their deadline, each in its own transaction, their units back in stock. */
  async lapseOverdue(at: Date): Promise<number> {
    const due: { id: number; serial: string; user_id: number }[] = await this.dataSource.query(
      `SELECT id, serial, user_id FROM shop_orders WHERE status = 'unpaid' AND pay_deadline < $1 ORDER BY id`,
      [at],
    );
    let lapsed = 0;
    for (const row of due) {
      const done = await this.dataSource.transaction(async (manager) => {
        const order = await lockOwnOrder(manager, Number(row.user_id), row.serial);
        if (order === null || order.status !== 'unpaid' || order.pay_deadline === null || order.pay_deadline.getTime() >= at.getTime()) return false;
        await this.lapse(manager, order, at);
        return true;
      });
      if (done) lapsed += 1;
    }
    return lapsed;
  }

  /** Saves the order info (temple, delivery, rice type) as typed, until the order is delivered. */
  async saveInfo(user: AuthUser, serial: string, input: ShopOrderInfoInput): Promise<ShopOrderAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const order = await lockOwnOrder(manager, user.id, serial);
      if (order === null) throw orderNotFound();
      if (!isShopOrderInfoEditable(order.status, order.delivery_status)) throw infoLocked();
      const info = { temple: input.temple ?? null, delivery: input.delivery ?? null, leopard_cat_rice_type: input.leopard_cat_rice_type };
      await manager.query(`UPDATE shop_orders SET info = $2 WHERE id = $1`, [order.id, JSON.stringify(info)]);
      return this.reread(manager, user.id, serial);
    });
  }

  /** Cancels the buyer's order before delivery: refunded exactly, open instalments cancelled, stock back. */
  async cancel(user: AuthUser, serial: string, now: Date = new Date()): Promise<ShopOrderAnswer> {
    const at = await this.clock.instant(now);
    return this.dataSource.transaction(async (manager) => {
      const order = await lockOwnOrder(manager, user.id, serial);
      if (order === null) throw orderNotFound();
      if (order.status === 'cancelled') return this.answer(manager, order);
      if (!isShopOrderCancellable(order.status, order.delivery_status)) throw notCancellable();
      await cancelOrder(manager, this.ledger, order, at);
      return this.reread(manager, user.id, serial);
    });
  }

  /** The buyer confirms a delivered order received: what the order holds in the seller's payable is paid out to the seller. */
  async receive(user: AuthUser, serial: string, now: Date = new Date()): Promise<ShopOrderAnswer> {
    const at = await this.clock.instant(now);
    return this.dataSource.transaction(async (manager) => {
      const order = await lockOwnOrder(manager, user.id, serial);
      if (order === null) throw orderNotFound();
      if (order.delivery_status === 'received') return this.answer(manager, order);
      if (!isShopOrderReceivable(order.status, order.delivery_status)) throw notReceivable();
      await manager.query(`UPDATE shop_orders SET delivery_status = 'received', received_at = $2 WHERE id = $1`, [order.id, at]);
      await payOut(manager, this.ledger, order, at);
      return this.reread(manager, user.id, serial);
    });
  }

  async buyerOrders(user: AuthUser, query: BuyerOrderListQuery): Promise<{ data: BuyerOrderRow[]; meta: ShopListMeta }> {
    const { rows, total } = await buyerOrders(this.dataSource.manager, user.id, query);
    const lines = await linesOf(this.dataSource.manager, rows.map((row) => Number(row.id)));
    return {
      data: rows.map((row) => presentBuyerOrder(row, lines.filter((line) => Number(line.order_id) === Number(row.id)))),
      meta: { current_page: query.page, last_page: Math.max(1, Math.ceil(total / SHOP_PER_PAGE)), total },
    };
  }
}
