import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { depositFormSchema, shiftIsoDate, shopBookingSchema, shopOrderSchema, shopProductCreateSchema } from '@lendbridge/domain';
import type { ShopPaymentMethod } from '@lendbridge/domain';
import { DepositsService } from '../../modules/bank/deposits.service.js';
import { LedgerService } from '../../modules/ledger/ledger.service.js';
import { BusinessClock } from '../../modules/repayment/business-clock.js';
import { collectInstalment } from '../../modules/shop/shop-money.js';
import { ShopBookingsService } from '../../modules/shop/shop-bookings.service.js';
import { ShopConsoleService } from '../../modules/shop/shop-console.service.js';
import { ShopService } from '../../modules/shop/shop.service.js';
import { UploadsService } from '../../modules/uploads/uploads.service.js';
import { UserStatusService } from '../../modules/users/user-status.service.js';
import { DEMO_DEPOSIT_REASON } from './demo-deposits.js';
import { galleryPicture } from './gallery-pictures.js';
import type { GalleryPictureName } from './gallery-pictures.js';
import { drawnPng } from './png.js';
import { onStoryDay, storyInstant } from './story-clock.js';

const ADMIN = 'admin@lendbridge.tw';
const SELLER = 'seller@lendbridge.tw';
const BUYER = 'shop.buyer@lendbridge.tw';
/** The shops opened this many days before the business date. */
const OPENED_DAYS_AGO = 60;
const BUYER_DEPOSIT = 10_000;
const MINUTE_MS = 60_000;

const RECEIVER = { receiver_name: '蔡佩珊', phone: '0935246810', email: 'shop.buyer@lendbridge.tw', address: '356 苗栗縣苑裡鎮中山路 88 號', note: '', contact: 'LINE: peishan' };

interface ProductSpec {
  name: string;
  price: number;
  quantity: number;
  note: string;
  picture: GalleryPictureName | 'cracker' | 'lantern';
}

const GOODS: ProductSpec[] = [
  { name: '石虎米 白米 2 公斤', price: 380, quantity: 120, note: '苑裡石虎棲地友善耕作，台梗九號，真空包裝。', picture: 'rice-grains.png' },
  { name: '石虎米 糙米 2 公斤', price: 420, quantity: 80, note: '保留米糠與胚芽，適合煮粥與打米漿。', picture: 'rice-heading.png' },
  { name: '石虎米禮盒（白米＋糙米）', price: 980, quantity: 30, note: '白米、糙米各 2 公斤，附石虎保育明信片。', picture: 'rice-transplanter.png' },
  { name: '友善耕作米香', price: 150, quantity: 200, note: '以石虎米爆製，少糖配方。', picture: 'cracker' },
  { name: '點燈祈福米 1 公斤', price: 600, quantity: 50, note: '於苑裡慈和宮點燈祈福後寄出，請填寫點燈資料。', picture: 'lantern' },
];

const SERVICES: ProductSpec[] = [
  { name: '信用健檢諮詢 60 分鐘', price: 800, quantity: 0, note: '由理財顧問說明聯徵報告與改善信用的方法。', picture: 'lantern' },
  { name: '債務整合諮詢 60 分鐘', price: 1_200, quantity: 0, note: '整理名下貸款與卡債，試算整合後的月付金。', picture: 'cracker' },
];

/** The pictures without a gallery drawing: a golden rice cracker and a red lantern, drawn like the farm's camera frames. */
const drawn = (kind: 'cracker' | 'lantern'): Buffer =>
  drawnPng(240, 160, (x, y) => {
    const inside = (x - 120) ** 2 / (kind === 'cracker' ? 90 ** 2 : 60 ** 2) + (y - 80) ** 2 / (kind === 'cracker' ? 50 ** 2 : 70 ** 2) <= 1;
    if (!inside) return kind === 'cracker' ? [236, 226, 206] : [32, 24, 40];
    const grain = (x * 7 + y * 13) % 11 < 3 ? 18 : 0;
    return kind === 'cracker' ? [214 - grain, 168 - grain, 92 - grain] : [200 - grain, 36, 28 + grain];
  });

/**
 * The shop demo: seller@ opened two shops 60 days ago, the 石虎米 goods shop (rice from the leopard
 * cats' farmland, with pictures) and the bookable 信用諮詢 service shop. shop.buyer@ deposited
 * NT$10,000, then, oldest first: bought rice on pay-later 40 days ago (delivered, received, the
 * first instalment collected on its due date and paid out at once), paid from the balance an order
 * received 20 days ago, one delivered 5 days ago and one paid 2 days ago still to be shipped; one
 * cancelled yesterday (refunded), one that lapsed unpaid 3 days ago, and one unpaid today; and
 * booked two consultations. Every step runs through the shop's own services on its day.
 */
