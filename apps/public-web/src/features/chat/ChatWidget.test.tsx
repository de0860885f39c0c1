import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_TEXTS, DAY_MS } from '@lendbridge/domain';
import { TEST_NOW } from '../../test/clock';
import { mockFetch } from '../../test/fetchMock';
import { STATUSES, renderRoute } from '../../test/render';
import { ChatWidget } from './ChatWidget';
import { openChat } from './chatLauncher';

const io = vi.hoisted(() => vi.fn());
vi.mock('socket.io-client', () => ({ io }));

const T = CHAT_TEXTS;

/** TEST_NOW is Thursday 12:00 in Taipei: greetings 1 and 2 are open, 3 is not; a day later only 1. */
const GREETINGS = [
  { id: 1, title: '歡迎光臨信橋', properties: { weekdays: [4, 5], start_time: '09:00', end_time: '18:00' }, position: 0 },
  { id: 2, title: '有任何問題都可以問我們', properties: { weekdays: [4], start_time: '00:00', end_time: '23:59' }, position: 1 },
  { id: 3, title: '週末愉快', properties: { weekdays: [0, 6], start_time: '00:00', end_time: '23:59' }, position: 2 },
];

function fakeSocket() {
  return { connected: false, on: vi.fn(), disconnect: vi.fn(), timeout: vi.fn(), emitWithAck: vi.fn() };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the chat widget', () => {
  let clock: Date;
  const now = () => clock;

  beforeEach(() => {
    clock = TEST_NOW;
    window.localStorage.clear();
    io.mockReset();
    io.mockReturnValue(fakeSocket());
    mockFetch({ 'GET /api/chatroom/greet': { body: { data: GREETINGS } }, 'GET /api/chat/status': { body: { data: { agents_online: 2 } } }, 'GET /api/chat/conversations': { body: { data: [] } } });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('greets after 10 s with the open greetings, rotating every 20 s, and stops 20 s after the last', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: TEST_NOW });
    renderRoute(<ChatWidget now={now} />);
    await advance(9_900);
    expect(screen.queryByRole('status')).toBeNull();
    await advance(100);
    expect(screen.getByRole('status').textContent).toContain(GREETINGS[0]!.title);
    await advance(19_999);
    expect(screen.getByRole('status').textContent).toContain(GREETINGS[0]!.title);
    await advance(1);
    expect(screen.getByRole('status').textContent).toContain(GREETINGS[1]!.title);
    await advance(20_000);
    expect(screen.queryByRole('status')).toBeNull();
    await advance(120_000);
    expect(screen.queryByText(GREETINGS[2]!.title)).toBeNull();
  });

  it('remembers a dismissal for a day', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: TEST_NOW });
    const first = renderRoute(<ChatWidget now={now} />);
    await advance(10_000);
    act(() => screen.getByRole('button', { name: T.dismissGreeting }).click());
    expect(screen.queryByRole('status')).toBeNull();
    first.unmount();

    clock = new Date(TEST_NOW.getTime() + DAY_MS - 1_000);
    const second = renderRoute(<ChatWidget now={now} />);
    await advance(10_000);
    expect(screen.queryByRole('status')).toBeNull();
    second.unmount();

    clock = new Date(TEST_NOW.getTime() + DAY_MS);
    renderRoute(<ChatWidget now={now} />);
    await advance(10_000);
    expect(screen.getByRole('status').textContent).toContain(GREETINGS[0]!.title);
  });

  it('asks a visitor to sign in, and loads no socket', async () => {
    const { user } = renderRoute(<ChatWidget now={now} />, { url: '/market-place' });
    await user.click(screen.getByRole('button', { name: T.open }));
    expect(await screen.findByText(T.signInFirst)).toBeTruthy();
    expect(screen.getByRole('link', { name: T.signIn }).getAttribute('href')).toContain('/auth/login');
    expect(io).not.toHaveBeenCalled();
  });

  it("opens a member's socket only when the panel opens", async () => {
    const { user } = renderRoute(<ChatWidget now={now} />, { status: STATUSES.member });
    await act(() => Promise.resolve());
    expect(io).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: T.open }));
    expect(await screen.findByText(T.agentsOnline(2))).toBeTruthy();
    await vi.waitFor(() => expect(io).toHaveBeenCalledWith(expect.objectContaining({ path: '/api/chat/socket', transports: ['websocket'] })));
  });

  it('opens with the subject a chat-to-buy asks for', async () => {
    renderRoute(<ChatWidget now={now} />, { status: STATUSES.member });
    act(() => openChat('我想購買：有機米禮盒'));
    expect(await screen.findByRole('dialog', { name: T.widgetTitle })).toBeTruthy();
    expect((await screen.findByLabelText(new RegExp(T.subject)) as HTMLInputElement).value).toBe('我想購買：有機米禮盒');
  });
});
