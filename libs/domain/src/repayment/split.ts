/**
 * Splitting a borrower's schedule among the investments that funded the loan. Principal: after
 * each row the borrower has repaid a cumulative principal, and that cumulative figure is divided
 * among the investments in proportion to their amounts by the Sainte-Laguë (Webster) highest-averages
 * method, ties to the earlier investment; an investment's principal in a row is its share after the
 * row less its share before it. Largest remainder is not used here because it is not monotone: a
 * larger cumulative total can give an investment one NT$ less than a smaller one did (the Alabama
 * paradox), which would make that row's part negative and its balance go up. A highest-averages
 * share never falls as the total grows, so every part is 0 or more and every balance only falls, and
 * once the whole principal is repaid each investment's share is exactly its amount. Interest: each
 * row's interest is divided in proportion to the investments' balances before the row by largest
 * remainder, ties to the earlier investment. Either way the parts of a row add up exactly to the
 * borrower's row, and an investment's payment is its principal plus its interest.
 */
import { largestRemainder, sainteLague } from './apportion.js';
import { assertPositiveAmount, assertWholeAmount } from './inputs.js';
import type { RepaymentRow } from './schedule.js';

const sumOf = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0);

/**
 * One row list per investment, in the order of investmentAmounts, each row shaped like the
 * borrower's. The amounts are positive whole NT$ adding up to the schedule's principal (the sum of
 * its rows' principal); otherwise this throws a RangeError.
 */
export const splitSchedule = (
  rows: readonly RepaymentRow[],
  investmentAmounts: readonly number[],
): RepaymentRow[][] => {
  if (rows.length === 0) throw new RangeError('rows must hold at least one schedule row');
  rows.forEach((row) => {
    assertWholeAmount(`principal of period ${row.period}`, row.principal);
    assertWholeAmount(`interest of period ${row.period}`, row.interest);
  });
  if (investmentAmounts.length === 0) throw new RangeError('investmentAmounts must hold at least one investment');
  investmentAmounts.forEach((amount, index) => assertPositiveAmount(`investmentAmounts[${index}]`, amount));
  const principal = sumOf(rows.map((row) => row.principal));
  const invested = sumOf(investmentAmounts);
  if (!Number.isSafeInteger(principal) || invested !== principal) {
    throw new RangeError(`investmentAmounts add up to ${invested}, but the schedule repays a principal of ${principal}`);
  }

  const split: RepaymentRow[][] = investmentAmounts.map(() => []);
  let repaid = 0;
  let repaidShares = investmentAmounts.map(() => 0);
  for (const row of rows) {
    const balancesBefore = investmentAmounts.map((amount, index) => amount - repaidShares[index]);
    if (row.interest > 0 && invested === repaid) {
      throw new RangeError(`period ${row.period} charges interest after the whole principal is repaid`);
    }
    const interests = largestRemainder(row.interest, balancesBefore);
    repaid += row.principal;
    const shares = sainteLague(repaid, investmentAmounts);
    shares.forEach((share, index) => {
      const principalPart = share - repaidShares[index];
      split[index].push({
        period: row.period,
        payment: principalPart + interests[index],
        principal: principalPart,
        interest: interests[index],
        balance: investmentAmounts[index] - share,
      });
    });
    repaidShares = shares;
  }
  return split;
};
