import { describe, expect, it } from 'vitest';
import {
  CREDIT_GRADES,
  findCreditGrade,
  gradeBaseRate,
  gradeExpectedFallOffRate,
  isCreditGradeCode,
} from './credit-grades.js';
import { DISPLAY_LEVELS, DISPLAY_LEVEL_COLORS, displayLevel, displayLevelInfo } from './display-levels.js';

const series = (n: 1 | 2) => CREDIT_GRADES.filter((grade) => grade.series === n);

describe('CREDIT_GRADES', () => {
  it('has the spec base rates', () => {
    expect(Object.fromEntries(series(1).map((grade) => [grade.code, grade.baseRate]))).toEqual({
      A0: 2.5, A1: 2.7, B: 2.9, C: 3.3, D: 3.7, E: 4.35, F: 6.1, G1: 6.6, G2: 7.7, G3: 8.5,
      H1: 9.2, H2: 10.5, H3: 12.75, H4: 17, H5: 19,
    });
  });

  it('runs the fall-off rate from 0.04 to 12.1, rising at every step', () => {
    const rates = series(1).map((grade) => grade.expectedFallOffRate);
    expect(rates[0]).toBe(0.04);
    expect(rates.at(-1)).toBe(12.1);
    rates.slice(1).forEach((rate, index) => expect(rate).toBeGreaterThan(rates[index] ?? Infinity));
  });

  it('has a 15-step 2-series from 2A0 (2.5) to 2K (19) with the 1-series rates', () => {
    const two = series(2);
    expect(two).toHaveLength(15);
    expect(two[0]).toMatchObject({ code: '2A0', baseRate: 2.5 });
    expect(two.at(-1)).toMatchObject({ code: '2K', baseRate: 19 });
    two.forEach((grade, index) => {
      expect(grade.baseRate).toBe(series(1)[index]?.baseRate);
      expect(grade.expectedFallOffRate).toBe(series(1)[index]?.expectedFallOffRate);
    });
  });

  it('looks codes up, student codes included', () => {
    expect(gradeBaseRate('E')).toBe(4.35);
    expect(gradeBaseRate('2J3')).toBe(12.75);
    expect(gradeBaseRate('C_STU')).toBe(3.3);
    expect(gradeBaseRate('Z9')).toBeUndefined();
    expect(gradeExpectedFallOffRate('H5')).toBe(12.1);
    expect(findCreditGrade('2G')?.equivalent).toBe('G1');
    expect(isCreditGradeCode('H3')).toBe(true);
    expect(isCreditGradeCode('H6')).toBe(false);
  });
});

describe('display levels', () => {
  it('has 13 levels in groups A, B, C, S with one colour per group', () => {
    expect(DISPLAY_LEVELS.map((entry) => entry.level)).toEqual([
      'A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'S', 'S1', 'S2', 'S3',
    ]);
    for (const entry of DISPLAY_LEVELS) expect(entry.color).toBe(DISPLAY_LEVEL_COLORS[entry.group]);
    expect(new Set(Object.values(DISPLAY_LEVEL_COLORS)).size).toBe(4);
  });

  it('shows A0 as A+ and student codes as S', () => {
    expect(displayLevel('A0')).toBe('A+');
    expect(displayLevel('2A0')).toBe('A+');
    expect(displayLevel('A0_STU')).toBe('S');
    expect(displayLevel('H5_STU')).toBe('S');
  });

  it('maps every grade onto a level, never improving as the rate rises', () => {
    const order = DISPLAY_LEVELS.map((entry) => entry.level);
    let previous = -1;
    for (const grade of CREDIT_GRADES.filter((g) => g.series === 1)) {
      const level = displayLevel(grade.code);
      expect(level).toBeDefined();
      const index = order.indexOf(level ?? 'S');
      expect(index).toBeGreaterThanOrEqual(previous);
      previous = index;
    }
    expect(displayLevel('H5')).toBe('C-');
  });

  it('shows a 2-series code like its 1-series equivalent', () => {
    for (const grade of CREDIT_GRADES.filter((g) => g.series === 2)) {
      expect(displayLevel(grade.code)).toBe(displayLevel(grade.equivalent));
    }
    expect(displayLevel('2K')).toBe('C-');
  });

  it('passes student tiers through and refuses unknown codes', () => {
    expect(displayLevel('S2')).toBe('S2');
    expect(displayLevel('A+')).toBeUndefined();
    expect(displayLevel('nope')).toBeUndefined();
    expect(displayLevelInfo('F')).toEqual({ level: 'B+', group: 'B', color: DISPLAY_LEVEL_COLORS.B });
  });
});
