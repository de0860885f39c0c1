import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys, isUnansweredStatus, newIdempotencyKey } from './keys.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency keys', () => {
  it('makes version 4 UUIDs', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('keeps the key for the same payload until the attempt is settled', () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor({ amount: 1000 });
    expect(keys.keyFor({ amount: 1000 })).toBe(first);
    const other = keys.keyFor({ amount: 2000 });
    expect(other).not.toBe(first);
    keys.settle();
    expect(keys.keyFor({ amount: 2000 })).not.toBe(other);
  });

  it('takes no status, 0 and server errors as unanswered', () => {
    expect([undefined, 0, 500, 503].map(isUnansweredStatus)).toEqual([true, true, true, true]);
    expect([400, 403, 409, 422].map(isUnansweredStatus)).toEqual([false, false, false, false]);
  });
});
