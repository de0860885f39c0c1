import { CART_AMOUNT_MIN, CART_AMOUNT_UNIT, CART_COUNT_MAX, CART_COUNT_MIN } from './constants.js';

/** Whole NT$ as the cart shows them: 12,000 元. */
export const cartMoney = (amount: number): string => `${amount.toLocaleString('en-US')} 元`;

/** A percent as the cart shows it: 8.80%. */
export const cartPercent = (value: string): string => `${value}%`;

/**
 * The cart's words and the cart API's refusals. 購物車部分案件更動, 此案件目前無法投資 and
 * 請填入正確金額 are the spec's own; the others are written in the same voice.
 */
export const CART_TEXTS = {
  title: '購物車',
  open: '開啟購物車',
  close: '關閉',
  goToCart: '前往購物車',
  empty: '購物車目前沒有案件',
  browseMarket: '前往投資市集',
  checkout: '前往結帳',
  clear: '清空購物車',
  clearConfirm: '確定要清空購物車嗎？',
  cleared: '已清空購物車',
  added: '已加入購物車',
  delete: '刪除',
  loading: '載入中',
  saving: '儲存中…',
  needsLevelLink: '前往完成',

  loanSerial: '案件編號',
  market: '類型',
  creditLevel: '信用等級',
  apr: '年利率',
  period: '期數',
  pgr: '風險保障',
  noProtection: '無',
  amountInvestable: '可投資金額',
  amount: '投資金額',
  count: '數量',
  actions: '操作',
  itemsTable: '購物車案件',

  analysisTitle: '投資分析',
  aapr: '平均年利率',
  totalAmount: '投資總額',
  returnAmount: '預期回收總額',
  totalFee: '預估出借人手續費',
  expectedProfit: '預期獲利',
  returnOnInvestment: '預期報酬率',
  protectionNumber: '風險保障案件',
  orderNumber: '案件數',
  pmt: '每月預期收款',
  marketChart: '投資分布',
  analysisNote: '預期數字依各案件的還款方式按月試算，已扣除出借人手續費；實際收款以借款人還款情形為準。',

  changed: '購物車部分案件更動',
  loanNotFound: '查無此案件',
  loanClosed: '此案件目前無法投資',
  ownLoan: '您不能投資自己的借款案件',
  itemNotFound: '購物車中沒有這個項目',
  commoditySetNotFound: '查無此商品組合',
  countWithoutCommoditySet: `未選擇商品組合的案件，數量只能為 ${CART_COUNT_MIN}`,
  countRange: `數量須介於 ${CART_COUNT_MIN} 到 ${CART_COUNT_MAX} 之間`,
  amountRequired: '請輸入投資金額',
  amountNumber: '請填入正確金額',
  amountMin: `投資金額至少 ${cartMoney(CART_AMOUNT_MIN)}`,
  amountUnit: `投資金額須以 ${cartMoney(CART_AMOUNT_UNIT)}為單位`,
} as const;

/** The API refuses an amount above what is still investable in the loan. */
export const cartAmountAboveInvestable = (investable: number): string =>
  `投資金額不能超過可投資金額 ${cartMoney(investable)}`;

/** A cart warning: the loan no longer takes orders. */
export const cartLoanClosedWarning = (serial: string): string => `案件 ${serial} 已結束募集，請自購物車移除`;

/** A cart warning: less is investable now than the item's amount. */
export const cartAmountAboveWarning = (serial: string, investable: number): string =>
  `案件 ${serial} 目前可投資金額為 ${cartMoney(investable)}，低於購物車中的金額，請調整`;

/** The fee-discount notice of an item whose loan grants the discount at this order total. */
export const cartFeeDiscountNotice = (serial: string, minOrderAmount: number, fee: string, discountFee: string): string =>
  `訂單總金額已達 ${cartMoney(minOrderAmount)}，案件 ${serial} 的出借人手續費由 ${cartPercent(fee)} 降為 ${cartPercent(discountFee)}`;

/** The header button's accessible name: 購物車（3 件）. */
export const cartButtonLabel = (count: number): string => `${CART_TEXTS.title}（${count} 件）`;
