import { ntdText } from '../credit-try/texts.js';
import { MESSAGES } from '../messages/messages.js';
import { clearingFeeOf } from './amounts.js';
import { CLEARING_FEE_BASE, CLEAR_SERIALS_MAX } from './constants.js';
import type { ClearRecordStatus } from './constants.js';

/** How each record status is shown. */
export const CLEAR_STATUS_LABELS: Readonly<Record<ClearRecordStatus, string>> = {
  wait_request: '可申請清償',
  wait_agree: '等待出借人同意',
  wait_clear: '待清償',
  finished: '已清償',
};

const serialList = (serials: readonly string[]): string => serials.join('、');

/**
 * The early-repayment pages, the pawnshop clearing dialog and the clearing API's answers. The spec
 * gives 清償成功, 清償失敗 and 確定立刻清償嗎？ (即將從你的代收代付帳戶扣款) (kept in MESSAGES); the
 * request confirmation says what the spec says it warns about; the others are written in the same voice.
 */
export const CLEARING_TEXTS = {
  borrowerHeading: '提前清償',
  lenderHeading: '提前清償同意',
  borrowerIntro: '選擇要提前清償的投資送出申請，出借人同意後即可從代收代付帳戶一次清償。',
  lenderIntro: '借款人申請提前清償您的投資時，請選擇同意或不同意。',
  borrowerLists: {
    wait_request: '可申請提前清償',
    wait_agree: '等待出借人同意',
    wait_clear: '出借人已同意，待清償',
    finished: '已清償',
  } satisfies Readonly<Record<ClearRecordStatus, string>>,
  lenderLists: {
    requests: '待同意的提前清償申請',
    processing: '已同意，待借款人清償',
    finished: '已清償',
  },
  contract: '借款案件',
  serial: '投資編號',
  lender: '出借人',
  status: '狀態',
  principal: '剩餘本金',
  interest: '利息',
  penalty: '違約金',
  clearAmount: '清償金額',
  requestedAt: '申請時間',
  clearedAt: '清償時間',
  clearFee: '清償作業手續費',
  clearTotal: '清償金額合計',
  selectAll: '全選',
  selectContract: '選擇此案件全部投資',
  empty: '目前沒有資料',
  loadMore: '載入更多',
  request: '申請提前清償',
  clear: '立即清償',
  agree: '同意',
  disagree: '不同意',
  cancel: '取消',
  confirm: '確定',
  requestConfirmTitle: '申請提前清償',
  requestConfirm: MESSAGES.requestClearConfirm,
  feeCarryNote: '代收代付帳戶餘額不足以支付清償作業手續費時，手續費將併入下期月付金。',
  clearConfirm: MESSAGES.clearNowConfirm,
  clearSuccess: MESSAGES.clearSuccess,
  clearFailed: MESSAGES.clearFailed,
  requestedTitle: '申請成功',
  agreedTitle: '已同意',
  disagreedTitle: '已不同意',
  serialsRequired: '請先選擇案件',
  serialsMax: `一次最多選擇 ${CLEAR_SERIALS_MAX} 筆`,
  serialDuplicate: '同一筆投資只能選擇一次',
  serialInvalid: '查無此投資',
  amountInvalid: '請填入正確金額',
  investmentNotFound: '查無此投資',
  notRequestable: '此投資目前無法申請提前清償，請重新整理頁面',
  notDecidable: '此提前清償申請已處理，請重新整理頁面',
  notClearable: '此投資尚未經出借人同意或已清償，請重新整理頁面',
  pawnshopTitle: '當鋪清償',
  pawnshopAction: '當鋪清償',
  pawnshopLoading: '讀取清償資訊',
  pawnshopIntro: '一次清償本案全部本金、利息與費用，清償後即可取回質押物。',
  balance: '可用餘額',
  detailPrincipal: '本金',
  storageFee: '保管費',
  lnbFee: '平台手續費',
  pawnshopNotClearable: '此案件目前無法清償',
  listLoading: '讀取中',
} as const;

/** The pawnshop clear info's lines, in the order the dialog shows them. */
export const PAWNSHOP_CLEAR_LINES = [
  ['principal', CLEARING_TEXTS.detailPrincipal],
  ['interest', CLEARING_TEXTS.interest],
  ['penalty', CLEARING_TEXTS.penalty],
  ['storage_fee', CLEARING_TEXTS.storageFee],
  ['lnb_fee', CLEARING_TEXTS.lnbFee],
] as const;

/** How many records are chosen: 已選擇 2 筆. */
export const clearSelectedText = (count: number): string => `已選擇 ${count} 筆`;

/** The pawnshop clearing button of a loan, named by its serial for assistive technology. */
export const pawnshopClearButtonLabel = (loanSerial: string): string => `${CLEARING_TEXTS.pawnshopAction} ${loanSerial}`;

