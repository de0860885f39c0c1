import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_TEXTS, CAMPAIGN_TEXTS } from '@lendbridge/domain';
import type { ActivityStatusAnswer, DrawAnswer } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockRoutes } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import type { UserStatus } from '../../app/session';
import { DrawPage } from './DrawPage';
import { notLive } from './testActivities';

const KEY = 'mid-autumn-2022';
const BASE = `/api/activities/${KEY}`;
const URL = `/activity/draw/${KEY}`;

const STATUS: ActivityStatusAnswer = {
  key: KEY,
  kind: 'draw',
  title: '2022 中秋抽獎',
  description: '每天抽一次',
  starts_at: '2025-11-01T00:00:00.000Z',
  ends_at: '2025-12-31T00:00:00.000Z',
  state: 'live',
  prizes: [
    { name: '回饋金 NT$ 88', min_invested: null },
    { name: '回饋金 NT$ 1,888', min_invested: 100_000 },
  ],
};

const PRIZE: DrawAnswer = { code: 1, reward: '服務費 5 折', amount: null, expire_date: '2025-12-20', promo_code: 'LBABCDEFGHJK', message: '恭喜您獲得 服務費 5 折' };

const renderPage = (routes: MockRoutes, status: UserStatus = STATUSES.member) => {
  const mock = mockFetch({ [`GET ${BASE}`]: { body: { data: STATUS } }, ...routes });
  return { ...mock, ...renderRoute(<DrawPage />, { url: URL, path: '/activity/draw/:key', status }) };
};

const drawButton = async () => (await screen.findByRole('button', { name: ACTIVITY_TEXTS.drawButton })) as HTMLButtonElement;

describe('DrawPage', () => {
  it('sends a visitor to sign in or register with next= this page', async () => {
    const { apiCalls } = renderPage({}, STATUSES.visitor);
    expect((await screen.findByRole('link', { name: ACTIVITY_TEXTS.loginToDraw })).getAttribute('href')).toBe(`/auth/login?next=${encodeURIComponent(URL)}`);
    expect(screen.getByRole('link', { name: ACTIVITY_TEXTS.registerToDraw }).getAttribute('href')).toBe(`/auth/register?next=${encodeURIComponent(URL)}`);
    expect(screen.getByText(ACTIVITY_TEXTS.tierFrom('NT$ 100,000'))).toBeTruthy();
    expect(apiCalls().map((call) => call.path)).toEqual([BASE]);
  });

  it('draws, shows the prize with its code and last day, then goes on to the marketplace', async () => {
    const { apiCalls, user, router } = renderPage({
      [`GET ${BASE}/check`]: { body: { data: { can_draw: true, isDrawed: false } } },
      [`POST ${BASE}/draw`]: { body: { data: PRIZE } },
    });
    await waitFor(async () => expect((await drawButton()).disabled).toBe(false));
    await user.click(await drawButton());
    const dialog = await screen.findByRole('dialog', { name: PRIZE.message });
    expect(within(dialog).getByText('LBABCDEFGHJK')).toBeTruthy();
    expect(within(dialog).getByText(`${ACTIVITY_TEXTS.expireDate}：2025/12/20`)).toBeTruthy();
    expect(apiCalls().find((call) => call.method === 'POST')?.body).toEqual({ source: URL });
    await user.click(within(dialog).getByRole('button', { name: ACTIVITY_TEXTS.goMarket }));
    await waitFor(() => expect(currentUrl(router)).toBe('/market-place'));
  });

  it('keeps the button off once drawn today, and alerts 今日次數已用完 / 請明天再來～ when the day was taken meanwhile', async () => {
    let checks = 0;
    const { user } = renderPage({
      [`GET ${BASE}/check`]: () => {
        checks += 1;
        return { body: { data: checks === 1 ? { can_draw: true, isDrawed: false } : { can_draw: false, isDrawed: true } } };
      },
      [`POST ${BASE}/draw`]: { status: 409, body: { statusCode: 409, code: 'DRAW_USED', message: CAMPAIGN_TEXTS.drawUsedTitle } },
    });
    await waitFor(async () => expect((await drawButton()).disabled).toBe(false));
    await user.click(await drawButton());
    const dialog = await screen.findByRole('dialog', { name: CAMPAIGN_TEXTS.drawUsedTitle });
    expect(within(dialog).getByText(CAMPAIGN_TEXTS.drawUsed)).toBeTruthy();
    await user.click(within(dialog).getByRole('button'));
    expect(await screen.findByText(ACTIVITY_TEXTS.drawnToday)).toBeTruthy();
    expect((await drawButton()).disabled).toBe(true);
  });

  it('alerts 活動尚未開始 / 敬請期待～ when the check answers 404', async () => {
    const { user } = renderPage({ [`GET ${BASE}/check`]: notLive('CAMPAIGN_NOT_STARTED', CAMPAIGN_TEXTS.notStartedTitle) });
    const dialog = await screen.findByRole('dialog', { name: CAMPAIGN_TEXTS.notStartedTitle });
    expect(within(dialog).getByText(CAMPAIGN_TEXTS.drawNotStarted)).toBeTruthy();
    await user.click(within(dialog).getByRole('button'));
    expect((await drawButton()).disabled).toBe(true);
  });

  it("shows the server's message when nothing could be drawn", async () => {
    const { user } = renderPage({
      [`GET ${BASE}/check`]: { body: { data: { can_draw: true, isDrawed: false } } },
      [`POST ${BASE}/draw`]: { body: { data: { code: -1, reward: null, amount: null, expire_date: null, promo_code: null, message: CAMPAIGN_TEXTS.noPrizes } } },
    });
    await waitFor(async () => expect((await drawButton()).disabled).toBe(false));
    await user.click(await drawButton());
    expect(await screen.findByRole('dialog', { name: CAMPAIGN_TEXTS.noPrizes })).toBeTruthy();
  });
});
