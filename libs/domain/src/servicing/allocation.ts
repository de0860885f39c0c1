import { PARTIAL_PAYMENT_MIN } from '../constants/loan.js';
import { largestRemainder } from '../repayment/apportion.js';
import { REPAYMENT_ALLOCATION_ORDER } from './constants.js';
import type { RepaymentCharge } from './constants.js';

/** What a repayment row still owes, or what a payment pays of it, by charge (whole NT$). */
export type RowCharges = Readonly<Record<RepaymentCharge, number>>;

export const NO_CHARGES: RowCharges = { penalty: 0, fee: 0, interest: 0, principal: 0 };

const sumOf = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0);

/** Everything a row's charges add up to. */
export const chargesTotal = (charges: RowCharges): number => sumOf(REPAYMENT_ALLOCATION_ORDER.map((charge) => charges[charge]));

/** Adds charges together, charge by charge. */
export const addCharges = (a: RowCharges, b: RowCharges): RowCharges => ({
  penalty: a.penalty + b.penalty,
  fee: a.fee + b.fee,
  interest: a.interest + b.interest,
  principal: a.principal + b.principal,
});

/**
 * Pays `amount` into a row's charges in REPAYMENT_ALLOCATION_ORDER: penalty, then fee, then
 * interest, then principal, each charge in full before the next. amount is at most what is owed.
 */
export const allocateToCharges = (amount: number, owed: RowCharges): RowCharges => {
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > chargesTotal(owed)) {
    throw new RangeError(`A payment of ${amount} cannot be allocated to charges owing ${chargesTotal(owed)}`);
  }
  let left = amount;
  const paid: Record<RepaymentCharge, number> = { ...NO_CHARGES };
  for (const charge of REPAYMENT_ALLOCATION_ORDER) {
    paid[charge] = Math.min(left, owed[charge]);
    left -= paid[charge];
  }
  return paid;
};

/**
 * What one collection takes from the borrower's cash for the rows owed, oldest first: everything
 * when the cash covers all of it; when it does not, the whole cash if that is at least `minimum`
 * (the partial-payment floor), paid into the oldest row first, each row's charges in allocation
 * order; otherwise nothing. Answers what each row is paid.
 */
export const collectionPlan = (owed: readonly RowCharges[], cash: number, minimum: number = PARTIAL_PAYMENT_MIN): RowCharges[] => {
  const total = sumOf(owed.map(chargesTotal));
  const amount = cash >= total ? total : cash >= minimum ? cash : 0;
  let left = Math.max(0, amount);
  return owed.map((row) => {
    const part = Math.min(left, chargesTotal(row));
    left -= part;
    return allocateToCharges(part, row);
  });
};

/**
 * Divides an amount among parts in proportion to their weights by largest remainder (ties to the
 * earlier part): the shares add up to the amount exactly; a part of weight 0 gets nothing. The
 * weights add up to more than 0 unless the amount is 0.
 */
export const shareByWeights = (amount: number, weights: readonly number[]): number[] => {
  if (!Number.isSafeInteger(amount) || amount < 0 || weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0)) {
    throw new RangeError(`${amount} cannot be shared among weights ${weights.join(', ')}`);
  }
  if (amount > 0 && sumOf(weights) === 0) throw new RangeError(`${amount} cannot be shared among weights adding up to 0`);
  return largestRemainder(amount, weights);
};

/**
 * Divides an amount among parts in proportion to what each still has unpaid, by largest remainder
 * (ties to the earlier part): the shares add up to the amount exactly and none exceeds its part's
 * unpaid amount. The amount is at most the unpaid amounts' sum.
 */
export const shareByUnpaid = (amount: number, unpaid: readonly number[]): number[] => {
  const total = sumOf(unpaid);
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > total || unpaid.some((part) => !Number.isSafeInteger(part) || part < 0)) {
    throw new RangeError(`${amount} cannot be shared among unpaid amounts adding up to ${total}`);
  }
  return amount === total ? [...unpaid] : shareByWeights(amount, unpaid);
};
