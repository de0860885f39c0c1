import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accrualByDays, clearFiguresOf } from '../clearing/amounts.js';
import { CLEARING_FEE_BASE } from '../clearing/constants.js';
import { TRANSFER_KINDS, subjectOf } from '../account/ledger.js';
import { MESSAGES } from '../messages/messages.js';
import { zodIssuesToFieldErrors } from '../schemas/field-errors.js';
import {
  PAWN_CASE_STATUSES,
  PAWN_GRACE_DAYS,
  PAWN_MAX_STORAGE_FEE_RATE,
  PAWN_MAX_YEARLY_RATE,
  PAWN_MIN_PERIOD_MONTHS,
  PAWN_PLATFORM_FEE,
} from './constants.js';
import {
  canMovePawnCase,
  isPawnForfeitable,
  pawnAccruedInterest,
  pawnAllInYearlyRate,
  pawnCaseAbilitiesOf,
  pawnChargedMonths,
  pawnConfirmRefusalOf,
  pawnDueDateOf,
  pawnInterestFor,
  pawnInvestMismatchOf,
  pawnInvestRefusalOf,
  pawnMaxStorageFeeOf,
  pawnMonthsBetween,
  pawnOrderRefusalOf,
  pawnPartMonthOf,
  pawnProjectViewOf,
  pawnRedeemDeadlineOf,
  pawnRepaymentRows,
  pawnScheduleOf,
  pawnSettingStateRefusalOf,
  pawnTermsRefusalOf,
  pawnYearlyRateText,
} from './rules.js';
import { pawnInvestSchema, pawnSettingSchema } from './schemas.js';
import { PAWN_CASE_STATUS_LABELS, PAWNSHOP_TEXTS } from './texts.js';

const errorsOf = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

/** 120,000 over 12 months with the most storage fee: the charges add 5.25 % a year, so 24.75 % reaches 30 % exactly. */
const capped = { amount: 120_000, period: 12, apr: '24.75', storage_fee: 6_000 } as const;

describe('the law’s month count', () => {
  it('charges nothing for a part month up to 5 days, half a month from 6 to 15 days, a whole month above', () => {
    expect([0, 1, 5, 6, 10, 15, 16, 20, 30].map(pawnPartMonthOf)).toEqual([0, 0, 0, 0.5, 0.5, 0.5, 1, 1, 1]);
    expect(() => pawnPartMonthOf(-1)).toThrow(RangeError);
    expect(() => pawnPartMonthOf(1.5)).toThrow(RangeError);
  });

  it('charges one whole month for a pawn redeemed within its first month', () => {
    expect(pawnChargedMonths('2025-01-10', '2025-01-10')).toBe(1);
    expect(pawnChargedMonths('2025-01-10', '2025-01-11')).toBe(1);
    expect(pawnChargedMonths('2025-01-10', '2025-02-09')).toBe(1);
  });

  it('adds the part month after the whole months at its boundaries: 5/6 and 15/16 days', () => {
    expect(pawnChargedMonths('2025-01-10', '2025-02-10')).toBe(1);
    expect(pawnChargedMonths('2025-01-10', '2025-02-15')).toBe(1);
    expect(pawnChargedMonths('2025-01-10', '2025-02-16')).toBe(1.5);
    expect(pawnChargedMonths('2025-01-10', '2025-02-25')).toBe(1.5);
    expect(pawnChargedMonths('2025-01-10', '2025-02-26')).toBe(2);
    expect(pawnChargedMonths('2025-01-10', '2025-03-10')).toBe(2);
  });

  it('counts whole months by the calendar, a shorter month ending on its last day', () => {
    expect(pawnChargedMonths('2025-01-10', '2025-04-10')).toBe(3);
    expect(pawnChargedMonths('2025-01-10', '2025-04-15')).toBe(3);
    expect(pawnChargedMonths('2025-01-10', '2025-04-16')).toBe(3.5);
    expect(pawnChargedMonths('2025-01-10', '2025-04-26')).toBe(4);
    expect(pawnChargedMonths('2025-01-31', '2025-02-28')).toBe(1);
    expect(pawnChargedMonths('2025-01-31', '2025-03-05')).toBe(1);
    expect(pawnChargedMonths('2025-01-31', '2025-03-06')).toBe(1.5);
    expect(pawnChargedMonths('2024-11-30', '2025-02-28')).toBe(3);
  });

  it('charges interest for the counted months, half up to whole NT$', () => {
    expect(pawnInterestFor(100_000, '30', 1)).toBe(2_500);
    expect(pawnInterestFor(100_000, 30, 1.5)).toBe(3_750);
    // 10,001 × 24.5 % × ½ / 12 = 102.09
    expect(pawnInterestFor(10_001, '24.5', 0.5)).toBe(102);
    expect(pawnInterestFor(100_000, '12', 0)).toBe(0);
    expect(() => pawnInterestFor(100_000, '12', 0.3)).toThrow(RangeError);
    expect(() => pawnInterestFor(100_000, '30.01', 1)).toThrow(RangeError);
    expect(() => pawnInterestFor(100_000, '12.345', 1)).toThrow(RangeError);
    expect(() => pawnInterestFor(-1, '12', 1)).toThrow(RangeError);
  });
});

