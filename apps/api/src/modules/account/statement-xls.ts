import { ACCOUNT_API_TEXTS, LEDGER_SUBJECTS, formatYmd, statementTitleOf } from '@lendbridge/domain';
import type { CashMovement } from './account.service.js';
import { movementSubject } from './account.service.js';

export const STATEMENT_CONTENT_TYPE = 'application/vnd.ms-excel; charset=utf-8';

type Cell = string | number | null;

/** XML text: markup characters as references, control characters XML does not allow dropped. */
function escapeXml(text: string): string {
  let escaped = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) continue;
    escaped += '<>&"\''.includes(character) ? `&#${code};` : character;
  }
  return escaped;
}

function cell(value: Cell, style?: string): string {
  const styled = style ? ` ss:StyleID="${style}"` : '';
  if (value === null || value === '') return `<Cell${styled}/>`;
  if (typeof value === 'number') return `<Cell${styled}><Data ss:Type="Number">${value}</Data></Cell>`;
  return `<Cell${styled}><Data ss:Type="String">${escapeXml(value)}</Data></Cell>`;
}

function row(cells: Cell[], style?: string): string {
  return `<Row>${cells.map((value) => cell(value, style)).join('')}</Row>`;
}

export interface StatementSheet {
  month: string;
  accountNumber: string;
  bankCode: string;
  opening: number;
  rows: CashMovement[];
}

/**
 * The monthly statement as an Excel 2003 XML workbook (SpreadsheetML), which Excel, LibreOffice
 * and Numbers open as a spreadsheet under the .xls name: the account, the opening balance, one
 * row per cash movement (date in Taiwan, subject, description, income, expense, balance, bank)
 * and the closing balance.
 */
export function renderStatementXls(sheet: StatementSheet): string {
  const closing = sheet.rows.length ? sheet.rows[sheet.rows.length - 1].balance : sheet.opening;
  const lines = [
    row([statementTitleOf(sheet.month)], 'title'),
    row([ACCOUNT_API_TEXTS.statementAccount, `${sheet.bankCode} ${sheet.accountNumber}`]),
    row([ACCOUNT_API_TEXTS.statementMonth, sheet.month]),
    row([ACCOUNT_API_TEXTS.openingBalance, sheet.opening]),
    row([...ACCOUNT_API_TEXTS.statementColumns], 'header'),
    ...sheet.rows.map((movement) => {
      const subject = movementSubject(movement);
      const name = subject ? LEDGER_SUBJECTS[subject].chinese_name : '';
      return row([
        formatYmd(movement.created_at),
        name,
        movement.description ?? name,
        movement.is_debit ? null : movement.amount,
        movement.is_debit ? movement.amount : null,
        movement.balance,
        movement.bank_code,
        movement.bank_account,
      ]);
    }),
    row([ACCOUNT_API_TEXTS.closingBalance, closing]),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?mso-application progid="Excel.Sheet"?>',
    '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">',
    '<Styles><Style ss:ID="title"><Font ss:Bold="1" ss:Size="14"/></Style><Style ss:ID="header"><Font ss:Bold="1"/></Style></Styles>',
    `<Worksheet ss:Name="${escapeXml(sheet.month)}"><Table>`,
    ...lines,
    '</Table></Worksheet>',
    '</Workbook>',
  ].join('\n');
}
