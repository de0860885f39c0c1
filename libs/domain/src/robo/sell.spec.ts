import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { zodIssuesToFieldErrors } from '../schemas/field-errors.js';
import { ROBO_SELL_FEE_BANDS } from './constants.js';
import { roboHoldingMonths, roboMonthlyLenderFeeOf, roboSaleExpiryOf, roboSaleFiguresOf, roboSellFeeRateOf } from './fees.js';
import { internalTransferSchema, roboSellSchema } from './schemas.js';
import { ROBO_SELL_TEXTS, roboSellFeeBandText } from './texts.js';
import { accountTransferLayoutOf } from './transfer.js';

const errorsOf = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

describe('the monthly robo lender fee', () => {
  it('charges the yearly percent of the held principal over 12, rounded half up, never above the interest', () => {
    expect(roboMonthlyLenderFeeOf(120_000, 900, 'stable')).toBe(100);
    expect(roboMonthlyLenderFeeOf(120_000, 900, 'vip')).toBe(50);
    expect(roboMonthlyLenderFeeOf(6_000, 900, 'stable')).toBe(5);
    expect(roboMonthlyLenderFeeOf(5_400, 900, 'stable')).toBe(5);
    expect(roboMonthlyLenderFeeOf(120_000, 40, 'stable')).toBe(40);
    expect(roboMonthlyLenderFeeOf(0, 0, 'stable')).toBe(0);
    expect(() => roboMonthlyLenderFeeOf(-1, 0, 'stable')).toThrow(RangeError);
  });
});

