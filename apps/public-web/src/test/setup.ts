import { cleanup, configure } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import { afterEach, beforeEach, vi } from 'vitest';
import { setCsrfToken } from '../app/api';
/**
 * The alert dialog loads lazily; the app starts loading it when the alert provider mounts, so it is
 * there before a page alerts. Loading it here gives each test the same head start.
 */
import '../shared/AlertDialogView';
import { TEST_NOW } from './clock';

/**
 * Waits end as soon as what they wait for shows; the bound only decides when a test that cannot pass
 * gives up, so it is wide enough for a loaded machine.
 */
configure({ asyncUtilTimeout: 30_000 });

/**
 * Query results reach React in a microtask rather than a zero-delay timer, so a test that fakes
 * the timers sees an answer without moving its clock on.
 */
notifyManager.setScheduler(queueMicrotask);

/** Only Date is replaced: timers stay real, and the clock moves on from TEST_NOW. */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW, shouldAdvanceTime: true });
});

afterEach(() => {
  cleanup();
  setCsrfToken(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true });
