import { formatNtd } from '../money/money.js';
import type { LedgerSide, TransferKind } from './ledger.js';

/**
 * The annual income statement (年度收益對帳單): for one lender and one calendar year (Taipei
 * dates), what their investments brought in and cost, per loan and in total, summed from the
 * ledger's transfers. The PDF is what a lender keeps for their tax return.
 */

/** The statement's figures, in column order. */
export const ANNUAL_STATEMENT_FIGURES = ['interest', 'fees', 'principal', 'penalty', 'cashback'] as const;
export type AnnualStatementFigure = (typeof ANNUAL_STATEMENT_FIGURES)[number];

/** Whole NT$ of each figure. */
export type AnnualStatementAmounts = Record<AnnualStatementFigure, number>;

export interface AnnualStatementFigureRule {
  /** The column heading and the total's label. */
  readonly label: string;
  /** The transfer kinds the figure sums, each seen from the lender's side. */
  readonly kinds: readonly TransferKind[];
  /** The lender's end of those transfers: credited for what they receive, debited for what they pay. */
  readonly side: LedgerSide;
}

/**
 * Which ledger transfers make each figure. Manual and robo-held investments alike: the robo kinds
 * pay the robo cash of the same lender. Principal returned includes the protection fund's payouts,
 * which pay back a late loan's unpaid principal. Cashback is not of a loan: it stands on its own line.
 */
export const ANNUAL_STATEMENT_RULES: Readonly<Record<AnnualStatementFigure, AnnualStatementFigureRule>> = {
  interest: { label: '利息收入', kinds: ['repayment_interest', 'robo_interest'], side: 'credit' },
  fees: { label: '服務費支出', kinds: ['lender_fee', 'robo_fee', 'resale_fee'], side: 'debit' },
  principal: {
    label: '本金返還',
    kinds: ['repayment_principal', 'robo_principal', 'protection_payout', 'robo_protection_payout'],
    side: 'credit',
  },
  penalty: { label: '違約金收入', kinds: ['penalty', 'robo_penalty'], side: 'credit' },
  cashback: { label: '現金回饋', kinds: ['campaign_reward', 'referral_reward'], side: 'credit' },
};

/** Every transfer kind the statement sums, with the figure it belongs to. */
export const ANNUAL_STATEMENT_KINDS: readonly { kind: TransferKind; figure: AnnualStatementFigure; side: LedgerSide }[] = ANNUAL_STATEMENT_FIGURES.flatMap(
  (figure) => ANNUAL_STATEMENT_RULES[figure].kinds.map((kind) => ({ kind, figure, side: ANNUAL_STATEMENT_RULES[figure].side })),
);

/** The figure a transfer kind adds to, or null when the statement does not count it. */
export const annualStatementFigureOf = (kind: string): AnnualStatementFigure | null =>
  ANNUAL_STATEMENT_KINDS.find((entry) => entry.kind === kind)?.figure ?? null;

export const zeroAnnualAmounts = (): AnnualStatementAmounts => ({ interest: 0, fees: 0, principal: 0, penalty: 0, cashback: 0 });

/** The figures added up, column by column. */
export const sumAnnualAmounts = (lines: readonly AnnualStatementAmounts[]): AnnualStatementAmounts =>
  lines.reduce<AnnualStatementAmounts>((total, line) => {
    const next = { ...total };
    for (const figure of ANNUAL_STATEMENT_FIGURES) next[figure] += line[figure];
    return next;
  }, zeroAnnualAmounts());

/** What the lender kept: interest, penalties and cashback less the fees (principal is their own money back). */
export const annualNetIncome = (amounts: AnnualStatementAmounts): number => amounts.interest + amounts.penalty + amounts.cashback - amounts.fees;

/** One line of the statement: a loan the lender holds or held parts of, or, with loan_serial null, what belongs to no loan. */
export interface AnnualStatementLine extends AnnualStatementAmounts {
  loan_serial: string | null;
}

export interface AnnualStatement {
  year: number;
  /** The member serial the statement is for. */
  member_serial: string;
  /** The member's name as the profile holds it, or the e-mail when no name is on file. */
  holder: string;
  /** The loans by serial, then the line of what belongs to no loan. */
  lines: AnnualStatementLine[];
  totals: AnnualStatementAmounts;
  /** The business date the file was made on, YYYY-MM-DD. */
  issued_on: string;
}

/** GET /api/account/statements → {data: AnnualStatementYear[]}, newest year first. */
export interface AnnualStatementYear {
  year: number;
  /** The year's totals, as the PDF's totals row shows them. */
  totals: AnnualStatementAmounts;
  file_name: string;
  /** Where to download the PDF: annualStatementPath(year). */
  download_path: string;
}

export const ANNUAL_STATEMENTS_API_PATH = '/api/account/statements';
export const ANNUAL_STATEMENT_CONTENT_TYPE = 'application/pdf';
export const annualStatementPath = (year: number): string => `${ANNUAL_STATEMENTS_API_PATH}/${year}.pdf`;
export const annualStatementFileName = (year: number): string => `lendbridge-annual-statement-${year}.pdf`;

/**
 * The year of a download path: four digits and not after the business year. Anything else
 * (letters, five digits, encoded bytes) is refused before any query.
 */
export const parseStatementYear = (value: string, businessYear: number): number | null => {
  if (!/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= 1 && year <= businessYear ? year : null;
};

/** Whole NT$ as the statement's cells show them: 12,345. */
export const formatStatementAmount = (amount: number): string => formatNtd(amount).replace('NT$ ', '');

export const ANNUAL_STATEMENT_TEXTS = {
  sectionTitle: '年度收益對帳單',
  intro: '列出該年度（臺北時間）出借所得的利息、違約金與現金回饋，以及本金返還與服務費，可作為報稅參考。',
  none: '尚無任何收益紀錄，有收益的年度才會產生對帳單。',
  loading: '載入中',
  yearLink: (year: number) => `${year} 年度對帳單（PDF）`,
  documentTitle: (year: number) => `信橋 LendBridge ${year} 年度收益對帳單`,
  holder: '出借人',
  memberSerial: '會員編號',
  period: (year: number) => `對帳期間：${year}/01/01 至 ${year}/12/31（臺北時間）`,
  issuedOn: '製表日期',
  summaryTitle: '年度合計',
  netIncome: '淨收益（利息＋違約金＋現金回饋－服務費）',
  loansTitle: '各案件明細',
  loanColumn: '案件編號',
  noLoan: '非案件（活動與推薦獎勵）',
  totalRow: '合計',
  currency: '金額單位：新臺幣元',
  footnote: '本對帳單依帳務紀錄產生；本金返還含保障基金理賠，服務費含出借服務費、智能投資管理費與債權轉讓手續費。',
  yearInvalid: '對帳單年度不正確',
  yearEmpty: '該年度沒有收益紀錄',
} as const;
