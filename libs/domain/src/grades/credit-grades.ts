export interface CreditGrade {
  readonly code: string;
  readonly series: 1 | 2;
  /** The 1-series grade carrying the same rates (a 1-series grade names itself). */
  readonly equivalent: string;
  /** Yearly base rate, percent. */
  readonly baseRate: number;
  /** Expected fall-off (default) rate, percent. */
  readonly expectedFallOffRate: number;
}

/**
 * The 1-series grade table. Base rates are the spec's. The spec gives only the ends of the
 * expected fall-off rate (0.04 at A0, 12.1 at H5); the steps between are a geometric
 * interpolation (×1.504 per grade, rounded to 2 decimals), so it rises monotonically.
 */
const SERIES_1 = [
  ['A0', 2.5, 0.04],
  ['A1', 2.7, 0.06],
  ['B', 2.9, 0.09],
  ['C', 3.3, 0.14],
  ['D', 3.7, 0.2],
  ['E', 4.35, 0.31],
  ['F', 6.1, 0.46],
  ['G1', 6.6, 0.7],
  ['G2', 7.7, 1.05],
  ['G3', 8.5, 1.57],
  ['H1', 9.2, 2.37],
  ['H2', 10.5, 3.56],
  ['H3', 12.75, 5.35],
  ['H4', 17, 8.05],
  ['H5', 19, 12.1],
] as const;

/**
 * The 2-series runs 2A0 … 2K over the same 15 steps: one letter per grade, with the five H
 * grades spread over 2J1–2J4 and 2K, so 2A0 is A0 (2.5 %) and 2K is H5 (19 %).
 */
const SERIES_2 = [
  ['2A0', 'A0'],
  ['2A1', 'A1'],
  ['2B', 'B'],
  ['2C', 'C'],
  ['2D', 'D'],
  ['2E', 'E'],
  ['2F', 'F'],
  ['2G', 'G1'],
  ['2H', 'G2'],
  ['2I', 'G3'],
  ['2J1', 'H1'],
  ['2J2', 'H2'],
  ['2J3', 'H3'],
  ['2J4', 'H4'],
  ['2K', 'H5'],
] as const;

export type Series1GradeCode = (typeof SERIES_1)[number][0];
export type Series2GradeCode = (typeof SERIES_2)[number][0];
export type CreditGradeCode = Series1GradeCode | Series2GradeCode;

/** Suffix of a student-loan grade code (e.g. C_STU). */
export const STUDENT_GRADE_SUFFIX = '_STU';

const series1: CreditGrade[] = SERIES_1.map(([code, baseRate, expectedFallOffRate]) => ({
  code,
  series: 1,
  equivalent: code,
  baseRate,
  expectedFallOffRate,
}));

const series2: CreditGrade[] = SERIES_2.map(([code, equivalent]) => {
  const base = series1.find((grade) => grade.code === equivalent);
  if (base === undefined) throw new Error(`2-series grade ${code} has no 1-series equivalent`);
  return { ...base, code, series: 2, equivalent };
});

export const CREDIT_GRADES: readonly CreditGrade[] = [...series1, ...series2];

export const CREDIT_GRADE_CODES = CREDIT_GRADES.map((grade) => grade.code) as readonly CreditGradeCode[];

export const isStudentGradeCode = (code: string): boolean => code.endsWith(STUDENT_GRADE_SUFFIX);

/** The table row of a code; a student code (X_STU) resolves to grade X. */
export const findCreditGrade = (code: string): CreditGrade | undefined => {
  const bare = isStudentGradeCode(code) ? code.slice(0, -STUDENT_GRADE_SUFFIX.length) : code;
  return CREDIT_GRADES.find((grade) => grade.code === bare);
};

export const isCreditGradeCode = (code: string): code is CreditGradeCode =>
  CREDIT_GRADES.some((grade) => grade.code === code);

/** Yearly base rate in percent, or undefined for an unknown code. */
export const gradeBaseRate = (code: string): number | undefined => findCreditGrade(code)?.baseRate;

export const gradeExpectedFallOffRate = (code: string): number | undefined =>
  findCreditGrade(code)?.expectedFallOffRate;