describe('term, due date and grace', () => {
  it('falls due the term’s months after the investment and may be redeemed 5 days more', () => {
    expect(PAWN_MIN_PERIOD_MONTHS).toBe(3);
    expect(PAWN_GRACE_DAYS).toBe(5);
    expect(pawnDueDateOf('2025-01-31', 3)).toBe('2025-04-30');
    expect(pawnRedeemDeadlineOf('2025-04-30')).toBe('2025-05-05');
    expect(isPawnForfeitable('2025-04-30', '2025-04-30')).toBe(false);
    expect(isPawnForfeitable('2025-04-30', '2025-05-05')).toBe(false);
    expect(isPawnForfeitable('2025-04-30', '2025-05-06')).toBe(true);
  });

  it('refuses a term below 3 months or above 12', () => {
    expect(pawnTermsRefusalOf({ amount: 120_000, period: 3, apr: '29', storage_fee: 0 })).toBeNull();
    expect(pawnTermsRefusalOf({ amount: 120_000, period: 2, apr: '10', storage_fee: 0 })).toEqual({
      code: 'PERIOD_TOO_SHORT',
      field: 'period',
      message: '當期不得少於 3 個月',
    });
    expect(pawnTermsRefusalOf({ amount: 120_000, period: 13, apr: '10', storage_fee: 0 })).toMatchObject({
      code: 'PERIOD_TOO_LONG',
      message: '當期不得超過 12 個月',
    });
  });
});

