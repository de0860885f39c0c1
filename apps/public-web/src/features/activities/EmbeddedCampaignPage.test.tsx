import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACTIVITY_TEXTS, CAMPAIGN_TOKEN_MESSAGE_TYPE, CAMPAIGN_TOKEN_REQUEST_TYPE } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { EmbeddedCampaignPage } from './EmbeddedCampaignPage';

const KEY = 'click-dollar';
const BASE = `/api/activities/${KEY}`;

const renderFrame = (iframeUrl: string) => {
  let issued = 0;
  const mock = mockFetch({
    [`GET ${BASE}/token`]: () => {
      issued += 1;
      return { body: { data: { token: `token-${issued}`, expires_at: '2025-11-20T04:05:00.000Z', iframe_url: iframeUrl } } };
    },
  });
  return { ...mock, ...renderRoute(<EmbeddedCampaignPage />, { url: `/activity/embed/${KEY}`, path: '/activity/embed/:key', status: STATUSES.member }) };
};

const loadedFrame = async () => {
  const frame = (await screen.findByTitle(ACTIVITY_TEXTS.embedTitle)) as HTMLIFrameElement;
  const target = frame.contentWindow;
  if (target === null) throw new Error('the frame has no window');
  const postMessage = vi.spyOn(target, 'postMessage').mockImplementation(() => undefined);
  fireEvent.load(frame);
  return { frame, target, postMessage };
};

const ask = (origin: string, source: Window | null) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { type: CAMPAIGN_TOKEN_REQUEST_TYPE }, origin, source }));
  });

describe('EmbeddedCampaignPage', () => {
  it("hands the token to a frame of this site, at this site's origin only", async () => {
    renderFrame('/embedded/click-dollar.html');
    const { frame, postMessage } = await loadedFrame();
    expect(frame.getAttribute('src')).toBe('/embedded/click-dollar.html');
    expect(postMessage).toHaveBeenCalledWith({ type: CAMPAIGN_TOKEN_MESSAGE_TYPE, token: 'token-1' }, window.location.origin);
  });

  it("posts to a partner frame's own origin, and answers its request with a fresh token", async () => {
    const { apiCalls } = renderFrame('https://partner.example/games/coin?lang=zh');
    const { target, postMessage } = await loadedFrame();
    expect(postMessage).toHaveBeenLastCalledWith({ type: CAMPAIGN_TOKEN_MESSAGE_TYPE, token: 'token-1' }, 'https://partner.example');

    await ask('https://evil.example', target);
    await ask('https://partner.example', window);
    expect(apiCalls().filter((call) => call.path === `${BASE}/token`)).toHaveLength(1);

    await ask('https://partner.example', target);
    await waitFor(() => expect(postMessage).toHaveBeenLastCalledWith({ type: CAMPAIGN_TOKEN_MESSAGE_TYPE, token: 'token-2' }, 'https://partner.example'));
    expect(postMessage).toHaveBeenCalledTimes(2);
  });
});
