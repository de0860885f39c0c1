import { describe, expect, it } from 'vitest';
import { LOAN_STATUSES } from '../loans/vocabulary.js';
import { FOOTER_LINKS } from '../navigation/site.js';
import { PAGE_META, sitemapPagePaths } from '../navigation/page-meta.js';
import {
  LOAN_BOOK_COLUMNS,
  LOAN_BOOK_HEADER,
  LOAN_BOOK_PAGE_PATH,
  isLoanInLoanBook,
  loanBookFileName,
  loanBookRecord,
} from './index.js';
import type { LoanBookRow } from './index.js';

const CHINESE = /[\u4e00-\u9fff]/;

describe('the loan book', () => {
  it('holds the listed and repaying loans, and none never listed, withdrawn, lapsed or closed', () => {
    expect(LOAN_STATUSES.filter(isLoanInLoanBook)).toEqual(['matching', 'funded', 'repaying', 'overdue', 'legal_collection']);
    for (const status of ['rate_confirming', 'cancelled', 'expired', 'finished', 'cleared'] as const) expect(isLoanInLoanBook(status)).toBe(false);
  });

  it('has stable English headers, each with a Chinese label and explanation', () => {
    expect(LOAN_BOOK_HEADER).toEqual([
      'loan_serial',
      'grade',
      'amount',
      'annual_rate',
      'term_months',
      'status',
      'listed_date',
      'days_late',
      'principal_repaid',
      'interest_repaid',
    ]);
    for (const column of LOAN_BOOK_COLUMNS) {
      expect(column.key).toMatch(/^[a-z_]+$/);
      expect(column.label).toMatch(CHINESE);
      expect(column.description).toMatch(CHINESE);
    }
    expect(new Set(LOAN_BOOK_COLUMNS.map((column) => column.label)).size).toBe(LOAN_BOOK_COLUMNS.length);
  });

  it('names no personal field among its columns', () => {
    for (const key of LOAN_BOOK_HEADER) expect(key).not.toMatch(/name|email|phone|mobile|address|bank|account|identity|borrower|lender|user|member|description/);
  });

  it('writes a row’s cells in header order', () => {
    const row: LoanBookRow = {
      loan_serial: 'L2026000123',
      grade: 'B',
      amount: 120_000,
      annual_rate: '9.50',
      term_months: 24,
      status: 'overdue',
      listed_date: '2026-03-02',
      days_late: 17,
      principal_repaid: 40_210,
      interest_repaid: 6_034,
    };
    expect(loanBookRecord(row)).toEqual(['L2026000123', 'B', 120_000, '9.50', 24, 'overdue', '2026-03-02', 17, 40_210, 6_034]);
  });

  it('names the file by its business date', () => {
    expect(loanBookFileName('2026-11-28')).toBe('lendbridge-loan-book-2026-11-28.csv');
  });

  it('is a footer link and a page search engines list', () => {
    expect(FOOTER_LINKS.map((link) => link.to)).toContain(LOAN_BOOK_PAGE_PATH);
    expect(PAGE_META[LOAN_BOOK_PAGE_PATH].title).toMatch(CHINESE);
    expect(sitemapPagePaths()).toContain('/loan-book');
  });
});