describe('the law’s caps', () => {
  it('counts the storage fee and the platform fee over the term into the all-in yearly rate', () => {
    expect(PAWN_PLATFORM_FEE).toBe(CLEARING_FEE_BASE);
    expect(pawnAllInYearlyRate(capped).toString()).toBe('30');
    expect(pawnAllInYearlyRate(capped, 0).toString()).toBe('29.75');
    expect(pawnAllInYearlyRate({ amount: 100_000, period: 12, apr: 12, storage_fee: 0 }, 0).toString()).toBe('12');
    // 3 months: the one-off 300 is 1 % a year on 120,000
    expect(pawnAllInYearlyRate({ amount: 120_000, period: 3, apr: '29', storage_fee: 0 }).toString()).toBe('30');
  });

  it('allows exactly 30 % and refuses one step above', () => {
    expect(pawnTermsRefusalOf(capped)).toBeNull();
    expect(pawnTermsRefusalOf({ ...capped, apr: '24.76' })).toEqual({
      code: 'YEARLY_RATE_ABOVE_CAP',
      field: 'apr',
      message: '總費用年百分率 30.01% 超過當舖業法上限 30%，請調降年利率或倉棧費',
    });
    expect(pawnTermsRefusalOf({ amount: 120_000, period: 3, apr: '29.01', storage_fee: 0 })?.code).toBe('YEARLY_RATE_ABOVE_CAP');
    expect(pawnTermsRefusalOf({ ...capped, apr: '31' })?.code).toBe('YEARLY_RATE_ABOVE_CAP');
  });

  it('shows the rate rounded up, so a rate just above the cap never reads as 30.00', () => {
    // 100,000 over 7 months with 5,000 storage fee and 300 platform fee: 9.0857… % a year in charges
    const below = pawnAllInYearlyRate({ amount: 100_000, period: 7, apr: '20.91', storage_fee: 5_000 });
    const above = pawnAllInYearlyRate({ amount: 100_000, period: 7, apr: '20.92', storage_fee: 5_000 });
    expect(below.lessThan(PAWN_MAX_YEARLY_RATE)).toBe(true);
    expect(pawnYearlyRateText(below)).toBe('30.00');
    expect(pawnYearlyRateText(above)).toBe('30.01');
    expect(pawnYearlyRateText(new Decimal('12'))).toBe('12.00');
    expect(pawnTermsRefusalOf({ amount: 100_000, period: 7, apr: '20.92', storage_fee: 5_000 })?.message).toContain('30.01%');
  });

  it('allows a storage fee of exactly 5 % of the amount and refuses one NT$ more', () => {
    expect(PAWN_MAX_STORAGE_FEE_RATE).toBe(5);
    expect(pawnMaxStorageFeeOf(120_000)).toBe(6_000);
    expect(pawnMaxStorageFeeOf(12_340)).toBe(617);
    expect(pawnTermsRefusalOf({ ...capped, apr: '10' })).toBeNull();
    expect(pawnTermsRefusalOf({ ...capped, apr: '10', storage_fee: 6_001 })).toEqual({
      code: 'STORAGE_FEE_ABOVE_CAP',
      field: 'storage_fee',
      message: '倉棧費不能超過借款金額的 5%（最多 NT$ 6,000）',
    });
  });

  it('refuses malformed terms as programming errors', () => {
    expect(() => pawnAllInYearlyRate({ ...capped, amount: 0 })).toThrow(RangeError);
    expect(() => pawnAllInYearlyRate({ ...capped, amount: 1.5 })).toThrow(RangeError);
    expect(() => pawnAllInYearlyRate({ ...capped, period: 0 })).toThrow(RangeError);
    expect(() => pawnAllInYearlyRate({ ...capped, storage_fee: -1 })).toThrow(RangeError);
    expect(() => pawnAllInYearlyRate({ ...capped, apr: '1e2' })).toThrow(RangeError);
  });

  it('schedules agreed terms over the pawn’s term at its rate, and refuses terms above the caps', () => {
    const rows = pawnScheduleOf({ amount: 120_000, period: 3, apr: '29', storage_fee: 0, principal_repayment_type: 'equal_principal' });
    expect(rows.map((row) => [row.principal, row.interest])).toEqual([
      [40_000, 2_900],
      [40_000, 1_933],
      [40_000, 967],
    ]);
    const installments = pawnScheduleOf({ ...capped, principal_repayment_type: 'equal_installment' });
    expect(installments).toHaveLength(12);
    expect(installments.reduce((sum, row) => sum + row.principal, 0)).toBe(120_000);
    expect(() => pawnScheduleOf({ ...capped, apr: '24.76', principal_repayment_type: 'equal_installment' })).toThrow(RangeError);
  });
});

