import { cleanup, configure, prettyDOM } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setCsrfToken } from '../httpClient';
import { TEST_NOW, shiftedDateClass } from './clock';

/**
 * A query's failure whose message prints the page only when it is read. A wait retries its query on
 * every change of the page and keeps only the last failure, so printing the whole console for each
 * retry (the default) spent most of a wait's time on text nobody reads.
 */
const lazyElementError = (message: string | null, container: Element | null | undefined): Error => {
  const error = new Error();
  error.name = 'TestingLibraryElementError';
  let text: string | undefined;
  Object.defineProperty(error, 'message', {
    configurable: true,
    get: () => (text ??= [message, container ? prettyDOM(container) : ''].filter(Boolean).join('\n\n')),
  });
  return error;
};

/**
 * Waits end as soon as what they wait for shows; the bound only decides when a test that cannot pass
 * gives up, so it is wide enough for whole-console renders on a loaded machine.
 */
configure({ asyncUtilTimeout: 30_000, getElementError: lazyElementError });

/** recharts' ResponsiveContainer measures its box; jsdom has no layout, so report a fixed size. */
class FixedSizeResizeObserver implements ResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element): void {
    const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 260, right: 600, width: 600, height: 260 };
    const entry = {
      target,
      contentRect: { ...rect, toJSON: () => rect },
      borderBoxSize: [{ inlineSize: 600, blockSize: 260 }],
      contentBoxSize: [{ inlineSize: 600, blockSize: 260 }],
      devicePixelContentBoxSize: [{ inlineSize: 600, blockSize: 260 }],
    } as unknown as ResizeObserverEntry;
    this.callback([entry], this);
  }
  unobserve(): void {}
  disconnect(): void {}
}

/**
 * react-admin 5.15 hands MUI 9's TextField an `InputProps` prop it no longer reads (the same
 * settings also go through slotProps), and its BooleanInput hands FormControlLabel an `inputRef`;
 * React warns about them on every such input.
 */
const LEGACY_PROPS = ['InputProps', 'inputRef'];
const isInputPropsWarning = (args: unknown[]): boolean =>
  typeof args[0] === 'string' &&
  args[0].startsWith('React does not recognize the') &&
  args.some((arg) => typeof arg === 'string' && LEGACY_PROPS.some((prop) => arg === prop || arg.includes(`\`${prop}\``)));
const consoleError = console.error.bind(console);

beforeEach(() => {
  vi.stubGlobal('Date', shiftedDateClass(TEST_NOW));
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (isInputPropsWarning(args)) return;
    consoleError(...args);
  });
  vi.stubGlobal('ResizeObserver', FixedSizeResizeObserver);
  setCsrfToken(null);
  window.localStorage.clear();
  window.location.hash = '';
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