export async function seedShopDemo(app: INestApplication): Promise<void> {
  const dataSource = app.get(DataSource);
  const existing: unknown[] = await dataSource.query(`SELECT 1 FROM shops LIMIT 1`);
  if (existing.length > 0) return;
  const users = (await dataSource.query(`SELECT id, email_normalized AS email, member_serial FROM users WHERE email_normalized = ANY ($1)`, [[ADMIN, SELLER, BUYER]])) as {
    id: number;
    email: string;
    member_serial: string;
  }[];
  const userOf = (email: string) => users.find((user) => user.email === email);
  const [admin, sellerRow, buyerRow] = [ADMIN, SELLER, BUYER].map(userOf);
  if (!admin || !sellerRow || !buyerRow) return;
  const status = app.get(UserStatusService);
  const seller = await status.load(sellerRow.id);
  const buyer = await status.load(buyerRow.id);
  if (!seller || !buyer) return;

  const today = await app.get(BusinessClock).today();
  const day = (daysAgo: number, hour: number, minute = 0): Date => new Date(storyInstant(shiftIsoDate(today, -daysAgo), hour).getTime() + minute * MINUTE_MS);
  const opened = day(OPENED_DAYS_AGO, 10);
  const uploads = app.get(UploadsService);
  const console = app.get(ShopConsoleService);

  const picture = async (name: ProductSpec['picture']): Promise<string> => {
    const bytes = name === 'cracker' || name === 'lantern' ? drawn(name) : galleryPicture(name);
    return (await onStoryDay(app, opened, () => uploads.store(seller.id, 'image', { field: 'image', originalName: `${name}.png`.replace('.png.png', '.png'), bytes }))).id;
  };
  const openShop = async (kind: 'goods' | 'service', name: string, description: string, image: string): Promise<number> => {
    const rows = (await dataSource.query(
      `INSERT INTO shops (owner_user_id, kind, name, description, image_id, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
      [seller.id, kind, name, description, image, opened],
    )) as { id: number }[];
    return Number(rows[0]?.id);
  };
  const stock = async (shopId: number, specs: readonly ProductSpec[]): Promise<number[]> => {
    const ids: number[] = [];
    for (const spec of specs) {
      const image = await picture(spec.picture);
      const input = shopProductCreateSchema.parse({ shop_id: shopId, name: spec.name, price: spec.price, is_orderable: true, is_visible: true, quantity: spec.quantity, note: spec.note, image_ids: [image] });
      const made = await onStoryDay(app, opened, () => console.createProduct(seller, input));
      await dataSource.query(`UPDATE shop_products SET created_at = $2, updated_at = $2 WHERE id = $1`, [made.id, opened]);
      ids.push(made.id);
    }
    return ids;
  };

  const goodsShop = await openShop('goods', '石虎米田', '苗栗苑裡的石虎棲地友善稻田，不用除草劑與老鼠藥，讓石虎安心覓食。每一包米都有田區編號。', await picture('rice-heading.png'));
  const serviceShop = await openShop('service', '信用諮詢室', '一對一的信用與債務諮詢，請選擇日期與時段預約，顧問將以電話與您聯繫。', await picture('lantern'));
  const [white, brown, giftBox, cracker, lantern] = await stock(goodsShop, GOODS);
  const [checkup, consolidation] = await stock(serviceShop, SERVICES);
  if (white === undefined || brown === undefined || giftBox === undefined || cracker === undefined || lantern === undefined || checkup === undefined || consolidation === undefined) return;

  const depositAt = day(41, 18);
  await onStoryDay(app, depositAt, () =>
    app.get(DepositsService).recordManual(admin.id, depositFormSchema.parse({ member_serial: buyerRow.member_serial, amount: BUYER_DEPOSIT, note: DEMO_DEPOSIT_REASON }), depositAt),
  );

  const shop = app.get(ShopService);
  const orderAt = async (at: Date, products: Record<number, number>, extra: Record<string, unknown> = {}): Promise<{ serial: string; id: number }> => {
    const input = shopOrderSchema.parse({ ...RECEIVER, ...extra, products: Object.fromEntries(Object.entries(products).map(([id, quantity]) => [id, { quantity, note: '' }])) });
    const placed = await shop.order(buyer, input, at);
    const rows = (await dataSource.query(`SELECT id FROM shop_orders WHERE serial = $1`, [placed.serial])) as { id: number }[];
    return { serial: placed.serial, id: Number(rows[0]?.id) };
  };
  const payAt = (serial: string, method: ShopPaymentMethod, at: Date) => shop.pay(buyer, serial, method, at);
  const deliverAt = (id: number, carrierCode: string, at: Date) =>
    onStoryDay(app, at, () => console.reportDelivery(seller, id, { carrier: '黑貓宅急便', carrier_code: carrierCode }, at));

  // 40 days ago: rice and rice crackers on pay-later; shipped two days later, received on the fifth day.
  const payLater = await orderAt(day(40, 20), { [white]: 2, [cracker]: 1 });
  await payAt(payLater.serial, 'lnb_paylater_installment', day(40, 20, 5));
  await shop.saveInfo(buyer, payLater.serial, { leopard_cat_rice_type: '白米' });
  await deliverAt(payLater.id, '903612884016', day(38, 11));
  await shop.receive(buyer, payLater.serial, day(35, 19));

  // 20 days ago: the gift box from the balance, received five days later.
  const received = await orderAt(day(20, 9), { [giftBox]: 1 });
  await payAt(received.serial, 'balance', day(20, 9, 3));
  await deliverAt(received.id, '903613550271', day(18, 14));
  await shop.receive(buyer, received.serial, day(15, 20));

  // 10 days ago: the pay-later order's first instalment, due a month after its payment, collected by the daily batch and paid out at once.
  const rows = (await dataSource.query(`SELECT id, to_char(due_date, 'YYYY-MM-DD') AS due_date FROM shop_instalments WHERE order_id = $1 AND no = 1`, [payLater.id])) as {
    id: number;
    due_date: string;
  }[];
  const first = rows[0];
  if (first !== undefined && first.due_date <= today) {
    const collectedAt = storyInstant(first.due_date, 1);
    const ledger = app.get(LedgerService);
    await dataSource.transaction((manager) => collectInstalment(manager, ledger, Number(first.id), collectedAt));
  }

  // 5 days ago: brown rice with the temple's lantern blessing, delivered 3 days ago.
  const delivered = await orderAt(day(5, 21), { [brown]: 1, [lantern]: 1 });
  await payAt(delivered.serial, 'balance', day(5, 21, 4));
  await shop.saveInfo(buyer, delivered.serial, {
    temple: { name: '蔡佩珊', phone: '0935246810', note: '闔家平安' },
    delivery: { name: '蔡佩珊', phone: '0935246810', note: '', city: '苗栗縣', district: '苑裡鎮', address: '中山路 88 號' },
    leopard_cat_rice_type: '糙米',
  });
  await deliverAt(delivered.id, '903614020553', day(3, 10));

  // 3 days ago: an order never paid, lapsed after its 30 minutes.
  const lapsedAt = day(3, 22);
  await orderAt(lapsedAt, { [white]: 3 });
  await shop.lapseOverdue(new Date(lapsedAt.getTime() + 31 * MINUTE_MS));

  // 2 days ago: white rice from the balance, still to be shipped.
  const pending = await orderAt(day(2, 8), { [white]: 1, [cracker]: 2 });
  await payAt(pending.serial, 'balance', day(2, 8, 2));

  // Yesterday: an order paid and cancelled an hour later, refunded exactly.
  const cancelled = await orderAt(day(1, 12), { [giftBox]: 2 });
  await payAt(cancelled.serial, 'balance', day(1, 12, 1));
  await shop.cancel(buyer, cancelled.serial, day(1, 13));

  // Bookings made yesterday: a credit check-up and a debt consolidation session next week.
  const bookings = app.get(ShopBookingsService);
  const bookedAt = day(1, 15);
  await bookings.book(buyer, serviceShop, shopBookingSchema.parse({ product_id: checkup, date: shiftIsoDate(today, 3), hour: 10, note: '想了解聯徵分數', name: '蔡佩珊', phone: '0935246810' }), bookedAt);
  await bookings.book(buyer, serviceShop, shopBookingSchema.parse({ product_id: consolidation, date: shiftIsoDate(today, 6), hour: 14, note: '', name: '蔡佩珊', phone: '0935246810' }), bookedAt);

  // Today: an order waiting for its payment.
  await orderAt(day(0, 9), { [brown]: 2 });
}
