import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { CREDIT_GRADE_CODES } from '../grades/credit-grades.js';
import { zodIssuesToFieldErrors } from '../schemas/field-errors.js';
import { LOAN_APP_TYPES } from '../loans/vocabulary.js';
import { CHAT_CONTENT_MAX_LENGTH } from '../constants/limits.js';
import { range } from '../messages/message-functions.js';
import { MARKET_CREDIT_PAGE_SIZE, MARKET_PAGE_SIZE } from './constants.js';
import {
  birthdayBoundForAge,
  childrenCountOptionsBetween,
  hasAdvancedFilters,
  parseMarketQuery,
  toMarketQueryString,
  toggleMarketSort,
  withMarketFilters,
} from './filters.js';
import { canInvestAll, checkInvestAmount, investAllAmount, investAmountRule } from './invest-amount.js';
import { repaymentFigures, summarizeMarket } from './payments.js';
import { CREDIT_RANK_LEVELS, creditRankOf, creditRanksOfGroup } from './ranks.js';
import {
  MARKET_TABS,
  MARKET_TAB_APP_TYPES,
  isMarketVisible,
  marketPageSize,
  marketSourceOf,
  marketTabOf,
  marketTypeGroupOf,
} from './tabs.js';
import { marketMessageSchema, marketQuestionSchema, marketReplySchema } from './talk.js';
import { marketPageTitle } from './texts.js';

const errorsOf = (schema: { safeParse: (input: unknown) => { success: boolean; error?: unknown } }, input: unknown) => {
  const result = schema.safeParse(input) as { success: boolean; error?: Parameters<typeof zodIssuesToFieldErrors>[0] };
  return result.success || result.error === undefined ? {} : zodIssuesToFieldErrors(result.error);
};

describe('tabs and sources', () => {
  it('lists every application type but guarantor in exactly one tab', () => {
    for (const type of LOAN_APP_TYPES) {
      const tabs = MARKET_TABS.filter((tab) => MARKET_TAB_APP_TYPES[tab].includes(type));
      expect(tabs).toHaveLength(type === 'guarantor' ? 0 : 1);
      expect(marketTabOf(type)).toBe(tabs[0]);
    }
    expect(MARKET_TAB_APP_TYPES.credit).toEqual(['credit', 'student']);
    expect(marketTabOf('corporate')).toBe('sme');
  });

  it('falls back to the complex market for any source that is not configured', () => {
    expect(marketSourceOf('npr')).toBe('npr');
    expect(marketSourceOf('pgr')).toBe('pgr');
    expect(marketSourceOf('vip')).toBe('complex');
    expect(marketSourceOf(undefined)).toBe('complex');
    expect(marketSourceOf(['npr'])).toBe('complex');
  });

  it('groups credit loans by type: normal, student project, fast apply', () => {
    expect(marketTypeGroupOf('credit', false)).toBe('normal');
    expect(marketTypeGroupOf('credit', true)).toBe('fast_apply');
    expect(marketTypeGroupOf('student', false)).toBe('student_project');
    expect(marketTypeGroupOf('sme', true)).toBe('sme');
    expect(marketTypeGroupOf('guarantor', false)).toBeUndefined();
  });

  it('pages 12 on the credit market and 20 elsewhere', () => {
    expect(marketPageSize('credit')).toBe(MARKET_CREDIT_PAGE_SIZE);
    expect(MARKET_CREDIT_PAGE_SIZE).toBe(12);
    for (const tab of MARKET_TABS.filter((candidate) => candidate !== 'credit')) expect(marketPageSize(tab)).toBe(MARKET_PAGE_SIZE);
    expect(MARKET_PAGE_SIZE).toBe(20);
  });

  it('shows a loan detail once listed, never withdrawn, unfunded or guarantor loans', () => {
    expect(isMarketVisible('matching', 'credit')).toBe(true);
    expect(isMarketVisible('repaying', 'sme')).toBe(true);
    expect(isMarketVisible('rate_confirming', 'credit')).toBe(false);
    expect(isMarketVisible('rate_confirming', 'pawn_project')).toBe(true);
    expect(isMarketVisible('cancelled', 'credit')).toBe(false);
    expect(isMarketVisible('expired', 'credit')).toBe(false);
    expect(isMarketVisible('matching', 'guarantor')).toBe(false);
  });

  it('titles the page with the tab name plus market', () => {
    expect(marketPageTitle('sme')).toBe('中小企業市場 | 信橋 LendBridge');
  });
});