describe('case states', () => {
  it('moves pending → taken → wait_confirm → confirmed → invested → cleared or forfeited', () => {
    expect(PAWN_CASE_STATUSES).toEqual(['pending', 'taken', 'wait_confirm', 'confirmed', 'invested', 'cleared', 'forfeited']);
    expect(canMovePawnCase('pending', 'taken')).toBe(true);
    expect(canMovePawnCase('taken', 'wait_confirm')).toBe(true);
    expect(canMovePawnCase('wait_confirm', 'wait_confirm')).toBe(true);
    expect(canMovePawnCase('wait_confirm', 'taken')).toBe(true);
    expect(canMovePawnCase('wait_confirm', 'confirmed')).toBe(true);
    expect(canMovePawnCase('confirmed', 'invested')).toBe(true);
    expect(canMovePawnCase('invested', 'forfeited')).toBe(true);
    expect(canMovePawnCase('pending', 'confirmed')).toBe(false);
    expect(canMovePawnCase('confirmed', 'wait_confirm')).toBe(false);
    expect(canMovePawnCase('cleared', 'invested')).toBe(false);
  });

  it('lets anyone order a pending case, and only its taker set and invest', () => {
    const table = PAWN_CASE_STATUSES.map((status) => [status, pawnCaseAbilitiesOf(status, true), pawnCaseAbilitiesOf(status, false)]);
    const yes = (can_order: boolean, can_setting: boolean, can_invest: boolean) => ({ can_order, can_setting, can_invest });
    expect(table).toEqual([
      ['pending', yes(true, false, false), yes(true, false, false)],
      ['taken', yes(false, true, false), yes(false, false, false)],
      ['wait_confirm', yes(false, true, false), yes(false, false, false)],
      ['confirmed', yes(false, false, true), yes(false, false, false)],
      ['invested', yes(false, false, false), yes(false, false, false)],
      ['cleared', yes(false, false, false), yes(false, false, false)],
      ['forfeited', yes(false, false, false), yes(false, false, false)],
    ]);
  });

  it('answers the spec’s messages where an action is refused', () => {
    expect(pawnOrderRefusalOf('pending')).toBeNull();
    expect(pawnOrderRefusalOf('taken')).toBe('此案件已被接單');
    expect(pawnOrderRefusalOf('invested')).toBe('此案件已被接單');
    expect(pawnSettingStateRefusalOf('taken', true)).toBeNull();
    expect(pawnSettingStateRefusalOf('wait_confirm', true)).toBeNull();
    expect(pawnSettingStateRefusalOf('taken', false)).toBe('此案件目前無法設定');
    expect(pawnSettingStateRefusalOf('confirmed', true)).toBe('此案件目前無法設定');
    expect(pawnSettingStateRefusalOf('pending', false)).toBe('此案件目前無法設定');
    expect(pawnConfirmRefusalOf('wait_confirm')).toBeNull();
    expect(pawnConfirmRefusalOf('confirmed')).toBe(PAWNSHOP_TEXTS.notConfirmable);
  });

  it('finds no case to invest until the borrower agreed, and refuses one already invested', () => {
    const notFound = { code: 'NOT_FOUND_OR_NOT_AGREED', message: '找不到案件或是申貸人尚未同意' };
    const closed = { code: 'NOT_INVESTABLE', message: '此案件目前無法投資' };
    expect(pawnInvestRefusalOf('confirmed', true)).toBeNull();
    expect(pawnInvestRefusalOf(null, true)).toEqual(notFound);
    expect(pawnInvestRefusalOf('confirmed', false)).toEqual(notFound);
    for (const status of ['pending', 'taken', 'wait_confirm'] as const) expect(pawnInvestRefusalOf(status, true)).toEqual(notFound);
    for (const status of ['invested', 'cleared', 'forfeited'] as const) expect(pawnInvestRefusalOf(status, true)).toEqual(closed);
  });

  it('names each field of an investment that differs from the agreed terms', () => {
    const agreed = { amount: 120_000, period: 12, principal_repayment_type: 'equal_installment' } as const;
    expect(pawnInvestMismatchOf(agreed, agreed)).toEqual({});
    expect(pawnInvestMismatchOf({ ...agreed, amount: 121_000, principal_repayment_type: 'equal_principal' }, agreed)).toEqual({
      amount: PAWNSHOP_TEXTS.termsMismatch,
      principal_repayment_type: PAWNSHOP_TEXTS.termsMismatch,
    });
  });

  it('shows every case in the lenders’ pawn-project tabs by its real state', () => {
    const shownIn = (view: string) => PAWN_CASE_STATUSES.filter((status) => pawnProjectViewOf(status) === view);
    expect(shownIn('pending')).toEqual(['pending', 'taken', 'wait_confirm']);
    expect(shownIn('locked')).toEqual(['confirmed']);
    expect(shownIn('backed')).toEqual(['invested', 'cleared', 'forfeited']);
  });

  it('labels every status', () => {
    expect(Object.keys(PAWN_CASE_STATUS_LABELS)).toEqual([...PAWN_CASE_STATUSES]);
    expect(PAWN_CASE_STATUS_LABELS.wait_confirm).toBe('待申貸人同意');
    expect(PAWN_CASE_STATUS_LABELS.forfeited).toBe('已流當');
  });
});

