import { findCreditGrade, isStudentGradeCode } from './credit-grades.js';

export const DISPLAY_LEVEL_GROUPS = ['A', 'B', 'C', 'S'] as const;
export type DisplayLevelGroup = (typeof DISPLAY_LEVEL_GROUPS)[number];

/** One colour per group, used for every level of the group. */
export const DISPLAY_LEVEL_COLORS = {
  A: '#2e7d32',
  B: '#1565c0',
  C: '#ef6c00',
  S: '#6a1b9a',
} as const satisfies Record<DisplayLevelGroup, string>;

const LEVELS = [
  ['A+', 'A'],
  ['A', 'A'],
  ['A-', 'A'],
  ['B+', 'B'],
  ['B', 'B'],
  ['B-', 'B'],
  ['C+', 'C'],
  ['C', 'C'],
  ['C-', 'C'],
  ['S', 'S'],
  ['S1', 'S'],
  ['S2', 'S'],
  ['S3', 'S'],
] as const;

export type DisplayLevelCode = (typeof LEVELS)[number][0];

export interface DisplayLevel {
  readonly level: DisplayLevelCode;
  readonly group: DisplayLevelGroup;
  readonly color: string;
}

/** The 13 levels lenders see, best first. */
export const DISPLAY_LEVELS: readonly DisplayLevel[] = LEVELS.map(([level, group]) => ({
  level,
  group,
  color: DISPLAY_LEVEL_COLORS[group],
}));

/**
 * 1-series grade → display level. The groups follow the questionnaire's rate bands
 * (A 2.5–4.35 %, B around 6–8.5 %, C 9 % and up); A0 is A+ as the spec says.
 * A 2-series code shows the level of its 1-series equivalent.
 */
export const GRADE_DISPLAY_LEVELS = {
  A0: 'A+',
  A1: 'A',
  B: 'A',
  C: 'A-',
  D: 'A-',
  E: 'A-',
  F: 'B+',
  G1: 'B',
  G2: 'B',
  G3: 'B-',
  H1: 'C+',
  H2: 'C',
  H3: 'C',
  H4: 'C-',
  H5: 'C-',
} as const satisfies Record<string, DisplayLevelCode>;

/** Student tiers a reviewer assigns directly; they show as themselves. */
export const STUDENT_TIER_CODES = ['S1', 'S2', 'S3'] as const;
export type StudentTierCode = (typeof STUDENT_TIER_CODES)[number];

const isStudentTierCode = (code: string): code is StudentTierCode =>
  (STUDENT_TIER_CODES as readonly string[]).includes(code);

/**
 * The level shown for a grade code: any student code (suffix _STU) shows S, the student tiers
 * S1–S3 show themselves, table grades follow GRADE_DISPLAY_LEVELS; unknown codes give
 * undefined.
 */
export const displayLevel = (gradeCode: string): DisplayLevelCode | undefined => {
  if (isStudentGradeCode(gradeCode)) return 'S';
  const grade = findCreditGrade(gradeCode);
  if (grade !== undefined) {
    return GRADE_DISPLAY_LEVELS[grade.equivalent as keyof typeof GRADE_DISPLAY_LEVELS];
  }
  return isStudentTierCode(gradeCode) ? gradeCode : undefined;
};

export const displayLevelInfo = (gradeCode: string): DisplayLevel | undefined => {
  const level = displayLevel(gradeCode);
  return DISPLAY_LEVELS.find((entry) => entry.level === level);
};
