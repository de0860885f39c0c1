import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@lendbridge/domain';
import { TEST_NOW } from '../../test/clock';
import type { ChatGreeting } from './chat.api';
import { GREETING_DISMISSED_KEY, dismissGreeting, greetingDismissed, greetingSteps, openGreetings } from './greetingSchedule';

const greeting = (id: number, weekdays: number[], start_time: string, end_time: string, position = 0): ChatGreeting => ({
  id,
  title: `問候 ${id}`,
  properties: { weekdays, start_time, end_time },
  position,
});

const memoryStorage = () => {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
};

describe('the greeting schedule', () => {
  it('keeps the greetings whose window is open now in Asia/Taipei, in their order', () => {
    // TEST_NOW is Thursday 12:00 in Taipei (04:00 UTC).
    const greetings = [
      greeting(1, [4], '09:00', '18:00', 2),
      greeting(2, [4], '12:01', '18:00'),
      greeting(3, [1, 2, 3, 5], '00:00', '23:59'),
      greeting(4, [4], '22:00', '12:30', 1),
      greeting(5, [4], '04:00', '05:00'),
    ];
    expect(openGreetings(greetings, TEST_NOW).map((open) => open.id)).toEqual([4, 1]);
  });

  it('shows the first after 10 s, the next every 20 s, and stops 20 s after the last', () => {
    expect(greetingSteps(0)).toEqual([]);
    expect(greetingSteps(1)).toEqual([[10_000, 0], [30_000, null]]);
    expect(greetingSteps(3)).toEqual([[10_000, 0], [30_000, 1], [50_000, 2], [70_000, null]]);
  });

  it('remembers a dismissal for one day', () => {
    const storage = memoryStorage();
    expect(greetingDismissed(storage, TEST_NOW)).toBe(false);
    dismissGreeting(storage, TEST_NOW);
    expect(storage.values.get(GREETING_DISMISSED_KEY)).toBe(String(TEST_NOW.getTime() + DAY_MS));
    expect(greetingDismissed(storage, new Date(TEST_NOW.getTime() + DAY_MS - 1))).toBe(true);
    expect(greetingDismissed(storage, new Date(TEST_NOW.getTime() + DAY_MS))).toBe(false);
    storage.setItem(GREETING_DISMISSED_KEY, 'not a number');
    expect(greetingDismissed(storage, TEST_NOW)).toBe(false);
  });
});
