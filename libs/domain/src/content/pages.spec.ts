import { describe, expect, it } from 'vitest';
import { PAGE_META, sitemapPagePaths } from '../navigation/page-meta.js';
import { documentTitleOf } from '../navigation/site.js';
import { coverageRatio, pageOfParam, ratioAsPercent, splitLectures } from './pages.js';

describe('the protection fund’s coverage ratio', () => {
  it('divides the fund by the protected principal to four decimals, half up, and has none without principal', () => {
    expect(coverageRatio('1', '3')).toBe('0.3333');
    expect(coverageRatio(2, 3)).toBe('0.6667');
    expect(coverageRatio('12345', '200000')).toBe('0.0617');
    expect(coverageRatio('123450', '200000')).toBe('0.6173');
    expect(coverageRatio('900719925474099', '3')).toBe('300239975158033.0000');
    expect(coverageRatio('5000', '0')).toBeNull();
    expect(ratioAsPercent('0.0617')).toBe('6.17%');
    expect(ratioAsPercent('1.2500')).toBe('125.00%');
  });
});

describe('the seminars', () => {
  it('split at now: upcoming soonest first, past latest first', () => {
    const now = new Date('2025-11-20T04:00:00Z');
    const at = (id: number, starts_at: string) => ({ id, starts_at });
    const { upcoming, past } = splitLectures(
      [at(1, '2025-12-01T00:00:00Z'), at(2, '2025-11-20T04:00:00Z'), at(3, '2025-01-01T00:00:00Z'), at(4, '2025-11-20T03:59:59Z')],
      now,
    );
    expect(upcoming.map((lecture) => lecture.id)).toEqual([2, 1]);
    expect(past.map((lecture) => lecture.id)).toEqual([4, 3]);
  });
});

describe('the page table', () => {
  it('titles a page with the site’s name and lists only pages without parameters in the sitemap', () => {
    expect(documentTitleOf('常見問題')).toBe('常見問題 | 信橋 LendBridge');
    expect(documentTitleOf(undefined)).toBe('信橋 LendBridge');
    const paths = sitemapPagePaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/funding/market-place');
    expect(paths).toContain('/protection-fund');
    expect(paths.every((path) => !path.includes(':') && !path.includes('*'))).toBe(true);
    expect(Object.keys(PAGE_META)).not.toContain('/cms');
  });

  it('reads a list page from the URL, 1 for anything else', () => {
    expect(pageOfParam('3')).toBe(3);
    expect(pageOfParam(null)).toBe(1);
    expect(pageOfParam('0')).toBe(1);
    expect(pageOfParam('-2')).toBe(1);
    expect(pageOfParam('2.5')).toBe(1);
    expect(pageOfParam('abc')).toBe(1);
    expect(pageOfParam('1e400')).toBe(1);
  });
});
