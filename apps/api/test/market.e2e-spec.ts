import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Decimal } from 'decimal.js';
import { DataSource } from 'typeorm';
import {
  MARKET_CREDIT_PAGE_SIZE,
  MARKET_ORDER_FIELDS,
  MARKET_PAGE_SIZE,
  MARKET_TABS,
  MARKET_TAB_APP_TYPES,
  MESSAGES,
  creditRankOf,
  gradeBaseRate,
  summarizeMarket,
} from '@lendbridge/domain';
import type { MarketOrderField, MarketSummaryGroup } from '@lendbridge/domain';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { factBorrower, listLoan, setLoanState } from './factories/market.js';
import type { ListedLoan, MarketLoanSpec } from './factories/market.js';
import { completeBasic, fullMember, signUp, signUpAs } from './factories/members.js';
import type { Member } from './factories/members.js';

type Owner = 'alice' | 'bob';

interface Case extends ListedLoan {
  owner: Owner;
  apr: number;
  rank: number;
  progress: number;
  /** Withdrawn or past its funding deadline: no longer listed. */
  hidden?: boolean;
}

const ALICE_FACTS = {
  basic: { gender: 'female', birthday: '1990/05/20', education_level: 'master' },
  profile: { marriage_status: 'single', children_count: '0', house_type: 'rent' },
};
const BOB_FACTS = {
  basic: { gender: 'male', birthday: '1970/01/15', education_level: 'senior_high', firstname: '大同', lastname: '趙' },
  profile: {
    marriage_status: 'married',
    children_count: '2',
    house_type: 'own',
    registered_address: { zip_code: '806', city: '高雄市', district: '前鎮區', address: '中山二路 2 號' },
  },
};

const STUDENT_PROFILE = {
  school_name: '國立臺灣大學',
  school_dept_name: '資訊工程學系',
  education_level: 'bachelor',
  school_grade: 'year_3',
  contact_line: 'stu.line',
  available_time: 'evening',
};

const BOB_RICH_PROFILE = {
  company_type: '製造業',
  company_title: '廠長',
  company_income: 150,
  company_seniority: 'over_10_years',
  car_count: 2,
  house_count: 1,
};

const aprOf = (spec: MarketLoanSpec): number =>
  new Decimal(gradeBaseRate(spec.grade) ?? 0).plus(spec.addRate ?? '3').toNumber();

const query = (params: Record<string, string | number>): string =>
  new URLSearchParams(Object.entries(params).map(([key, value]): [string, string] => [key, String(value)])).toString();

const serialsOf = (response: { body: { data: { serial: string }[] } }): string[] => response.body.data.map((card) => card.serial);

