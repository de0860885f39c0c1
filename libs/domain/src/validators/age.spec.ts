import { describe, expect, it } from 'vitest';
import { ageOn, isAtLeastAge, isAtMostAge } from './age.js';

describe('ageOn', () => {
  const born = { year: 2006, month: 6, day: 15 };

  it('completes a year on the birthday', () => {
    expect(ageOn(born, { year: 2024, month: 6, day: 14 })).toBe(17);
    expect(ageOn(born, { year: 2024, month: 6, day: 15 })).toBe(18);
  });

  it('uses the Taiwan date of an instant', () => {
    expect(ageOn(born, new Date('2024-06-14T15:59:59Z'))).toBe(17);
    expect(ageOn(born, new Date('2024-06-14T16:00:00Z'))).toBe(18);
  });

  it('takes 29 February birthdays to 1 March in common years', () => {
    const leap = { year: 2004, month: 2, day: 29 };
    expect(ageOn(leap, { year: 2022, month: 2, day: 28 })).toBe(17);
    expect(ageOn(leap, { year: 2022, month: 3, day: 1 })).toBe(18);
    expect(ageOn(leap, { year: 2024, month: 2, day: 29 })).toBe(20);
  });

  it('isAtLeastAge and isAtMostAge', () => {
    const today = { year: 2024, month: 6, day: 15 };
    expect(isAtLeastAge('2006/06/15', 18, today)).toBe(true);
    expect(isAtLeastAge('2006/06/16', 18, today)).toBe(false);
    expect(isAtLeastAge('not a date', 18, today)).toBe(false);
    expect(isAtMostAge('1959/06/16', 64, today)).toBe(true);
    expect(isAtMostAge('1959/06/15', 64, today)).toBe(false);
    expect(isAtMostAge('2024/02/30', 64, today)).toBe(false);
  });
});
