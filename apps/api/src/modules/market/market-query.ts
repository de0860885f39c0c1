import {
  LOAN_MARKET_STATUS_OPEN,
  MARKET_CHILDREN_COUNT_MAX,
  PAWN_PROJECT_VIEW_STATUSES,
  TEN_THOUSAND,
  birthdayBoundForAge,
  childrenCountOptionsBetween,
  creditRankOfLevel,
  creditRanksOfGroup,
  marketPageSize,
} from '@lendbridge/domain';
import type { MarketFilters, MarketListQuery, MarketOrderField, MarketTab } from '@lendbridge/domain';
import { escapeLike } from '../../common/sql.js';

/** Numbered query parameters ($1, $2, …) in the order values are added. */
class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The column behind each sort field; each has a partial index over open loans (migration Marketplace). */
const ORDER_COLUMNS: Readonly<Record<MarketOrderField, string>> = {
  listed_at: 'l.rate_confirmed_at',
  apr: 'l.apr',
  amount: 'l.amount',
  period: 'l.period',
  credit_level: 'l.credit_rank',
  invested_progress: 'l.invested_ratio',
};

/** The partial indexes' predicate: a loan open to lenders. */
export const OPEN_LOAN_SQL = `l.status = 'matching' AND l.market_status = '${LOAN_MARKET_STATUS_OPEN}'`;

/** A number stored in a JSON form block, or NULL when the field holds anything else. */
const jsonNumber = (block: string, field: string): string =>
  `(CASE WHEN jsonb_typeof(${block}->'${field}') = 'number' THEN (${block}->>'${field}')::numeric END)`;

/** The application was a fast apply (never NULL: a missing field is false). */
const FAST_APPLY_SQL = `(la.application @> '{"fast_apply": true}'::jsonb)`;

interface Joins {
  application: boolean;
  member: boolean;
  user: boolean;
}

export interface MarketWhere {
  where: string;
  params: Params;
  joins: Joins;
}

/**
 * The WHERE clause of a market view: the tab, the state its view lists (open loans still within
 * their funding deadline by default; the pawn-project views; the status filter), the source and
 * every filter. It notes which joins the filters need so the count joins nothing more.
 */
