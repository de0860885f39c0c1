import { describe, expect, it } from 'vitest';
import { TRANSFER_KINDS, subjectOf } from '../account/ledger.js';
import { MESSAGES } from '../messages/messages.js';
import { SHOP_BOOKING_HOURS, SHOP_DEFAULT_PAYMENT_METHOD, SHOP_PAYLATER_INSTALMENTS } from './constants.js';
import { isShopOrderCancellable, isShopOrderReceivable, isShopSlotOpen, refreshedShopCart, shopBookingHours, shopInstalmentPlan, shopOrderTotal } from './rules.js';
import {
  shopBookingSchema,
  shopDeliveryBulkSchema,
  shopOrderInfoSchema,
  shopOrderSchema,
  shopProductListQuerySchema,
} from './schemas.js';
import { SHOP_DELIVERY_STATUS_LABELS, SHOP_TEXTS } from './texts.js';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const ORDER = {
  receiver_name: '林小美',
  phone: '0912345678',
  email: 'buyer@example.com',
  address: '苗栗縣苑裡鎮 1 號',
  note: '',
  contact: '',
  products: { '12': { quantity: 2, note: '' } },
};

describe('the shop pay-later plan', () => {
  it('splits the total into three monthly rows, the remainder on the first, the first a month after payment', () => {
    expect(SHOP_PAYLATER_INSTALMENTS).toBe(3);
    expect(shopInstalmentPlan(1_000, '2026-01-31')).toEqual([
      { no: 1, due_date: '2026-02-28', amount: 334 },
      { no: 2, due_date: '2026-03-31', amount: 333 },
      { no: 3, due_date: '2026-04-30', amount: 333 },
    ]);
    expect(shopInstalmentPlan(2, '2026-05-10').map((row) => row.amount)).toEqual([2, 0, 0]);
    for (const total of [1, 99, 1_001, 123_457]) {
      expect(shopInstalmentPlan(total, '2026-05-10').reduce((sum, row) => sum + row.amount, 0)).toBe(total);
    }
  });

  it('adds up an order and knows when it can be cancelled or received', () => {
    expect(shopOrderTotal([{ price: 350, quantity: 2 }, { price: 120, quantity: 1 }])).toBe(820);
    expect(isShopOrderCancellable('unpaid', 'pending')).toBe(true);
    expect(isShopOrderCancellable('paid', 'pending')).toBe(true);
    expect(isShopOrderCancellable('paid', 'delivered')).toBe(false);
    expect(isShopOrderReceivable('paid', 'delivered')).toBe(true);
    expect(isShopOrderReceivable('paid', 'pending')).toBe(false);
  });

  it('moves money buyer → seller payable → seller, and refunds from the payable', () => {
    expect(TRANSFER_KINDS.shop_order_payment).toMatchObject({ from: 'user_cash', to: 'shop_payable' });
    expect(TRANSFER_KINDS.shop_instalment_payment).toMatchObject({ from: 'user_cash', to: 'shop_payable' });
    expect(TRANSFER_KINDS.shop_payout).toMatchObject({ from: 'shop_payable', to: 'user_cash', sameUser: true });
    expect(TRANSFER_KINDS.shop_refund).toMatchObject({ from: 'shop_payable', to: 'user_cash' });
    expect(subjectOf('shop_refund', 'credit')).toBe('shop_refund');
  });
});