describe('pawnSettingSchema', () => {
  const setting = { ...capped, principal_repayment_type: 'equal_installment' };

  it('reads the terms, numbers as JSON or digits, the rate as text with 2 decimals', () => {
    expect(pawnSettingSchema.parse(setting)).toEqual(setting);
    expect(pawnSettingSchema.parse({ ...setting, amount: '120000', period: '12', apr: 24.7, storage_fee: '6000' })).toEqual({
      ...setting,
      apr: '24.70',
    });
    expect(pawnSettingSchema.parse({ ...setting, apr: ' 0 ', storage_fee: 0 })).toMatchObject({ apr: '0.00', storage_fee: 0 });
  });

  it('names each missing field', () => {
    expect(errorsOf(pawnSettingSchema, {})).toEqual({
      amount: '借款金額為必填',
      period: '當期（月）為必填',
      principal_repayment_type: '還款方式為必填',
      apr: '年利率（%）為必填',
      storage_fee: '倉棧費為必填',
    });
    expect(errorsOf(pawnSettingSchema, null)).toEqual({ _: MESSAGES.required });
  });

  it('refuses amounts of the wrong type, zero, negative, fractional, off the step or huge', () => {
    const amountError = (amount: unknown): string | undefined => errorsOf(pawnSettingSchema, { ...setting, amount }).amount;
    expect(amountError(true)).toBe(MESSAGES.invalidFormat);
    expect(amountError(['120000'])).toBe(MESSAGES.invalidFormat);
    expect(amountError(0)).toBe('借款金額須介於 1000 到 100000000 之間');
    expect(amountError(-1_000)).toBe(MESSAGES.digitsOnly);
    expect(amountError(1_000.5)).toBe(MESSAGES.digitsOnly);
    expect(amountError(1_500)).toBe('借款金額 必須以 1000 為單位');
    expect(amountError(1e21)).toBe(MESSAGES.digitsOnly);
    expect(amountError('99999999999999999999')).toBe('借款金額須介於 1000 到 100000000 之間');
    expect(amountError('12\u00000')).toBe(MESSAGES.digitsOnly);
  });

  it('refuses a term below 3 months, above 12 or fractional', () => {
    const periodError = (period: unknown): string | undefined => errorsOf(pawnSettingSchema, { ...setting, period }).period;
    expect(periodError(3)).toBeUndefined();
    expect(periodError(2)).toBe('當期不得少於 3 個月');
    expect(periodError(0)).toBe('當期不得少於 3 個月');
    expect(periodError(13)).toBe('當期不得超過 12 個月');
    expect(periodError(3.5)).toBe(MESSAGES.digitsOnly);
    expect(periodError(-3)).toBe(MESSAGES.digitsOnly);
  });

  it('refuses a malformed rate or one above 30 %', () => {
    const aprError = (apr: unknown): string | undefined => errorsOf(pawnSettingSchema, { ...setting, storage_fee: 0, apr }).apr;
    expect(aprError('-1')).toBe('年利率須為 0 以上、最多兩位小數的數字');
    expect(aprError('12.345')).toBe('年利率須為 0 以上、最多兩位小數的數字');
    expect(aprError('1e2')).toBe('年利率須為 0 以上、最多兩位小數的數字');
    expect(aprError('1\u00002')).toBe('年利率須為 0 以上、最多兩位小數的數字');
    expect(aprError(false)).toBe(MESSAGES.invalidFormat);
    expect(aprError('30.01')).toBe('年利率不能超過 30%');
    expect(aprError('9'.repeat(400))).toBe('年利率不能超過 30%');
  });

  it('puts the caps on the field that breaks them, once the fields are valid', () => {
    expect(errorsOf(pawnSettingSchema, { ...setting, apr: '24.76' })).toEqual({
      apr: '總費用年百分率 30.01% 超過當舖業法上限 30%，請調降年利率或倉棧費',
    });
    expect(errorsOf(pawnSettingSchema, { ...setting, apr: '10', storage_fee: 6_001 })).toEqual({
      storage_fee: '倉棧費不能超過借款金額的 5%（最多 NT$ 6,000）',
    });
    expect(errorsOf(pawnSettingSchema, { ...setting, amount: 1_500, apr: '30' })).toEqual({ amount: '借款金額 必須以 1000 為單位' });
  });

  it('refuses a repayment type outside the list, a negative or huge storage fee and unknown fields', () => {
    expect(errorsOf(pawnSettingSchema, { ...setting, principal_repayment_type: 'bullet' })).toEqual({
      principal_repayment_type: MESSAGES.invalidOption,
    });
    expect(errorsOf(pawnSettingSchema, { ...setting, storage_fee: -1 })).toEqual({ storage_fee: MESSAGES.digitsOnly });
    expect(errorsOf(pawnSettingSchema, { ...setting, storage_fee: '999999999999' })).toEqual({ storage_fee: '倉棧費不能大於 100000000' });
    expect(errorsOf(pawnSettingSchema, { ...setting, status: 'confirmed' })).toEqual({ status: MESSAGES.unknownField });
  });
});

