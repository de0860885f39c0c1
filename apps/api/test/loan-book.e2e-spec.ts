import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import {
  BUSINESS_TIME_ZONE,
  LOAN_BOOK_BOM,
  LOAN_BOOK_CONTENT_TYPE,
  LOAN_BOOK_CSV_PATH,
  LOAN_BOOK_HEADER,
  LOAN_BOOK_STATUSES,
  MESSAGES,
  daysLate,
  loanBookFileName,
  shiftIsoDate,
} from '@lendbridge/domain';
import { ENV } from '../src/config/config.module.js';
import type { Env } from '../src/config/env.js';
import { writeLoanBookCsv } from '../src/modules/loan-book/loan-book.service.js';
import { BusinessClock } from '../src/modules/repayment/business-clock.js';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { adminOf, expectLedgerReconciled } from './factories/ledger.js';
import { factBorrower } from './factories/market.js';
import type { Member } from './factories/members.js';
import { investor, marketLoan } from './factories/orders.js';
import { depositFor, disbursedLoan, loanRows, runDates, spendCash } from './factories/repayment.js';
import type { DisbursedLoan, LoanRowState } from './factories/repayment.js';

const SUMMARY_PATH = '/api/loan-book';

const owedOf = (row: LoanRowState): number =>
  row.principal - row.paid_principal + row.interest - row.paid_interest + row.fee_amount - row.paid_fee + row.penalty - row.paid_penalty;

/** A loan book line as the CSV parser reads it: every cell text. */
type CsvLine = Record<string, string>;

/** The figures of every loan the book should hold, computed here from the loans and their repayment rows. */
async function expectedLines(t: TestApp, businessDate: string): Promise<CsvLine[]> {
  const rows: CsvLine[] = await t.app.get(DataSource).query(
    `SELECT l.serial AS loan_serial, l.grade, l.amount::text AS amount, l.apr::text AS annual_rate, l.period::text AS term_months,
            l.status, coalesce(to_char(l.rate_confirmed_at AT TIME ZONE $3, 'YYYY-MM-DD'), '') AS listed_date,
            (SELECT greatest(0, coalesce($2::date - min(r.due_date), 0)) FROM loan_repayments r
              WHERE r.loan_id = l.id AND r.paid_at IS NULL)::text AS days_late,
            (SELECT coalesce(sum(r.paid_principal), 0) FROM loan_repayments r WHERE r.loan_id = l.id)::text AS principal_repaid,
            (SELECT coalesce(sum(r.paid_interest), 0) FROM loan_repayments r WHERE r.loan_id = l.id)::text AS interest_repaid
       FROM loans l
      WHERE l.status IN (SELECT unnest($1::text[]))
      ORDER BY l.id`,
    [LOAN_BOOK_STATUSES, businessDate, BUSINESS_TIME_ZONE],
  );
  return rows;
}

