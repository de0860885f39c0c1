import { describe, expect, it } from 'vitest';
import { zodIssuesToFieldErrors } from '../schemas/index.js';
import { FUNDING_PROGRESS_CAP_PERCENT } from './constants.js';
import {
  fundingAmountError,
  fundingBarWidth,
  fundingContractKey,
  fundingDaysLeft,
  fundingLadderError,
  fundingPaymentMethod,
  fundingPercent,
} from './rules.js';
import { fundingAnonymousSchema, fundingPlaceOrderSchema, fundingProjectInputSchema } from './schemas.js';
import { FUNDING_TEXTS } from './texts.js';

const UPDATED_AT = '2026-11-20T03:00:00.000Z';
const errorsOf = (value: unknown) => {
  const result = fundingPlaceOrderSchema.safeParse(value);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

describe('the funding invest amount (spec 5)', () => {
  it('says 請填入正確金額 for what is not a number', () => {
    for (const value of ['abc', '', '1e4', '1,000', null, undefined, {}, [], Number.NaN, Number.POSITIVE_INFINITY, '9'.repeat(40), 'a\u0000']) {
      expect({ value, error: fundingAmountError(value) }).toEqual({ value, error: '請填入正確金額' });
    }
  });

  it('says 投資金額不足 (請投資至少 $1000元！) below 1000, before the step', () => {
    expect(fundingAmountError(999)).toBe('投資金額不足 (請投資至少 $1000元！)');
    expect(fundingAmountError('500')).toBe('投資金額不足 (請投資至少 $1000元！)');
    expect(fundingAmountError(-3000)).toBe('投資金額不足 (請投資至少 $1000元！)');
    expect(fundingAmountError(0)).toBe('投資金額不足 (請投資至少 $1000元！)');
  });

  it('says 請填入正確金額 for an amount off the 1000 step, and nothing for whole thousands', () => {
    expect(fundingAmountError(1500)).toBe('請填入正確金額');
    expect(fundingAmountError('2000.5')).toBe('請填入正確金額');
    expect(fundingAmountError(1000)).toBeUndefined();
    expect(fundingAmountError(' 25000 ')).toBeUndefined();
  });
});

describe('progress and days left (spec 9)', () => {
  it('rounds the share down to two decimals and caps the bar at 100 %', () => {
    expect(fundingPercent(1, 3)).toBe(33.33);
    expect(fundingPercent(5_000, 0)).toBe(0);
    expect(fundingBarWidth(150_000, 100_000)).toBe(FUNDING_PROGRESS_CAP_PERCENT);
    expect(fundingBarWidth(99_999, 100_000)).toBe(99.99);
    expect(fundingBarWidth(-1, 100)).toBe(0);
  });

  it('counts whole days to the target date, never below 0', () => {
    expect(fundingDaysLeft('2026-12-05', '2026-11-28')).toBe(7);
    expect(fundingDaysLeft('2026-11-28', '2026-11-28')).toBe(0);
    expect(fundingDaysLeft('2026-11-01', '2026-11-28')).toBe(0);
    expect(fundingDaysLeft('2027-01-01', '2026-12-31')).toBe(1);
  });
});

describe('payment, ladder and contract memory', () => {
  it('pays from the balance only when it covers the amount and the minimum', () => {
    expect(fundingPaymentMethod(5_000, 5_000)).toBe('balance');
    expect(fundingPaymentMethod(4_999, 5_000)).toBe('kgi_web_atm');
    expect(fundingPaymentMethod(0, 1_000)).toBe('kgi_web_atm');
  });

  it('names the first rung missing: login, member, full member', () => {
    expect(fundingLadderError({ loggedIn: false, isMember: true, isMemberFull: true })).toBe('您尚未登入');
    expect(fundingLadderError({ loggedIn: true, isMember: false, isMemberFull: false })).toBe('未完成會員註冊');
    expect(fundingLadderError({ loggedIn: true, isMember: true, isMemberFull: false })).toBe('尚未成為交易會員');
    expect(fundingLadderError({ loggedIn: true, isMember: true, isMemberFull: true })).toBeUndefined();
  });

  it('keys the contract by loan serial, lender and loan updated_at', () => {
    const key = fundingContractKey('A1', 'M1', UPDATED_AT);
    expect(new Set([key, fundingContractKey('A2', 'M1', UPDATED_AT), fundingContractKey('A1', 'M2', UPDATED_AT), fundingContractKey('A1', 'M1', '2026-11-21T03:00:00.000Z')]).size).toBe(4);
  });
});

describe('bodies', () => {
  it('takes one project keyed by its loan serial, with the contract and updated_at', () => {
    const parsed = fundingPlaceOrderSchema.parse({ assignData: { A1: '3000' }, updated_at: UPDATED_AT, contract_accepted: true });
    expect(parsed.assignData).toEqual({ A1: 3000 });
  });

  it('answers the spec messages on the amount and refuses two projects at once', () => {
    expect(errorsOf({ assignData: { A1: 'x' }, updated_at: UPDATED_AT, contract_accepted: true })['assignData.A1']).toBe(FUNDING_TEXTS.amountInvalid);
    expect(errorsOf({ assignData: { A1: 200 }, updated_at: UPDATED_AT, contract_accepted: true })['assignData.A1']).toBe(FUNDING_TEXTS.amountTooLow);
    expect(errorsOf({ assignData: { A1: 1000, A2: 1000 }, updated_at: UPDATED_AT, contract_accepted: true }).assignData).toBe(FUNDING_TEXTS.orderOneProject);
    expect(errorsOf({ assignData: { A1: 1000 }, updated_at: UPDATED_AT }).contract_accepted).toBe(FUNDING_TEXTS.contractMissing);
    expect(fundingAnonymousSchema.safeParse({ anonymous: 'yes' }).success).toBe(false);
  });

  it('checks the console listing: videos, orders and the usage rows', () => {
    const base = {
      primary_loan_serial: 'A1',
      title: '玉井芒果園',
      display_name: '陳先生',
      detail: '介紹',
      usage_distribution: [{ description: '肥料', amount: 30_000 }],
    };
    const parsed = fundingProjectInputSchema.parse(base);
    expect(parsed).toMatchObject({ promoted: false, promotion_order: 0, popularity_order: 0, video_ids: [], image_ids: [], interest: '' });
    expect(fundingProjectInputSchema.safeParse({ ...base, video_ids: ['not a video'] }).success).toBe(false);
    expect(fundingProjectInputSchema.safeParse({ ...base, usage_distribution: [] }).success).toBe(false);
  });
});
