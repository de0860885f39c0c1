import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { reviewDecisionMessage } from '../messages/message-functions.js';
import { zodIssuesToFieldErrors } from '../schemas/field-errors.js';
import {
  APPROVAL_DEFAULT_LENDER_FEE_PERCENT,
  APPROVAL_DEFAULT_SOURCE,
  NO_PROTECTION_PGR_PERCENT,
} from '../constants/loan.js';
import { MESSAGES } from '../messages/messages.js';
import {
  approvalComputeQuerySchema,
  assignSalesSchema,
  borrowerFee,
  borrowerFeeRatePercent,
  computeApproval,
  discountCountdown,
  loanApprovalSchema,
  loanListingTermsSchema,
  loanRejectionSchema,
  protectionRatioOf,
  roundApr,
  type ApprovalInput,
} from './approval.js';
import { roundMoney } from '../money/money.js';

const errorsOf = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

const base: ApprovalInput = {
  grade: 'C',
  amount: 300_000,
  period: 36,
  add_rate: '1.5',
  principal_repayment_type: 'equal_installment',
};

describe('rounding rules', () => {
  it('round APR half-up to 2 decimals and money half-up to whole NT$', () => {
    expect(roundApr('4.355').toString()).toBe('4.36');
    expect(roundApr('4.354').toString()).toBe('4.35');
    expect(roundMoney('1234.5')).toBe(1235);
    expect(roundMoney('1234.49')).toBe(1234);
  });
});

describe('borrower fee', () => {
  it('is a percent of the amount by period band', () => {
    expect([12, 18, 24, 36, 48, 60, 72, 84].map(borrowerFeeRatePercent)).toEqual([1, 1, 1, 2, 2, 3, 3, 3]);
    expect(borrowerFee(300_000, 24)).toBe(3_000);
    expect(borrowerFee(300_000, 36)).toBe(6_000);
    expect(borrowerFee(10_000, 84)).toBe(300);
  });
});

describe('computeApproval', () => {
  it('adds the add-on rate to the grade base rate and computes the fees', () => {
    expect(computeApproval(base)).toEqual({
      ok: true,
      current_amount: 300_000,
      current_period: 36,
      current_rate: 4.8,
      current_principal_repayment_type: 'equal_installment',
      change_amount: 0,
      change_period: 0,
      provision: 1_800,
      borrower_fee: 6_000,
      original_borrower_fee: 6_000,
      deducted_borrower_fee: 0,
      total_borrower_fee: 6_000,
    });
  });

  it('takes the discount off for an is_discount application and shows the change', () => {
    const result = computeApproval({
      ...base,
      is_discount: true,
      amount: 250_000,
      period: 24,
      principal_repayment_type: 'equal_principal',
      original: { amount: 300_000, period: 36, rate: 4.8, principal_repayment_type: 'equal_installment' },
    });
    expect(result).toMatchObject({
      ok: true,
      current_amount: 250_000,
      current_period: 24,
      current_principal_repayment_type: 'equal_principal',
      change_amount: -50_000,
      change_period: -12,
      borrower_fee: 2_500,
      original_borrower_fee: 6_000,
      deducted_borrower_fee: 1_250,
      total_borrower_fee: 1_250,
      provision: 375,
    });
  });

  it('reads student grades and numbers for the add-on rate', () => {
    expect(computeApproval({ ...base, grade: 'A0_STU', add_rate: 0 })).toMatchObject({ ok: true, current_rate: 2.5 });
    expect(computeApproval({ ...base, grade: '2K', add_rate: 0 })).toMatchObject({ ok: false, code: 'APR_ABOVE_LIMIT' });
  });

  it('refuses an APR above 16 % and accepts exactly 16 %', () => {
    expect(computeApproval({ ...base, grade: 'H3', add_rate: '3.25' })).toMatchObject({ ok: true, current_rate: 16 });
    expect(computeApproval({ ...base, grade: 'H3', add_rate: '3.26' })).toEqual({
      ok: false,
      code: 'APR_ABOVE_LIMIT',
      message: '年利率 16.01% 超過法定上限 16%，無法核貸',
    });
    expect(computeApproval({ ...base, grade: 'H4' })).toEqual({
      ok: false,
      code: 'APR_ABOVE_LIMIT',
      message: '年利率 18.50% 超過法定上限 16%，無法核貸',
    });
  });

  it('returns the other errors as values', () => {
    expect(computeApproval({ ...base, grade: 'Z9' })).toEqual({
      ok: false,
      code: 'UNKNOWN_GRADE',
      message: '查無此信用等級',
    });
    expect(computeApproval({ ...base, amount: 300_500 })).toEqual({
      ok: false,
      code: 'INVALID_AMOUNT',
      message: '核貸金額須為 1000 元的正整數倍',
    });
    expect(computeApproval({ ...base, amount: 0 })).toMatchObject({ code: 'INVALID_AMOUNT' });
    expect(computeApproval({ ...base, original: { amount: 1.5, period: 36 } })).toMatchObject({
      code: 'INVALID_AMOUNT',
    });
    expect(computeApproval({ ...base, period: 30 })).toEqual({
      ok: false,
      code: 'INVALID_PERIOD',
      message: '借款期數不正確',
    });
    expect(computeApproval({ ...base, add_rate: '-1' })).toMatchObject({ code: 'INVALID_ADD_RATE' });
    expect(computeApproval({ ...base, add_rate: '1.234' })).toEqual({
      ok: false,
      code: 'INVALID_ADD_RATE',
      message: '加碼利率須為 0 以上、最多兩位小數的數字',
    });
  });
});

