import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_CONTENT_TEXTS as C, CONTENT_TEXTS } from '@lendbridge/domain';
import { renderContentConsole } from '../../test/contentConsole';
import { json } from '../../test/fetchMock';
import { calledWith, fill, save } from '../../test/form';
import type { ChatGreetingRecord } from './types';

const API = '/api/console/chat-greetings';

const GREETING: ChatGreetingRecord = {
  id: 1,
  title: '您好！客服人員在線上為您服務。',
  properties: { weekdays: [1, 2, 3, 4, 5], start_time: '09:00', end_time: '18:00' },
  position: 1,
  is_published: true,
  created_at: '2026-11-20T02:00:00.000Z',
  updated_at: '2026-11-20T02:00:00.000Z',
};

describe('chat greetings (客服招呼語)', () => {
  it('lists the greetings with their weekdays and hours', async () => {
    renderContentConsole('#/chat-greetings', ['admin'], { 'chat-greetings': [GREETING] });
    expect(await screen.findByText(GREETING.title)).toBeTruthy();
    expect(screen.getByText('一、二、三、四、五')).toBeTruthy();
    expect(screen.getByText('09:00–18:00')).toBeTruthy();
  });

  it("offers the weekdays 日一二三四五六 as check boxes and refuses none with the domain's message", async () => {
    const { calls } = renderContentConsole('#/chat-greetings/create', ['admin'], {}, (call) => json(201, { ...GREETING, id: 4, ...(call.body as object) }));
    await fill(C.title, '週末愉快！');
    for (const name of C.weekdayNames) expect(await screen.findByRole('checkbox', { name })).toBeTruthy();
    for (const name of ['一', '二', '三', '四', '五']) fireEvent.click(screen.getByRole('checkbox', { name }));
    await save();
    expect(await screen.findByText(CONTENT_TEXTS.weekdaysRequired)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '六' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '日' }));
    await save();
    await waitFor(() => expect(calledWith(calls, API, 'POST')).toHaveLength(1));
    expect(calledWith(calls, API, 'POST')[0]?.body).toEqual({
      title: '週末愉快！',
      properties: { weekdays: [0, 6], start_time: '09:00', end_time: '18:00' },
      position: 0,
      is_published: true,
    });
  });

  it('shows sales a greeting without an edit button', async () => {
    renderContentConsole('#/chat-greetings/1/show', ['sales'], { 'chat-greetings': [GREETING] });
    expect(await screen.findByText('一、二、三、四、五')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '編輯' })).toBeNull();
  });
});
