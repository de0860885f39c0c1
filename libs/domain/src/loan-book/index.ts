import { READING_PAGES } from '../navigation/site.js';
import type { LoanStatus } from '../loans/vocabulary.js';

/**
 * The loan book (放款資料集): a daily CSV of every listed and repaying loan, without personal
 * data, for the public page /loan-book and the documented API. One file per business date.
 */

export const LOAN_BOOK_PAGE_PATH = READING_PAGES.loanBook.to;
/** GET → {data: LoanBookSummary}. */
export const LOAN_BOOK_API_PATH = '/api/loan-book';
/** GET → the CSV attachment of the current business date. */
export const LOAN_BOOK_CSV_PATH = '/api/loan-book.csv';
export const LOAN_BOOK_CONTENT_TYPE = 'text/csv; charset=utf-8';
/** The byte-order mark the file starts with, so spreadsheet programs read it as UTF-8 (Chinese included). */
export const LOAN_BOOK_BOM = '\uFEFF';
/** How many loans one query reads while the file is written: memory stays bounded at any size of the book. */
export const LOAN_BOOK_BATCH_SIZE = 1_000;

/**
 * The loans the book holds: listed (媒合中), fully funded and awaiting disbursement (已滿標), and
 * every loan still being repaid (還款中, 逾期中, 法律催收中). Loans never listed (rate_confirming),
 * withdrawn or lapsed (cancelled, expired) and closed ones (finished, cleared) are left out.
 */
export const LOAN_BOOK_STATUSES = ['matching', 'funded', 'repaying', 'overdue', 'legal_collection'] as const satisfies readonly LoanStatus[];
export type LoanBookStatus = (typeof LOAN_BOOK_STATUSES)[number];

export const isLoanInLoanBook = (status: LoanStatus): boolean => (LOAN_BOOK_STATUSES as readonly LoanStatus[]).includes(status);

/** One line of the file: no borrower, lender or free text, only the loan's public serial and figures. */
export interface LoanBookRow {
  /** The loan's serial as the market shows it (/market-place/loan/:serial). */
  loan_serial: string;
  grade: string;
  /** Whole NT$. */
  amount: number;
  /** Percent a year, two decimals as stored ('12.50'). */
  annual_rate: string;
  term_months: number;
  status: LoanBookStatus;
  /** The Taipei date the loan was listed (its rate confirmed), YYYY-MM-DD; empty when never listed. */
  listed_date: string;
  /** Days from the oldest unpaid row's due date to the business date, 0 when none is past due. */
  days_late: number;
  /** Whole NT$ the borrower has paid so far, from the repayment rows. */
  principal_repaid: number;
  interest_repaid: number;
}

export type LoanBookColumn = keyof LoanBookRow;

/** The columns in file order: the stable English header, and the Chinese label and explanation the page shows. */
export const LOAN_BOOK_COLUMNS = [
  { key: 'loan_serial', label: '案件編號', description: '投資市場顯示的案件編號' },
  { key: 'grade', label: '信用等級', description: '審核給予的信用等級' },
  { key: 'amount', label: '借款金額', description: '借款總額（新臺幣元）' },
  { key: 'annual_rate', label: '年利率', description: '借款年利率（%，小數兩位）' },
  { key: 'term_months', label: '期數', description: '借款期數（月）' },
  { key: 'status', label: '案件狀態', description: 'matching 媒合中、funded 已滿標、repaying 還款中、overdue 逾期中、legal_collection 法律催收中' },
  { key: 'listed_date', label: '上架日期', description: '案件上架的日期（YYYY-MM-DD）' },
  { key: 'days_late', label: '逾期天數', description: '最早一期未還款項到期日至資料日的天數，未逾期為 0' },
  { key: 'principal_repaid', label: '已還本金', description: '借款人至資料日已還的本金（新臺幣元）' },
  { key: 'interest_repaid', label: '已還利息', description: '借款人至資料日已還的利息（新臺幣元）' },
] as const satisfies readonly { key: LoanBookColumn; label: string; description: string }[];

/** The header line's names, in file order. */
export const LOAN_BOOK_HEADER: readonly LoanBookColumn[] = LOAN_BOOK_COLUMNS.map((column) => column.key);

/** A row as the file's cells, in header order. */
export const loanBookRecord = (row: LoanBookRow): (string | number)[] => LOAN_BOOK_HEADER.map((key) => row[key]);

/** The download's file name for a business date: lendbridge-loan-book-YYYY-MM-DD.csv. */
export const loanBookFileName = (businessDate: string): string => `lendbridge-loan-book-${businessDate}.csv`;

/** GET /api/loan-book → {data}. */
export interface LoanBookSummary {
  /** The business date the file is of, YYYY-MM-DD. */
  business_date: string;
  /** How many loans (lines after the header) the file holds. */
  rows: number;
  file_name: string;
  /** Where to download it: LOAN_BOOK_CSV_PATH. */
  download_path: string;
}

export const LOAN_BOOK_TEXTS = {
  title: READING_PAGES.loanBook.label,
  intro:
    '信橋每日公開所有上架中與還款中的借款案件資料，供出借人與研究者自行分析。檔案不含任何個人資料：沒有借款人或出借人的姓名、身分證字號、聯絡方式、帳戶或案件描述，只有案件的編號、條件、狀態與還款金額。',
  dailyNote: '檔案以營業日為準，每日產生一次；同一天重複下載會得到相同的檔案。',
  businessDate: '資料日',
  rowCount: '案件筆數',
  download: '下載 CSV 檔',
  apiNote: '程式可經由 API 取得：',
  columnsTitle: '欄位說明',
  columnHeader: '欄位名稱',
  columnLabel: '中文名稱',
  columnDescription: '說明',
} as const;
