import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setCsrfToken } from '../httpClient';

/** Whole-console renders load react-admin and MUI on first use; give them time. */
configure({ asyncUtilTimeout: 5000 });

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

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', FixedSizeResizeObserver);
  setCsrfToken(null);
  window.localStorage.clear();
  window.location.hash = '';
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
