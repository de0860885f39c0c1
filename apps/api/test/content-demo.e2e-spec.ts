import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { CMS_TABS, CONTENT_IMAGES_PATH } from '@lendbridge/domain';
import { seedContentDemo } from '../src/database/seed/content-demo.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { grantRoles, signUp } from './factories/members.js';

describe('the content demo', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await signUp(t, { email: 'admin@lendbridge.tw' });
    await grantRoles(t, admin.id, ['admin']);
  });

  afterAll(async () => {
    await t.close();
  });

  it('fills every CMS tab, the FAQ and the homepage once, through the audited console service', async () => {
    await seedContentDemo(t.app);
    await seedContentDemo(t.app);
    const visitor = new Browser(t.http);
    for (const tab of CMS_TABS) {
      const posts = await visitor.get(`/api/cms/${tab}`);
      expect({ tab, count: (posts.body.data as unknown[]).length }).toEqual({ tab, count: 2 });
    }
    const faq = (await visitor.get('/api/faq')).body.data as { name: string; items: unknown[] }[];
    expect(faq.map((group) => group.name)).toEqual(['註冊與會員', '投資與收益', '帳戶與提領']);
    expect((await visitor.get(`/api/faq?keyword=${encodeURIComponent('保障基金')}`)).body.data).toHaveLength(1);
    const entries = (await visitor.get('/api/homepage-entries')).body.data as { category: string }[];
    expect(new Set(entries.map((entry) => entry.category))).toEqual(new Set(['carousel', 'popup', 'jumbotron']));
    expect((await visitor.get('/api/stories')).body.data).toHaveLength(3);
    expect((await visitor.get('/api/chatroom/greet')).body.data).toHaveLength(3);
    expect((await visitor.get('/api/lectures')).body.data).toHaveLength(3);
    expect((await visitor.get('/api/press-entries')).body.data).toHaveLength(2);
    const [audits] = (await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM audit_logs WHERE action = 'cms_post.created'`)) as { n: number }[];
    expect(audits.n).toBe(6);
  });

  it("shows the gallery's pictures on the homepage entries, the story wall and the farmers' press post, each served publicly", async () => {
    const visitor = new Browser(t.http);
    const entries = (await visitor.get('/api/homepage-entries')).body.data as { image_url: string }[];
    const stories = (await visitor.get('/api/stories')).body.data as { image_url: string }[];
    const press = (await visitor.get('/api/cms/post-press')).body.data as { image_url: string }[];
    const pictures = [...entries, ...stories, ...press].map((row) => row.image_url).filter((url) => url.startsWith(`${CONTENT_IMAGES_PATH}/`));
    expect(pictures.length).toBeGreaterThanOrEqual(8);
    expect(stories.every((story) => story.image_url.startsWith(`${CONTENT_IMAGES_PATH}/`))).toBe(true);
    for (const url of new Set(pictures)) {
      const image = await visitor.get(url);
      expect({ url, status: image.status, type: image.headers['content-type'] }).toEqual({ url, status: 200, type: 'image/png' });
    }
    expect(entries.find((entry) => entry.image_url === '/images/ads/new-year.svg')).toBeTruthy();
  });
});
