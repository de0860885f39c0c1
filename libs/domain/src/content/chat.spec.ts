import { describe, expect, it } from 'vitest';
import { zodIssuesToFieldErrors } from '../index.js';
import { CHAT_CONTENT_MAX_LENGTH, CHAT_RECEIVER_SERIAL_MAX_LENGTH, CHAT_SUBJECT_MAX_LENGTH } from '../constants/limits.js';
import {
  CHAT_SUPPORT_SERIAL,
  chatSendSchema,
  chatStartSchema,
  chatToBuySubject,
  taipeiWeekdayAndTime,
} from './chat.js';

const message = { receiver_serial: CHAT_SUPPORT_SERIAL, subject: '借款問題', content: '請問如何申請？' };

const errorsOf = (input: unknown): Record<string, string> => {
  const parsed = chatStartSchema.safeParse(input);
  return parsed.success ? {} : zodIssuesToFieldErrors(parsed.error);
};

describe('the chat message rules (spec 5)', () => {
  it('takes a message within its limits', () => {
    expect(chatStartSchema.parse({ ...message, subject: '  借款問題 ' })).toEqual(message);
    expect(
      chatStartSchema.safeParse({
        receiver_serial: 'S'.repeat(CHAT_RECEIVER_SERIAL_MAX_LENGTH),
        subject: '主'.repeat(CHAT_SUBJECT_MAX_LENGTH),
        content: '文'.repeat(CHAT_CONTENT_MAX_LENGTH),
      }).success,
    ).toBe(true);
  });

  it('requires the receiver serial, the subject and the content', () => {
    expect(errorsOf({ receiver_serial: '', subject: ' ', content: '' })).toEqual({
      receiver_serial: '收件人編號為必填',
      subject: '主旨為必填',
      content: '內文為必填',
    });
  });

  it('refuses a receiver serial over 10, a subject over 90 and content over 1000 characters', () => {
    const errors = errorsOf({
      receiver_serial: 'S'.repeat(CHAT_RECEIVER_SERIAL_MAX_LENGTH + 1),
      subject: '主'.repeat(CHAT_SUBJECT_MAX_LENGTH + 1),
      content: '文'.repeat(CHAT_CONTENT_MAX_LENGTH + 1),
    });
    expect(Object.keys(errors)).toEqual(['receiver_serial', 'subject', 'content']);
    expect(errors.content).toContain(String(CHAT_CONTENT_MAX_LENGTH));
  });

  it('refuses an e-mail address or a phone number in the text with the spec messages', () => {
    expect(errorsOf({ ...message, content: '請寄到 amy@example.com' })).toEqual({ content: '請勿在內文輸入email' });
    expect(errorsOf({ ...message, content: '打給我 0912-345-678' })).toEqual({ content: '請勿在內文輸入電話' });
    expect(errorsOf({ ...message, subject: '0912345678' })).toEqual({ subject: '請勿在內文輸入電話' });
  });

  it('refuses NUL, unknown fields and a bad conversation id', () => {
    expect(errorsOf({ ...message, content: 'a\u0000b' })).toEqual({ content: '含有不允許的字元' });
    expect(chatStartSchema.safeParse({ ...message, extra: 1 }).success).toBe(false);
    for (const conversation_id of [0, -1, 1.5, '1', null, Number.MAX_SAFE_INTEGER + 2]) {
      expect(chatSendSchema.safeParse({ ...message, conversation_id }).success).toBe(false);
    }
    expect(chatSendSchema.safeParse({ ...message, conversation_id: 7 }).success).toBe(true);
  });
});

describe('chat to buy', () => {
  it('asks about the product named in the query, else about nothing', () => {
    expect(chatToBuySubject('有機米禮盒')).toBe('我想購買：有機米禮盒');
    expect(chatToBuySubject(' 12 ')).toBe('我想購買：12');
    expect(chatToBuySubject(null)).toBeNull();
    expect(chatToBuySubject('  ')).toBeNull();
    expect(chatToBuySubject('x'.repeat(61))).toBeNull();
    expect(chatToBuySubject('a\u0000')).toBeNull();
  });
});

describe('the Taipei clock of the greetings', () => {
  it('reads the weekday and time in Asia/Taipei', () => {
    // 2026-11-28 (Saturday) 16:30 UTC is Sunday 00:30 in Taipei.
    expect(taipeiWeekdayAndTime(new Date(Date.UTC(2026, 10, 28, 16, 30)))).toEqual({ weekday: 0, time: '00:30' });
    expect(taipeiWeekdayAndTime(new Date(Date.UTC(2026, 10, 27, 1, 5)))).toEqual({ weekday: 5, time: '09:05' });
  });
});
