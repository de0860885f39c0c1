import { describe, expect, it } from 'vitest';
import { INVESTMENT_ROW_TYPES } from '../orders/investments.js';
import { parseInvestmentListQuery } from '../orders/investments.js';
import { MESSAGES } from '../messages/messages.js';
import { TRANSFER_KINDS, subjectOf } from '../account/ledger.js';
import {
  balanceOrderOutcome,
  cardBrandOf,
  cardExpiryError,
  cardExpiryYears,
  crowdfundingContract,
  crowdfundingOrderBlock,
  crowdfundingSchedule,
  crowdfundingSummary,
  defaultPaymentBy,
  disabledExpiryMonths,
  formatCardNumber,
  maskedCardNumber,
  rateTotal,
} from './rules.js';
import { crowdfundingDeliveryUpdateSchema, crowdfundingOrderSchema, crowdfundingPlanInputSchema } from './schemas.js';
import { CROWDFUNDING_SUMMARY_LENGTH, SANDBOX_TEST_CARDS } from './constants.js';
import { CROWDFUNDING_TEXTS } from './texts.js';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const ORDER = {
  password: 'secret-1',
  plan_id: 3,
  period: 6,
  payment_by: 1,
  delivery_receiver_name: '林小美',
  delivery_address: '臺北市大安區復興南路一段 100 號',
  delivery_phone: '0912345678',
};

describe('the crowdfunding payment rules', () => {
  it('defaults to balance when it covers the first period or holds at least 1000, else to card', () => {
    expect(defaultPaymentBy(500, 500)).toBe(1);
    expect(defaultPaymentBy(1_000, 3_000)).toBe(1);
    expect(defaultPaymentBy(999, 3_000)).toBe(0);
    expect(defaultPaymentBy(0, 1)).toBe(0);
  });

  it('pays a covered balance order now, makes one of at least 1000 wait for a transfer, refuses the rest', () => {
    expect(balanceOrderOutcome(3_000, 3_000)).toBe('pay_now');
    expect(balanceOrderOutcome(1_000, 3_000)).toBe('await_transfer');
    expect(balanceOrderOutcome(999, 3_000)).toBe('refused');
    expect(balanceOrderOutcome(800, 800)).toBe('pay_now');
  });

  it('blocks a finished project and the viewer\'s own', () => {
    expect(crowdfundingOrderBlock('finished', 1, 2)).toBe(CROWDFUNDING_TEXTS.finished);
    expect(crowdfundingOrderBlock('open', 2, 2)).toBe(CROWDFUNDING_TEXTS.ownProject);
    expect(crowdfundingOrderBlock('open', 1, 2)).toBeNull();
    expect(crowdfundingOrderBlock('open', 1, null)).toBeNull();
  });

  it('schedules the first period on the order date and each later one a month on, at the later amount', () => {
    const rate = { period: 3, first_period_amount: 3_000, later_period_amount: 1_500 };
    expect(rateTotal(rate)).toBe(6_000);
    expect(crowdfundingSchedule(rate, '2026-01-31')).toEqual([
      { period_no: 1, due_date: '2026-01-31', amount: 3_000, delivery_deadline: '2026-02-14' },
      { period_no: 2, due_date: '2026-02-28', amount: 1_500, delivery_deadline: '2026-03-14' },
      { period_no: 3, due_date: '2026-03-31', amount: 1_500, delivery_deadline: '2026-04-14' },
    ]);
    expect(crowdfundingSchedule({ period: 2, first_period_amount: 900 }, '2026-05-01').map((row) => row.amount)).toEqual([900, 900]);
  });

  it('pays the moving transfer kinds to the owner\'s cash with their own statement subjects', () => {
    expect(TRANSFER_KINDS.crowdfunding_card_payment).toMatchObject({ from: 'bank', to: 'user_cash' });
    expect(subjectOf('crowdfunding_balance_payment', 'debit')).toBe('crowdfunding_payment');
    expect(subjectOf('crowdfunding_balance_payment', 'credit')).toBe('crowdfunding_income');
    expect(subjectOf('crowdfunding_card_payment', 'credit')).toBe('crowdfunding_income');
  });
});

