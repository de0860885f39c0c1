import { describe, expect, it } from '@jest/globals';
import { escapeXml, sitemapXml } from './sitemap.js';

describe('the sitemap XML', () => {
  it('escapes the five XML characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('writes absolute URLs under the base without a doubled slash, with lastmod where known', () => {
    const xml = sitemapXml('https://lendbridge.example/tw/?a=1&b=2/', [{ path: '/faq' }, { path: '/cms/post-news/7', lastmod: new Date('2026-10-01T02:00:00Z') }]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://lendbridge.example/tw/?a=1&amp;b=2/faq</loc></url>',
        '  <url><loc>https://lendbridge.example/tw/?a=1&amp;b=2/cms/post-news/7</loc><lastmod>2026-10-01T02:00:00.000Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});
