import { fireEvent, getDefaultNormalizer, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CAMPAIGN_TEXTS,
  LUCKY_ROULETTE_PATH,
  ROULETTE_PAGE_TEXTS,
  ROULETTE_TRIAL_COOKIE,
  formatDateTime,
  rouletteWindowText,
} from '@lendbridge/domain';
import { routes } from '../../app/App';
import { AppProviders } from '../../app/providers';
import type { UserStatus } from '../../app/session';
import { mockFetch } from '../../test/fetchMock';
import { preferReducedMotion, resetReducedMotion } from '../../test/reducedMotion';
import { STATUSES, createTestQueryClient, renderRoute } from '../../test/render';
import { RouletteLandingPage } from './RouletteLandingPage';
import { CAMPAIGN, GIFTS, NOT_LIVE, REWARDS, refusal, rouletteRoutes, spinAnswer } from './testRoulette';
import type { RouletteRoutesOptions } from './testRoulette';

const renderLanding = (options: RouletteRoutesOptions = {}, status: UserStatus = STATUSES.visitor) => {
  const mock = mockFetch(rouletteRoutes(options));
  const view = renderRoute(<RouletteLandingPage />, { url: '/roulette', status });
  const trials = () => mock.apiCalls().filter((call) => call.method === 'POST' && call.path === '/api/roulette/trial');
  return { ...view, ...mock, trials };
};

const loginNext = `/auth/login?next=${encodeURIComponent(LUCKY_ROULETTE_PATH)}`;
const registerNext = `/auth/register?next=${encodeURIComponent(LUCKY_ROULETTE_PATH)}`;

/** The prompt to sign in, with its two links. */
const expectLoginPrompt = async () => {
  const prompt = (await screen.findByText(CAMPAIGN_TEXTS.loginToSpin)).closest('[role="alert"]') as HTMLElement;
  expect(prompt.textContent).toContain(CAMPAIGN_TEXTS.trialUsed);
  expect(within(prompt).getByRole('link', { name: ROULETTE_PAGE_TEXTS.login }).getAttribute('href')).toBe(loginNext);
  expect(within(prompt).getByRole('link', { name: ROULETTE_PAGE_TEXTS.register }).getAttribute('href')).toBe(registerNext);
  expect(screen.queryByRole('button', { name: CAMPAIGN_TEXTS.trial })).toBeNull();
};

describe('RouletteLandingPage', () => {
  beforeEach(() => {
    preferReducedMotion();
  });

  afterEach(() => {
    resetReducedMotion();
    document.cookie = `${ROULETTE_TRIAL_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('shows the live campaign, its window and rewards, and gives a visitor one trial spin before asking them to sign in', async () => {
    const { user, trials } = renderLanding({ trial: spinAnswer(14) });
    expect(await screen.findByRole('heading', { name: CAMPAIGN.title })).toBeTruthy();
    const campaignWindow = rouletteWindowText(formatDateTime(CAMPAIGN.starts_at), formatDateTime(CAMPAIGN.ends_at));
    expect(screen.getByText(campaignWindow, { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) })).toBeTruthy();
    const rewards = within(await screen.findByRole('list', { name: CAMPAIGN_TEXTS.rewards }));
    expect(rewards.getAllByRole('listitem').map((item) => item.textContent)).toEqual(REWARDS);
    expect(screen.getByRole('img', { name: new RegExp(GIFTS[4]!.prize) })).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: CAMPAIGN_TEXTS.trial }));
    const dialog = await screen.findByRole('dialog', { name: CAMPAIGN_TEXTS.yourPrize });
    expect(dialog.textContent).toContain(GIFTS[3]!.prize);
    expect(trials()).toHaveLength(1);
    expect(trials()[0]?.body).toEqual({});
    await user.click(within(dialog).getByRole('button', { name: ROULETTE_PAGE_TEXTS.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await expectLoginPrompt();
    fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
    expect(trials()).toHaveLength(1);
  });

  it('asks a visitor whose trial the server remembers to sign in', async () => {
    const { user, trials } = renderLanding({ trial: refusal('TRIAL_USED', CAMPAIGN_TEXTS.trialUsed) });
    await user.click(await screen.findByRole('button', { name: CAMPAIGN_TEXTS.trial }));
    await expectLoginPrompt();
    expect(trials()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks at once when the trial cookie is there', async () => {
    document.cookie = `${ROULETTE_TRIAL_COOKIE}=1; Path=/`;
    const { trials } = renderLanding({ trial: spinAnswer(11) });
    await expectLoginPrompt();
    expect(trials()).toHaveLength(0);
  });

  it('sends a signed-in member to their lucky roulette', async () => {
    renderLanding({}, STATUSES.loggedIn);
    const link = await screen.findByRole('link', { name: ROULETTE_PAGE_TEXTS.goToMemberRoulette });
    expect(link.getAttribute('href')).toBe(LUCKY_ROULETTE_PATH);
    expect(screen.queryByRole('button', { name: CAMPAIGN_TEXTS.trial })).toBeNull();
  });

  it('says no roulette is live when the API answers CAMPAIGN_NOT_LIVE', async () => {
    renderLanding({ gifts: NOT_LIVE });
    expect(await screen.findByText(CAMPAIGN_TEXTS.notLive)).toBeTruthy();
    expect(screen.queryByRole('button', { name: CAMPAIGN_TEXTS.trial })).toBeNull();
  });

  it('is open to visitors at /roulette', async () => {
    mockFetch(rouletteRoutes());
    const router = createMemoryRouter(routes, { initialEntries: ['/roulette'] });
    render(
      <AppProviders initialStatus={STATUSES.visitor} queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('button', { name: CAMPAIGN_TEXTS.trial })).toBeTruthy();
  });
});
