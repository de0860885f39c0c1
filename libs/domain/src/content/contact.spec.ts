import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages.js';
import { emailSuggestions } from '../validators/email.js';
import {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_LABELS,
  CONTACT_DESCRIPTION_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  contactAnswerMail,
  contactAnswerSchema,
  contactMessageSchema,
} from './contact.js';

const valid = { name: '林雅婷', email: 'Yating.Lin@Gmail.com ', category: 'repayment', description: '請問提前還款是否需要手續費？' };

const firstMessage = (input: Record<string, unknown>, path: string): string | undefined =>
  contactMessageSchema.safeParse(input).error?.issues.find((issue) => issue.path[0] === path)?.message;

describe('the contact form', () => {
  it('takes a name, an e-mail (lower-cased), a category and a description', () => {
    expect(contactMessageSchema.parse(valid)).toEqual({ ...valid, email: 'yating.lin@gmail.com' });
  });

  it('names every category in Traditional Chinese', () => {
    expect(CONTACT_CATEGORIES.length).toBeGreaterThan(3);
    for (const category of CONTACT_CATEGORIES) expect(CONTACT_CATEGORY_LABELS[category]).toMatch(/[\u4e00-\u9fff]/);
  });

  it('requires the category and refuses one it does not know', () => {
    expect(firstMessage({ ...valid, category: undefined }, 'category')).toBe('請選擇問題類別');
    expect(firstMessage({ ...valid, category: 'loans' }, 'category')).toBe(MESSAGES.invalidOption);
  });

  it('keeps the name and e-mail to 255 characters and the description to 10,000', () => {
    expect(contactMessageSchema.safeParse({ ...valid, name: '林'.repeat(CONTACT_NAME_MAX_LENGTH) }).success).toBe(true);
    expect(firstMessage({ ...valid, name: '林'.repeat(CONTACT_NAME_MAX_LENGTH + 1) }, 'name')).toBeDefined();
    expect(firstMessage({ ...valid, email: `${'a'.repeat(250)}@gmail.com` }, 'email')).toBeDefined();
    expect(contactMessageSchema.safeParse({ ...valid, description: '問'.repeat(CONTACT_DESCRIPTION_MAX_LENGTH) }).success).toBe(true);
    expect(firstMessage({ ...valid, description: '問'.repeat(CONTACT_DESCRIPTION_MAX_LENGTH + 1) }, 'description')).toBeDefined();
  }, 30_000);

  it('blocks an e-mail address or a phone number in the description', () => {
    expect(firstMessage({ ...valid, description: '請寄到 amy@example.com 給我' }, 'description')).toBe(MESSAGES.noEmailInText);
    expect(firstMessage({ ...valid, description: '請打 0912-345-678 找我' }, 'description')).toBe(MESSAGES.noPhoneInText);
  });

  it('refuses NUL characters and unknown fields', () => {
    expect(firstMessage({ ...valid, name: '林\u0000' }, 'name')).toBe(MESSAGES.invalidCharacter);
    expect(firstMessage({ ...valid, description: '問題\u0000' }, 'description')).toBe(MESSAGES.invalidCharacter);
    expect(contactMessageSchema.safeParse({ ...valid, user_id: 1 }).success).toBe(false);
  });

  it('suggests the common providers only after the @ and a domain letter', () => {
    expect(emailSuggestions('amy@')).toEqual([]);
    expect(emailSuggestions('amy@g')).toContain('amy@gmail.com');
  });
});

describe('the staff answer', () => {
  it('is required and goes out with the sender’s own words quoted', () => {
    expect(contactAnswerSchema.safeParse({ answer: ' ' }).success).toBe(false);
    const mail = contactAnswerMail('林雅婷', '請問手續費？', '提前還款不收手續費。');
    expect(mail.body).toContain('林雅婷 您好');
    expect(mail.body).toContain('提前還款不收手續費。');
    expect(mail.body).toContain('請問手續費？');
  });
});