/** The response body as raw bytes, whatever its type. */
function download(t: TestApp, path = LOAN_BOOK_CSV_PATH): Promise<Response> {
  return request(t.http)
    .get(path)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

function linesOf(bytes: Buffer): { header: string[]; lines: CsvLine[] } {
  const records = parse(bytes, { bom: true }) as string[][];
  const [header = [], ...cells] = records;
  return { header, lines: cells.map((line) => Object.fromEntries(header.map((name, index) => [name, line[index] ?? '']))) };
}

/** Every personal value of a member the file must not hold. */
async function personalValues(t: TestApp, member: Member): Promise<string[]> {
  const [row] = (await t.app.get(DataSource).query(
    `SELECT u.email, u.mobile, u.member_serial, p.firstname, p.lastname, p.resident_id,
            (SELECT string_agg(b.account, ',') FROM member_banks b WHERE b.user_id = u.id) AS accounts
       FROM users u LEFT JOIN member_profiles p ON p.user_id = u.id WHERE u.id = $1`,
    [member.id],
  )) as Record<string, string | null>[];
  const values = Object.values(row ?? {}).flatMap((value) => (value === null ? [] : value.split(',')));
  const [profile] = (await t.app.get(DataSource).query(`SELECT lastname || firstname AS full_name FROM member_profiles WHERE user_id = $1`, [member.id])) as {
    full_name: string;
  }[];
  return [...values, profile?.full_name ?? '', member.email].filter((value) => value.length > 0);
}

describe('the loan book: a daily CSV of listed and repaying loans without personal data', () => {
  let t: TestApp;
  let today: string;
  let borrowers: Member[];
  let listed: { id: number; serial: string };
  let unconfirmed: { id: number; serial: string };
  let repaying: DisbursedLoan;
  let overdue: DisbursedLoan;
  let finished: DisbursedLoan;
  let firstDueDate: string;

  beforeAll(async () => {
    t = await createTestApp();
    today = await t.app.get(BusinessClock).today();
    const lender = await investor(t);
    const borrower = (firstname: string, lastname: string) => factBorrower(t, { basic: { firstname, lastname } });
    borrowers = [await borrower('書涵', '林'), await borrower('志豪', '陳'), await borrower('雅婷', '黃'), await borrower('家豪', '張')];
    const [payer, laggard, finisher, lister] = borrowers as [Member, Member, Member, Member];
    for (const member of borrowers) expect((await member.browser.get('/api/account/overview')).status).toBe(200);

    // Disbursed on the 10th: one loan about 400 days ago (all twelve rows fall due), the others about 100 days ago.
    const longAgo = `${shiftIsoDate(today, -400).slice(0, 8)}10`;
    const disbursedOn = `${shiftIsoDate(today, -100).slice(0, 8)}10`;
    finished = await disbursedLoan(t, finisher, [{ member: lender, amount: 12_000 }], { grade: 'A1', period: 12 }, longAgo);
    repaying = await disbursedLoan(t, payer, [{ member: lender, amount: 24_000 }], { grade: 'B', period: 12 }, disbursedOn);
    overdue = await disbursedLoan(t, laggard, [{ member: lender, amount: 12_000 }], { grade: 'D', period: 18 }, disbursedOn);
    await spendCash(t, laggard.id);
    const rows = [...(await loanRows(t, finished.id)), ...(await loanRows(t, repaying.id))];
    const dueDates = [...new Set(rows.map((row) => row.due_date).filter((date) => date < today))].sort();
    firstDueDate = (await loanRows(t, overdue.id))[0]?.due_date as string;
    expect(firstDueDate < today).toBe(true);
    // Idle cash goes to the bank with each month's settlement: the paying borrowers transfer in each row as it falls due.
    for (const date of dueDates) {
      for (const loan of [finished, repaying]) {
        const due = (await loanRows(t, loan.id)).find((row) => row.due_date === date);
        if (due !== undefined) await depositFor(t, loan.borrowerId, owedOf(due));
      }
      await runDates(t, [date]);
    }

    listed = await marketLoan(t, { grade: 'E', amount: 50_000, period: 24 }, lister);
    unconfirmed = await marketLoan(t, { grade: 'C', stage: 'approved' }, lister);
  }, 300_000);

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  const statusOf = async (loanId: number): Promise<string> =>
    ((await t.app.get(DataSource).query(`SELECT status FROM loans WHERE id = $1`, [loanId])) as { status: string }[])[0]?.status ?? '';

  it('holds exactly the listed and repaying loans, with the figures of their repayment rows', async () => {
    expect(await statusOf(repaying.id)).toBe('repaying');
    expect(await statusOf(overdue.id)).toBe('overdue');
    expect(await statusOf(finished.id)).toBe('finished');
    expect(await statusOf(listed.id)).toBe('matching');
    expect(await statusOf(unconfirmed.id)).toBe('rate_confirming');

    const response = await download(t);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(LOAN_BOOK_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${loanBookFileName(today)}"`);
    const bytes = response.body as Buffer;
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from(LOAN_BOOK_BOM, 'utf8'));

    const { header, lines } = linesOf(bytes);
    expect(header).toEqual(LOAN_BOOK_HEADER);
    expect(lines.map((line) => line.loan_serial)).toEqual([repaying.serial, overdue.serial, listed.serial]);
    expect(lines).toEqual(await expectedLines(t, today));

    const paid = await loanRows(t, repaying.id);
    const repayingLine = lines[0] as CsvLine;
    expect(repayingLine).toMatchObject({ grade: 'B', amount: '24000', term_months: '12', status: 'repaying', days_late: '0' });
    expect(Number(repayingLine.principal_repaid)).toBe(paid.reduce((sum, row) => sum + row.paid_principal, 0));
    expect(Number(repayingLine.interest_repaid)).toBe(paid.reduce((sum, row) => sum + row.paid_interest, 0));
    expect(Number(repayingLine.principal_repaid)).toBeGreaterThan(0);
    expect(paid.filter((row) => row.status === 'paid')).toHaveLength(paid.filter((row) => row.due_date < today).length);

    expect(lines[1]).toMatchObject({ status: 'overdue', days_late: String(daysLate(firstDueDate, today)), principal_repaid: '0', interest_repaid: '0' });
    expect(lines[2]).toMatchObject({ grade: 'E', amount: '50000', term_months: '24', status: 'matching', days_late: '0', principal_repaid: '0' });
    expect(lines[2]?.listed_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('holds no personal data of the borrowers in any header or cell', async () => {
    const bytes = (await download(t)).body as Buffer;
    const text = bytes.toString('utf8');
    const { header, lines } = linesOf(bytes);
    const cells = [...header, ...lines.flatMap((line) => Object.values(line))];
    for (const member of borrowers) {
      const values = await personalValues(t, member);
      expect(values.length).toBeGreaterThanOrEqual(7);
      for (const value of values) {
        expect(text).not.toContain(value);
        expect(cells.filter((cell) => cell === value)).toEqual([]);
      }
    }
  });

  it('tells the business date, the row count and where to download', async () => {
    const summary = await request(t.http).get(SUMMARY_PATH);
    expect(summary.status).toBe(200);
    expect(summary.body).toEqual({
      data: { business_date: today, rows: 3, file_name: loanBookFileName(today), download_path: LOAN_BOOK_CSV_PATH },
    });
  });

  it('writes the same file whatever the size of the pages it reads the loans in', async () => {
    const served = (await download(t)).body as Buffer;
    const folder = await mkdtemp(join(tmpdir(), 'loan-book-pages-'));
    try {
      for (const batchSize of [1, 2, 1_000]) {
        const target = join(folder, `${batchSize}.csv`);
        expect(await writeLoanBookCsv(t.app.get(DataSource).manager, today, target, batchSize)).toBe(3);
        expect((await readFile(target)).equals(served)).toBe(true);
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('writes the day’s file again when it went missing from the data folder', async () => {
    const served = (await download(t)).body as Buffer;
    const folder = join(t.app.get<Env>(ENV).DATA_DIR, 'loan-book');
    expect(await readdir(folder)).toEqual([loanBookFileName(today)]);
    await rm(join(folder, loanBookFileName(today)));
    const again = await download(t);
    expect(again.status).toBe(200);
    expect((again.body as Buffer).equals(served)).toBe(true);
  });

  it('keeps the same file for the rest of the business date, and writes a new one the next day', async () => {
    const before = (await download(t)).body as Buffer;
    const later = await marketLoan(t, { grade: 'B', amount: 30_000 }, borrowers[3]);
    const again = (await download(t)).body as Buffer;
    expect(again.equals(before)).toBe(true);
    expect((await request(t.http).get(SUMMARY_PATH)).body.data.rows).toBe(3);

    const admin = await adminOf(t);
    const moved = await admin.browser.put('/api/console/clock', { days_forward: 1 });
    expect(moved.status).toBe(200);
    const tomorrow = shiftIsoDate(today, 1);
    expect(moved.body.data.today).toBe(tomorrow);

    const next = await download(t);
    expect(next.headers['content-disposition']).toBe(`attachment; filename="${loanBookFileName(tomorrow)}"`);
    const { lines } = linesOf(next.body as Buffer);
    expect(lines.map((line) => line.loan_serial)).toEqual([repaying.serial, overdue.serial, listed.serial, later.serial]);
    expect(lines).toEqual(await expectedLines(t, tomorrow));
    expect(lines[1]?.days_late).toBe(String(daysLate(firstDueDate, tomorrow)));
    expect(await readdir(join(t.app.get<Env>(ENV).DATA_DIR, 'loan-book'))).toEqual([loanBookFileName(tomorrow)]);
    expect((await request(t.http).get(SUMMARY_PATH)).body.data).toEqual({
      business_date: tomorrow,
      rows: 4,
      file_name: loanBookFileName(tomorrow),
      download_path: LOAN_BOOK_CSV_PATH,
    });
  });

  it('answers the business date’s file whatever the query asks, and refuses a NUL character', async () => {
    const current = (await download(t)).body as Buffer;
    const businessDate = (await request(t.http).get(SUMMARY_PATH)).body.data.business_date as string;
    for (const query of [`?business_date=${today}`, '?date=1999-01-01&status=finished', `?x=${'9'.repeat(6_000)}`, '?business_date[$gt]=2000-01-01', "?serial=' OR 1=1 --"]) {
      const response = await download(t, `${LOAN_BOOK_CSV_PATH}${encodeURI(query)}`);
      expect({ query, status: response.status }).toEqual({ query, status: 200 });
      expect((response.body as Buffer).equals(current)).toBe(true);
      const summary = await request(t.http).get(`${SUMMARY_PATH}${encodeURI(query)}`);
      expect(summary.body.data.business_date).toBe(businessDate);
    }
    for (const path of [`${LOAN_BOOK_CSV_PATH}?date=a%00b`, `${SUMMARY_PATH}?date=a%00b`]) {
      const refused = await request(t.http).get(path);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'INVALID_CHARACTER', message: MESSAGES.invalidCharacter });
    }
  });

  it('documents both routes in OpenAPI with a summary and an example answer', async () => {
    const document = (await request(t.http).get('/api/docs-json').expect(200)).body as {
      paths: Record<string, { get?: { summary?: string; responses?: Record<string, { content?: Record<string, { example?: unknown; schema?: { example?: unknown } }> }> } }>;
    };
    const summaryRoute = document.paths[SUMMARY_PATH]?.get;
    expect(summaryRoute?.summary).toMatch(/business_date/);
    expect(summaryRoute?.responses?.['200']?.content?.['application/json']?.schema?.example).toMatchObject({ data: { download_path: LOAN_BOOK_CSV_PATH } });
    const csvRoute = document.paths[LOAN_BOOK_CSV_PATH]?.get;
    expect(csvRoute?.summary).toMatch(/CSV/);
    const example = csvRoute?.responses?.['200']?.content?.[LOAN_BOOK_CONTENT_TYPE]?.example;
    expect(typeof example).toBe('string');
    expect(parse(example as string, { columns: true })).toHaveLength(2);
    expect((example as string).split('\r\n')[0]).toBe(LOAN_BOOK_HEADER.join(','));
  });

  it('needs no session: both routes answer a visitor', async () => {
    expect((await request(t.http).get(SUMMARY_PATH)).status).toBe(200);
    expect((await download(t)).status).toBe(200);
  });
});
