import { Decimal } from 'decimal.js';
import { CREDIT_GRADE_CODES, findCreditGrade } from '../grades/credit-grades.js';
import type { LoanAppType } from '../loans/vocabulary.js';
import type { MarketSource } from '../market/tabs.js';
import { assertWholeAmount } from '../repayment/inputs.js';
import { ROBO_PRODUCT_RULES } from './constants.js';
import type { RoboProduct, RoboProductRule } from './constants.js';

const PERCENT = 100;

/** Whole NT$ the robo account already holds, by loan serial and by borrower id. */
export interface RoboHoldings {
  readonly loans: Readonly<Record<string, number>>;
  readonly borrowers: Readonly<Record<string, number>>;
}

/** The robo account the engine invests for: its owner, its cash (whole NT$) and what it holds. */
export interface RoboAccount {
  readonly user_id: string;
  readonly cash: number;
  readonly held: RoboHoldings;
  /**
   * What the account is worth, whole NT$: its cash plus the principal its parts still hold. The caps
   * are shares of it, so cash a repayment returns can be invested again beside what is held; the
   * cash alone when left out. Never below the cash.
   */
  readonly value?: number;
}

/** A listed loan the engine may buy a part of. */
export interface RoboCandidateLoan {
  readonly serial: string;
  readonly borrower_id: string;
  /** Its credit grade code (a 2-series or student code is read as its 1-series grade). */
  readonly grade: string;
  readonly source: MarketSource;
  readonly app_type: LoanAppType;
  /** Whole NT$ still open to lenders. */
  readonly investable_amount: number;
  readonly late: boolean;
}

/** One part to buy: a loan serial and the product's part amount. */
export interface RoboPart {
  readonly serial: string;
  readonly amount: number;
}

/** The order of one loan: every part of it added up. */
export interface RoboOrder {
  readonly serial: string;
  readonly amount: number;
}

const heldOf = (record: Readonly<Record<string, number>>, key: string): number =>
  Object.hasOwn(record, key) ? (record[key] ?? 0) : 0;

/** The most of the cash a cap percent allows, floored to whole NT$. */
export const roboCapOf = (cash: number, capPercent: number): number =>
  new Decimal(cash).times(capPercent).dividedBy(PERCENT).floor().toNumber();

const SERIES_1_RANK = new Map<string, number>(CREDIT_GRADE_CODES.map((code, index) => [code, index]));

/** A grade's rank, best (A0) first; a 2-series or student grade ranks as its 1-series grade. Unknown: undefined. */
const gradeRankOf = (grade: string): number | undefined => {
  const found = findCreditGrade(grade);
  return found === undefined ? undefined : SERIES_1_RANK.get(found.equivalent);
};

/** Whether the product may buy the loan at all: allowed grade, source and type, not the owner's, not late, room for a part. */
export const isRoboEligible = (loan: RoboCandidateLoan, userId: string, rule: RoboProductRule): boolean => {
  const equivalent = findCreditGrade(loan.grade)?.equivalent;
  return (
    equivalent !== undefined &&
    (rule.grades as readonly string[]).includes(equivalent) &&
    rule.sources.includes(loan.source) &&
    rule.app_types.includes(loan.app_type) &&
    loan.borrower_id !== userId &&
    !loan.late &&
    loan.investable_amount >= rule.part_amount
  );
};

const compareSerial = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const checkInputs = (account: RoboAccount, loans: readonly RoboCandidateLoan[]): void => {
  assertWholeAmount('cash', account.cash);
  if (account.value !== undefined) {
    assertWholeAmount('value', account.value);
    if (account.value < account.cash) throw new RangeError(`value ${account.value} is below the cash ${account.cash}`);
  }
  for (const amount of [...Object.values(account.held.loans), ...Object.values(account.held.borrowers)]) {
    assertWholeAmount('held amount', amount);
  }
  const serials = new Set<string>();
  for (const loan of loans) {
    assertWholeAmount('investable_amount', loan.investable_amount);
    if (serials.has(loan.serial)) throw new RangeError(`loans must name each serial once, got ${loan.serial} twice`);
    serials.add(loan.serial);
  }
};

