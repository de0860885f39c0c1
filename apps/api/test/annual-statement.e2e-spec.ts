import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import {
  ANNUAL_STATEMENT_CONTENT_TYPE,
  ANNUAL_STATEMENT_FIGURES,
  ANNUAL_STATEMENT_RULES,
  ANNUAL_STATEMENT_TEXTS,
  BUSINESS_TIME_ZONE,
  MESSAGES,
  annualNetIncome,
  annualStatementFileName,
  annualStatementPath,
  formatNtd,
  shiftIsoDate,
  taipeiDayStart,
} from '@lendbridge/domain';
import type { AnnualStatementAmounts } from '@lendbridge/domain';
import { CampaignRewardsService } from '../src/modules/campaigns/campaign-rewards.service.js';
import { BatchService } from '../src/modules/repayment/batch.service.js';
import { BusinessClock } from '../src/modules/repayment/business-clock.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { seedCampaign } from './factories/campaigns.js';
import { adminOf, expectLedgerReconciled } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { signUp } from './factories/members.js';
import type { Member } from './factories/members.js';
import { borrowerWithAccount, investor } from './factories/orders.js';
import { depositFor, disbursedLoan, loanRows, spendCash } from './factories/repayment.js';
import type { DisbursedLoan, LoanRowState } from './factories/repayment.js';
import { pdfLines, pdfText } from './pdf-text/pdf-text.js';
import type { PdfText } from './pdf-text/pdf-text.js';

const YEARS_PATH = '/api/account/statements';
/** Twelve monthly rows from October 2024 to September 2025: the statement splits them by Taipei year. */
const FIRST_LOAN_ON = '2024-09-10';
const SECOND_LOAN_ON = '2024-11-10';
/** The second row of the first loan is paid a month late, with its penalty. */
const LATE_DUE_DATE = '2024-11-10';
const LATE_PAID_ON = '2024-12-10';
const PENALTY_ALLOWANCE = 5_000;
const NOON_MS = 12 * 3_600_000;

const owedOf = (row: LoanRowState): number =>
  row.principal - row.paid_principal + row.interest - row.paid_interest + row.fee_amount - row.paid_fee + row.penalty - row.paid_penalty;

const amountOf = (cell: string | undefined): number => Number((cell ?? '').replaceAll(',', ''));

