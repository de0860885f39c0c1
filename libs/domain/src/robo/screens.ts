import { z } from 'zod';
import { checkDateOrder, dateParam, pageParam } from '../account/schemas.js';
import type { TransferKind } from '../account/ledger.js';
import type { MonthlyReturn } from '../returns/answers.js';
import { shiftIsoDateMonths } from '../dates/business-date.js';
import { MESSAGES } from '../messages/messages.js';
import { SORT_DIRECTIONS } from '../schemas/list-query.js';
import { strictFormObject } from '../schemas/fields.js';
import { ROBO_PRODUCTS } from './constants.js';
import { roboSellSchema } from './schemas.js';
import type { RoboSellContext } from './schemas.js';

/** The robo screens list 15 rows a page (spec: robo and statement page size 15). */
export const ROBO_PAGE_SIZE = 15;

/** The summary is asked again every 5 s while statistics_calculating is true (spec 4 and 9). */
export const ROBO_SUMMARY_POLL_MS = 5000;

/** What a movement of a robo cash account is called on the robo statement, and the transfer kinds (with their side) it stands for. */
export const ROBO_SUBJECTS = {
  transfer_in: { chinese_name: '轉入', kinds: [{ kind: 'robo_transfer_in', side: 'credit' }] },
  invest: { chinese_name: '投資扣款', kinds: [{ kind: 'robo_invest_hold', side: 'debit' }] },
  invest_refund: { chinese_name: '投資退款', kinds: [{ kind: 'robo_invest_release', side: 'credit' }] },
  principal_income: { chinese_name: '回收本金', kinds: [{ kind: 'robo_principal', side: 'credit' }] },
  interest_income: { chinese_name: '回收利息', kinds: [{ kind: 'robo_interest', side: 'credit' }] },
  penalty_income: { chinese_name: '違約金收入', kinds: [{ kind: 'robo_penalty', side: 'credit' }] },
  protection_payout: { chinese_name: '保障金理賠', kinds: [{ kind: 'robo_protection_payout', side: 'credit' }] },
  robo_fee: { chinese_name: '智能投資管理費', kinds: [{ kind: 'robo_fee', side: 'debit' }] },
  sale_purchase: { chinese_name: '承接售出投資', kinds: [{ kind: 'robo_sale_purchase', side: 'debit' }] },
  sale_income: { chinese_name: '售出投資價款', kinds: [{ kind: 'robo_sale_purchase', side: 'credit' }] },
  sale_proceeds: { chinese_name: '售出款項轉入代收代付帳戶', kinds: [{ kind: 'robo_sale_proceeds', side: 'debit' }] },
  sell_fee: { chinese_name: '售出手續費', kinds: [{ kind: 'robo_sell_fee', side: 'debit' }] },
} as const satisfies Readonly<
  Record<string, { chinese_name: string; kinds: readonly { kind: TransferKind; side: 'debit' | 'credit' }[] }>
>;
export type RoboSubjectName = keyof typeof ROBO_SUBJECTS;
export const ROBO_SUBJECT_NAMES = Object.keys(ROBO_SUBJECTS) as RoboSubjectName[];

export const isRoboSubjectName = (value: string): value is RoboSubjectName => Object.prototype.hasOwnProperty.call(ROBO_SUBJECTS, value);

/** The robo subject of a transfer kind seen from the robo account's side, if it has one. */
export const roboSubjectOf = (kind: string, side: 'debit' | 'credit'): RoboSubjectName | undefined =>
  ROBO_SUBJECT_NAMES.find((name) => ROBO_SUBJECTS[name].kinds.some((entry) => entry.kind === kind && entry.side === side));

/** The kinds a set of subjects stands for, by side (every robo kind when none is named). */
export const roboKindsOf = (subjects: readonly RoboSubjectName[]): { debit: string[]; credit: string[] } => {
  const names = subjects.length > 0 ? subjects : ROBO_SUBJECT_NAMES;
  const entries = names.flatMap((name) => [...ROBO_SUBJECTS[name].kinds]);
  return {
    debit: entries.filter((entry) => entry.side === 'debit').map((entry) => entry.kind),
    credit: entries.filter((entry) => entry.side === 'credit').map((entry) => entry.kind),
  };
};

/** The robo product named in a path: stable or vip; anything else is refused. */
export const roboProductParamSchema = z.enum(ROBO_PRODUCTS, { error: MESSAGES.invalidOption });

