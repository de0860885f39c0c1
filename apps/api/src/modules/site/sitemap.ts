import { CMS_TABS, MARKET_TABS, cmsPostPath, cmsTabPath, sitemapPagePaths } from '@lendbridge/domain';
import type { SitemapPostRow } from './site.queries.js';

export interface SitemapEntry {
  /** The path on the public site, from its root. */
  path: string;
  lastmod?: Date;
}

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/**
 * The public site's pages search engines should list: the static pages of the page table, the
 * marketplace tabs, the CMS tabs and every published post with its last change.
 */
export function sitemapEntries(posts: readonly SitemapPostRow[]): SitemapEntry[] {
  return [
    ...sitemapPagePaths().map((path) => ({ path })),
    ...MARKET_TABS.map((tab) => ({ path: `/market-place/${tab}` })),
    ...CMS_TABS.map((tab) => ({ path: cmsTabPath(tab) })),
    ...posts.map((post) => ({ path: cmsPostPath(post.tab, post.id), lastmod: post.lastmod })),
  ];
}

/** The sitemap protocol's XML of the entries, with absolute URLs under the public base URL. */
export function sitemapXml(baseUrl: string, entries: readonly SitemapEntry[]): string {
  const base = baseUrl.replace(/\/+$/, '');
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeXml(`${base}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