/** The response body as raw bytes. */
function download(browser: Browser, path: string): Promise<Response> {
  return browser
    .get(path)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

/** The lender's figure over a Taipei year, computed here straight from the ledger, per loan serial ('' for no loan). */
async function ledgerFigures(t: TestApp, userId: number, year: number): Promise<Map<string, AnnualStatementAmounts>> {
  const lines = new Map<string, AnnualStatementAmounts>();
  for (const figure of ANNUAL_STATEMENT_FIGURES) {
    const rule = ANNUAL_STATEMENT_RULES[figure];
    const end = rule.side === 'credit' ? 'credit_account_id' : 'debit_account_id';
    const rows = (await t.app.get(DataSource).query(
      `SELECT coalesce(l.serial, '') AS loan_serial, sum(t.amount)::bigint AS amount
         FROM ledger_transfers t
         JOIN ledger_accounts a ON a.id = t.${end} AND a.user_id = $1
         LEFT JOIN investments i ON i.serial = t.case_serial
         LEFT JOIN loans l ON l.id = i.loan_id
        WHERE t.kind = ANY ($2::text[]) AND to_char(t.created_at AT TIME ZONE $4, 'YYYY') = $3
        GROUP BY 1`,
      [userId, rule.kinds, String(year), BUSINESS_TIME_ZONE],
    )) as { loan_serial: string; amount: number }[];
    for (const row of rows) {
      const line = lines.get(row.loan_serial) ?? { interest: 0, fees: 0, principal: 0, penalty: 0, cashback: 0 };
      line[figure] += Number(row.amount);
      lines.set(row.loan_serial, line);
    }
  }
  return lines;
}

const totalOf = (lines: Map<string, AnnualStatementAmounts>): AnnualStatementAmounts => {
  const total: AnnualStatementAmounts = { interest: 0, fees: 0, principal: 0, penalty: 0, cashback: 0 };
  for (const line of lines.values()) for (const figure of ANNUAL_STATEMENT_FIGURES) total[figure] += line[figure];
  return total;
};

/** The table row whose first item is this text, as amounts in column order. */
function tableRow(text: PdfText, first: string): AnnualStatementAmounts | null {
  const line = text.pages.flat().find((items) => items[0] === first && items.length === ANNUAL_STATEMENT_FIGURES.length + 1);
  if (line === undefined) return null;
  return Object.fromEntries(ANNUAL_STATEMENT_FIGURES.map((figure, index) => [figure, amountOf(line[index + 1])])) as AnnualStatementAmounts;
}

/** The summary's line of a figure: "利息收入：NT$ 1,234". */
function summaryAmount(text: PdfText, label: string): number | null {
  const prefix = `${label}：`;
  const line = pdfLines(text).find((candidate) => candidate.startsWith(prefix));
  return line === undefined ? null : amountOf(line.slice(prefix.length).replace('NT$', '').trim());
}

describe('the annual income statement: a PDF per lender and Taipei year whose totals equal the ledger', () => {
  let t: TestApp;
  let today: string;
  let lender: Lender;
  let partner: Lender;
  let first: DisbursedLoan;
  let second: DisbursedLoan;

  beforeAll(async () => {
    t = await createTestApp();
    today = await t.app.get(BusinessClock).today();
    lender = await investor(t);
    partner = await investor(t);
    const borrowers = [await borrowerWithAccount(t), await borrowerWithAccount(t)];
    first = await disbursedLoan(
      t,
      borrowers[0] as Member,
      [
        { member: lender, amount: 12_000 },
        { member: partner, amount: 8_000 },
      ],
      { grade: 'C', period: 12 },
      FIRST_LOAN_ON,
    );
    second = await disbursedLoan(t, borrowers[1] as Member, [{ member: lender, amount: 6_000 }], { grade: 'B', period: 12 }, SECOND_LOAN_ON);

    // The borrowers spend what they borrowed: each row is paid from what they transfer in for it.
    for (const loan of [first, second]) await spendCash(t, loan.borrowerId);
    // Each borrower transfers in what falls due just before the batch collects it; the first loan's row of LATE_DUE_DATE waits a month.
    const dueDates = [...new Set([...(await loanRows(t, first.id)), ...(await loanRows(t, second.id))].map((row) => row.due_date))].sort();
    // The batch of a past date dates its transfers at that date's noon in Taipei, as the daily job does with the business clock.
    const runBatch = (date: string) => t.app.get(BatchService).run(date, null, new Date(taipeiDayStart(date).getTime() + NOON_MS));
    for (const date of dueDates) {
      // The late row stays unpaid through the day before, so its penalty accrues day by day.
      if (date === LATE_PAID_ON) await runBatch(shiftIsoDate(date, -1));
      for (const loan of [first, second]) {
        const rows = await loanRows(t, loan.id);
        const due = rows.find((row) => row.due_date === date);
        if (due === undefined || (loan === first && date === LATE_DUE_DATE)) continue;
        const late = loan === first && date === LATE_PAID_ON ? rows.find((row) => row.due_date === LATE_DUE_DATE) : undefined;
        await depositFor(t, loan.borrowerId, owedOf(due) + (late === undefined ? 0 : owedOf(late) + PENALTY_ALLOWANCE));
      }
      await runBatch(date);
    }

    // Cashback: one just after midnight of New Year's Day in Taipei (still 2024 in UTC), one in March.
    const campaign = await seedCampaign(t, { budget: 1_000 });
    const rewards = t.app.get(CampaignRewardsService);
    await t.app.get(DataSource).transaction(async (manager) => {
      for (const [at, amount] of [
        [new Date(taipeiDayStart('2025-01-01').getTime() + 60_000), 200],
        [taipeiDayStart('2025-03-01'), 300],
      ] as const) {
        const paid = await rewards.payCashback(manager, { campaign, userId: lender.id, amount, rewardName: '現金回饋', reference: `test-cashback:${lender.id}:${amount}`, at });
        expect(paid).toBe(true);
      }
    });
  }, 600_000);

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('lists the years with activity, newest first, with their totals from the ledger and where to download each', async () => {
    const response = await lender.browser.get(YEARS_PATH);
    expect(response.status).toBe(200);
    const expected = [];
    for (const year of [2025, 2024]) {
      expected.push({ year, totals: totalOf(await ledgerFigures(t, lender.id, year)), file_name: annualStatementFileName(year), download_path: annualStatementPath(year) });
    }
    expect(response.body).toEqual({ data: expected });
  });

  it.each([2024, 2025])('serves %i as a PDF whose every figure, per loan and in total, equals the ledger’s', async (year) => {
    const response = await download(lender.browser, annualStatementPath(year));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(ANNUAL_STATEMENT_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${annualStatementFileName(year)}"`);
    const bytes = response.body as Buffer;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = await pdfText(bytes);
    const lines = pdfLines(text);
    expect(lines[0]).toBe(ANNUAL_STATEMENT_TEXTS.documentTitle(year));
    expect(lines).toContain(`${ANNUAL_STATEMENT_TEXTS.memberSerial}：${lender.memberSerial}`);

    const expected = await ledgerFigures(t, lender.id, year);
    const totals = totalOf(expected);
    expect(totals.interest).toBeGreaterThan(0);
    expect(totals.principal).toBeGreaterThan(0);
    expect(totals.fees).toBeGreaterThan(0);
    expect(tableRow(text, ANNUAL_STATEMENT_TEXTS.totalRow)).toEqual(totals);
    for (const figure of ANNUAL_STATEMENT_FIGURES) {
      expect({ figure, amount: summaryAmount(text, ANNUAL_STATEMENT_RULES[figure].label) }).toEqual({ figure, amount: totals[figure] });
    }
    expect(lines).toContain(`${ANNUAL_STATEMENT_TEXTS.netIncome}：${formatNtd(annualNetIncome(totals))}`);
    for (const loan of [first, second]) {
      const line = expected.get(loan.serial);
      expect(tableRow(text, loan.serial)).toEqual(line ?? null);
      expect(line).toBeDefined();
    }
    expect(tableRow(text, ANNUAL_STATEMENT_TEXTS.noLoan)).toEqual(expected.get('') ?? null);
  });

  it('splits by the Taipei calendar: the late penalty in 2024, the New Year cashback in 2025', async () => {
    const [of2024, of2025] = [totalOf(await ledgerFigures(t, lender.id, 2024)), totalOf(await ledgerFigures(t, lender.id, 2025))];
    expect(of2024.penalty).toBeGreaterThan(0);
    expect(of2024.cashback).toBe(0);
    expect(of2025.cashback).toBe(500);
    const text = await pdfText((await download(lender.browser, annualStatementPath(2025))).body as Buffer);
    expect(tableRow(text, ANNUAL_STATEMENT_TEXTS.noLoan)).toEqual({ interest: 0, fees: 0, principal: 0, penalty: 0, cashback: 500 });
    const [{ repaid }] = (await t.app.get(DataSource).query(
      `SELECT sum(ir.paid_principal)::bigint AS repaid FROM investment_repayments ir JOIN investments i ON i.id = ir.investment_id WHERE i.user_id = $1`,
      [lender.id],
    )) as { repaid: number }[];
    expect(of2024.principal + of2025.principal).toBe(Number(repaid));
  });

  it('shows each lender only their own figures: the same year of another lender is theirs, not this one’s', async () => {
    const text = await pdfText((await download(partner.browser, annualStatementPath(2024))).body as Buffer);
    const expected = await ledgerFigures(t, partner.id, 2024);
    expect(tableRow(text, ANNUAL_STATEMENT_TEXTS.totalRow)).toEqual(totalOf(expected));
    expect(tableRow(text, first.serial)).toEqual(expected.get(first.serial) ?? null);
    expect(tableRow(text, second.serial)).toBeNull();
    expect(pdfLines(text).join('\n')).not.toContain(lender.memberSerial);
    expect(totalOf(expected)).not.toEqual(totalOf(await ledgerFigures(t, lender.id, 2024)));

    const stranger = await investor(t);
    expect((await stranger.browser.get(YEARS_PATH)).body).toEqual({ data: [] });
    const refused = await stranger.browser.get(`${annualStatementPath(2024)}?user_id=${lender.id}`);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(ANNUAL_STATEMENT_TEXTS.yearEmpty);
  });

  it('answers 404 for a year without activity', async () => {
    for (const year of [2023, Number(today.slice(0, 4))]) {
      const response = await lender.browser.get(annualStatementPath(year));
      expect({ year, status: response.status, message: response.body.message }).toEqual({ year, status: 404, message: ANNUAL_STATEMENT_TEXTS.yearEmpty });
    }
  });

  it('refuses a malformed or future year with a clear message before any query', async () => {
    const future = String(Number(today.slice(0, 4)) + 1);
    for (const year of ['abc', '99999', '2025%00', '%32%30%32%35%00', '-2025', '0000', '2025 ', '２０２５', future]) {
      const response = await lender.browser.get(`${YEARS_PATH}/${year}.pdf`);
      expect({ year, status: response.status, code: response.body.code, year_error: response.body.errors?.year }).toEqual({
        year,
        status: 400,
        code: 'STATEMENT_YEAR_INVALID',
        year_error: ANNUAL_STATEMENT_TEXTS.yearInvalid,
      });
    }
    expect((await lender.browser.get(`${YEARS_PATH}/2025.xlsx`)).status).not.toBe(200);
  });

  it('answers 401 to visitors and 403 to staff and members below full membership', async () => {
    const visitor = new Browser(t.http);
    for (const path of [YEARS_PATH, annualStatementPath(2024)]) {
      expect({ path, status: (await visitor.get(path)).status }).toEqual({ path, status: 401 });
      expect((await request(t.http).get(path)).status).toBe(401);
    }
    const admin = await adminOf(t);
    const registered = await signUp(t);
    for (const member of [admin, registered]) {
      for (const path of [YEARS_PATH, annualStatementPath(2024)]) {
        const response = await member.browser.get(path);
        expect({ path, status: response.status }).toEqual({ path, status: 403 });
      }
    }
    expect((await registered.browser.get(YEARS_PATH)).body.message).toBe(MESSAGES.notMember);
  });
});