describe('the card rules', () => {
  it('masks a typed number in four groups of four and keeps only the first six and last four', () => {
    expect(formatCardNumber('4111-1111 11111111 99')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(maskedCardNumber('4111111111111111')).toBe('411111******1111');
  });

  it('tells the four accepted brands and refuses others', () => {
    expect(cardBrandOf(SANDBOX_TEST_CARDS.visaApprove)).toBe('visa');
    expect(cardBrandOf(SANDBOX_TEST_CARDS.mastercardApprove)).toBe('mastercard');
    expect(cardBrandOf('2221000000000009')).toBe('mastercard');
    expect(cardBrandOf(SANDBOX_TEST_CARDS.jcbApprove)).toBe('jcb');
    expect(cardBrandOf(SANDBOX_TEST_CARDS.unionpayApprove)).toBe('unionpay');
    expect(cardBrandOf('3412345678901234')).toBeNull();
    expect(cardBrandOf('411111111111111')).toBeNull();
  });

  it('offers 20 years from the business date\'s year and disables its earlier months', () => {
    expect(cardExpiryYears('2026-11-28')).toHaveLength(20);
    expect(cardExpiryYears('2026-11-28')[0]).toBe(2026);
    expect(cardExpiryYears('2026-11-28')[19]).toBe(2045);
    expect(disabledExpiryMonths(2026, '2026-11-28')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(disabledExpiryMonths(2027, '2026-11-28')).toEqual([]);
    expect(cardExpiryError('2026-11', '2026-11-28')).toBeNull();
    expect(cardExpiryError('2026-10', '2026-11-28')).toBe(CROWDFUNDING_TEXTS.cardExpired);
    expect(cardExpiryError('2025-12', '2026-11-28')).toBe(CROWDFUNDING_TEXTS.cardExpired);
    expect(cardExpiryError('2046-01', '2026-11-28')).toBe(CROWDFUNDING_TEXTS.cardDate);
    expect(cardExpiryError('2027-13', '2026-11-28')).toBe(CROWDFUNDING_TEXTS.cardDate);
    expect(cardExpiryError('27-01', '2026-11-28')).toBe(CROWDFUNDING_TEXTS.cardDate);
  });
});

describe('the order form schema', () => {
  it('asks for the password with the spec\'s prompt and a card when paying by card', () => {
    expect(errorsOf(crowdfundingOrderSchema.safeParse({ ...ORDER, password: '' }))).toEqual({ password: MESSAGES.passwordPrompt });
    expect(errorsOf(crowdfundingOrderSchema.safeParse({ ...ORDER, payment_by: 0 }))).toEqual({ credit_card: CROWDFUNDING_TEXTS.cardRequired });
    expect(errorsOf(crowdfundingOrderSchema.safeParse({ ...ORDER, payment_by: 2 }))).toEqual({ payment_by: CROWDFUNDING_TEXTS.paymentByInvalid });
  });

  it('checks the card: 16 digits of an accepted brand, YYYY-MM, a 3-digit code', () => {
    const card = (credit_card: object) => errorsOf(crowdfundingOrderSchema.safeParse({ ...ORDER, payment_by: 0, credit_card }));
    expect(card({ card_number: '4111 1111 1111 1111', date: '2030-01', code: '123' })).toEqual({});
    expect(card({ card_number: '4111 1111 1111', date: '2030-01', code: '123' })).toEqual({ 'credit_card.card_number': CROWDFUNDING_TEXTS.cardNumber });
    expect(card({ card_number: '9111111111111111', date: '2030-01', code: '123' })).toEqual({ 'credit_card.card_number': CROWDFUNDING_TEXTS.cardBrand });
    expect(card({ card_number: '4111111111111111', date: '203001', code: '12' })).toEqual({
      'credit_card.date': CROWDFUNDING_TEXTS.cardDate,
      'credit_card.code': CROWDFUNDING_TEXTS.cardCode,
    });
    const parsed = crowdfundingOrderSchema.parse({ ...ORDER, payment_by: 0, credit_card: { card_number: '4111 1111 1111 1111', date: '2030-01', code: '123' } });
    expect(parsed.credit_card?.card_number).toBe('4111111111111111');
  });

  it('refuses NUL characters and unknown fields', () => {
    expect(errorsOf(crowdfundingOrderSchema.safeParse({ ...ORDER, delivery_address: 'a\u0000' }))).toEqual({ delivery_address: MESSAGES.invalidCharacter });
    expect(Object.values(errorsOf(crowdfundingOrderSchema.safeParse({ ...ORDER, extra: 1 })))).toEqual([MESSAGES.unknownField]);
  });

  it('needs distinct periods in a plan and the carrier and tracking number of a shipment', () => {
    const plan = { title: '方案', units: 5, rates: [{ period: 3, first_period_amount: 100 }, { period: 3, first_period_amount: 200 }] };
    expect(errorsOf(crowdfundingPlanInputSchema.safeParse(plan))).toEqual({ rates: CROWDFUNDING_TEXTS.ratesDuplicate });
    expect(crowdfundingDeliveryUpdateSchema.safeParse({ status: 'shipped', carrier_code: 'TCAT' }).success).toBe(false);
    expect(crowdfundingDeliveryUpdateSchema.safeParse({ status: 'cancelled' }).success).toBe(true);
  });
});

describe('the contract preview', () => {
  it('names the parties, the plan, the period and the amounts', () => {
    const contract = crowdfundingContract({
      projectTitle: '花蓮有機米',
      projectSerial: 'CF000001',
      ownerName: '王大明',
      ownerSerial: 'M0001',
      backerName: null,
      backerSerial: null,
      planTitle: '每月一箱',
      rate: { period: 3, first_period_amount: 3_000, later_period_amount: 1_500 },
      businessDate: '2026-11-28',
    });
    const text = JSON.stringify(contract);
    expect(contract.title).toBe('「花蓮有機米」募資贊助契約');
    for (const part of ['王大明', 'M0001', '每月一箱', '3 期', 'NT$ 3,000', 'NT$ 1,500', 'NT$ 6,000', '2026-11-28']) expect(text).toContain(part);
  });
});

describe('the investment list', () => {
  it('filters by the crowdfunding row type', () => {
    expect(INVESTMENT_ROW_TYPES).toContain('crowdfunding');
    expect(parseInvestmentListQuery({ 'filters[app_type]': 'crowdfunding' }).query.filters.app_type).toBe('crowdfunding');
  });
});

describe('a project card', () => {
  it('shows the first text block, cut with an ellipsis past its length', () => {
    expect(crowdfundingSummary([{ type: 'heading', content: '標題' }, { type: 'text', content: ' 花蓮有機米 ' }, { type: 'text', content: '第二段' }])).toBe('花蓮有機米');
    const long = '稻'.repeat(CROWDFUNDING_SUMMARY_LENGTH + 5);
    expect(crowdfundingSummary([{ type: 'text', content: long }])).toBe(`${'稻'.repeat(CROWDFUNDING_SUMMARY_LENGTH)}…`);
    expect(crowdfundingSummary([{ type: 'image', content: '12' }])).toBe('');
  });
});
