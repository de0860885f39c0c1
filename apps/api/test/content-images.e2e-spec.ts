import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { CONSOLE_CONTENT_TEXTS, CONTENT_IMAGE_MAX_AGE_SECONDS, contentImageUrl } from '@lendbridge/domain';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { signUp, signUpAs, uploadImage } from './factories/members.js';
import type { Member } from './factories/members.js';

const CONSOLE = '/api/console';
const PAST = '2026-01-05T02:00:00Z';
const FAR_FUTURE = '2999-01-01T00:00:00Z';

describe('content pictures (GET /api/content-images/:uploadId)', () => {
  let t: TestApp;
  let admin: Member;
  let sales: Member;
  let member: Member;
  let visitor: Browser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAs(t, ['admin']);
    sales = await signUpAs(t, ['sales']);
    member = await signUp(t);
    visitor = new Browser(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  const create = async (path: string, body: Record<string, unknown>) => {
    const response = await admin.browser.post(`${CONSOLE}/${path}`, body);
    expect({ status: response.status, errors: response.body.errors }).toEqual({ status: 201, errors: undefined });
    return response.body as { id: number };
  };

  const post = (imageUrl: string, overrides: Record<string, unknown> = {}) => ({
    tab: 'post-news',
    title: '附圖公告',
    content: '<p>內文</p>',
    image_url: imageUrl,
    published_at: PAST,
    ...overrides,
  });

  it('serves a picture a published post shows, with its content type and a long cache', async () => {
    const picture = await uploadImage(admin, 'image');
    expect((await visitor.get(contentImageUrl(picture))).status).toBe(404);

    await create('cms-posts', post(contentImageUrl(picture)));
    const image = await visitor.get(contentImageUrl(picture));
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe(`public, max-age=${CONTENT_IMAGE_MAX_AGE_SECONDS}, immutable`);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.isBuffer(image.body) && image.body.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect((await visitor.get(`/api/content-images/${picture.toUpperCase()}`)).status).toBe(200);
  });

  it('serves the pictures of published seminars, homepage entries and stories', async () => {
    const [lecture, entry, story] = [await uploadImage(admin, 'image'), await uploadImage(admin, 'image'), await uploadImage(admin, 'image')];
    await create('lectures', { title: '附圖講座', starts_at: '2026-12-05T06:00:00Z', content: '<p>講座</p>', image_url: contentImageUrl(lecture) });
    await create('homepage-entries', { title: '附圖版位', category: 'carousel', image_url: contentImageUrl(entry) });
    await create('stories', { title: '附圖故事', image_url: contentImageUrl(story), properties: { author: '陳先生' } });
    for (const id of [lecture, entry, story]) expect((await visitor.get(contentImageUrl(id))).status).toBe(200);
  });

  it('answers 404 for an unpublished, not yet dated or unpublished-again row, an unreferenced upload and a bad id', async () => {
    const hidden = await uploadImage(admin, 'image');
    await create('cms-posts', post(contentImageUrl(hidden), { is_published: false }));
    expect((await visitor.get(contentImageUrl(hidden))).status).toBe(404);

    const scheduled = await uploadImage(admin, 'image');
    await create('cms-posts', post(contentImageUrl(scheduled), { published_at: FAR_FUTURE }));
    expect((await visitor.get(contentImageUrl(scheduled))).status).toBe(404);

    const story = await uploadImage(admin, 'image');
    const created = await create('stories', { title: '暫時公開', image_url: contentImageUrl(story), properties: { author: '林小姐' } });
    expect((await visitor.get(contentImageUrl(story))).status).toBe(200);
    const withdrawn = await admin.browser.put(`${CONSOLE}/stories/${created.id}`, { title: '暫時公開', image_url: contentImageUrl(story), properties: { author: '林小姐' }, is_published: false });
    expect(withdrawn.status).toBe(200);
    expect((await visitor.get(contentImageUrl(story))).status).toBe(404);

    const unreferenced = await uploadImage(admin, 'image');
    expect((await visitor.get(contentImageUrl(unreferenced))).status).toBe(404);
    expect((await visitor.get('/api/content-images/not-an-id')).status).toBe(404);
    expect((await visitor.get(`/api/content-images/${'a'.repeat(5_000)}`)).status).toBe(404);
    expect((await visitor.get('/api/content-images/%00')).status).toBe(404);
  });

  it("refuses a picture that is not an admin's image upload, and never serves a member's own upload", async () => {
    const document = await uploadImage(member, 'image');
    const idCard = await uploadImage(admin, 'id_card_front');
    for (const imageUrl of [contentImageUrl(document), contentImageUrl(idCard), '/api/content-images/not-an-upload', '/api/content-images/00000000-0000-4000-8000-000000000000']) {
      const refused = await admin.browser.post(`${CONSOLE}/cms-posts`, post(imageUrl));
      expect({ status: refused.status, image_url: refused.body.errors?.image_url }).toEqual({ status: 400, image_url: CONSOLE_CONTENT_TEXTS.imageUnknown });
    }
    const story = { title: '他人的檔案', image_url: contentImageUrl(document), properties: { author: '王先生' } };
    expect((await admin.browser.post(`${CONSOLE}/stories`, story)).status).toBe(400);

    await t.app.get(DataSource).query(
      `INSERT INTO stories (title, image_url, properties, position, is_published) VALUES ('他人的檔案', $1, '{"author": "王先生", "link": ""}', 0, true)`,
      [contentImageUrl(document)],
    );
    expect((await visitor.get(contentImageUrl(document))).status).toBe(404);
    expect((await visitor.get(contentImageUrl(idCard))).status).toBe(404);
  });

  it('lets only admins write content with a picture: visitors 401, members and sales 403', async () => {
    const picture = await uploadImage(admin, 'image');
    const body = post(contentImageUrl(picture));
    expect((await visitor.post(`${CONSOLE}/cms-posts`, body)).status).toBe(401);
    expect((await member.browser.post(`${CONSOLE}/cms-posts`, body)).status).toBe(403);
    expect((await sales.browser.post(`${CONSOLE}/cms-posts`, body)).status).toBe(403);
    const created = await create('cms-posts', body);
    expect((await sales.browser.put(`${CONSOLE}/cms-posts/${created.id}`, body)).status).toBe(403);
    expect((await sales.browser.get(`${CONSOLE}/cms-posts/${created.id}`)).status).toBe(200);
    expect((await visitor.get(`${CONSOLE}/faq-feedback`)).status).toBe(401);
    expect((await member.browser.get(`${CONSOLE}/faq-feedback`)).status).toBe(403);
    expect((await sales.browser.get(`${CONSOLE}/faq-feedback`)).status).toBe(200);
  });
});
