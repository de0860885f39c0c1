import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CMS_BANNER_AUTOPLAY_MS, CMS_PAGE_SIZE, CONTENT_TEXTS, MESSAGES, PAGES_TEXTS, cmsPageLabel } from '@lendbridge/domain';
import type { CmsPost, CmsTab } from '@lendbridge/domain';
import { TEST_NOW } from '../../test/clock';
import { mockFetch } from '../../test/fetchMock';
import type { MockRequest } from '../../test/fetchMock';
import { preferReducedMotion, resetReducedMotion } from '../../test/reducedMotion';
import { currentUrl, renderRoute } from '../../test/render';
import { CmsBanner } from './CmsBanner';
import { CmsPage } from './CmsPage';
import { CmsPostPage } from './CmsPostPage';

const post = (id: number, tab: CmsTab, image = true): CmsPost => ({
  id,
  tab,
  title: `${CONTENT_TEXTS.tabs[tab]}第 ${id} 篇`,
  summary: `摘要 ${id}`,
  content: `<p>內文 <strong>${id}</strong></p>`,
  image_url: image ? `/images/cms-${id}.jpg` : '',
  link: '',
  published_at: '2025-11-01T02:00:00.000Z',
});

const listAnswer = (request: MockRequest) => {
  const tab = request.path.split('/').pop() as CmsTab;
  const page = Number(new URL(request.url, 'http://localhost').searchParams.get('page'));
  const total = CMS_PAGE_SIZE + 2;
  const first = (page - 1) * CMS_PAGE_SIZE;
  const data = Array.from({ length: Math.min(CMS_PAGE_SIZE, total - first) }, (_, index) => post(first + index + 1 + (tab === 'post-news' ? 0 : 100), tab, index < 3));
  return { body: { data, meta: { pagination: { total, count: data.length, per_page: CMS_PAGE_SIZE, current_page: page, total_pages: 2 } } } };
};

const routes = {
  'GET /api/cms/post-news': listAnswer,
  'GET /api/cms/post-press': listAnswer,
  'GET /api/cms/post-finance': listAnswer,
};

const pagesOf = (calls: MockRequest[], tab: CmsTab) =>
  calls.filter((call) => call.path === `/api/cms/${tab}`).map((call) => new URL(call.url, 'http://localhost').searchParams.get('page'));

