import { z } from 'zod';
import { CONTACT_ATTACHMENT_MAX_BYTES, CONTACT_ATTACHMENT_MAX_FILES } from '../constants/upload.js';
import { MESSAGES } from '../messages/messages.js';
import { noNulRule, requiredText } from '../schemas/field-rules.js';
import { emailField, strictFormObject } from '../schemas/fields.js';
import type { FieldRule } from '../schemas/field-rules.js';
import { containsEmail, containsPhone } from '../validators/free-text.js';

/**
 * The contact form /contact (spec 002 section 5 "Inbox and contact"): a visitor or member sends a
 * name, an e-mail, a category, a description and up to three files; staff (admin and sales) read
 * it in the console and answer by e-mail.
 */

/** Name and e-mail: at most 255 characters each; the description at most 10,000. */
export const CONTACT_NAME_MAX_LENGTH = 255;
export const CONTACT_DESCRIPTION_MAX_LENGTH = 10_000;
/** The staff answer, sent as the e-mail's body. */
export const CONTACT_ANSWER_MAX_LENGTH = 5_000;
/** Files: up to three, each at most 10,240 KB (the `attachment` upload rule). */
export const CONTACT_FILES_MAX = CONTACT_ATTACHMENT_MAX_FILES;
export const CONTACT_FILE_MAX_BYTES = CONTACT_ATTACHMENT_MAX_BYTES;
/** How many contact forms one address may send per window, and the window. */
export const CONTACT_RATE_LIMIT = 5;
export const CONTACT_RATE_WINDOW_SECONDS = 600;

/** What a message is about; staff filter by it. */
export const CONTACT_CATEGORY_LABELS = {
  account: '帳號與會員資料',
  borrowing: '借款申請',
  lending: '出借與投資',
  repayment: '還款與繳費',
  shop: '商城與服務預約',
  suggestion: '網站意見與建議',
  other: '其他問題',
} as const satisfies Record<string, string>;
export type ContactCategory = keyof typeof CONTACT_CATEGORY_LABELS;
export const CONTACT_CATEGORIES = Object.keys(CONTACT_CATEGORY_LABELS) as [ContactCategory, ...ContactCategory[]];

/** open: waiting for staff; answered: the answer was sent to the sender. */
export const CONTACT_STATUS_LABELS = { open: '待回覆', answered: '已回覆' } as const satisfies Record<string, string>;
export type ContactStatus = keyof typeof CONTACT_STATUS_LABELS;
export const CONTACT_STATUSES = Object.keys(CONTACT_STATUS_LABELS) as [ContactStatus, ...ContactStatus[]];

export const CONTACT_API_PATHS = {
  contact: '/api/contact',
  consoleMessages: '/api/console/contact-messages',
} as const;

export const CONTACT_TEXTS = {
  title: '聯絡我們',
  intro: '有任何問題或建議，歡迎留下您的聯絡方式與問題描述，客服人員將以 Email 回覆您。',
  name: '姓名',
  email: 'Email',
  category: '問題類別',
  description: '問題描述',
  files: '附件',
  filesHint: `最多 ${CONTACT_ATTACHMENT_MAX_FILES} 個檔案，每個不超過 ${CONTACT_ATTACHMENT_MAX_BYTES / 1024} KB（圖片、音訊、影片、Office 文件、文字檔或 PDF）`,
  chooseFiles: '選擇檔案',
  removeFile: '移除',
  submit: '送出',
  sent: '感謝您的來信，我們已收到您的問題，將盡快以 Email 回覆您。',
  sendAnother: '再寫一封',
  failed: '目前無法送出，請稍後再試',
  tooMany: '您送出的次數過多，請稍後再試',
  answer: '回覆內容',
  answerSubject: '【信橋 LendBridge】您的來信回覆',
  alreadyAnswered: '此訊息已回覆',
  messageNotFound: '找不到此訊息',
} as const;

const T = CONTACT_TEXTS;