describe('credit ranks', () => {
  it('ranks every grade code by its display level, best first, student codes as S', () => {
    expect(creditRankOf('A0')).toBe(1);
    expect(creditRankOf('2A0')).toBe(1);
    expect(creditRankOf('H5')).toBe(9);
    expect(creditRankOf('C_STU')).toBe(10);
    expect(creditRankOf('S3')).toBe(13);
    expect(creditRankOf('Z9')).toBeUndefined();
    for (const code of CREDIT_GRADE_CODES) expect(creditRankOf(code)).toBeGreaterThanOrEqual(1);
    expect(CREDIT_RANK_LEVELS).toHaveLength(13);
    expect(creditRanksOfGroup('A')).toEqual([1, 2, 3]);
    expect(creditRanksOfGroup('S')).toEqual([10, 11, 12, 13]);
  });
});

describe('parseMarketQuery', () => {
  it('defaults to page 1, newest listings first, the complex source and the locked pawn view', () => {
    const { query, errors, advanced } = parseMarketQuery({}, 'credit');
    expect(errors).toEqual({});
    expect(advanced).toEqual([]);
    expect(query).toEqual({
      page: 1,
      order_by: 'listed_at',
      order_dir: 'desc',
      sorted: false,
      source: 'complex',
      pawn_tab: 'locked',
      filters: {},
    });
  });

  it('reads page, sort, quick and advanced filters from flat filters[name] keys or a nested object', () => {
    const flat = parseMarketQuery(
      {
        page: '3',
        order_by: 'apr',
        source: 'npr',
        'filters[period]': '36',
        'filters[ranks]': 'A',
        'filters[loan_application_type_group]': 'student_project',
        'filters[apr_min]': '5.5',
        'filters[purposes]': 'wedding, travel,wedding',
        'filters[rank_min]': 'A+',
        'filters[rank_max]': 'B',
      },
      'credit',
    );
    expect(flat.errors).toEqual({});
    expect(flat.query).toMatchObject({ page: 3, order_by: 'apr', order_dir: 'asc', sorted: true, source: 'npr' });
    expect(flat.query.filters).toEqual({
      period: 36,
      ranks: 'A',
      loan_application_type_group: 'student_project',
      apr_min: '5.50',
      purposes: ['wedding', 'travel'],
      rank_min: 'A+',
      rank_max: 'B',
    });
    expect(flat.advanced.sort()).toEqual(['apr_min', 'purposes', 'rank_max', 'rank_min']);
    const nested = parseMarketQuery({ filters: { gender: 'female', age_min: '30' } }, 'sme');
    expect(nested.query.filters).toEqual({ gender: 'female', age_min: 30 });
  });

  it('reports each invalid value on its parameter name and leaves it out', () => {
    const { query, errors } = parseMarketQuery(
      {
        page: '0',
        order_by: 'borrower_name',
        order_dir: 'up',
        pawn_tab: 'sold',
        'filters[period]': '13',
        'filters[ranks]': 'Z',
        'filters[apr_min]': '17',
        'filters[amount_min_ten_thousand]': '-5',
        'filters[purposes]': 'wedding,yacht',
        'filters[gender]': 'x',
        'filters[nickname]': 'x',
        'filters[loan_application_type_group]': 'sme',
      },
      'credit',
    );
    expect(errors).toEqual({
      page: '輸入的頁數不正確',
      order_by: '請選擇有效的選項',
      order_dir: '請選擇有效的選項',
      'filters[period]': '請選擇有效的選項',
      'filters[ranks]': '請選擇有效的選項',
      'filters[apr_min]': range('年利率下限（%）', 0, 16),
      'filters[amount_min_ten_thousand]': '請只輸入數字',
      'filters[purposes]': '請選擇有效的選項',
      'filters[gender]': '請選擇有效的選項',
      'filters[nickname]': '不允許的欄位',
      'filters[loan_application_type_group]': '請選擇有效的選項',
    });
    expect(query.page).toBe(1);
    expect(query.filters).toEqual({});
    expect(query.order_by).toBe('listed_at');
  });

  it('reads pawn_tab only on the pawn-project tab', () => {
    expect(parseMarketQuery({ pawn_tab: 'backed' }, 'pawn-project').query.pawn_tab).toBe('backed');
    expect(parseMarketQuery({ pawn_tab: 'sold' }, 'sme').errors).toEqual({});
  });

  it('refuses a maximum below its minimum', () => {
    const { errors, query } = parseMarketQuery(
      { 'filters[apr_min]': '9', 'filters[apr_max]': '8', 'filters[rank_min]': 'B', 'filters[rank_max]': 'A' },
      'credit',
    );
    expect(errors).toEqual({ 'filters[apr_max]': '最大值不能小於最小值', 'filters[rank_max]': '最大值不能小於最小值' });
    expect(query.filters).toEqual({ apr_min: '9.00', rank_min: 'B' });
  });

  it('treats blank values as not given and refuses repeated parameters', () => {
    expect(parseMarketQuery({ page: '', 'filters[period]': ' ' }, 'credit')).toMatchObject({ errors: {}, query: { page: 1, filters: {} } });
    expect(parseMarketQuery({ 'filters[period]': ['12', '24'] }, 'credit').errors).toEqual({ 'filters[period]': '格式不正確' });
  });

  it('writes the query string back, leaving defaults out, and reads it again unchanged', () => {
    const { query } = parseMarketQuery(
      { page: '2', order_by: 'amount', order_dir: 'desc', 'filters[purposes]': 'wedding,travel', 'filters[period]': '24' },
      'credit',
    );
    const text = toMarketQueryString(query, 'credit');
    expect(text).toBe(
      'page=2&order_by=amount&order_dir=desc&filters%5Bperiod%5D=24&filters%5Bpurposes%5D=wedding%2Ctravel',
    );
    const again = parseMarketQuery(Object.fromEntries(text.split('&').map((pair) => pair.split('=').map(decodeURIComponent))), 'credit');
    expect(again.query).toEqual(query);
    expect(toMarketQueryString(parseMarketQuery({}, 'credit').query, 'credit')).toBe('');
  });

  it('toggles the same sort field and starts a new one ascending, back on page 1', () => {
    const start = parseMarketQuery({ page: '4' }, 'credit').query;
    const byApr = toggleMarketSort(start, 'apr');
    expect(byApr).toMatchObject({ page: 1, order_by: 'apr', order_dir: 'asc', sorted: true });
    expect(toggleMarketSort(byApr, 'apr').order_dir).toBe('desc');
    expect(toggleMarketSort(toggleMarketSort(byApr, 'apr'), 'apr').order_dir).toBe('asc');
    expect(toggleMarketSort({ ...byApr, page: 3 }, 'amount')).toMatchObject({ page: 1, order_by: 'amount', order_dir: 'asc' });
    expect(toggleMarketSort(start, 'listed_at').order_dir).toBe('asc');
    expect(withMarketFilters({ ...byApr, page: 5 }, { period: 12 })).toMatchObject({ page: 1, filters: { period: 12 } });
    expect(hasAdvancedFilters({ period: 12 })).toBe(false);
    expect(hasAdvancedFilters({ gender: 'male' })).toBe(true);
  });
});

