import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { CONTENT_TEXTS, FAQ_FEEDBACK_MAX_LENGTH, HOME_METRICS_CACHE_MS } from '@lendbridge/domain';
import { HomeMetricsService } from '../src/modules/content/home-metrics.service.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { disbursedDaysAgo, repayingLoan } from './factories/clearing-rows.js';
import { signUp, signUpAs } from './factories/members.js';
import type { Member } from './factories/members.js';
import { borrowerWithAccount, investor } from './factories/orders.js';

const CONSOLE = '/api/console';
const HOSTILE_SCRIPT = '<p onclick="steal()">平台公告<script>alert(document.cookie)</script></p><a href="javascript:alert(1)">點我</a><img src="x" onerror="alert(1)">';

/** The console resources of the content module, each with a valid body. */
const RESOURCES: { path: string; body: Record<string, unknown> }[] = [
  { path: 'cms-posts', body: { tab: 'post-news', title: '信橋上線公告', content: '<p>歡迎</p>', published_at: '2026-11-01T02:00:00Z' } },
  { path: 'lectures', body: { title: '小額投資入門講座', starts_at: '2026-12-05T06:00:00Z', content: '<p>講座內容</p>' } },
  { path: 'homepage-entries', body: { title: '新春活動', category: 'carousel' } },
  { path: 'stories', body: { title: '我的第一筆投資', image_url: '/images/story.jpg', properties: { author: '陳先生' } } },
  { path: 'chat-greetings', body: { title: '您好，有什麼可以協助您？', properties: { weekdays: [1, 2, 3, 4, 5], start_time: '09:00', end_time: '18:00' } } },
  { path: 'faq-groups', body: { name: '註冊與登入' } },
];

