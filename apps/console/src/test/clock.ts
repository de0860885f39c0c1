/**
 * The moment every component test runs at: the browser's clock starts here and moves on at the real
 * pace, so a test reads the same calendar on any day it runs.
 */
export const TEST_NOW = new Date('2025-11-20T04:00:00.000Z');

/**
 * A Date class whose clock reads `start` when it is made and then moves on with the real clock.
 * Fake timers that advance Date by a fixed step per interval fall behind the real clock on a busy
 * machine, and every wait measured on the clock (react-admin's debounced filters) then lasts
 * several times longer than it says; this clock never lags.
 */
export const shiftedDateClass = (start: Date, realDate: DateConstructor = Date): DateConstructor => {
  const offset = start.getTime() - realDate.now();
  const now = (): number => realDate.now() + offset;

  class ShiftedDate extends realDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now());
      else super(...(args as ConstructorParameters<DateConstructor>));
    }

    static override now(): number {
      return now();
    }

    /** Dates made before the class replaced the global one are dates too. */
    static override [Symbol.hasInstance](value: unknown): boolean {
      return value instanceof realDate;
    }
  }

  return ShiftedDate as DateConstructor;
};
