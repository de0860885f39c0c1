import { act, fireEvent } from '@testing-library/react';

/**
 * Clicks a button in the order a browser does: the page's promise callbacks (and React's render of
 * what the click changed) run before the button's own default action, which then acts on the
 * button as it is by that time (still in the form, a submit button). jsdom runs the default action
 * at once, so the test holds it back and runs it after `settled` has seen the page update.
 */
export const clickLikeBrowser = async (button: HTMLElement, settled: () => Promise<unknown>): Promise<void> => {
  const holdDefault = (event: Event) => event.preventDefault();
  window.addEventListener('click', holdDefault, { once: true });
  fireEvent.click(button);
  await settled();
  await act(async () => {
    if (!(button instanceof HTMLButtonElement) || !button.isConnected || button.disabled) return;
    if (button.type === 'submit') button.form?.requestSubmit(button);
    await Promise.resolve();
  });
};
