import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages/messages.js';
import { requiredField } from '../messages/message-functions.js';
import { zodIssuesToFieldErrors } from '../schemas/field-errors.js';
import { CART_AMOUNT_MIN, CART_AMOUNT_UNIT, CART_COUNT_MAX } from './constants.js';
import { CART_MARKETS, cartMarketOf } from './markets.js';
import {
  cartAmountError,
  cartAmountMax,
  cartCountError,
  cartOrderableAmount,
  cartWarnings,
  isLoanOpenForCart,
  normalizeCartAmountInput,
} from './rules.js';
import type { CartLine } from './returns.js';
import {
  cartAnalysis,
  cartFeeDiscounts,
  cartLenderFeePercent,
  cartLineReturn,
  cartOrderableLines,
  cartSummary,
  expectedInstallment,
  expectedSchedule,
  roundCartRate,
} from './returns.js';
import { cartAddSchema, cartUpdateSchema } from './schemas.js';
import {
  CART_TEXTS,
  cartAmountAboveInvestable,
  cartAmountAboveWarning,
  cartButtonLabel,
  cartFeeDiscountNotice,
  cartLoanClosedWarning,
} from './texts.js';

const errorsOf = (result: z.ZodSafeParseResult<unknown>) => (result.success ? {} : zodIssuesToFieldErrors(result.error));

describe('cart amount rules', () => {
  it('takes whole multiples of 1000 from 1000 up to the maximum', () => {
    expect(CART_AMOUNT_MIN).toBe(1000);
    expect(CART_AMOUNT_UNIT).toBe(1000);
    expect(cartAmountError('1000', 5000)).toBeUndefined();
    expect(cartAmountError(5000, 5000)).toBeUndefined();
    expect(cartAmountError(' 3000 ', null)).toBeUndefined();
  });

  it.each([
    ['', CART_TEXTS.amountRequired],
    [undefined, CART_TEXTS.amountRequired],
    ['abc', CART_TEXTS.amountNumber],
    ['1,000', CART_TEXTS.amountNumber],
    ['1000.5', CART_TEXTS.amountNumber],
    [1000.5, CART_TEXTS.amountNumber],
    [-1000, CART_TEXTS.amountNumber],
    ['99999999999999999999', CART_TEXTS.amountNumber],
    ['1500', CART_TEXTS.amountUnit],
    ['500', CART_TEXTS.amountUnit],
    ['0', CART_TEXTS.amountMin],
    ['6000', cartAmountAboveInvestable(5000)],
  ])('refuses %j with its message, in the spec order (numeric, unit, minimum, maximum)', (value, message) => {
    expect(cartAmountError(value, 5000)).toBe(message);
  });

  it('tells that the loan is closed when nothing can be invested', () => {
    expect(cartAmountError('1000', 0)).toBe(CART_TEXTS.loanClosed);
  });

  it('clamps an entry above the maximum and clears a negative one, keeping the rest for validation', () => {
    expect(normalizeCartAmountInput('50000', 30000)).toBe('30000');
    expect(normalizeCartAmountInput('-2000', 30000)).toBe('');
    expect(normalizeCartAmountInput('-', 30000)).toBe('');
    expect(normalizeCartAmountInput('2500', 30000)).toBe('2500');
    expect(normalizeCartAmountInput('12a', 30000)).toBe('12a');
    expect(normalizeCartAmountInput('', 30000)).toBe('');
  });

  it('caps the maximum at whole units of the investable amount', () => {
    expect(cartAmountMax(30000)).toBe(30000);
    expect(cartAmountMax(2999)).toBe(2000);
    expect(cartAmountMax(-5)).toBe(0);
  });
});

describe('cart count', () => {
  it('is a whole number of units from 1 to 30', () => {
    expect(cartCountError(1)).toBeUndefined();
    expect(cartCountError('30')).toBeUndefined();
    expect(CART_COUNT_MAX).toBe(30);
    for (const value of [0, 31, 1.5, '-1', 'x', null]) expect(cartCountError(value)).toBe(CART_TEXTS.countRange);
  });
});

