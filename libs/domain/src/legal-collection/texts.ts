import { ntdText } from '../credit-try/texts.js';
import { LEGAL_COLLECTION_MIN_LATE_DAYS, LEGAL_COLLECTION_NOTE_MAX_LENGTH } from './constants.js';
import type { LegalCollectionFeeState, LegalCollectionStatus } from './constants.js';

export const LEGAL_COLLECTION_STATUS_LABELS: Readonly<Record<LegalCollectionStatus, string>> = {
  pending: '申請審核中',
  preparing: '準備文件中',
  contacting_debtor: '聯繫債務人中',
  processing: '法院程序進行中',
  received_court_reply: '已收到法院回覆',
  checking_debtors_property: '查調債務人財產中',
  applying_for_court_enforcement: '聲請強制執行中',
  finished: '已結案',
  cancelled: '已取消',
};

export const LEGAL_COLLECTION_FEE_STATE_LABELS: Readonly<Record<LegalCollectionFeeState, string>> = {
  held: '圈存中',
  released: '已退回',
  paid: '已繳納法院',
};

/**
 * The seven statements a lender agrees to before applying (spec 2, 5): the mandate, the costs,
 * the outcome, the refund, the use of information, the timeline and the cancellation.
 */
export const LEGAL_COLLECTION_AGREEMENTS = [
  '本人委任平台合作之律師事務所，就所選案件代理本人對借款人進行法律催收，包含寄發存證信函、聲請支付命令、提起訴訟及聲請強制執行。',
  '本人了解法律催收所需之裁判費等費用由本人先行墊付，申請時將自本人代收代付帳戶之可用餘額圈存預付裁判費。',
  '本人了解法律催收不保證能取回全部或部分債權，實際回收金額視借款人之清償能力及財產狀況而定。',
  `本人了解申請於「${LEGAL_COLLECTION_STATUS_LABELS.pending}」階段取消時，圈存之預付裁判費將全數退回；案件進入法院程序後，已繳納之費用恕不退還。`,
  '本人同意平台及其合作律師事務所為進行法律催收之目的，蒐集、處理及利用本人與所選案件之相關資料。',
  '本人了解法律程序所需時間依法院及案件情況而定，通常需數個月至一年以上，處理進度將於法律催收報告中更新。',
  `本人了解申請送出後僅能於「${LEGAL_COLLECTION_STATUS_LABELS.pending}」階段取消，進入後續程序後即無法取消。`,
] as const;

/**
 * The API's answers. 請先閱讀並勾選同意事項 and 請先選擇案件 are the spec's own (spec 5); the
 * others are written in the same voice.
 */
export const LEGAL_COLLECTION_API_TEXTS = {
  agreementsRequired: '請先閱讀並勾選同意事項',
  casesRequired: '請先選擇案件',
  casesMax: '一次申請的案件過多，請分批申請',
  duplicateCase: '同一案件只能選擇一次',
  insufficientBalance: '可用餘額不足以支付預付裁判費，請先儲值後再申請',
  courtFeeChanged: '預付裁判費已變動，請重新確認後再送出',
  requestNotFound: '查無此法律催收申請',
  notCancellable: '此申請已進入法律程序，無法取消',
  notAdvanceable: '此申請已結案或已取消，無法更新進度',
  noteRequired: '請輸入處理說明',
  noteTooLong: `處理說明不能超過 ${LEGAL_COLLECTION_NOTE_MAX_LENGTH} 個字`,
  started: '法律催收申請已送出',
  cancelled: '已取消法律催收申請，預付裁判費已退回您的可用餘額',
} as const;

/** A selected case that cannot be put to legal collection (not the lender's, not late enough, or already in a request). */
export const legalCollectionCaseNotEligible = (serial: string): string => `案件 ${serial} 目前無法申請法律催收`;

/** The first activity of every request, and the one a cancellation adds. */
export const LEGAL_COLLECTION_ACTIVITY_NOTES = {
  started: '已收到您的法律催收申請，預付裁判費已圈存',
  cancelled: '您已取消申請，圈存之預付裁判費已退回可用餘額',
  feePaid: '預付裁判費已繳納法院',
} as const;

