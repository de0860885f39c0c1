import { z } from 'zod';
import { parseIsoDate } from '../dates/business-date.js';
import { MESSAGES } from '../messages/messages.js';
import type { FieldRule } from '../schemas/field-rules.js';
import { noNulRule, optionalText, requiredText } from '../schemas/field-rules.js';
import { booleanField, strictFormObject } from '../schemas/fields.js';
import {
  LEOPARD_CAT_DEFAULT_RICE_TYPE,
  LEOPARD_CAT_RICE_TYPES,
  SHOP_ADDRESS_MAX_LENGTH,
  SHOP_CARRIER_CODE_MAX_LENGTH,
  SHOP_CARRIER_MAX_LENGTH,
  SHOP_CART_REFRESH_PER_PAGE,
  SHOP_CITY_MAX_LENGTH,
  SHOP_CONTACT_MAX_LENGTH,
  SHOP_DEFAULT_PAYMENT_METHOD,
  SHOP_DELIVERY_BULK_MAX,
  SHOP_DELIVERY_STATUSES,
  SHOP_DESCRIPTION_MAX_LENGTH,
  SHOP_EMAIL_MAX_LENGTH,
  SHOP_KINDS,
  SHOP_NAME_MAX_LENGTH,
  SHOP_NOTE_MAX_LENGTH,
  SHOP_ORDER_LINES_MAX,
  SHOP_ORDER_STATUSES,
  SHOP_PAYMENT_METHODS,
  SHOP_PER_PAGE,
  SHOP_PHONE_MAX_LENGTH,
  SHOP_PRICE_MAX,
  SHOP_PRODUCT_IMAGES_MAX,
  SHOP_PRODUCT_NAME_MAX_LENGTH,
  SHOP_PROMO_CODE_MAX_LENGTH,
  SHOP_QUANTITY_MAX,
  SHOP_RECEIVER_NAME_MAX_LENGTH,
  SHOP_STOCK_MAX,
} from './constants.js';
import { isShopBookingHour } from './rules.js';
import { SHOP_TEXTS } from './texts.js';

const T = SHOP_TEXTS;

