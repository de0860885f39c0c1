import { formatNtd } from '../money/money.js';
import { ROBO_SALE_DAYS } from './constants.js';
import type { RoboProduct } from './constants.js';

export const ROBO_PRODUCT_LABELS: Readonly<Record<RoboProduct, string>> = {
  stable: '穩健型智能投資',
  vip: 'VIP 穩健型智能投資',
};

/**
 * The robo sell form and its answers. 哎呀！你尚未輸入金額, 哎呀！金額超過了, 尚未同意售出, 尚未輸入登入密碼
 * and 正在售出中 are the spec's (001 sections 5 and 8); the others are written in the same voice.
 */
export const ROBO_SELL_TEXTS = {
  amountRequired: '哎呀！你尚未輸入金額',
  amountTooLarge: '哎呀！金額超過了',
  agreeRequired: '尚未同意售出',
  passwordRequired: '尚未輸入登入密碼',
  selling: '正在售出中',
  amount: '售出金額',
  saleableAmount: '可售出金額',
  sellFee: '售出手續費',
  sellFeeRate: '售出手續費率',
  proceeds: '預計入帳金額',
  agree: '我已閱讀並同意售出合約',
  expiryNote: `售出中的投資不再計息；未全數售出的部分於 ${ROBO_SALE_DAYS} 天後自動取消售出。`,
  cancel: '取消售出',
  title: '售出智能投資',
  next: '下一步',
  back: '上一步',
  confirmTitle: '確認售出',
  submit: '確認售出',
  password: '登入密碼',
  holdingTime: '持有月數',
  soldAmount: '已售出金額',
  targetAmount: '售出目標金額',
  expiresOn: '售出期限',
  untilSold: '全數售出為止',
  backToRobo: '回智能投資',
  cancelConfirm: '確定要取消售出嗎？',
  sell: '售出',
  actions: '操作',
} as const;

/** Below the least amount a sale may offer: 哎呀！售出金額最少 NT$ 1,000. */
export const roboSellAmountTooSmall = (min: number): string => `哎呀！售出金額最少 ${formatNtd(min)}`;

/**
 * A sell fee band as the summary's sell_fee_rates list shows it: 持有未滿 3 個月 3%,
 * 持有滿 3 個月、未滿 6 個月 2%, 持有滿 24 個月以上 0%.
 */
export const roboSellFeeBandText = (fromMonths: number, untilMonths: number | null, ratePercent: number): string => {
  if (untilMonths === null) return `持有滿 ${fromMonths} 個月以上 ${ratePercent}%`;
  if (fromMonths === 0) return `持有未滿 ${untilMonths} 個月 ${ratePercent}%`;
  return `持有滿 ${fromMonths} 個月、未滿 ${untilMonths} 個月 ${ratePercent}%`;
};

