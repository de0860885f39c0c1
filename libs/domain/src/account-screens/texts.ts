import { ACCOUNT_MENU_LABEL } from '../navigation/index.js';
import { ntdText } from '../credit-try/texts.js';
import { MANUAL_DEPOSIT_APPROVAL_THRESHOLD } from './constants.js';
import type { AccountSumKey, AccountWithdrawalStatus } from './constants.js';

/** The words of the account page, its dialogs and its two statement lists. */
export const ACCOUNT_TEXTS = {
  title: ACCOUNT_MENU_LABEL,
  menuLabel: ACCOUNT_MENU_LABEL,
  loading: '載入中',
  detailsTitle: '帳戶資訊',
  virtualAccount: '虛擬帳號',
  virtualBank: '虛擬帳號銀行',
  boundAccount: '綁定銀行帳號',
  boundBank: '綁定銀行',
  notBound: '尚未綁定',
  sumsTitle: '帳戶金額',
  totalAmount: '帳戶總額',
  availableAmount: '可用餘額',
  withdrawableAmount: '可提領金額',
  lockedAmount: '圈存金額',
  lockDetail: '圈存明細',
  preAmount: '預扣金額',
  preRepayAmount: '預扣還款',
  preFeeAmount: '預扣手續費',
  unenoughAmount: '扣款不足金額',
  cycleDay: '每月扣款日',
  remindersTitle: '扣款提醒',
  remindersEmpty: '目前沒有即將扣款的項目',
  due: '已到期',
  recentTitle: '近期款項預覽',
  recentEmpty: '目前沒有近期款項',
  overviewTitle: '帳戶收支總覽',
  date: '日期',
  subject: '科目',
  amount: '金額',
  description: '說明',
  income: '收入',
  expense: '支出',
  balance: '餘額',
  bankAccount: '銀行帳號',
  fee: '手續費',
  status: '狀態',
  withdraw: '提領',
  withdrawTitle: '確認提領',
  withdrawAmount: '提領金額',
  withdrawPassword: '登入密碼',
  withdrawConfirm: '確認提領',
  feePreviewLoading: '計算手續費中…',
  feeDesignatedBank: '指定銀行免收手續費',
  receivedAmount: '實際入帳金額',
  cancel: '取消',
  close: '關閉',
  bindBank: '前往綁定',
  reload: '重新整理',
  changeVirtualBank: '變更虛擬帳號銀行',
  changeVirtualBankSubmit: '確認變更',
  virtualBankSelect: '銀行',
  statementsTitle: '月對帳單下載',
  roboTitle: '智能投資',
  roboStable: '轉入穩健型智能投資',
  subjectDetailTitle: '交易明細',
  subjectDetailLink: '查看交易明細',
  withdrawDetailTitle: '提領紀錄',
  withdrawDetailLink: '查看提領紀錄',
  backToAccount: '返回帳戶',
  subjectFilter: '科目',
  allSubjects: '全部科目',
  startDate: '起始日期',
  endDate: '結束日期',
  search: '搜尋',
  dateOrder: '起始日期不可晚於結束日期',
  empty: '查無資料',
  pagination: '頁碼',
  firstPage: '第一頁',
  previousPage: '上一頁',
  nextPage: '下一頁',
  lastPage: '最後一頁',
} as const;

/** The sums of the account's second overview. */
export const ACCOUNT_SUM_LABELS: Readonly<Record<AccountSumKey, string>> = {
  transferIn: '轉入',
  transferOut: '轉出',
  paidPrinciple: '出借本金',
  paidRepayment: '還款支出',
  receiveIncome: '回收本息',
};

/** A filter option that takes every subject of a category: 全部轉入. */
export const statementCategoryOption = (label: string): string => `全部${label}`;

/** The page count beside the list buttons: 第 2 頁／共 5 頁. */
export const statementPageCount = (page: number, lastPage: number): string => `第 ${page} 頁／共 ${lastPage} 頁`;

/** A monthly statement link: 2025 年 11 月對帳單. */
export const statementMonthLabel = (month: string): string => {
  const [year, monthNumber] = month.split('-');
  return `${year} 年 ${Number(monthNumber)} 月對帳單`;
};

