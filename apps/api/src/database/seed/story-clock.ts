import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import { shiftIsoDate, taipeiDayStart } from '@lendbridge/domain';
import { BatchService } from '../../modules/repayment/batch.service.js';
import { dueDeposits, recordDueDeposits } from './demo-payers.js';

const HOUR_MS = 3_600_000;
/** How many days before the seed's business date the demo members joined: before the oldest loan of the story. */
export const JOINED_DAYS_AGO = 540;
/** The hour (Taipei) the demo's daily batch runs at: before anything members do on that day. */
export const BATCH_HOUR = 1;
/** The hour (Taipei) of the evening before a due date at which the demo's on-time borrowers transfer in what is due. */
const DUE_DEPOSIT_HOUR = 20;

/**
 * The instant of a business date and hour (Taipei) in the demo's story; never later than the
 * moment the demo is made, so what happens "today" is never stamped in the future.
 */
export const storyInstant = (date: string, hour: number): Date =>
  new Date(Math.min(taipeiDayStart(date).getTime() + hour * HOUR_MS, Date.now()));

/**
 * The tables a past step of the demo writes, apart from the ledger: its transfers are written with
 * the step's instant (the ledger is append-only), every other row is moved to it afterwards.
 */
const STORY_TABLES = [
  'users',
  'member_profiles',
  'risk_questionnaires',
  'policy_agreements',
  'virtual_accounts',
  'loan_applications',
  'loan_application_events',
  'loans',
  'loan_repayments',
  'investment_repayments',
  'loan_farmer_profiles',
  'loan_commodity_sets',
  'loan_gallery_images',
  'loan_credit_records',
  'loan_financial_statements',
  'loan_questions',
  'market_reads',
  'orders',
  'investments',
  'deposits',
  'withdrawals',
  'member_banks',
  'inbox_messages',
  'outbox_messages',
  'audit_logs',
  'batch_runs',
  'uploads',
  'appraisal_items',
  'pawn_cases',
  'clearings',
  'resale_offers',
  'robo_investments',
  'robo_sales',
  'contact_messages',
  'contact_message_files',
] as const;

const columnsCache = new WeakMap<DataSource, Promise<Map<string, string[]>>>();

/** The timestamp columns of each story table. */
function storyColumns(dataSource: DataSource): Promise<Map<string, string[]>> {
  let columns = columnsCache.get(dataSource);
  if (!columns) {
    columns = (
      dataSource.query(
        `SELECT table_name, array_agg(column_name::text ORDER BY column_name) AS columns FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = ANY ($1) AND data_type = 'timestamp with time zone'
          GROUP BY table_name`,
        [STORY_TABLES],
      ) as Promise<{ table_name: string; columns: string[] }[]>
    ).then((rows) => new Map(rows.map((row) => [row.table_name, row.columns])));
    columnsCache.set(dataSource, columns);
  }
  return columns;
}

/**
 * Times a step computes from its own instant, lying ahead of it (a listing's funding deadline, an
 * order's payment deadline): they move with the column they were computed from.
 */
const DERIVED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  loans: { funding_deadline: 'rate_confirmed_at' },
  orders: { arrive_at: 'created_at' },
};

/**
 * Runs a step of the demo's story that happened at `at` (in the past): the step goes through the
 * services like any other, then every time the database or the services stamped while it ran is
 * moved back to `at`, keeping the step's own intervals (a funding deadline stays 14 days after the
 * listing). The demo is made by one process at a time, so what was stamped while the step ran is
 * the step's own doing.
 */
export async function onStoryDay<T>(app: INestApplication, at: Date, step: () => Promise<T>): Promise<T> {
  const dataSource = app.get(DataSource);
  const clock = async (): Promise<Date> =>
    ((await dataSource.query(`SELECT clock_timestamp() AS now`)) as { now: Date }[])[0].now;
  const since = new Date((await clock()).getTime() - 1);
  const result = await step();
  const until = new Date((await clock()).getTime() + 1);
  const shift = at.getTime() - since.getTime();
  if (shift >= 0) return result;
  // One round trip for every table; the bounds are instants and a whole number of milliseconds, written as literals.
  const [from, to] = [`'${since.toISOString()}'::timestamptz`, `'${until.toISOString()}'::timestamptz`];
  const statements = [...(await storyColumns(dataSource))].map(([table, columns]) => {
    const derived = DERIVED[table] ?? {};
    const during = (column: string) => `${column} BETWEEN ${from} AND ${to}`;
    const sets = columns.map((column) => {
      const source = derived[column];
      return `${column} = CASE WHEN ${during(source ?? column)} THEN ${column} + interval '${Math.trunc(shift)} milliseconds' ELSE ${column} END`;
    });
    const changed = columns.filter((column) => !derived[column]).map(during).join(' OR ');
    return `UPDATE ${table} SET ${sets.join(', ')} WHERE ${changed}`;
  });
  await dataSource.query(statements.join(';\n'));
  return result;
}

/** The last business date the daily batch has run, or null before its first run. */
async function lastBatchDate(dataSource: DataSource): Promise<string | null> {
  const [{ last }] = (await dataSource.query(
    `SELECT to_char(max(business_date), 'YYYY-MM-DD') AS last FROM batch_runs WHERE status = 'done'`,
  )) as { last: string | null }[];
  return last;
}

/**
 * Runs the batch of a date at its hour, the on-time borrowers' deposits of what it collects
 * arriving the evening before; when another process is running it, waits for that run to finish.
 */
async function runBatch(app: INestApplication, date: string): Promise<void> {
  const batch = app.get(BatchService);
  const deposits = await dueDeposits(app, date);
  if (deposits.length > 0) {
    const depositAt = storyInstant(shiftIsoDate(date, -1), DUE_DEPOSIT_HOUR);
    await onStoryDay(app, depositAt, () => recordDueDeposits(app, deposits, depositAt));
  }
  for (;;) {
    try {
      await onStoryDay(app, storyInstant(date, BATCH_HOUR), () => batch.run(date, null, storyInstant(date, BATCH_HOUR)));
      return;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'BATCH_RUNNING')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Brings the daily batch up to `date` (every business date after the last one run, or `date` alone
 * when it has never run), so that what the story does on `date` after the batch's hour comes after
 * the batch's work of the days before, in the ledger as in time.
 */
export async function runBatchThrough(app: INestApplication, date: string): Promise<void> {
  const last = await lastBatchDate(app.get(DataSource));
  if (last !== null && last >= date) return;
  let next = last === null ? date : shiftIsoDate(last, 1);
  while (next <= date) {
    await runBatch(app, next);
    next = shiftIsoDate(next, 1);
  }
}
