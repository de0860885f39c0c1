import { Decimal } from 'decimal.js';
import type { CheckoutConfirmation, CheckoutPaymentMethod, CheckoutStep } from './constants.js';
import {
  CHECKOUT_BALANCE_PAYMENT_MIN,
  CHECKOUT_CHECK_ALL_ABOVE,
  CHECKOUT_COLLATERAL_APP_TYPES,
  CHECKOUT_CONFIRMATIONS,
  CHECKOUT_STUDENT_PROJECT_APP_TYPES,
} from './constants.js';
import { CHECKOUT_CONFIRMATION_TEXTS, CHECKOUT_TEXTS, checkoutContractMissing } from './texts.js';

/** What the checkout knows of one loan of the order. */
export interface CheckoutLine {
  readonly serial: string;
  readonly amount: number;
  /** The loan's updated_at when the member saw it; sent back with the order. */
  readonly updated_at: string;
  readonly app_type: string;
  /** Protection ratio in percent; '0.00' means no protection. */
  readonly pgr: string;
  readonly is_student_loan: boolean;
}

const isZeroPercent = (value: string): boolean => {
  try {
    return new Decimal(value).isZero();
  } catch {
    return false;
  }
};

const includes = (list: readonly string[], value: string): boolean => list.includes(value);

/** Whether one loan calls for a confirmation: no protection (pgr 0), the student project, a collateral. */
export const lineNeedsConfirmation = (line: Pick<CheckoutLine, 'app_type' | 'pgr' | 'is_student_loan'>, kind: CheckoutConfirmation): boolean => {
  if (kind === 'no_protection') return isZeroPercent(line.pgr);
  if (kind === 'student_project') return line.is_student_loan || includes(CHECKOUT_STUDENT_PROJECT_APP_TYPES, line.app_type);
  return includes(CHECKOUT_COLLATERAL_APP_TYPES, line.app_type);
};

/** The confirmations an order needs, in the order they are asked; only those some loan calls for. */
export const checkoutConfirmations = (
  lines: readonly Pick<CheckoutLine, 'app_type' | 'pgr' | 'is_student_loan'>[],
): CheckoutConfirmation[] => CHECKOUT_CONFIRMATIONS.filter((kind) => lines.some((line) => lineNeedsConfirmation(line, kind)));

/** A 全部同意 box is offered above this many loans. */
export const checkoutOffersCheckAll = (loanCount: number): boolean => loanCount > CHECKOUT_CHECK_ALL_ABOVE;

/** The order total: the sum of its loans' amounts, whole NT$. */
export const checkoutTotal = (lines: readonly Pick<CheckoutLine, 'amount'>[]): number =>
  lines.reduce((sum, line) => sum + line.amount, 0);

/**
 * The balance pays when it is at least the minimum and covers the total; otherwise the member
 * transfers into the virtual account first.
 */
export const checkoutPaymentMethod = (availableBalance: number, total: number): CheckoutPaymentMethod =>
  availableBalance >= CHECKOUT_BALANCE_PAYMENT_MIN && availableBalance >= total ? 'balance' : 'deposit';

/** The stepper: two steps for a balance payment, three for a deposit (spec 2). */
export const checkoutSteps = (method: CheckoutPaymentMethod): readonly CheckoutStep[] =>
  method === 'balance' ? ['contracts', 'complete'] : ['contracts', 'deposit', 'transfer_complete'];

/** What a deposit order still needs transferred: the total less the available balance. */
export const checkoutDepositShortfall = (total: number, availableBalance: number): number =>
  Math.max(0, total - Math.max(0, availableBalance));

export interface CheckoutBlock {
  readonly title: string;
  readonly text: string;
}

export interface CheckoutAcceptance {
  /** Serials whose contract box is ticked. */
  readonly contracts: ReadonlySet<string>;
  /** Confirmations ticked. */
  readonly confirmed: ReadonlySet<CheckoutConfirmation>;
}

/**
 * What stops the order, if anything: first every loan whose contract is not accepted
 * (您尚未同意合約 {serial}, one line each), then the first missing confirmation.
 */
export const checkoutBlock = (lines: readonly CheckoutLine[], acceptance: CheckoutAcceptance): CheckoutBlock | null => {
  const missing = lines.filter((line) => !acceptance.contracts.has(line.serial));
  if (missing.length > 0) {
    return { title: CHECKOUT_TEXTS.contractsTitle, text: missing.map((line) => checkoutContractMissing(line.serial)).join('\n') };
  }
  const unconfirmed = checkoutConfirmations(lines).find((kind) => !acceptance.confirmed.has(kind));
  return unconfirmed === undefined
    ? null
    : { title: CHECKOUT_TEXTS.contractsTitle, text: CHECKOUT_CONFIRMATION_TEXTS[unconfirmed].missing };
};

/** A loan of a 409 CART_CHANGED answer: what can be ordered now. */
export interface CheckoutChangedLoan {
  readonly serial: string;
  readonly amount: number;
  readonly updated_at: string;
}

export interface CheckoutLineChange {
  readonly serial: string;
  readonly from: number;
  readonly to: number;
}

/**
 * The order after a 409 CART_CHANGED: each named loan takes its new amount and updated_at, a loan
 * lowered to nothing leaves the order. Answers the new lines and what changed.
 */
export const applyCheckoutChanges = <L extends CheckoutLine>(
  lines: readonly L[],
  changed: readonly CheckoutChangedLoan[],
): { lines: L[]; changes: CheckoutLineChange[] } => {
  const bySerial = new Map(changed.map((loan) => [loan.serial, loan]));
  const changes: CheckoutLineChange[] = [];
  const next: L[] = [];
  for (const line of lines) {
    const update = bySerial.get(line.serial);
    if (update === undefined) {
      next.push(line);
      continue;
    }
    const amount = Math.max(0, update.amount);
    if (amount !== line.amount) changes.push({ serial: line.serial, from: line.amount, to: amount });
    if (amount > 0) next.push({ ...line, amount, updated_at: update.updated_at });
  }
  return { lines: next, changes };
};