/** A contract's heading in the grouped lists: 借款案件 A251122000001. */
export const clearContractHeading = (loanSerial: string): string => `${CLEARING_TEXTS.contract} ${loanSerial}`;

/** The record's serial as a checkbox label: 選擇 I251122000001. */
export const clearSelectLabel = (serial: string): string => `選擇 ${serial}`;

/** The fee line of records chosen together, one fee per distinct clear_fee_serial: 清償作業手續費 NT$ 300 × 2 件 = NT$ 600. */
export const clearFeeText = (clearFeeSerials: readonly string[]): string =>
  `${CLEARING_TEXTS.clearFee} ${ntdText(CLEARING_FEE_BASE)} × ${new Set(clearFeeSerials).size} 件 = ${ntdText(clearingFeeOf(clearFeeSerials))}`;

export const clearRequestedMessage = (count: number): string =>
  `已送出 ${count} 筆提前清償申請，出借人同意後即可清償。`;

export const clearAgreedMessage = (count: number): string => `已同意 ${count} 筆提前清償申請，借款人清償後款項將轉入您的代收代付帳戶。`;

export const clearDisagreedMessage = (count: number): string => `已不同意 ${count} 筆提前清償申請。`;

/** What a clearing paid: the amount to the lenders, the fee paid now or added to the next monthly payment. */
export const clearDoneMessage = (count: number, amount: number, feePaid: number, feeCarried: number): string =>
  `已清償 ${count} 筆投資，共 ${ntdText(amount)}` +
  (feePaid > 0 ? `，清償作業手續費 ${ntdText(feePaid)} 已扣款` : '') +
  (feeCarried > 0 ? `，可用餘額不足以支付的手續費 ${ntdText(feeCarried)} 將併入下期月付金` : '') +
  '。';

/** The page's amount is not the amount due now. */
export const clearAmountChanged = (amount: number): string => `清償金額已更新為 ${ntdText(amount)}，請重新確認後再清償`;

/** The borrower's cash does not cover the clearing (with the fee when it cannot be added to a later payment). */
export const clearCashShort = (needed: number, balance: number): string =>
  `${MESSAGES.insufficientBalance}，清償需 ${ntdText(needed)}，目前可用餘額 ${ntdText(balance)}`;

/** The inbox notices of early clearing (subjects at most 90 characters). */
export const CLEARING_INBOX_TEXTS = {
  requestedSubject: '借款人申請提前清償',
  agreedSubject: '出借人同意提前清償',
  disagreedSubject: '出借人不同意提前清償',
  clearedSubject: '投資已提前清償',
} as const;

export const clearRequestedContent = (loanSerial: string, investments: readonly string[]): string =>
  `借款人申請提前清償案件 ${loanSerial} 的投資 ${serialList(investments)}，請至提前清償同意頁面選擇同意或不同意。`;

export const clearAgreedContent = (loanSerial: string, investments: readonly string[]): string =>
  `出借人已同意提前清償案件 ${loanSerial} 的投資 ${serialList(investments)}，請至提前清償頁面完成清償。`;

export const clearDisagreedContent = (loanSerial: string, investments: readonly string[]): string =>
  `出借人不同意提前清償案件 ${loanSerial} 的投資 ${serialList(investments)}，該投資已回到可申請提前清償的清單。`;

export const clearedContent = (
  loanSerial: string,
  investmentSerial: string,
  figures: { principal: number; interest: number; penalty: number; lender_fee: number },
): string =>
  `案件 ${loanSerial} 已提前清償您的投資 ${investmentSerial}：本金 ${ntdText(figures.principal)}、利息 ${ntdText(figures.interest)}` +
  (figures.penalty > 0 ? `、違約金 ${ntdText(figures.penalty)}` : '') +
  `已轉入您的代收代付帳戶，扣除出借服務費 ${ntdText(figures.lender_fee)}。`;

/** Statement descriptions of a clearing's transfers. */
export const clearingCollectDescription = (loanSerial: string): string => `案件 ${loanSerial} 提前清償`;
export const clearingIncomeDescription = (investmentSerial: string): string => `投資 ${investmentSerial} 提前清償`;
export const clearingFeeDescription = (loanSerial: string): string => `案件 ${loanSerial} 提前清償手續費`;

/** A redeemed pawn's storage fee and platform fee, as the statements describe them. */
export const pawnStorageFeeDescription = (loanSerial: string): string => `案件 ${loanSerial} 倉棧費`;
export const pawnPlatformFeeDescription = (loanSerial: string): string => `案件 ${loanSerial} 典當平台服務費`;
export const clearingLenderFeeDescription = (investmentSerial: string): string => `投資 ${investmentSerial} 提前清償出借服務費`;
