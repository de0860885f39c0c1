import { Injectable } from '@nestjs/common';
import ExcelJS from 'exceljs';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import {
  SHOP_DELIVERY_STATUS_LABELS,
  SHOP_EXPORT_COLUMNS,
  SHOP_ORDER_STATUS_LABELS,
  SHOP_PAYMENT_METHOD_LABELS,
  isShopOrderCancellable,
} from '@lendbridge/domain';
import type { ShopDeliveryBulkInput, ShopDeliveryReportInput, ShopExportRow, ShopInput, ShopProductCreateInput, ShopProductInput } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { recordAudit } from '../audit/audit.js';
import { xmlSafeText } from '../account/statement-workbook.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { deliveryNotChangeable, notCancellable, orderNotFound, productNotFound, shopNotFound } from './shop.errors.js';
import { cancelOrder } from './shop-money.js';
import { exportOrders, findConsoleDeliveries, findConsoleOrder, findConsoleProduct, findConsoleShop } from './shop-console.queries.js';
import type { ConsoleDelivery, ConsoleOrder, ConsoleProduct, ConsoleShop, ORDER_FILTER, ShopScope } from './shop-console.queries.js';
import { lockOrder } from './shop.queries.js';

/** The most orders one export carries. */
const EXPORT_MAX_ROWS = 10_000;

/** The scope of a console user: admins and sales see every shop, a seller only the shops they own. */
export const shopScopeOf = (actor: AuthUser): ShopScope => (actor.roles.includes('admin') || actor.roles.includes('sales') ? null : actor.id);

/** A row of the export, with the labels the seller reads. */
export const exportRowOf = (order: ConsoleOrder): ShopExportRow => ({
  serial: order.serial,
  shop_name: order.shop_name,
  status: SHOP_ORDER_STATUS_LABELS[order.status],
  payment_method: SHOP_PAYMENT_METHOD_LABELS[order.payment_method],
  delivery_status: SHOP_DELIVERY_STATUS_LABELS[order.delivery_status],
  products: order.products,
  total: Number(order.total),
  receiver_name: order.receiver_name,
  phone: order.phone,
  address: order.address,
  carrier: order.carrier ?? '',
  carrier_code: order.carrier_code ?? '',
  delivery_deadline: order.delivery_deadline ?? '',
  paid_at: order.paid_at === null ? '' : order.paid_at.toISOString(),
});

/**
 * The shop console's writes, each in one transaction with its audit row, on the shops the user may
 * work on (another seller's shop, product or order is not found): the shop's words and picture,
 * products (pictures among the user's own uploads), the delivery report and the bulk carrier
 * codes, the cancellation of an order not yet delivered (refunded exactly), and the .xlsx export.
 */