/** The free-text box's rules (spec 5): no e-mail address and no phone number in the text. */
const FREE_TEXT_RULES: readonly FieldRule[] = [
  [(value) => !containsEmail(value), MESSAGES.noEmailInText],
  [(value) => !containsPhone(value), MESSAGES.noPhoneInText],
];

/** The contact form's fields (the files travel beside them, checked by their content on the server). */
export const contactMessageSchema = strictFormObject({
  name: requiredText(T.name, CONTACT_NAME_MAX_LENGTH, [noNulRule]),
  email: emailField(T.email),
  category: z.enum(CONTACT_CATEGORIES, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? `請選擇${T.category}` : MESSAGES.invalidOption),
  }),
  description: requiredText(T.description, CONTACT_DESCRIPTION_MAX_LENGTH, [noNulRule, ...FREE_TEXT_RULES]),
});
export type ContactMessageInput = z.output<typeof contactMessageSchema>;

/** The staff answer to a message. */
export const contactAnswerSchema = strictFormObject({
  answer: requiredText(T.answer, CONTACT_ANSWER_MAX_LENGTH, [noNulRule]),
});
export type ContactAnswerInput = z.output<typeof contactAnswerSchema>;

/** The e-mail that carries the staff answer to the sender. */
export function contactAnswerMail(name: string, description: string, answer: string): { subject: string; body: string } {
  return {
    subject: T.answerSubject,
    body: `${name} 您好：\n\n${answer}\n\n—— 您的來信 ——\n${description}\n\n信橋 LendBridge 客服中心 敬上`,
  };
}

/** The FAQ page /faq: the keyword search waits this long after typing stops. */
export const FAQ_SEARCH_DEBOUNCE_MS = 400;

/** GET /api/faq answers the published groups with their items; the answer is sanitised HTML. */
export interface FaqPublicItem {
  id: number;
  question: string;
  answer: string;
}
export interface FaqPublicGroup {
  id: number;
  name: string;
  items: FaqPublicItem[];
}

export const FAQ_PAGE_TEXTS = {
  title: '常見問題',
  search: '搜尋問題',
  noResult: '找不到符合的問題，歡迎透過聯絡我們詢問。',
  contactLink: '聯絡我們',
  feedbackTitle: '這個回答對您有幫助嗎？請給予評分',
  feedbackContent: '其他意見（選填）',
  feedbackSubmit: '送出意見',
  feedbackThanks: '感謝您的寶貴意見！',
} as const;

/** The console's words for the contact messages. */
export const CONSOLE_CONTACT_TEXTS = {
  messages: '聯絡我們訊息',
  id: '編號',
  name: CONTACT_TEXTS.name,
  email: CONTACT_TEXTS.email,
  category: CONTACT_TEXTS.category,
  description: CONTACT_TEXTS.description,
  status: '狀態',
  member_serial: '會員編號',
  file_count: '附件數',
  files: CONTACT_TEXTS.files,
  noFiles: '沒有附件',
  download: '下載',
  answer: CONTACT_TEXTS.answer,
  answered_by: '回覆人員',
  answered_at: '回覆時間',
  created_at: '來信時間',
  search: '搜尋姓名、Email 或內容',
  answerButton: '回覆來信',
  answerDescription: '回覆將以 Email 寄給來信者，送出後無法修改。',
  answerSend: '寄出回覆',
  answerSent: '已寄出回覆',
  feature: '閱讀「聯絡我們」的來信與附件，並以 Email 回覆來信者',
} as const;

/** A file of a contact message as the console reads it, with the address it downloads from. */
export interface ConsoleContactFile {
  id: string;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  url: string;
}

/** A contact message as the console reads it (instants as ISO text); the list leaves out the files. */
export interface ConsoleContactMessage {
  id: number;
  name: string;
  email: string;
  category: ContactCategory;
  description: string;
  user_id: number | null;
  member_serial: string | null;
  status: ContactStatus;
  answer: string | null;
  answered_by: number | null;
  answered_at: string | null;
  file_count: number;
  created_at: string;
  updated_at: string;
}