/** The cycle day as a sentence: 每月 15 日. */
export const cycleDayText = (day: number): string => `每月 ${day} 日`;

/** The withdrawals counted for the extra fee: 本月已提領 5 次. */
export const withdrawalsThisMonthText = (count: number): string => `本月已提領 ${count} 次`;

/** The fee line of the withdraw dialog: 手續費 NT$ 15. */
export const withdrawFeeText = (fee: number): string => `${ACCOUNT_TEXTS.fee} ${ntdText(fee)}`;

/** The robo stable link's note: shown from an available amount of NT$ 50,000. */
export const roboStableNote = (min: number): string => `可用餘額達 ${ntdText(min)} 以上，可轉入穩健型智能投資。`;

/** The states of a withdrawal request. */
export const ACCOUNT_WITHDRAWAL_STATUS_LABELS: Readonly<Record<AccountWithdrawalStatus, string>> = {
  pending: '處理中',
  paid: '已撥款',
  rejected: '已退回',
};

/** The console's deposit records: resource name, fields, form and notices. */
export const CONSOLE_DEPOSIT_TEXTS = {
  name: '入金紀錄',
  createTitle: '新增入金',
  id: 'ID',
  member_serial: '會員編號',
  virtual_account: '虛擬帳號',
  amount: '入金金額',
  note: '入金原因',
  source: '來源',
  status: '狀態',
  created_by: '建立者',
  decided_by: '核准／駁回者',
  decision_reason: '駁回原因',
  noteHelp: `人工入金須填寫原因；金額超過 ${ntdText(MANUAL_DEPOSIT_APPROVAL_THRESHOLD)} 須由另一位管理員核准後才入帳`,
  awaitingApproval: '入金已建立，待另一位管理員核准後入帳',
  approve: '核准',
  approveTitle: '核准入金',
  approveConfirm: '確認核准',
  approved: '入金已核准並入帳',
  reject: '駁回',
  rejectTitle: '駁回入金',
  rejectConfirm: '確認駁回',
  rejected: '入金已駁回',
  ownApproval: '不能核准自己建立的入金，請由另一位管理員核准',
  notPending: '此入金不是待核准狀態',
  cancel: '取消',
  transferred_at: '入金時間',
  created_at: '建立時間',
  search: '搜尋',
  targetHelp: '請填寫會員編號或虛擬帳號其中一項',
  created: '入金已建立',
} as const;

/** Where a deposit came from: the bank's notification or an admin's entry. */
export const CONSOLE_DEPOSIT_SOURCE_LABELS: Readonly<Record<string, string>> = {
  bank: '銀行入帳通知',
  console: '人工入帳',
};

/** Whether a deposit reached a member: credited, or waiting for a virtual account that matches no one. */
export const CONSOLE_DEPOSIT_STATUS_LABELS: Readonly<Record<string, string>> = {
  credited: '已入帳',
  unmatched: '未對應會員',
  pending: '待核准',
  rejected: '已駁回',
};

/** The console's withdrawal requests: resource name, fields, payout and refusal. */
export const CONSOLE_WITHDRAWAL_TEXTS = {
  name: '提領',
  id: 'ID',
  member_serial: '會員編號',
  amount: '提領金額',
  fee: '手續費',
  status: '狀態',
  bank_code: '銀行代碼',
  bank_account: '銀行帳號',
  member_name: '會員姓名',
  created_at: '申請時間',
  processed_at: '處理時間',
  reject_reason: '退回原因',
  payout: '撥款',
  payoutTitle: '撥款給選取的提領申請',
  payout_reason: '撥款說明',
  payoutConfirm: '確認撥款',
  reject: '退回',
  rejectTitle: '退回提領申請',
  rejectConfirm: '確認退回',
  rejected: '已退回提領申請',
  cancel: '取消',
  selectPending: '選取待撥款的申請',
} as const;

/** After a bulk payout: 已撥款 3 筆. */
export const withdrawalPayoutDone = (count: number): string => `已撥款 ${count} 筆`;

/** The payout button with the number of selected requests: 撥款（3）. */
export const withdrawalPayoutLabel = (count: number): string =>
  count > 0 ? `${CONSOLE_WITHDRAWAL_TEXTS.payout}（${count}）` : CONSOLE_WITHDRAWAL_TEXTS.payout;
