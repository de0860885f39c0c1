import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_CONTENT_TEXTS as C, CONTENT_TEXTS, requiredField } from '@lendbridge/domain';
import { renderContentConsole } from '../../test/contentConsole';
import { json } from '../../test/fetchMock';
import { calledWith, fill, save } from '../../test/form';
import type { LectureRecord } from './types';

const API = '/api/console/lectures';

const LECTURE: LectureRecord = {
  id: 2,
  title: '投資人說明會',
  speaker: '陳怡君 風控經理',
  location: '台北市信義區',
  starts_at: '2026-12-12T06:00:00.000Z',
  content: '<p>說明信用評等</p>',
  image_url: '',
  link: '',
  is_published: true,
  created_at: '2026-11-20T02:00:00.000Z',
  updated_at: '2026-11-20T02:00:00.000Z',
};

describe('seminars (講座)', () => {
  it('lists the seminars with their speaker and place', async () => {
    renderContentConsole('#/lectures', ['admin'], { lectures: [LECTURE] });
    expect(await screen.findByText(LECTURE.title)).toBeTruthy();
    expect(screen.getByText(LECTURE.speaker)).toBeTruthy();
    expect(screen.getByRole('link', { name: '建立' })).toBeTruthy();
  });

  it("refuses a seminar without content with the domain's message, and sends its time as an instant", async () => {
    const { calls } = renderContentConsole('#/lectures/create', ['admin'], {}, (call) => json(201, { ...LECTURE, id: 7, ...(call.body as object) }));
    await fill(C.title, '小資理財講座');
    await fill(C.starts_at, '2026-12-20T14:00');
    await save();
    expect(await screen.findByText(requiredField(CONTENT_TEXTS.content))).toBeTruthy();
    await fill(C.content, '<p>從預算開始</p>');
    await save();
    await waitFor(() => expect(calledWith(calls, API, 'POST')).toHaveLength(1));
    expect(calledWith(calls, API, 'POST')[0]?.body).toMatchObject({ title: '小資理財講座', starts_at: '2026-12-20T06:00:00.000Z', content: '<p>從預算開始</p>', is_published: true });
  });

  it('shows sales a seminar without create or edit buttons', async () => {
    renderContentConsole('#/lectures', ['sales'], { lectures: [LECTURE] });
    expect(await screen.findByText(LECTURE.title)).toBeTruthy();
    expect(screen.queryByRole('link', { name: '建立' })).toBeNull();
  });
});
