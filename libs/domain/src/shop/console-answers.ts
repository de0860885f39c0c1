import type { ShopBookingAnswer, ShopInstalmentAnswer, ShopOrderLineAnswer } from './answers.js';
import type { ShopDeliveryStatus, ShopKind, ShopOrderStatus, ShopPaymentMethod } from './constants.js';

/**
 * The shop console's rows. `At` is how an instant travels: a Date where the API reads it from the
 * database, ISO text in the JSON the console reads.
 */
export interface ConsoleShopRow<At = string> {
  id: number;
  name: string;
  kind: ShopKind;
  description: string;
  image_id: string | null;
  owner_user_id: number;
  owner_email: string;
  created_at: At;
}

export interface ConsoleShopProductRow<At = string> {
  id: number;
  shop_id: number;
  shop_name: string;
  name: string;
  price: number;
  is_orderable: boolean;
  is_visible: boolean;
  quantity: number;
  note: string;
  image_ids: string[];
  created_at: At;
}

export interface ConsoleShopOrderRow<At = string> {
  id: number;
  serial: string;
  shop_id: number;
  shop_name: string;
  buyer_email: string;
  status: ShopOrderStatus;
  payment_method: ShopPaymentMethod;
  delivery_status: ShopDeliveryStatus;
  total: number;
  products: string;
  receiver_name: string;
  phone: string;
  email: string;
  address: string;
  note: string;
  contact: string;
  carrier: string | null;
  carrier_code: string | null;
  delivery_deadline: string | null;
  pay_deadline: At | null;
  paid_at: At | null;
  delivered_at: At | null;
  received_at: At | null;
  paid_out: boolean;
  created_at: At;
}

/** One order as the console shows it (GET /api/console/shop-orders/{id}): its row, its lines and its pay-later instalments. */
export interface ConsoleShopOrderDetail<At = string> extends ConsoleShopOrderRow<At> {
  lines: ShopOrderLineAnswer[];
  instalments: ShopInstalmentAnswer[];
}

/** A row of the delivery details (GET /api/console/shop-deliveries): a paid order's delivery. */
export interface ConsoleShopDeliveryRow<At = string> {
  id: number;
  serial: string;
  shop_id: number;
  shop_name: string;
  products: string;
  receiver_name: string;
  phone: string;
  address: string;
  delivery_status: ShopDeliveryStatus;
  delivery_deadline: string;
  carrier: string | null;
  carrier_code: string | null;
  delivered_at: At | null;
}

/** A booking as its seller sees it: the buyer's own view of it and the buyer's e-mail. */
export interface ConsoleShopBookingRow<At = string> extends Omit<ShopBookingAnswer, 'created_at'> {
  buyer_email: string;
  created_at: At;
}

/** One row of the order export (.xlsx), keyed as SHOP_EXPORT_COLUMNS. */
export interface ShopExportRow {
  serial: string;
  shop_name: string;
  status: string;
  payment_method: string;
  delivery_status: string;
  products: string;
  total: number;
  receiver_name: string;
  phone: string;
  address: string;
  carrier: string;
  carrier_code: string;
  delivery_deadline: string;
  paid_at: string;
}