describe('pawnInvestSchema', () => {
  const ticket = '3f2b8c1e-6d4a-4e8b-9c2d-1a2b3c4d5e6f';
  const invest = { amount: 120_000, period: 12, pawn_ticket: [ticket], principal_repayment_type: 'equal_installment' };

  it('reads the agreed terms and the pawn ticket', () => {
    expect(pawnInvestSchema.parse(invest)).toEqual(invest);
  });

  it('needs at least one pawn-ticket file', () => {
    expect(errorsOf(pawnInvestSchema, { ...invest, pawn_ticket: undefined })).toEqual({ pawn_ticket: '最少需上傳 1 個檔案' });
    expect(errorsOf(pawnInvestSchema, { ...invest, pawn_ticket: [] })).toEqual({ pawn_ticket: '最少需上傳 1 個檔案' });
    expect(errorsOf(pawnInvestSchema, { ...invest, pawn_ticket: ticket })).toEqual({ pawn_ticket: '最少需上傳 1 個檔案' });
  });

  it('refuses bad upload ids, NUL characters, the same file twice and too many files', () => {
    expect(errorsOf(pawnInvestSchema, { ...invest, pawn_ticket: ['ticket.jpg'] })).toEqual({ 'pawn_ticket.0': MESSAGES.invalidUploadId });
    expect(errorsOf(pawnInvestSchema, { ...invest, pawn_ticket: [`${ticket}\u0000`] })).toEqual({ 'pawn_ticket.0': MESSAGES.invalidUploadId });
    expect(errorsOf(pawnInvestSchema, { ...invest, pawn_ticket: [''] })).toEqual({ 'pawn_ticket.0': '當票為必填' });
    expect(errorsOf(pawnInvestSchema, { ...invest, pawn_ticket: [ticket, ticket] })).toEqual({ 'pawn_ticket.1': '同一個檔案只能上傳一次' });
    const many = Array.from({ length: 11 }, (_, index) => `3f2b8c1e-6d4a-4e8b-9c2d-1a2b3c4d5e${String(index).padStart(2, '0')}`);
    expect(errorsOf(pawnInvestSchema, { ...invest, pawn_ticket: many })).toEqual({ pawn_ticket: '最多只能上傳 10 個檔案' });
  });

  it('checks the amount and term as the setting does, and names missing fields', () => {
    expect(errorsOf(pawnInvestSchema, { ...invest, amount: 0, period: 2 })).toEqual({
      amount: '借款金額須介於 1000 到 100000000 之間',
      period: '當期不得少於 3 個月',
    });
    expect(errorsOf(pawnInvestSchema, { pawn_ticket: [ticket] })).toEqual({
      amount: '借款金額為必填',
      period: '當期（月）為必填',
      principal_repayment_type: '還款方式為必填',
    });
    expect(errorsOf(pawnInvestSchema, { ...invest, apr: '12' })).toEqual({ apr: MESSAGES.unknownField });
  });
});

