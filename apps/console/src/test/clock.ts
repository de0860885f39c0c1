/**
 * The moment every component test runs at: the browser's clock starts here and moves on at the real
 * pace, so a test reads the same calendar on any day it runs.
 */
export const TEST_NOW = new Date('2025-11-20T04:00:00.000Z');
