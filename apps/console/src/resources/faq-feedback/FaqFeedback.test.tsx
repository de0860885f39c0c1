import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderContentConsole } from '../../test/contentConsole';
import type { FaqFeedbackRecord } from './types';
import type { FaqGroupRecord } from '../faq-groups/types';

const STAMP = '2026-11-20T02:00:00.000Z';

const GROUPS: FaqGroupRecord[] = [
  { id: 1, name: '註冊與會員', position: 1, items_count: 1, created_at: STAMP, updated_at: STAMP },
  { id: 2, name: '投資與收益', position: 2, items_count: 0, created_at: STAMP, updated_at: STAMP },
];

const FEEDBACK: FaqFeedbackRecord[] = [
  { id: 22, item_id: 11, question: '如何成為信橋會員？', user_id: 7, member_serial: 'M000007', score: 2, content: '希望有圖解', created_at: STAMP, updated_at: STAMP },
];

const ROWS = { 'faq-groups': GROUPS, 'faq-feedback': FEEDBACK };

describe('FAQ feedback (問題意見)', () => {
  it('lists every feedback with its question, read only for admins and sales alike', async () => {
    renderContentConsole('#/faq-feedback', ['admin'], ROWS);
    expect(await screen.findByText('希望有圖解')).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'M000007' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '建立' })).toBeNull();
  });

  it("opens one feedback for sales, with its question and no edit button", async () => {
    renderContentConsole('#/faq-feedback/22/show', ['sales'], ROWS);
    expect(await screen.findByText('希望有圖解')).toBeTruthy();
    expect(screen.getByText('如何成為信橋會員？')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '編輯' })).toBeNull();
  });
});
