import { MARKET_CREDIT_PAGE_SIZE, MARKET_PAGE_SIZE, summarizeMarket } from '@lendbridge/domain';
import type { MarketLoanCard, MarketLoanDetail, MarketTab } from '@lendbridge/domain';
import type { MarketCreditRecord, MarketFarmerDetail } from '@lendbridge/domain';
import type { MockRequest, MockRoutes } from '../../test/fetchMock';

/** A listed credit loan as the API answers it; n makes serial and terms differ. */
export const card = (n: number, overrides: Partial<MarketLoanCard> = {}): MarketLoanCard => ({
  serial: `A2511200${String(n).padStart(5, '0')}`,
  is_read: false,
  app_type: 'credit',
  type_group: 'normal',
  tab: 'credit',
  source: 'complex',
  amount: 100_000 + n * 1000,
  apr: (5 + (n % 7) / 2).toFixed(2),
  period: 36,
  principal_repayment_type: 'equal_installment',
  grade: 'C',
  credit_level: 'A-',
  pgr: '0.00',
  is_student_loan: false,
  exist_collaterals: false,
  lender_fee: '1.00',
  discount_lender_fee: null,
  min_discount_order_amount: null,
  invested_amount: 0,
  amount_investable: 100_000 + n * 1000,
  investable_amount: 100_000 + n * 1000,
  invested_progress: '0.00',
  status: 'primary_unfinished',
  loan_status: 'matching',
  purpose: 'wedding',
  listed_at: new Date(Date.UTC(2025, 10, 1, 0, n)).toISOString(),
  funding_deadline: new Date(Date.UTC(2030, 10, 15)).toISOString(),
  updated_at: new Date(Date.UTC(2025, 10, 1, 0, n)).toISOString(),
  can_invest: true,
  ...overrides,
});

/** The detail of a card: facts of a borrower, no statements or collaterals unless given. */
export const detail = (n: number, overrides: Partial<MarketLoanDetail> = {}): MarketLoanDetail => ({
  ...card(n),
  is_own: false,
  description: '整合兩張信用卡的循環利息。',
  repayment_plan: null,
  borrower: {
    member_type: 'person',
    gender: 'female',
    age: 35,
    marriage_status: 'single',
    children_count: '0',
    city: '臺北市',
    education_level: 'master',
    house_type: 'rent',
    company_type: '資訊服務業',
    company_title: '工程師',
    company_seniority: '2_to_3_years',
    company_income_ten_thousand: 80,
    company_salary_pay_way: 'transfer',
    credit_card_count: 2,
    house_count: 0,
    car_count: 0,
    school_name: null,
    school_dept_name: null,
    school_grade: null,
  },
  collaterals: [],
  financials: { balance_sheet: [], income_statement: [] },
  questions_count: 0,
  farmer: null,
  credit_records: [],
  ...overrides,
});

/** The market list API over `count` loans of a tab; it records each request's query. */
export function fakeMarket(count: number, tab: MarketTab = 'credit') {
  const loans = Array.from({ length: count }, (_, index) => card(index + 1, { tab }));
  const calls: URLSearchParams[] = [];
  const perPage = tab === 'credit' ? MARKET_CREDIT_PAGE_SIZE : MARKET_PAGE_SIZE;
  const list = (request: MockRequest) => {
    const query = new URL(request.url, 'http://localhost').searchParams;
    calls.push(query);
    const page = Number(query.get('page') ?? '1');
    const data = loans.slice((page - 1) * perPage, page * perPage);
    return {
      body: {
        data,
        meta: {
          pagination: { total: loans.length, count: data.length, per_page: perPage, current_page: page, total_pages: Math.ceil(loans.length / perPage) },
        },
      },
    };
  };
  const routes: MockRoutes = {
    'GET /api/market-place/summary': { body: { data: summarizeMarket([]), sendback: null } },
    'GET /api/market-place/pawn-cases': { body: { data: [], total: 0, page: 1 } },
  };
  for (const name of ['credit', 'sme', 'farmer', 'pawn-project', 'realty', 'other', 'ntu']) routes[`GET /api/market-place/${name}`] = list;
  return { loans, listCalls: calls, routes, last: () => calls[calls.length - 1] };
}

/** A farmer profile placed in Chiayi with coordinates, repaid in money, with no photos or sets unless given. */
export const farmerProfile = (overrides: Partial<MarketFarmerDetail> = {}): MarketFarmerDetail => ({
  produce_situation: '契作有機稻米，年產約 12 公噸，由農會收購。',
  place_of_origin: '嘉義縣鹿草鄉',
  place_of_origin_geo: { lat: 23.41, lng: 120.31 },
  payment_in_goods: 'none',
  loan_commodity_sets: [],
  gallery: [],
  ...overrides,
});

/** A listed farmer loan with its farmer profile. */
export const farmerDetail = (n: number, farmer: Partial<MarketFarmerDetail> = {}, overrides: Partial<MarketLoanDetail> = {}): MarketLoanDetail =>
  detail(n, { app_type: 'farmer', type_group: 'farmer', tab: 'farmer', farmer: farmerProfile(farmer), ...overrides });

/** One debt of the borrower's credit report; n makes the institution and balance differ. */
export const creditRecord = (n: number, overrides: Partial<MarketCreditRecord> = {}): MarketCreditRecord => ({
  id: n,
  institution: `第${n}商業銀行`,
  kind: '信用貸款',
  balance_thousand: 100 * n,
  ...overrides,
});
