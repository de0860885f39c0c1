/** Whether a media query of min-width / max-width conditions (px) holds at this screen width. */
const holdsAt = (media: string, width: number): boolean => {
  const conditions = [...media.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return (
    conditions.length > 0 &&
    conditions.every(([, kind, value]) => (kind === 'min' ? width >= Number(value) : width <= Number(value)))
  );
};

/**
 * Gives jsdom (which has no matchMedia) a screen of this width: width queries answer as a browser
 * would, any other query does not match. Undo with `resetScreenWidth`.
 */
export const setScreenWidth = (width: number): void => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (media: string): MediaQueryList => ({
      matches: holdsAt(media, width),
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
export const resetScreenWidth = (): void => {
  Reflect.deleteProperty(window, 'matchMedia');
};