/** Statement descriptions of the court fee's movements. */
export const legalFeeHoldDescription = (id: number): string => `法律催收申請 #${id} 預付裁判費圈存`;
export const legalFeeReleaseDescription = (id: number): string => `法律催收申請 #${id} 取消，預付裁判費退回`;
export const legalFeePaymentDescription = (id: number): string => `法律催收申請 #${id} 裁判費繳納法院`;

/** The inbox notice of each step of a request. */
export const LEGAL_COLLECTION_INBOX_SUBJECT = '法律催收進度更新';
export const legalCollectionProgressContent = (id: number, status: LegalCollectionStatus, note: string): string =>
  `您的法律催收申請 #${id} 目前進度：${LEGAL_COLLECTION_STATUS_LABELS[status]}。${note}`;

/** The words of the list, application and report pages. */
export const LEGAL_COLLECTION_TEXTS = {
  title: '法律催收',
  listHeading: '我的法律催收申請',
  apply: '申請法律催收',
  applyHeading: '申請法律催收',
  reportHeading: '法律催收報告',
  backToList: '回法律催收列表',
  emptyList: '目前沒有法律催收申請',
  noCases: `目前沒有可申請法律催收的案件（須逾期 ${LEGAL_COLLECTION_MIN_LATE_DAYS} 天以上）`,
  requestId: '申請編號',
  status: '處理狀態',
  progress: '處理進度',
  courtFee: '預付裁判費',
  feeState: '費用狀態',
  createdAt: '申請時間',
  caseCount: '案件數',
  claimTotal: '請求總額',
  view: '查看報告',
  casesHeading: '選擇案件',
  selectAll: '全選',
  investmentSerial: '投資編號',
  loanSerial: '借款編號',
  amount: '投資金額',
  lateDays: '逾期天數',
  remainPrincipal: '剩餘本金',
  remainInterest: '剩餘利息',
  remainPenalty: '違約金',
  minCourtFee: '最低裁判費',
  maxCourtFee: '最高裁判費',
  agreementsHeading: '同意事項',
  password: '登入密碼',
  balanceHeading: '費用與餘額',
  feeTotal: '預付裁判費合計',
  balance: '可用餘額',
  transferInfo: '儲值帳戶',
  bank: '銀行',
  accountNumber: '虛擬帳號',
  submit: '送出申請',
  submitting: '送出中',
  overviewHeading: '申請概要',
  activitiesHeading: '處理紀錄',
  activityDate: '日期',
  activityNote: '說明',
  noActivities: '尚無處理紀錄',
  investmentsHeading: '申請案件',
  pagination: '頁碼',
  firstPage: '第一頁',
  lastPage: '最後一頁',
  previousPage: '上一頁',
  nextPage: '下一頁',
  cancel: '取消申請',
  cancelTitle: '取消法律催收申請',
  cancelConfirm: '確定取消',
  keep: '返回',
  close: '關閉',
} as const;

export const legalCollectionPageLabel = (page: number): string => `第 ${page} 頁`;
export const legalCollectionLateDaysText = (days: number): string => `${days} 天`;
export const legalCollectionProgressText = (percent: number): string => `${percent}%`;
export const legalCollectionHeading = (id: number): string => `${LEGAL_COLLECTION_TEXTS.reportHeading} #${id}`;
export const legalCollectionCancelText = (courtFee: number): string =>
  `取消後，圈存的預付裁判費 ${ntdText(courtFee)} 將退回您的可用餘額。`;
export const legalCollectionSelectLabel = (serial: string): string => `選擇案件 ${serial}`;

/** The console's words (法律催收 resource). */
export const CONSOLE_LEGAL_COLLECTION_TEXTS = {
  name: '法律催收',
  member: '申請人',
  memberName: '姓名',
  nextStatus: '下一階段',
  advance: '推進進度',
  advanceTitle: '推進法律催收進度',
  note: '處理說明',
  confirm: '確認',
  cancel: '取消',
  advanced: '進度已更新',
  activitiesHeading: '處理紀錄',
  casesHeading: '申請案件',
  feePaymentNotice: '進入此階段時，圈存的預付裁判費將繳納法院。',
} as const;

export const consoleLegalCollectionAdvanceLabel = (id: number): string => `推進申請 #${id} 的進度`;
export const consoleLegalCollectionAdvanceText = (id: number, next: LegalCollectionStatus): string =>
  `申請 #${id} 將進入「${LEGAL_COLLECTION_STATUS_LABELS[next]}」階段。`;