/** The resale (bid) preview and its refusals, in the voice of the spec's screens. */
export const RESALE_TEXTS = {
  remainPrincipal: '剩餘本金',
  price: '出售價格',
  discount: '折價',
  premium: '溢價',
  par: '平價',
  yieldToMaturity: '到期殖利率',
  resaleFee: '債權轉讓手續費',
  accruedInterest: '應計利息',
  buyerPays: '買方應付金額',
  sellerReceives: '賣方實收金額',
  priceRequired: '哎呀！你尚未輸入價格',
  notResaleable: '此投資目前無法轉讓',
  offer: '轉讓',
  offerTitle: '債權轉讓',
  offerIntro: '設定出售價格後，此投資的剩餘本金與之後的還款將於成交時轉給承接的投資人；成交前利息仍歸您所有。',
  priceBand: '可設定價格',
  feeNote: '成交時由賣方支付出售價格 1% 的債權轉讓手續費。',
  submitOffer: '上架轉讓',
  offered: '已上架轉讓',
  offerOpen: '轉讓中',
  offerExists: '此投資已在轉讓中',
  withdrawOffer: '取消轉讓',
  withdrawn: '已取消轉讓',
  offerNotFound: '找不到此債權轉讓',
  marketTitle: '債權轉讓市場',
  marketEmpty: '目前沒有轉讓中的債權',
  loanSerial: '案件編號',
  creditLevel: '信用等級',
  apr: '年利率',
  remainingPeriods: '剩餘期數',
  nextDueDate: '下次還款日',
  lastDueDate: '到期日',
  priceGap: '折溢價',
  buy: '承接',
  buyTitle: '承接債權',
  buyIntro: '請確認承接條件並輸入登入密碼；成交後剩餘的還款將撥入您的帳戶。',
  balance: '可用餘額',
  password: '登入密碼',
  passwordRequired: '尚未輸入登入密碼',
  confirmBuy: '確認承接',
  bought: '承接成功',
  boughtNote: '您可以在「我的投資」查看承接的債權。',
  toInvestments: '前往我的投資',
  toMarket: '返回債權轉讓市場',
  soldOrWithdrawn: '此債權已被承接或已取消轉讓',
  ownOffer: '不能承接自己轉讓的債權',
  ownLoan: '不能承接自己借款的債權',
  termsChanged: '承接條件已變更，請重新確認',
  businessDate: '營業日',
  offerHeading: '轉讓設定',
  openOfferHeading: '轉讓中的價格',
  notBuyable: '此轉讓目前無法成交（已有還款入帳或案件狀態改變），請取消後重新設定價格。',
  action: '操作',
  loading: '載入中',
  pagination: '頁碼',
  firstPage: '第一頁',
  previousPage: '上一頁',
  nextPage: '下一頁',
  lastPage: '最後一頁',
  cancel: '取消',
} as const;

/** A numbered page of the resale market: 第 2 頁. */
export const resalePageLabel = (page: number): string => `第 ${page} 頁`;

/** The statement description of a resale's money: 債權轉讓 {loan serial}. */
export const resaleDescription = (loanSerial: string): string => `${RESALE_TEXTS.offerTitle} ${loanSerial}`;

/** A remaining term: 剩餘 8 期. */
export const resaleRemainingPeriodsText = (periods: number): string => `剩餘 ${periods} 期`;

/** A price's gap to the remaining principal: 折價 5.00% (NT$ 500), 溢價 2.00% (NT$ 200), 平價. */
export const resalePriceGapText = (gap: { readonly kind: 'discount' | 'premium' | 'par'; readonly amount: number; readonly percent: string }): string =>
  gap.kind === 'par' ? RESALE_TEXTS.par : `${RESALE_TEXTS[gap.kind]} ${gap.percent}% (${formatNtd(gap.amount)})`;

/** A price outside the band: 出售價格須介於 NT$ 8,000 到 NT$ 10,500 之間. */
export const resalePriceOutOfBand = (min: number, max: number): string =>
  `${RESALE_TEXTS.price}須介於 ${formatNtd(min)} 到 ${formatNtd(max)} 之間`;

/** The robo screens' labels and the API's answers about robo investing. */
export const ROBO_API_TEXTS = {
  notOpen: '此智能投資方案僅開放給 VIP 會員',
  accountNotFound: '找不到此智能投資',
  saleActive: '已有售出中的智能投資，請等待售出完成或取消售出',
  noSale: '目前沒有售出中的智能投資',
  notSaleable: '此智能投資目前沒有可售出的金額',
  saleCancelled: '已取消售出',
  transferTitle: '轉入智能投資',
  transferAmount: '轉帳金額',
  transferSubmit: '確認轉帳',
  transferError: '出了些問題',
  cash: '待投資金額',
  investedPrincipal: '投資中本金',
  waitingAmount: '等待撥款金額',
  totalAmount: '智能投資總額',
  accounts: '智能投資筆數',
  calculating: '資金配置中，畫面將自動更新',
  statement: '智能投資對帳單',
  investments: '智能投資案件',
  summary: '智能投資總覽',
  noRows: '目前沒有資料',
  holdingTime: '持有月數',
  currentInterest: '目前收益',
  totalRecovery: '預計回收金額',
  serial: '編號',
  amount: '金額',
  createdAt: '建立日期',
  loanSerial: '案件編號',
  creditLevel: '信用等級',
  apr: '年利率',
  period: '期數',
  groupAmount: '投資金額',
  remainPrincipal: '剩餘本金',
  lastInvestedAt: '最後投資日',
  status: '狀態',
  subject: '科目',
  balance: '餘額',
  date: '日期',
  sellFeeRates: '售出手續費率',
  transactionGroup: '收支彙總',
} as const;