describe('content, help and home', () => {
  let t: TestApp;
  let dataSource: DataSource;
  let admin: Member;
  let sales: Member;

  beforeAll(async () => {
    t = await createTestApp();
    dataSource = t.app.get(DataSource);
    admin = await signUpAs(t, ['admin']);
    sales = await signUpAs(t, ['sales']);
  });

  afterAll(async () => {
    await t.close();
  });

  const create = async (path: string, body: Record<string, unknown>) => {
    const response = await admin.browser.post(`${CONSOLE}/${path}`, body);
    expect({ status: response.status, errors: response.body.errors }).toEqual({ status: 201, errors: undefined });
    return response.body as { id: number } & Record<string, unknown>;
  };

  describe('home metrics', () => {
    it('equal the same figures computed in SQL, and are kept briefly', async () => {
      const borrower = await borrowerWithAccount(t);
      const lender = await investor(t, 200_000);
      const { disbursedOn } = await disbursedDaysAgo(t, 10);
      await repayingLoan(t, borrower, [{ lender, amount: 60_000 }], disbursedOn, { apr: '9.50' });
      await repayingLoan(t, borrower, [{ lender, amount: 25_000 }], disbursedOn, { apr: '13.25' });

      const [expected] = (await dataSource.query(
        `SELECT (SELECT count(*)::int FROM users WHERE disabled_at IS NULL AND NOT ('admin' = ANY (roles) OR 'sales' = ANY (roles))) AS members,
                (SELECT count(*)::int FROM loans WHERE funded_at IS NOT NULL AND status NOT IN ('cancelled', 'expired')) AS loans_funded,
                (SELECT coalesce(sum(amount), 0)::bigint FROM loans WHERE funded_at IS NOT NULL AND status NOT IN ('cancelled', 'expired')) AS amount_lent,
                (SELECT coalesce(round(sum(amount * apr) / nullif(sum(amount), 0), 2), 0)::numeric(10, 2)::text
                   FROM loans WHERE funded_at IS NOT NULL AND status NOT IN ('cancelled', 'expired')) AS average_return,
                (SELECT balance FROM ledger_accounts WHERE kind = 'protection_fund') AS protection_fund`,
      )) as { members: number; loans_funded: number; amount_lent: string; average_return: string; protection_fund: string }[];
      const answered = await new Browser(t.http).get('/api/home/metric');
      expect(answered.status).toBe(200);
      expect(answered.body.stats).toEqual({
        members: expected.members,
        loans_funded: expected.loans_funded,
        amount_lent: Number(expected.amount_lent),
        average_return: expected.average_return,
        protection_fund: Number(expected.protection_fund),
      });
      expect(answered.body.stats.loans_funded).toBeGreaterThanOrEqual(2);
      expect(answered.body.stats.members).toBeGreaterThanOrEqual(2);
      const community = await new Browser(t.http).get('/api/metrics');
      expect(community.body).toEqual({ memberCount: expected.members, fbFanCount: null });

      const metrics = new HomeMetricsService(dataSource);
      const countedAt = new Date('2026-11-28T00:00:00Z');
      const first = await metrics.stats(countedAt);
      await signUp(t);
      expect(await metrics.stats(new Date(countedAt.getTime() + HOME_METRICS_CACHE_MS - 1))).toEqual(first);
      expect((await metrics.stats(new Date(countedAt.getTime() + HOME_METRICS_CACHE_MS))).members).toBe(first.members + 1);
    });
  });

  describe('CMS posts and the homepage', () => {
    it('stores rich text sanitised and shows only published posts of the tab', async () => {
      const post = await create('cms-posts', { tab: 'post-press', title: '信橋獲媒體專訪', summary: '摘要', content: HOSTILE_SCRIPT, published_at: '2026-10-01T00:00:00Z' });
      const [stored] = (await dataSource.query(`SELECT content FROM cms_posts WHERE id = $1`, [post.id])) as { content: string }[];
      expect(stored.content).toBe('<p>平台公告</p><a rel="noopener noreferrer">點我</a><img src="x" />');
      expect(stored.content).not.toMatch(/script|onclick|onerror|javascript:/i);
      await create('cms-posts', { tab: 'post-press', title: '草稿', content: '<p>未發布</p>', published_at: '2026-10-02T00:00:00Z', is_published: false });
      await create('cms-posts', { tab: 'post-press', title: '明年才發布', content: '<p>未到</p>', published_at: '2099-01-01T00:00:00Z' });

      const visitor = new Browser(t.http);
      const tab = await visitor.get('/api/cms/post-press');
      expect(tab.status).toBe(200);
      expect((tab.body.data as { title: string }[]).map((row) => row.title)).toEqual(['信橋獲媒體專訪']);
      expect(tab.body.meta.pagination).toMatchObject({ total: 1, current_page: 1 });
      expect((await visitor.get(`/api/cms/post-press/${post.id}`)).body.data.content).toBe(stored.content);
      expect((await visitor.get(`/api/cms/post-news/${post.id}`)).status).toBe(404);
      expect((await visitor.get('/api/cms/post-unknown')).status).toBe(404);
      expect((await visitor.get('/api/press-entries')).body.data.map((row: { id: number }) => row.id)).toEqual([post.id]);

      const changed = await admin.browser.put(`${CONSOLE}/cms-posts/${post.id}`, {
        tab: 'post-press',
        title: '信橋獲媒體專訪（更新）',
        content: '<h2>標題</h2><iframe src="https://evil.example"></iframe><p style="x" onmouseover="y()">內文</p>',
        published_at: '2026-10-01T00:00:00Z',
      });
      expect(changed.status).toBe(200);
      expect(changed.body.content).toBe('<h2>標題</h2><p>內文</p>');
      const audits = (await dataSource.query(`SELECT action FROM audit_logs WHERE target_type = 'cms_post' AND target_id = $1 ORDER BY id`, [String(post.id)])) as {
        action: string;
      }[];
      expect(audits.map((row) => row.action)).toEqual(['cms_post.created', 'cms_post.updated']);
    });

    it('answers homepage entries with their properties, stories, greetings and seminars', async () => {
      const entry = await create('homepage-entries', {
        title: '年終投資獎勵',
        category: 'popup',
        image_url: 'https://cdn.lendbridge.tw/popup.jpg',
        content: '<p>活動說明</p><script>x()</script>',
        properties: { popup_size: 'lg', hide_header: true, hide_footer: false, pass_lnb_source: true, pass_mobile: false, cache: true, cache_days: 3 },
      });
      expect(entry.content).toBe('<p>活動說明</p>');
      const story = await create('stories', { title: '退休族的穩健收入', image_url: '/images/s1.jpg', properties: { author: '林老師', link: 'https://lendbridge.tw/story/1' } });
      const greeting = await create('chat-greetings', { title: '平日上班時間歡迎詢問', properties: { weekdays: [5, 1], start_time: '09:00', end_time: '18:00' } });
      const lecture = await create('lectures', { title: '信用評等說明會', speaker: '王經理', location: '台北市信義區', starts_at: '2026-12-01T06:00:00Z', content: '<p onclick="x">說明</p>' });
      await create('stories', { title: '不公開', image_url: '/images/s2.jpg', properties: { author: '某人' }, is_published: false });

      const visitor = new Browser(t.http);
      const entries = (await visitor.get('/api/homepage-entries')).body.data as { id: number; properties: Record<string, unknown> }[];
      expect(entries.find((row) => row.id === entry.id)?.properties).toEqual({
        popup_size: 'lg',
        hide_header: true,
        hide_footer: false,
        pass_lnb_source: true,
        pass_mobile: false,
        cache: true,
        cache_days: 3,
      });
      expect((await visitor.get('/api/stories')).body.data).toEqual([expect.objectContaining({ id: story.id, properties: { author: '林老師', link: 'https://lendbridge.tw/story/1' } })]);
      expect((await visitor.get('/api/chatroom/greet')).body.data).toEqual([
        expect.objectContaining({ id: greeting.id, properties: { weekdays: [1, 5], start_time: '09:00', end_time: '18:00' } }),
      ]);
      expect((await visitor.get('/api/lectures')).body.data).toEqual([expect.objectContaining({ id: lecture.id, content: '<p>說明</p>' })]);
    });

    it('refuses a javascript: link, a bad entry and hostile input', async () => {
      const bad = await admin.browser.post(`${CONSOLE}/homepage-entries`, { title: '甲', category: 'popup', link: 'javascript:alert(1)' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ link: CONTENT_TEXTS.urlFormat });
      const days = await admin.browser.post(`${CONSOLE}/homepage-entries`, { title: '甲', category: 'popup', properties: { cache_days: 9999 } });
      expect(Object.keys(days.body.errors as object)).toEqual(['properties.cache_days']);
      expect((await admin.browser.post(`${CONSOLE}/cms-posts`, { tab: 'post-news', title: '公\u0000告', content: '<p>x</p>', published_at: '2026-10-01T00:00:00Z' })).status).toBe(400);
      expect((await admin.browser.post(`${CONSOLE}/cms-posts`, { tab: 'post-news', title: '公告', content: 'x'.repeat(200_001), published_at: '2026-10-01T00:00:00Z' })).status).toBe(400);
      let deep: Record<string, unknown> = { end: true };
      for (let level = 0; level < 200; level += 1) deep = { nested: deep };
      expect((await admin.browser.post(`${CONSOLE}/stories`, { title: '甲', image_url: '/a.jpg', properties: deep })).status).toBe(400);
      const nulFilter = await admin.browser.get(`${CONSOLE}/cms-posts?filter=${encodeURIComponent('{"q":"\\u0000"}')}`);
      expect(nulFilter.status).toBe(400);
      expect((await new Browser(t.http).get(`/api/faq?keyword=${encodeURIComponent('問'.repeat(200))}`)).status).toBe(400);
      expect((await admin.browser.get(`${CONSOLE}/stories/999999999`)).status).toBe(404);
    });
  });

  describe('FAQ', () => {
    let itemId: number;

    beforeAll(async () => {
      const group = await create('faq-groups', { name: '投資與還款', position: 1 });
      const other = await create('faq-groups', { name: '帳戶', position: 2 });
      const item = await create('faq-items', { group_id: group.id, question: '如何開始投資？', answer: '<p>完成會員認證後即可於<strong>投資市集</strong>下單。</p><script>x()</script>' });
      expect(item.answer).toBe('<p>完成會員認證後即可於<strong>投資市集</strong>下單。</p>');
      itemId = item.id;
      await create('faq-items', { group_id: other.id, question: '如何提領餘額？', answer: '<p>綁定並驗證銀行帳戶後可申請提領。</p>' });
      await create('faq-items', { group_id: other.id, question: '未發布的問題', answer: '<p>投資</p>', is_published: false });
    });

    it('lists the groups and finds items by keyword in the question or the answer text', async () => {
      const visitor = new Browser(t.http);
      const all = (await visitor.get('/api/faq')).body.data as { name: string; items: { question: string }[] }[];
      expect(all.map((group) => [group.name, group.items.map((item) => item.question)])).toEqual([
        ['投資與還款', ['如何開始投資？']],
        ['帳戶', ['如何提領餘額？']],
      ]);
      const found = (await visitor.get(`/api/faq?keyword=${encodeURIComponent('市集')}`)).body.data as { name: string; items: { id: number }[] }[];
      expect(found).toEqual([{ id: expect.any(Number), name: '投資與還款', items: [expect.objectContaining({ id: itemId })] }]);
      expect((await visitor.get(`/api/faq?keyword=${encodeURIComponent('strong')}`)).body.data).toEqual([]);
      expect((await visitor.get(`/api/faq?keyword=${encodeURIComponent('100%')}`)).body.data).toEqual([]);
    });

    it('takes feedback with a score of 1 to 5 and at most 100 characters, from visitors and members', async () => {
      const visitor = new Browser(t.http);
      const missing = await visitor.post('/api/faq/feedback', { item_id: itemId, content: '很有幫助' });
      expect({ status: missing.status, message: missing.body.message, errors: missing.body.errors }).toEqual({
        status: 400,
        message: CONTENT_TEXTS.feedbackMissingTitle,
        errors: { score: CONTENT_TEXTS.feedbackScoreRequired },
      });
      for (const score of [0, 6, 2.5, '5']) expect((await visitor.post('/api/faq/feedback', { item_id: itemId, score })).body.errors).toEqual({ score: CONTENT_TEXTS.feedbackScoreRequired });
      const long = await visitor.post('/api/faq/feedback', { item_id: itemId, score: 3, content: '長'.repeat(FAQ_FEEDBACK_MAX_LENGTH + 1) });
      expect({ status: long.status, fields: Object.keys(long.body.errors as object) }).toEqual({ status: 400, fields: ['content'] });
      expect((await visitor.post('/api/faq/feedback', { item_id: 987_654_321, score: 3 })).status).toBe(400);
      expect((await visitor.post('/api/faq/feedback', { item_id: itemId, score: 3, content: '有\u0000字' })).status).toBe(400);

      expect((await visitor.post('/api/faq/feedback', { item_id: itemId, score: 5, content: '長'.repeat(FAQ_FEEDBACK_MAX_LENGTH) })).status).toBe(201);
      const member = await signUp(t);
      const sent = await member.browser.post('/api/faq/feedback', { item_id: itemId, score: 2, content: '希望有更多說明' });
      expect(sent.status).toBe(201);

      const page = await sales.browser.get(`${CONSOLE}/faq-feedback?filter=${encodeURIComponent(JSON.stringify({ item_id: itemId }))}&sort=${encodeURIComponent('["id","ASC"]')}`);
      expect(page.status).toBe(200);
      expect(page.headers['content-range']).toBe('faq-feedback 0-1/2');
      expect((page.body as { score: number; user_id: number | null }[]).map((row) => [row.score, row.user_id])).toEqual([
        [5, null],
        [2, member.id],
      ]);
      const item = await sales.browser.get(`${CONSOLE}/faq-items/${itemId}`);
      expect(item.body).toMatchObject({ feedback_count: 2, average_score: '3.50' });
    });

    it('keeps a group with items and removes an empty one', async () => {
      const [group] = (await dataSource.query(`SELECT group_id FROM faq_items WHERE id = $1`, [itemId])) as { group_id: string }[];
      const refused = await admin.browser.delete(`${CONSOLE}/faq-groups/${group.group_id}`);
      expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 409, code: 'FAQ_GROUP_HAS_ITEMS' });
      const kept = await admin.browser.delete(`${CONSOLE}/faq-items/${itemId}`);
      expect({ status: kept.status, code: kept.body.code }).toEqual({ status: 409, code: 'FAQ_ITEM_HAS_FEEDBACK' });
      const empty = await create('faq-groups', { name: '暫時分類' });
      expect((await admin.browser.delete(`${CONSOLE}/faq-groups/${empty.id}`)).status).toBe(200);
      expect((await admin.browser.get(`${CONSOLE}/faq-groups/${empty.id}`)).status).toBe(404);
      const unknown = await admin.browser.post(`${CONSOLE}/faq-items`, { group_id: 987_654_321, question: '甲', answer: '<p>乙</p>' });
      expect(unknown.body.errors).toEqual({ group_id: CONTENT_TEXTS.groupUnknown });
    });
  });

  describe('access', () => {
    it('answers 401 without a session and 403 to other staff on every console route; sales read', async () => {
      const visitor = new Browser(t.http);
      const appraiser = await signUpAs(t, ['appraiser']);
      const member = await signUp(t);
      for (const { path, body } of [...RESOURCES, { path: 'faq-items', body: { group_id: 1, question: '甲', answer: '乙' } }, { path: 'faq-feedback', body: {} }]) {
        const url = `${CONSOLE}/${path}`;
        expect({ path, status: (await visitor.get(url)).status }).toEqual({ path, status: 401 });
        expect({ path, status: (await visitor.get(`${url}/1`)).status }).toEqual({ path, status: 401 });
        for (const outsider of [appraiser, member]) {
          expect({ path, status: (await outsider.browser.get(url)).status }).toEqual({ path, status: 403 });
          expect({ path, status: (await outsider.browser.get(`${url}/1`)).status }).toEqual({ path, status: 403 });
        }
        const list = await sales.browser.get(url);
        expect({ path, status: list.status, range: typeof list.headers['content-range'] }).toEqual({ path, status: 200, range: 'string' });
        if (path === 'faq-feedback') continue;
        expect({ path, status: (await visitor.post(url, body)).status }).toEqual({ path, status: 401 });
        expect({ path, status: (await visitor.put(`${url}/1`, body)).status }).toEqual({ path, status: 401 });
        expect({ path, status: (await visitor.delete(`${url}/1`)).status }).toEqual({ path, status: 401 });
        for (const outsider of [appraiser, member]) {
          expect({ path, status: (await outsider.browser.post(url, body)).status }).toEqual({ path, status: 403 });
          expect({ path, status: (await outsider.browser.delete(`${url}/1`)).status }).toEqual({ path, status: 403 });
        }
        expect({ path, status: (await sales.browser.post(url, body)).status }).toEqual({ path, status: 403 });
        expect({ path, status: (await sales.browser.put(`${url}/1`, body)).status }).toEqual({ path, status: 403 });
        expect({ path, status: (await sales.browser.delete(`${url}/1`)).status }).toEqual({ path, status: 403 });
      }
    });

    it('lets admins write every resource and remove it again', async () => {
      for (const { path, body } of RESOURCES) {
        const created = await create(path, body);
        const removed = await admin.browser.delete(`${CONSOLE}/${path}/${created.id}`);
        expect({ path, status: removed.status }).toEqual({ path, status: 200 });
      }
    });
  });
});