describe('age and children bounds', () => {
  it('gives the latest birthday of a given age in Taiwan, 29 February falling on the 28th', () => {
    expect(birthdayBoundForAge(30, new Date('2025-06-15T00:00:00+08:00'))).toBe('1995-06-15');
    expect(birthdayBoundForAge(21, new Date('2024-02-29T12:00:00+08:00'))).toBe('2003-02-28');
    expect(birthdayBoundForAge(20, new Date('2025-03-01T23:30:00Z'))).toBe('2005-03-02');
  });

  it('counts 3+ as three children', () => {
    expect(childrenCountOptionsBetween(1, 3)).toEqual(['1', '2', '3+']);
    expect(childrenCountOptionsBetween(0, 0)).toEqual(['0']);
  });
});

describe('summary figures', () => {
  it('computes equal installments and equal principal', () => {
    const installment = repaymentFigures(120_000, '12', 12, 'equal_installment');
    expect(installment.firstPayment.toDecimalPlaces(2).toNumber()).toBe(10661.85);
    expect(installment.totalRepayment.toDecimalPlaces(0).toNumber()).toBe(127942);
    const principal = repaymentFigures(120_000, '12', 12, 'equal_principal');
    expect(principal.firstPayment.toNumber()).toBe(11200);
    expect(principal.totalRepayment.toNumber()).toBe(127800);
    expect(repaymentFigures(12_000, 0, 12, 'equal_installment').firstPayment.toNumber()).toBe(1000);
  });

  it('weights rates by the investable amount and counts levels', () => {
    const summary = summarizeMarket([
      { grade: 'A0', apr: '6.00', period: 12, principal_repayment_type: 'equal_installment', lender_fee: '1.00', promotion_lender_fee: '0.50', count: 2, amount_investable: 100_000 },
      { grade: 'H1', apr: '12.00', period: 12, principal_repayment_type: 'equal_principal', lender_fee: '2.00', promotion_lender_fee: '2.00', count: 1, amount_investable: 300_000 },
    ]);
    expect(summary).toMatchObject({ count: 3, amount: 400_000, apr: '10.50', lender_fee: '1.75', promotion_lender_fee: '1.63' });
    const first = repaymentFigures(100_000, '6', 12, 'equal_installment');
    const second = repaymentFigures(300_000, '12', 12, 'equal_principal');
    expect(summary.sum_pmt).toBe(first.firstPayment.plus(second.firstPayment).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber());
    expect(summary.total_fee).toBe(
      first.totalRepayment.times('0.01').plus(second.totalRepayment.times('0.02')).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber(),
    );
    expect(summary.sum_pmt_rate).toBe(new Decimal(summary.sum_pmt).times(100).dividedBy(400_000).toFixed(2));
    expect(summary.ranks['A+']).toBe(2);
    expect(summary.ranks['C+']).toBe(1);
    expect(summary.ranks.S).toBe(0);
  });

  it('answers zeros for an empty market', () => {
    expect(summarizeMarket([])).toMatchObject({ count: 0, amount: 0, apr: '0.00', sum_pmt: 0, sum_pmt_rate: '0.00', total_fee: 0 });
  });
});