describe('approval payloads', () => {
  const query = {
    grade: 'B',
    amount: '500000',
    period: '48',
    add_rate: '2.10',
    principal_repayment_type: 'equal_installment',
    sendback: '7',
  };

  it('parse the compute query into the compute input', () => {
    const parsed = approvalComputeQuerySchema.parse(query);
    expect(parsed).toEqual({ ...query, amount: 500_000, period: 48, add_rate: '2.1' });
    expect(computeApproval(parsed)).toMatchObject({ ok: true, current_rate: 5 });
  });

  it('report each bad term', () => {
    expect(errorsOf(loanApprovalSchema, {})).toEqual({
      grade: '信用等級為必填',
      amount: '核貸金額為必填',
      period: '借款期數為必填',
      add_rate: '加碼利率為必填',
      principal_repayment_type: '還款方式為必填',
    });
    expect(
      errorsOf(loanApprovalSchema, {
        grade: 'Q',
        amount: 500_500,
        period: 13,
        add_rate: 'x',
        principal_repayment_type: 'balloon',
      }),
    ).toEqual({
      grade: '查無此信用等級',
      amount: '核貸金額 必須以 1000 為單位',
      period: '請選擇有效的選項',
      add_rate: '加碼利率須為 0 以上、最多兩位小數的數字',
      principal_repayment_type: '請選擇有效的選項',
    });
    expect(errorsOf(loanApprovalSchema, { ...query, sendback: '1' })).toEqual({ sendback: '不允許的欄位' });
  });

  it('need a rejection reason and a sales code', () => {
    expect(loanRejectionSchema.parse({ reason: ' 收入不足 ' })).toEqual({ reason: '收入不足' });
    expect(errorsOf(loanRejectionSchema, {})).toEqual({ reason: '未核准原因為必填' });
    expect(errorsOf(loanRejectionSchema, { reason: '因'.repeat(501) })).toEqual({
      reason: '未核准原因不能超過 500 個字',
    });
    expect(assignSalesSchema.parse({ sales_code: 'M00000001' })).toEqual({ sales_code: 'M00000001' });
    expect(errorsOf(assignSalesSchema, { sales_code: '' })).toEqual({ sales_code: '業務代碼為必填' });
  });
});

