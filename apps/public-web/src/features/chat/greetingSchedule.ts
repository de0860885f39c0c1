import {
  CHAT_GREETING_DISMISS_DAYS,
  CHAT_GREETING_FIRST_DELAY_MS,
  CHAT_GREETING_ROTATE_MS,
  CHAT_GREETING_STOP_AFTER_MS,
  DAY_MS,
  isGreetingOpen,
  taipeiWeekdayAndTime,
} from '@lendbridge/domain';
import type { ChatGreeting } from './chat.api';

/** Where the greeting bubble's dismissal is remembered (an instant in ms until which it stays away). */
export const GREETING_DISMISSED_KEY = 'lendbridge.chatGreetingDismissedUntil';

/** The greetings whose weekday and time window is open at this instant in Asia/Taipei, in their order. */
export function openGreetings(greetings: readonly ChatGreeting[], now: Date): ChatGreeting[] {
  const { weekday, time } = taipeiWeekdayAndTime(now);
  return greetings.filter((greeting) => isGreetingOpen(greeting.properties, weekday, time)).sort((a, b) => a.position - b.position || a.id - b.id);
}

/**
 * When the bubble shows which greeting: the first after 10 s, the next every 20 s, and the bubble
 * stops 20 s after the last one appeared. Each step is [delay from mount in ms, greeting index or
 * null for hidden].
 */
export function greetingSteps(count: number): [number, number | null][] {
  if (count === 0) return [];
  const steps: [number, number | null][] = [];
  for (let index = 0; index < count; index += 1) steps.push([CHAT_GREETING_FIRST_DELAY_MS + index * CHAT_GREETING_ROTATE_MS, index]);
  steps.push([CHAT_GREETING_FIRST_DELAY_MS + (count - 1) * CHAT_GREETING_ROTATE_MS + CHAT_GREETING_STOP_AFTER_MS, null]);
  return steps;
}

/** Whether the visitor dismissed the bubble less than a day before `now`. */
export function greetingDismissed(storage: Pick<Storage, 'getItem'>, now: Date): boolean {
  const until = Number(storage.getItem(GREETING_DISMISSED_KEY));
  return Number.isFinite(until) && until > now.getTime();
}

/** Remembers the dismissal for a day. */
export function dismissGreeting(storage: Pick<Storage, 'setItem'>, now: Date): void {
  storage.setItem(GREETING_DISMISSED_KEY, String(now.getTime() + CHAT_GREETING_DISMISS_DAYS * DAY_MS));
}
