import { expect, test } from './support/test.js';
import type { BrowserContext } from '@playwright/test';
import { CONSOLE_CONTENT_TEXTS as C, CONTENT_IMAGES_PATH } from '@lendbridge/domain';
import type { ConsoleCmsPostRow } from '@lendbridge/domain';
import { galleryPicture } from '../../api/src/database/seed/gallery-pictures.js';
import { ConsoleLoginPage } from '../../console/e2e/pages/ConsoleLoginPage.js';
import { apiData, openBrowser } from './support/people.js';

const ADMIN = 'admin@lendbridge.tw';
/** A publishing time already past whatever day the journey runs on (typed in Taipei's time). */
const PUBLISHED_AT = '2026-01-05T09:30';

test('an admin writes a news post with an uploaded picture in the console, and a visitor reads it with its picture', async ({ browser }) => {
  test.setTimeout(180_000);
  const contexts: BrowserContext[] = [];
  try {
    const admin = await openBrowser(browser, contexts);
    const title = '產地直送的白米到貨了';

    const id = await test.step('the admin writes the post and uploads its picture', async () => {
      const login = new ConsoleLoginPage(admin);
      await login.goto();
      await login.signIn(ADMIN);
      await expect(admin).not.toHaveURL(/\/console\/#\/login$/);
      await admin.getByRole('menuitem', { name: C.cmsPosts }).click();
      await admin.getByRole('link', { name: '建立' }).click();
      await admin.getByRole('textbox', { name: C.title, exact: true }).fill(title);
      await admin.getByRole('textbox', { name: C.summary, exact: true }).fill('石虎米田的新米已經碾好，本週起陸續出貨。');
      await admin.getByRole('textbox', { name: C.content, exact: true }).fill('<p>苑裡石虎棲地友善耕作的<strong>新米</strong>到貨。</p>');
      await admin.getByLabel(C.published_at, { exact: true }).fill(PUBLISHED_AT);
      await admin.getByLabel(C.uploadImage).setInputFiles({ name: 'rice-grains.png', mimeType: 'image/png', buffer: galleryPicture('rice-grains.png') });
      await expect(admin.getByRole('textbox', { name: C.image_url, exact: true })).toHaveValue(new RegExp(`^${CONTENT_IMAGES_PATH}/[0-9a-f-]{36}$`));
      await expect(admin.getByRole('img', { name: C.image_url, exact: true })).toBeVisible();
      await admin.getByRole('button', { name: '儲存' }).click();
      await expect(admin).toHaveURL(/#\/cms-posts\/\d+\/show$/);
      await expect(admin.getByRole('heading', { name: title, exact: true })).toBeVisible();
      return Number(/#\/cms-posts\/(\d+)\/show$/.exec(admin.url())?.[1]);
    });

    await test.step('a visitor reads the post from the public API and its picture loads', async () => {
      const visitor = await openBrowser(browser, contexts);
      await visitor.goto('/');
      const post = await apiData<ConsoleCmsPostRow>(visitor, `/api/cms/post-news/${id}`);
      expect(post).toMatchObject({ id, tab: 'post-news', title, content: '<p>苑裡石虎棲地友善耕作的<strong>新米</strong>到貨。</p>' });
      expect(post.image_url).toMatch(new RegExp(`^${CONTENT_IMAGES_PATH}/[0-9a-f-]{36}$`));
      const picture = await visitor.request.get(post.image_url);
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/png');
      expect(Buffer.compare(await picture.body(), galleryPicture('rice-grains.png'))).toBe(0);
      const width = await visitor.evaluate(
        (src) =>
          new Promise<number>((resolve, reject) => {
            const image = new Image();
            image.onload = () => resolve(image.naturalWidth);
            image.onerror = () => reject(new Error(`the picture ${src} did not load`));
            image.src = src;
          }),
        post.image_url,
      );
      expect(width).toBeGreaterThan(0);
    });
  } finally {
    for (const context of contexts) await context.close();
  }
});