describe('texts', () => {
  it('carries the spec’s messages verbatim', () => {
    expect(PAWNSHOP_TEXTS).toMatchObject({
      alreadyTaken: '此案件已被接單',
      notSettable: '此案件目前無法設定',
      notFoundOrNotAgreed: '找不到案件或是申貸人尚未同意',
      notInvestable: '此案件目前無法投資',
      errorTitle: '哎呀！',
    });
  });

  it('states the law’s caps from the constants', () => {
    expect(PAWNSHOP_TEXTS.lawNote).toBe(
      '依當舖業法，總費用年百分率不得超過 30%，倉棧費不得超過借款金額的 5%，當期不得少於 3 個月，到期後 5 日內未取贖即流當。',
    );
  });
});

describe('a redeemed pawn’s interest (當舖業法 §19)', () => {
  it('counts months without the minimum after a due date, and at least one month in the first period', () => {
    expect(pawnMonthsBetween('2026-03-10', '2026-03-15')).toBe(0);
    expect(pawnMonthsBetween('2026-03-10', '2026-03-16')).toBe(0.5);
    expect(pawnMonthsBetween('2026-03-10', '2026-04-26')).toBe(2);
    expect(pawnAccruedInterest(100_000, '24.00', '2026-03-10', '2026-03-12', true)).toBe(2_000);
    expect(pawnAccruedInterest(100_000, '24.00', '2026-03-10', '2026-03-12', false)).toBe(0);
    expect(pawnAccruedInterest(100_000, '24.00', '2026-03-10', '2026-03-20', false)).toBe(1_000);
  });

  it('accrues a pawn’s clearing by months, capped by the next row’s interest, where a loan accrues by days', () => {
    const rows = pawnRepaymentRows('equal_installment', 100_000, '24.00', 3);
    const schedule = rows.map((row, index) => ({
      id: index + 1,
      period: row.period,
      due_date: ['2026-04-10', '2026-05-10', '2026-06-10'][index]!,
      status: 'unpaid' as const,
      principal: row.principal,
      interest: row.interest,
      penalty: 0,
      paid_principal: 0,
      paid_interest: 0,
      paid_penalty: 0,
    }));
    const pawn = clearFiguresOf(schedule, '24.00', '0', '2026-03-13', pawnAccruedInterest);
    expect(pawn).toMatchObject({ principal: 100_000, interest: 2_000, clear_amount: 102_000 });
    const byDays = clearFiguresOf(schedule, '12.00', '0', '2026-03-13', accrualByDays);
    expect(byDays.interest).toBe(99);
  });

  it('keeps the pawn schedule within 3 to 12 months at rates above the loans’ cap', () => {
    expect(pawnRepaymentRows('equal_principal', 120_000, '30.00', 12)).toHaveLength(12);
    expect(() => pawnRepaymentRows('equal_principal', 120_000, '24.00', 18)).toThrow(RangeError);
    expect(() => pawnRepaymentRows('equal_principal', 120_000, '30.01', 12)).toThrow(RangeError);
  });

  it('moves the storage fee from the borrower’s cash to the pawnshop’s, and the platform fee to the platform', () => {
    expect(TRANSFER_KINDS.pawn_storage_fee).toMatchObject({ from: 'user_cash', to: 'user_cash' });
    expect([subjectOf('pawn_storage_fee', 'debit'), subjectOf('pawn_storage_fee', 'credit')]).toEqual(['pawn_storage_fee', 'pawn_storage_fee_income']);
    expect(TRANSFER_KINDS.pawn_platform_fee).toMatchObject({ from: 'user_cash', to: 'platform_income', debitSubject: 'pawn_platform_fee' });
  });
});
