import type { ShopBookingStatus, ShopDeliveryStatus, ShopInstalmentStatus, ShopKind, ShopOrderStatus, ShopPaymentMethod, LeopardCatRiceType } from './constants.js';

/** A shop as GET /api/v1/shops lists it. */
export interface ShopCard {
  id: number;
  name: string;
  kind: ShopKind;
  description: string;
  /** The shop's picture (URL), or null. */
  image: string | null;
}

/** GET /api/v1/shops/{shopId}. */
export type ShopAnswer = ShopCard;

/** A product as GET /api/v1/shop-products lists it (only visible ones). */
export interface ShopProduct {
  id: number;
  shop_id: number;
  name: string;
  price: number;
  is_orderable: boolean;
  is_visible: boolean;
  /** The units in stock. */
  quantity: number;
  note: string;
  /** The pictures' URLs. */
  images: string[];
}

export interface ShopListMeta {
  current_page: number;
  last_page: number;
  total: number;
}

export interface ShopOrderLineAnswer {
  product_id: number;
  name: string;
  price: number;
  quantity: number;
  note: string;
}

export interface ShopInstalmentAnswer {
  no: number;
  due_date: string;
  amount: number;
  status: ShopInstalmentStatus;
  paid_at: string | null;
}

/** The order info saved with a 500 ms debounce (temple, delivery, rice type). */
export interface ShopOrderInfo {
  temple: { name: string; phone: string; note: string } | null;
  delivery: { name: string; phone: string; note: string; city: string; district: string; address: string } | null;
  leopard_cat_rice_type: LeopardCatRiceType;
}

/** An order as the buyer sees it (create, search, pay, info, cancel, receive). */
export interface ShopOrderAnswer {
  serial: string;
  shop_id: number;
  shop_name: string;
  status: ShopOrderStatus;
  total: number;
  /** Always 0: promo codes are verified for display only (docs/decisions.md). */
  discount: number;
  payment_method: ShopPaymentMethod;
  delivery_status: ShopDeliveryStatus;
  lines: ShopOrderLineAnswer[];
  receiver_name: string;
  phone: string;
  email: string;
  address: string;
  note: string;
  contact: string;
  /** When an unpaid order lapses (ISO instant), null once paid. */
  pay_deadline: string | null;
  paid_at: string | null;
  delivery_deadline: string | null;
  carrier: string | null;
  carrier_code: string | null;
  instalments: ShopInstalmentAnswer[];
  info: ShopOrderInfo;
  created_at: string;
}

/** GET /api/v1/shops/{shopId}/booking-slots?date=. */
export interface ShopBookingSlot {
  hour: number;
  available: boolean;
}

/** A booking (POST /api/v1/shops/{shopId}/bookings, GET /api/v1/my-bookings). */
export interface ShopBookingAnswer {
  id: number;
  shop_id: number;
  shop_name: string;
  product_id: number;
  product_name: string;
  date: string;
  hour: number;
  name: string;
  phone: string;
  note: string;
  status: ShopBookingStatus;
  created_at: string;
}

/** GET /api/v1/buyer-orders: one row per order. */
export interface BuyerOrderRow {
  serial: string;
  shop_id: number;
  shop_name: string;
  status: ShopOrderStatus;
  delivery_status: ShopDeliveryStatus;
  total: number;
  payment_method: ShopPaymentMethod;
  products: string;
  carrier: string | null;
  carrier_code: string | null;
  can_receive: boolean;
  created_at: string;
}
