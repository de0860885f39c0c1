import { z } from 'zod';
import { CHAT_CONTENT_MAX_LENGTH, CHAT_RECEIVER_SERIAL_MAX_LENGTH, CHAT_SUBJECT_MAX_LENGTH } from '../constants/limits.js';
import { inTaiwan } from '../dates/business-date.js';
import { MESSAGES } from '../messages/messages.js';
import { noNulRule, requiredText } from '../schemas/field-rules.js';
import { strictFormObject } from '../schemas/fields.js';
import { containsEmail, containsPhone } from '../validators/free-text.js';
import type { FieldRule } from '../schemas/field-rules.js';

/**
 * The support chat (spec 002 sections 3 and 5): a signed-in member opens a conversation with the
 * support desk over a socket; staff (admin, sales) see the open conversations, take one and answer,
 * and each side sees the other's messages live. Every message is the shared form's chat message:
 * receiver serial, subject and content, with no e-mail address or phone number in the text.
 */

/** The receiver serial of the support desk: a member's messages go to it; staff write to the member's serial. */
export const CHAT_SUPPORT_SERIAL = 'SUPPORT';

/** The staff roles that answer the chat. */
export const SUPPORT_CHAT_STAFF_ROLES = ['admin', 'sales'] as const;

/** The socket.io endpoint (under /api so the proxies route it to the API). */
export const CHAT_SOCKET_PATH = '/api/chat/socket';
/** The largest socket frame the API reads; a larger one ends the connection. */
export const CHAT_SOCKET_MAX_BYTES = 64 * 1024;

/** A conversation waits for staff (open), is answered by one agent (taken), or is over (closed). */
export const SUPPORT_CHAT_STATUSES = ['open', 'taken', 'closed'] as const;
export type SupportChatStatus = (typeof SUPPORT_CHAT_STATUSES)[number];

/** The events of the chat socket: the client's requests (answered by acknowledgement) and the server's pushes. */
export const CHAT_EVENTS = {
  /** Member: opens a conversation with its first message. */
  start: 'chat:start',
  /** Member or staff: joins a conversation's room and receives its history. */
  join: 'chat:join',
  /** Staff: takes a conversation (it becomes theirs to answer). */
  take: 'chat:take',
  /** Member or staff: writes a message in a conversation. */
  send: 'chat:send',
  /** Staff: closes a conversation. */
  close: 'chat:close',
  /** Pushed: a new message of a joined conversation. */
  message: 'chat:message',
  /** Pushed to staff: a conversation was opened or changed. */
  conversation: 'chat:conversation',
} as const;

export const CHAT_API_PATHS = {
  /** Public: how many agents are online. */
  status: '/api/chat/status',
  /** The signed-in member's conversations. */
  conversations: '/api/chat/conversations',
  /** The console list (ra-data-simple-rest). */
  console: '/api/console/support-chats',
} as const;

/** The chat-to-buy page: the product asked about, at most this long. */
export const CHAT_TO_BUY_PRODUCT_MAX_LENGTH = 60;

export const CHAT_TEXTS = {
  receiverSerial: '收件人編號',
  subject: '主旨',
  content: '內文',
  widgetTitle: '線上客服',
  open: '開啟線上客服',
  closePanel: '關閉',
  signInFirst: '請先登入會員，即可與客服人員對話',
  signIn: '登入',
  newConversation: '新的對話',
  send: '送出',
  sending: '傳送中…',
  connecting: '連線中…',
  disconnected: '連線中斷，請稍後再試',
  agentsOnline: (count: number) => (count > 0 ? `${count} 位客服人員在線上` : '目前沒有客服人員在線上，我們會盡快回覆'),
  noMessages: '尚無訊息',
  staffName: '客服人員',
  you: '您',
  remaining: (count: number) => `剩餘 ${count} 字`,
  dismissGreeting: '關閉問候',
  chatToBuySubject: (product: string) => `我想購買：${product}`,
  chatToBuyReturn: '返回上一頁',
  chatToBuyLead: '請在客服視窗中留言，客服人員將協助您完成購買。',
  statuses: { open: '待處理', taken: '處理中', closed: '已結束' } satisfies Record<SupportChatStatus, string>,
  take: '接手對話',
  closeConversation: '結束對話',
  answer: '回覆',
  taken: '已由客服人員接手',
  conversationClosed: '此對話已結束',
  conversationUnknown: '找不到此對話',
  notYours: '您無法加入此對話',
  wrongReceiver: '收件人編號不正確',
  staffOnly: '僅客服人員可執行此操作',
  membersOnly: '請以會員身分使用線上客服',
  takenByOther: '此對話已由其他客服人員接手',
  /** The console's words. */
  consoleName: '客服對話',
  consoleFeature: '查看會員的線上客服對話，接手並即時回覆',
  id: '編號',
  memberSerial: '會員編號',
  memberEmail: '會員 Email',
  status: '狀態',
  agent: '客服人員編號',
  lastMessageAt: '最後訊息時間',
  createdAt: '建立時間',
  search: '搜尋主旨、會員編號或 Email',
  member: '會員',
  takenDone: '已接手此對話',
  closedDone: '已結束此對話',
} as const;

