import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { LOAN_BOOK_BATCH_SIZE, LOAN_BOOK_CSV_PATH, LOAN_BOOK_HEADER, loanBookFileName, loanBookRecord } from '@lendbridge/domain';
import type { LoanBookRow, LoanBookSummary } from '@lendbridge/domain';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { loanBookPage } from './loan-book.queries.js';
import type { LoanBookDbRow } from './loan-book.queries.js';

/** A written loan book: the file on disk and what the summary tells of it. */
export interface LoanBookFile {
  businessDate: string;
  fileName: string;
  path: string;
  rows: number;
  bytes: number;
}

const FILE_PATTERN = /^lendbridge-loan-book-\d{4}-\d{2}-\d{2}\.csv$/;

const isFile = (path: string): Promise<boolean> => stat(path).then((info) => info.isFile(), () => false);

const withoutId = ({ id: _, ...row }: LoanBookDbRow): LoanBookRow => row;

/**
 * Writes the loan book of a business date to a file: a byte-order mark, the header line, then the
 * loans read in pages of `batchSize` through the CSV writer, waiting for the file to drain, so
 * memory stays bounded whatever the size of the book. Answers the number of loans written.
 */
export async function writeLoanBookCsv(
  manager: EntityManager,
  businessDate: string,
  target: string,
  batchSize: number = LOAN_BOOK_BATCH_SIZE,
): Promise<number> {
  const csv = stringify({ bom: true, header: true, columns: [...LOAN_BOOK_HEADER] });
  const written = pipeline(csv, createWriteStream(target));
  let rows = 0;
  try {
    for (let afterId = 0; ; ) {
      const page = await loanBookPage(manager, businessDate, afterId, batchSize);
      for (const row of page) {
        if (!csv.write(loanBookRecord(withoutId(row)))) await once(csv, 'drain');
      }
      rows += page.length;
      const last = page.at(-1);
      if (last === undefined || page.length < batchSize) break;
      afterId = last.id;
    }
    csv.end();
    await written;
  } catch (error) {
    csv.destroy(error instanceof Error ? error : undefined);
    await written.catch(() => undefined);
    throw error;
  }
  return rows;
}

/**
 * The daily loan book: written once per business date to a file under DATA_DIR/loan-book (read
 * from the database in pages of LOAN_BOOK_BATCH_SIZE loans and streamed through the CSV writer,
 * so neither the rows nor the file are ever held in memory), then served from that file for the
 * rest of the date. The first request of a date writes it; requests meanwhile wait for the same
 * write. Each process keeps its own file.
 */
@Injectable()
export class LoanBookService {
  private readonly written = new Map<string, Promise<LoanBookFile>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    @Inject(ENV) private readonly env: Env,
  ) {}

  private get directory(): string {
    return join(this.env.DATA_DIR, 'loan-book');
  }

  /** The file of the business date today; written again when its file went missing (another process cleared it). */
  async current(): Promise<LoanBookFile> {
    const businessDate = await this.clock.today();
    const file = await this.of(businessDate);
    if (await isFile(file.path)) return file;
    this.written.delete(businessDate);
    return this.of(businessDate);
  }

  async summary(): Promise<LoanBookSummary> {
    const file = await this.current();
    return { business_date: file.businessDate, rows: file.rows, file_name: file.fileName, download_path: LOAN_BOOK_CSV_PATH };
  }

  /** The file of a business date, written on first use; a failed write is tried again by the next request. */
  of(businessDate: string): Promise<LoanBookFile> {
    const known = this.written.get(businessDate);
    if (known !== undefined) return known;
    const writing = this.write(businessDate).then(async (file) => {
      await this.forgetOtherDates(businessDate).catch(() => undefined);
      return file;
    });
    this.written.set(businessDate, writing);
    writing.catch(() => {
      if (this.written.get(businessDate) === writing) this.written.delete(businessDate);
    });
    return writing;
  }

  private async write(businessDate: string): Promise<LoanBookFile> {
    await mkdir(this.directory, { recursive: true });
    const fileName = loanBookFileName(businessDate);
    const path = join(this.directory, fileName);
    const partial = `${path}.${randomUUID()}.part`;
    try {
      const rows = await writeLoanBookCsv(this.dataSource.manager, businessDate, partial);
      await rename(partial, path);
      return { businessDate, fileName, path, rows, bytes: (await stat(path)).size };
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  /** Once a date's file is written, the earlier dates' files are of no more use. */
  private async forgetOtherDates(businessDate: string): Promise<void> {
    for (const date of this.written.keys()) if (date !== businessDate) this.written.delete(date);
    const current = loanBookFileName(businessDate);
    const names = await readdir(this.directory).catch(() => [] as string[]);
    await Promise.all(names.filter((name) => FILE_PATTERN.test(name) && name !== current).map((name) => rm(join(this.directory, name), { force: true })));
  }
}