describe('selling robo holdings', () => {
  it('lowers the sell fee rate with the whole months held', () => {
    expect([0, 2, 3, 5, 6, 11, 12, 23, 24, 60].map(roboSellFeeRateOf)).toEqual([3, 3, 2, 2, 1, 1, 0.5, 0.5, 0, 0]);
    expect(() => roboSellFeeRateOf(-1)).toThrow(RangeError);
    fc.assert(
      fc.property(fc.nat(200), fc.nat(200), (a, b) => {
        expect(roboSellFeeRateOf(Math.max(a, b))).toBeLessThanOrEqual(roboSellFeeRateOf(Math.min(a, b)));
      }),
    );
  });

  it('counts the holding in whole months between business dates', () => {
    expect(roboHoldingMonths('2025-01-31', '2025-04-29')).toBe(2);
    expect(roboHoldingMonths('2025-01-31', '2025-04-30')).toBe(3);
  });

  it('pays the sold amount less the fee', () => {
    expect(roboSaleFiguresOf(10_050, 0)).toEqual({ amount: 10_050, sell_fee_rate: 3, sell_fee: 302, proceeds: 9_748 });
    expect(roboSaleFiguresOf(10_000, 24)).toEqual({ amount: 10_000, sell_fee_rate: 0, sell_fee: 0, proceeds: 10_000 });
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(100), (amount, months) => {
        const figures = roboSaleFiguresOf(amount, months);
        expect(figures.sell_fee + figures.proceeds).toBe(amount);
        expect(figures.sell_fee).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('keeps a sale set 60 days unless it sells everything', () => {
    expect(roboSaleExpiryOf('2025-01-01', false)).toBe('2025-03-02');
    expect(roboSaleExpiryOf('2025-01-01', true)).toBeNull();
  });

  it('names the bands for the summary', () => {
    const texts = ROBO_SELL_FEE_BANDS.map((band, index) =>
      roboSellFeeBandText(band.from_months, ROBO_SELL_FEE_BANDS[index + 1]?.from_months ?? null, band.rate_percent),
    );
    expect(texts).toEqual(['持有未滿 3 個月 3%', '持有滿 3 個月、未滿 6 個月 2%', '持有滿 6 個月、未滿 12 個月 1%', '持有滿 12 個月、未滿 24 個月 0.5%', '持有滿 24 個月以上 0%']);
  });
});

describe('roboSellSchema', () => {
  const schema = roboSellSchema({ saleable_amount: 30_000 });
  const valid = { amount: '5000', agree: true, password: 'secret1' };

  it('takes an amount from the minimum to the saleable amount, the contract box and the password', () => {
    expect(schema.parse(valid)).toEqual({ amount: 5_000, agree: true, password: 'secret1' });
    expect(schema.parse({ ...valid, amount: 30_000 }).amount).toBe(30_000);
  });

  it('answers with the spec’s messages', () => {
    expect(errorsOf(schema, { ...valid, amount: '' })).toEqual({ amount: '哎呀！你尚未輸入金額' });
    expect(errorsOf(schema, { ...valid, amount: '0' })).toEqual({ amount: '哎呀！你尚未輸入金額' });
    expect(errorsOf(schema, { agree: true, password: 'x' })).toEqual({ amount: '哎呀！你尚未輸入金額' });
    expect(errorsOf(schema, { ...valid, amount: '30001' })).toEqual({ amount: '哎呀！金額超過了' });
    expect(errorsOf(schema, { ...valid, amount: '999' })).toEqual({ amount: '哎呀！售出金額最少 NT$ 1,000' });
    expect(errorsOf(schema, { ...valid, amount: '12a' })).toEqual({ amount: '請只輸入數字' });
    expect(errorsOf(schema, { ...valid, agree: false })).toEqual({ agree: '尚未同意售出' });
    expect(errorsOf(schema, { ...valid, password: '' })).toEqual({ password: '尚未輸入登入密碼' });
    expect(errorsOf(schema, { amount: '5000' })).toEqual({ agree: '尚未同意售出', password: '尚未輸入登入密碼' });
    expect(ROBO_SELL_TEXTS.selling).toBe('正在售出中');
  });

  it('lets an investment worth less than the minimum be sold whole', () => {
    const small = roboSellSchema({ saleable_amount: 600 });
    expect(small.parse({ ...valid, amount: '600' }).amount).toBe(600);
    expect(errorsOf(small, { ...valid, amount: '500' })).toEqual({ amount: '哎呀！售出金額最少 NT$ 1,000' });
  });
});

describe('internalTransferSchema', () => {
  const schema = internalTransferSchema({ available: 80_000 });

  it('takes an amount from 1 to the available amount and a password', () => {
    expect(schema.parse({ password: 'secret1', amount: '1' })).toEqual({ password: 'secret1', amount: 1 });
    expect(schema.parse({ password: 'secret1', amount: 80_000 }).amount).toBe(80_000);
  });

  it('says the amount must be between the minimum and the maximum, and asks for the password', () => {
    const range = '轉帳金額須介於 1 到 80000 元之間';
    for (const amount of ['0', '80001', '', 'abc', '1.5', -3]) {
      expect(errorsOf(schema, { password: 'secret1', amount })).toEqual({ amount: range });
    }
    expect(errorsOf(schema, { password: 'secret1' })).toEqual({ amount: range });
    expect(errorsOf(schema, { password: '', amount: '10' })).toEqual({ password: '您需要輸入密碼喲！' });
  });
});

describe('the robo links of the account page', () => {
  it('shows the stable link from 50,000 and the withdraw-only layout below it without robo', () => {
    expect(accountTransferLayoutOf(50_000, false)).toEqual({ robo_stable_link: true, robo_transfer_links: false, withdraw_only: false });
    expect(accountTransferLayoutOf(49_999, false)).toEqual({ robo_stable_link: false, robo_transfer_links: false, withdraw_only: true });
    expect(accountTransferLayoutOf(49_999, true)).toEqual({ robo_stable_link: false, robo_transfer_links: true, withdraw_only: false });
    expect(accountTransferLayoutOf(120_000, true)).toEqual({ robo_stable_link: true, robo_transfer_links: true, withdraw_only: false });
  });
});