/**
 * The parts the robo engine buys for an account, in buying order. Rules, none ever broken:
 * - only loans of the product's grades and sources, never the account owner's own loan, never a
 *   late loan;
 * - every part is the product's part amount, and a loan never gets more than its investable_amount;
 * - what the account holds of one loan, with the parts bought now, stays within loan_cap_percent of
 *   the account's value (cash plus held principal; the cash when not given), and of one borrower's
 *   loans within borrower_cap_percent (both floored to whole NT$ and at least one part, one base
 *   for the whole run: roboCapsOf);
 * - the parts add up to at most the cash.
 * Order (deterministic): the eligible loans are ranked best grade first (A0 before A1 … , a
 * 2-series grade as its 1-series one), then by serial in code-unit order. The engine goes round
 * the ranked loans buying one part of each that still has room, and goes round again while a part
 * was bought, so the cash spreads over as many loans as it can before a loan gets a second part.
 */
export const roboAllocationOf = (
  account: RoboAccount,
  loans: readonly RoboCandidateLoan[],
  product: RoboProduct,
): RoboPart[] => {
  checkInputs(account, loans);
  return roboAllocationOfRanked(account, roboRankedCandidatesOf(loans, product), product);
};

/**
 * The loans a product may buy from, whoever the account, in the engine's buying order (best grade
 * first, then serial): allowed grade and source, not late, room for a part. The owner's own loans
 * are left in; roboAllocationOfRanked skips them per account. The engine ranks a round's market once.
 */
export const roboRankedCandidatesOf = (loans: readonly RoboCandidateLoan[], product: RoboProduct): RoboCandidateLoan[] => {
  const rule = ROBO_PRODUCT_RULES[product];
  return loans
    .filter((loan) => isRoboEligible(loan, '', rule))
    .map((loan) => ({ loan, rank: gradeRankOf(loan.grade) ?? Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => a.rank - b.rank || compareSerial(a.loan.serial, b.loan.serial))
    .map(({ loan }) => loan);
};

/**
 * roboAllocationOf over loans already ranked by roboRankedCandidatesOf (their amounts current): the
 * same parts, skipping the account owner's loans. It stops as soon as the cash left is below a part.
 */
export const roboAllocationOfRanked = (account: RoboAccount, ranked: readonly RoboCandidateLoan[], product: RoboProduct): RoboPart[] => {
  const rule = ROBO_PRODUCT_RULES[product];
  const { loanCap, borrowerCap } = roboCapsOf(account, product);
  const bought = new Map<string, number>();
  const boughtOfBorrower = new Map<string, number>();
  const parts: RoboPart[] = [];
  let cash = account.cash;
  const hasRoom = (loan: RoboCandidateLoan): boolean => {
    const ofLoan = bought.get(loan.serial) ?? 0;
    const ofBorrower = boughtOfBorrower.get(loan.borrower_id) ?? 0;
    return (
      loan.borrower_id !== account.user_id &&
      ofLoan + rule.part_amount <= loan.investable_amount &&
      heldOf(account.held.loans, loan.serial) + ofLoan + rule.part_amount <= loanCap &&
      heldOf(account.held.borrowers, loan.borrower_id) + ofBorrower + rule.part_amount <= borrowerCap
    );
  };
  let boughtThisRound = true;
  while (boughtThisRound && cash >= rule.part_amount) {
    boughtThisRound = false;
    for (const loan of ranked) {
      if (cash < rule.part_amount) break;
      if (!hasRoom(loan)) continue;
      bought.set(loan.serial, (bought.get(loan.serial) ?? 0) + rule.part_amount);
      boughtOfBorrower.set(loan.borrower_id, (boughtOfBorrower.get(loan.borrower_id) ?? 0) + rule.part_amount);
      cash -= rule.part_amount;
      parts.push({ serial: loan.serial, amount: rule.part_amount });
      boughtThisRound = true;
    }
  }
  return parts;
};

/**
 * The most an account may hold of one loan and of one borrower's loans: the product's percents of
 * its value (cash plus held principal; the cash when not given), floored to whole NT$, and never
 * less than one part, so an account smaller than a part over the percent still buys one part a loan.
 */
export const roboCapsOf = (account: RoboAccount, product: RoboProduct): { loanCap: number; borrowerCap: number } => {
  const rule = ROBO_PRODUCT_RULES[product];
  const base = account.value ?? account.cash;
  return {
    loanCap: Math.max(rule.part_amount, roboCapOf(base, rule.loan_cap_percent)),
    borrowerCap: Math.max(rule.part_amount, roboCapOf(base, rule.borrower_cap_percent)),
  };
};

/** The parts as orders, one per loan in the order its first part was bought: the order path's assignData. */
export const roboOrdersOf = (parts: readonly RoboPart[]): RoboOrder[] => {
  const amounts = new Map<string, number>();
  for (const part of parts) amounts.set(part.serial, (amounts.get(part.serial) ?? 0) + part.amount);
  return [...amounts].map(([serial, amount]) => ({ serial, amount }));
};