describe('the shop forms', () => {
  it('takes an order, paying later unless told otherwise', () => {
    const parsed = shopOrderSchema.parse(ORDER);
    expect(parsed.payment_method).toBe(SHOP_DEFAULT_PAYMENT_METHOD);
    expect(parsed.products['12']).toEqual({ quantity: 2, note: '' });
  });

  it('refuses an empty cart with 購物車目前無商品 and a quantity under 1', () => {
    expect(errorsOf(shopOrderSchema.safeParse({ ...ORDER, products: {} })).products).toBe('購物車目前無商品');
    expect(errorsOf(shopOrderSchema.safeParse({ ...ORDER, products: { '12': { quantity: 0 } } }))['products.12.quantity']).toBe(SHOP_TEXTS.quantityMin);
    expect(errorsOf(shopOrderSchema.safeParse({ ...ORDER, products: { '12': { quantity: -3 } } }))['products.12.quantity']).toBe(SHOP_TEXTS.quantityMin);
    expect(errorsOf(shopOrderSchema.safeParse({ ...ORDER, products: { '12': { quantity: 1.5 } } }))['products.12.quantity']).toBe(SHOP_TEXTS.quantityMin);
    expect(shopOrderSchema.safeParse({ ...ORDER, products: { abc: { quantity: 1 } } }).success).toBe(false);
  });

  it('refuses NUL characters, huge strings and unknown fields', () => {
    expect(errorsOf(shopOrderSchema.safeParse({ ...ORDER, receiver_name: 'a\u0000b' })).receiver_name).toBe(MESSAGES.invalidCharacter);
    expect(shopOrderSchema.safeParse({ ...ORDER, address: 'x'.repeat(100_000) }).success).toBe(false);
    expect(errorsOf(shopOrderSchema.safeParse({ ...ORDER, admin: true }))['']).toBe(MESSAGES.unknownField);
  });

  it('alerts the booking form with the spec words', () => {
    const errors = errorsOf(shopBookingSchema.safeParse({ product_id: 1, date: '', hour: null, name: ' ', phone: '' }));
    expect(errors).toMatchObject({ date: '請選擇日期', hour: '請選擇時間', name: '請輸入姓名', phone: '請輸入電話' });
    expect(errorsOf(shopBookingSchema.safeParse({ product_id: 1, date: '2026-02-30', hour: 9, name: 'a', phone: '0912345678' })).date).toBe('請選擇日期');
    expect(errorsOf(shopBookingSchema.safeParse({ product_id: 1, date: '2026-02-03', hour: 18, name: 'a', phone: '0912345678' })).hour).toBe('請選擇時間');
    expect(shopBookingSchema.parse({ product_id: 1, date: '2026-02-03', hour: 9, name: '王小明', phone: '0912345678' }).note).toBe('');
  });

  it('keeps a slot bookable until its hour begins in Taiwan, and at most 90 days ahead', () => {
    const at = new Date('2026-03-02T02:30:00Z');
    expect(isShopSlotOpen('2026-03-02', 10, at)).toBe(false);
    expect(isShopSlotOpen('2026-03-02', 11, at)).toBe(true);
    expect(isShopSlotOpen('2026-03-01', 17, at)).toBe(false);
    expect(isShopSlotOpen('2026-05-31', 9, at)).toBe(true);
    expect(isShopSlotOpen('2026-06-01', 9, at)).toBe(false);
  });

  it('books 9:00 to 17:00 by default', () => {
    expect(SHOP_BOOKING_HOURS).toEqual({ from: 9, to: 18 });
    expect(shopBookingHours()).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);
  });

  it('saves partial order info with 白米 by default', () => {
    expect(shopOrderInfoSchema.parse({ delivery: { city: '苗栗縣' } })).toEqual({
      delivery: { name: '', phone: '', note: '', city: '苗栗縣', district: '', address: '' },
      leopard_cat_rice_type: '白米',
    });
    expect(shopOrderInfoSchema.safeParse({ leopard_cat_rice_type: '紫米' }).success).toBe(false);
  });

  it('reads the cart refresh query and the bulk carrier codes', () => {
    expect(shopProductListQuerySchema.parse({ ids: '3,1,3', per_page: '1000' })).toEqual({ ids: [3, 1], per_page: 1000, page: 1 });
    expect(shopProductListQuerySchema.safeParse({ per_page: '1001' }).success).toBe(false);
    expect(shopDeliveryBulkSchema.safeParse({ items: [] }).success).toBe(false);
    expect(shopDeliveryBulkSchema.safeParse({ items: Array.from({ length: 201 }, (_, id) => ({ id: id + 1, carrier_code: 'A' })) }).success).toBe(false);
  });

  it('drops cart lines the server no longer returns', () => {
    const cart = { '1': { quantity: 5, note: '' }, '2': { quantity: 1, note: '' }, '3': { quantity: 1, note: '' } };
    const products = [
      { id: 1, is_orderable: true, is_visible: true, quantity: 3 },
      { id: 3, is_orderable: false, is_visible: true, quantity: 9 },
    ];
    expect(refreshedShopCart(cart, products)).toEqual({ '1': { quantity: 3, note: '' } });
    expect(SHOP_DELIVERY_STATUS_LABELS).toEqual({ pending: '待出貨', delivered: '配送中', received: '已收貨' });
  });
});
