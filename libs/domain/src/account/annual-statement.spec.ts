import { describe, expect, it } from 'vitest';
import {
  ANNUAL_STATEMENT_FIGURES,
  ANNUAL_STATEMENT_KINDS,
  ANNUAL_STATEMENT_RULES,
  annualNetIncome,
  annualStatementFigureOf,
  annualStatementFileName,
  annualStatementPath,
  formatStatementAmount,
  parseStatementYear,
  sumAnnualAmounts,
} from './annual-statement.js';
import { TRANSFER_KINDS, isRoboLedgerAccountKind } from './ledger.js';
import type { RuleAccountKind } from './ledger.js';

/** A member's own end of a transfer: their cash or robo cash. */
const isMemberEnd = (kind: RuleAccountKind): boolean => kind === 'robo' || kind === 'user_cash' || isRoboLedgerAccountKind(kind);

describe('the annual income statement', () => {
  it('counts each transfer kind in one figure only, on the lender’s own end', () => {
    const kinds = ANNUAL_STATEMENT_KINDS.map((entry) => entry.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const { kind, side } of ANNUAL_STATEMENT_KINDS) {
      const rule = TRANSFER_KINDS[kind];
      expect({ kind, member: isMemberEnd(side === 'credit' ? rule.to : rule.from) }).toEqual({ kind, member: true });
      expect({ kind, other: isMemberEnd(side === 'credit' ? rule.from : rule.to) }).toEqual({ kind, other: false });
    }
  });

  it('sums what a lender receives and pays on their investments, manual and robo alike', () => {
    expect(annualStatementFigureOf('repayment_interest')).toBe('interest');
    expect(annualStatementFigureOf('robo_interest')).toBe('interest');
    expect(annualStatementFigureOf('lender_fee')).toBe('fees');
    expect(annualStatementFigureOf('robo_fee')).toBe('fees');
    expect(annualStatementFigureOf('protection_payout')).toBe('principal');
    expect(annualStatementFigureOf('robo_penalty')).toBe('penalty');
    expect(annualStatementFigureOf('referral_reward')).toBe('cashback');
    for (const other of ['deposit', 'invest_hold', 'repayment_collect', 'withdrawal_fee', 'resale_payment', 'borrower_fee']) {
      expect(annualStatementFigureOf(other)).toBeNull();
    }
    expect(ANNUAL_STATEMENT_FIGURES.map((figure) => ANNUAL_STATEMENT_RULES[figure].label)).toEqual(['利息收入', '服務費支出', '本金返還', '違約金收入', '現金回饋']);
  });

  it('adds lines column by column and nets income less fees, principal left out', () => {
    const total = sumAnnualAmounts([
      { interest: 100, fees: 7, principal: 1_000, penalty: 3, cashback: 0 },
      { interest: 50, fees: 2, principal: 500, penalty: 0, cashback: 200 },
    ]);
    expect(total).toEqual({ interest: 150, fees: 9, principal: 1_500, penalty: 3, cashback: 200 });
    expect(annualNetIncome(total)).toBe(150 + 3 + 200 - 9);
    expect(sumAnnualAmounts([])).toEqual({ interest: 0, fees: 0, principal: 0, penalty: 0, cashback: 0 });
  });

  it('takes four digits up to the business year and nothing else', () => {
    expect(parseStatementYear('2025', 2026)).toBe(2025);
    expect(parseStatementYear('2026', 2026)).toBe(2026);
    for (const value of ['2027', 'abc', '99999', '2025\u0000', ' 2025', '-2025', '0000', '２０２５', '20.5', '']) {
      expect({ value, year: parseStatementYear(value, 2026) }).toEqual({ value, year: null });
    }
  });

  it('names the download and its path by the year and writes amounts with separators', () => {
    expect(annualStatementFileName(2025)).toBe('lendbridge-annual-statement-2025.pdf');
    expect(annualStatementPath(2025)).toBe('/api/account/statements/2025.pdf');
    expect(formatStatementAmount(1_234_567)).toBe('1,234,567');
    expect(formatStatementAmount(0)).toBe('0');
  });
});