export function marketWhere(tab: MarketTab, query: MarketListQuery, now: Date, params = new Params()): MarketWhere {
  const conditions: string[] = [`l.market_tab = ${params.add(tab)}`];
  const joins: Joins = { application: false, member: false, user: false };
  const filters: MarketFilters = query.filters;

  if (filters.status === 'funded') conditions.push(`l.status = 'funded'`);
  else if (filters.status === undefined && tab === 'pawn-project' && query.pawn_tab !== 'locked') {
    conditions.push(`l.status = ANY (${params.add([...PAWN_PROJECT_VIEW_STATUSES[query.pawn_tab]])}::text[])`);
  } else conditions.push(OPEN_LOAN_SQL, `l.funding_deadline > ${params.add(now)}`);

  if (query.source !== 'complex') conditions.push(`l.source = ${params.add(query.source)}`);
  if (filters.source !== undefined) conditions.push(`l.source = ${params.add(filters.source)}`);
  if (filters.period !== undefined) conditions.push(`l.period = ${params.add(filters.period)}`);
  if (filters.ranks !== undefined) {
    conditions.push(`l.credit_rank = ANY (${params.add(creditRanksOfGroup(filters.ranks))}::smallint[])`);
  }
  switch (filters.loan_application_type_group) {
    case undefined:
      break;
    case 'normal':
      joins.application = true;
      conditions.push(`l.app_type = 'credit' AND NOT ${FAST_APPLY_SQL}`);
      break;
    case 'fast_apply':
      joins.application = true;
      conditions.push(`l.app_type = 'credit' AND ${FAST_APPLY_SQL}`);
      break;
    case 'student_project':
      conditions.push(`l.app_type = 'student'`);
      break;
    default:
      conditions.push(`l.app_type = ${params.add(filters.loan_application_type_group)}`);
  }

  if (filters.serial_like !== undefined) conditions.push(`l.serial ILIKE ${params.add(`%${escapeLike(filters.serial_like)}%`)}`);
  if (filters.amount_min_ten_thousand !== undefined) {
    conditions.push(`l.amount >= ${params.add(filters.amount_min_ten_thousand * TEN_THOUSAND)}`);
  }
  if (filters.amount_max_ten_thousand !== undefined) {
    conditions.push(`l.amount <= ${params.add(filters.amount_max_ten_thousand * TEN_THOUSAND)}`);
  }
  if (filters.apr_min !== undefined) conditions.push(`l.apr >= ${params.add(filters.apr_min)}::numeric`);
  if (filters.apr_max !== undefined) conditions.push(`l.apr <= ${params.add(filters.apr_max)}::numeric`);
  if (filters.period_min !== undefined) conditions.push(`l.period >= ${params.add(filters.period_min)}`);
  if (filters.period_max !== undefined) conditions.push(`l.period <= ${params.add(filters.period_max)}`);
  if (filters.rank_min !== undefined) conditions.push(`l.credit_rank >= ${params.add(creditRankOfLevel(filters.rank_min))}`);
  if (filters.rank_max !== undefined) conditions.push(`l.credit_rank <= ${params.add(creditRankOfLevel(filters.rank_max))}`);

  const application = (condition: string) => {
    joins.application = true;
    conditions.push(condition);
  };
  if (filters.purposes !== undefined) application(`la.application->>'purpose' = ANY (${params.add(filters.purposes)}::text[])`);
  if (filters.school_name_like !== undefined) {
    application(`la.profile->>'school_name' ILIKE ${params.add(`%${escapeLike(filters.school_name_like)}%`)}`);
  }
  if (filters.school_dept_name_like !== undefined) {
    application(`la.profile->>'school_dept_name' ILIKE ${params.add(`%${escapeLike(filters.school_dept_name_like)}%`)}`);
  }
  if (filters.company_income_min_ten_thousand !== undefined) {
    application(`${jsonNumber('la.profile', 'company_income')} >= ${params.add(filters.company_income_min_ten_thousand)}`);
  }
  if (filters.company_income_max_ten_thousand !== undefined) {
    application(`${jsonNumber('la.profile', 'company_income')} <= ${params.add(filters.company_income_max_ten_thousand)}`);
  }
  if (filters.company_seniority !== undefined) application(`la.profile->>'company_seniority' = ${params.add(filters.company_seniority)}`);
  if (filters.company_types !== undefined) {
    const types = params.add(filters.company_types.map((type) => type.toLowerCase()));
    application(
      `(lower(la.profile->>'company_type') = ANY (${types}::text[]) OR lower(la.profile->>'company_main_type') = ANY (${types}::text[]))`,
    );
  }
  if (filters.car_count_min !== undefined) application(`${jsonNumber('la.profile', 'car_count')} >= ${params.add(filters.car_count_min)}`);
  if (filters.house_count_min !== undefined) {
    application(`${jsonNumber('la.profile', 'house_count')} >= ${params.add(filters.house_count_min)}`);
  }

  const member = (condition: string) => {
    joins.member = true;
    conditions.push(condition);
  };
  if (filters.gender !== undefined) member(`mp.gender = ${params.add(filters.gender)}`);
  if (filters.age_min !== undefined) member(`mp.birthday <= ${params.add(birthdayBoundForAge(filters.age_min, now))}::date`);
  if (filters.age_max !== undefined) member(`mp.birthday > ${params.add(birthdayBoundForAge(filters.age_max + 1, now))}::date`);
  if (filters.marriage_status !== undefined) member(`mp.marriage_status = ${params.add(filters.marriage_status)}`);
  if (filters.children_count_min !== undefined || filters.children_count_max !== undefined) {
    const options = childrenCountOptionsBetween(filters.children_count_min ?? 0, filters.children_count_max ?? MARKET_CHILDREN_COUNT_MAX);
    member(`mp.children_count = ANY (${params.add(options)}::text[])`);
  }
  if (filters.current_cities !== undefined) member(`mp.current_address->>'city' = ANY (${params.add(filters.current_cities)}::text[])`);
  if (filters.education_level !== undefined) member(`mp.education_level = ${params.add(filters.education_level)}`);
  if (filters.current_house_type !== undefined) member(`mp.house_type = ${params.add(filters.current_house_type)}`);

  if (filters.borrower_serial_like !== undefined) {
    joins.user = true;
    conditions.push(`u.member_serial ILIKE ${params.add(`%${escapeLike(filters.borrower_serial_like)}%`)}`);
  }

  return { where: conditions.join(' AND '), params, joins };
}

