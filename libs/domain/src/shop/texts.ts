import type { ShopBookingStatus, ShopDeliveryStatus, ShopInstalmentStatus, ShopKind, ShopOrderStatus, ShopPaymentMethod } from './constants.js';
import { SHOP_ORDER_PAY_MINUTES, SHOP_PAYLATER_INSTALMENTS } from './constants.js';

/**
 * The shop's words. cartEmpty, chooseDate, chooseTime, enterName, enterPhone, slotsFailed,
 * deliveryUpdateFailed and unknownError are the spec's own; the others are written in the same voice.
 */
export const SHOP_TEXTS = {
  cartEmpty: '購物車目前無商品',
  chooseDate: '請選擇日期',
  chooseTime: '請選擇時間',
  enterName: '請輸入姓名',
  enterPhone: '請輸入電話',
  slotsFailed: '查無資料',
  deliveryUpdateFailed: '更改失敗',
  unknownError: '不明錯誤',
  goodsTitle: '購物商城',
  serviceTitle: '信用服務',
  listEmpty: '目前沒有商店',
  productsEmpty: '目前沒有商品',
  shopNotFound: '查無此商店',
  productNotFound: '查無此商品',
  orderNotFound: '查無此訂單',
  bookingNotFound: '查無此預約',
  deliveryNotFound: '查無此出貨',
  soldOut: '商品庫存不足',
  notOrderable: '此商品目前無法訂購',
  productsOfOneShop: '一張訂單只能包含同一間商店的商品',
  serviceNotOrderable: '服務類商品請使用預約',
  quantityMin: '數量至少為 1',
  quantityMax: '數量超過上限',
  slotTaken: '此時段已被預約',
  slotOutOfHours: '此時段不開放預約',
  slotInPast: '此時段已過',
  slotTooFar: '此日期尚未開放預約',
  notBookable: '此商店不提供預約',
  notPayable: '此訂單目前無法付款',
  balanceShort: '可用餘額不足，請先轉帳至您的虛擬帳戶',
  notCancellable: '商品已出貨，無法取消訂單',
  orderCancelled: '訂單已取消',
  notReceivable: '商品尚未出貨，無法確認收貨',
  received: '已確認收貨',
  infoLocked: '商品已出貨，無法變更訂單資料',
  deliveryNotChangeable: '此訂單無法回報出貨',
  orderSuccess: '下單成功',
  paySuccess: '付款成功',
  bookingSuccess: '預約成功',
  paymentMethodInvalid: '請選擇付款方式',
  riceTypeInvalid: '請選擇米種',
  carrierRequired: '請輸入物流商',
  carrierCodeRequired: '請輸入物流單號',
  bulkEmpty: '請至少填寫一筆物流單號',
  bulkTooMany: '一次最多送出 200 筆',
  receiverName: '收件人姓名',
  phone: '電話',
  email: '電子郵件',
  address: '收件地址',
  note: '備註',
  contact: '聯絡方式',
  paymentMethod: '付款方式',
  promoCode: '優惠碼',
  productName: '商品名稱',
  price: '價格',
  quantity: '數量',
  stock: '庫存',
  isOrderable: '可訂購',
  isVisible: '上架',
  images: '商品圖片',
  shopName: '商店名稱',
  shopDescription: '商店介紹',
  shopKind: '請選擇商店類型',
  shopOwnerEmail: '賣家帳號 Email',
  shopOwnerNotSeller: '此帳號不是商城賣家',
  templeInfo: '點燈資料',
  deliveryInfo: '寄送資料',
  name: '姓名',
  city: '縣市',
  district: '鄉鎮市區',
  riceType: '米種',
  date: '日期',
  hour: '時間',
  carrier: '物流商',
  carrierCode: '物流單號',
  deliveryDeadline: '出貨期限',
  deliveryStatus: '出貨狀態',
  orderStatus: '訂單狀態',
  serial: '訂單編號',
  total: '金額',
  discount: '折扣',
  payDeadline: '付款期限',
  instalments: '分期付款',
  instalmentNo: '期數',
  dueDate: '扣款日',
  amount: '金額',
  cart: '購物車',
  checkout: '結帳',
  addToCart: '加入購物車',
  back: '上一步',
  next: '下一步',
  submitOrder: '送出訂單',
  pay: '付款',
  cancel: '取消訂單',
  confirmReceipt: '確認收貨',
  search: '查詢訂單',
  book: '預約',
  available: '可預約',
  unavailable: '已額滿',
  export: '匯出 Excel',
  deliveryReport: '回報出貨',
  deliveryDetails: '出貨明細',
  submitCarrierCodes: '送出物流單號',
  myBookings: '我的預約',
  buyerOrders: '我的訂單',
} as const;

export const SHOP_KIND_LABELS: Readonly<Record<ShopKind, string>> = {
  goods: SHOP_TEXTS.goodsTitle,
  service: SHOP_TEXTS.serviceTitle,
};

export const SHOP_ORDER_STATUS_LABELS: Readonly<Record<ShopOrderStatus, string>> = {
  unpaid: '待付款',
  paid: '已付款',
  cancelled: '已取消',
  lapsed: '逾期未付款',
};

export const SHOP_DELIVERY_STATUS_LABELS: Readonly<Record<ShopDeliveryStatus, string>> = {
  pending: '待出貨',
  delivered: '配送中',
  received: '已收貨',
};

export const SHOP_PAYMENT_METHOD_LABELS: Readonly<Record<ShopPaymentMethod, string>> = {
  balance: '虛擬帳戶餘額付款',
  lnb_paylater_installment: `先買後付（${SHOP_PAYLATER_INSTALMENTS} 期零利率）`,
};

export const SHOP_INSTALMENT_STATUS_LABELS: Readonly<Record<ShopInstalmentStatus, string>> = {
  scheduled: '待扣款',
  paid: '已扣款',
  cancelled: '已取消',
};

export const SHOP_BOOKING_STATUS_LABELS: Readonly<Record<ShopBookingStatus, string>> = {
  booked: '已預約',
  cancelled: '已取消',
};

/** The payment reminder of an unpaid order. */
export const shopPayWithin = (deadline: string): string => `請於 ${SHOP_ORDER_PAY_MINUTES} 分鐘內（${deadline} 前）完成付款，逾時訂單將自動取消。`;

/** A product the stock no longer covers, named (409). */
export const shopSoldOutOf = (productName: string): string => `${productName}：${SHOP_TEXTS.soldOut}`;

/** A slot's label, e.g. 09:00. */
export const shopHourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;
