import { describe, expect, it } from '@jest/globals';
import { PrizeRandom } from './prize-random.js';

describe('PrizeRandom', () => {
  it('answers uniform numbers in [0, 1)', () => {
    const random = new PrizeRandom();
    for (let draw = 0; draw < 1_000; draw += 1) {
      const value = random.uniform();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
