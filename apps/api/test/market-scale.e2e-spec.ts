import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import {
  CREDIT_GRADE_CODES,
  LOAN_APP_TYPES,
  LOAN_PERIODS,
  MARKET_ORDER_FIELDS,
  MARKET_TABS,
  SORT_DIRECTIONS,
  creditRankOf,
  marketTabOf,
  parseMarketQuery,
} from '@lendbridge/domain';
import type { MarketTab } from '@lendbridge/domain';
import { buildMarketListSql, buildMarketSummarySql } from '../src/modules/market/market-query.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { factBorrower } from './factories/market.js';
import type { Member } from './factories/members.js';

const LOANS = 100_000;
/** One loan in OPEN_EVERY is listed; the others are further along their life. */
const OPEN_EVERY = 3;
const GRADES = [...CREDIT_GRADE_CODES, 'C_STU', 'H5_STU', 'S1', 'S2', 'S3'];
const LATER_STATES = ['repaying', 'finished', 'funded', 'cancelled', 'expired', 'overdue', 'cleared'];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe('market lists at 100 k loans', () => {
  let t: TestApp;
  let dataSource: DataSource;
  let borrowers: Member[];

  const explain = async (text: string, params: unknown[]) => {
    const [row] = (await dataSource.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, params)) as { 'QUERY PLAN': [{ Plan: PlanNode }] }[];
    return { nodes: nodesOf(row['QUERY PLAN'][0].Plan) };
  };

  const seqScansOnLoans = (nodes: PlanNode[]) => nodes.filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'loans');

  beforeAll(async () => {
    t = await createTestApp();
    dataSource = t.app.get(DataSource);
    borrowers = await Promise.all([
      factBorrower(t, { basic: { gender: 'female' } }),
      factBorrower(t, { basic: { gender: 'male', birthday: '1970/01/15' } }),
    ]);
    await dataSource.query(
      `INSERT INTO loan_applications (user_id, app_type, status, application, profile, submitted_at)
       SELECT CASE WHEN g % 2 = 0 THEN $1::bigint ELSE $2::bigint END,
              ($3::text[])[1 + g % cardinality($3::text[])], 'approved',
              jsonb_build_object('purpose', CASE WHEN g % 4 = 0 THEN 'wedding' ELSE 'medical' END, 'fast_apply', g % 7 = 0),
              jsonb_build_object('company_income', g % 200, 'school_name', CASE WHEN g % 50 = 0 THEN '國立臺灣大學' END),
              now()
         FROM generate_series(1, $4::int) AS g`,
      [borrowers[0].id, borrowers[1].id, LOAN_APP_TYPES, LOANS],
    );
    await dataSource.query(
      `INSERT INTO loans (serial, application_id, borrower_id, app_type, status, market_status, source, grade, amount, period,
                         principal_repayment_type, add_rate, apr, borrower_fee, funding_deadline, rate_confirmed_at, invested_amount)
       SELECT a.serial, a.id, a.user_id, a.app_type,
              CASE WHEN a.id % $1 = 0 THEN 'matching' ELSE ($2::text[])[1 + a.id % cardinality($2::text[])] END,
              CASE WHEN a.id % $1 = 0 THEN 'primary_unfinished' END,
              (ARRAY['complex', 'npr', 'pgr'])[1 + a.id % 3],
              ($3::text[])[1 + a.id % cardinality($3::text[])],
              (1 + a.id % 200) * 10000,
              ($4::int[])[1 + a.id % cardinality($4::int[])],
              'equal_installment', 1, 2 + (a.id % 1300) / 100.0, 1000,
              now() + interval '10 days' - (a.id % 1000) * interval '1 minute',
              now() - (a.id % 100000) * interval '1 second',
              ((a.id % 10) * (1 + a.id % 200) * 1000)
         FROM loan_applications a
        WHERE a.status = 'approved' AND a.user_id IN ($5, $6)`,
      [OPEN_EVERY, LATER_STATES, GRADES, LOAN_PERIODS, borrowers[0].id, borrowers[1].id],
    );
    // Only the tables' owner may analyze them (the API's role is not).
    const owner = new Client({ connectionString: t.databaseUrl });
    await owner.connect();
    try {
      await owner.query(`ANALYZE loans`);
      await owner.query(`ANALYZE loan_applications`);
    } finally {
      await owner.end();
    }
  }, 300_000);

  afterAll(async () => {
    await t.close();
  });

  it('stores the tab and credit rank libs/domain gives each application type and grade', async () => {
    const tabs = (await dataSource.query(`SELECT DISTINCT app_type, market_tab FROM loans`)) as { app_type: string; market_tab: string | null }[];
    expect(tabs).toHaveLength(LOAN_APP_TYPES.length);
    for (const row of tabs) expect({ type: row.app_type, tab: row.market_tab }).toEqual({ type: row.app_type, tab: marketTabOf(row.app_type) ?? null });
    const ranks = (await dataSource.query(`SELECT DISTINCT grade, credit_rank FROM loans`)) as { grade: string; credit_rank: number }[];
    expect(ranks).toHaveLength(GRADES.length);
    for (const row of ranks) expect({ grade: row.grade, rank: row.credit_rank }).toEqual({ grade: row.grade, rank: creditRankOf(row.grade) });
    const [{ open }] = await dataSource.query(`SELECT count(*)::int AS open FROM loans WHERE status = 'matching' AND market_status = 'primary_unfinished'`);
    expect(open).toBeGreaterThan(LOANS / OPEN_EVERY - 10);
  });

  const now = new Date();
  const cases: [MarketTab, Record<string, string>][] = [];
  for (const tab of ['credit', 'sme', 'ntu'] as MarketTab[]) {
    for (const field of MARKET_ORDER_FIELDS) for (const dir of SORT_DIRECTIONS) cases.push([tab, { order_by: field, order_dir: dir }]);
  }

  it.each(cases)('%s %j: one index scan in sort order', async (tab, raw) => {
    const { query, errors } = parseMarketQuery(raw, tab);
    expect(errors).toEqual({});
    const sql = buildMarketListSql(tab, query, borrowers[0].id, now);
    const page = await explain(sql.text, sql.params);
    expect(seqScansOnLoans(page.nodes)).toEqual([]);
    expect(page.nodes.some((node) => node['Node Type'] === 'Sort')).toBe(false);
    expect(page.nodes.map((node) => node['Index Name']).filter(Boolean)).toContain(`loans_open_${{
      listed_at: 'listed', apr: 'apr', amount: 'amount', period: 'period', credit_level: 'rank', invested_progress: 'progress',
    }[query.order_by]}_idx`);
    const count = await explain(sql.countText, sql.countParams);
    expect(seqScansOnLoans(count.nodes)).toEqual([]);
  });

  it.each([
    ['a deep page', { page: '200' }],
    ['the npr source', { source: 'npr', order_by: 'apr' }],
    ['quick filters', { 'filters[period]': '36', 'filters[ranks]': 'B' }],
    ['a type group', { 'filters[loan_application_type_group]': 'fast_apply' }],
    ['advanced loan filters', { 'filters[apr_min]': '5', 'filters[apr_max]': '9', 'filters[amount_min_ten_thousand]': '50' }],
    ['borrower facts', { 'filters[gender]': 'female', 'filters[purposes]': 'wedding', 'filters[company_income_min_ten_thousand]': '150' }],
    ['a rare school', { 'filters[school_name_like]': '臺灣大學' }],
  ])('credit with %s never scans every loan', async (_name, raw) => {
    const { query, errors } = parseMarketQuery(raw, 'credit');
    expect(errors).toEqual({});
    const sql = buildMarketListSql('credit', query, borrowers[1].id, now);
    const page = await explain(sql.text, sql.params);
    expect(seqScansOnLoans(page.nodes)).toEqual([]);
    const count = await explain(sql.countText, sql.countParams);
    expect(seqScansOnLoans(count.nodes)).toEqual([]);
  });

  it('sums a whole tab for the summary without scanning every loan', async () => {
    const sql = buildMarketSummarySql('credit', parseMarketQuery({}, 'credit').query, now);
    const summary = await explain(sql.text, sql.params);
    expect(seqScansOnLoans(summary.nodes)).toEqual([]);
  });

  it('answers every tab over HTTP with a full page', async () => {
    const visitor = new Browser(t.http);
    for (const tab of MARKET_TABS) {
      const response = await visitor.get(`/api/market-place/${tab}?order_by=apr&order_dir=desc&page=3`);
      expect({ tab, status: response.status }).toEqual({ tab, status: 200 });
      expect(response.body.data.length).toBe(response.body.meta.pagination.per_page);
    }
  });
});