describe('message and question rules', () => {
  it('requires a subject and content with their own messages', () => {
    expect(errorsOf(marketMessageSchema, {})).toEqual({ subject: '請輸入主旨', content: '請輸入內容' });
    expect(errorsOf(marketMessageSchema, { subject: '  ', content: '' })).toEqual({ subject: '請輸入主旨', content: '請輸入內容' });
    expect(marketMessageSchema.parse({ subject: ' 請問 ', content: '還款來源？' })).toEqual({ subject: '請問', content: '還款來源？' });
  });

  it('limits content to 1000 characters and blocks e-mail addresses and phone numbers', () => {
    expect(errorsOf(marketMessageSchema, { subject: 'a', content: 'x'.repeat(CHAT_CONTENT_MAX_LENGTH + 1) })).toEqual({
      content: `內容不能超過 ${CHAT_CONTENT_MAX_LENGTH} 個字`,
    });
    expect(marketMessageSchema.safeParse({ subject: 'a', content: 'x'.repeat(CHAT_CONTENT_MAX_LENGTH) }).success).toBe(true);
    expect(errorsOf(marketMessageSchema, { subject: 'a', content: '寫信到 me@example.com' })).toEqual({ content: '請勿在內文輸入email' });
    expect(errorsOf(marketMessageSchema, { subject: '打給我 0912-345-678', content: 'ok' })).toEqual({ subject: '請勿在內文輸入電話' });
    expect(errorsOf(marketMessageSchema, { subject: 'a', content: 'b', receiver_serial: 'M1' })).toEqual({ receiver_serial: '不允許的欄位' });
  });

  it('requires a question title and a reply, with the same contact rule', () => {
    expect(errorsOf(marketQuestionSchema, { title: '' })).toEqual({ title: '請輸入問題' });
    expect(errorsOf(marketQuestionSchema, { title: '(02)2345-6789 找我' })).toEqual({ title: '請勿在內文輸入電話' });
    expect(errorsOf(marketReplySchema, {})).toEqual({ description: '請輸入回覆內容' });
  });
});

describe('invest amount box', () => {
  const rule = investAmountRule(25_500);

  it('accepts a multiple of 1000 between 1000 and the investable amount, else 輸入錯誤', () => {
    expect(checkInvestAmount('', rule)).toEqual({ state: 'empty' });
    expect(checkInvestAmount('5000', rule)).toEqual({ state: 'valid', amount: 5000 });
    expect(checkInvestAmount('25000', rule)).toEqual({ state: 'valid', amount: 25000 });
    for (const text of ['500', '1500', '26000', 'abc', '-1000', '1e3', '1000.0']) {
      expect(checkInvestAmount(text, rule)).toEqual({ state: 'invalid', message: '輸入錯誤' });
    }
  });

  it('invests all as the largest multiple within the investable amount', () => {
    expect(investAllAmount(rule)).toBe(25_000);
    expect(canInvestAll('', rule)).toBe(true);
    expect(canInvestAll('3000', rule)).toBe(true);
    expect(canInvestAll('25000', rule)).toBe(false);
    expect(canInvestAll('', investAmountRule(500))).toBe(false);
  });
});
