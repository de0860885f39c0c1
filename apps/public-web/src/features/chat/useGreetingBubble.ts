import { useEffect, useState } from 'react';
import type { ChatGreeting } from './chat.api';
import { dismissGreeting, greetingDismissed, greetingSteps, openGreetings } from './greetingSchedule';

export interface GreetingBubbleState {
  /** The greeting shown now, or null. */
  greeting: ChatGreeting | null;
  /** Hides the bubble and keeps it away for a day. */
  dismiss: () => void;
}

/**
 * The greeting bubble's timing: the greetings open now in Asia/Taipei, the first after 10 s, the
 * next every 20 s, hidden 20 s after the last; nothing while a dismissal (1 day) holds.
 */
export function useGreetingBubble(greetings: readonly ChatGreeting[] | undefined, now: () => Date, storage: Storage): GreetingBubbleState {
  const [index, setIndex] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState(() => greetingDismissed(storage, now()));
  const [shown, setShown] = useState<ChatGreeting[]>([]);

  useEffect(() => {
    if (dismissed || greetings === undefined) return undefined;
    const open = openGreetings(greetings, now());
    setShown(open);
    const timers = greetingSteps(open.length).map(([delay, step]) => setTimeout(() => setIndex(step), delay));
    return () => timers.forEach(clearTimeout);
  }, [greetings, dismissed, now]);

  return {
    greeting: dismissed || index === null ? null : (shown[index] ?? null),
    dismiss: () => {
      dismissGreeting(storage, now());
      setDismissed(true);
      setIndex(null);
    },
  };
}
