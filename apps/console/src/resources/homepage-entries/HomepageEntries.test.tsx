import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_CONTENT_TEXTS as C, CONTENT_TEXTS } from '@lendbridge/domain';
import { renderContentConsole } from '../../test/contentConsole';
import { json } from '../../test/fetchMock';
import { calledWith, fill, save } from '../../test/form';
import type { HomepageEntryRecord } from './types';

const API = '/api/console/homepage-entries';

const ENTRY: HomepageEntryRecord = {
  id: 3,
  title: '年終感謝祭',
  category: 'popup',
  image_url: '/images/home/year-end.jpg',
  link: '/activity/mgm',
  content: '<p>邀請好友</p>',
  properties: { popup_size: 'lg', hide_header: false, hide_footer: true, pass_lnb_source: true, pass_mobile: false, cache: true, cache_days: 3 },
  position: 1,
  is_published: true,
  created_at: '2026-11-20T02:00:00.000Z',
  updated_at: '2026-11-20T02:00:00.000Z',
};

describe('homepage entries (首頁版位)', () => {
  it('lists the entries with their kind', async () => {
    renderContentConsole('#/homepage-entries', ['admin'], { 'homepage-entries': [ENTRY] });
    expect(await screen.findByText(ENTRY.title)).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: C.categories.popup })).toBeTruthy();
    expect(screen.getByRole('img', { name: ENTRY.title }).getAttribute('src')).toBe(ENTRY.image_url);
  });

  it("refuses a link that is not https:// or / with the domain's message, then sends the popup's properties", async () => {
    const { calls } = renderContentConsole('#/homepage-entries/create', ['admin'], {}, (call) => json(201, { ...ENTRY, id: 8, ...(call.body as object) }));
    await fill(C.title, '新春活動');
    await fill(C.link, 'javascript:alert(1)');
    await save();
    expect(await screen.findByText(CONTENT_TEXTS.urlFormat)).toBeTruthy();
    await fill(C.link, '/activity/new-year');
    await fill(C.cache_days, '7');
    await save();
    await waitFor(() => expect(calledWith(calls, API, 'POST')).toHaveLength(1));
    expect(calledWith(calls, API, 'POST')[0]?.body).toEqual({
      title: '新春活動',
      category: 'carousel',
      image_url: '',
      link: '/activity/new-year',
      content: '',
      properties: { popup_size: 'md', hide_header: false, hide_footer: false, pass_lnb_source: false, pass_mobile: false, cache: false, cache_days: 7 },
      position: 0,
      is_published: true,
    });
  });

  it("shows sales an entry's properties without an edit button", async () => {
    renderContentConsole('#/homepage-entries/3/show', ['sales'], { 'homepage-entries': [ENTRY] });
    expect(await screen.findByText(C.popupSizes.lg)).toBeTruthy();
    expect(screen.queryByRole('link', { name: '編輯' })).toBeNull();
  });
});
