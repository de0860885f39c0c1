import { MESSAGES } from '../messages/messages.js';
import { fileLengthMax, fileLengthMin, unit } from '../messages/message-functions.js';
import type { PawnCollateralType } from '../loans/vocabulary.js';
import { formatNtd } from '../money/money.js';
import { optionLabel } from '../options/index.js';
import {
  PAWN_AMOUNT_STEP,
  PAWN_GRACE_DAYS,
  PAWN_MAX_PERIOD_MONTHS,
  PAWN_MAX_STORAGE_FEE_RATE,
  PAWN_MAX_YEARLY_RATE,
  PAWN_MIN_PERIOD_MONTHS,
  PAWN_TICKET_MAX_FILES,
  PAWN_TICKET_MIN_FILES,
} from './constants.js';
import type { PawnCaseList, PawnCaseStatus } from './constants.js';

export const PAWN_CASE_STATUS_LABELS: Readonly<Record<PawnCaseStatus, string>> = {
  pending: '待接單',
  taken: '已接單',
  wait_confirm: '待申貸人同意',
  confirmed: '申貸人已同意',
  invested: '已投資',
  cleared: '已清償',
  forfeited: '已流當',
};

export const PAWN_CASE_LIST_LABELS: Readonly<Record<PawnCaseList, string>> = {
  market: '接單市場',
  mine: '我的案件',
};

/** The names of the setting's and the investment's fields. */
export const PAWNSHOP_FIELD_LABELS = {
  amount: '借款金額',
  period: '當期（月）',
  principal_repayment_type: '還款方式',
  apr: '年利率（%）',
  storage_fee: '倉棧費',
  pawn_ticket: '當票',
  yearly_rate: '總費用年百分率',
  due_date: '到期日',
  redeem_deadline: '最後取贖日',
} as const;

/**
 * The pawnshop screens and the API's answers. 此案件已被接單, 此案件目前無法設定, 找不到案件或是申貸人尚未同意
 * and 此案件目前無法投資 are the spec's (001 section 8), 哎呀！ its generic failure; the others are
 * written in the same voice.
 */
export const PAWNSHOP_TEXTS = {
  alreadyTaken: '此案件已被接單',
  notSettable: '此案件目前無法設定',
  notFoundOrNotAgreed: '找不到案件或是申貸人尚未同意',
  notInvestable: '此案件目前無法投資',
  errorTitle: MESSAGES.genericErrorTitle,
  caseNotFound: '找不到案件',
  notConfirmable: '此案件目前沒有待同意的借款條件',
  termsMismatch: '投資條件須與申貸人同意的借款條件相同',
  ordered: '接單成功',
  settingSent: '借款條件已送出，等待申貸人同意',
  confirmed: '您已同意借款條件，當舖完成投資後即撥款',
  declined: '您已婉拒此借款條件，當舖可重新設定',
  invested: '投資成功，款項已撥付申貸人',
  amountUnit: unit(PAWNSHOP_FIELD_LABELS.amount, PAWN_AMOUNT_STEP),
  aprInvalid: '年利率須為 0 以上、最多兩位小數的數字',
  aprAboveCap: `年利率不能超過 ${PAWN_MAX_YEARLY_RATE}%`,
  periodTooShort: `當期不得少於 ${PAWN_MIN_PERIOD_MONTHS} 個月`,
  periodTooLong: `當期不得超過 ${PAWN_MAX_PERIOD_MONTHS} 個月`,
  pawnTicketRequired: fileLengthMin(PAWN_TICKET_MIN_FILES),
  pawnTicketMax: fileLengthMax(PAWN_TICKET_MAX_FILES),
  pawnTicketDuplicate: '同一個檔案只能上傳一次',
  marketTitle: '當舖接單市場',
  listEmpty: '目前沒有案件',
  order: '接單',
  setting: '設定借款條件',
  invest: '投資',
  confirm: '同意借款條件',
  decline: '婉拒',
  collateral: '擔保品',
  images: '擔保品照片',
  appraisal: '鑑價結果',
  notAppraised: '尚未鑑價',
  ownCase: '不能承作自己申請的典當案件',
  reviewTaken: '此典當案件已由當舖接單，改由當舖處理',
  pawnTicketNotOwn: '當票須為您本人上傳的檔案',
  termsSetSubject: '當舖已設定您的借款條件',
  investAuditReason: '當舖投資典當案件並撥款',
  marketCasesTitle: '典當案件',
  marketCasesNote: '以下案件由合作當舖承作與撥款，投資人可在此查看案件進度。',
  askedTerms: '申請條件',
  setTerms: '當舖條件',
  lawNote: `依當舖業法，總費用年百分率不得超過 ${PAWN_MAX_YEARLY_RATE}%，倉棧費不得超過借款金額的 ${PAWN_MAX_STORAGE_FEE_RATE}%，當期不得少於 ${PAWN_MIN_PERIOD_MONTHS} 個月，到期後 ${PAWN_GRACE_DAYS} 日內未取贖即流當。`,
} as const;

