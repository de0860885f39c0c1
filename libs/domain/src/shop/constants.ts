/** A goods shop (listed at /shopping) or a service shop whose products are booked by the hour (listed at /credit-service). */
export const SHOP_KINDS = ['goods', 'service'] as const;
export type ShopKind = (typeof SHOP_KINDS)[number];

/** How an order is paid: from the virtual account's balance, or by the platform's pay-later instalments. */
export const SHOP_PAYMENT_METHODS = ['balance', 'lnb_paylater_installment'] as const;
export type ShopPaymentMethod = (typeof SHOP_PAYMENT_METHODS)[number];

/** The order form's default payment method (spec: payment_method defaults to lnb_paylater_installment). */
export const SHOP_DEFAULT_PAYMENT_METHOD: ShopPaymentMethod = 'lnb_paylater_installment';

/**
 * The pay-later plan: this many monthly instalments, no interest, the first due one month after
 * the payment; the remainder of the division goes on the first instalment.
 */
export const SHOP_PAYLATER_INSTALMENTS = 3;

/** The buyer's view of a delivery: pending (待出貨), delivered (配送中, the seller reported it), received (已收貨). */
export const SHOP_DELIVERY_STATUSES = ['pending', 'delivered', 'received'] as const;
export type ShopDeliveryStatus = (typeof SHOP_DELIVERY_STATUSES)[number];

export const SHOP_ORDER_STATUSES = ['unpaid', 'paid', 'cancelled', 'lapsed'] as const;
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];

/** Orders holding their products' stock: paid, or waiting for their payment. */
export const SHOP_STOCK_HOLDING_STATUSES = ['unpaid', 'paid'] as const satisfies readonly ShopOrderStatus[];

export const SHOP_INSTALMENT_STATUSES = ['scheduled', 'paid', 'cancelled'] as const;
export type ShopInstalmentStatus = (typeof SHOP_INSTALMENT_STATUSES)[number];

export const SHOP_BOOKING_STATUSES = ['booked', 'cancelled'] as const;
export type ShopBookingStatus = (typeof SHOP_BOOKING_STATUSES)[number];

/** An unpaid order lapses after this many minutes and its stock returns. */
export const SHOP_ORDER_PAY_MINUTES = 30;

/** Days after the payment by which a paid order is to be delivered (the delivery deadline). */
export const SHOP_DELIVERY_DEADLINE_DAYS = 7;

/** Booking hours: slots start at from:00 and the last at (to - 1):00, one booking each (spec: default 9 to 18). */
export const SHOP_BOOKING_HOURS = { from: 9, to: 18 } as const;

/** How many days ahead a slot may be booked. */
export const SHOP_BOOKING_DAYS_AHEAD = 90;

export const SHOP_PER_PAGE = 12;
/** A cart refresh asks for its products by ids with this page size (spec: per_page 1000). */
export const SHOP_CART_REFRESH_PER_PAGE = 1000;

export const SHOP_ORDER_INFO_DEBOUNCE_MS = 500;
export const SHOP_PROMO_DEBOUNCE_MS = 500;

export const LEOPARD_CAT_RICE_TYPES = ['白米', '糙米'] as const;
export type LeopardCatRiceType = (typeof LEOPARD_CAT_RICE_TYPES)[number];
export const LEOPARD_CAT_DEFAULT_RICE_TYPE: LeopardCatRiceType = '白米';

/** Where the browser keeps the cart (a map of product id to quantity and note, per shop). */
export const SHOP_CART_STORAGE_KEY = 'lendbridge.shop.cart';

/** The most deliveries one bulk submission of carrier codes may carry. */
export const SHOP_DELIVERY_BULK_MAX = 200;

export const SHOP_NAME_MAX_LENGTH = 60;
export const SHOP_DESCRIPTION_MAX_LENGTH = 2000;
export const SHOP_PRODUCT_NAME_MAX_LENGTH = 100;
export const SHOP_NOTE_MAX_LENGTH = 500;
export const SHOP_RECEIVER_NAME_MAX_LENGTH = 40;
export const SHOP_ADDRESS_MAX_LENGTH = 200;
export const SHOP_EMAIL_MAX_LENGTH = 120;
export const SHOP_CONTACT_MAX_LENGTH = 100;
export const SHOP_PHONE_MAX_LENGTH = 20;
export const SHOP_CARRIER_MAX_LENGTH = 40;
export const SHOP_CARRIER_CODE_MAX_LENGTH = 60;
export const SHOP_PROMO_CODE_MAX_LENGTH = 40;
export const SHOP_CITY_MAX_LENGTH = 20;
/** The most units of one product an order line may ask for. */
export const SHOP_QUANTITY_MAX = 9_999;
/** The most different products one order may carry. */
export const SHOP_ORDER_LINES_MAX = 50;
/** The largest price of a product. */
export const SHOP_PRICE_MAX = 10_000_000;
/** The most units of stock a product may hold. */
export const SHOP_STOCK_MAX = 1_000_000;
/** The most images of one product. */
export const SHOP_PRODUCT_IMAGES_MAX = 8;

/** The public list of each kind. */
export const SHOP_LIST_PATHS: Readonly<Record<ShopKind, string>> = { goods: '/shopping', service: '/credit-service' };
/** One shop's page: /shopping/{shopId} or /credit-service/{shopId}. */
export const shopPagePath = (kind: ShopKind, shopId: number): string => `${SHOP_LIST_PATHS[kind]}/${shopId}`;
/** The order search page (takes ?serial= and clear_cart). */
export const SHOP_ORDER_SEARCH_PATH = '/shopping/order';
export const shopOrderSearchPath = (serial: string, clearCart = false): string =>
  `${SHOP_ORDER_SEARCH_PATH}?serial=${encodeURIComponent(serial)}${clearCart ? '&clear_cart=1' : ''}`;
/** The buyer's orders by delivery status. */
export const SHOP_BUYER_ORDERS_PATH = '/account/shop-orders';
/** Where a product's picture is served (public). */
export const shopProductImagePath = (productId: number, uploadId: string): string => `/api/v1/shop-products/${productId}/images/${uploadId}`;

/** The columns of the console's order export (.xlsx), in order: the row key and its header. */
export const SHOP_EXPORT_COLUMNS = [
  { key: 'serial', header: '訂單編號' },
  { key: 'shop_name', header: '商店' },
  { key: 'status', header: '訂單狀態' },
  { key: 'payment_method', header: '付款方式' },
  { key: 'delivery_status', header: '出貨狀態' },
  { key: 'products', header: '商品' },
  { key: 'total', header: '金額' },
  { key: 'receiver_name', header: '收件人' },
  { key: 'phone', header: '電話' },
  { key: 'address', header: '地址' },
  { key: 'carrier', header: '物流商' },
  { key: 'carrier_code', header: '物流單號' },
  { key: 'delivery_deadline', header: '出貨期限' },
  { key: 'paid_at', header: '付款時間' },
] as const;
export type ShopExportColumnKey = (typeof SHOP_EXPORT_COLUMNS)[number]['key'];

/** The fields of the console's product form. */
export const SHOP_PRODUCT_FORM_FIELDS = ['name', 'price', 'is_orderable', 'is_visible', 'quantity', 'note', 'image_ids'] as const;
/** The fields of the console's new product form. */
export const SHOP_PRODUCT_CREATE_FIELDS = ['shop_id', ...SHOP_PRODUCT_FORM_FIELDS] as const;
/** The fields of the console's shop form (myshop). */
export const SHOP_FORM_FIELDS = ['name', 'description', 'image_id'] as const;
