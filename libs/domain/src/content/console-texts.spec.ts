import { describe, expect, it } from 'vitest';
import { CONSOLE_CONTENT_TEXTS, WEEKDAY_CHOICES, cmsPostFormSchema, contentImageIdOf, contentImageUrl, lectureFormSchema, weekdaysText } from './console-texts.js';

const UPLOAD_ID = '4C1D2E3F-5A6B-4C7D-8E9F-0A1B2C3D4E5F';

describe('content pictures', () => {
  it('are addressed by their upload id in lower case, and read back from that address only', () => {
    const url = contentImageUrl(UPLOAD_ID);
    expect(url).toBe('/api/content-images/4c1d2e3f-5a6b-4c7d-8e9f-0a1b2c3d4e5f');
    expect(contentImageIdOf(url)).toBe(UPLOAD_ID.toLowerCase());
    expect(contentImageIdOf('/images/ads/new-year.svg')).toBeNull();
    expect(contentImageIdOf('https://lendbridge.tw/api/content-images/x')).toBeNull();
  });
});

describe('the console content forms', () => {
  const post = { tab: 'post-news', title: '公告', content: '<p>內文</p>', published_at: '2026-12-01T09:30' };

  it("read a publishing time typed in Taipei's time as its instant, and keep a stored instant", () => {
    expect(cmsPostFormSchema.parse(post).published_at).toBe('2026-12-01T01:30:00.000Z');
    expect(cmsPostFormSchema.parse({ ...post, published_at: '2026-12-01T01:30:00.000Z' }).published_at).toBe('2026-12-01T01:30:00.000Z');
    expect(lectureFormSchema.parse({ title: '講座', content: '<p>講座</p>', starts_at: '2026-12-20T14:00' }).starts_at).toBe('2026-12-20T06:00:00.000Z');
  });

  it('refuse a missing or impossible time with a message', () => {
    const missing = cmsPostFormSchema.safeParse({ ...post, published_at: '' });
    expect(missing.error?.issues[0]?.message).toBe(`${CONSOLE_CONTENT_TEXTS.published_at}為必填`);
    expect(cmsPostFormSchema.safeParse({ ...post, published_at: '2026-02-30T09:00' }).success).toBe(false);
    expect(cmsPostFormSchema.safeParse({ ...post, published_at: '2026-12-01T09:30\u0000' }).success).toBe(false);
  });

  it('name the weekdays 日一二三四五六, Sunday first', () => {
    expect(WEEKDAY_CHOICES.map((choice) => choice.name).join('')).toBe('日一二三四五六');
    expect(weekdaysText([1, 3, 5])).toBe('一、三、五');
    expect(weekdaysText([0, 6])).toBe('日、六');
  });
});
