import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_TEXTS, CAMPAIGN_TEXTS, MESSAGES } from '@lendbridge/domain';
import type { FlipCardMission } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockRoutes } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { FlipCardsPage } from './FlipCardsPage';
import { notLive } from './testActivities';

const KEY = 'christmas-2019';
const BASE = `/api/activities/${KEY}`;

const card = (overrides: Partial<FlipCardMission>): FlipCardMission => ({
  id: 1,
  key: 'first',
  content: '第一張卡：投資任一案件\n您的投資編號 {serial}',
  notice: '每人限一次',
  property: null,
  serial: null,
  needs_start: false,
  started_at: null,
  completed_at: null,
  ...overrides,
});

const renderPage = (routes: MockRoutes) => {
  const mock = mockFetch(routes);
  return { ...mock, ...renderRoute(<FlipCardsPage />, { url: `/activity/christmas/${KEY}`, path: '/activity/christmas/:key', status: STATUSES.full }) };
};

describe('FlipCardsPage', () => {
  it('turns a completed card with its serial, and starts the second card', async () => {
    let started = false;
    const { user, apiCalls } = renderPage({
      [`GET ${BASE}/flip-cards`]: () => ({
        body: {
          data: [
            card({ serial: 'I2511200001', completed_at: '2025-11-20T02:00:00.000Z' }),
            card({ id: 2, key: 'second', content: '第二張卡：開始後完成信用試算\n等級 {property}', needs_start: true, started_at: started ? '2025-11-20T03:00:00.000Z' : null }),
          ],
        },
      }),
      [`PUT ${BASE}/start`]: () => {
        started = true;
        return { body: { data: { id: 2, started_at: '2025-11-20T03:00:00.000Z' } } };
      },
    });
    const first = within(await screen.findByRole('region', { name: '第一張卡：投資任一案件' }));
    expect(first.getByText('您的投資編號 I2511200001')).toBeTruthy();
    expect(first.getByText(`${ACTIVITY_TEXTS.flipCardNotice}：每人限一次`)).toBeTruthy();
    const second = within(screen.getByRole('region', { name: '第二張卡：開始後完成信用試算' }));
    expect(second.queryByText(/等級/)).toBeNull();
    await user.click(second.getByRole('button', { name: ACTIVITY_TEXTS.startMission }));
    expect(await second.findByText(ACTIVITY_TEXTS.started)).toBeTruthy();
    expect(apiCalls().find((call) => call.method === 'PUT')?.body).toEqual({ id: 2 });
  });

  it('tells a member who is not a full member 此活動限交易會員參加', async () => {
    renderPage({ [`GET ${BASE}/flip-cards`]: { status: 403, body: { statusCode: 403, code: 'NOT_MEMBER_FULL', message: MESSAGES.notMemberFull } } });
    expect(within(await screen.findByRole('alert')).getByText(CAMPAIGN_TEXTS.notFullMember)).toBeTruthy();
  });

  it('answers 活動尚未開始 / 可...可惡... before the start', async () => {
    renderPage({ [`GET ${BASE}/flip-cards`]: notLive('CAMPAIGN_NOT_STARTED', CAMPAIGN_TEXTS.notStartedTitle) });
    const notice = within(await screen.findByRole('alert'));
    expect(notice.getByText(CAMPAIGN_TEXTS.notStartedTitle)).toBeTruthy();
    await waitFor(() => expect(notice.getByText(CAMPAIGN_TEXTS.flipCardsNotStarted)).toBeTruthy());
  });
});
