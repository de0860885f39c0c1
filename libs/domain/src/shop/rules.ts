import { shiftIsoDate, shiftIsoDateMonths, taipeiDayStart, taipeiToday } from '../dates/business-date.js';
import type { ShopDeliveryStatus, ShopOrderStatus } from './constants.js';
import { SHOP_BOOKING_DAYS_AHEAD, SHOP_BOOKING_HOURS, SHOP_PAYLATER_INSTALMENTS } from './constants.js';

export interface ShopInstalmentPlanRow {
  no: number;
  due_date: string;
  amount: number;
}

/**
 * The pay-later plan of a total paid on a business date: SHOP_PAYLATER_INSTALMENTS monthly rows,
 * no interest, the first due one month after the payment; the remainder of the division goes on
 * the first row, so the rows add up to the total exactly.
 */
export const shopInstalmentPlan = (total: number, paidOn: string, count: number = SHOP_PAYLATER_INSTALMENTS): ShopInstalmentPlanRow[] => {
  const share = Math.floor(total / count);
  const remainder = total - share * count;
  return Array.from({ length: count }, (_, index) => ({
    no: index + 1,
    due_date: shiftIsoDateMonths(paidOn, index + 1),
    amount: index === 0 ? share + remainder : share,
  }));
};

/** The bookable hours of a day: from 9 to 17 (each slot one hour, the last ending at 18:00). */
export const shopBookingHours = (): number[] =>
  Array.from({ length: SHOP_BOOKING_HOURS.to - SHOP_BOOKING_HOURS.from }, (_, index) => SHOP_BOOKING_HOURS.from + index);

export const isShopBookingHour = (hour: number): boolean =>
  Number.isInteger(hour) && hour >= SHOP_BOOKING_HOURS.from && hour < SHOP_BOOKING_HOURS.to;

const HOUR_MS = 3_600_000;

/**
 * Whether a slot (a date and an hour, Taiwan time) may still be booked at the business instant:
 * it has not started yet, and its date is at most SHOP_BOOKING_DAYS_AHEAD days ahead.
 */
export const isShopSlotOpen = (date: string, hour: number, at: Date): boolean =>
  taipeiDayStart(date).getTime() + hour * HOUR_MS > at.getTime() && date <= shiftIsoDate(taipeiToday(at), SHOP_BOOKING_DAYS_AHEAD);

/** The total of an order's lines. */
export const shopOrderTotal = (lines: readonly { price: number; quantity: number }[]): number =>
  lines.reduce((sum, line) => sum + line.price * line.quantity, 0);

/** An order can be cancelled while unpaid, or paid and not yet delivered. */
export const isShopOrderCancellable = (status: ShopOrderStatus, delivery: ShopDeliveryStatus): boolean =>
  status === 'unpaid' || (status === 'paid' && delivery === 'pending');

/** The seller reports the delivery of a paid order not yet delivered. */
export const isShopOrderDeliverable = (status: ShopOrderStatus, delivery: ShopDeliveryStatus): boolean =>
  status === 'paid' && delivery === 'pending';

/** The buyer confirms receipt of a delivered order. */
export const isShopOrderReceivable = (status: ShopOrderStatus, delivery: ShopDeliveryStatus): boolean =>
  status === 'paid' && delivery === 'delivered';

/** The order info (temple, delivery, rice type) can be changed until the order is delivered. */
export const isShopOrderInfoEditable = (status: ShopOrderStatus, delivery: ShopDeliveryStatus): boolean =>
  (status === 'unpaid' || status === 'paid') && delivery === 'pending';

/**
 * The cart after a refresh: lines whose product the server no longer returns, or returns as not
 * orderable, are left out; the quantity is kept to the stock.
 */
export const refreshedShopCart = <L extends { quantity: number }>(
  cart: Readonly<Record<string, L>>,
  products: readonly { id: number; is_orderable: boolean; is_visible: boolean; quantity: number }[],
): Record<string, L> => {
  const byId = new Map(products.map((product) => [String(product.id), product]));
  const kept: Record<string, L> = {};
  for (const [id, line] of Object.entries(cart)) {
    const product = byId.get(id);
    if (product === undefined || !product.is_visible || !product.is_orderable || product.quantity < 1) continue;
    kept[id] = { ...line, quantity: Math.min(Math.max(1, line.quantity), product.quantity) };
  }
  return kept;
};