const joinSql = (joins: Joins): string =>
  [
    joins.application ? 'JOIN loan_applications la ON la.id = l.application_id' : '',
    joins.member ? 'JOIN member_profiles mp ON mp.user_id = l.borrower_id' : '',
    joins.user ? 'JOIN users u ON u.id = l.borrower_id' : '',
  ]
    .filter((join) => join !== '')
    .join('\n');

/** The card columns of a listed loan (no borrower data). */
export const CARD_COLUMNS = `
  l.id, l.serial, l.app_type, l.market_tab, l.source, l.amount, l.apr, l.period, l.principal_repayment_type,
  l.grade, l.pgr, l.lender_fee, l.discount_lender_fee, l.min_discount_order_amount, l.invested_amount,
  l.status, l.market_status, l.rate_confirmed_at, l.funding_deadline, l.updated_at, l.borrower_id,
  la.application->>'purpose' AS purpose, ${FAST_APPLY_SQL} AS fast_apply,
  jsonb_array_length(la.collaterals) > 0 AS has_collaterals`;

export interface MarketListSql {
  text: string;
  params: unknown[];
  countText: string;
  countParams: unknown[];
  perPage: number;
}

/**
 * One page of a market view and its count: one index scan in the sort order (the partial index
 * of the sort key over the tab's open loans), joins by primary key for the page's rows only.
 */
export function buildMarketListSql(tab: MarketTab, query: MarketListQuery, viewerId: number | null, now: Date): MarketListSql {
  const count = marketWhere(tab, query, now);
  const countText = `SELECT count(*)::int AS total FROM loans l\n${joinSql(count.joins)}\nWHERE ${count.where}`;

  const params = new Params();
  const readColumn = viewerId === null ? 'false AS is_read' : 'r.loan_id IS NOT NULL AS is_read';
  const readJoin = viewerId === null ? '' : `LEFT JOIN market_reads r ON r.user_id = ${params.add(viewerId)} AND r.loan_id = l.id`;
  const page = marketWhere(tab, query, now, params);
  const direction = query.order_dir === 'asc' ? 'ASC' : 'DESC';
  const perPage = marketPageSize(tab);
  const text = `
    SELECT ${CARD_COLUMNS}, ${readColumn}
      FROM loans l
      JOIN loan_applications la ON la.id = l.application_id
      ${joinSql({ ...page.joins, application: false })}
      ${readJoin}
     WHERE ${page.where}
     ORDER BY ${ORDER_COLUMNS[query.order_by]} ${direction}, l.id ${direction}
     LIMIT ${params.add(perPage)} OFFSET ${params.add((query.page - 1) * perPage)}`;
  return { text, params: params.values, countText, countParams: count.params.values, perPage };
}

/** The summary of a market view: one row per set of terms, summed in libs/domain summarizeMarket. */
export function buildMarketSummarySql(tab: MarketTab, query: MarketListQuery, now: Date): { text: string; params: unknown[] } {
  const { where, params, joins } = marketWhere(tab, query, now);
  return {
    text: `
      SELECT l.grade, l.apr::text AS apr, l.period, l.principal_repayment_type, l.lender_fee::text AS lender_fee,
             COALESCE(l.discount_lender_fee, l.lender_fee)::text AS promotion_lender_fee,
             count(*)::int AS count, sum(l.amount - l.invested_amount)::bigint AS amount_investable
        FROM loans l
        ${joinSql(joins)}
       WHERE ${where}
       GROUP BY l.grade, l.apr, l.period, l.principal_repayment_type, l.lender_fee, COALESCE(l.discount_lender_fee, l.lender_fee)`,
    params: params.values,
  };
}