describe('loans open for the cart', () => {
  const now = new Date('2026-01-10T00:00:00Z');
  const open = { status: 'matching', market_status: 'primary_unfinished', funding_deadline: '2026-01-20T00:00:00Z', amount_investable: 5000 };

  it('is open while matching, primary_unfinished, before the deadline, with at least 1000 left', () => {
    expect(isLoanOpenForCart(open, now)).toBe(true);
    expect(isLoanOpenForCart({ ...open, amount_investable: 1000 }, now)).toBe(true);
  });

  it.each([
    ['funded', { status: 'funded' }],
    ['not on the market', { market_status: null }],
    ['past its deadline', { funding_deadline: '2026-01-09T23:59:59Z' }],
    ['without a deadline', { funding_deadline: null }],
    ['rate not confirmed yet', { status: 'rate_confirming', market_status: null, funding_deadline: null }],
    ['fully invested', { amount_investable: 0 }],
  ])('is closed when %s', (_, change) => {
    expect(isLoanOpenForCart({ ...open, ...change }, now)).toBe(false);
  });
});

describe('cart warnings', () => {
  it('are empty while every item can still be ordered for its amount', () => {
    expect(cartWarnings([{ loan_serial: 'A1', amount: 3000, can_invest: true, amount_investable: 3000 }])).toEqual([]);
  });

  it('start with 購物車部分案件更動 and name each changed item', () => {
    expect(
      cartWarnings([
        { loan_serial: 'A1', amount: 3000, can_invest: true, amount_investable: 3000 },
        { loan_serial: 'A2', amount: 5000, can_invest: true, amount_investable: 2000 },
        { loan_serial: 'A3', amount: 1000, can_invest: false, amount_investable: 0 },
      ]),
    ).toEqual(['購物車部分案件更動', cartAmountAboveWarning('A2', 2000), cartLoanClosedWarning('A3')]);
    expect(cartAmountAboveWarning('A2', 2000)).toBe('案件 A2 目前可投資金額為 2,000 元，低於購物車中的金額，請調整');
  });

  it('count an item at what can be ordered now', () => {
    expect(cartOrderableAmount({ loan_serial: 'A', amount: 5000, can_invest: true, amount_investable: 2000 })).toBe(2000);
    expect(cartOrderableAmount({ loan_serial: 'A', amount: 5000, can_invest: false, amount_investable: 0 })).toBe(0);
    expect(cartOrderableAmount({ loan_serial: 'A', amount: 1000, can_invest: true, amount_investable: 9000 })).toBe(1000);
  });
});

describe('expected repayments', () => {
  it('computes the equal instalment A = P·r / (1 − (1 + r)^−n), whole NT$', () => {
    // 10,000 at 12 % a year: r = 1 % a month; 10000 × 0.01 / (1 − 1.01^−12) = 888.49 → 888.
    expect(expectedInstallment(10000, '12', 12)).toBe(888);
    expect(expectedInstallment(1000, '0', 3)).toBe(333);
  });

  it('pays the instalment each month, interest rounded each month, the last month the remaining balance', () => {
    const rows = expectedSchedule(10000, '12', 12);
    expect(rows[0]).toEqual({ period: 1, principal: 788, interest: 100, payment: 888 });
    expect(rows[1]).toEqual({ period: 2, principal: 796, interest: 92, payment: 888 });
    expect(rows[11]).toEqual({ period: 12, principal: 886, interest: 9, payment: 895 });
    expect(rows.reduce((sum, row) => sum + row.principal, 0)).toBe(10000);
    expect(rows.reduce((sum, row) => sum + row.payment, 0)).toBe(10663);
  });

  it('repays ⌊P / n⌋ each month for equal principal, with interest on the balance', () => {
    const rows = expectedSchedule(12000, '12', 12, 'equal_principal');
    expect(rows[0]).toEqual({ period: 1, principal: 1000, interest: 120, payment: 1120 });
    expect(rows[11]).toEqual({ period: 12, principal: 1000, interest: 10, payment: 1010 });
    // Interest 120 + 110 + … + 10 = 780.
    expect(rows.reduce((sum, row) => sum + row.payment, 0)).toBe(12780);
  });

  it('gives the remainder to the last month at 0 %', () => {
    expect(expectedSchedule(1000, '0', 3).map((row) => row.payment)).toEqual([333, 333, 334]);
  });
});