describe('market-place', () => {
  let t: TestApp;
  let dataSource: DataSource;
  let admin: Member;
  let alice: Member;
  let bob: Member;
  let lender: Member;
  let member: Member;
  let signedIn: Member;
  let visitor: Browser;
  const cases: Record<string, Case> = {};
  const fillers: Case[] = [];

  const add = async (name: string, owner: Owner, spec: MarketLoanSpec): Promise<Case> => {
    const listed = await listLoan(t, owner === 'alice' ? alice : bob, admin.id, spec);
    const entry: Case = { ...listed, owner, apr: aprOf(spec), rank: creditRankOf(spec.grade) ?? 0, progress: 0 };
    cases[name] = entry;
    return entry;
  };

  /** The open loans of the credit tab, as the test made them. */
  const creditOpen = (): Case[] =>
    [...Object.values(cases), ...fillers].filter(
      (entry) => MARKET_TAB_APP_TYPES.credit.includes(entry.spec.appType) && entry.hidden !== true,
    );
  let creditTab: Case[] = [];

  const list = (browser: Browser, tab: string, params: Record<string, string | number> = {}) =>
    browser.get(`/api/market-place/${tab}${Object.keys(params).length ? `?${query(params)}` : ''}`);

  /** Every card of a credit-tab view, both pages. */
  const allCredit = async (browser: Browser, params: Record<string, string | number> = {}): Promise<string[]> => {
    const first = await list(browser, 'credit', params);
    expect({ status: first.status, errors: first.body.errors }).toEqual({ status: 200, errors: undefined });
    const pages = first.body.meta.pagination.total_pages as number;
    const serials = serialsOf(first);
    for (let page = 2; page <= pages; page += 1) serials.push(...serialsOf(await list(browser, 'credit', { ...params, page })));
    return serials;
  };

  const expectCredit = async (filters: Record<string, string>, predicate: (entry: Case) => boolean) => {
    const params = Object.fromEntries(Object.entries(filters).map(([key, value]) => [`filters[${key}]`, value]));
    const expected = creditTab.filter(predicate).map((entry) => entry.serial);
    expect(expected.length).toBeGreaterThan(0);
    expect((await allCredit(lender.browser, params)).sort()).toEqual(expected.sort());
  };

  beforeAll(async () => {
    t = await createTestApp();
    dataSource = t.app.get(DataSource);
    admin = await signUpAs(t, ['admin']);
    [alice, bob, lender] = await Promise.all([factBorrower(t, ALICE_FACTS), factBorrower(t, BOB_FACTS), fullMember(t)]);
    member = await signUp(t);
    await completeBasic(member);
    signedIn = await signUp(t);
    visitor = new Browser(t.http);

    await add('A1', 'alice', {
      appType: 'credit', grade: 'B', amount: 300_000, period: 36, addRate: '3', source: 'complex',
      profile: { company_type: '資訊服務業' }, application: { purpose: 'debt_consolidation' },
    });
    await add('A2', 'alice', {
      appType: 'credit', grade: 'E', amount: 150_000, period: 24, addRate: '4.5', source: 'npr', fastApply: true,
      application: { purpose: 'wedding' },
    });
    await add('A3', 'alice', {
      appType: 'student', grade: 'C_STU', amount: 60_000, period: 36, addRate: '1', source: 'pgr', pgr: '80',
      profile: STUDENT_PROFILE, application: { purpose: 'tuition' },
    });
    await add('B1', 'bob', {
      appType: 'credit', grade: 'A0', amount: 500_000, period: 60, addRate: '2', source: 'pgr', pgr: '100',
      lenderFee: '1.5', discountLenderFee: '0.5', minDiscountOrderAmount: 50_000, profile: BOB_RICH_PROFILE,
      application: { purpose: 'home_improvement' },
    });
    await add('B2', 'bob', {
      appType: 'credit', grade: 'H1', amount: 120_000, period: 12, addRate: '3', source: 'complex', repayment: 'equal_principal',
      application: { purpose: 'medical' },
    });
    for (let index = 0; index < 9; index += 1) {
      const listed = await listLoan(t, bob, admin.id, {
        appType: 'credit', grade: 'G3', amount: 100_000 + index * 10_000, period: index % 2 === 0 ? 18 : 12,
        addRate: String(1 + index * 0.25), source: 'complex',
      });
      fillers.push({ ...listed, owner: 'bob', apr: aprOf(listed.spec), rank: creditRankOf('G3') ?? 0, progress: 0 });
    }
    await add('B3', 'bob', { appType: 'sme', grade: 'F', amount: 1_000_000, period: 48, source: 'complex', profile: BOB_RICH_PROFILE });
    await add('B4', 'bob', { appType: 'corporate', grade: 'G1', amount: 400_000, period: 24, source: 'npr' });
    await add('B5', 'bob', { appType: 'farmer', grade: 'D', amount: 250_000, period: 36, source: 'pgr' });
    await add('B6', 'bob', { appType: 'pawn_project', grade: 'C', amount: 200_000, period: 12, source: 'complex' });
    await add('B7', 'bob', { appType: 'pawn_project', grade: 'E', amount: 90_000, period: 12, source: 'complex', stage: 'approved' });
    await add('B8', 'bob', { appType: 'pawn_project', grade: 'B', amount: 150_000, period: 18, source: 'npr' });
    await add('B9', 'bob', { appType: 'realty', grade: 'A1', amount: 3_000_000, period: 84, source: 'complex' });
    await add('B10', 'bob', { appType: 'other', grade: 'G2', amount: 70_000, period: 12, source: 'npr' });
    await add('B11', 'bob', { appType: 'ntu', grade: 'A1', amount: 400_000, period: 48, source: 'complex' });
    await add('guarantor', 'alice', { appType: 'guarantor', grade: 'C', amount: 10_000, period: 12 });
    await add('cancelled', 'alice', { appType: 'credit', grade: 'C', amount: 100_000, period: 12 });
    await add('expired', 'alice', { appType: 'credit', grade: 'D', amount: 100_000, period: 12 });

    await setLoanState(t, cases.cancelled.id, { status: 'cancelled', market_status: null, cancelled_at: new Date() });
    await setLoanState(t, cases.expired.id, { funding_deadline: new Date(Date.now() - 60_000) });
    await setLoanState(t, cases.B8.id, { status: 'funded', invested_amount: 150_000, funded_at: new Date() });
    await setLoanState(t, cases.B2.id, { invested_amount: 60_000 });
    cases.B2.progress = 0.5;
    await setLoanState(t, cases.A1.id, { invested_amount: 30_000 });
    cases.A1.progress = 0.1;
    cases.cancelled.hidden = true;
    cases.expired.hidden = true;
    creditTab = creditOpen();
    await dataSource.query(
      `INSERT INTO loan_financial_statements (loan_id, statement, year, items)
       VALUES ($1, 'balance_sheet', 2023, '{"current_assets": 1200, "equity": 800}'),
              ($1, 'income_statement', 2023, '{"revenue": 5000, "net_income": 300}'),
              ($1, 'income_statement', 2024, '{"revenue": 5600, "net_income": 380}')`,
      [cases.B3.id],
    );
  }, 180_000);

  afterAll(async () => {
    await t.close();
  });

  describe('tabs and sources', () => {
    it('lists each tab with its application types only, never guarantor, cancelled or expired loans', async () => {
      expect(creditTab).toHaveLength(14);
      expect((await allCredit(visitor)).sort()).toEqual(creditTab.map((entry) => entry.serial).sort());
      const expected: Record<string, string[]> = {
        sme: [cases.B3.serial, cases.B4.serial],
        farmer: [cases.B5.serial],
        'pawn-project': [cases.B6.serial],
        realty: [cases.B9.serial],
        other: [cases.B10.serial],
        ntu: [cases.B11.serial],
      };
      for (const [tab, serials] of Object.entries(expected)) {
        const response = await list(visitor, tab);
        expect({ tab, status: response.status }).toEqual({ tab, status: 200 });
        expect(serialsOf(response).sort()).toEqual(serials.sort());
        for (const card of response.body.data) expect(MARKET_TAB_APP_TYPES[tab as keyof typeof MARKET_TAB_APP_TYPES]).toContain(card.app_type);
      }
      const everything = (await Promise.all(MARKET_TABS.map((tab) => list(visitor, tab)))).flatMap(serialsOf);
      expect(everything).not.toContain(cases.guarantor.serial);
      expect((await list(visitor, 'loans')).status).toBe(404);
    });

    it('answers the complex market for every source but npr and pgr, which list their own loans', async () => {
      const complex = await allCredit(visitor);
      expect(await allCredit(visitor, { source: 'complex' })).toEqual(complex);
      expect(await allCredit(visitor, { source: 'vip' })).toEqual(complex);
      expect(await allCredit(visitor, { source: 'npr' })).toEqual([cases.A2.serial]);
      expect((await allCredit(visitor, { source: 'pgr' })).sort()).toEqual([cases.A3.serial, cases.B1.serial].sort());
    });

    it('pages 12 on the credit market and 20 elsewhere, with the pagination meta', async () => {
      const first = await list(visitor, 'credit');
      expect(first.body.meta.pagination).toEqual({ total: 14, count: MARKET_CREDIT_PAGE_SIZE, per_page: 12, current_page: 1, total_pages: 2 });
      const second = await list(visitor, 'credit', { page: 2 });
      expect(second.body.meta.pagination).toEqual({ total: 14, count: 2, per_page: 12, current_page: 2, total_pages: 2 });
      expect(new Set([...serialsOf(first), ...serialsOf(second)]).size).toBe(14);
      const past = await list(visitor, 'credit', { page: 9 });
      expect(past.body).toEqual({ data: [], meta: { pagination: { total: 14, count: 0, per_page: 12, current_page: 9, total_pages: 2 } } });
      const sme = await list(visitor, 'sme');
      expect(sme.body.meta.pagination).toEqual({ total: 2, count: 2, per_page: MARKET_PAGE_SIZE, current_page: 1, total_pages: 1 });
    });

    it('shows the pawn project views: locked (open), pending (awaiting the rate), backed (funded)', async () => {
      expect(serialsOf(await list(visitor, 'pawn-project'))).toEqual([cases.B6.serial]);
      expect(serialsOf(await list(visitor, 'pawn-project', { pawn_tab: 'locked' }))).toEqual([cases.B6.serial]);
      const pending = await list(visitor, 'pawn-project', { pawn_tab: 'pending' });
      expect(serialsOf(pending)).toEqual([cases.B7.serial]);
      expect(pending.body.data[0]).toMatchObject({ loan_status: 'rate_confirming', can_invest: false });
      const backed = await list(visitor, 'pawn-project', { pawn_tab: 'backed' });
      expect(serialsOf(backed)).toEqual([cases.B8.serial]);
      expect(backed.body.data[0]).toMatchObject({ loan_status: 'funded', amount_investable: 0, invested_progress: '100.00', can_invest: false });
    });

    it('answers cards with the spec fields and no borrower data', async () => {
      const cards = (await list(lender.browser, 'credit', { 'filters[source]': 'pgr' })).body.data as Record<string, unknown>[];
      const b1 = cards.find((card) => card.serial === cases.B1.serial);
      expect(b1).toEqual({
        serial: cases.B1.serial,
        is_read: false,
        app_type: 'credit',
        type_group: 'normal',
        tab: 'credit',
        source: 'pgr',
        amount: 500_000,
        apr: '4.50',
        period: 60,
        principal_repayment_type: 'equal_installment',
        grade: 'A0',
        credit_level: 'A+',
        pgr: '100.00',
        is_student_loan: false,
        exist_collaterals: false,
        lender_fee: '1.50',
        discount_lender_fee: '0.50',
        min_discount_order_amount: 50_000,
        invested_amount: 0,
        amount_investable: 500_000,
        investable_amount: 500_000,
        invested_progress: '0.00',
        status: 'primary_unfinished',
        loan_status: 'matching',
        purpose: 'home_improvement',
        listed_at: expect.any(String),
        funding_deadline: expect.any(String),
        updated_at: expect.any(String),
        can_invest: true,
      });
      const a3 = cards.find((card) => card.serial === cases.A3.serial);
      expect(a3).toMatchObject({ is_student_loan: true, credit_level: 'S', type_group: 'student_project', pgr: '80.00' });
      const pawn = (await list(visitor, 'pawn-project')).body.data[0];
      expect(pawn.exist_collaterals).toBe(true);
    });
  });

  describe('sorting', () => {
    const keyOf: Record<MarketOrderField, (entry: Case) => number> = {
      listed_at: (entry) => entry.id,
      apr: (entry) => entry.apr,
      amount: (entry) => entry.spec.amount,
      period: (entry) => entry.spec.period,
      credit_level: (entry) => entry.rank,
      invested_progress: (entry) => entry.progress,
    };

    it.each(MARKET_ORDER_FIELDS.flatMap((field) => [[field, 'asc'], [field, 'desc']] as const))(
      'orders by %s %s, ties by listing',
      async (field, direction) => {
        const sign = direction === 'asc' ? 1 : -1;
        const expected = [...creditTab]
          .sort((a, b) => sign * (keyOf[field](a) - keyOf[field](b) || a.id - b.id))
          .map((entry) => entry.serial);
        expect(await allCredit(visitor, { order_by: field, order_dir: direction })).toEqual(expected);
      },
    );

    it('lists the newest listings first by default and sorts ascending when only order_by is given', async () => {
      const newest = [...creditTab].sort((a, b) => b.id - a.id).map((entry) => entry.serial);
      expect(await allCredit(visitor)).toEqual(newest);
      const byAmount = [...creditTab].sort((a, b) => a.spec.amount - b.spec.amount || a.id - b.id).map((entry) => entry.serial);
      expect(await allCredit(visitor, { order_by: 'amount' })).toEqual(byAmount);
    });
  });

  describe('quick filters', () => {
    it('filter by period, rank group, source and type group, for visitors too', async () => {
      const visitorView = async (filters: Record<string, string>) =>
        (await allCredit(visitor, Object.fromEntries(Object.entries(filters).map(([key, value]) => [`filters[${key}]`, value])))).sort();
      const expected = (predicate: (entry: Case) => boolean) => creditTab.filter(predicate).map((entry) => entry.serial).sort();
      expect(await visitorView({ period: '12' })).toEqual(expected((entry) => entry.spec.period === 12));
      expect(await visitorView({ ranks: 'A' })).toEqual(expected((entry) => entry.rank <= 3));
      expect(await visitorView({ ranks: 'S' })).toEqual([cases.A3.serial]);
      expect(await visitorView({ source: 'pgr' })).toEqual([cases.A3.serial, cases.B1.serial].sort());
      expect(await visitorView({ loan_application_type_group: 'fast_apply' })).toEqual([cases.A2.serial]);
      expect(await visitorView({ loan_application_type_group: 'student_project' })).toEqual([cases.A3.serial]);
      expect(await visitorView({ loan_application_type_group: 'normal' })).toEqual(
        expected((entry) => entry.spec.appType === 'credit' && !entry.spec.fastApply),
      );
      expect(await visitorView({ period: '12', ranks: 'C' })).toEqual([cases.B2.serial]);
      const corporate = await list(visitor, 'sme', { 'filters[loan_application_type_group]': 'corporate' });
      expect(serialsOf(corporate)).toEqual([cases.B4.serial]);
    });
  });

  describe('advanced filter', () => {
    it('needs a full member: 401 for visitors, the ladder code below full', async () => {
      const path = { 'filters[gender]': 'female' };
      const anonymous = await list(visitor, 'credit', path);
      expect({ status: anonymous.status, code: anonymous.body.code, message: anonymous.body.message }).toEqual({
        status: 401,
        code: 'UNAUTHENTICATED',
        message: MESSAGES.notLoggedIn,
      });
      const notMember = await list(signedIn.browser, 'credit', path);
      expect({ status: notMember.status, code: notMember.body.code }).toEqual({ status: 403, code: 'NOT_MEMBER' });
      const notFull = await list(member.browser, 'credit', path);
      expect({ status: notFull.status, code: notFull.body.code, message: notFull.body.message }).toEqual({
        status: 403,
        code: 'NOT_MEMBER_FULL',
        message: MESSAGES.notMemberFull,
      });
      expect((await list(lender.browser, 'credit', path)).status).toBe(200);
      expect((await list(member.browser, 'credit', { 'filters[period]': '12' })).status).toBe(200);
    });

    it('filters by the loan: serial, amount, APR, period and rank ranges, purposes', async () => {
      await expectCredit({ serial_like: cases.A1.serial.slice(-6) }, (entry) => entry === cases.A1);
      await expectCredit({ amount_min_ten_thousand: '30' }, (entry) => entry.spec.amount >= 300_000);
      await expectCredit({ amount_max_ten_thousand: '12' }, (entry) => entry.spec.amount <= 120_000);
      await expectCredit({ apr_min: '5', apr_max: '9' }, (entry) => entry.apr >= 5 && entry.apr <= 9);
      await expectCredit({ apr_min: '12.2' }, (entry) => entry.apr >= 12.2);
      await expectCredit({ period_min: '24', period_max: '36' }, (entry) => entry.spec.period >= 24 && entry.spec.period <= 36);
      await expectCredit({ rank_min: 'A', rank_max: 'A-' }, (entry) => entry.rank >= 2 && entry.rank <= 3);
      await expectCredit({ purposes: 'wedding,medical' }, (entry) => entry === cases.A2 || entry === cases.B2);
      await expectCredit({ status: 'matching' }, () => true);
      await expectCredit({ source: 'npr' }, (entry) => entry === cases.A2);
      const funded = await list(lender.browser, 'pawn-project', { 'filters[status]': 'funded' });
      expect(serialsOf(funded)).toEqual([cases.B8.serial]);
    });

    it('filters by borrower facts: serial, gender, age, family, city, schooling, work, housing and assets', async () => {
      const [{ member_serial: bobSerial }] = await dataSource.query(`SELECT member_serial FROM users WHERE id = $1`, [bob.id]);
      const bobs = (entry: Case) => entry.owner === 'bob';
      const alices = (entry: Case) => entry.owner === 'alice';
      await expectCredit({ borrower_serial_like: bobSerial }, bobs);
      await expectCredit({ gender: 'female' }, alices);
      await expectCredit({ age_min: '50' }, bobs);
      await expectCredit({ age_max: '40' }, alices);
      await expectCredit({ age_min: '30', age_max: '40' }, alices);
      await expectCredit({ marriage_status: 'married' }, bobs);
      await expectCredit({ children_count_min: '1' }, bobs);
      await expectCredit({ children_count_max: '0' }, alices);
      await expectCredit({ current_cities: '高雄市,臺中市' }, bobs);
      await expectCredit({ education_level: 'master' }, alices);
      await expectCredit({ current_house_type: 'rent' }, alices);
      await expectCredit({ school_name_like: '臺灣大學' }, (entry) => entry === cases.A3);
      await expectCredit({ school_dept_name_like: '資訊' }, (entry) => entry === cases.A3);
      await expectCredit({ company_income_min_ten_thousand: '100' }, (entry) => entry === cases.B1);
      await expectCredit({ company_income_max_ten_thousand: '80' }, (entry) => entry !== cases.B1 && entry !== cases.A3);
      await expectCredit({ company_seniority: 'over_10_years' }, (entry) => entry === cases.B1);
      await expectCredit({ company_types: '製造業,資訊服務業' }, (entry) => entry === cases.B1 || entry === cases.A1);
      await expectCredit({ car_count_min: '1' }, (entry) => entry === cases.B1);
      await expectCredit({ house_count_min: '1' }, (entry) => entry === cases.B1);
      const none = await list(lender.browser, 'credit', { 'filters[gender]': 'female', 'filters[marriage_status]': 'married' });
      expect(none.body.data).toEqual([]);
      expect(none.body.meta.pagination).toMatchObject({ total: 0, total_pages: 0 });
    });
  });

  describe('invalid values', () => {
    it('answers 400 on the name of each invalid parameter', async () => {
      const response = await list(lender.browser, 'credit', {
        page: 'two',
        order_by: 'borrower',
        order_dir: 'sideways',
        'filters[period]': '13',
        'filters[ranks]': 'Z',
        'filters[loan_application_type_group]': 'corporate',
        'filters[apr_max]': '99',
        'filters[age_min]': '10',
        'filters[purposes]': 'yacht',
        'filters[gender]': 'other',
        'filters[amount_min_ten_thousand]': '50',
        'filters[amount_max_ten_thousand]': '10',
        'filters[shoe_size]': '42',
      });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(response.body.errors).sort()).toEqual(
        [
          'page',
          'order_by',
          'order_dir',
          'filters[period]',
          'filters[ranks]',
          'filters[loan_application_type_group]',
          'filters[apr_max]',
          'filters[age_min]',
          'filters[purposes]',
          'filters[gender]',
          'filters[amount_max_ten_thousand]',
          'filters[shoe_size]',
        ].sort(),
      );
      expect(response.body.errors.page).toBe(MESSAGES.invalidPage);
      expect(response.body.errors['filters[shoe_size]']).toBe(MESSAGES.unknownField);
      expect((await list(visitor, 'pawn-project', { pawn_tab: 'sold' })).body.errors).toEqual({ pawn_tab: MESSAGES.invalidOption });
      expect((await list(visitor, 'credit', { page: '0' })).status).toBe(400);
    });
  });

  describe('loan detail', () => {
    it('shows visitors the loan, borrower facts and statements, and nothing personal', async () => {
      const response = await visitor.get(`/api/market-place/loan/${cases.B1.serial}`);
      expect(response.status).toBe(200);
      const detail = response.body.data;
      expect(detail).toMatchObject({
        serial: cases.B1.serial,
        is_read: false,
        is_own: false,
        can_invest: true,
        description: expect.any(String),
        borrower: {
          member_type: 'person',
          gender: 'male',
          age: expect.any(Number),
          marriage_status: 'married',
          children_count: '2',
          city: '高雄市',
          education_level: 'senior_high',
          house_type: 'own',
          company_type: '製造業',
          company_title: '廠長',
          company_seniority: 'over_10_years',
          company_income_ten_thousand: 150,
          car_count: 2,
          house_count: 1,
        },
        collaterals: [],
        financials: { balance_sheet: [], income_statement: [] },
      });
      expect(detail.borrower.age).toBeGreaterThanOrEqual(55);
      const [user] = await dataSource.query(
        `SELECT u.email, u.mobile, u.member_serial, p.resident_id, p.firstname, p.lastname
           FROM users u JOIN member_profiles p ON p.user_id = u.id WHERE u.id = $1`,
        [bob.id],
      );
      const text = JSON.stringify(response.body);
      for (const secret of [user.email, user.mobile, user.member_serial, user.resident_id, user.firstname, user.lastname, '中山二路', '王大明', 'daming', '信橋科技']) {
        expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
      }
      for (const key of ['borrower_id', 'application_id', 'user_id', 'id']) expect(detail).not.toHaveProperty(key);
    });

    it('shows SME statements and pawn collaterals without the street address', async () => {
      const sme = (await visitor.get(`/api/market-place/loan/${cases.B3.serial}`)).body.data;
      expect(sme.financials).toEqual({
        balance_sheet: [{ year: 2023, items: { current_assets: 1200, equity: 800 } }],
        income_statement: [
          { year: 2023, items: { revenue: 5000, net_income: 300 } },
          { year: 2024, items: { revenue: 5600, net_income: 380 } },
        ],
      });
      const pawn = (await visitor.get(`/api/market-place/loan/${cases.B6.serial}`)).body.data;
      expect(pawn.collaterals).toEqual([
        expect.objectContaining({ type: 'watch', brand: 'Rolex', expect_value_10k: 35, add_ons: [], city: null }),
      ]);
      const realty = await listLoan(t, bob, admin.id, { appType: 'realty', grade: 'B', amount: 900_000, period: 60 });
      const house = (await visitor.get(`/api/market-place/loan/${realty.serial}`)).body;
      expect(house.data.collaterals[0]).toMatchObject({ type: 'house', city: '臺中市', district: '西屯區', house_age: 8, parking_space: true });
      expect(JSON.stringify(house)).not.toContain('市政路');
    });

    it('lets the borrower see their own loan but not invest in it', async () => {
      const own = (await alice.browser.get(`/api/market-place/loan/${cases.A1.serial}`)).body.data;
      expect(own).toMatchObject({ is_own: true, can_invest: false, invested_amount: 30_000, amount_investable: 270_000, invested_progress: '10.00' });
      const other = (await lender.browser.get(`/api/market-place/loan/${cases.A1.serial}`)).body.data;
      expect(other).toMatchObject({ is_own: false, can_invest: true });
      const cards = (await list(alice.browser, 'credit', { 'filters[source]': 'npr' })).body.data;
      expect(cards).toEqual([expect.objectContaining({ serial: cases.A2.serial, can_invest: false })]);
      const funded = (await lender.browser.get(`/api/market-place/loan/${cases.B8.serial}`)).body.data;
      expect(funded).toMatchObject({ loan_status: 'funded', can_invest: false });
    });

    it('answers 404 for loans the market does not show', async () => {
      for (const serial of [cases.guarantor.serial, cases.cancelled.serial, 'A000000000000', 'nothing']) {
        expect({ serial, status: (await visitor.get(`/api/market-place/loan/${serial}`)).status }).toEqual({ serial, status: 404 });
      }
      expect((await visitor.get(`/api/market-place/loan/${cases.B7.serial}`)).body.data).toMatchObject({ loan_status: 'rate_confirming', can_invest: false });
    });
  });

  describe('read markers', () => {
    it('needs a signed-in member and a listed loan', async () => {
      const anonymous = await visitor.put('/api/market-place/read', { serial: cases.A2.serial });
      expect(anonymous.status).toBe(401);
      expect((await lender.browser.put('/api/market-place/read', { serial: 'nothing' })).status).toBe(404);
      const missing = await lender.browser.put('/api/market-place/read', {});
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.errors)).toEqual(['serial']);
    });

    it('marks a loan read for that member only, on lists and on the detail', async () => {
      const marked = await lender.browser.put('/api/market-place/read', { serial: cases.A2.serial });
      expect(marked.status).toBe(200);
      expect(marked.body.data).toEqual({ serial: cases.A2.serial, is_read: true });
      expect((await lender.browser.put('/api/market-place/read', { serial: cases.A2.serial })).status).toBe(200);
      const readBy = async (browser: Browser) =>
        (await list(browser, 'credit', { source: 'npr' })).body.data.map((card: { is_read: boolean }) => card.is_read);
      expect(await readBy(lender.browser)).toEqual([true]);
      expect(await readBy(member.browser)).toEqual([false]);
      expect(await readBy(visitor)).toEqual([false]);
      expect((await lender.browser.get(`/api/market-place/loan/${cases.A2.serial}`)).body.data.is_read).toBe(true);
      expect((await member.browser.get(`/api/market-place/loan/${cases.A2.serial}`)).body.data.is_read).toBe(false);
    });
  });

  describe('summary', () => {
    it('needs a signed-in member', async () => {
      const anonymous = await visitor.get('/api/market-place/summary');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toBe(MESSAGES.notLoggedIn);
    });

    it('sums the investable amounts of a view and weights its rates, echoing sendback', async () => {
      const response = await signedIn.browser.get(`/api/market-place/summary?${query({ tab: 'credit', sendback: '7' })}`);
      expect(response.status).toBe(200);
      expect(response.body.sendback).toBe('7');
      const groups: MarketSummaryGroup[] = creditTab.map((entry) => ({
        grade: entry.spec.grade,
        apr: new Decimal(entry.apr).toFixed(2),
        period: entry.spec.period,
        principal_repayment_type: entry.spec.repayment ?? 'equal_installment',
        lender_fee: new Decimal(entry.spec.lenderFee ?? '1').toFixed(2),
        promotion_lender_fee: new Decimal(entry.spec.discountLenderFee ?? entry.spec.lenderFee ?? '1').toFixed(2),
        count: 1,
        amount_investable: entry.spec.amount - Math.round(entry.progress * entry.spec.amount),
      }));
      expect(response.body.data).toEqual(summarizeMarket(groups));
      expect(response.body.data.count).toBe(14);
      const pgr = await signedIn.browser.get(`/api/market-place/summary?${query({ tab: 'credit', source: 'pgr' })}`);
      expect(pgr.body.data).toMatchObject({ count: 2, amount: 560_000 });
      expect(pgr.body.sendback).toBeNull();
      const sme = await signedIn.browser.get(`/api/market-place/summary?${query({ tab: 'sme', 'filters[loan_application_type_group]': 'sme' })}`);
      expect(sme.body.data).toMatchObject({ count: 1, amount: 1_000_000 });
    });

    it('refuses an unknown tab, and the advanced filter below full members', async () => {
      const badTab = await signedIn.browser.get('/api/market-place/summary?tab=yachts');
      expect({ status: badTab.status, errors: badTab.body.errors }).toEqual({ status: 400, errors: { tab: MESSAGES.invalidOption } });
      expect((await member.browser.get(`/api/market-place/summary?${query({ 'filters[gender]': 'male' })}`)).status).toBe(403);
      const full = await lender.browser.get(`/api/market-place/summary?${query({ 'filters[gender]': 'female' })}`);
      expect(full.body.data.count).toBe(creditTab.filter((entry) => entry.owner === 'alice').length);
    });
  });
});
