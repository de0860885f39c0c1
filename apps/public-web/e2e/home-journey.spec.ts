import { expect, test } from './support/test.js';
import {
  HOME_POPUP_STORAGE_KEY,
  HOME_TEXTS,
  formatNtd,
  goodCreditQuote,
  homeMetricFigures,
  homePopupEntry,
  homepageEntriesOf,
  pressPostPath,
} from '@lendbridge/domain';
import type { HomeMetricStats, HomeStory, HomepageEntry, PressEntry } from '@lendbridge/domain';
import { HomePage } from './pages/HomePage.js';
import { apiBody, apiData } from './support/people.js';

test('a visitor reads the homepage, uses the borrower calculator and the popup stays closed after a reload', async ({ page }) => {
  const home = new HomePage(page);
  const entries = await apiData<HomepageEntry[]>(page, '/api/homepage-entries');
  const popup = homePopupEntry(entries);
  const [firstSlide] = homepageEntriesOf(entries, 'carousel');
  expect(popup, 'the demo has a popup entry').toBeDefined();
  expect(firstSlide, 'the demo has carousel entries').toBeDefined();

  await test.step('the popup opens on a new visit and is closed', async () => {
    await page.goto('/');
    await home.closePopup(popup?.title);
    const stored = await page.evaluate((key) => window.localStorage.getItem(key), HOME_POPUP_STORAGE_KEY);
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ id: popup?.id });
  });

  await test.step('the metric strip shows what GET /api/home/metric answers', async () => {
    const { stats } = await apiBody<{ stats: HomeMetricStats }>(page, '/api/home/metric');
    const figures = homeMetricFigures(stats);
    for (const key of Object.keys(figures) as (keyof HomeMetricStats)[]) await expect(home.metric(HOME_TEXTS.metrics[key])).toHaveText(figures[key]);
    expect(stats.members).toBeGreaterThan(0);
  });

  await test.step('the carousel, the press posts and the story wall show the demo content', async () => {
    if (firstSlide !== undefined) await home.expectCarousel(firstSlide);
    const [press] = await apiData<PressEntry[]>(page, '/api/press-entries');
    const [story] = await apiData<HomeStory[]>(page, '/api/stories');
    if (press !== undefined) await expect(page.getByRole('region', { name: HOME_TEXTS.pressLabel }).getByRole('link', { name: press.title })).toHaveAttribute('href', pressPostPath(press.id));
    if (story !== undefined) {
      const wall = page.getByRole('region', { name: HOME_TEXTS.storiesLabel });
      await expect(wall.getByText(story.title)).toBeVisible();
      await expect(wall.getByText(story.properties.author)).toBeVisible();
    }
  });

  await test.step('the borrower tab is chosen through ?identity and its calculator counts 12 % then 11 %', async () => {
    await expect(home.tab('lender')).toHaveAttribute('aria-selected', 'true');
    await home.tab('borrower').click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('identity') === 'borrower');
    await expect(home.tab('borrower')).toHaveAttribute('aria-selected', 'true');
    const initial = goodCreditQuote(30, 48);
    await expect(home.calculatorFigure(HOME_TEXTS.firstHalfPayment)).toHaveText(formatNtd(initial.firstHalfPayment));
    await home.calculate(50, 36);
    const quote = goodCreditQuote(50, 36);
    await expect(home.calculatorFigure(HOME_TEXTS.firstHalfPayment)).toHaveText(formatNtd(quote.firstHalfPayment));
    await expect(home.calculatorFigure(HOME_TEXTS.secondHalfPayment)).toHaveText(formatNtd(quote.secondHalfPayment));
    await expect(home.calculatorFigure(HOME_TEXTS.totalInterest)).toHaveText(formatNtd(quote.totalInterest));
  });

  await test.step('after a reload the borrower side is still chosen and the closed popup stays closed', async () => {
    await page.reload();
    await expect(home.tab('borrower')).toHaveAttribute('aria-selected', 'true');
    if (firstSlide !== undefined) await home.expectCarousel(firstSlide);
    await page.waitForLoadState('networkidle');
    await expect(home.popup()).toHaveCount(0);
  });
});
