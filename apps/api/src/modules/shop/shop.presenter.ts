import { LEOPARD_CAT_DEFAULT_RICE_TYPE, isShopOrderReceivable, shopProductImagePath } from '@lendbridge/domain';
import type { BuyerOrderRow, ShopBookingAnswer, ShopCard, ShopOrderAnswer, ShopOrderInfo, ShopProduct } from '@lendbridge/domain';
import type { BookingRow, InstalmentRow, LineRow, OrderRow, ProductRow, ShopRow } from './shop.queries.js';

/** Where a shop's picture is served (public). */
export const shopImagePath = (shopId: number, uploadId: string): string => `/api/v1/shops/${shopId}/images/${uploadId}`;

export const presentShop = (shop: ShopRow): ShopCard => ({
  id: Number(shop.id),
  name: shop.name,
  kind: shop.kind,
  description: shop.description,
  image: shop.image_id === null ? null : shopImagePath(Number(shop.id), shop.image_id),
});

export const presentProduct = (product: ProductRow): ShopProduct => ({
  id: Number(product.id),
  shop_id: Number(product.shop_id),
  name: product.name,
  price: Number(product.price),
  is_orderable: product.is_orderable,
  is_visible: product.is_visible,
  quantity: Number(product.quantity),
  note: product.note,
  images: product.image_ids.map((uploadId) => shopProductImagePath(Number(product.id), uploadId)),
});

const presentInfo = (info: Partial<ShopOrderInfo>): ShopOrderInfo => ({
  temple: info.temple ?? null,
  delivery: info.delivery ?? null,
  leopard_cat_rice_type: info.leopard_cat_rice_type ?? LEOPARD_CAT_DEFAULT_RICE_TYPE,
});

const iso = (at: Date | null): string | null => (at === null ? null : at.toISOString());

export const presentOrder = (order: OrderRow, lines: readonly LineRow[], instalments: readonly InstalmentRow[]): ShopOrderAnswer => ({
  serial: order.serial,
  shop_id: Number(order.shop_id),
  shop_name: order.shop_name,
  status: order.status,
  total: Number(order.total),
  discount: Number(order.discount),
  payment_method: order.payment_method,
  delivery_status: order.delivery_status,
  lines: lines.map((line) => ({
    product_id: Number(line.product_id),
    name: line.name,
    price: Number(line.price),
    quantity: Number(line.quantity),
    note: line.note,
  })),
  receiver_name: order.receiver_name,
  phone: order.phone,
  email: order.email,
  address: order.address,
  note: order.note,
  contact: order.contact,
  pay_deadline: iso(order.pay_deadline),
  paid_at: iso(order.paid_at),
  delivery_deadline: order.delivery_deadline,
  carrier: order.carrier,
  carrier_code: order.carrier_code,
  instalments: instalments.map((row) => ({ no: Number(row.no), due_date: row.due_date, amount: Number(row.amount), status: row.status, paid_at: iso(row.paid_at) })),
  info: presentInfo(order.info),
  created_at: order.created_at.toISOString(),
});

/** The products of an order in one line of text, e.g. 石虎米 × 2、糙米 × 1. */
export const productsText = (lines: readonly LineRow[]): string => lines.map((line) => `${line.name} × ${Number(line.quantity)}`).join('、');

export const presentBuyerOrder = (order: OrderRow, lines: readonly LineRow[]): BuyerOrderRow => ({
  serial: order.serial,
  shop_id: Number(order.shop_id),
  shop_name: order.shop_name,
  status: order.status,
  delivery_status: order.delivery_status,
  total: Number(order.total),
  payment_method: order.payment_method,
  products: productsText(lines),
  carrier: order.carrier,
  carrier_code: order.carrier_code,
  can_receive: isShopOrderReceivable(order.status, order.delivery_status),
  created_at: order.created_at.toISOString(),
});

export const presentBooking = (booking: BookingRow): ShopBookingAnswer => ({
  id: Number(booking.id),
  shop_id: Number(booking.shop_id),
  shop_name: booking.shop_name,
  product_id: Number(booking.product_id),
  product_name: booking.product_name,
  date: booking.date,
  hour: Number(booking.hour),
  name: booking.name,
  phone: booking.phone,
  note: booking.note,
  status: booking.status,
  created_at: booking.created_at.toISOString(),
});
