import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_CONTENT_TEXTS as C, CONTENT_TEXTS, requiredField } from '@lendbridge/domain';
import { renderContentConsole } from '../../test/contentConsole';
import { json } from '../../test/fetchMock';
import { calledWith, fill, save } from '../../test/form';
import type { StoryRecord } from './types';

const API = '/api/console/stories';

const STORY: StoryRecord = {
  id: 5,
  title: '一筆學生貸款，讓我完成碩士學位',
  image_url: '/images/stories/student.jpg',
  properties: { author: '李同學・借款人', link: '' },
  position: 1,
  is_published: true,
  created_at: '2026-11-20T02:00:00.000Z',
  updated_at: '2026-11-20T02:00:00.000Z',
};

describe('stories (使用者故事)', () => {
  it('lists the stories with their author', async () => {
    renderContentConsole('#/stories', ['admin'], { stories: [STORY] });
    expect(await screen.findByText(STORY.title)).toBeTruthy();
    expect(screen.getByText(STORY.properties.author)).toBeTruthy();
  });

  it("refuses a story without its author or picture with the domain's messages", async () => {
    const { calls } = renderContentConsole('#/stories/create', ['admin'], {}, (call) => json(201, { ...STORY, id: 6, ...(call.body as object) }));
    await fill(C.title, '我的第一筆投資');
    await save();
    expect(await screen.findByText(requiredField(CONTENT_TEXTS.author))).toBeTruthy();
    expect(screen.getByText(requiredField(CONTENT_TEXTS.image_url))).toBeTruthy();
    await fill(C.author, '陳先生');
    await fill(C.image_url, '/images/stories/teacher.jpg');
    await save();
    await waitFor(() => expect(calledWith(calls, API, 'POST')).toHaveLength(1));
    expect(calledWith(calls, API, 'POST')[0]?.body).toEqual({
      title: '我的第一筆投資',
      image_url: '/images/stories/teacher.jpg',
      properties: { author: '陳先生', link: '' },
      position: 0,
      is_published: true,
    });
  });

  it('shows sales the stories without a create button', async () => {
    renderContentConsole('#/stories', ['sales'], { stories: [STORY] });
    expect(await screen.findByText(STORY.title)).toBeTruthy();
    expect(screen.queryByRole('link', { name: '建立' })).toBeNull();
  });
});
