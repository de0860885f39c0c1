import { CART_TEXTS } from '../cart/texts.js';
import { CHECKOUT_TEXTS } from '../checkout/texts.js';
import { MESSAGES } from '../messages/messages.js';
import { ORDER_TEXTS } from '../orders/texts.js';
import { FUNDING_MARKET_TITLE } from '../navigation/index.js';
import { formatNtd } from '../money/money.js';
import type { FundingPaymentMethod, FundingTab } from './constants.js';
import { FUNDING_INVEST_MIN } from './constants.js';

/**
 * The funding marketplace's words. 請填入正確金額, 投資金額不足 (請投資至少 $1000元！), 您尚未登入,
 * 未完成會員註冊, 尚未成為交易會員, 請同意合約, 您尚未同意合約, 無法收藏或取消此專案, 目前無法下單,
 * 請您稍後再嘗試, 前往下單頁面, 讀取失敗 and 請重新操作 are the spec's (001 sections 5 and 8); the
 * others are written in the same voice.
 */
export const FUNDING_TEXTS = {
  amountInvalid: CART_TEXTS.amountNumber,
  amountTooLow: `投資金額不足 (請投資至少 $${FUNDING_INVEST_MIN}元！)`,
  notLoggedIn: MESSAGES.notLoggedIn,
  notMember: MESSAGES.notMember,
  notMemberFull: MESSAGES.notMemberFull,
  contractAccept: CHECKOUT_TEXTS.contractsTitle,
  contractMissing: ORDER_TEXTS.contractMissing,
  likeFailed: '無法收藏或取消此專案',
  orderFailed: '目前無法下單',
  orderOneProject: '一次請投資一個專案',
  orderRetryLater: '請您稍後再嘗試',
  goToOrder: '前往下單頁面',
  fillFailed: '讀取失敗',
  fillRetry: '請重新操作',

  marketTitle: FUNDING_MARKET_TITLE,
  promotionsTitle: '精選專案',
  popularTitle: '熱門專案',
  noProjects: '目前沒有募資中的專案',
  projectNotFound: '找不到這個募資專案',
  imageNotFound: '找不到這張圖片',
  orderNotFound: '找不到這筆募資訂單',
  loanNotListed: '這筆借款目前未在市集上架',
  loanTaken: '這筆借款已有募資專案',
  usageMismatch: '資金用途金額合計須等於借款金額',
  videoInvalid: '影片代碼格式不正確',
  serialInvalid: '專案編號格式不正確',
  anonymousInvalid: '請選擇是否匿名',
  carouselPrevious: '上一個專案',
  carouselNext: '下一個專案',
  carouselPause: '暫停輪播',
  carouselPlay: '繼續輪播',
  carouselLabel: '精選募資專案輪播',
  target: '目標金額',
  raised: '已募集',
  progress: '募資進度',
  daysLeft: '剩餘天數',
  days: '天',
  ended: '已截止',
  lenders: '投資人數',
  creditLevel: '信用等級',
  apr: '年利率',
  period: '期數',
  like: '收藏',
  unlike: '取消收藏',
  loginPrompt: '登入後即可收藏及投資專案',
  login: '前往登入',
  cancel: '取消',
  confirm: '確定',
  invest: '我要投資',
  investNow: '確認投資',
  amount: '投資金額',
  amountHint: `最低 ${formatNtd(FUNDING_INVEST_MIN)}，以千元為單位`,
  contractLink: '借貸契約',
  confirmTitle: '投資金額確認',
  fillTitle: '確認募資訂單',
  paymentMethod: '付款方式',
  placeOrder: '確認下單',
  placing: '下單中…',
  completeTitle: '下單完成',
  completeLead: '感謝您支持這個專案！',
  orderSerial: '訂單編號',
  depositBy: '請於期限內以網路 ATM 轉帳至您的虛擬帳號',
  anonymous: '在贊助名單上匿名顯示',
  anonymousSaved: '已更新顯示方式',
  backToMarket: '回到募資市集',
  viewInvestments: '查看我的投資',
  usageTitle: '資金用途',
  usageTotal: '合計',
  personalCredit: '個人信用',
  companyCredit: '公司信用',
  mentorComment: '輔導顧問評語',
  videos: '專案影片',
  backersTitle: '贊助名單',
  anonymousBacker: '匿名贊助者',
  noBackers: '還沒有人贊助，成為第一位吧！',
  errorTitle: '無法讀取訂單',
  backToProject: '回到專案頁',
  borrower: '借款人',
  availableBalance: '可用餘額',
  fullyFunded: '此專案已募集額滿',
  loanChanged: '專案資料已更新，請重新確認合約後再下單',
} as const;

/** What is left of a project the order asked more of. */
export const fundingInvestableLeft = (amount: number): string => `此專案目前可投資金額為 ${formatNtd(amount)}`;

/** The project page's tab names. */
export const FUNDING_TAB_LABELS: Readonly<Record<FundingTab, string>> = {
  detail: '專案介紹',
  interest: '利息說明',
  report: '信用報告',
  feedback: '回饋與贊助',
};

/** How the fill page names the payment. */
export const FUNDING_PAYMENT_METHOD_LABELS: Readonly<Record<FundingPaymentMethod, string>> = {
  kgi_web_atm: '網路 ATM 轉帳',
  balance: '虛擬帳戶餘額扣款',
};

/** 前往下單頁面's dialog text: the amount about to be ordered. */
export const fundingConfirmText = (amount: number): string => `您即將投資 ${formatNtd(amount)}，確認後前往下單頁面。`;

/** The order failure of one loan: 目前無法下單 with what the server said of that loan. */
export const fundingOrderFailure = (detail: string | null): string => (detail === null ? FUNDING_TEXTS.orderRetryLater : detail);

/** Days left as the cards show them. */
export const fundingDaysLeftText = (days: number): string => (days > 0 ? `${days} ${FUNDING_TEXTS.days}` : FUNDING_TEXTS.ended);