@Injectable()
export class ShopConsoleService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly clock: BusinessClock,
    private readonly uploads: UploadsService,
  ) {}

  async shop(actor: AuthUser, id: number): Promise<ConsoleShop> {
    const row = await findConsoleShop(this.dataSource.manager, shopScopeOf(actor), id);
    if (row === null) throw shopNotFound();
    return row;
  }

  async updateShop(actor: AuthUser, id: number, input: ShopInput): Promise<ConsoleShop> {
    const before = await this.shop(actor, id);
    const imageId = input.image_id ?? null;
    if (imageId !== null && imageId.toLowerCase() !== before.image_id?.toLowerCase()) await this.uploads.assertOwned(actor.id, [imageId], undefined, 'image_id');
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE shops SET name = $2, description = $3, image_id = $4, updated_at = now() WHERE id = $1`, [id, input.name, input.description, imageId]);
      await recordAudit(manager, { actorId: actor.id, action: 'shop.updated', targetType: 'shop', targetId: id, data: { before, after: input } });
    });
    return this.shop(actor, id);
  }

  async product(actor: AuthUser, id: number): Promise<ConsoleProduct> {
    const row = await findConsoleProduct(this.dataSource.manager, shopScopeOf(actor), id);
    if (row === null) throw productNotFound();
    return row;
  }

  async createProduct(actor: AuthUser, input: ShopProductCreateInput): Promise<ConsoleProduct> {
    await this.shop(actor, input.shop_id);
    await this.uploads.assertOwned(actor.id, input.image_ids, undefined, 'image_ids');
    const id = await this.dataSource.transaction(async (manager) => {
      const rows: { id: number }[] = await manager.query(
        `INSERT INTO shop_products (shop_id, name, price, is_orderable, is_visible, quantity, note, image_ids) VALUES ($1, $2, $3, $4, $5, $6, $7, $8::uuid[]) RETURNING id`,
        [input.shop_id, input.name, input.price, input.is_orderable, input.is_visible, input.quantity, input.note, input.image_ids],
      );
      const productId = Number(rows[0]?.id);
      await recordAudit(manager, { actorId: actor.id, action: 'shop_product.created', targetType: 'shop_product', targetId: productId, data: { after: input } });
      return productId;
    });
    return this.product(actor, id);
  }

  async updateProduct(actor: AuthUser, id: number, input: ShopProductInput): Promise<ConsoleProduct> {
    const before = await this.product(actor, id);
    const kept = new Set(before.image_ids.map((imageId) => imageId.toLowerCase()));
    await this.uploads.assertOwned(actor.id, input.image_ids.filter((imageId) => !kept.has(imageId.toLowerCase())), undefined, 'image_ids');
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE shop_products SET name = $2, price = $3, is_orderable = $4, is_visible = $5, quantity = $6, note = $7, image_ids = $8::uuid[], updated_at = now() WHERE id = $1`,
        [id, input.name, input.price, input.is_orderable, input.is_visible, input.quantity, input.note, input.image_ids],
      );
      await recordAudit(manager, { actorId: actor.id, action: 'shop_product.updated', targetType: 'shop_product', targetId: id, data: { before, after: input } });
    });
    return this.product(actor, id);
  }

  async order(actor: AuthUser, id: number): Promise<ConsoleOrder> {
    const row = await findConsoleOrder(this.dataSource.manager, shopScopeOf(actor), id);
    if (row === null) throw orderNotFound();
    return row;
  }

  /** The seller reports (or corrects) the delivery of a paid order not yet received: the carrier and its code; the order is delivered. */
  async reportDelivery(actor: AuthUser, id: number, input: ShopDeliveryReportInput, now: Date = new Date()): Promise<ConsoleOrder> {
    const at = await this.clock.instant(now);
    await this.dataSource.transaction(async (manager) => {
      const order = await lockOrder(manager, id, shopScopeOf(actor));
      if (order === null) throw orderNotFound();
      if (order.status !== 'paid' || order.delivery_status === 'received') throw deliveryNotChangeable();
      await manager.query(
        `UPDATE shop_orders SET delivery_status = 'delivered', carrier = $2, carrier_code = $3, delivered_at = COALESCE(delivered_at, $4) WHERE id = $1`,
        [id, input.carrier, input.carrier_code, at],
      );
      await recordAudit(manager, { actorId: actor.id, action: 'shop_order.delivered', targetType: 'shop_order', targetId: id, data: { ...input } });
    });
    return this.order(actor, id);
  }

  /** Carrier codes for several paid orders at once, all or none: an order of another shop is not found, one received or unpaid refused. */
  async bulkDeliveries(actor: AuthUser, input: ShopDeliveryBulkInput): Promise<ConsoleDelivery[]> {
    const at = await this.clock.instant();
    const scope = shopScopeOf(actor);
    const ids = [...new Set(input.items.map((item) => item.id))].sort((a, b) => a - b);
    await this.dataSource.transaction(async (manager) => {
      for (const id of ids) {
        const order = await lockOrder(manager, id, scope);
        if (order === null) throw orderNotFound();
        if (order.status !== 'paid' || order.delivery_status === 'received') throw deliveryNotChangeable();
      }
      for (const item of input.items) {
        await manager.query(
          `UPDATE shop_orders SET delivery_status = 'delivered', carrier_code = $2, delivered_at = COALESCE(delivered_at, $3) WHERE id = $1`,
          [item.id, item.carrier_code, at],
        );
      }
      await recordAudit(manager, { actorId: actor.id, action: 'shop_order.delivered_bulk', targetType: 'shop_order', targetId: ids.join(','), data: { items: input.items } });
    });
    return findConsoleDeliveries(this.dataSource.manager, ids);
  }

  /** The seller cancels an order not yet delivered: the buyer refunded exactly, stock back. */
  async cancelOrder(actor: AuthUser, id: number): Promise<ConsoleOrder> {
    const at = await this.clock.instant();
    await this.dataSource.transaction(async (manager) => {
      const order = await lockOrder(manager, id, shopScopeOf(actor));
      if (order === null) throw orderNotFound();
      if (order.status === 'cancelled') return;
      if (!isShopOrderCancellable(order.status, order.delivery_status)) throw notCancellable();
      const refunded = await cancelOrder(manager, this.ledger, order, at);
      await recordAudit(manager, { actorId: actor.id, action: 'shop_order.cancelled', targetType: 'shop_order', targetId: id, data: { refunded } });
    });
    return this.order(actor, id);
  }

  /** The orders of the filter as an .xlsx workbook: a header row (SHOP_EXPORT_COLUMNS) and one row per order. */
  async exportWorkbook(actor: AuthUser, filter: z.output<typeof ORDER_FILTER>): Promise<Buffer> {
    const orders = await exportOrders(this.dataSource.manager, shopScopeOf(actor), filter, EXPORT_MAX_ROWS);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('orders');
    sheet.columns = SHOP_EXPORT_COLUMNS.map((column) => ({ header: column.header, key: column.key, width: column.key === 'products' || column.key === 'address' ? 40 : 16 }));
    sheet.getRow(1).font = { bold: true };
    for (const order of orders) {
      const row = exportRowOf(order);
      sheet.addRow(Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === 'string' ? xmlSafeText(value) : value])));
    }
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
}
