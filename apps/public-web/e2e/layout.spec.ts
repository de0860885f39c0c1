import { expect, test } from './support/test.js';

test('the footer starts below the window, so a page filling in as its data arrives does not move it in sight', async ({ page }) => {
  for (const path of ['/auth/login', '/market-place/credit']) {
    await page.goto(path);
    const footer = page.locator('footer');
    await expect(footer).toBeAttached();
    const top = await footer.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(await page.evaluate(() => window.innerHeight));
  }
});
