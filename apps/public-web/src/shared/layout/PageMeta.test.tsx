import { render, screen, waitFor } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PAGE_META, SITE_DESCRIPTION } from '@lendbridge/domain';
import { routes } from '../../app/App';
import { PageMeta, pageMetaOf } from './PageMeta';
import { usePageTitle } from './pageTitle';

/** Every route pattern of the public site's router, as the page table writes it ('/a/:b'; the index route '/'). */
function patternsOf(list: readonly RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.index ? parent || '/' : route.path === undefined ? parent : route.path === '*' ? '*' : `${parent}/${route.path}`;
    return [...(route.path !== undefined || route.index ? [own] : []), ...patternsOf(route.children ?? [], route.path === undefined ? parent : own)];
  });
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

function OwnTitle() {
  usePageTitle('信橋上線公告', '上線了');
  return <p>文章</p>;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <PageMeta />
            <p>page</p>
            <Outlet />
          </>
        ),
        children: [{ path: '/cms/:tab/:id', element: <OwnTitle /> }, { path: '*' }],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the page table', () => {
  it('has a title and a description for every route of the public site', () => {
    const patterns = patternsOf(routes);
    expect(patterns.length).toBeGreaterThan(80);
    expect(patterns).toContain('/');
    expect(patterns).toContain('/cms/:tab');
    const table: Readonly<Record<string, { title: string; description: string }>> = PAGE_META;
    for (const pattern of patterns) {
      expect({ pattern, title: table[pattern]?.title }).toEqual({ pattern, title: expect.stringMatching(/\S/) });
      expect(table[pattern]?.description).toMatch(/\S/);
    }
  });

  it('chooses the most specific pattern, and the not-found entry for an unknown path', () => {
    expect(pageMetaOf('/market-place/bids')).toBe(PAGE_META['/market-place/bids']);
    expect(pageMetaOf('/market-place/sme')).toBe(PAGE_META['/market-place/:tab']);
    expect(pageMetaOf('/funding/market-place/project/F1')).toBe(PAGE_META['/funding/market-place/*']);
    expect(pageMetaOf('/')).toBe(PAGE_META['/']);
    expect(pageMetaOf('/no/such/page')).toBe(PAGE_META['*']);
  });
});

describe('PageMeta', () => {
  it('sets the title and the description from the route, and follows navigation', async () => {
    const router = renderAt('/protection-fund');
    await screen.findByText('page');
    await waitFor(() => expect(document.title).toBe('風險保障金 | 信橋 LendBridge'));
    expect(description()).toBe(PAGE_META['/protection-fund'].description);
    await router.navigate('/faq');
    await waitFor(() => expect(document.title).toBe('常見問題 | 信橋 LendBridge'));
    await router.navigate('/nowhere');
    await waitFor(() => expect(document.title).toBe('找不到頁面 | 信橋 LendBridge'));
    expect(description()).not.toBe(SITE_DESCRIPTION);
  });

  it('leaves a page its own title', async () => {
    const router = renderAt('/lectures');
    await screen.findByText('page');
    await router.navigate('/cms/post-news/3');
    await screen.findByText('文章');
    await waitFor(() => expect(document.title).toBe('信橋上線公告 | 信橋 LendBridge'));
    expect(description()).toBe('上線了');
    await router.navigate('/lectures');
    await waitFor(() => expect(document.title).toBe('講座資訊 | 信橋 LendBridge'));
  });
});
