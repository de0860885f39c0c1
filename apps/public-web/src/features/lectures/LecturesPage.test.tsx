import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGES_TEXTS } from '@lendbridge/domain';
import type { Lecture } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import { renderRoute } from '../../test/render';
import { LecturesPage } from './LecturesPage';

/** TEST_NOW is 2025-11-20 12:00 in Taipei. */
const lecture = (id: number, title: string, startsAt: string): Lecture => ({
  id,
  title,
  speaker: `講者 ${id}`,
  location: `台北會議室 ${id}`,
  starts_at: startsAt,
  content: `<p>講座 <em>${id}</em> 內容</p>`,
  image_url: '',
  link: id === 1 ? 'https://seminar.example/1' : '',
});

describe('LecturesPage', () => {
  it('shows the upcoming seminars soonest first and the past ones latest first, with speaker, place and Taipei time', async () => {
    mockFetch({
      'GET /api/lectures': {
        body: {
          data: [
            lecture(1, '年底理財講座', '2025-12-20T06:00:00.000Z'),
            lecture(2, '小額投資入門', '2025-11-20T16:30:00.000Z'),
            lecture(3, '信用管理', '2025-10-01T02:00:00.000Z'),
            lecture(4, '債權轉讓說明', '2025-11-19T10:00:00.000Z'),
          ],
        },
      },
    });
    renderRoute(<LecturesPage />, { url: '/lectures' });
    const upcoming = await screen.findByRole('region', { name: PAGES_TEXTS.lecturesUpcoming });
    const past = screen.getByRole('region', { name: PAGES_TEXTS.lecturesPast });
    const titles = (section: HTMLElement) => within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles(upcoming)).toEqual(['小額投資入門', '年底理財講座']);
    expect(titles(past)).toEqual(['債權轉讓說明', '信用管理']);
    const first = within(upcoming).getAllByRole('article')[0] as HTMLElement;
    expect(within(first).getByRole('rowheader', { name: PAGES_TEXTS.lectureTime }).nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe('2025/11/21 00:30');
    expect(within(first).getByText('講者 2')).toBeTruthy();
    expect(within(first).getByText('台北會議室 2')).toBeTruthy();
    expect(within(first).getByText('2').tagName).toBe('EM');
    expect(within(upcoming).getByRole('link', { name: PAGES_TEXTS.lectureMore }).getAttribute('href')).toBe('https://seminar.example/1');
  });

  it('says when there are no seminars', async () => {
    mockFetch({ 'GET /api/lectures': { body: { data: [] } } });
    renderRoute(<LecturesPage />, { url: '/lectures' });
    await screen.findByRole('region', { name: PAGES_TEXTS.lecturesUpcoming });
    expect(screen.getAllByText(PAGES_TEXTS.lecturesNone)).toHaveLength(2);
  });
});
