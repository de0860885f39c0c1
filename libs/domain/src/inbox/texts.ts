import { INBOX_TITLE } from '../navigation/index.js';
import { INBOX_BULK_MAX_IDS } from '../constants/limits.js';
import { INBOX_UNREAD_LABEL_CAP } from '../constants/ui.js';
import type { InboxAction, InboxView } from './inbox.js';

/** The inbox page's words and the inbox API's refusals (the spec names none of them). */
export const INBOX_TEXTS = {
  title: INBOX_TITLE,
  filterLabel: '搜尋主旨',
  search: '搜尋',
  clearFilter: '清除',
  subject: '主旨',
  date: '日期',
  sender: '寄件者',
  systemSender: '信橋 LendBridge',
  relatedLoans: '相關案件',
  relatedInvestments: '相關投資',
  empty: '目前沒有訊息',
  selectAll: '全選本頁訊息',
  selectOne: '選取訊息',
  marked: '已標記',
  unread: '未讀',
  newestFirst: '由新到舊',
  oldestFirst: '由舊到新',
  pageJump: '跳至頁數',
  go: '前往',
  close: '關閉',
  loading: '載入中',
  pagination: '頁碼',
  firstPage: '第一頁',
  previousPage: '上一頁',
  nextPage: '下一頁',
  lastPage: '最後一頁',
  selectedCount: '已選取',
  noSelection: '請先選擇訊息',
  tooManySelected: `一次最多選擇 ${INBOX_BULK_MAX_IDS} 則訊息`,
  reply: '回覆',
  replyLabel: '回覆內容',
  replyDeadline: '回覆期限',
  replied: '已回覆',
  yourReply: '您的回覆',
  replySent: '回覆已送出',
  replyClosed: '已超過回覆期限，無法回覆',
  alreadyReplied: '此訊息已回覆過，無法再次回覆',
  replyNotOffered: '此訊息不需回覆',
} as const;

/** The four views of the page, as its tabs name them. */
export const INBOX_VIEW_LABELS: Readonly<Record<InboxView, string>> = {
  inbox: '收件匣',
  unread: '未讀',
  read: '已讀',
  trash: '垃圾桶',
};

/** The bulk actions on the selected messages, as their buttons name them. */
export const INBOX_ACTION_LABELS: Readonly<Record<InboxAction, string>> = {
  mark: '標記',
  unmark: '取消標記',
  read: '標示為已讀',
  unread: '標示為未讀',
  trash: '移至垃圾桶',
  untrash: '還原',
};

/** The unread count as a label: the number, or 99+ above the cap. */
export const unreadCountLabel = (count: number): string =>
  count > INBOX_UNREAD_LABEL_CAP ? `${INBOX_UNREAD_LABEL_CAP}+` : String(count);

/** A page button's name: 第 3 頁. */
export const inboxPageLabel = (page: number): string => `第 ${page} 頁`;
