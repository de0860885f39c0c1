/**
 * Gives jsdom (which has no matchMedia) a visitor who asks for less motion: the
 * prefers-reduced-motion query matches, no other does. Undo with `resetReducedMotion`.
 */
export const preferReducedMotion = (): void => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (media: string): MediaQueryList => ({
      matches: media.includes('prefers-reduced-motion: reduce'),
      media,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
};

/** Back to jsdom's screen, which answers no media query. */
export const resetReducedMotion = (): void => {
  Reflect.deleteProperty(window, 'matchMedia');
};
