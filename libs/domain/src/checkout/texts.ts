import { cartMoney } from '../cart/texts.js';
import { ntdText } from '../credit-try/texts.js';
import { LOAN_APP_TYPE_LABELS } from '../loans/vocabulary.js';
import { ORDER_STATUS_LABELS } from '../orders/texts.js';
import type { CheckoutConfirmation, CheckoutPaymentMethod, CheckoutStep, LenderInvestmentOrderField, LenderInvestmentTab } from './constants.js';
import { CHECKOUT_BALANCE_PAYMENT_MIN, LENDER_INVESTMENT_CROWDFUNDING_TYPE } from './constants.js';

/**
 * The checkout's words. 請同意合約, 您尚未同意合約, the three confirmation messages,
 * 尚未套用優惠折扣 with 套用優惠 and 不套用, and 購物車部分案件更動 are the spec's own; the
 * others are written in the same voice.
 */
export const CHECKOUT_TEXTS = {
  title: '確認訂單',
  loading: '載入中',
  emptyCart: '購物車目前沒有案件，無法結帳',
  backToCart: '返回購物車',
  steps: '結帳步驟',

  ordersTable: '訂單案件與合約',
  loanSerial: '案件編號',
  market: '類型',
  apr: '年利率',
  period: '期數',
  amount: '投資金額',
  contract: '借貸合約',
  checkAll: '全部同意',

  contractsTitle: '請同意合約',
  confirmationsHeading: '下單前確認',
  noProtectionLabel: '我已了解本訂單含無風險保障案件，出借本金不受風險保障',
  studentProjectLabel: '我已了解本訂單含學霸專案案件，並同意其借貸條件',
  collateralLabel: '我已了解本訂單含擔保品案件，並同意擔保品處分相關約定',
  noProtectionMissing: '您尚未確認無風保同意',
  studentProjectMissing: '您尚未確認學霸專案同意',
  collateralMissing: '您尚未確認擔保品案件同意',

  promoCode: '優惠碼',
  applyPromo: '套用',
  removePromo: '取消套用',
  promoUnappliedTitle: '尚未套用優惠折扣',
  promoApplyChoice: '套用優惠',
  promoSkipChoice: '不套用',

  summaryHeading: '付款資訊',
  total: '訂單總額',
  availableBalance: '可用餘額',
  paymentMethod: '付款方式',
  submit: '確認下單',

  cartChanged: '購物車部分案件更動',
  cartChangedHint: '以下案件的可投資金額已調降，請確認調整後的金額並再次同意合約後下單。',

  depositHeading: '請匯款至您的虛擬帳號',
  depositHint: '請於繳款期限前將應匯款金額轉入下列虛擬帳號；款項入帳後，按「我已完成匯款」即以帳戶餘額支付本訂單。',
  bankCode: '銀行代碼',
  virtualAccount: '虛擬帳號',
  depositAmount: '應匯款金額',
  deadline: '繳款期限',
  noDeadline: '—',
  transferDone: '我已完成匯款',

  completeHeading: '下單完成',
  transferCompleteHeading: '轉帳完成，訂單已付款',
  orderSerial: '訂單編號',
  orderStatus: '訂單狀態',
  createdAt: '下單時間',
  investmentsTable: '本次投資',
  investmentSerial: '投資編號',
  viewInvestments: '查看等待中的投資',
} as const;

/** The name of each step in the stepper. */
export const CHECKOUT_STEP_LABELS: Readonly<Record<CheckoutStep, string>> = {
  contracts: '確認合約',
  deposit: '匯款繳費',
  transfer_complete: '轉帳完成',
  complete: '下單完成',
};

export const CHECKOUT_PAYMENT_METHOD_LABELS: Readonly<Record<CheckoutPaymentMethod, string>> = {
  balance: '帳戶餘額扣款',
  deposit: '匯款至虛擬帳號',
};

/** Why the payment method is what it is, under the summary. */
export const CHECKOUT_PAYMENT_METHOD_HINTS: Readonly<Record<CheckoutPaymentMethod, string>> = {
  balance: '可用餘額足以支付本訂單，下單後立即扣款。',
  deposit: `可用餘額不足以支付本訂單（或低於 ${cartMoney(CHECKOUT_BALANCE_PAYMENT_MIN)}），下單後請先匯款至您的虛擬帳號。`,
};

