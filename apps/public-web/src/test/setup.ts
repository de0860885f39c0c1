import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setCsrfToken } from '../app/api';

afterEach(() => {
  cleanup();
  setCsrfToken(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true });
