import { DISPLAY_LEVELS, DISPLAY_LEVEL_GROUPS, displayLevel } from '../grades/display-levels.js';
import type { DisplayLevelCode, DisplayLevelGroup } from '../grades/display-levels.js';

/**
 * Credit ranks as lenders filter and sort them: the display levels in their order, best first
 * (1 = A+ … 9 = C-, then the student levels S, S1, S2, S3). Ascending order means best first.
 */
export const CREDIT_RANK_LEVELS: readonly DisplayLevelCode[] = DISPLAY_LEVELS.map((entry) => entry.level);

/** The quick filter `ranks` picks one display-level group: A, B, C or S. */
export const CREDIT_RANK_GROUPS: readonly DisplayLevelGroup[] = DISPLAY_LEVEL_GROUPS;

/** The rank (1 = best) of a display level. */
export const creditRankOfLevel = (level: DisplayLevelCode): number => CREDIT_RANK_LEVELS.indexOf(level) + 1;

/** The rank of a grade code, or undefined for an unknown code. */
export const creditRankOf = (grade: string): number | undefined => {
  const level = displayLevel(grade);
  return level === undefined ? undefined : creditRankOfLevel(level);
};

/** The ranks of the levels of one group (A: A+, A, A-). */
export const creditRanksOfGroup = (group: DisplayLevelGroup): number[] =>
  DISPLAY_LEVELS.filter((entry) => entry.group === group).map((entry) => creditRankOfLevel(entry.level));

export const isCreditRankLevel = (value: unknown): value is DisplayLevelCode =>
  typeof value === 'string' && (CREDIT_RANK_LEVELS as readonly string[]).includes(value);
