import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SHOP_BOOKING_DAYS_AHEAD, isShopSlotOpen, shiftIsoDate, shopBookingHours } from '@lendbridge/domain';
import type { ShopBookingAnswer, ShopBookingInput, ShopBookingSlot } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { isUniqueViolation } from '../../common/sql.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { notBookable, productNotFound, shopNotFound, slotInPast, slotTaken, slotTooFar } from './shop.errors.js';
import { presentBooking } from './shop.presenter.js';
import { bookedHours, bookingsOf, findBooking, findProduct, findShop, insertBooking } from './shop.queries.js';

/**
 * The bookings of a service shop: the hours of a date (9:00 to 17:00), each free until booked, and
 * the booking itself. A slot is booked once: a unique index over the shop's live bookings of a date
 * and hour decides between buyers booking it together.
 */
@Injectable()
export class ShopBookingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
  ) {}

  private async serviceShop(shopId: number) {
    const shop = await findShop(this.dataSource.manager, shopId);
    if (shop === null) throw shopNotFound();
    if (shop.kind !== 'service') throw notBookable();
    return shop;
  }

  /** The hours of a date, each available unless booked or already begun; a date too far ahead has none available. */
  async slots(shopId: number, date: string, now: Date = new Date()): Promise<ShopBookingSlot[]> {
    await this.serviceShop(shopId);
    const at = await this.clock.instant(now);
    const booked = new Set(await bookedHours(this.dataSource.manager, shopId, date));
    return shopBookingHours().map((hour) => ({ hour, available: isShopSlotOpen(date, hour, at) && !booked.has(hour) }));
  }

  async book(user: AuthUser, shopId: number, input: ShopBookingInput, now: Date = new Date()): Promise<ShopBookingAnswer> {
    const shop = await this.serviceShop(shopId);
    const today = await this.clock.today(now);
    const at = await this.clock.instant(now);
    if (input.date > shiftIsoDate(today, SHOP_BOOKING_DAYS_AHEAD)) throw slotTooFar();
    if (!isShopSlotOpen(input.date, input.hour, at)) throw slotInPast();
    const product = await findProduct(this.dataSource.manager, input.product_id);
    if (product === null || Number(product.shop_id) !== Number(shop.id) || !product.is_visible || !product.is_orderable) throw productNotFound();
    let id: number;
    try {
      id = await this.dataSource.transaction((manager) =>
        insertBooking(manager, {
          shop_id: Number(shop.id),
          product_id: Number(product.id),
          user_id: user.id,
          date: input.date,
          hour: input.hour,
          name: input.name,
          phone: input.phone,
          note: input.note,
          created_at: at,
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error, 'shop_bookings_slot_key')) throw slotTaken();
      throw error;
    }
    const booking = await findBooking(this.dataSource.manager, id);
    if (booking === null) throw shopNotFound();
    return presentBooking(booking);
  }

  async mine(user: AuthUser): Promise<ShopBookingAnswer[]> {
    return (await bookingsOf(this.dataSource.manager, user.id)).map(presentBooking);
  }
}