const roboSubjectsParam = z
  .union([z.string(), z.array(z.string())], { error: MESSAGES.invalidOption })
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
  .transform((values) => values.flatMap((value) => value.split(',')).map((value) => value.trim()).filter((value) => value !== ''))
  .refine((values) => values.every(isRoboSubjectName), { error: MESSAGES.invalidOption })
  .transform((values) => values as RoboSubjectName[]);

/**
 * GET robo transactions and grouping: page, start_date, end_date ('YYYY-MM-DD' or 'YYYY/MM/DD',
 * the last month up to the business date when left out) and robo_subjects (robo_subjects[]=a or a,b).
 */
export const roboTransactionsQuerySchema = z
  .object({
    page: pageParam,
    start_date: dateParam,
    end_date: dateParam,
    robo_subjects: roboSubjectsParam,
    'robo_subjects[]': roboSubjectsParam,
  })
  .superRefine(checkDateOrder)
  .transform(({ 'robo_subjects[]': bracketed, robo_subjects: plain, ...rest }) => ({
    ...rest,
    robo_subjects: [...new Set([...plain, ...bracketed])],
  }));
export type RoboTransactionsQuery = z.output<typeof roboTransactionsQuerySchema>;

/** The robo statement's default dates: one month back from the business date to it (spec: default range last month). */
export const roboStatementWindowOf = (businessDate: string): { start_date: string; end_date: string } => ({
  start_date: shiftIsoDateMonths(businessDate, -1),
  end_date: businessDate,
});

/** A part the robo account holds of a loan: waiting for funding, repaying, or repaid. */
export const ROBO_HOLDING_STATUSES = ['waiting', 'active', 'finished'] as const;
export type RoboHoldingStatus = (typeof ROBO_HOLDING_STATUSES)[number];

export const ROBO_HOLDING_STATUS_LABELS: Readonly<Record<RoboHoldingStatus, string>> = {
  waiting: '等待撥款',
  active: '還款中',
  finished: '已結案',
};

/** The sort keys of the robo investments list (spec 3). */
export const ROBO_INVESTMENT_ORDER_BY = ['groupAmount', 'period', 'apr', 'last_invested_at'] as const;
export type RoboInvestmentOrderBy = (typeof ROBO_INVESTMENT_ORDER_BY)[number];

/** The longest loan-serial fragment account_serial_like takes. */
export const ROBO_SERIAL_LIKE_MAX_LENGTH = 20;

/**
 * GET robo investments: the loans the robo account holds parts of, one row a loan. page,
 * order_by / order_dir, account_serial_like (a fragment of the loan serial), invested_at_gte /
 * invested_at_lt (the last part bought), created_at_gte / created_at_lt (the first part bought),
 * status.
 */
export const roboInvestmentsQuerySchema = z
  .object({
    page: pageParam,
    order_by: z.enum(ROBO_INVESTMENT_ORDER_BY, { error: MESSAGES.invalidOption }).optional(),
    order_dir: z.enum(SORT_DIRECTIONS, { error: MESSAGES.invalidOption }).optional(),
    account_serial_like: z
      .string({ error: MESSAGES.invalidFormat })
      .trim()
      .max(ROBO_SERIAL_LIKE_MAX_LENGTH, { error: MESSAGES.invalidFormat })
      .regex(/^[0-9A-Za-z]*$/, { error: MESSAGES.invalidFormat })
      .optional(),
    invested_at_gte: dateParam,
    invested_at_lt: dateParam,
    created_at_gte: dateParam,
    created_at_lt: dateParam,
    status: z.enum(ROBO_HOLDING_STATUSES, { error: MESSAGES.invalidOption }).optional(),
  })
  .strip();
export type RoboInvestmentsQuery = z.output<typeof roboInvestmentsQuerySchema>;

/** A robo investment (one internal transfer) as the summary and the sell screens list it. */
export interface RoboAccountAnswer {
  readonly serial: string;
  readonly product: (typeof ROBO_PRODUCTS)[number];
  readonly amount: number;
  readonly created_at: string;
  /** Whole months held on the business date. */
  readonly holding_time: number;
  /** Its share of the robo account's net income so far, whole NT$. */
  readonly current_interest: number;
  /** What it would bring back now: amount + current_interest − what was already sold. */
  readonly total_recovery: number;
  readonly sell_fee_rate: number;
  readonly status: 'active' | 'selling' | 'sold';
}

