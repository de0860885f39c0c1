import ExcelJS from 'exceljs';
import { ACCOUNT_API_TEXTS, LEDGER_SUBJECTS, formatYmd, statementTitleOf } from '@lendbridge/domain';
import type { CashMovement } from './account.service.js';
import { movementSubject } from './account.service.js';

/** The media type of the monthly download: an .xlsx workbook. */
export const STATEMENT_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Column widths (characters) of the statement: date, subject, description, income, expense, balance, bank code, bank account. */
const COLUMN_WIDTHS = [14, 14, 40, 12, 12, 14, 10, 20];
/** Amounts with thousands separators, still numbers. */
const AMOUNT_FORMAT = '#,##0';

type Cell = string | number | null;

/**
 * Text XML 1.0 can carry: control characters other than tab and line breaks, lone surrogates and
 * U+FFFE/U+FFFF dropped.
 */
export function xmlSafeText(text: string): string {
  let safe = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    const control = code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;
    const unpaired = code >= 0xd800 && code <= 0xdfff;
    if (control || unpaired || code === 0xfffe || code === 0xffff) continue;
    safe += character;
  }
  return safe;
}

export interface StatementSheet {
  month: string;
  accountNumber: string;
  bankCode: string;
  opening: number;
  rows: CashMovement[];
}

/** The statement's rows top to bottom: title, account, month, opening balance, header, movements, closing balance. */
function statementRows(sheet: StatementSheet): { cells: Cell[]; style?: 'title' | 'header' }[] {
  const closing = sheet.rows.length ? sheet.rows[sheet.rows.length - 1].balance : sheet.opening;
  return [
    { cells: [statementTitleOf(sheet.month)], style: 'title' },
    { cells: [ACCOUNT_API_TEXTS.statementAccount, `${sheet.bankCode} ${sheet.accountNumber}`] },
    { cells: [ACCOUNT_API_TEXTS.statementMonth, sheet.month] },
    { cells: [ACCOUNT_API_TEXTS.openingBalance, sheet.opening] },
    { cells: [...ACCOUNT_API_TEXTS.statementColumns], style: 'header' },
    ...sheet.rows.map((movement) => {
      const subject = movementSubject(movement);
      const name = subject ? LEDGER_SUBJECTS[subject].chinese_name : '';
      return {
        cells: [
          formatYmd(movement.created_at),
          name,
          movement.description ?? name,
          movement.is_debit ? null : movement.amount,
          movement.is_debit ? movement.amount : null,
          movement.balance,
          movement.bank_code,
          movement.bank_account,
        ],
      };
    }),
    { cells: [ACCOUNT_API_TEXTS.closingBalance, closing] },
  ];
}

/**
 * The monthly statement as an Office Open XML workbook (.xlsx) written with exceljs, one sheet
 * named by the month: the account, the opening balance, one row per cash movement (date in
 * Taiwan, subject, description, income, expense, balance, bank) and the closing balance. Amounts
 * are number cells; the title and the column header are bold.
 */
export async function renderStatementWorkbook(sheet: StatementSheet): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(xmlSafeText(sheet.month));
  worksheet.columns = COLUMN_WIDTHS.map((width) => ({ width }));
  for (const { cells, style } of statementRows(sheet)) {
    const row = worksheet.addRow(cells.map((value) => (typeof value === 'string' ? xmlSafeText(value) : value)));
    if (style) row.font = { bold: true, ...(style === 'title' ? { size: 14 } : {}) };
    row.eachCell((cell) => {
      if (typeof cell.value === 'number') cell.numFmt = AMOUNT_FORMAT;
    });
  }
  const written = await workbook.xlsx.writeBuffer();
  return Buffer.from(written);
}
