import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_EVENTS, CHAT_TEXTS } from '@lendbridge/domain';
import type { SupportChatMessageAnswer } from '@lendbridge/domain';
import { App } from '../../App';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { json, list, listQuery, mockFetch, unhandled, userStatus } from '../../test/fetchMock';
import type { SupportChatRow } from './types';

const io = vi.hoisted(() => vi.fn());
vi.mock('socket.io-client', () => ({ io }));

const API = '/api/console/support-chats';
const T = CHAT_TEXTS;

const row = (id: number, overrides: Partial<SupportChatRow> = {}): SupportChatRow => ({
  id,
  member_id: 10 + id,
  member_serial: `M0000000${id}`,
  member_email: `member${id}@example.com`,
  subject: `借款問題 ${id}`,
  status: 'open',
  agent_id: null,
  last_message_at: '2025-11-20T02:30:00.000Z',
  created_at: '2025-11-20T02:00:00.000Z',
  ...overrides,
});

const first: SupportChatMessageAnswer = { id: 1, conversation_id: 1, from_staff: false, receiver_serial: 'SUPPORT', subject: '借款問題 1', content: '請問如何申請？', created_at: '2025-11-20T02:30:00.000Z' };

/** A socket.io client stand-in: connects at once, acknowledges as the server would, and lets the test push events. */
function fakeSocket() {
  const handlers = new Map<string, (data?: unknown) => void>();
  const sent: [string, unknown][] = [];
  const socket = {
    connected: true,
    on: (event: string, handler: (data?: unknown) => void) => {
      handlers.set(event, handler);
      if (event === 'connect') queueMicrotask(() => handler());
      return socket;
    },
    disconnect: vi.fn(),
    timeout: () => socket,
    emitWithAck: (event: string, payload: { conversation_id: number; content?: string }) => {
      sent.push([event, payload]);
      if (event === CHAT_EVENTS.join) return Promise.resolve({ ok: true, data: { conversation: row(1), messages: [first] } });
      if (event === CHAT_EVENTS.send && payload.content?.includes('@')) return Promise.resolve({ ok: false, code: 'VALIDATION_FAILED', message: '請勿在內文輸入email' });
      if (event === CHAT_EVENTS.send) {
        return Promise.resolve({ ok: true, data: { conversation: row(1, { status: 'taken', agent_id: 1 }), message: { ...first, id: 2, from_staff: true, receiver_serial: 'M00000001', content: payload.content } } });
      }
      return Promise.resolve({ ok: true, data: row(1, { status: 'taken', agent_id: 1 }) });
    },
    push: (event: string, data: unknown) => handlers.get(event)?.(data),
    sent,
  };
  return socket;
}

let socket: ReturnType<typeof fakeSocket>;
let filters: unknown[] = [];

const renderConsole = (hash: string, roles = ['sales']) => {
  mockFetch((call) => {
    if (call.path === '/api/auth/status') return json(200, { data: userStatus(roles) });
    if (call.path === '/api/auth/csrf') return json(200, { data: { csrfToken: 'token' } });
    if (call.path === API) {
      filters.push((listQuery(call.url) as { filter: unknown }).filter);
      return list('support-chats', [row(1), row(2)], 2);
    }
    if (call.path === `${API}/1`) return json(200, row(1));
    return unhandled(call);
  });
  window.location.hash = hash;
  render(<App authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore()} />);
};

describe('support chats', { timeout: 45_000 }, () => {
  beforeEach(() => {
    socket = fakeSocket();
    filters = [];
    io.mockReset();
    io.mockReturnValue(socket);
  });

  it('lists the open conversations first for sales, with their status in Chinese', async () => {
    renderConsole('#/support-chats');
    const table = within(await screen.findByRole('table'));
    expect(await table.findByText('借款問題 1')).toBeTruthy();
    expect(table.getAllByText(T.statuses.open)).toHaveLength(2);
    expect(filters[0]).toEqual({ status: 'open' });
    expect(io).not.toHaveBeenCalled();
  });

  it('joins the conversation over the socket, hears the member, and answers to the member serial', async () => {
    renderConsole('#/support-chats/1/show', ['admin']);
    expect(await screen.findByText('請問如何申請？')).toBeTruthy();
    expect(io).toHaveBeenCalledWith(expect.objectContaining({ path: '/api/chat/socket' }));
    act(() => socket.push(CHAT_EVENTS.message, { ...first, id: 3, content: '還在嗎？' }));
    expect(await screen.findByText('還在嗎？')).toBeTruthy();

    const box = screen.getByLabelText(T.content);
    fireEvent.change(box, { target: { value: '寄到 a@b.tw' } });
    expect(await screen.findByText('請勿在內文輸入email')).toBeTruthy();
    fireEvent.change(box, { target: { value: '您好，我們來協助您。' } });
    fireEvent.click(screen.getByRole('button', { name: T.answer }));
    expect(await screen.findByText('您好，我們來協助您。')).toBeTruthy();
    await waitFor(() => expect(socket.sent).toContainEqual([CHAT_EVENTS.send, { conversation_id: 1, receiver_serial: 'M00000001', subject: '借款問題 1', content: '您好，我們來協助您。' }]));
  });
});
