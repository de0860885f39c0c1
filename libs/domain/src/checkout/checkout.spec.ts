import { describe, expect, it } from 'vitest';
import { parseListQuery } from '../schemas/list-query.js';
import {
  CHECKOUT_BALANCE_PAYMENT_MIN,
  CHECKOUT_CHECK_ALL_ABOVE,
  LENDER_INVESTMENTS_PATH,
} from './constants.js';
import {
  LENDER_INVESTMENT_QUERY,
  lenderInvestmentTabOf,
  lenderInvestmentsApiQuery,
  lenderInvestmentsPath,
} from './investments.js';
import type { CheckoutLine } from './rules.js';
import {
  applyCheckoutChanges,
  checkoutBlock,
  checkoutConfirmations,
  checkoutDepositShortfall,
  checkoutOffersCheckAll,
  checkoutPaymentMethod,
  checkoutSteps,
  checkoutTotal,
} from './rules.js';
import { CHECKOUT_TEXTS, checkoutContractMissing, lenderInvestmentTypeLabel } from './texts.js';

const line = (serial: string, overrides: Partial<CheckoutLine> = {}): CheckoutLine => ({
  serial,
  amount: 5000,
  updated_at: '2026-01-01T00:00:00.000Z',
  app_type: 'credit',
  pgr: '80.00',
  is_student_loan: false,
  ...overrides,
});

describe('checkout confirmations', () => {
  it('asks only for what some loan of the order calls for', () => {
    expect(checkoutConfirmations([line('A')])).toEqual([]);
    expect(checkoutConfirmations([line('A', { pgr: '0.00' })])).toEqual(['no_protection']);
    expect(checkoutConfirmations([line('A', { pgr: '0' })])).toEqual(['no_protection']);
    expect(checkoutConfirmations([line('A', { app_type: 'student' })])).toEqual(['student_project']);
    expect(checkoutConfirmations([line('A', { is_student_loan: true })])).toEqual(['student_project']);
    expect(checkoutConfirmations([line('A', { app_type: 'pawn_project' })])).toEqual(['collateral']);
    expect(checkoutConfirmations([line('A', { app_type: 'realty' })])).toEqual(['collateral']);
  });

  it('keeps the spec order whatever the order of the loans', () => {
    expect(
      checkoutConfirmations([line('A', { app_type: 'realty' }), line('B', { app_type: 'student', pgr: '0.00' })]),
    ).toEqual(['no_protection', 'student_project', 'collateral']);
  });
});

describe('checkout blocks', () => {
  const lines = [line('A1', { pgr: '0.00' }), line('A2', { app_type: 'realty' })];

  it('names every loan whose contract is not accepted first', () => {
    expect(checkoutBlock(lines, { contracts: new Set(), confirmed: new Set() })).toEqual({
      title: '請同意合約',
      text: `${checkoutContractMissing('A1')}\n${checkoutContractMissing('A2')}`,
    });
    expect(checkoutContractMissing('A1')).toBe('您尚未同意合約 A1');
  });

  it('then asks for each missing confirmation in turn, with the spec’s messages', () => {
    const contracts = new Set(['A1', 'A2']);
    expect(checkoutBlock(lines, { contracts, confirmed: new Set() })?.text).toBe('您尚未確認無風保同意');
    expect(checkoutBlock(lines, { contracts, confirmed: new Set(['no_protection'] as const) })?.text).toBe(
      '您尚未確認擔保品案件同意',
    );
    expect(checkoutBlock([line('S', { app_type: 'student' })], { contracts: new Set(['S']), confirmed: new Set() })?.text).toBe(
      '您尚未確認學霸專案同意',
    );
    expect(checkoutBlock(lines, { contracts, confirmed: new Set(['no_protection', 'collateral'] as const) })).toBeNull();
  });
});

