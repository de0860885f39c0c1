import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_CONTENT_TEXTS as C, CONTENT_TEXTS, requiredField } from '@lendbridge/domain';
import { renderContentConsole } from '../../test/contentConsole';
import { json } from '../../test/fetchMock';
import { calledWith, choose, fill, save } from '../../test/form';
import type { FaqFeedbackRecord } from '../faq-feedback/types';
import type { FaqGroupRecord } from '../faq-groups/types';
import type { FaqItemRecord } from './types';

const API = '/api/console/faq-items';
const STAMP = '2026-11-20T02:00:00.000Z';

const GROUPS: FaqGroupRecord[] = [
  { id: 1, name: '註冊與會員', position: 1, items_count: 1, created_at: STAMP, updated_at: STAMP },
  { id: 2, name: '投資與收益', position: 2, items_count: 0, created_at: STAMP, updated_at: STAMP },
];

const ITEM: FaqItemRecord = {
  id: 11,
  group_id: 1,
  group_name: '註冊與會員',
  question: '如何成為信橋會員？',
  answer: '<p>以電子郵件註冊</p>',
  position: 1,
  is_published: true,
  feedback_count: 2,
  average_score: '3.50',
  created_at: STAMP,
  updated_at: STAMP,
};

const FEEDBACK: FaqFeedbackRecord[] = [
  { id: 21, item_id: 11, question: ITEM.question, user_id: null, member_serial: null, score: 5, content: '說明很清楚', created_at: STAMP, updated_at: STAMP },
  { id: 22, item_id: 11, question: ITEM.question, user_id: 7, member_serial: 'M000007', score: 2, content: '希望有圖解', created_at: STAMP, updated_at: STAMP },
];

const ROWS = { 'faq-groups': GROUPS, 'faq-items': [ITEM], 'faq-feedback': FEEDBACK };

describe('FAQ items (常見問題)', () => {
  it('lists the questions with their group, feedback count and average score', async () => {
    renderContentConsole('#/faq-items', ['admin'], ROWS);
    expect(await screen.findByText(ITEM.question)).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: '3.50' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '建立' })).toBeTruthy();
  });

  it("refuses a question without an answer with the domain's message, then creates it in the chosen group", async () => {
    const { calls } = renderContentConsole('#/faq-items/create', ['admin'], ROWS, (call) => json(201, { ...ITEM, id: 12, ...(call.body as object) }));
    await choose(C.group_id, '投資與收益');
    await fill(C.question, '最低投資金額是多少？');
    await save();
    expect(await screen.findByText(requiredField(CONTENT_TEXTS.answer))).toBeTruthy();
    await fill(C.answer, '<p>每筆 1,000 元</p>');
    await save();
    await waitFor(() => expect(calledWith(calls, API, 'POST')).toHaveLength(1));
    expect(calledWith(calls, API, 'POST')[0]?.body).toEqual({ group_id: 2, question: '最低投資金額是多少？', answer: '<p>每筆 1,000 元</p>', position: 0, is_published: true });
  });

  it("shows sales a question's feedback and average score, without an edit button", async () => {
    const { calls } = renderContentConsole('#/faq-items/11/show', ['sales'], ROWS);
    expect(await screen.findByText('希望有圖解')).toBeTruthy();
    expect(screen.getByText('說明很清楚')).toBeTruthy();
    expect(screen.getByText('3.50')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '編輯' })).toBeNull();
    const asked = calledWith(calls, '/api/console/faq-feedback', 'GET')[0];
    expect(JSON.parse(asked?.url.searchParams.get('filter') ?? '{}')).toEqual({ item_id: 11 });
  });
});