const PHONE_PATTERN = /^[0-9+\-()# ]{6,20}$/;
const phoneRule: FieldRule = [(value) => PHONE_PATTERN.test(value), MESSAGES.invalidFormat];
const emailRule: FieldRule = [(value) => z.regexes.email.test(value), MESSAGES.email];
const PRODUCT_ID_KEY = /^[1-9]\d{0,14}$/;

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** A text typed into a form, blank allowed: '' when left out, never NUL, at most max characters. */
const freeText = (label: string, max: number) => optionalText(label, max, [noNulRule]).transform((value) => value ?? '');

/** One cart line of the order: at least 1 unit (數量至少為 1) and a note. */
export const shopOrderLineSchema = strictFormObject({
  quantity: z
    .number({ error: T.quantityMin })
    .int({ error: T.quantityMin })
    .min(1, { error: T.quantityMin })
    .max(SHOP_QUANTITY_MAX, { error: T.quantityMax }),
  note: freeText(T.note, SHOP_NOTE_MAX_LENGTH),
});
export type ShopOrderLineInput = z.output<typeof shopOrderLineSchema>;

/**
 * POST /api/v1/shop-orders (spec: receiver_name, phone, email, address, note, contact,
 * payment_method defaulting to lnb_paylater_installment, products as a map of product id to
 * quantity and note). An empty products map is 購物車目前無商品.
 */
export const shopOrderSchema = strictFormObject({
  receiver_name: requiredText(T.receiverName, SHOP_RECEIVER_NAME_MAX_LENGTH, [noNulRule]),
  phone: requiredText(T.phone, SHOP_PHONE_MAX_LENGTH, [phoneRule]),
  email: optionalText(T.email, SHOP_EMAIL_MAX_LENGTH, [noNulRule, emailRule]).transform((value) => value ?? ''),
  address: requiredText(T.address, SHOP_ADDRESS_MAX_LENGTH, [noNulRule]),
  note: freeText(T.note, SHOP_NOTE_MAX_LENGTH),
  contact: freeText(T.contact, SHOP_CONTACT_MAX_LENGTH),
  payment_method: z.enum(SHOP_PAYMENT_METHODS, { error: T.paymentMethodInvalid }).default(SHOP_DEFAULT_PAYMENT_METHOD),
  products: z
    .record(z.string().regex(PRODUCT_ID_KEY, { error: T.productNotFound }), shopOrderLineSchema, { error: T.cartEmpty })
    .refine((products) => Object.keys(products).length >= 1, { error: T.cartEmpty })
    .refine((products) => Object.keys(products).length <= SHOP_ORDER_LINES_MAX, { error: MESSAGES.invalidFormat }),
  promo_code: optionalText(T.promoCode, SHOP_PROMO_CODE_MAX_LENGTH, [noNulRule]),
});
export type ShopOrderInput = z.output<typeof shopOrderSchema>;
/** The order form as typed (before defaults). */
export type ShopOrderForm = z.input<typeof shopOrderSchema>;

/** POST /api/v1/shop-orders/{serial}/pay. */
export const shopPaySchema = strictFormObject({
  payment_method: z.enum(SHOP_PAYMENT_METHODS, { error: T.paymentMethodInvalid }),
});
export type ShopPayInput = z.output<typeof shopPaySchema>;

/** PUT /api/v1/shop-orders/{serial}/info, saved as typed (every field may still be blank). */
export const shopOrderInfoSchema = strictFormObject({
  temple: strictFormObject({
    name: freeText(T.name, SHOP_RECEIVER_NAME_MAX_LENGTH),
    phone: freeText(T.phone, SHOP_PHONE_MAX_LENGTH),
    note: freeText(T.note, SHOP_NOTE_MAX_LENGTH),
  }).optional(),
  delivery: strictFormObject({
    name: freeText(T.name, SHOP_RECEIVER_NAME_MAX_LENGTH),
    phone: freeText(T.phone, SHOP_PHONE_MAX_LENGTH),
    note: freeText(T.note, SHOP_NOTE_MAX_LENGTH),
    city: freeText(T.city, SHOP_CITY_MAX_LENGTH),
    district: freeText(T.district, SHOP_CITY_MAX_LENGTH),
    address: freeText(T.address, SHOP_ADDRESS_MAX_LENGTH),
  }).optional(),
  leopard_cat_rice_type: z.enum(LEOPARD_CAT_RICE_TYPES, { error: T.riceTypeInvalid }).default(LEOPARD_CAT_DEFAULT_RICE_TYPE),
});
export type ShopOrderInfoInput = z.output<typeof shopOrderInfoSchema>;

/** POST /api/v1/shops/{shopId}/bookings, with the spec's alerts 請選擇日期, 請選擇時間, 請輸入姓名, 請輸入電話. */
export const shopBookingSchema = strictFormObject({
  product_id: wholeNumber(T.productNotFound, 1, Number.MAX_SAFE_INTEGER),
  date: z
    .string({ error: T.chooseDate })
    .refine((value) => parseIsoDate(value) === value, { error: T.chooseDate }),
  hour: z.number({ error: T.chooseTime }).refine(isShopBookingHour, { error: T.chooseTime }),
  note: freeText(T.note, SHOP_NOTE_MAX_LENGTH),
  name: z
    .string({ error: T.enterName })
    .trim()
    .min(1, { error: T.enterName })
    .max(SHOP_RECEIVER_NAME_MAX_LENGTH, { error: T.enterName })
    .refine((value) => !value.includes('\u0000'), { error: MESSAGES.invalidCharacter }),
  phone: z
    .string({ error: T.enterPhone })
    .trim()
    .min(1, { error: T.enterPhone })
    .refine((value) => PHONE_PATTERN.test(value), { error: T.enterPhone }),
});
export type ShopBookingInput = z.output<typeof shopBookingSchema>;

/** PUT /api/console/shop-orders/{id}/delivery: the carrier and its tracking code. */
export const shopDeliveryReportSchema = strictFormObject({
  carrier: requiredText(T.carrier, SHOP_CARRIER_MAX_LENGTH, [noNulRule]),
  carrier_code: requiredText(T.carrierCode, SHOP_CARRIER_CODE_MAX_LENGTH, [noNulRule]),
});
export type ShopDeliveryReportInput = z.output<typeof shopDeliveryReportSchema>;

/** POST /api/console/shop-deliveries: carrier codes for up to 200 orders at once. */
export const shopDeliveryBulkSchema = strictFormObject({
  items: z
    .array(
      strictFormObject({
        id: wholeNumber(T.deliveryNotFound, 1, Number.MAX_SAFE_INTEGER),
        carrier_code: requiredText(T.carrierCode, SHOP_CARRIER_CODE_MAX_LENGTH, [noNulRule]),
      }),
      { error: T.bulkEmpty },
    )
    .min(1, { error: T.bulkEmpty })
    .max(SHOP_DELIVERY_BULK_MAX, { error: T.bulkTooMany }),
});
export type ShopDeliveryBulkInput = z.output<typeof shopDeliveryBulkSchema>;

/** A product as the seller writes it (console). */
export const shopProductInputSchema = strictFormObject({
  name: requiredText(T.productName, SHOP_PRODUCT_NAME_MAX_LENGTH, [noNulRule]),
  price: wholeNumber(MESSAGES.invalidFormat, 1, SHOP_PRICE_MAX),
  is_orderable: booleanField(),
  is_visible: booleanField(),
  quantity: wholeNumber(MESSAGES.invalidFormat, 0, SHOP_STOCK_MAX),
  note: freeText(T.note, SHOP_NOTE_MAX_LENGTH),
  image_ids: z
    .array(z.uuid({ error: MESSAGES.invalidUploadId }), { error: MESSAGES.invalidFormat })
    .max(SHOP_PRODUCT_IMAGES_MAX, { error: MESSAGES.invalidFormat })
    .default([]),
});
export type ShopProductInput = z.output<typeof shopProductInputSchema>;

/** A new product (console): the product and the shop it belongs to. */
export const shopProductCreateSchema = strictFormObject({
  shop_id: wholeNumber(T.shopNotFound, 1, Number.MAX_SAFE_INTEGER),
  ...shopProductInputSchema.shape,
});
export type ShopProductCreateInput = z.output<typeof shopProductCreateSchema>;

/** The seller's shop (console myshop): its name, description and picture. */
export const shopInputSchema = strictFormObject({
  name: requiredText(T.shopName, SHOP_NAME_MAX_LENGTH, [noNulRule]),
  description: freeText(T.shopDescription, SHOP_DESCRIPTION_MAX_LENGTH),
  image_id: z.uuid({ error: MESSAGES.invalidUploadId }).nullable().optional(),
});
export type ShopInput = z.output<typeof shopInputSchema>;

const queryWhole = (message: string, max: number = Number.MAX_SAFE_INTEGER) =>
  z
    .string({ error: message })
    .refine((value) => /^\d{1,16}$/.test(value) && Number(value) >= 1 && Number(value) <= max, { error: message })
    .transform(Number);

const queryDate = z
  .string({ error: MESSAGES.invalidFormat })
  .refine((value) => parseIsoDate(value) === value, { error: MESSAGES.invalidFormat });

/** GET /api/v1/shops?kind=. */
export const shopListQuerySchema = z.object({
  kind: z.enum(SHOP_KINDS, { error: MESSAGES.invalidOption }).optional(),
});
export type ShopListQuery = z.output<typeof shopListQuerySchema>;

/** GET /api/v1/shop-products?shop_id=&page=&per_page=&ids= (a cart refresh: ids and per_page 1000). */
export const shopProductListQuerySchema = z.object({
  shop_id: queryWhole(T.shopNotFound).optional(),
  page: queryWhole(MESSAGES.invalidPage).default(1),
  per_page: queryWhole(MESSAGES.invalidFormat, SHOP_CART_REFRESH_PER_PAGE).default(SHOP_PER_PAGE),
  ids: z
    .string({ error: MESSAGES.invalidFormat })
    .regex(/^\d{1,15}(,\d{1,15}){0,999}$/, { error: MESSAGES.invalidFormat })
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .optional(),
});
export type ShopProductListQuery = z.output<typeof shopProductListQuerySchema>;

/** GET /api/v1/buyer-orders?delivery_status=&page=. */
export const buyerOrderListQuerySchema = z.object({
  delivery_status: z.enum(SHOP_DELIVERY_STATUSES, { error: MESSAGES.invalidOption }).optional(),
  page: queryWhole(MESSAGES.invalidPage).default(1),
});
export type BuyerOrderListQuery = z.output<typeof buyerOrderListQuerySchema>;

/** GET /api/v1/shop-orders/search?serial=. */
export const shopOrderSearchQuerySchema = z.object({
  serial: z.string({ error: T.orderNotFound }).regex(/^[A-Za-z0-9-]{1,40}$/, { error: T.orderNotFound }),
});
export type ShopOrderSearchQuery = z.output<typeof shopOrderSearchQuerySchema>;

/** GET /api/v1/shops/{shopId}/booking-slots?date=. */
export const shopBookingSlotsQuerySchema = z.object({
  date: z.string({ error: T.chooseDate }).refine((value) => parseIsoDate(value) === value, { error: T.chooseDate }),
});
export type ShopBookingSlotsQuery = z.output<typeof shopBookingSlotsQuerySchema>;

/** The console's delivery details filter: the deadline range (gte inclusive, lt exclusive) and the status. */
export const shopDeliveryFilterSchema = z.object({
  delivery_deadline_gte: queryDate.optional(),
  delivery_deadline_lt: queryDate.optional(),
  delivery_status: z.enum(SHOP_DELIVERY_STATUSES, { error: MESSAGES.invalidOption }).optional(),
});
export type ShopDeliveryFilter = z.output<typeof shopDeliveryFilterSchema>;

/** The console's order list filter. */
export const shopOrderFilterSchema = z.object({
  shop_id: z.number().int().positive().optional(),
  status: z.enum(SHOP_ORDER_STATUSES, { error: MESSAGES.invalidOption }).optional(),
  delivery_status: z.enum(SHOP_DELIVERY_STATUSES, { error: MESSAGES.invalidOption }).optional(),
  q: z.string().max(40).optional(),
});
export type ShopOrderFilter = z.output<typeof shopOrderFilterSchema>;
