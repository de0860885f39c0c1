import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages/messages.js';
import { zodIssuesToFieldErrors } from '../schemas/field-errors.js';
import { resaleRefusalOf, resaleScheduleFactsOf } from './resale-market.js';
import type { ResaleStoredRow } from './resale-market.js';
import { resaleOfferBodySchema, resaleOfferSchema, resaleOrderSchema } from './schemas.js';
import { RESALE_TEXTS, resalePriceGapText, resalePriceOutOfBand } from './texts.js';

const errorsOf = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

const row = (due_date: string, principal: number, interest: number, status = 'unpaid'): ResaleStoredRow => ({
  due_date,
  principal,
  interest,
  paid_principal: status === 'paid' ? principal : 0,
  paid_interest: status === 'paid' ? interest : 0,
  status,
});

/** Three rows of 3,000 principal and 100 interest a month; the first paid. */
const schedule = [row('2025-02-10', 3_000, 100, 'paid'), row('2025-03-10', 3_000, 100), row('2025-04-10', 3_000, 100)];

describe('the resale facts of a schedule', () => {
  it('counts the rows still owed and the interest accrued since the last due date', () => {
    const facts = resaleScheduleFactsOf(schedule, '2025-02-24');
    expect(facts).toMatchObject({
      remain_principal: 6_000,
      remaining_periods: 2,
      next_due_date: '2025-03-10',
      last_due_date: '2025-04-10',
      late: false,
    });
    // 14 of the 28 days from 2025-02-10 to 2025-03-10: half the period's 100.
    expect(facts.accrued_interest).toBe(50);
    expect(facts.rows).toEqual([
      { due_date: '2025-03-10', principal: 3_000, interest: 100 },
      { due_date: '2025-04-10', principal: 3_000, interest: 100 },
    ]);
  });

  it('takes a row owed on or before the date, or marked late, as late', () => {
    expect(resaleScheduleFactsOf(schedule, '2025-03-10').late).toBe(true);
    expect(resaleScheduleFactsOf([row('2025-02-10', 3_000, 100, 'late'), row('2025-03-10', 3_000, 100)], '2025-02-01').late).toBe(true);
    expect(resaleScheduleFactsOf(schedule, '2025-03-09').late).toBe(false);
  });

  it('allows only an active, repaying, on-time investment with principal ahead', () => {
    const onTime = resaleScheduleFactsOf(schedule, '2025-02-24');
    const base = { investment_status: 'active', loan_status: 'repaying', clearing_open: false, schedule: onTime } as const;
    expect(resaleRefusalOf(base)).toBeNull();
    expect(resaleRefusalOf({ ...base, investment_status: 'transferred' })).toBe(RESALE_TEXTS.notResaleable);
    expect(resaleRefusalOf({ ...base, loan_status: 'overdue' })).toBe(RESALE_TEXTS.notResaleable);
    expect(resaleRefusalOf({ ...base, clearing_open: true })).toBe(RESALE_TEXTS.notResaleable);
    expect(resaleRefusalOf({ ...base, schedule: resaleScheduleFactsOf(schedule, '2025-03-10') })).toBe(RESALE_TEXTS.notResaleable);
    expect(resaleRefusalOf({ ...base, schedule: { late: false, remain_principal: 0, remaining_periods: 0 } })).toBe(RESALE_TEXTS.notResaleable);
  });
});

describe('the resale forms', () => {
  const bounds = { min: 8_000, max: 10_500 };

  it('requires a whole price within the band of the remaining principal', () => {
    expect(errorsOf(resaleOfferSchema(bounds), {})).toEqual({ price: RESALE_TEXTS.priceRequired });
    expect(errorsOf(resaleOfferSchema(bounds), { price: '  ' })).toEqual({ price: RESALE_TEXTS.priceRequired });
    expect(errorsOf(resaleOfferSchema(bounds), { price: '7999' })).toEqual({ price: resalePriceOutOfBand(8_000, 10_500) });
    expect(errorsOf(resaleOfferSchema(bounds), { price: '10501' })).toEqual({ price: resalePriceOutOfBand(8_000, 10_500) });
    expect(errorsOf(resaleOfferSchema(bounds), { price: '9000.5' })).toEqual({ price: MESSAGES.digitsOnly });
    expect(resaleOfferSchema(bounds).parse({ price: '8000' })).toEqual({ price: 8_000 });
    expect(resaleOfferSchema(bounds).parse({ price: 10_500 })).toEqual({ price: 10_500 });
  });

  it('leaves the band to the server on the API body, and refuses what is not a whole NT$ amount', () => {
    expect(resaleOfferBodySchema.parse({ price: 1 })).toEqual({ price: 1 });
    expect(errorsOf(resaleOfferBodySchema, { price: 12.5 })).toEqual({ price: MESSAGES.digitsOnly });
    expect(errorsOf(resaleOfferBodySchema, { price: '9'.repeat(40) })).toEqual({ price: MESSAGES.invalidFormat });
    expect(errorsOf(resaleOfferBodySchema, { price: 0 })).toEqual({ price: MESSAGES.invalidFormat });
    expect(errorsOf(resaleOfferBodySchema, { price: { deep: [1] } })).toEqual({ price: RESALE_TEXTS.priceRequired });
    expect(errorsOf(resaleOfferBodySchema, { price: 9_000, extra: 1 })).toHaveProperty('extra');
  });

  it('requires the preview hash and the login password to buy', () => {
    const hash = 'a'.repeat(64);
    expect(resaleOrderSchema.parse({ hash, password: 'secret' })).toEqual({ hash, password: 'secret' });
    expect(errorsOf(resaleOrderSchema, { hash, password: '' })).toEqual({ password: RESALE_TEXTS.passwordRequired });
    expect(errorsOf(resaleOrderSchema, { hash: 'zz', password: 'x' })).toEqual({ hash: RESALE_TEXTS.termsChanged });
  });

  it('names the gap to the remaining principal', () => {
    expect(resalePriceGapText({ kind: 'discount', amount: 500, percent: '5.00' })).toBe('折價 5.00% (NT$ 500)');
    expect(resalePriceGapText({ kind: 'par', amount: 0, percent: '0.00' })).toBe('平價');
  });
});