describe('check-all and payment', () => {
  it('offers check-all above five loans', () => {
    expect(CHECKOUT_CHECK_ALL_ABOVE).toBe(5);
    expect(checkoutOffersCheckAll(5)).toBe(false);
    expect(checkoutOffersCheckAll(6)).toBe(true);
  });

  it('pays from the balance when it is at least 1000 and covers the total, else by deposit', () => {
    expect(CHECKOUT_BALANCE_PAYMENT_MIN).toBe(1000);
    expect(checkoutPaymentMethod(5000, 5000)).toBe('balance');
    expect(checkoutPaymentMethod(4999, 5000)).toBe('deposit');
    expect(checkoutPaymentMethod(999, 0)).toBe('deposit');
    expect(checkoutSteps('balance')).toEqual(['contracts', 'complete']);
    expect(checkoutSteps('deposit')).toEqual(['contracts', 'deposit', 'transfer_complete']);
  });

  it('totals the order and what a deposit still needs', () => {
    expect(checkoutTotal([line('A'), line('B', { amount: 3000 })])).toBe(8000);
    expect(checkoutDepositShortfall(8000, 2500)).toBe(5500);
    expect(checkoutDepositShortfall(8000, 9000)).toBe(0);
    expect(checkoutDepositShortfall(8000, -100)).toBe(8000);
  });
});

describe('CART_CHANGED', () => {
  it('takes the lowered amounts and new updated_at, drops loans lowered to nothing and says what changed', () => {
    const result = applyCheckoutChanges(
      [line('A'), line('B'), line('C')],
      [
        { serial: 'B', amount: 2000, updated_at: '2026-01-02T00:00:00.000Z' },
        { serial: 'C', amount: 0, updated_at: '2026-01-02T00:00:00.000Z' },
      ],
    );
    expect(result.lines.map((item) => [item.serial, item.amount, item.updated_at])).toEqual([
      ['A', 5000, '2026-01-01T00:00:00.000Z'],
      ['B', 2000, '2026-01-02T00:00:00.000Z'],
    ]);
    expect(result.changes).toEqual([
      { serial: 'B', from: 5000, to: 2000 },
      { serial: 'C', from: 5000, to: 0 },
    ]);
    expect(CHECKOUT_TEXTS.cartChanged).toBe('購物車部分案件更動');
  });
});

describe('lender investment list', () => {
  it('reads the tab from the path, all by default, unknown tabs refused', () => {
    expect(lenderInvestmentTabOf(undefined)).toBe('all');
    expect(lenderInvestmentTabOf('waiting')).toBe('waiting');
    expect(lenderInvestmentTabOf('secret')).toBeUndefined();
    expect(lenderInvestmentsPath('all')).toBe(LENDER_INVESTMENTS_PATH);
    expect(lenderInvestmentsPath('closed')).toBe(`${LENDER_INVESTMENTS_PATH}/closed`);
  });

  it('takes back only valid sort and filter values and asks the API with filters[...]', () => {
    const query = parseListQuery(
      { page: '2', order_by: 'apr', order_dir: 'desc', 'filters[app_type]': 'sme', 'filters[status]': 'bogus' },
      LENDER_INVESTMENT_QUERY,
    );
    expect(query).toEqual({ page: 2, order_by: 'apr', order_dir: 'desc', filters: { 'filters[app_type]': 'sme' } });
    expect(decodeURIComponent(lenderInvestmentsApiQuery('waiting', query))).toBe(
      'tab=waiting&page=2&order_by=apr&order_dir=desc&filters[app_type]=sme',
    );
    expect(lenderInvestmentsApiQuery('all', { page: 1, filters: {} })).toBe('tab=all');
  });

  it('names crowdfunding rows and unknown types as sent', () => {
    expect(lenderInvestmentTypeLabel('crowdfunding')).toBe('群眾募資');
    expect(lenderInvestmentTypeLabel('sme')).toBe('中小企業貸款');
    expect(lenderInvestmentTypeLabel('robot')).toBe('robot');
  });
});
