import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  ANNUAL_STATEMENT_TEXTS,
  annualStatementFigureOf,
  annualStatementFileName,
  annualStatementPath,
  parseStatementYear,
  sumAnnualAmounts,
  taipeiDaysRange,
  zeroAnnualAmounts,
} from '@lendbridge/domain';
import type { AnnualStatement, AnnualStatementAmounts, AnnualStatementLine, AnnualStatementYear } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { memberAccountIds } from '../ledger/ledger.queries.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { renderAnnualStatementPdf } from './annual-statement-pdf.js';
import { annualKindSums, annualYearSums, statementHolder } from './annual-statement.queries.js';

/**
 * The lender's annual income statement: the years with activity, and a year's figures per loan
 * summed from the ledger and rendered as a PDF on each request, so the file always equals the
 * ledger as it stands (the year still running included).
 */
@Injectable()
export class AnnualStatementService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
  ) {}

  /** The years with activity, newest first, each with its totals. */
  async years(userId: number): Promise<AnnualStatementYear[]> {
    const accountIds = await memberAccountIds(this.dataSource.manager, userId);
    const totals = new Map<number, AnnualStatementAmounts>();
    for (const sum of await annualYearSums(this.dataSource.manager, accountIds)) {
      const figure = annualStatementFigureOf(sum.kind);
      if (figure === null) continue;
      const year = totals.get(sum.year) ?? zeroAnnualAmounts();
      year[figure] += sum.amount;
      totals.set(sum.year, year);
    }
    return [...totals.entries()].map(([year, amounts]) => ({
      year,
      totals: amounts,
      file_name: annualStatementFileName(year),
      download_path: annualStatementPath(year),
    }));
  }

  /** The year of the path, checked: four digits up to the business year, and a year with activity. */
  async statement(userId: number, yearText: string): Promise<AnnualStatement> {
    const today = await this.clock.today();
    const year = parseStatementYear(yearText, Number(today.slice(0, 4)));
    if (year === null) throw AppError.field('year', ANNUAL_STATEMENT_TEXTS.yearInvalid, 'STATEMENT_YEAR_INVALID');
    const accountIds = await memberAccountIds(this.dataSource.manager, userId);
    const sums = await annualKindSums(this.dataSource.manager, accountIds, taipeiDaysRange(`${year}-01-01`, `${year}-12-31`));
    if (sums.length === 0) throw AppError.notFound(ANNUAL_STATEMENT_TEXTS.yearEmpty);
    const lines = new Map<string | null, AnnualStatementLine>();
    for (const sum of sums) {
      const figure = annualStatementFigureOf(sum.kind);
      if (figure === null) continue;
      const line = lines.get(sum.loan_serial) ?? { loan_serial: sum.loan_serial, ...zeroAnnualAmounts() };
      line[figure] += sum.amount;
      lines.set(sum.loan_serial, line);
    }
    const ordered = [...lines.values()].sort((a, b) =>
      a.loan_serial === null ? 1 : b.loan_serial === null ? -1 : a.loan_serial.localeCompare(b.loan_serial),
    );
    const holder = await statementHolder(this.dataSource.manager, userId);
    return { year, ...holder, lines: ordered, totals: sumAnnualAmounts(ordered), issued_on: today };
  }

  render(statement: AnnualStatement): Promise<Buffer> {
    return renderAnnualStatementPdf(statement);
  }
}
