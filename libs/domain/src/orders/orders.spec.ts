import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages.js';
import { zodIssuesToFieldErrors } from '../schemas/field-errors.js';
import { LOAN_CANCEL_FEE, ORDER_DEPOSIT_DEADLINE_DAYS, ORDER_LOANS_MAX, INVESTMENT_STATUSES, INVESTMENT_TAB_STATUSES } from './constants.js';
import { parseInvestmentListQuery } from './investments.js';
import { investedProgress } from '../money/money.js';
import { depositOrdersLoanShareMax, loanCancelInfo, orderDepositDeadline, orderLenderFee, orderableAmount, investmentLink } from './rules.js';
import { emptyActionSchema, loanDisburseSchema, orderPlaceSchema } from './schemas.js';
import { INVESTMENT_STATUS_LABELS, ORDER_TEXTS, loanCancelledContent } from './texts.js';

const UPDATED_AT = '2025-11-22T05:00:00.123Z';
const line = (serial: string, amount: unknown = 1000) => ({ serial, amount, updated_at: UPDATED_AT });
const order = (overrides: Record<string, unknown> = {}) => ({
  loans: [line('A251122000001')],
  payment_method: 'balance',
  contract_accepted: true,
  ...overrides,
});
const errorsOf = (value: unknown) => {
  const result = orderPlaceSchema.safeParse(value);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

describe('order body', () => {
  it('takes amounts as numbers or digit strings and drops a blank promo code', () => {
    const parsed = orderPlaceSchema.parse(order({ loans: [line('A1', '3000')], promo_code: '  ' }));
    expect(parsed.loans[0]).toEqual({ serial: 'A1', amount: 3000, updated_at: UPDATED_AT });
    expect(parsed.promo_code).toBeUndefined();
  });

  it('applies the cart amount rules to every line', () => {
    expect(errorsOf(order({ loans: [line('A1', 1500)] }))['loans.0.amount']).toBe('投資金額須以 1,000 元為單位');
    expect(errorsOf(order({ loans: [line('A1', 0)] }))['loans.0.amount']).toBe('投資金額至少 1,000 元');
    expect(errorsOf(order({ loans: [line('A1', 'abc')] }))['loans.0.amount']).toBe('請填入正確金額');
  });

  it('needs one to fifty loans, each once, with an ISO updated_at', () => {
    expect(errorsOf(order({ loans: [] })).loans).toBe(ORDER_TEXTS.loansRequired);
    const many = Array.from({ length: ORDER_LOANS_MAX + 1 }, (_, index) => line(`A${index}`));
    expect(errorsOf(order({ loans: many })).loans).toBe(ORDER_TEXTS.loansMax);
    expect(errorsOf(order({ loans: [line('A1'), line('A1')] }))['loans.1.serial']).toBe(ORDER_TEXTS.duplicateLoan);
    expect(errorsOf(order({ loans: [{ ...line('A1'), updated_at: '2025-11-22' }] }))['loans.0.updated_at']).toBe(ORDER_TEXTS.updatedAtInvalid);
  });

  it('refuses unknown fields and payment methods', () => {
    expect(errorsOf(order({ password: 'x' })).password).toBe('不允許的欄位');
    expect(errorsOf(order({ payment_method: 'card' })).payment_method).toBe(ORDER_TEXTS.paymentMethodInvalid);
    expect(errorsOf(order({ contract_accepted: undefined })).contract_accepted).toBe(ORDER_TEXTS.contractMissing);
  });

  it('takes an empty body for actions', () => {
    expect(emptyActionSchema.safeParse({}).success).toBe(true);
    expect(emptyActionSchema.safeParse({ amount: 1 }).success).toBe(false);
  });
});

describe('order rules', () => {
  it('gives a deposit order three days', () => {
    const now = new Date('2025-11-22T00:00:00Z');
    expect(orderDepositDeadline(now).getTime() - now.getTime()).toBe(ORDER_DEPOSIT_DEADLINE_DAYS * 86_400_000);
  });

  it('lowers a line to what is investable in whole units', () => {
    expect(orderableAmount(5000, 3500)).toBe(3000);
    expect(orderableAmount(5000, 800)).toBe(0);
    expect(orderableAmount(2000, 9000)).toBe(2000);
  });

  it('grants the discounted lender fee from the order total', () => {
    const terms = { lender_fee: '1.00', discount_lender_fee: '0.50', min_discount_order_amount: 50_000 };
    expect(orderLenderFee(terms, 49_000)).toBe('1.00');
    expect(orderLenderFee(terms, 50_000)).toBe('0.50');
    expect(orderLenderFee({ ...terms, discount_lender_fee: null }, 90_000)).toBe('1.00');
  });

  it('rounds the progress down', () => {
    expect(investedProgress(2, 3)).toBe('66.66');
    expect(investedProgress(299_000, 300_000)).toBe('99.66');
    expect(investedProgress(300_000, 300_000)).toBe('100.00');
  });

  it('charges the cancel fee only once lenders have committed money', () => {
    expect(loanCancelInfo({ amount: 100_000, invested_amount: 0, balance: 0 })).toEqual({
      balance: 0,
      progress: '0.00',
      processing_amount: 0,
      cancel_fee: 0,
      borrower_fee: 0,
      lender_fee: 0,
      interest: 0,
      total_cancel_amount: 0,
    });
    expect(loanCancelInfo({ amount: 100_000, invested_amount: 25_000, balance: 800 })).toMatchObject({
      progress: '25.00',
      processing_amount: 25_000,
      cancel_fee: LOAN_CANCEL_FEE,
      total_cancel_amount: LOAN_CANCEL_FEE,
    });
  });

  it('links and labels investments', () => {
    expect(investmentLink('I251122000001')).toBe('/investment/I251122000001');
    for (const status of INVESTMENT_STATUSES) expect(INVESTMENT_STATUS_LABELS[status]).toBeTruthy();
    expect(loanCancelledContent('A1', ['I1', 'I2'], 3000)).toBe('您出借的案件 A1 已由借款人下架，投資 I1、I2 已取消，圈存的 NT$ 3,000 已退回您的可用餘額。');
  });

  it('splits the statuses over the tabs without overlap', () => {
    const tabbed = [...INVESTMENT_TAB_STATUSES.waiting, ...INVESTMENT_TAB_STATUSES.active, ...INVESTMENT_TAB_STATUSES.closed];
    expect([...tabbed].sort()).toEqual([...INVESTMENT_STATUSES].sort());
    expect(INVESTMENT_TAB_STATUSES.all).toEqual(INVESTMENT_STATUSES);
  });
});

describe('investment list query', () => {
  it('defaults to every investment, newest first', () => {
    expect(parseInvestmentListQuery({})).toEqual({
      query: { tab: 'all', page: 1, order_by: 'created_at', order_dir: 'desc', filters: {} },
      errors: {},
    });
  });

  it('reads flat and nested filters and a sort', () => {
    const flat = parseInvestmentListQuery({ tab: 'waiting', page: '2', order_by: 'apr', 'filters[app_type]': 'credit', 'filters[status]': 'waiting' });
    expect(flat).toEqual({
      query: { tab: 'waiting', page: 2, order_by: 'apr', order_dir: 'asc', filters: { app_type: 'credit', status: 'waiting' } },
      errors: {},
    });
    const nested = parseInvestmentListQuery({ order_by: 'amount', order_dir: 'desc', filters: { app_type: 'farmer', status: '' } });
    expect(nested.query).toMatchObject({ order_by: 'amount', order_dir: 'desc', filters: { app_type: 'farmer' } });
  });

  it('filters by the types a lender can hold only: no guarantor checks, and crowdfunding for the backed plans', () => {
    expect(parseInvestmentListQuery({ 'filters[app_type]': 'guarantor' }).errors).toEqual({ 'filters[app_type]': MESSAGES.invalidOption });
    expect(parseInvestmentListQuery({ 'filters[app_type]': 'crowdfunding' }).errors).toEqual({});
  });

  it('reports every refused value by its name', () => {
    const { errors } = parseInvestmentListQuery({ tab: 'open', page: '0', order_by: 'x', order_dir: 'up', 'filters[status]': 'paid', 'filters[x]': '1' });
    expect(errors).toEqual({
      tab: MESSAGES.invalidOption,
      page: '輸入的頁數不正確',
      order_by: MESSAGES.invalidOption,
      order_dir: MESSAGES.invalidOption,
      'filters[status]': MESSAGES.invalidOption,
      'filters[x]': '不允許的欄位',
    });
  });
});

describe('orders awaiting a deposit', () => {
  it('hold at most half a loan, in whole order units', () => {
    expect(depositOrdersLoanShareMax(100_000)).toBe(50_000);
    expect(depositOrdersLoanShareMax(5_000)).toBe(2_000);
    expect(depositOrdersLoanShareMax(1_000)).toBe(0);
  });
});

describe('disbursement body', () => {
  it('needs the reason', () => {
    expect(loanDisburseSchema.parse({ reason: ' 已確認滿標 ' })).toEqual({ reason: '已確認滿標' });
    expect(zodIssuesToFieldErrors(loanDisburseSchema.safeParse({}).error!)).toEqual({ reason: '撥款說明為必填' });
  });
});
