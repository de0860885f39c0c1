import { READ_MARK_COOKIE_DAYS } from '../constants/ui.js';
import type { DisplayLevelCode } from '../grades/display-levels.js';
import { MARKET_SOURCES, type MarketSource, type MarketStatusFilter, type MarketTab, type MarketTypeGroup, type PawnProjectView } from './tabs.js';

/** The marketplace's words (the spec quotes none of them beyond the ladder and message texts). */
export const MARKET_TEXTS = {
  marketSuffix: '市場',
  siteName: '信橋 LendBridge',
  sourceSwitch: '市場類別',
  summaryTitle: '市場概況',
  summaryCount: '案件數',
  summaryAmount: '可投資金額',
  summaryApr: '平均年利率',
  summaryLenderFee: '平均服務費率',
  summaryPromotionLenderFee: '優惠服務費率',
  summarySumPmt: '預估月收本息',
  summarySumPmtRate: '月收本息比',
  summaryTotalFee: '預估服務費總額',
  cardView: '卡片檢視',
  listView: '列表檢視',
  sortBy: '排序',
  sortAsc: '由低到高',
  sortDesc: '由高到低',
  quickFilters: '快速篩選',
  allOption: '全部',
  advancedFilter: '進階篩選',
  advancedFilterApply: '套用篩選',
  advancedFilterClear: '清除條件',
  advancedFilterActive: '已套用進階篩選',
  rangeReversed: '最大值不能小於最小值',
  listSeparatorHint: '可複選',
  empty: '目前沒有符合條件的案件',
  loading: '載入中',
  read: '已讀',
  unread: '未讀',
  serial: '案件編號',
  amount: '借款金額',
  apr: '年利率',
  period: '期數',
  creditLevel: '信用等級',
  progress: '投資進度',
  amountInvestable: '可投資金額',
  investedAmount: '已投資金額',
  lenderFee: '服務費率',
  discountLenderFee: '優惠服務費率',
  minDiscountOrderAmount: '優惠門檻',
  pgr: '風險保障比例',
  noProtection: '無風險保障',
  studentLoan: '學生貸款',
  collateral: '有擔保品',
  purpose: '借款用途',
  description: '借款說明',
  repaymentType: '還款方式',
  fundingDeadline: '募集截止',
  listedAt: '上架時間',
  status: '狀態',
  detail: '查看案件',
  close: '關閉',
  pagination: '頁碼',
  firstPage: '第一頁',
  previousPage: '上一頁',
  nextPage: '下一頁',
  lastPage: '最後一頁',
  detailTabLoan: '案件資訊',
  detailTabBorrower: '借款人資訊',
  detailTabFinancials: '財務報表',
  detailTabCollaterals: '擔保品',
  detailTabQuestions: '問與答',
  notFound: '找不到此案件',
  backToMarket: '回到市場',
  borrowerFactsNote: '為保護借款人隱私，不揭露姓名、身分證字號與聯絡方式。',
  notDisclosed: '未提供',
  ageUnit: '歲',
  age: '年齡',
  city: '居住縣市',
  loanPageTitle: (serial: string): string => `案件 ${serial} | 信橋 LendBridge`,
  collateralType: '擔保品',
  collateralBrand: '品牌',
  collateralModel: '型號',
  collateralAddOns: '附件',
  countUnit: '個',
  yearsOld: (age: number): string => `${age} 歲`,
  balanceSheet: '資產負債表',
  incomeStatement: '損益表',
  statementYear: '年度',
  statementAmount: '金額（元）',
  noFinancials: '此案件沒有財務報表',
  collateralValue: '預估價值（萬元）',
  collateralHouseAge: '屋齡（年）',
  collateralLocation: '所在地',
  investTitle: '投資金額',
  investAmountLabel: '投資金額（元）',
  investAmountHint: (min: number, step: number, max: number): string =>
    `最低 ${min.toLocaleString('zh-TW')} 元，以 ${step.toLocaleString('zh-TW')} 元為單位，最多 ${max.toLocaleString('zh-TW')} 元`,
  investAll: '全部投資',
  addToCart: '加入購物車',
  notInvestable: '此案件目前無法投資',
  ownLoan: '這是您的借款案件，無法投資',
  sendMessage: '傳送訊息給借款人',
  messageSubject: '主旨',
  messageContent: '內容',
  messageSend: '送出',
  messageSent: '訊息已送出',
  messageSendFailed: '訊息發送失敗！',
  messageNotice: '訊息將送至借款人的訊息中心，不會揭露您的聯絡方式。',
  messageSubjectRequired: '請輸入主旨',
  messageContentRequired: '請輸入內容',
  messageInboxIntro: (serial: string): string => `投資人透過案件 ${serial} 傳送了訊息給您：`,
  ownLoanMessage: '無法傳送訊息給自己',
  tooManyMessages: '今日傳送的訊息已達上限，請明天再試',
  questions: '問與答',
  questionsEmpty: '目前還沒有問題',
  questionTitle: '問題',
  questionTitleRequired: '請輸入問題',
  questionAsk: '提問',
  questionAsked: '已送出問題，借款人回覆後將公開顯示',
  questionPending: '等待借款人回覆',
  questionPendingOnlyYou: '（僅您與借款人可見）',
  questionReply: '回覆',
  questionReplyLabel: '回覆內容',
  questionReplyRequired: '請輸入回覆內容',
  questionReplied: '借款人回覆',
  questionReplySend: '送出回覆',
  questionOwnLoan: '借款人無法對自己的案件提問',
  questionClosed: '此案件目前無法提問',
  questionTooMany: '您在此案件尚有未回覆的問題，請待借款人回覆後再提問',
  questionNotBorrower: '只有借款人可以回覆問題',
  questionAlreadyReplied: '此問題已回覆',
  askerLabel: '提問者',
  loginToAsk: '登入後即可提問',
  readMarkFailed: '無法記錄已讀',
  questionInboxSubject: (serial: string): string => `案件 ${serial} 有新的提問`,
  questionInboxContent: (serial: string, title: string): string =>
    `投資人對您的借款案件 ${serial} 提出問題：\n\n${title}\n\n請至案件頁面的「問與答」回覆，回覆後將公開顯示。`,
  replyInboxSubject: (serial: string): string => `您在案件 ${serial} 的提問已獲回覆`,
  replyInboxContent: (serial: string, title: string, reply: string): string =>
    `您的問題：${title}\n\n借款人回覆：${reply}\n\n案件編號：${serial}`,
} as const;

