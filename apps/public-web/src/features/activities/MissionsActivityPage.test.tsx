import { screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_TEXTS, CAMPAIGN_OVERVIEW_POLL_MS, CAMPAIGN_TEXTS } from '@lendbridge/domain';
import type { ActivityTask } from '@lendbridge/domain';
import { routes } from '../../app/App';
import { deferred, mockFetch } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { MissionsActivityPage } from './MissionsActivityPage';
import { BASE, KEY, OVERVIEW, notLive, taskOf } from './testActivities';

const renderPage = () => renderRoute(<MissionsActivityPage />, { url: `/activity/missions/${KEY}`, path: '/activity/missions/:key', status: STATUSES.member });

const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('MissionsActivityPage', () => {
  it('shows the counts, every mission and the task, and starts the task before going to its page', async () => {
    const { apiCalls } = mockFetch({
      [`GET ${BASE}/overview`]: { body: { data: OVERVIEW } },
      [`GET ${BASE}/mission`]: { body: { data: taskOf() } },
      [`GET ${BASE}/completed-missions`]: { body: { data: [] } },
      [`PUT ${BASE}/start`]: { body: { data: { id: 11, started_at: '2025-11-20T04:00:00.000Z' } } },
    });
    const { user, router } = renderPage();
    expect((await screen.findByLabelText(ACTIVITY_TEXTS.allMissionCount)).textContent).toBe('2');
    expect(screen.getByLabelText(ACTIVITY_TEXTS.ticketCount).textContent).toBe('1');
    const list = await section(ACTIVITY_TEXTS.missionList);
    expect(list.getByRole('heading', { name: '投資任一案件' })).toBeTruthy();
    expect(list.getByText('試算後回來領取抽獎卷')).toBeTruthy();
    expect((await section(ACTIVITY_TEXTS.completedMissions)).getByText(ACTIVITY_TEXTS.noCompletedMissions)).toBeTruthy();

    const current = await section(ACTIVITY_TEXTS.currentTask);
    expect(((await current.findByRole('button', { name: ACTIVITY_TEXTS.claim })) as HTMLButtonElement).disabled).toBe(true);
    await user.click(current.getByRole('button', { name: ACTIVITY_TEXTS.go }));
    await waitFor(() => expect(currentUrl(router)).toBe('/market-place'));
    expect(apiCalls().find((call) => call.method === 'PUT')?.body).toEqual({ id: 11 });
  });

  it('draws a task with 抽任務 and shows it', async () => {
    let drawn: ActivityTask | null = null;
    mockFetch({
      [`GET ${BASE}/overview`]: { body: { data: OVERVIEW } },
      [`GET ${BASE}/mission`]: () => ({ body: { data: drawn } }),
      [`GET ${BASE}/completed-missions`]: { body: { data: [] } },
      [`POST ${BASE}/spin`]: () => {
        drawn = taskOf({ id: 12, key: 'credit', message: '完成信用試算\n試算後回來領取抽獎卷', rule: 'credit_check', target_path: '/my-credit' });
        return { body: { code: 1, data: { task: drawn } } };
      },
    });
    const { user } = renderPage();
    const current = await section(ACTIVITY_TEXTS.currentTask);
    await user.click(await current.findByRole('button', { name: ACTIVITY_TEXTS.drawTask }));
    expect(await current.findByRole('heading', { name: '完成信用試算' })).toBeTruthy();
  });

  it('alerts the spin message when no mission is left', async () => {
    mockFetch({
      [`GET ${BASE}/overview`]: { body: { data: OVERVIEW } },
      [`GET ${BASE}/mission`]: { body: { data: null } },
      [`GET ${BASE}/completed-missions`]: { body: { data: [] } },
      [`POST ${BASE}/spin`]: { body: { code: -1, message: ACTIVITY_TEXTS.allMissionsDrawn, data: { task: null } } },
    });
    const { user } = renderPage();
    await user.click(await (await section(ACTIVITY_TEXTS.currentTask)).findByRole('button', { name: ACTIVITY_TEXTS.drawTask }));
    expect(await screen.findByRole('dialog', { name: ACTIVITY_TEXTS.allMissionsDrawn })).toBeTruthy();
  });

  it('claims a completed task with 恭喜！ and the note, and shows 領取失敗 with the server text', async () => {
    let claims = 0;
    const { apiCalls } = mockFetch({
      [`GET ${BASE}/overview`]: { body: { data: OVERVIEW } },
      [`GET ${BASE}/mission`]: { body: { data: taskOf({ completed_at: '2025-11-20T03:00:00.000Z' }) } },
      [`GET ${BASE}/completed-missions`]: { body: { data: [] } },
      [`POST ${BASE}/claim`]: () => {
        claims += 1;
        return claims === 1
          ? { body: { data: { granted: true, tickets: 2, ticket_count: 3, message: CAMPAIGN_TEXTS.claimNote } } }
          : { status: 404, body: { statusCode: 404, code: 'CAMPAIGN_ENDED', message: CAMPAIGN_TEXTS.ended } };
      },
    });
    const { user } = renderPage();
    const current = await section(ACTIVITY_TEXTS.currentTask);
    await user.click(await current.findByRole('button', { name: ACTIVITY_TEXTS.claim }));
    const success = await screen.findByRole('dialog', { name: CAMPAIGN_TEXTS.claimSucceeded });
    expect(within(success).getByText(`${ACTIVITY_TEXTS.ticketsGranted(2)} ${CAMPAIGN_TEXTS.claimNote}`, { normalizer: (text) => text.replace(/\s+/g, ' ').trim() })).toBeTruthy();
    expect(apiCalls().find((call) => call.method === 'POST')?.body).toEqual({ id: 11 });
    await user.click(within(success).getByRole('button'));

    await user.click(await current.findByRole('button', { name: ACTIVITY_TEXTS.claim }));
    const failed = await screen.findByRole('dialog', { name: CAMPAIGN_TEXTS.claimFailed });
    expect(within(failed).getByText(CAMPAIGN_TEXTS.ended)).toBeTruthy();
  });

  it('alerts 哎呀！ / 這個活動結束了哦 and goes home when the activity is over', async () => {
    mockFetch({ [`GET ${BASE}/overview`]: notLive('CAMPAIGN_ENDED', CAMPAIGN_TEXTS.ended) });
    const { router } = renderPage();
    const dialog = await screen.findByRole('dialog', { name: CAMPAIGN_TEXTS.endedTitle });
    expect(within(dialog).getByText(CAMPAIGN_TEXTS.ended)).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it(`asks the overview again every ${CAMPAIGN_OVERVIEW_POLL_MS} ms until every read has answered, then stops`, async () => {
    const held = deferred<void>();
    const { apiCalls } = mockFetch({
      [`GET ${BASE}/overview`]: { body: { data: OVERVIEW } },
      [`GET ${BASE}/mission`]: async () => {
        await held.promise;
        return { body: { data: null } };
      },
      [`GET ${BASE}/completed-missions`]: { body: { data: [] } },
    });
    renderPage();
    const overviewCalls = () => apiCalls().filter((call) => call.path === `${BASE}/overview`).length;
    await waitFor(() => expect(overviewCalls()).toBe(2), { timeout: CAMPAIGN_OVERVIEW_POLL_MS * 3 });
    held.resolve();
    expect(await (await section(ACTIVITY_TEXTS.currentTask)).findByRole('button', { name: ACTIVITY_TEXTS.drawTask })).toBeTruthy();
    const settled = overviewCalls();
    await new Promise((resolve) => setTimeout(resolve, CAMPAIGN_OVERVIEW_POLL_MS + 500));
    expect(overviewCalls()).toBe(settled);
  });

  it('routes every activity page', () => {
    const paths = {
      '/activity/missions/new-year-2020': 'activity/missions/:key',
      '/activity/christmas/christmas-2019': 'activity/christmas/:key',
      '/activity/draw/mid-autumn-2022': 'activity/draw/:key',
      '/activity/click-dollar/click-dollar': 'activity/click-dollar/:key',
      '/activity/story': 'activity/story',
      '/activity/partner/click-dollar': 'activity/partner/:key',
      '/activity/embed/click-dollar': 'activity/embed/:key',
    };
    for (const [path, pattern] of Object.entries(paths)) expect(matchRoutes(routes, path)?.at(-1)?.route.path).toBe(pattern);
  });
});
