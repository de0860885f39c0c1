import { screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { HOME_POPUP_STORAGE_KEY, HOME_TEXTS, formatNtd } from '@lendbridge/domain';
import type { HomepageEntry } from '@lendbridge/domain';
import { TEST_NOW } from '../../test/clock';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { HomePage } from './HomePage';
import { ENTRIES, METRIC, POPUP, PRESS, STORIES, entryOf, homeRoutes } from './testHome';

const HOUR_MS = 3_600_000;
/** A clock standing `hours` after the test's moment. */
const clockAt = (hours: number) => () => new Date(TEST_NOW.getTime() + hours * HOUR_MS);

const WITHOUT_POPUP = ENTRIES.filter((entry) => entry.category !== 'popup');

const renderHome = (options: { url?: string; entries?: HomepageEntry[]; now?: () => Date; status?: (typeof STATUSES)[keyof typeof STATUSES] } = {}) => {
  const fetch = mockFetch(homeRoutes(options.entries ?? WITHOUT_POPUP));
  return { ...renderRoute(<HomePage now={options.now ?? clockAt(0)} />, { url: options.url ?? '/', path: '/', status: options.status ?? STATUSES.visitor }), fetch };
};

/** The figure the strip shows under a label. */
const figure = async (label: string) => {
  const strip = screen.getByRole('region', { name: HOME_TEXTS.metricsLabel });
  const term = within(strip).getByText(label);
  await waitFor(() => expect(term.nextElementSibling?.querySelector('.MuiSkeleton-root')).toBeNull());
  return term.nextElementSibling?.textContent;
};

const calculatorFigure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('HomePage', () => {
  beforeEach(() => window.localStorage.clear());

  it.each([
    ['visitor', STATUSES.visitor, '立即註冊', '/auth/register'],
    ['signed in', STATUSES.loggedIn, '填寫基本資料', '/member/basic'],
    ['member', STATUSES.member, '成為交易會員', '/member/register'],
    ['full member', STATUSES.full, '填寫風險屬性調查', '/member/risk-questionnaire'],
  ] as const)('links a %s to the next ladder step', (_name, status, action, href) => {
    renderHome({ status });
    expect(screen.getByRole('link', { name: action }).getAttribute('href')).toBe(href);
  });

  it('tells a member who finished every step where to go', () => {
    renderHome({ status: STATUSES.complete });
    expect(screen.getByRole('link', { name: '前往市集' }).getAttribute('href')).toBe('/market-place');
  });

  it('shows the figures GET /api/home/metric answers in the metric strip', async () => {
    renderHome();
    expect(await figure(HOME_TEXTS.metrics.members)).toBe('12,345');
    expect(await figure(HOME_TEXTS.metrics.loans_funded)).toBe('321');
    expect(await figure(HOME_TEXTS.metrics.amount_lent)).toBe(formatNtd(METRIC.amount_lent));
    expect(await figure(HOME_TEXTS.metrics.average_return)).toBe('9.87%');
    expect(await figure(HOME_TEXTS.metrics.protection_fund)).toBe('NT$ 1,234,567');
  });

  it('shows the carousel entries, the jumbotron, the press posts and the story wall', async () => {
    renderHome();
    const carousel = await screen.findByRole('region', { name: HOME_TEXTS.carouselLabel });
    expect(within(carousel).getByRole('link', { name: '新會員首投獎勵' }).getAttribute('href')).toBe('/market-place');
    const jumbotron = screen.getByRole('region', { name: '讓資金幫助需要的人' });
    expect(within(jumbotron).getByRole('link').getAttribute('href')).toBe('/auth/register');
    expect(within(jumbotron).getByRole('img').getAttribute('loading')).toBe('lazy');
    expect(within(carousel).getByRole('img').getAttribute('loading')).toBe('eager');

    const press = await screen.findByRole('region', { name: HOME_TEXTS.pressLabel });
    expect(within(press).getByRole('link', { name: PRESS[0]?.title }).getAttribute('href')).toBe('/cms/post-press/31');

    const wall = await screen.findByRole('region', { name: HOME_TEXTS.storiesLabel });
    const [first, second] = within(wall).getAllByRole('article');
    expect(within(first as HTMLElement).getByRole('link', { name: STORIES[0]?.title }).getAttribute('href')).toBe('/cms/post-news');
    expect(within(first as HTMLElement).getByText('張老師・投資人')).toBeTruthy();
    const picture = within(first as HTMLElement).getByRole('img', { name: STORIES[0]?.title });
    expect([picture.getAttribute('width'), picture.getAttribute('height'), picture.getAttribute('loading')]).toEqual(['480', '320', 'lazy']);
    expect(within(second as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(second as HTMLElement).getByText(STORIES[1]?.title ?? '')).toBeTruthy();
  });

  it('shows the lender side by default and switches to the borrower side through ?identity', async () => {
    const { user, router } = renderHome({ url: '/?identity=admin' });
    const lender = screen.getByRole('tab', { name: HOME_TEXTS.identities.lender });
    expect(lender.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: HOME_TEXTS.lenderHeading })).toBeTruthy();
    expect(screen.getByRole('link', { name: HOME_TEXTS.lenderMarket }).getAttribute('href')).toBe('/market-place');

    await user.click(screen.getByRole('tab', { name: HOME_TEXTS.identities.borrower }));
    expect(currentUrl(router)).toBe('/?identity=borrower');
    expect(screen.getByRole('tab', { name: HOME_TEXTS.identities.borrower }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: HOME_TEXTS.borrowerApply }).getAttribute('href')).toBe('/loan-application/start');
    expect(await screen.findByRole('heading', { name: HOME_TEXTS.calculatorTitle })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: HOME_TEXTS.identities.lender }));
    expect(currentUrl(router)).toBe('/?identity=lender');
    expect(screen.queryByRole('heading', { name: HOME_TEXTS.calculatorTitle })).toBeNull();
  });

  it('opens on the borrower side for ?identity=borrower with the calculator at 30 ten-thousands over 48 months', async () => {
    const { user } = renderHome({ url: '/?identity=borrower' });
    expect(screen.getByRole('tab', { name: HOME_TEXTS.identities.borrower }).getAttribute('aria-selected')).toBe('true');
    const amount = await screen.findByRole('textbox', { name: HOME_TEXTS.calculatorAmount });
    expect((amount as HTMLInputElement).value).toBe('30');
    expect(screen.getByRole('combobox', { name: HOME_TEXTS.calculatorTerm }).textContent).toBe(HOME_TEXTS.termOption(48));
    expect(calculatorFigure(HOME_TEXTS.firstHalfPayment)).toBe('NT$ 7,900');
    expect(calculatorFigure(HOME_TEXTS.secondHalfPayment)).toBe('NT$ 7,822');
    expect(calculatorFigure(HOME_TEXTS.totalInterest)).toBe('NT$ 77,335');
    expect(calculatorFigure(HOME_TEXTS.savedInterest(12))).toBe('NT$ 1,876');

    await user.click(screen.getByRole('combobox', { name: HOME_TEXTS.calculatorTerm }));
    await user.click(screen.getByRole('option', { name: HOME_TEXTS.termOption(18) }));
    expect(calculatorFigure(HOME_TEXTS.firstHalfPayment)).toBe('NT$ 18,295');
    expect(calculatorFigure(HOME_TEXTS.secondHalfPayment)).toBe('NT$ 18,220');
    expect(calculatorFigure(HOME_TEXTS.totalInterest)).toBe('NT$ 28,637');

    await user.clear(amount);
    await user.type(amount, '0');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(HOME_TEXTS.totalInterest)).toBeNull();
    await user.clear(amount);
    await user.type(amount, '1');
    expect(amount.getAttribute('aria-invalid')).toBe('false');
    expect(calculatorFigure(HOME_TEXTS.totalInterest)).toBe('NT$ 956');
  });

  it('opens the popup, and after it is closed keeps it closed for cache_days on the injected clock', async () => {
    const first = renderHome({ entries: ENTRIES });
    const dialog = await screen.findByRole('dialog', { name: POPUP.title });
    expect(within(dialog).getByText('邀請好友雙方各得 100 元回饋金。')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: HOME_TEXTS.popupMore }).getAttribute('href')).toBe('/activity/mgm');
    await first.user.click(within(dialog).getByRole('button', { name: HOME_TEXTS.popupClose }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(window.localStorage.getItem(HOME_POPUP_STORAGE_KEY) ?? 'null')).toEqual({ id: POPUP.id, until: '2025-11-23T04:00:00.000Z' });
    first.unmount();

    const withinCache = renderHome({ entries: ENTRIES, now: clockAt(3 * 24 - 1) });
    await screen.findByRole('region', { name: HOME_TEXTS.carouselLabel });
    expect(screen.queryByRole('dialog')).toBeNull();
    withinCache.unmount();

    renderHome({ entries: ENTRIES, now: clockAt(3 * 24) });
    expect(await screen.findByRole('dialog', { name: POPUP.title })).toBeTruthy();
  });

  it('opens the popup again on the next visit when its cache is off, and drops header and footer as the entry asks', async () => {
    const uncached = { ...POPUP, properties: { ...POPUP.properties, cache: false, hide_header: true, hide_footer: true } };
    const entries = [entryOf(1, 'carousel', '新會員首投獎勵'), uncached];
    const first = renderHome({ entries });
    const dialog = await screen.findByRole('dialog', { name: POPUP.title });
    expect(within(dialog).queryByRole('heading')).toBeNull();
    expect(within(dialog).queryByRole('link', { name: HOME_TEXTS.popupMore })).toBeNull();
    await first.user.click(within(dialog).getByRole('button', { name: HOME_TEXTS.popupClose }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.getItem(HOME_POPUP_STORAGE_KEY)).toBeNull();
    first.unmount();

    renderHome({ entries, now: clockAt(1) });
    expect(await screen.findByRole('dialog', { name: POPUP.title })).toBeTruthy();
  });

  it('opens the popup only when the visitor lands on the homepage, not on a link of the site', async () => {
    mockFetch(homeRoutes(ENTRIES));
    const { user } = renderRoute(<Link to="/">首頁</Link>, { url: '/faq', routes: [{ path: '/', element: <HomePage now={clockAt(0)} /> }] });
    await user.click(screen.getByRole('link', { name: '首頁' }));
    await screen.findByRole('region', { name: HOME_TEXTS.carouselLabel });
    await screen.findByRole('region', { name: HOME_TEXTS.storiesLabel });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('skips a pass_lnb_source popup on a visit brought by lnb_source', async () => {
    const passing = { ...POPUP, properties: { ...POPUP.properties, pass_lnb_source: true } };
    renderHome({ url: '/?lnb_source=partner', entries: [entryOf(1, 'carousel', '新會員首投獎勵'), passing] });
    await screen.findByRole('region', { name: HOME_TEXTS.carouselLabel });
    await screen.findByRole('region', { name: HOME_TEXTS.storiesLabel });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
