import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import type { DataSource } from 'typeorm';
import { LOAN_BOOK_BATCH_SIZE, LOAN_BOOK_HEADER, loanBookFileName } from '@lendbridge/domain';
import type { Env } from '../../config/env.js';
import type { BusinessClock } from '../repayment/business-clock.js';
import type { LoanBookDbRow } from './loan-book.queries.js';
import { LoanBookService } from './loan-book.service.js';

const rowOf = (id: number): LoanBookDbRow => ({
  id,
  loan_serial: `L${String(id).padStart(8, '0')}`,
  grade: 'B',
  amount: 10_000 * id,
  annual_rate: '9.50',
  term_months: 12,
  status: 'repaying',
  listed_date: '2026-01-05',
  days_late: 0,
  principal_repaid: 100 * id,
  interest_repaid: 10 * id,
});

/** A database stand-in answering the page query from a list of loans, counting the pages read. */
function fakeDatabase(loans: LoanBookDbRow[], failures = 0) {
  const state = { pages: 0, failuresLeft: failures };
  const manager = {
    query: async (_sql: string, params: unknown[]) => {
      state.pages += 1;
      if (state.failuresLeft > 0) {
        state.failuresLeft -= 1;
        throw new Error('connection lost');
      }
      const [, afterId, limit] = params as [unknown, number, number];
      return loans.filter((loan) => loan.id > afterId).slice(0, limit);
    },
  };
  return { dataSource: { manager } as unknown as DataSource, state };
}

function fakeClock(start: string) {
  const clock = { date: start, today: async () => clock.date };
  return clock;
}

describe('LoanBookService', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'loan-book-spec-'));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const serviceOf = (dataSource: DataSource, clock: ReturnType<typeof fakeClock>) =>
    new LoanBookService(dataSource, clock as unknown as BusinessClock, { DATA_DIR: dataDir } as Env);

  it('reads a large book in pages and writes every loan once, in id order', async () => {
    const loans = Array.from({ length: LOAN_BOOK_BATCH_SIZE * 2 + 5 }, (_, index) => rowOf(index + 1));
    const { dataSource, state } = fakeDatabase(loans);
    const file = await serviceOf(dataSource, fakeClock('2026-11-28')).current();
    expect(state.pages).toBe(3);
    expect(file.rows).toBe(loans.length);
    const records = parse(await readFile(file.path), { bom: true }) as string[][];
    expect(records[0]).toEqual(LOAN_BOOK_HEADER);
    expect(records.slice(1).map((record) => record[0])).toEqual(loans.map((loan) => loan.loan_serial));
    expect(records[1]).toEqual(['L00000001', 'B', '10000', '9.50', '12', 'repaying', '2026-01-05', '0', '100', '10']);
  });

  it('writes a date once however many requests come at the same time, and a new file the next date', async () => {
    const { dataSource, state } = fakeDatabase([rowOf(1), rowOf(2)]);
    const clock = fakeClock('2026-11-28');
    const service = serviceOf(dataSource, clock);
    const files = await Promise.all([service.current(), service.summary(), service.current(), service.summary()]);
    expect(state.pages).toBe(1);
    expect(files[1]).toEqual({ business_date: '2026-11-28', rows: 2, file_name: loanBookFileName('2026-11-28'), download_path: '/api/loan-book.csv' });
    await service.current();
    expect(state.pages).toBe(1);

    clock.date = '2026-11-29';
    const next = await service.current();
    expect(state.pages).toBe(2);
    expect(next.fileName).toBe(loanBookFileName('2026-11-29'));
    expect(await readdir(join(dataDir, 'loan-book'))).toEqual([loanBookFileName('2026-11-29')]);
  });

  it('leaves no partial file when a read fails, and writes it on the next request', async () => {
    const { dataSource, state } = fakeDatabase([rowOf(1)], 1);
    const service = serviceOf(dataSource, fakeClock('2026-11-28'));
    await expect(service.current()).rejects.toThrow('connection lost');
    expect(await readdir(join(dataDir, 'loan-book'))).toEqual([]);
    const file = await service.current();
    expect(state.pages).toBe(2);
    expect(file.rows).toBe(1);
    expect(await readdir(join(dataDir, 'loan-book'))).toEqual([loanBookFileName('2026-11-28')]);
  });
});
