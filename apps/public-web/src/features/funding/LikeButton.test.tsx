import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FUNDING_TEXTS } from '@lendbridge/domain';
import type { MockHandler } from '../../test/fetchMock';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { LikeButton } from './LikeButton';

const SERIAL = 'F000001';
const LIKE = `POST /api/funding/like/${SERIAL}`;

/** A reply the test releases itself, to see the button before the server answers. */
function held(reply: { status?: number; body: unknown }) {
  let release: () => void = () => undefined;
  const handler: MockHandler = () =>
    new Promise((resolve) => {
      release = () => resolve(reply);
    });
  return { handler, release: () => release() };
}

describe('LikeButton', () => {
  it('turns on at once, and keeps what the server answers', async () => {
    const answer = held({ body: { data: { serial: SERIAL, liked: true, likes: 5 } } });
    mockFetch({ [LIKE]: answer.handler });
    const { user } = renderRoute(<LikeButton serial={SERIAL} liked={false} likes={3} />, { status: STATUSES.full });
    await user.click(screen.getByRole('button', { name: `${FUNDING_TEXTS.like}（3）` }));
    const pressed = screen.getByRole('button', { name: `${FUNDING_TEXTS.unlike}（4）` });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    answer.release();
    expect(await screen.findByRole('button', { name: `${FUNDING_TEXTS.unlike}（5）` })).toBeTruthy();
  });

  it('goes back and says 無法收藏或取消此專案 with the server words when the like is refused', async () => {
    const answer = held({ status: 404, body: { statusCode: 404, code: 'FUNDING_PROJECT_NOT_FOUND', message: FUNDING_TEXTS.projectNotFound } });
    mockFetch({ [LIKE]: answer.handler });
    const { user } = renderRoute(<LikeButton serial={SERIAL} liked likes={2} />, { status: STATUSES.full });
    await user.click(screen.getByRole('button', { name: `${FUNDING_TEXTS.unlike}（2）` }));
    expect(screen.getByRole('button', { name: `${FUNDING_TEXTS.like}（1）` })).toBeTruthy();
    answer.release();
    const alert = await screen.findByRole('dialog', { name: FUNDING_TEXTS.likeFailed });
    expect(within(alert).getByText(FUNDING_TEXTS.projectNotFound)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: `${FUNDING_TEXTS.unlike}（2）`, hidden: true }).getAttribute('aria-pressed')).toBe('true'));
  });

  it('asks a visitor to sign in and sends nothing', async () => {
    const mock = mockFetch();
    const { user } = renderRoute(<LikeButton serial={SERIAL} liked={false} likes={3} />, { url: `/funding/market-place/project/${SERIAL}` });
    await user.click(screen.getByRole('button', { name: `${FUNDING_TEXTS.like}（3）` }));
    const prompt = await screen.findByRole('dialog', { name: FUNDING_TEXTS.notLoggedIn });
    expect(within(prompt).getByRole('link', { name: FUNDING_TEXTS.login }).getAttribute('href')).toBe(
      `/auth/login?next=${encodeURIComponent(`/funding/market-place/project/${SERIAL}`)}`,
    );
    expect(mock.apiCalls().filter((call) => call.method === 'POST')).toEqual([]);
  });
});