/** The guardrail before a transfer: how many listed loans the product would buy a part of now. */
export const roboMatchingLoansText = (count: number): string =>
  count === 0 ? '目前沒有符合投資條件的案件，轉入的資金將等待新案件上架後再投資' : `目前有 ${count} 件案件符合投資條件`;

/** The robo pages' further labels: the product pages, the market page, the statement and the holdings list. */
export const ROBO_PAGE_TEXTS = {
  title: '智能投資',
  loading: '載入中',
  transferOpen: '轉入智能投資',
  transferPassword: '登入密碼',
  transferCancel: '取消',
  available: '可用餘額',
  matchingLoading: '查詢符合條件的案件中…',
  myInvestments: '我的智能投資',
  productPage: '方案總覽',
  marketTitle: '智能投資方案',
  marketIntro: '智能投資依方案規則，自動將轉入的資金分散投資於符合條件的案件。',
  ruleGrades: '投資信用等級',
  ruleSources: '投資市場',
  rulePartAmount: '每次投資金額',
  ruleLoanCap: '單一案件上限',
  ruleBorrowerCap: '單一借款人上限',
  ruleFee: '智能投資管理費（年費率）',
  matchingLoans: '目前符合條件案件',
  groupChart: '收支彙總圖',
  filters: '篩選',
  allSubjects: '全部科目',
  allStatuses: '全部狀態',
  serialLike: '案件編號',
  investedFrom: '最後投資日（起）',
  investedUntil: '最後投資日（迄）',
  createdFrom: '首次投資日（起）',
  createdUntil: '首次投資日（迄）',
  startDate: '起始日期',
  endDate: '結束日期',
  search: '搜尋',
  clear: '清除',
  dateOrder: '起始日期不可晚於結束日期',
  parts: '投資次數',
  product: '方案',
  pagination: '頁碼',
  firstPage: '第一頁',
  previousPage: '上一頁',
  nextPage: '下一頁',
  lastPage: '最後一頁',
  backToSummary: '返回智能投資總覽',
} as const;

/** A robo investment's state on the summary's list. */
export const ROBO_ACCOUNT_STATUS_LABELS: Readonly<Record<'active' | 'selling' | 'sold', string>> = {
  active: '投資中',
  selling: ROBO_SELL_TEXTS.selling,
  sold: '已售出',
};

/** A numbered page button of the robo lists: 第 3 頁. */
export const roboPageLabel = (page: number): string => `第 ${page} 頁`;

/** A rule or fee in percent: 2%, 0.5%. */
export const roboPercentText = (percent: number): string => `${percent}%`;

/** The months a robo investment has been held: 3 個月. */
export const roboHoldingTimeText = (months: number): string => `${months} 個月`;

/** A robo product's page title with its part: 穩健型智能投資 智能投資案件. */
export const roboProductHeading = (productLabel: string, part: string): string => `${productLabel} ${part}`;

/** The console's vip robo flag on a member. */
export const ROBO_CONSOLE_TEXTS = {
  field: 'VIP 智能投資',
  flag: '設為 VIP 智能投資會員',
  unflag: '取消 VIP 智能投資資格',
  saved: '已更新 VIP 智能投資資格',
} as const;