describe('approval listing terms', () => {
  const terms = {
    grade: 'C',
    amount: 200_000,
    period: 36,
    add_rate: '1.5',
    principal_repayment_type: 'equal_installment',
  };

  it('fill in the named defaults when left out: the complex market, no protection, 1.00 %, no discount', () => {
    expect(APPROVAL_DEFAULT_SOURCE).toBe('complex');
    expect(APPROVAL_DEFAULT_LENDER_FEE_PERCENT).toBe(1);
    expect(NO_PROTECTION_PGR_PERCENT).toBe(0);
    const parsed = loanApprovalSchema.parse(terms);
    expect(parsed).toEqual({
      ...terms,
      source: 'complex',
      pgr: null,
      lender_fee: '1.00',
      discount_lender_fee: null,
      min_discount_order_amount: null,
    });
    expect(protectionRatioOf(parsed)).toBe('0.00');
    expect(loanApprovalSchema.parse(parsed)).toEqual(parsed);
    expect(
      loanApprovalSchema.parse({ ...terms, lender_fee: '', discount_lender_fee: null, min_discount_order_amount: ' ' }),
    ).toMatchObject({ lender_fee: '1.00', discount_lender_fee: null, min_discount_order_amount: null });
    expect(loanListingTermsSchema.parse({})).toEqual({
      source: 'complex',
      pgr: null,
      lender_fee: '1.00',
      discount_lender_fee: null,
      min_discount_order_amount: null,
    });
  });

  it('keep the terms given, rates as text with two decimals and the threshold as whole NT$', () => {
    const parsed = loanApprovalSchema.parse({
      ...terms,
      source: 'pgr',
      pgr: 80.5,
      lender_fee: '1.5',
      discount_lender_fee: '0',
      min_discount_order_amount: '50000',
    });
    expect(parsed).toEqual({
      ...terms,
      source: 'pgr',
      pgr: '80.50',
      lender_fee: '1.50',
      discount_lender_fee: '0.00',
      min_discount_order_amount: 50_000,
    });
    expect(protectionRatioOf(parsed)).toBe('80.50');
    expect(loanApprovalSchema.parse(parsed)).toEqual(parsed);
    expect(loanListingTermsSchema.parse({ source: 'npr', lender_fee: 0 })).toMatchObject({ source: 'npr', lender_fee: '0.00' });
    expect(loanListingTermsSchema.parse({ source: 'pgr', pgr: '100' })).toMatchObject({ pgr: '100.00' });
    expect(loanListingTermsSchema.parse({ source: 'pgr', pgr: '1' })).toMatchObject({ pgr: '1.00' });
    expect(
      loanListingTermsSchema.parse({ lender_fee: '99.99', discount_lender_fee: '99.99', min_discount_order_amount: 1000 }),
    ).toMatchObject({ lender_fee: '99.99', discount_lender_fee: '99.99', min_discount_order_amount: 1000 });
  });

  it('allow one of the three market sources', () => {
    expect(errorsOf(loanListingTermsSchema, { source: 'premium' })).toEqual({ source: MESSAGES.loanSourceInvalid });
    expect(errorsOf(loanListingTermsSchema, { source: null })).toEqual({
      source: '上架市場須為綜合市場、高收益市場或風險保障市場',
    });
  });

  it('take a protection ratio only in the pgr market, where it is required between 1 and 100', () => {
    expect(errorsOf(loanApprovalSchema, { ...terms, source: 'pgr' })).toEqual({
      pgr: '風險保障市場的案件須填寫風險保障比例',
    });
    expect(errorsOf(loanApprovalSchema, { ...terms, pgr: '80' })).toEqual({
      pgr: '只有風險保障市場的案件可設定風險保障比例',
    });
    expect(errorsOf(loanListingTermsSchema, { source: 'npr', pgr: '50' })).toEqual({ pgr: MESSAGES.pgrOnlyForPgrSource });
    for (const pgr of ['0', '0.99', '100.01', '101', '50.125', '-5', 'x', true]) {
      expect(errorsOf(loanListingTermsSchema, { source: 'pgr', pgr })).toEqual({
        pgr: '風險保障比例須為 1 至 100、最多兩位小數的數字',
      });
    }
  });

  it('take a lender fee from 0 up to but not including 100, with at most two decimals', () => {
    for (const lender_fee of ['100', '100.00', '-0.5', '1.005', 'abc', {}]) {
      expect(errorsOf(loanListingTermsSchema, { lender_fee })).toEqual({
        lender_fee: '服務費率須為 0 以上、未滿 100、最多兩位小數的數字',
      });
    }
  });

  it('take the discount and its threshold together, each missing one named', () => {
    expect(errorsOf(loanApprovalSchema, { ...terms, discount_lender_fee: '0.5' })).toEqual({
      min_discount_order_amount: '設定優惠服務費率時，優惠門檻為必填',
    });
    expect(errorsOf(loanApprovalSchema, { ...terms, min_discount_order_amount: 20_000 })).toEqual({
      discount_lender_fee: '設定優惠門檻時，優惠服務費率為必填',
    });
  });

  it('keep the discounted fee at most the lender fee, the default one when none is given', () => {
    expect(
      errorsOf(loanListingTermsSchema, { lender_fee: '0.8', discount_lender_fee: '0.81', min_discount_order_amount: 20_000 }),
    ).toEqual({ discount_lender_fee: '優惠服務費率不能高於服務費率' });
    expect(errorsOf(loanListingTermsSchema, { discount_lender_fee: '1.01', min_discount_order_amount: 20_000 })).toEqual({
      discount_lender_fee: MESSAGES.discountLenderFeeAboveLenderFee,
    });
    expect(loanListingTermsSchema.parse({ discount_lender_fee: '1', min_discount_order_amount: 20_000 })).toMatchObject({
      lender_fee: '1.00',
      discount_lender_fee: '1.00',
    });
    expect(errorsOf(loanListingTermsSchema, { discount_lender_fee: '0.505', min_discount_order_amount: 20_000 })).toEqual({
      discount_lender_fee: '優惠服務費率須為 0 以上、未滿 100、最多兩位小數的數字',
    });
  });

  it('need the threshold to be a positive multiple of 1000', () => {
    for (const min_discount_order_amount of [0, 500, 1500, '20,000', '2e4', -1000, 1000.5]) {
      expect(
        errorsOf(loanListingTermsSchema, { discount_lender_fee: '0.5', min_discount_order_amount }),
      ).toEqual({ min_discount_order_amount: '優惠門檻須為 1000 元的正整數倍' });
    }
  });

  it('report every listing error at once, beside the other terms', () => {
    expect(
      errorsOf(loanApprovalSchema, {
        ...terms,
        grade: 'Q',
        source: 'pgr',
        pgr: '120',
        lender_fee: '0.3',
        discount_lender_fee: '0.5',
        min_discount_order_amount: 2500,
      }),
    ).toEqual({
      grade: '查無此信用等級',
      pgr: MESSAGES.pgrInvalid,
      discount_lender_fee: MESSAGES.discountLenderFeeAboveLenderFee,
      min_discount_order_amount: MESSAGES.minDiscountOrderAmountInvalid,
    });
    expect(errorsOf(loanListingTermsSchema, { grade: 'C' })).toEqual({ grade: '不允許的欄位' });
  });

  it('stay out of the compute query, which reads the pricing terms only', () => {
    expect(errorsOf(approvalComputeQuerySchema, { ...terms, lender_fee: '1' })).toEqual({ lender_fee: '不允許的欄位' });
  });
});

describe('discountCountdown', () => {
  it('counts down the confirmation window, never below zero', () => {
    const approvedAt = new Date('2025-01-01T00:00:00Z');
    expect(discountCountdown(approvedAt, new Date('2025-01-01T01:30:00Z'))).toEqual({
      discount_countdown_hours: 70,
      discount_countdown_minutes: 30,
    });
    expect(discountCountdown(approvedAt, new Date('2025-01-10T00:00:00Z'))).toEqual({
      discount_countdown_hours: 0,
      discount_countdown_minutes: 0,
    });
  });
});

describe('review decision message', () => {
  it('tells the borrower the terms or the reason', () => {
    expect(reviewDecisionMessage('approved', 'A250101000001', { amount: 300_000, period: 36, apr: 4.8 })).toBe(
      '您的借款申請（案件編號 A250101000001）已核准：核貸金額 300,000 元，期數 36 期，年利率 4.8%。請至借款人專區確認利率，確認後案件即開始媒合。',
    );
    expect(reviewDecisionMessage('rejected', 'A250101000001', { reason: '收入證明不足' })).toBe(
      '很抱歉，您的借款申請（案件編號 A250101000001）未獲核准。原因：收入證明不足',
    );
  });
});
