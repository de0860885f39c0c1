import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CMS_TABS, MARKET_TABS, MESSAGES, SITEMAP_PATH, sitemapPagePaths } from '@lendbridge/domain';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { signUpAs } from './factories/members.js';
import type { Member } from './factories/members.js';

const BASE = 'https://www.lendbridge.example';

/** The <url> entries of a sitemap: each loc with its lastmod, if any. */
function urlsOf(xml: string): { loc: string; lastmod?: string }[] {
  return [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map((match) =>
    match[2] === undefined ? { loc: match[1] as string } : { loc: match[1] as string, lastmod: match[2] },
  );
}

describe('GET /sitemap.xml', () => {
  let t: TestApp;
  let admin: Member;
  let staticDir: string;

  beforeAll(async () => {
    // A built public site answers its index.html for any other path: the sitemap still comes from the API.
    staticDir = await mkdtemp(join(tmpdir(), 'lendbridge-sitemap-'));
    await mkdir(join(staticDir, 'public-web', 'dist'), { recursive: true });
    await writeFile(join(staticDir, 'public-web', 'dist', 'index.html'), '<!doctype html><title>信橋</title>');
    t = await createTestApp({ PUBLIC_URL: `${BASE}/`, STATIC_DIR: staticDir });
    admin = await signUpAs(t, ['admin']);
  });

  afterAll(async () => {
    await t.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  const post = async (body: Record<string, unknown>): Promise<number> => {
    const response = await admin.browser.post('/api/console/cms-posts', { content: '<p>內文</p>', ...body });
    expect(response.status).toBe(201);
    return response.body.id as number;
  };

  it('lists the static pages, the marketplace and CMS tabs and every published post with its lastmod, under the public URL', async () => {
    const news = await post({ tab: 'post-news', title: '信橋上線公告 & 活動', published_at: '2026-10-01T02:00:00Z' });
    const finance = await post({ tab: 'post-finance', title: '理財專欄 <一>', published_at: '2026-10-05T02:00:00Z' });
    const draft = await post({ tab: 'post-news', title: '草稿', published_at: '2026-10-02T00:00:00Z', is_published: false });
    const future = await post({ tab: 'post-press', title: '明年才發布', published_at: '2099-01-01T00:00:00Z' });
    const rows = (await t.app.get(DataSource).query(`SELECT id, greatest(updated_at, published_at) AS lastmod FROM cms_posts`)) as { id: string; lastmod: Date }[];
    const lastmod = (id: number) => rows.find((row) => Number(row.id) === id)?.lastmod.toISOString();

    const response = await request(t.http).get(SITEMAP_PATH);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.text;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    const urls = urlsOf(xml);
    expect(urls).toEqual([
      ...sitemapPagePaths().map((path) => ({ loc: `${BASE}${path}` })),
      ...MARKET_TABS.map((tab) => ({ loc: `${BASE}/market-place/${tab}` })),
      ...CMS_TABS.map((tab) => ({ loc: `${BASE}/cms/${tab}` })),
      { loc: `${BASE}/cms/post-finance/${finance}`, lastmod: lastmod(finance) },
      { loc: `${BASE}/cms/post-news/${news}`, lastmod: lastmod(news) },
    ]);
    expect(urls.map((url) => url.loc)).toEqual(expect.arrayContaining([`${BASE}/`, `${BASE}/market-place`, `${BASE}/faq`, `${BASE}/lectures`, `${BASE}/protection-fund`]));
    expect(xml).not.toContain(`/${draft}<`);
    expect(xml).not.toContain(`/${future}<`);
    expect(xml.match(/<url>/g)).toHaveLength(urls.length);
  });

  it('is a public read outside /api, refusing hostile query input', async () => {
    expect((await request(t.http).get(`/api${SITEMAP_PATH}`)).status).toBe(404);
    expect((await request(t.http).get('/faq')).text).toContain('<title>信橋</title>');
    const nul = await request(t.http).get(`${SITEMAP_PATH}?page=%00`);
    expect({ status: nul.status, message: nul.body.message }).toEqual({ status: 400, message: MESSAGES.invalidCharacter });
    const ignored = await request(t.http).get(`${SITEMAP_PATH}?page=${'x'.repeat(4_000)}`);
    expect(ignored.status).toBe(200);
    expect(ignored.text).toContain(`<loc>${BASE}/</loc>`);
  });
});
