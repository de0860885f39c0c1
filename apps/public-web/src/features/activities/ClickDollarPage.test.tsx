import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_TEXTS, CAMPAIGN_TEXTS } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockRoutes } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import type { UserStatus } from '../../app/session';
import { ClickDollarPage } from './ClickDollarPage';

const KEY = 'click-dollar';
const BASE = `/api/activities/${KEY}`;

const renderPage = (routes: MockRoutes, status: UserStatus = STATUSES.member) => {
  const mock = mockFetch(routes);
  return { ...mock, ...renderRoute(<ClickDollarPage />, { url: `/activity/click-dollar/${KEY}`, path: '/activity/click-dollar/:key', status }) };
};

const chanceSection = async () => within(await screen.findByRole('region', { name: ACTIVITY_TEXTS.seePercent }));

describe('ClickDollarPage', () => {
  it('checks a member in, then shows the chance with the whisper above 10 percent', async () => {
    let checkedIn = false;
    const { user, apiCalls } = renderPage({
      [`PUT ${BASE}/check-in`]: () => {
        checkedIn = true;
        return { body: { data: { status: 'SUCCESS' } } };
      },
      [`GET ${BASE}/see-percent`]: () => ({ body: { data: checkedIn ? 0.125 : 'INVALID' } }),
    });
    expect(await (await chanceSection()).findByText(ACTIVITY_TEXTS.chanceInvalid)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: ACTIVITY_TEXTS.checkInButton }));
    const done = await screen.findByRole('dialog', { name: ACTIVITY_TEXTS.checkInDone });
    await user.click(within(done).getByRole('button'));
    expect(await (await chanceSection()).findByText(ACTIVITY_TEXTS.yourChance('12.5'))).toBeTruthy();
    expect(screen.getByText(ACTIVITY_TEXTS.whisper)).toBeTruthy();
    expect(apiCalls().find((call) => call.method === 'PUT')?.headers.get('X-CSRF-Token')).toBeTruthy();
  });

  it('keeps the whisper for chances of 10 percent or less', async () => {
    renderPage({ [`GET ${BASE}/see-percent`]: { body: { data: 0.1 } } });
    expect(await (await chanceSection()).findByText(ACTIVITY_TEXTS.yourChance('10'))).toBeTruthy();
    expect(screen.queryByText(ACTIVITY_TEXTS.whisper)).toBeNull();
  });

  it('shows 今天已看過 for a second check-in the same day', async () => {
    const { user } = renderPage({
      [`GET ${BASE}/see-percent`]: { body: { data: 0.5 } },
      [`PUT ${BASE}/check-in`]: { status: 409, body: { statusCode: 409, code: 'CHECK_IN_SEEN', message: CAMPAIGN_TEXTS.checkInSeen } },
    });
    await user.click(await screen.findByRole('button', { name: ACTIVITY_TEXTS.checkInButton }));
    expect(await screen.findByRole('dialog', { name: CAMPAIGN_TEXTS.checkInSeen })).toBeTruthy();
  });

  it('tells a visitor to sign in when the check-in answers NOT_LOGIN', async () => {
    const { user, apiCalls } = renderPage({ [`PUT ${BASE}/check-in`]: { body: { data: { status: 'NOT_LOGIN' } } } }, STATUSES.visitor);
    expect((await chanceSection()).getByRole('link', { name: ACTIVITY_TEXTS.checkInLogin }).getAttribute('href')).toBe(
      `/auth/login?next=${encodeURIComponent(`/activity/click-dollar/${KEY}`)}`,
    );
    await user.click(screen.getByRole('button', { name: ACTIVITY_TEXTS.checkInButton }));
    expect(await screen.findByRole('dialog', { name: ACTIVITY_TEXTS.checkInLogin })).toBeTruthy();
    expect(apiCalls().some((call) => call.path === `${BASE}/see-percent`)).toBe(false);
  });
});
