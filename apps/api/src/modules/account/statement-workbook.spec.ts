import { describe, expect, it } from '@jest/globals';
import { ACCOUNT_API_TEXTS, LEDGER_SUBJECTS, formatYmd, statementTitleOf, withdrawalFeeDescription } from '@lendbridge/domain';
import { readStatementWorkbook } from '../../../test/factories/statement-workbook.js';
import type { CashMovement } from './account.service.js';
import { renderStatementWorkbook, xmlSafeText } from './statement-workbook.js';

const MONTH = '2025-11';
const HEADER_ROW = 5;

const movement = (fields: Partial<CashMovement>): CashMovement => ({
  id: 1,
  kind: 'deposit',
  amount: 1_000,
  is_debit: false,
  balance: 1_000,
  created_at: new Date('2025-11-03T17:30:00Z'),
  case_serial: null,
  case_group: false,
  bank_code: '006',
  bank_account: '95688000000013',
  description: null,
  ...fields,
});

const render = (rows: CashMovement[], opening = 0) =>
  renderStatementWorkbook({ month: MONTH, accountNumber: '95688000000013', bankCode: '006', opening, rows });

describe('renderStatementWorkbook', () => {
  it('writes the title, the account, the opening balance, the header, one row per movement and the closing balance', async () => {
    const deposit = movement({ amount: 1_234, balance: 1_734 });
    const fee = movement({ id: 2, kind: 'withdrawal_fee', amount: 15, is_debit: true, balance: 1_719, bank_code: null, bank_account: null, description: withdrawalFeeDescription(1) });
    const sheet = await readStatementWorkbook(await render([deposit, fee], 500));
    expect(sheet.sheetCount).toBe(1);
    expect(sheet.name).toBe(MONTH);
    expect(sheet.rows).toEqual([
      [statementTitleOf(MONTH)],
      [ACCOUNT_API_TEXTS.statementAccount, '006 95688000000013'],
      [ACCOUNT_API_TEXTS.statementMonth, MONTH],
      [ACCOUNT_API_TEXTS.openingBalance, 500],
      [...ACCOUNT_API_TEXTS.statementColumns],
      [formatYmd(deposit.created_at), LEDGER_SUBJECTS.deposit.chinese_name, LEDGER_SUBJECTS.deposit.chinese_name, 1_234, null, 1_734, '006', '95688000000013'],
      [formatYmd(fee.created_at), LEDGER_SUBJECTS.withdraw_fee.chinese_name, withdrawalFeeDescription(1), null, 15, 1_719],
      [ACCOUNT_API_TEXTS.closingBalance, 1_719],
    ]);
    expect(formatYmd(deposit.created_at)).toBe('2025/11/04');
    expect(sheet.bold).toEqual([true, false, false, false, true, false, false, false]);
  });

  it('closes a month without movements on the opening balance', async () => {
    const sheet = await readStatementWorkbook(await render([], 2_500));
    expect(sheet.rows.slice(HEADER_ROW)).toEqual([[ACCOUNT_API_TEXTS.closingBalance, 2_500]]);
  });

  it('keeps markup as text and drops the characters XML cannot carry, so the file stays valid', async () => {
    const hostile = '<script>alert("x")</script> & \'q\'\u0000\u0001\u0008\u000b\u000c\u001f\ud800\ufffe|\ttab\nline';
    const sheet = await readStatementWorkbook(await render([movement({ description: hostile })]));
    expect(sheet.rows[HEADER_ROW][2]).toBe('<script>alert("x")</script> & \'q\'|\ttab\nline');
  });
});

describe('xmlSafeText', () => {
  it('drops control characters but tab and line breaks, lone surrogates and the two non-characters', () => {
    expect(xmlSafeText('a\u0000b\u0007c\td\re\nf\u001f')).toBe('abc\td\re\nf');
    expect(xmlSafeText('\ud83d\ude00\ud83dx\udc00\ufffe\uffff')).toBe('\ud83d\ude00x');
  });
});
