import { render, screen, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { OUTBOX_KIND_LABELS } from '@lendbridge/domain';
import { App } from '../../App';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { json, list, mockFetch, unhandled, userStatus } from '../../test/fetchMock';
import type { OutboxRow } from './types';

const API = '/api/console/outbox';

const row = (id: number, kind: string, overrides: Partial<OutboxRow> = {}): OutboxRow => ({
  id,
  channel: 'email',
  recipient: `member${id}@example.com`,
  subject: `通知 ${id}`,
  body: `通知 ${id} 內文`,
  kind,
  status: 'stored',
  attempts: 1,
  last_error: null,
  created_at: '2025-11-20T02:30:00.000Z',
  sent_at: null,
  user_id: null,
  ...overrides,
});

const ROWS = [
  row(1, 'password_reset'),
  row(2, 'verification_code', { channel: 'sms', recipient: '0912345678' }),
  row(3, 'school_email_verification'),
];

const renderConsole = (hash: string) => {
  mockFetch((call) => {
    if (call.path === '/api/auth/status') return json(200, { data: userStatus(['admin']) });
    if (call.path === '/api/auth/csrf') return json(200, { data: { csrfToken: 'token' } });
    if (call.path === API) return list('outbox', ROWS, ROWS.length);
    if (call.path === `${API}/1`) return json(200, { ...ROWS[0], body: '重設密碼連結', attempts: 0 } satisfies OutboxRow);
    return unhandled(call);
  });
  window.location.hash = hash;
  render(<App authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore()} />);
};

describe('outbox', { timeout: 15_000 }, () => {
  it('names each message type in Chinese in the list, never by its key', async () => {
    renderConsole('#/outbox');
    const table = within(await screen.findByRole('table'));
    expect(await table.findByText(OUTBOX_KIND_LABELS.password_reset)).toBeTruthy();
    expect(table.getByText(OUTBOX_KIND_LABELS.verification_code)).toBeTruthy();
    expect(table.getByText(OUTBOX_KIND_LABELS.school_email_verification)).toBeTruthy();
    const text = document.body.textContent ?? '';
    for (const kind of ['password_reset', 'verification_code', 'school_email_verification']) expect(text).not.toContain(kind);
  });

  it('names the message type in Chinese on the message page', async () => {
    renderConsole('#/outbox/1/show');
    expect(await screen.findByText('重設密碼連結')).toBeTruthy();
    expect(screen.getByText(OUTBOX_KIND_LABELS.password_reset)).toBeTruthy();
    expect(document.body.textContent ?? '').not.toContain('password_reset');
  });
});