/** The all-in yearly rate of terms above the cap: 總費用年百分率 30.01% 超過當舖業法上限 30%，請調降年利率或倉棧費. */
export const pawnYearlyRateAboveCap = (rateText: string): string =>
  `${PAWNSHOP_FIELD_LABELS.yearly_rate} ${rateText}% 超過當舖業法上限 ${PAWN_MAX_YEARLY_RATE}%，請調降年利率或倉棧費`;

/** A storage fee above the cap, with the most the amount allows. */
export const pawnStorageFeeAboveCap = (maxFee: number): string =>
  `倉棧費不能超過借款金額的 ${PAWN_MAX_STORAGE_FEE_RATE}%（最多 ${formatNtd(maxFee)}）`;

/** The borrower's inbox message when the terms are set: what to answer and where. */
export const pawnTermsSetContent = (serial: string, amount: number, period: number, yearlyRate: string): string =>
  `您的典當申請 ${serial} 已由當舖設定借款條件：借款金額 ${formatNtd(amount)}，當期 ${period} 個月，${PAWNSHOP_FIELD_LABELS.yearly_rate} ${yearlyRate}%。請至借款人專區同意或婉拒。`;

/** An amount in ten-thousands of NT$ as the appraisal states it: 32 萬元. */
export const tenThousandText = (value: number): string => `${value} 萬元`;

/** A term in months: 12 個月. */
export const pawnPeriodText = (months: number): string => `${months} 個月`;

/** The console's pawn-case resource: its name, the labels of a case's fields and the words of its page. */
export const CONSOLE_PAWN_CASE_TEXTS = {
  name: '當舖案件',
  id: '案件 ID',
  serial: '申請編號',
  cover_image: PAWNSHOP_TEXTS.images,
  collateral_types: '擔保品類型',
  amount: '申請金額',
  period: '申請期數（月）',
  expect_value_10k: '期望估值（萬元）',
  appraised_value: '鑑價金額（萬元）',
  appraiser_comment: '鑑價留言',
  status: '案件狀態',
  description: '案件說明',
  loan_serial: '借款編號',
  invested_at: '投資時間',
  set_at: '設定時間',
  confirmed_at: '申貸人同意時間',
  created_at: '建立時間',
  search: '搜尋申請編號',
  terms: '借款條件',
  termsNotSet: '尚未設定借款條件',
  noImages: '尚無照片',
  pawnTicketChoose: '選擇當票檔案',
  pawnTicketUploading: '當票上傳中',
  removeFile: '移除',
  operatorFeature: '在接單市場接單，設定借款條件，申貸人同意後上傳當票並投資',
  adminFeature: '查看當舖案件、擔保品鑑價與借款條件',
} as const;

/** A collateral of a case, numbered from 1 with its type: 擔保品 1（名錶）. */
export const pawnCollateralHeading = (index: number, typeLabel: string): string => `${PAWNSHOP_TEXTS.collateral} ${index}（${typeLabel}）`;

/** A case's collateral types, named: ['名錶', '黃金']. */
export const pawnCollateralLabelsOf = (types: readonly PawnCollateralType[]): string[] =>
  types.map((type) => optionLabel('pawn_collateral_type', type) ?? type);

/** A case's collateral types, named and joined: 名錶、黃金. */
export const pawnCollateralTypesText = (types: readonly PawnCollateralType[]): string => pawnCollateralLabelsOf(types).join('、');

/** The borrower's pawn cases on /account/borrower. */
export const BORROWER_PAWN_TEXTS = {
  heading: '我的當舖借款',
  pawnshop: '承作當舖',
  waitingPawnshop: '等待當舖接單',
  askedAmount: '申請金額',
  askedPeriod: '申請期數（月）',
  collateralTypes: '擔保品',
  schedule: '還款試算',
  balance: '剩餘本金',
  viewLoan: '查看借款',
  feesNote: '倉棧費與平台服務費於清償時支付，不列入每月還款。',
} as const;

/** The schedule table of a case's terms: 還款試算 P2026000001. */
export const borrowerPawnScheduleLabel = (serial: string): string => `${BORROWER_PAWN_TEXTS.schedule} ${serial}`;

/** The staff screens of the public site's marketplace addresses open in the console. */
export const STAFF_CONSOLE_TEXTS = {
  leaving: '正在前往管理後台…',
  link: '前往管理後台',
} as const;
