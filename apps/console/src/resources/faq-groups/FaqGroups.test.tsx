import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_CONTENT_TEXTS as C, CONTENT_TEXTS, requiredField } from '@lendbridge/domain';
import { renderContentConsole } from '../../test/contentConsole';
import { json } from '../../test/fetchMock';
import { calledWith, fill, save } from '../../test/form';
import type { FaqFeedbackRecord } from '../faq-feedback/types';
import type { FaqGroupRecord } from './types';

const STAMP = '2026-11-20T02:00:00.000Z';

const GROUPS: FaqGroupRecord[] = [
  { id: 1, name: '註冊與會員', position: 1, items_count: 1, created_at: STAMP, updated_at: STAMP },
  { id: 2, name: '投資與收益', position: 2, items_count: 0, created_at: STAMP, updated_at: STAMP },
];

const FEEDBACK: FaqFeedbackRecord[] = [
  { id: 22, item_id: 11, question: '如何成為信橋會員？', user_id: 7, member_serial: 'M000007', score: 2, content: '希望有圖解', created_at: STAMP, updated_at: STAMP },
];

const ROWS = { 'faq-groups': GROUPS, 'faq-feedback': FEEDBACK };

describe('FAQ groups (常見問題分類)', () => {
  it('lists the groups, and admins create one only with a name', async () => {
    const { calls } = renderContentConsole('#/faq-groups/create', ['admin'], ROWS, (call) => json(201, { ...GROUPS[0], id: 3, ...(call.body as object) }));
    await fill(C.position, '3');
    await save();
    expect(await screen.findByText(requiredField(CONTENT_TEXTS.name))).toBeTruthy();
    await fill(C.name, '帳戶與提領');
    await save();
    await waitFor(() => expect(calledWith(calls, '/api/console/faq-groups', 'POST')).toHaveLength(1));
    expect(calledWith(calls, '/api/console/faq-groups', 'POST')[0]?.body).toEqual({ name: '帳戶與提領', position: 3 });
  });

  it('shows sales the groups without a create button', async () => {
    renderContentConsole('#/faq-groups', ['sales'], ROWS);
    expect(await screen.findByText('投資與收益')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '建立' })).toBeNull();
  });
});