/** A loan the robo account holds parts of. */
export interface RoboHoldingAnswer {
  readonly loan_serial: string;
  readonly credit_level: string;
  readonly apr: string;
  readonly period: number;
  readonly groupAmount: number;
  readonly parts: number;
  readonly remain_principal: number;
  readonly created_at: string;
  readonly last_invested_at: string;
  readonly status: RoboHoldingStatus;
}

/** A movement of the robo cash account. */
export interface RoboTransactionAnswer {
  readonly id: number;
  readonly subject: RoboSubjectName;
  readonly chinese_name: string;
  readonly amount: number;
  /** The robo cash after it. */
  readonly balance: number;
  readonly case_serial: string | null;
  readonly created_at: string;
}

/** The robo summary (spec 3): the cash, what is invested, the sell fee bands and the sums per subject. */
export interface RoboSummaryAnswer {
  readonly product: (typeof ROBO_PRODUCTS)[number];
  readonly cash: number;
  readonly invested_principal: number;
  readonly waiting_amount: number;
  readonly total_amount: number;
  readonly accounts: number;
  /** Loans listed now that the engine may buy a part of for this member. */
  readonly matching_loans: number;
  readonly sell_fee_rates: readonly string[];
  readonly transaction_group: readonly { subject: RoboSubjectName; chinese_name: string; amount: number }[];
  readonly statistics_calculating: boolean;
  /**
   * The product's net annualised return (XIRR, percent with 2 decimals), or null before money moved
   * both ways: each transfer in out on its date, each sale's proceeds in, and the product's worth
   * (cash, principal held, parts waiting) in on the business date.
   */
  readonly xirr: string | null;
  /** The last twelve months' principal, income and robo fees of the product's parts, oldest first. */
  readonly monthly: readonly MonthlyReturn[];
}

/** What each movement of a robo cash account counts as in the product's monthly returns. */
export const ROBO_RETURN_KINDS = {
  principal: ['robo_principal', 'robo_protection_payout'],
  income: ['robo_interest', 'robo_penalty'],
  fee: ['robo_fee'],
} as const satisfies Readonly<Record<'principal' | 'income' | 'fee', readonly TransferKind[]>>;

/** POST internal-withdraw's query: the product the transfer goes to, stable when left out. */
export const internalTransferQuerySchema = z.object({ product: roboProductParamSchema.default('stable') }).strip();
export type InternalTransferQuery = z.output<typeof internalTransferQuerySchema>;

/** POST /api/console/robo/vip/{member id}: whether the member may use the vip robo product. */
export const roboVipFlagSchema = strictFormObject({ robo_vip: z.boolean({ error: MESSAGES.invalidOption }) });
export type RoboVipFlagInput = z.output<typeof roboVipFlagSchema>;

/** The serial of a robo investment: R, its Taipei date (YYMMDD) and a number. */
export const roboAccountSerialSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .regex(/^R\d{12,14}$/, { error: MESSAGES.invalidFormat });

/** GET sell-overview: the robo investment the sell screen is for. */
export const roboSellOverviewQuerySchema = z.object({ account_serial: roboAccountSerialSchema }).strip();
export type RoboSellOverviewQuery = z.output<typeof roboSellOverviewQuerySchema>;

/** POST sell: the sell form of one robo investment (roboSellSchema) and its serial. */
export const roboSellRequestSchema = (context: RoboSellContext) => roboSellSchema(context).extend({ account_serial: roboAccountSerialSchema });
export type RoboSellRequest = z.output<ReturnType<typeof roboSellRequestSchema>>;

/** A robo sale's life: selling until its amount is met (sold), cancelled by the member, or expired after ROBO_SALE_DAYS. */
export const ROBO_SALE_STATUSES = ['selling', 'sold', 'cancelled', 'expired'] as const;
export type RoboSaleStatus = (typeof ROBO_SALE_STATUSES)[number];

/** The sell overview of one robo investment (spec 3): what may be sold and the sale in progress. */
export interface RoboSellOverviewAnswer {
  readonly account_serial: string;
  readonly saleable_amount: number;
  readonly holding_time: number;
  readonly sell_fee_rate: number;
  readonly active_sell_investment: {
    readonly target_amount: number;
    readonly sold_amount: number;
    readonly sell_fee_rate: number;
    readonly expires_on: string | null;
    readonly start_sell_at: string;
  } | null;
}
