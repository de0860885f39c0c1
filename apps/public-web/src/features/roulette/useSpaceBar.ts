import { useEffect, useRef } from 'react';

/** Controls that answer the space bar themselves, and dialogs, whose keys are their own. */
const OWN_SPACE = 'button, a, input, textarea, select, [contenteditable="true"], [role="button"], [role="dialog"]';

const answersSpaceItself = (target: EventTarget | null): boolean => target instanceof Element && target.closest(OWN_SPACE) !== null;

/**
 * Calls `onPress` when the space bar goes down anywhere on the page but in a control or a dialog
 * (a focused button presses itself), once per press, while `enabled`; the page does not scroll.
 */
export function useSpaceBar(onPress: () => void, enabled: boolean): void {
  const pressRef = useRef(onPress);

  useEffect(() => {
    pressRef.current = onPress;
  }, [onPress]);

  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.repeat || event.defaultPrevented || answersSpaceItself(event.target)) return;
      event.preventDefault();
      pressRef.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