/** 10,000 at 12 % for 12 months, fee 1 %, 0.5 % on orders of 20,000 or more; no protection. */
const LINE_A: CartLine = {
  loan_serial: 'A0001',
  amount: 10000,
  min_discount_order_amount: 20000,
  loan: {
    apr: '12.00',
    period: 12,
    pgr: '0.00',
    principal_repayment_type: 'equal_installment',
    lender_fee: '1.00',
    discount_lender_fee: '0.50',
  },
};

/** 20,000 at 6 % for 24 months, fee 1 %, no discount, 80 % protection. */
const LINE_B: CartLine = {
  loan_serial: 'A0002',
  amount: 20000,
  min_discount_order_amount: null,
  loan: {
    apr: '6.00',
    period: 24,
    pgr: '80.00',
    principal_repayment_type: 'equal_installment',
    lender_fee: '1.00',
    discount_lender_fee: null,
  },
};

describe('lender fee and its discount', () => {
  it('takes the discounted fee once the order total reaches min_discount_order_amount', () => {
    expect(cartLenderFeePercent(LINE_A, 19999)).toBe('1.00');
    expect(cartLenderFeePercent(LINE_A, 20000)).toBe('0.50');
    expect(cartLenderFeePercent(LINE_B, 1_000_000)).toBe('1.00');
  });

  it('keeps the fee percent of each repayment, rounded each month', () => {
    // 11 × round(888 × 1 %) + round(895 × 1 %) = 11 × 9 + 9 = 108.
    expect(cartLineReturn(LINE_A, 10000)).toEqual({
      amount: 10000,
      repayment: 10663,
      fee: 108,
      returnAmount: 10555,
      profit: 555,
      pmt: 888,
      feePercent: '1.00',
    });
    // 11 × round(888 × 0.5 %) + round(895 × 0.5 %) = 11 × 4 + 4 = 48.
    expect(cartLineReturn(LINE_A, 30000)).toMatchObject({ fee: 48, returnAmount: 10615, profit: 615, feePercent: '0.50' });
  });

  it('lists the lines granted the discount, for the notice', () => {
    expect(cartFeeDiscounts([LINE_A])).toEqual([]);
    expect(cartFeeDiscounts([LINE_A, LINE_B])).toEqual([
      { loan_serial: 'A0001', min_discount_order_amount: 20000, lender_fee: '1.00', discount_lender_fee: '0.50' },
    ]);
    expect(cartFeeDiscountNotice('A0001', 20000, '1.00', '0.50')).toBe(
      '訂單總金額已達 20,000 元，案件 A0001 的出借人手續費由 1.00% 降為 0.50%',
    );
  });
});

