import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACTIVITY_TEXTS, CAMPAIGN_TEXTS, MESSAGES } from '@lendbridge/domain';
import type { QualifiedAnswer } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import type { MockRoutes } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { PartnerCampaignPage } from './PartnerCampaignPage';

const KEY = 'partner-2024';
const BASE = `/api/activities/${KEY}`;
const WAITING: QualifiedAnswer = { isQualified: false, isWaitingAgree: true };
const QUALIFIED: QualifiedAnswer = { isQualified: true, isWaitingAgree: false };

const renderPage = (routes: MockRoutes, onReload = vi.fn()) => {
  const mock = mockFetch({
    [`GET ${BASE}/token`]: { body: { data: { token: 't', expires_at: '2025-11-20T04:05:00.000Z', iframe_url: '/embedded/click-dollar.html' } } },
    ...routes,
  });
  return { ...mock, onReload, ...renderRoute(<PartnerCampaignPage onReload={onReload} />, { url: `/activity/partner/${KEY}`, path: '/activity/partner/:key', status: STATUSES.member }) };
};

const tickBoth = async (user: ReturnType<typeof renderPage>['user']) => {
  for (const label of [MESSAGES.agreePolicyPrivacyLabel, MESSAGES.agreePolicyTransactionLabel]) await user.click(await screen.findByRole('checkbox', { name: label }));
};

describe('PartnerCampaignPage', () => {
  it('asks for both ticks, sends them and opens the partner frame', async () => {
    const { user, apiCalls } = renderPage({
      [`GET ${BASE}/check-qualified`]: { body: { data: WAITING } },
      [`POST ${BASE}/agree-policy`]: { body: { data: QUALIFIED } },
    });
    await user.click(await screen.findByRole('checkbox', { name: MESSAGES.agreePolicyPrivacyLabel }));
    await user.click(screen.getByRole('button', { name: ACTIVITY_TEXTS.agreeSubmit }));
    const warning = await screen.findByRole('dialog', { name: MESSAGES.agreePolicyTitle });
    expect(within(warning).getByText(MESSAGES.agreePolicyText)).toBeTruthy();
    expect(apiCalls().some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(warning).getByRole('button'));

    await user.click(screen.getByRole('checkbox', { name: MESSAGES.agreePolicyTransactionLabel }));
    await user.click(screen.getByRole('button', { name: ACTIVITY_TEXTS.agreeSubmit }));
    expect(await screen.findByText(ACTIVITY_TEXTS.qualified)).toBeTruthy();
    expect(await screen.findByTitle(ACTIVITY_TEXTS.embedTitle)).toBeTruthy();
    expect(apiCalls().find((call) => call.method === 'POST')?.body).toEqual({ agree_policy: { privacy_policy: true, transaction_policy: true } });
  });

  it("shows 失敗了 with the server's text and reloads from 重新整理", async () => {
    const { user, onReload } = renderPage({
      [`GET ${BASE}/check-qualified`]: { body: { data: WAITING } },
      [`POST ${BASE}/agree-policy`]: { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: MESSAGES.genericErrorText } },
    });
    await tickBoth(user);
    await user.click(screen.getByRole('button', { name: ACTIVITY_TEXTS.agreeSubmit }));
    const failed = await screen.findByRole('dialog', { name: CAMPAIGN_TEXTS.agreeFailedTitle });
    expect(within(failed).getByText(MESSAGES.genericErrorText)).toBeTruthy();
    await user.click(within(failed).getByRole('button', { name: CAMPAIGN_TEXTS.reload }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('tells a member outside the audience that they do not qualify', async () => {
    renderPage({ [`GET ${BASE}/check-qualified`]: { body: { data: { isQualified: false, isWaitingAgree: false } } } });
    expect(await screen.findByText(ACTIVITY_TEXTS.notQualified)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('checkbox')).toBeNull());
  });
});