/** What the member ticks for each confirmation, and what the checkout says when it is missing. */
export const CHECKOUT_CONFIRMATION_TEXTS: Readonly<Record<CheckoutConfirmation, { label: string; missing: string }>> = {
  no_protection: { label: CHECKOUT_TEXTS.noProtectionLabel, missing: CHECKOUT_TEXTS.noProtectionMissing },
  student_project: { label: CHECKOUT_TEXTS.studentProjectLabel, missing: CHECKOUT_TEXTS.studentProjectMissing },
  collateral: { label: CHECKOUT_TEXTS.collateralLabel, missing: CHECKOUT_TEXTS.collateralMissing },
};

/** An order state by its name; an unknown state as sent. */
export const checkoutOrderStatusLabel = (status: string): string =>
  (ORDER_STATUS_LABELS as Readonly<Record<string, string>>)[status] ?? status;

/** The contract box of one loan: 同意 A2511… 借貸合約. */
export const checkoutContractLabel = (serial: string): string => `同意 ${serial} 借貸合約`;

/** A checkout block for a contract not accepted (spec 8). */
export const checkoutContractMissing = (serial: string): string => `您尚未同意合約 ${serial}`;

/** The promo code applied to the order. */
export const checkoutPromoApplied = (code: string): string => `已套用優惠碼 ${code}，折扣於下單時計算`;

/** The question asked when a promo code was typed and not applied. */
export const checkoutPromoUnappliedText = (code: string): string => `您輸入了優惠碼 ${code}，是否套用後下單？`;

/** One loan whose orderable amount went down since the cart was read. */
export const checkoutLoweredLine = (serial: string, from: number, to: number): string =>
  `案件 ${serial}：${cartMoney(from)} 調整為 ${cartMoney(to)}`;

/** One loan that can no longer be ordered at all. */
export const checkoutRemovedLine = (serial: string): string => `案件 ${serial} 已無可投資金額，已自訂單移除`;

export const checkoutMoney = (amount: number): string => ntdText(amount);

/** The lender investment list's words. */
export const LENDER_INVESTMENT_TEXTS = {
  title: '我的投資',
  tabs: '投資分類',
  table: '投資列表',
  empty: '目前沒有符合條件的投資',
  pastLastPage: '這一頁沒有投資紀錄，頁數已超過最後一頁',
  loading: '載入中',
  filterType: '類型',
  filterStatus: '狀態',
  allOption: '全部',
  serial: '投資編號',
  loanSerial: '案件編號',
  type: '類型',
  amount: '投資金額',
  apr: '年利率',
  period: '期數',
  status: '狀態',
  createdAt: '投資時間',
  pagination: '頁碼',
  firstPage: '第一頁',
  lastPage: '最後一頁',
  previousPage: '上一頁',
  nextPage: '下一頁',
  openHint: '點選列開啟，滑鼠中鍵於新分頁開啟',
} as const;

export const LENDER_INVESTMENT_TAB_LABELS: Readonly<Record<LenderInvestmentTab, string>> = {
  all: '全部',
  waiting: '等待中',
  active: '還款中',
  closed: '已結束',
};

export const LENDER_INVESTMENT_ORDER_LABELS: Readonly<Record<LenderInvestmentOrderField, string>> = {
  created_at: LENDER_INVESTMENT_TEXTS.createdAt,
  amount: LENDER_INVESTMENT_TEXTS.amount,
  apr: LENDER_INVESTMENT_TEXTS.apr,
  period: LENDER_INVESTMENT_TEXTS.period,
};

/** Row types of the investment list: the loan application types and crowdfunding. */
export const LENDER_INVESTMENT_TYPE_LABELS: Readonly<Record<string, string>> = {
  ...LOAN_APP_TYPE_LABELS,
  [LENDER_INVESTMENT_CROWDFUNDING_TYPE]: '群眾募資',
};

export const lenderInvestmentTypeLabel = (type: string): string => LENDER_INVESTMENT_TYPE_LABELS[type] ?? type;

