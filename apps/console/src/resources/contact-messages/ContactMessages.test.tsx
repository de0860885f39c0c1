import { fireEvent, render, screen, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { CONSOLE_CONTACT_TEXTS as C, CONTACT_CATEGORY_LABELS } from '@lendbridge/domain';
import { canAccessResource } from '../../access';
import { App } from '../../App';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { calledWith } from '../../test/form';
import { json, list, listQuery, mockStaffFetch, type RecordedCall, unhandled } from '../../test/fetchMock';
import type { ContactMessageRecord } from './types';

const API = '/api/console/contact-messages';

const MESSAGE: ContactMessageRecord = {
  id: 4,
  name: '陳怡安',
  email: 'yian.chen@yahoo.com.tw',
  category: 'shop',
  description: '想把預約改到下週同一時段。',
  user_id: null,
  member_serial: null,
  status: 'open',
  answer: null,
  answered_by: null,
  answered_at: null,
  file_count: 1,
  created_at: '2026-11-25T01:00:00.000Z',
  updated_at: '2026-11-25T01:00:00.000Z',
  files: [{ id: '11111111-1111-4111-8111-111111111111', original_name: '預約畫面.png', mime_type: 'image/png', size_bytes: 2048, url: `${API}/4/files/11111111-1111-4111-8111-111111111111` }],
};

const renderConsole = (hash: string, roles: string[], onCall: (call: RecordedCall) => Response = unhandled) => {
  const { calls } = mockStaffFetch(roles, (call) => {
    if (call.path === API && call.method === 'GET') return list('contact-messages', [MESSAGE], 1);
    if (call.path === `${API}/4` && call.method === 'GET') return json(200, MESSAGE);
    return onCall(call);
  });
  window.location.hash = hash;
  render(<App authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore()} />);
  return { calls };
};

describe('contact messages (聯絡我們訊息)', () => {
  it('are read and answered by admins and sales only', () => {
    for (const role of ['admin', 'sales']) {
      expect(canAccessResource([role], 'contact-messages', 'show')).toBe(true);
      expect(canAccessResource([role], 'contact-messages', 'edit')).toBe(true);
    }
    for (const role of ['appraiser', 'pawnshop_operator', 'shop_seller']) expect(canAccessResource([role], 'contact-messages', 'list')).toBe(false);
  });

  it('lists the open messages by default', async () => {
    const { calls } = renderConsole('#/contact-messages', ['sales']);
    expect(await screen.findByText('陳怡安')).toBeTruthy();
    expect(screen.getAllByText(CONTACT_CATEGORY_LABELS.shop).length).toBeGreaterThan(0);
    const [first] = calledWith(calls, API, 'GET');
    expect(first === undefined ? null : listQuery(first.url).filter).toEqual({ status: 'open' });
  });

  it('shows the message with its file and sends the answer', async () => {
    const { calls } = renderConsole('#/contact-messages/4/show', ['sales'], (call) => {
      if (call.path === `${API}/4/answer` && call.method === 'POST') return json(201, { ...MESSAGE, status: 'answered', answer: (call.body as { answer: string }).answer });
      return unhandled(call);
    });
    expect(await screen.findByText('預約畫面.png')).toBeTruthy();
    expect(screen.getByRole('button', { name: `${C.download} 預約畫面.png` })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: C.answerButton }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText(C.answer), { target: { value: '已為您改到下週同一時段。' } });
    fireEvent.click(dialog.getByRole('button', { name: C.answerSend }));
    expect(await screen.findByText(C.answerSent)).toBeTruthy();
    expect(calledWith(calls, `${API}/4/answer`, 'POST').map((call) => call.body)).toEqual([{ answer: '已為您改到下週同一時段。' }]);
  });
});
