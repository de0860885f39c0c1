import { describe, expect, it } from 'vitest';
import { CONTENT_TEXTS, averageReturnPercent, FAQ_FEEDBACK_MAX_LENGTH, chatGreetingInputSchema, faqFeedbackSchema, homepageEntryInputSchema, isGreetingOpen, homeStoryInputSchema } from './index.js';

describe('FAQ feedback', () => {
  it('asks for a score of 1 to 5 with the spec message', () => {
    for (const score of [undefined, 0, 6, 2.5, '3']) {
      const result = faqFeedbackSchema.safeParse({ item_id: 1, score });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CONTENT_TEXTS.feedbackScoreRequired);
    }
    expect(faqFeedbackSchema.parse({ item_id: 1, score: 5 })).toEqual({ item_id: 1, score: 5, content: '' });
  });

  it('takes a comment of at most 100 characters', () => {
    expect(faqFeedbackSchema.safeParse({ item_id: 1, score: 3, content: '好'.repeat(FAQ_FEEDBACK_MAX_LENGTH) }).success).toBe(true);
    expect(faqFeedbackSchema.safeParse({ item_id: 1, score: 3, content: '好'.repeat(FAQ_FEEDBACK_MAX_LENGTH + 1) }).success).toBe(false);
  });
});

describe('homepage entries, stories and greetings', () => {
  it('fills the entry properties and refuses a javascript: link', () => {
    const entry = homepageEntryInputSchema.parse({ title: '新春活動', category: 'popup' });
    expect(entry.properties).toEqual({ popup_size: 'md', hide_header: false, hide_footer: false, pass_lnb_source: false, pass_mobile: false, cache: false, cache_days: 0 });
    expect(homepageEntryInputSchema.safeParse({ title: '甲', category: 'popup', link: 'javascript:alert(1)' }).success).toBe(false);
    expect(homeStoryInputSchema.safeParse({ title: '甲', image_url: '/images/a.jpg', properties: { author: '王小姐', link: 'https://lendbridge.tw/a' } }).success).toBe(true);
  });

  it('opens a greeting on its weekdays within its hours, across midnight too', () => {
    const day = chatGreetingInputSchema.parse({ title: '午安', properties: { weekdays: [5, 1, 1], start_time: '09:00', end_time: '18:00' } }).properties;
    expect(day.weekdays).toEqual([1, 5]);
    expect(isGreetingOpen(day, 1, '09:00')).toBe(true);
    expect(isGreetingOpen(day, 1, '18:00')).toBe(false);
    expect(isGreetingOpen(day, 2, '10:00')).toBe(false);
    const night = { weekdays: [0], start_time: '22:00', end_time: '02:00' };
    expect(isGreetingOpen(night, 0, '23:30')).toBe(true);
    expect(isGreetingOpen(night, 0, '01:00')).toBe(true);
    expect(isGreetingOpen(night, 0, '12:00')).toBe(false);
    expect(chatGreetingInputSchema.safeParse({ title: '甲', properties: { weekdays: [], start_time: '9:00', end_time: '18:00' } }).success).toBe(false);
  });
});

describe('the average return', () => {
  it('weighs each funded loan by its amount, half up to two decimals', () => {
    expect(averageReturnPercent('0', '0')).toBe('0.00');
    expect(averageReturnPercent(String(100_000 * 8.5 + 300_000 * 10.25), '400000')).toBe('9.81');
    expect(averageReturnPercent('1005', '1000')).toBe('1.01');
  });
});