/** The way back from a page past the last: 回到第 3 頁. */
export const lenderInvestmentBackToPage = (page: number): string => `回到第 ${page} 頁`;

/** A page button of the list's pagination: 第 3 頁. */
export const lenderInvestmentPageLabel = (page: number): string => `第 ${page} 頁`;

/** The borrower's 下架 (cancel listing) of a matching loan: the dialog, the cancel info fields and the outcome. */
export const LISTING_CANCEL_TEXTS = {
  action: '下架',
  title: '下架借款案件',
  intro: '下架後案件將自投資市集移除，已投資的款項退還出借人。下架需自您的帳戶餘額支付下列費用：',
  loading: '載入中',
  balance: '帳戶餘額',
  progress: '募集進度',
  processing_amount: '處理中金額',
  cancel_fee: '下架手續費',
  borrower_fee: '借款人服務費',
  lender_fee: '出借人手續費',
  interest: '利息',
  total_cancel_amount: '下架應付總額',
  confirm: '確認下架',
  cancel: '取消',
  failed: '下架失敗',
  done: '案件已下架',
} as const;

/** The cancel info fields in the order the dialog lists them. */
export const LISTING_CANCEL_FIELDS = [
  'balance',
  'progress',
  'processing_amount',
  'cancel_fee',
  'borrower_fee',
  'lender_fee',
  'interest',
  'total_cancel_amount',
] as const;
export type ListingCancelField = (typeof LISTING_CANCEL_FIELDS)[number];

/** The button of one loan: 下架 LA2026…. */
export const listingCancelButtonLabel = (serial: string): string => `${LISTING_CANCEL_TEXTS.action} ${serial}`;

/** Shown when the balance does not cover what cancelling costs. */
export const listingCancelShortfall = (shortfall: number): string =>
  `帳戶餘額不足以支付下架費用，尚需 ${ntdText(shortfall)}`;

/** The console's loans (放款): list, status filter and the disburse action. */
export const CONSOLE_LOAN_TEXTS = {
  /** The reason the audit trail keeps for a disbursement the platform makes itself (the demo data). */
  disburseAuditReason: '案件已滿標，依出借人投資撥款',
  disburse_reason: '撥款說明',
  name: '放款',
  id: 'ID',
  serial: '案件編號',
  member_serial: '借款會員',
  app_type: '借款類型',
  amount: '借款金額',
  invested_amount: '已募集金額',
  apr: '年利率',
  period: '期數',
  status: '狀態',
  waiting_amount: '待撥款金額',
  borrower_fee: '借款手續費',
  funding_deadline: '募集截止',
  funded_at: '滿標時間',
  disbursed_at: '撥款時間',
  created_at: '建立時間',
  disburse: '撥款',
  disburseTitle: '確認撥款',
  disburseConfirm: '確認撥款',
  disbursed: '已撥款',
  cancel: '取消',
} as const;

/** The disburse question: which loan, what the lenders paid in, and the fee the platform keeps. */
export const consoleLoanDisburseText = (serial: string, amount: number, fee: number): string =>
  `將案件 ${serial} 募得的 ${ntdText(amount)} 撥款給借款人（扣除借款手續費 ${ntdText(fee)}），撥款後無法取消。`;

/** The disburse button of one row: 撥款 LA2026…. */
export const consoleLoanDisburseLabel = (serial: string): string => `${CONSOLE_LOAN_TEXTS.disburse} ${serial}`;

/**
 * The console's loan page (上架資料) beside LISTING_TEXTS and CONSOLE_LOAN_TEXTS: the sections'
 * buttons and the names of the inputs of one credit record or statement item.
 */
export const CONSOLE_LISTING_TEXTS = {
  loan: '案件',
  loading: '載入中…',
  save: '儲存',
  edit: '編輯',
  recordField: (label: string, row: number): string => `第 ${row} 筆${label}`,
  removeRecord: (row: number): string => `移除第 ${row} 筆`,
  thousands: (label: string): string => `${label}（千元）`,
  yuan: (label: string): string => `${label}（元）`,
  deleteConfirm: (name: string): string => `確定要刪除「${name}」嗎？刪除後無法復原。`,
  statementOfYear: (statement: string, year: number): string => `${year} 年度${statement}`,
} as const;