describe('cart summary and analysis', () => {
  it('weights the APR by amount and adds up the expected return after fees', () => {
    // B: 20,000 at 0.5 % a month over 24 months: instalment 886, repayments 21,274, fee 216.
    expect(cartLineReturn(LINE_B, 30000)).toMatchObject({ repayment: 21274, fee: 216, returnAmount: 21058, pmt: 886 });
    // aapr = (12 × 10,000 + 6 × 20,000) / 30,000 = 8; return 10,615 + 21,058 = 31,673.
    expect(cartAnalysis([LINE_A, LINE_B])).toEqual({
      aapr: '8.00',
      totalAmount: 30000,
      returnAmount: 31673,
      totalFee: 264,
      returnOnInvestment: '5.58',
      protectionNumber: 1,
      orderNumber: 2,
      pmt: 1774,
    });
    expect(cartSummary([LINE_A, LINE_B])).toEqual({
      average_apr: '8.00',
      total_amount: 30000,
      total_return_amount: 31673,
      expected_rate_of_return: '5.58',
      expected_profit: 1673,
    });
  });

  it('answers zeros for an empty cart', () => {
    expect(cartSummary([])).toEqual({
      average_apr: '0.00',
      total_amount: 0,
      total_return_amount: 0,
      expected_rate_of_return: '0.00',
      expected_profit: 0,
    });
  });

  it('counts each item at its orderable amount and leaves closed loans out', () => {
    const items = [
      { ...LINE_A, amount: 15000, can_invest: true, amount_investable: 10000 },
      { ...LINE_B, can_invest: false, amount_investable: 0 },
    ];
    expect(cartOrderableLines(items).map((line) => [line.loan_serial, line.amount])).toEqual([['A0001', 10000]]);
    expect(cartSummary(cartOrderableLines(items)).total_return_amount).toBe(10555);
  });

  it('rounds rates half up to two decimals', () => {
    expect(roundCartRate('5.575')).toBe('5.58');
    expect(roundCartRate(8)).toBe('8.00');
  });
});

describe('cart markets by type', () => {
  it('groups application types into the five cart markets', () => {
    expect(CART_MARKETS).toEqual(['credit', 'sme', 'farmer', 'collateral', 'realty']);
    expect(['credit', 'student', 'ntu', 'other'].map(cartMarketOf)).toEqual(['credit', 'credit', 'credit', 'credit']);
    expect(cartMarketOf('corporate')).toBe('sme');
    expect(cartMarketOf('pawn_project')).toBe('collateral');
    expect(cartMarketOf('realty')).toBe('realty');
    expect(cartMarketOf('farmer')).toBe('farmer');
  });
});

describe('cart request schemas', () => {
  it('reads an add request, count 1 and no commodity set by default', () => {
    expect(cartAddSchema.parse({ loan_serial: ' A2511 ', amount: '3000' })).toEqual({
      count: 1,
      loan_serial: 'A2511',
      amount: 3000,
      loan_commodity_set_id: null,
    });
    expect(cartAddSchema.parse({ count: 2, loan_serial: 'A', amount: 2000, loan_commodity_set_id: 4 })).toMatchObject({
      count: 2,
      loan_commodity_set_id: 4,
    });
  });

  it('refuses each bad field with its message', () => {
    expect(errorsOf(cartAddSchema.safeParse({}))).toEqual({
      loan_serial: requiredField(CART_TEXTS.loanSerial),
      amount: CART_TEXTS.amountRequired,
    });
    expect(
      errorsOf(cartAddSchema.safeParse({ count: 31, loan_serial: 'A', amount: 1500, loan_commodity_set_id: -1, extra: 1 })),
    ).toEqual({
      count: CART_TEXTS.countRange,
      amount: CART_TEXTS.amountUnit,
      loan_commodity_set_id: CART_TEXTS.commoditySetNotFound,
      extra: MESSAGES.unknownField,
    });
    expect(errorsOf(cartUpdateSchema.safeParse({ amount: true }))).toEqual({ amount: CART_TEXTS.amountNumber });
    expect(errorsOf(cartUpdateSchema.safeParse({ amount: 500 }))).toEqual({ amount: CART_TEXTS.amountUnit });
  });
});

describe('cart texts', () => {
  it('keeps the spec’s own words', () => {
    expect(CART_TEXTS.changed).toBe('購物車部分案件更動');
    expect(CART_TEXTS.loanClosed).toBe('此案件目前無法投資');
    expect(CART_TEXTS.amountNumber).toBe('請填入正確金額');
    expect(cartButtonLabel(3)).toBe('購物車（3 件）');
  });
});
