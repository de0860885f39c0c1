/**
 * Whole-unit apportionment: dividing a whole NT$ total among parties in proportion to their weights,
 * exactly, in integer arithmetic (BigInt), so amounts up to Number.MAX_SAFE_INTEGER never lose a unit.
 */

const sumOf = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0);

/**
 * Largest remainder (Hamilton): each party gets the whole part of total × weight / Σweights, and the
 * units left over go one each to the largest fractional remainders, ties to the earlier party. The
 * parts add up to total exactly; a party of weight 0 gets 0. total and weights are whole and ≥ 0,
 * and the weights add up to more than 0 unless total is 0.
 */
export const largestRemainder = (total: number, weights: readonly number[]): number[] => {
  const weightSum = BigInt(sumOf(weights));
  if (weightSum === 0n) return weights.map(() => 0);
  const whole = BigInt(total);
  const quotients = weights.map((weight) => whole * BigInt(weight));
  const parts = quotients.map((quotient) => quotient / weightSum);
  const remainders = quotients.map((quotient) => quotient % weightSum);
  const left = Number(whole - parts.reduce((sum, part) => sum + part, 0n));
  const order = remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order.slice(0, left)) parts[index] += 1n;
  return parts.map(Number);
};

/**
 * Sainte-Laguë (Webster) highest averages: the seat claims of every party, party i's k-th claim worth
 * weight / (k + ½), are ranked from the highest (ties to the earlier party) and the first `house`
 * claims are granted. Granting the next claim never takes one back, so a party's share never falls
 * as the house grows; and when house equals Σweights each party gets exactly its weight (all its
 * claims are worth more than 1, all others less). Computed from the rounded quotas
 * ⌊house × weight / Σweights + ½⌋ and a few single-claim corrections, not claim by claim.
 */
export const sainteLague = (house: number, weights: readonly number[]): number[] => {
  const weightSum = BigInt(sumOf(weights));
  const size = BigInt(house);
  if (size === 0n || weightSum === 0n) return weights.map(() => 0);
  const big = weights.map(BigInt);
  // Round half up: every claim granted is worth at least Σweights / house, every other one less.
  const seats = big.map((weight) => (2n * size * weight + weightSum) / (2n * weightSum));
  let granted = seats.reduce((sum, seat) => sum + seat, 0n);
  // Claim a / (s + ½) against b / (t + ½), compared as a·(2t + 1) against b·(2s + 1).
  const nextClaimBeats = (i: number, j: number): boolean =>
    big[i] * (2n * seats[j] + 1n) > big[j] * (2n * seats[i] + 1n);
  const lastClaimBelow = (i: number, j: number): boolean =>
    big[i] * (2n * seats[j] - 1n) < big[j] * (2n * seats[i] - 1n);
  while (granted < size) {
    let best = -1;
    big.forEach((weight, index) => {
      if (weight > 0n && (best < 0 || nextClaimBeats(index, best))) best = index;
    });
    seats[best] += 1n;
    granted += 1n;
  }
  while (granted > size) {
    let worst = -1;
    seats.forEach((seat, index) => {
      if (seat > 0n && (worst < 0 || !lastClaimBelow(worst, index))) worst = index;
    });
    seats[worst] -= 1n;
    granted -= 1n;
  }
  return seats.map(Number);
};
