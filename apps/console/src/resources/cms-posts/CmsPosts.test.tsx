import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_CONTENT_TEXTS as C, CONTENT_TEXTS, contentImageUrl, requiredField } from '@lendbridge/domain';
import { UPLOADED_ID, renderContentConsole } from '../../test/contentConsole';
import { json } from '../../test/fetchMock';
import { calledWith, fill, save } from '../../test/form';
import type { CmsPostRecord } from './types';

const API = '/api/console/cms-posts';

const POST: CmsPostRecord = {
  id: 4,
  tab: 'post-news',
  title: '信橋系統維護公告',
  summary: '本週六凌晨進行系統維護',
  content: '<p>維護期間暫停下單</p>',
  image_url: contentImageUrl(UPLOADED_ID),
  link: '',
  published_at: '2026-11-20T02:00:00.000Z',
  is_published: true,
  created_at: '2026-11-20T02:00:00.000Z',
  updated_at: '2026-11-20T02:00:00.000Z',
};

describe('CMS posts (CMS 文章)', () => {
  it("lists a tab's posts with their pictures, and admins may create one", async () => {
    const { calls } = renderContentConsole('#/cms-posts', ['admin'], { 'cms-posts': [POST] });
    expect(await screen.findByText(POST.title)).toBeTruthy();
    expect(screen.getByRole('img', { name: POST.title }).getAttribute('src')).toBe(`/api/uploads/${UPLOADED_ID}`);
    expect(screen.getByRole('tab', { name: CONTENT_TEXTS.tabs['post-news'], selected: true })).toBeTruthy();
    expect(screen.getByRole('link', { name: '建立' })).toBeTruthy();
    const listed = calledWith(calls, API, 'GET')[0];
    expect(JSON.parse(listed?.url.searchParams.get('filter') ?? '{}')).toEqual({ tab: 'post-news' });
  });

  it("refuses a post without a title with the domain's message, then creates it with an uploaded picture", async () => {
    const { calls } = renderContentConsole('#/cms-posts/create', ['admin'], { 'cms-posts': [POST] }, (call) => json(201, { ...POST, id: 9, ...(call.body as object) }));
    await fill(C.content, '<p>新春活動開跑</p>');
    await fill(C.published_at, '2026-12-01T09:30');
    await save();
    expect(await screen.findByText(requiredField(CONTENT_TEXTS.title))).toBeTruthy();
    expect(calledWith(calls, API, 'POST')).toHaveLength(0);

    await fill(C.title, '新春活動');
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'news.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(C.uploadImage, { selector: 'input' }), { target: { files: [picture] } });
    await waitFor(() => expect(screen.getByLabelText(C.image_url, { selector: 'input' })).toHaveProperty('value', contentImageUrl(UPLOADED_ID)));
    await save();
    await waitFor(() => expect(calledWith(calls, API, 'POST')).toHaveLength(1));
    expect(calledWith(calls, API, 'POST')[0]?.body).toEqual({
      tab: 'post-news',
      title: '新春活動',
      summary: '',
      content: '<p>新春活動開跑</p>',
      image_url: contentImageUrl(UPLOADED_ID),
      link: '',
      published_at: '2026-12-01T01:30:00.000Z',
      is_published: true,
    });
  });

  it('saves an edited post whole, its publishing time kept as the same instant', async () => {
    const { calls } = renderContentConsole('#/cms-posts/4', ['admin'], { 'cms-posts': [POST] }, (call) => json(200, { ...POST, ...(call.body as object) }));
    expect(await screen.findByDisplayValue('2026-11-20T10:00')).toBeTruthy();
    await fill(C.title, '信橋系統維護公告（延後）');
    await save();
    await waitFor(() => expect(calledWith(calls, `${API}/4`, 'PUT')).toHaveLength(1));
    expect(calledWith(calls, `${API}/4`, 'PUT')[0]?.body).toEqual({
      tab: 'post-news',
      title: '信橋系統維護公告（延後）',
      summary: POST.summary,
      content: POST.content,
      image_url: POST.image_url,
      link: '',
      published_at: POST.published_at,
      is_published: true,
    });
  });

  it('shows sales a post without create or edit buttons', async () => {
    renderContentConsole('#/cms-posts/4/show', ['sales'], { 'cms-posts': [POST] });
    expect(await screen.findByText(POST.summary)).toBeTruthy();
    expect(screen.queryByRole('link', { name: '編輯' })).toBeNull();
  });

  it('lists posts to sales without a create button', async () => {
    renderContentConsole('#/cms-posts', ['sales'], { 'cms-posts': [POST] });
    expect(await screen.findByText(POST.title)).toBeTruthy();
    expect(screen.queryByRole('link', { name: '建立' })).toBeNull();
  });
});