describe('CmsPage', () => {
  it('shows the tab’s posts a page at a time, the page and the tab in the URL', async () => {
    const { apiCalls } = mockFetch(routes);
    const { user, router } = renderRoute(<CmsPage />, { url: '/cms/post-news', path: '/cms/:tab' });
    expect(await screen.findByRole('heading', { level: 2, name: '最新消息第 1 篇' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(CMS_PAGE_SIZE);
    expect(screen.getByRole('tab', { name: CONTENT_TEXTS.tabs['post-news'], selected: true })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('最新消息 | 信橋 LendBridge'));

    await user.click(screen.getByRole('button', { name: cmsPageLabel(2) }));
    expect(currentUrl(router)).toBe('/cms/post-news?page=2');
    expect(await screen.findByRole('heading', { level: 2, name: '最新消息第 12 篇' })).toBeTruthy();
    expect(pagesOf(apiCalls(), 'post-news')).toEqual(['1', '2']);

    await user.click(screen.getByRole('tab', { name: CONTENT_TEXTS.tabs['post-finance'] }));
    expect(currentUrl(router)).toBe('/cms/post-finance');
    expect(await screen.findByRole('heading', { level: 2, name: '理財專欄第 101 篇' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('理財專欄 | 信橋 LendBridge'));
    const links = screen.getAllByRole('link', { name: /理財專欄第 101 篇/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/cms/post-finance/101', '/cms/post-finance/101']);
  });

  it('answers the not-found page for an unknown tab without asking the API', async () => {
    const { apiCalls } = mockFetch(routes);
    renderRoute(<CmsPage />, { url: '/cms/post-secret', path: '/cms/:tab' });
    expect(await screen.findByText(MESSAGES.notFound)).toBeTruthy();
    expect(apiCalls()).toEqual([]);
  });
});

describe('CmsBanner', () => {
  const posts = [post(1, 'post-news'), post(2, 'post-news'), post(3, 'post-news')];
  const shown = () => within(screen.getByRole('region', { name: PAGES_TEXTS.cmsTitle })).getByRole('img').getAttribute('alt');

  it('moves on every CMS_BANNER_AUTOPLAY_MS until paused, and steps by hand', async () => {
    mockFetch();
    renderRoute(<CmsBanner posts={posts} />, { url: '/cms/post-news' });
    await screen.findByRole('region', { name: PAGES_TEXTS.cmsTitle });
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: TEST_NOW });
    fireEvent.click(screen.getByRole('button', { name: PAGES_TEXTS.cmsBannerPause }));
    fireEvent.click(screen.getByRole('button', { name: PAGES_TEXTS.cmsBannerPlay }));
    expect(shown()).toBe(posts[0]?.title);
    act(() => vi.advanceTimersByTime(CMS_BANNER_AUTOPLAY_MS - 1));
    expect(shown()).toBe(posts[0]?.title);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe(posts[1]?.title);

    fireEvent.click(screen.getByRole('button', { name: PAGES_TEXTS.cmsBannerPause }));
    act(() => vi.advanceTimersByTime(CMS_BANNER_AUTOPLAY_MS * 3));
    expect(shown()).toBe(posts[1]?.title);
    fireEvent.click(screen.getByRole('button', { name: PAGES_TEXTS.cmsBannerNext }));
    fireEvent.click(screen.getByRole('button', { name: PAGES_TEXTS.cmsBannerNext }));
    expect(shown()).toBe(posts[0]?.title);
    fireEvent.click(screen.getByRole('button', { name: PAGES_TEXTS.cmsBannerPrevious }));
    expect(shown()).toBe(posts[2]?.title);

    fireEvent.click(screen.getByRole('button', { name: PAGES_TEXTS.cmsBannerPlay }));
    act(() => vi.advanceTimersByTime(CMS_BANNER_AUTOPLAY_MS));
    expect(shown()).toBe(posts[0]?.title);
  });
});

describe('CmsBanner for a visitor who asks for less motion', () => {
  it('starts paused', async () => {
    preferReducedMotion();
    try {
      mockFetch();
      const posts = [post(1, 'post-news'), post(2, 'post-news')];
      renderRoute(<CmsBanner posts={posts} />, { url: '/cms/post-news' });
      const banner = await screen.findByRole('region', { name: PAGES_TEXTS.cmsTitle });
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: TEST_NOW });
      expect(within(banner).getByRole('button', { name: PAGES_TEXTS.cmsBannerPlay })).toBeTruthy();
      act(() => vi.advanceTimersByTime(CMS_BANNER_AUTOPLAY_MS * 2));
      expect(within(banner).getByRole('img').getAttribute('alt')).toBe(posts[0]?.title);
    } finally {
      resetReducedMotion();
    }
  });
});

describe('CmsPostPage', () => {
  it('shows the post’s rich text as the server sent it, under the post’s title', async () => {
    mockFetch({ 'GET /api/cms/post-press/7': { body: { data: { ...post(7, 'post-press'), content: '<p>專訪<strong>全文</strong></p>', link: 'https://news.example/7' } } } });
    renderRoute(<CmsPostPage />, { url: '/cms/post-press/7', path: '/cms/:tab/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: '媒體報導第 7 篇' })).toBeTruthy();
    expect(screen.getByText('全文').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: PAGES_TEXTS.cmsOriginalLink }).getAttribute('href')).toBe('https://news.example/7');
    expect(screen.getByRole('link', { name: `${PAGES_TEXTS.cmsBackToList}：媒體報導` }).getAttribute('href')).toBe('/cms/post-press');
    await waitFor(() => expect(document.title).toBe('媒體報導第 7 篇 | 信橋 LendBridge'));
  });

  it('shows the not-found page for a post the API does not know, a bad id or tab', async () => {
    const { apiCalls } = mockFetch();
    renderRoute(<CmsPostPage />, { url: '/cms/post-press/999', path: '/cms/:tab/:id' });
    expect(await screen.findByText(MESSAGES.notFound)).toBeTruthy();
    expect(apiCalls().map((call) => call.path)).toEqual(['/api/cms/post-press/999']);
  });

  it('does not ask the API for an id that is not a number', async () => {
    const { apiCalls } = mockFetch();
    renderRoute(<CmsPostPage />, { url: '/cms/post-press/1e3', path: '/cms/:tab/:id' });
    expect(await screen.findByText(MESSAGES.notFound)).toBeTruthy();
    expect(apiCalls()).toEqual([]);
  });
});
