import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { contactAnswerSchema, contactMessageSchema, shiftIsoDate } from '@lendbridge/domain';
import { ContactService } from '../../modules/contact/contact.service.js';
import { BusinessClock } from '../../modules/repayment/business-clock.js';
import { solidPng } from './png.js';
import { onStoryDay, storyInstant } from './story-clock.js';

const SALES = 'sales@lendbridge.tw';

interface DemoMessage {
  daysAgo: number;
  hour: number;
  /** A demo member's e-mail when a member sent it signed in. */
  member?: string;
  name: string;
  email: string;
  category: string;
  description: string;
  /** A screenshot attached to the message. */
  screenshot?: string;
  /** The staff answer, given this many hours after the message. */
  answer?: { text: string; afterHours: number };
}

/** The demo's contact messages, oldest first; the recent ones still wait for an answer. */
const MESSAGES: DemoMessage[] = [
  {
    daysAgo: 40,
    hour: 10,
    member: 'lender@lendbridge.tw',
    name: '林美玲',
    email: 'lender@lendbridge.tw',
    category: 'lending',
    description: '您好，我想了解出借案件若發生逾期，保障基金大約多久會代償？是否會先通知出借人？',
    answer: { text: '林小姐您好，案件逾期達保障基金代償條件後，系統會於次一營業日批次代償並寄送通知信，您也可以在「我的投資」查看每期的收款狀態。', afterHours: 5 },
  },
  {
    daysAgo: 21,
    hour: 14,
    name: '黃柏翰',
    email: 'bohan.huang@gmail.com',
    category: 'account',
    description: '註冊時一直收不到驗證信，已經檢查過垃圾郵件匣，請問還有什麼方式可以完成驗證？',
    answer: { text: '黃先生您好，我們已確認驗證信寄送成功，可能被信箱的促銷分類攔截。請至登入頁使用「重新寄送驗證信」，若仍未收到，歡迎再與我們聯繫。', afterHours: 3 },
  },
  {
    daysAgo: 9,
    hour: 11,
    member: 'borrower@lendbridge.tw',
    name: '王小明',
    email: 'borrower@lendbridge.tw',
    category: 'repayment',
    description: '本期已經用 ATM 轉帳繳款，但帳戶頁面還顯示未繳，附上轉帳明細截圖，麻煩協助確認。',
    screenshot: '轉帳明細.png',
    answer: { text: '王先生您好，您的款項已於當日晚間入帳並完成扣款，頁面狀態會於每日批次後更新，造成困擾敬請見諒。', afterHours: 20 },
  },
  {
    daysAgo: 3,
    hour: 9,
    name: '陳怡安',
    email: 'yian.chen@yahoo.com.tw',
    category: 'shop',
    description: '在商城預約了信用諮詢服務，想改到下週同一時段，請問要如何修改預約時間？',
  },
  {
    daysAgo: 1,
    hour: 16,
    name: '張淑芬',
    email: 'shufen.chang@hotmail.com',
    category: 'suggestion',
    description: '建議常見問題頁可以增加「學生貸款」的分類，我找了很久才找到相關說明。',
  },
];

/**
 * Contact messages from visitors and members over the demo's story, each stamped when it was sent;
 * the older ones answered by the sales demo account (the answer in the outbox, audited).
 */
export async function seedContactDemo(app: INestApplication): Promise<void> {
  const dataSource = app.get(DataSource);
  const existing = (await dataSource.query(`SELECT 1 FROM contact_messages LIMIT 1`)) as unknown[];
  if (existing.length > 0) return;
  const [sales] = (await dataSource.query(`SELECT id FROM users WHERE email_normalized = $1`, [SALES])) as { id: string }[];
  if (!sales) return;
  const contact = app.get(ContactService);
  const today = await app.get(BusinessClock).today();

  for (const message of MESSAGES) {
    const [member] = message.member === undefined ? [] : ((await dataSource.query(`SELECT id FROM users WHERE email_normalized = $1`, [message.member])) as { id: string }[]);
    const input = contactMessageSchema.parse({ name: message.name, email: message.email, category: message.category, description: message.description });
    const files = message.screenshot === undefined ? [] : [{ originalName: message.screenshot, bytes: solidPng(320, 200, [236, 242, 248]) }];
    const sentAt = storyInstant(shiftIsoDate(today, -message.daysAgo), message.hour);
    const { id } = await onStoryDay(app, sentAt, () => contact.send(member === undefined ? null : Number(member.id), input, files));
    const { answer } = message;
    if (answer === undefined) continue;
    const answeredAt = storyInstant(shiftIsoDate(today, -message.daysAgo), message.hour + answer.afterHours);
    await onStoryDay(app, answeredAt, () => contact.answer(Number(sales.id), id, contactAnswerSchema.parse({ answer: answer.text })));
  }
}