export const MARKET_TAB_LABELS: Readonly<Record<MarketTab, string>> = {
  credit: '信用貸款',
  sme: '中小企業',
  farmer: '農民貸款',
  'pawn-project': '典當專案',
  realty: '不動產擔保',
  other: '其他貸款',
  ntu: '台大校友',
};

export const MARKET_SOURCE_LABELS: Readonly<Record<MarketSource, string>> = {
  complex: '綜合市場',
  npr: '高收益市場',
  pgr: '風險保障市場',
};

export const MARKET_SOURCE_OPTIONS = MARKET_SOURCES.map((value) => ({ value, label: MARKET_SOURCE_LABELS[value] }));

export const MARKET_TYPE_GROUP_LABELS: Readonly<Record<MarketTypeGroup, string>> = {
  normal: '一般信貸',
  student_project: '學霸專案',
  fast_apply: '快速申貸',
  sme: '中小企業',
  corporate: '企業貸款',
  farmer: '農民貸款',
  pawn_project: '典當專案',
  realty: '不動產擔保',
  other: '其他貸款',
  ntu: '台大校友',
};

export const PAWN_PROJECT_VIEW_LABELS: Readonly<Record<PawnProjectView, string>> = {
  locked: '已鎖定',
  pending: '即將上架',
  backed: '已滿標',
};

export const MARKET_STATUS_FILTER_LABELS: Readonly<Record<MarketStatusFilter, string>> = {
  matching: '媒合中',
  funded: '已滿標',
};

/** Labels of the rank filter values (the display levels themselves). */
export const creditRankLabel = (level: DisplayLevelCode): string => level;

/** A page button's name: 第 3 頁. */
export const marketPageLabel = (page: number): string => `第 ${page} 頁`;

/** The page title of a tab: its name plus 市場, then the site name. */
export const marketPageTitle = (tab: MarketTab): string =>
  `${MARKET_TAB_LABELS[tab]}${MARKET_TEXTS.marketSuffix} | ${MARKET_TEXTS.siteName}`;

/** How long a visitor's read marker lasts, in seconds. */
export const READ_MARK_COOKIE_SECONDS = READ_MARK_COOKIE_DAYS * 24 * 60 * 60;

/** Labels of the list's sort fields. */
export const MARKET_ORDER_LABELS = {
  listed_at: '上架時間',
  apr: '年利率',
  amount: '借款金額',
  period: '期數',
  credit_level: '信用等級',
  invested_progress: '投資進度',
} as const;

/** Labels of every filter field (quick and advanced). */
export const MARKET_FILTER_LABELS = {
  period: '期數',
  ranks: '信用等級',
  source: '案件來源',
  loan_application_type_group: '案件類型',
  serial_like: '案件編號',
  amount_min_ten_thousand: '借款金額下限（萬元）',
  amount_max_ten_thousand: '借款金額上限（萬元）',
  apr_min: '年利率下限（%）',
  apr_max: '年利率上限（%）',
  period_min: '期數下限',
  period_max: '期數上限',
  rank_min: '信用等級（最佳）',
  rank_max: '信用等級（最低）',
  purposes: '借款用途',
  borrower_serial_like: '借款人會員編號',
  gender: '性別',
  age_min: '年齡下限',
  age_max: '年齡上限',
  marriage_status: '婚姻狀況',
  children_count_min: '子女人數下限',
  children_count_max: '子女人數上限',
  current_cities: '居住縣市',
  education_level: '教育程度',
  school_name_like: '學校名稱',
  school_dept_name_like: '科系名稱',
  company_income_min_ten_thousand: '工作年收入下限（萬元）',
  company_income_max_ten_thousand: '工作年收入上限（萬元）',
  company_seniority: '目前工作年資',
  company_types: '行業類別',
  current_house_type: '居住狀況',
  car_count_min: '名下汽機車數量至少',
  house_count_min: '名下房屋數量至少',
  status: '案件狀態',
} as const;

/**
 * The loan detail's listing extras beside LISTING_TEXTS: the map link, the row saying whether the
 * loan repays in money or produce, and each commodity set's add button.
 */
export const MARKET_LISTING_TEXTS = {
  viewOnMap: '在地圖上查看',
  mapUnavailable: '地圖無法載入',
  repaymentForm: '償還形式',
  addCommoditySet: (name: string): string => `將「${name}」加入購物車`,
} as const;
