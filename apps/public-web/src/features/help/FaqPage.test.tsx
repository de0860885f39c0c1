import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTENT_TEXTS, FAQ_PAGE_TEXTS } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import { currentUrl, renderRoute } from '../../test/render';
import { FaqPage } from './FaqPage';

const GROUPS = [
  {
    id: 1,
    name: '註冊與登入',
    items: [
      { id: 11, question: '如何註冊會員？', answer: '<p>點選右上角「註冊」即可。</p>' },
      { id: 12, question: '忘記密碼怎麼辦？', answer: '<p>請使用忘記密碼功能。</p>' },
    ],
  },
  { id: 2, name: '還款', items: [{ id: 21, question: '可以提前還款嗎？', answer: '<p>可以，不收手續費。</p>' }] },
];

const renderPage = (url = '/faq') => renderRoute(<FaqPage />, { url, path: '/faq' });

describe('FaqPage', () => {
  it('shows the groups as tabs and the questions as accordions with their answers', async () => {
    mockFetch({ 'GET /api/faq': { body: { data: GROUPS } } });
    const { user } = renderPage();
    expect(await screen.findByRole('tab', { name: '註冊與登入（2）' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '如何註冊會員？' }));
    expect(await screen.findByText('點選右上角「註冊」即可。')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '還款（1）' }));
    expect(await screen.findByRole('button', { name: '可以提前還款嗎？' })).toBeTruthy();
  });

  it('searches by keyword once typing stops, keeping it in ?keyword=', async () => {
    const { apiCalls } = mockFetch({
      'GET /api/faq': (request) => ({ body: { data: new URL(request.url, 'http://localhost').searchParams.get('keyword') === '還款' ? [GROUPS[1]] : GROUPS } }),
    });
    const { router } = renderPage();
    await screen.findByRole('tab', { name: '註冊與登入（2）' });
    fireEvent.change(screen.getByLabelText(FAQ_PAGE_TEXTS.search), { target: { value: '還款' } });
    await waitFor(() => expect(currentUrl(router)).toBe(`/faq?keyword=${encodeURIComponent('還款')}`));
    expect(await screen.findByRole('tab', { name: '還款（1）' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('tab', { name: '註冊與登入（2）' })).toBeNull());
    expect(apiCalls().filter((call) => call.path === '/api/faq').map((call) => new URL(call.url, 'http://localhost').search)).toEqual(['', `?keyword=${encodeURIComponent('還款')}`]);
  });

  it('asks for a score before sending feedback, then thanks the visitor', async () => {
    const { apiCalls } = mockFetch({ 'GET /api/faq': { body: { data: GROUPS } }, 'POST /api/faq/feedback': { status: 201, body: { data: { id: 5 } } } });
    const { user } = renderPage('/faq?keyword=%E8%A8%BB%E5%86%8A');
    await user.click(await screen.findByRole('button', { name: '如何註冊會員？' }));
    await user.click(screen.getByRole('button', { name: FAQ_PAGE_TEXTS.feedbackSubmit }));
    const dialog = await screen.findByRole('dialog', { name: CONTENT_TEXTS.feedbackMissingTitle });
    expect(within(dialog).getByText(CONTENT_TEXTS.feedbackScoreRequired)).toBeTruthy();
    await user.click(within(dialog).getByRole('button'));
    expect(apiCalls().filter((call) => call.path === '/api/faq/feedback')).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: '4 分' }));
    const box = screen.getByLabelText(FAQ_PAGE_TEXTS.feedbackContent);
    fireEvent.change(box, { target: { value: '很清楚' } });
    expect(screen.getByText('剩餘 97 字')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: FAQ_PAGE_TEXTS.feedbackSubmit }));
    expect(await screen.findByText(FAQ_PAGE_TEXTS.feedbackThanks)).toBeTruthy();
    expect(apiCalls().find((call) => call.path === '/api/faq/feedback')?.body).toEqual({ item_id: 11, score: 4, content: '很清楚' });
  });

  it('tells 目前無法送出意見 when the feedback cannot be sent', async () => {
    mockFetch({ 'GET /api/faq': { body: { data: GROUPS } }, 'POST /api/faq/feedback': { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: '系統錯誤' } } });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: '忘記密碼怎麼辦？' }));
    fireEvent.click(screen.getByRole('radio', { name: '5 分' }));
    await user.click(screen.getByRole('button', { name: FAQ_PAGE_TEXTS.feedbackSubmit }));
    expect(await screen.findByText(CONTENT_TEXTS.feedbackFailed)).toBeTruthy();
  });
});
