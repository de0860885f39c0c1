import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, mockFetch } from '../test/fetchMock';
import type { MockReply } from '../test/fetchMock';
import { STATUSES, createTestQueryClient, withQueryClient } from '../test/render';
import { UserStatusProvider, VISITOR_STATUS, useUserStatus } from './session';

function Probe() {
  const { status, loading, setStatus } = useUserStatus();
  return (
    <div>
      <output data-testid="status">{loading ? 'loading' : status.loggedIn ? status.email : 'visitor'}</output>
      <button type="button" onClick={() => setStatus(VISITOR_STATUS)}>
        登出
      </button>
    </div>
  );
}

const shown = () => screen.getByTestId('status').textContent;

describe('UserStatusProvider', () => {
  it('loads GET /api/auth/status', async () => {
    mockFetch({ 'GET /api/auth/status': { body: { data: STATUSES.member } } });
    render(
      <UserStatusProvider>
        <Probe />
      </UserStatusProvider>,
      { wrapper: withQueryClient(createTestQueryClient()) },
    );
    expect(shown()).toBe('loading');
    await waitFor(() => expect(shown()).toBe(STATUSES.member.email));
  });

  it('drops a status answer overtaken by a newer status (a logout while loading)', async () => {
    const reply = deferred<MockReply>();
    mockFetch({ 'GET /api/auth/status': () => reply.promise });
    render(
      <UserStatusProvider>
        <Probe />
      </UserStatusProvider>,
      { wrapper: withQueryClient(createTestQueryClient()) },
    );
    act(() => screen.getByText('登出').click());
    expect(shown()).toBe('visitor');
    await act(async () => {
      reply.resolve({ body: { data: STATUSES.member } });
      await reply.promise;
    });
    expect(shown()).toBe('visitor');
  });
});
