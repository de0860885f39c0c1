import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTIVITY_TEXTS, CAMPAIGN_MODAL_COOKIE_PREFIX, SIDE_ADS, SIDE_AD_COOKIE_PREFIX, SOURCED_MODALS } from '@lendbridge/domain';
import type { ActivityStatusAnswer } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockRoutes } from '../../test/fetchMock';
import { renderRoute } from '../../test/render';
import { resetScreenWidth, setScreenWidth } from '../../test/screenWidth';
import { AppLayout } from '../../shared/layout/AppLayout';
import { clearCookie } from './activityCookies';
import { CampaignExtras } from './CampaignExtras';

const [EXPIRED_AD, ACTIVITY_AD] = SIDE_ADS;
const [MODAL] = SOURCED_MODALS;

const status = (key: string, state: ActivityStatusAnswer['state']): ActivityStatusAnswer => ({
  key,
  kind: 'missions',
  title: key,
  description: '',
  starts_at: '2025-11-01T00:00:00.000Z',
  ends_at: '2025-11-30T16:00:00.000Z',
  state,
  prizes: [],
});

const live = (key: string | null, state: ActivityStatusAnswer['state'] = 'live'): MockRoutes =>
  key === null ? {} : { [`GET /api/activities/${key}`]: { body: { data: status(key, state) } } };

const renderExtras = (url = '/') => renderRoute(<CampaignExtras />, { url, path: '/' });

const cookies = [...SIDE_ADS.map((ad) => `${SIDE_AD_COOKIE_PREFIX}${ad.modalId}`), ...SOURCED_MODALS.map((modal) => `${CAMPAIGN_MODAL_COOKIE_PREFIX}${modal.modalId}`)];

describe('CampaignExtras', () => {
  beforeEach(() => cookies.forEach(clearCookie));
  afterEach(() => {
    cookies.forEach(clearCookie);
    resetScreenWidth();
  });

  it('shows the side ad of the live activity with its countdown, never the one past its date, and links to the farmers', async () => {
    mockFetch(live(ACTIVITY_AD.showWithActivity));
    renderExtras();
    const ad = within(await screen.findByRole('complementary', { name: ACTIVITY_AD.title }));
    expect(ad.getByRole('link').getAttribute('href')).toBe('/market-place/farmer');
    expect(ad.getByText(ACTIVITY_TEXTS.countdown(10))).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: EXPIRED_AD.title })).toBeNull();
  });

  it('closes the side ad for a day with its cookie', async () => {
    mockFetch(live(ACTIVITY_AD.showWithActivity));
    const { user, unmount } = renderExtras();
    await user.click(within(await screen.findByRole('complementary', { name: ACTIVITY_AD.title })).getByRole('button', { name: ACTIVITY_TEXTS.closeAd }));
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    expect(document.cookie).toContain(`${SIDE_AD_COOKIE_PREFIX}${ACTIVITY_AD.modalId}=1`);
    unmount();
    renderExtras();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('hides the side ad at 768 px, on a visit brought by lnb_source, and while its activity is not live', async () => {
    mockFetch(live(ACTIVITY_AD.showWithActivity, 'ended'));
    const { unmount } = renderExtras();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('complementary')).toBeNull();
    unmount();

    mockFetch(live(ACTIVITY_AD.showWithActivity));
    setScreenWidth(768);
    const narrow = renderExtras();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('complementary')).toBeNull();
    narrow.unmount();
    resetScreenWidth();

    renderExtras('/?lnb_source=partner');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows the modal campaign to a sourced visit until it is closed for the day, and links to the marketplace', async () => {
    mockFetch(live(MODAL.showWithActivity));
    const { user, unmount } = renderExtras('/?lnb_source=partner');
    const dialog = within(await screen.findByRole('dialog', { name: MODAL.title }));
    expect(dialog.getByRole('link', { name: ACTIVITY_TEXTS.goMarket }).getAttribute('href')).toBe('/market-place');
    await user.click(dialog.getByRole('button', { name: ACTIVITY_TEXTS.closeModal }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.cookie).toContain(`${CAMPAIGN_MODAL_COOKIE_PREFIX}${MODAL.modalId}=1`);
    unmount();
    renderExtras('/?lnb_source=partner');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('belongs to the landing page of the layout only', async () => {
    const { apiCalls } = mockFetch(live(ACTIVITY_AD.showWithActivity));
    renderRoute(<AppLayout>{null}</AppLayout>, { url: '/market-place', path: '/market-place' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(apiCalls().filter((call) => call.path.startsWith('/api/activities'))).toHaveLength(0);
    renderRoute(<AppLayout>{null}</AppLayout>, { url: '/', path: '/' });
    expect(await screen.findByRole('complementary', { name: ACTIVITY_AD.title })).toBeTruthy();
  });
});