const T = CHAT_TEXTS;

const noEmailRule: FieldRule = [(value) => !containsEmail(value), MESSAGES.noEmailInText];
const noPhoneRule: FieldRule = [(value) => !containsPhone(value), MESSAGES.noPhoneInText];

const conversationId = z
  .number({ error: T.conversationUnknown })
  .int({ error: T.conversationUnknown })
  .positive({ error: T.conversationUnknown })
  .max(Number.MAX_SAFE_INTEGER, { error: T.conversationUnknown });

/** The chat message form (spec 5): receiver serial ≤ 10, subject ≤ 90, content ≤ 1000, all required; no e-mail or phone in the text. */
export const chatMessageFields = {
  receiver_serial: requiredText(T.receiverSerial, CHAT_RECEIVER_SERIAL_MAX_LENGTH, [noNulRule]),
  subject: requiredText(T.subject, CHAT_SUBJECT_MAX_LENGTH, [noNulRule, noEmailRule, noPhoneRule]),
  content: requiredText(T.content, CHAT_CONTENT_MAX_LENGTH, [noNulRule, noEmailRule, noPhoneRule]),
};

/** chat:start — a member's first message opens a conversation. */
export const chatStartSchema = strictFormObject(chatMessageFields);
export type ChatStartInput = z.output<typeof chatStartSchema>;

/** chat:send — a message in a conversation. */
export const chatSendSchema = strictFormObject({ conversation_id: conversationId, ...chatMessageFields });
export type ChatSendInput = z.output<typeof chatSendSchema>;

/** chat:join, chat:take and chat:close name a conversation. */
export const chatConversationRefSchema = strictFormObject({ conversation_id: conversationId });
export type ChatConversationRef = z.output<typeof chatConversationRefSchema>;

/** The chat-to-buy page's query: the product (its id or its name), trimmed, without NUL. */
export const chatToBuyProductSchema = z
  .string()
  .trim()
  .min(1)
  .max(CHAT_TO_BUY_PRODUCT_MAX_LENGTH)
  .refine((value) => !value.includes('\u0000'));

/** The subject the chat-to-buy page opens the chat with, or null when the query names no product. */
export function chatToBuySubject(product: string | null): string | null {
  const parsed = chatToBuyProductSchema.safeParse(product ?? '');
  return parsed.success ? T.chatToBuySubject(parsed.data).slice(0, CHAT_SUBJECT_MAX_LENGTH) : null;
}

/** A conversation as the API answers it. */
export interface SupportChatAnswer {
  readonly id: number;
  readonly member_id: number;
  readonly member_serial: string;
  readonly subject: string;
  readonly status: SupportChatStatus;
  readonly agent_id: number | null;
  readonly last_message_at: string;
  readonly created_at: string;
}

/** A message as the API answers it. */
export interface SupportChatMessageAnswer {
  readonly id: number;
  readonly conversation_id: number;
  readonly from_staff: boolean;
  readonly receiver_serial: string;
  readonly subject: string;
  readonly content: string;
  readonly created_at: string;
}

/** What every chat request is acknowledged with: its data, or the refusal in Traditional Chinese. */
export type ChatAck<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly code: string; readonly message: string; readonly errors?: Record<string, string> };

/** The public status of the chat service. */
export interface ChatStatusAnswer {
  readonly agents_online: number;
}

/** A greeting window as the Taipei clock reads it: the weekday (0 Sunday) and 'HH:MM'. */
export function taipeiWeekdayAndTime(instant: Date): { weekday: number; time: string } {
  const taipei = inTaiwan(instant);
  const time = `${String(taipei.getHours()).padStart(2, '0')}:${String(taipei.getMinutes()).padStart(2, '0')}`;
  return { weekday: taipei.getDay(), time };
}
