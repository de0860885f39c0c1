/**
 * P5: the daily batch collecting many due rows, each shared by many lenders, next to one set-based
 * SQL statement doing the same split. A database and an API process of their own (no demo data, no
 * job workers, so nothing but the measured call runs the batch): loans bulk-filled with SQL, each
 * with its first row due on the business date, its borrower's cash holding what the row owes (a
 * bank deposit in the ledger) and one investment from each lender, its second row due a month later. The SQL statement runs first,
 * inside a transaction that is rolled back (the tables vacuumed and a checkpoint taken before each side), then the admin runs the
 * batch of the date through `POST /api/console/batch-runs`. Both must move the same money: the
 * statement's totals by transfer kind, read before its rollback, equal the batch's in the ledger,
 * and the ledger reconciles afterwards.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import {
  PRINCIPAL_REPAYMENT_TYPES,
  depositDescription,
  interestIncomeDescription,
  lenderFeeDescription,
  principalIncomeDescription,
  repaymentCollectDescription,
} from '@lendbridge/domain';
import { Client, parseJson } from './client.mjs';
import { reserveIds } from './market-seed.mjs';
import { provisionDatabase, startApi, waitForHealth } from './server.mjs';

const HOST = '127.0.0.1';
const DATABASE = 'lendbridge_bench_batch';
const ADMIN = { email: 'bench.admin@example.com.tw', password: 'Bench-2468-lb' };
const START_TIMEOUT_MS = 300_000;
/** The measured call answers when the whole date is done. */
const BATCH_TIMEOUT_MS = 60 * 60_000;

/** The size, 10,000 due rows × 200 lenders, at both bench scales. */
export const BATCH_PLAN = { rows: 10_000, lenders: 200 };
/** What each investment lent, and its first row's principal and interest (varied, so fees round both ways). */
const INVESTMENT_AMOUNT = 1_000;
const LENDER_FEE_PERCENT = '1.00';

/** The templates of a description with the loan serial as {serial} and period 1. */
const template = (describe) => describe('{serial}', [1]);

/** The Taipei calendar date of the database's clock: the business date of a fresh database (its clock offset 0). */
async function businessToday(db) {
  const [{ today }] = (await db.query(`SELECT to_char((now() AT TIME ZONE 'Asia/Taipei')::date, 'YYYY-MM-DD') AS today`)).rows;
  return today;
}

async function seed(db, { rows, lenders, date, passwordHash, log }) {
  const steps = [];
  const step = async (label, sql, params) => {
    const started = performance.now();
    const result = await db.query(sql, params);
    const seconds = (performance.now() - started) / 1000;
    steps.push({ label, rows: result.rowCount ?? 0, seconds });
    log(`P5 seed: ${label}: ${result.rowCount ?? 0} rows in ${seconds.toFixed(1)} s`);
    return result;
  };
  await db.query(`SET synchronous_commit = off`);
  await db.query(`SET maintenance_work_mem = '256MB'`);
  await db.query(`SET work_mem = '128MB'`);
  await db.query('BEGIN');
  await db.query(`SET LOCAL session_replication_role = replica`);
  await step(
    'admin, lenders and borrowers (users)',
    `INSERT INTO users (email, email_normalized, password_hash, mobile, member_type, intent, roles, email_verified_at, created_at, updated_at)
     SELECT e, e, $3, m, 'person', i, r, now(), now(), now()
       FROM (SELECT $4::text AS e, '0940000000' AS m, 'both' AS i, '{admin}'::text[] AS r, 0 AS o
             UNION ALL
             SELECT 'p5.l' || lpad(g::text, 4, '0') || '@example.com.tw', '094' || lpad(g::text, 7, '0'), 'lender', '{lender}', g
               FROM generate_series(1, $1::int) AS g
             UNION ALL
             SELECT 'p5.b' || lpad(g::text, 6, '0') || '@example.com.tw', '093' || lpad(g::text, 7, '0'), 'borrower', '{borrower}', 100000 + g
               FROM generate_series(1, $2::int) AS g) AS u
      ORDER BY o`,
    [lenders, rows, passwordHash, ADMIN.email],
  );
  await step(
    'cash and locked accounts',
    `INSERT INTO ledger_accounts (kind, user_id, created_at, updated_at)
     SELECT k.kind, u.id, now(), now() FROM users u CROSS JOIN (VALUES (1, 'user_cash'), (2, 'user_locked')) AS k (n, kind)
      WHERE u.email_normalized LIKE 'p5.%' ORDER BY u.id, k.n`,
  );
  await db.query(`CREATE TEMP TABLE p5_lenders ON COMMIT DROP AS
                  SELECT row_number() OVER (ORDER BY id) - 1 AS k, id FROM users WHERE email_normalized LIKE 'p5.l%'`);
  await db.query(`CREATE TEMP TABLE p5_borrowers ON COMMIT DROP AS
                  SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM users WHERE email_normalized LIKE 'p5.b%'`);
  const loanFirst = await reserveIds(db, 'loans', rows);
  const applicationFirst = await reserveIds(db, 'loan_applications', rows);
  const rowFirst = await reserveIds(db, 'loan_repayments', 2 * rows);
  const investmentFirst = await reserveIds(db, 'investments', rows * lenders);
  const shareFirst = await reserveIds(db, 'investment_repayments', 2 * rows * lenders);
  const amount = INVESTMENT_AMOUNT * lenders;
  await step(
    'loan applications',
    `INSERT INTO loan_applications (id, user_id, app_type, status, application, step, submitted_at, decided_at, created_at, updated_at)
     SELECT $1 + b.n, b.id, 'credit', 'approved', jsonb_build_object('purpose', 'business', 'amount_ten_thousand', ceil($2 / 10000.0)::int, 'period', 12),
            1, $3::date - 60, $3::date - 55, $3::date - 60, $3::date - 30
       FROM p5_borrowers b ORDER BY b.n`,
    [applicationFirst, amount, date],
  );
  await step(
    'repaying loans',
    `INSERT INTO loans (id, serial, application_id, borrower_id, app_type, status, market_status, source, grade, amount, period,
                        principal_repayment_type, add_rate, apr, borrower_fee, invested_amount, pgr, lender_fee,
                        funded_at, disbursed_at, created_at, updated_at)
     SELECT $1 + b.n, 'P5' || lpad(b.n::text, 8, '0'), $2 + b.n, b.id, 'credit', 'repaying', NULL, 'complex', 'B', $3, 12,
            $4, 2, 10 + (b.n % 7), 0, $3, 0, $6, $5::date - 31, $5::date - 30, $5::date - 40, $5::date - 30
       FROM p5_borrowers b ORDER BY b.n`,
    [loanFirst, applicationFirst, amount, PRINCIPAL_REPAYMENT_TYPES[0], date, LENDER_FEE_PERCENT],
  );
  const orderFirst = await reserveIds(db, 'orders', lenders);
  await step(
    "lenders' paid orders, one each",
    `INSERT INTO orders (id, user_id, status, payment_method, total_amount, paid_at, created_at, updated_at)
     SELECT $1 + l.k, l.id, 'paid', 'balance', $2, $3::date - 31, $3::date - 31, $3::date - 31 FROM p5_lenders l ORDER BY l.k`,
    [orderFirst, INVESTMENT_AMOUNT * rows, date],
  );
  await step(
    'investments, one a lender a loan',
    `INSERT INTO investments (id, order_id, user_id, loan_id, amount, status, lender_fee, paid_at, disbursed_at, created_at, updated_at)
     SELECT $1 + n * $3 + l.k, $8 + l.k, l.id, $2 + n, $4, 'active', $6, $5::date - 31, $5::date - 30, $5::date - 31, $5::date - 30
       FROM generate_series(0, $7::int - 1) AS n CROSS JOIN p5_lenders l ORDER BY 1`,
    [investmentFirst, loanFirst, lenders, INVESTMENT_AMOUNT, date, LENDER_FEE_PERCENT, rows, orderFirst],
  );
  await step(
    'investment rows: the first due on the date, the second a month later',
    `INSERT INTO investment_repayments (id, investment_id, loan_repayment_id, period, due_date, principal, interest, balance, status, created_at, updated_at)
     SELECT $1 + p.i * $7 * $3 + n * $3 + l.k, $2 + n * $3 + l.k, $4 + p.i * $7 + n, p.i + 1, ($5::date + p.i * interval '1 month')::date,
            80 + (n + l.k) % 11, 5 + (n * 3 + l.k) % 9, $6 - (p.i + 1) * (80 + (n + l.k) % 11), 'unpaid', $5::date - 30, $5::date - 30
       FROM generate_series(0, 1) AS p (i) CROSS JOIN generate_series(0, $7::int - 1) AS n CROSS JOIN p5_lenders l ORDER BY 1`,
    [shareFirst, investmentFirst, lenders, rowFirst, date, INVESTMENT_AMOUNT, rows],
  );
  await step(
    'borrower rows: the first due on the date, the second a month later',
    `INSERT INTO loan_repayments (id, loan_id, period, due_date, principal, interest, balance, status, created_at, updated_at)
     SELECT s.id, $2 + (s.id - $1) % $4, s.period, s.due_date, s.principal, s.interest, s.balance, 'unpaid', $3::date - 30, $3::date - 30
       FROM (SELECT loan_repayment_id AS id, min(period) AS period, min(due_date) AS due_date, sum(principal) AS principal,
                    sum(interest) AS interest, sum(balance) AS balance
               FROM investment_repayments WHERE loan_repayment_id BETWEEN $1 AND $1 + 2 * $4 - 1 GROUP BY loan_repayment_id) AS s
      ORDER BY s.id`,
    [rowFirst, loanFirst, date, rows],
  );
  const deposit = template((serial) => depositDescription(serial)).split('{serial}');
  await step(
    "deposits of what each borrower's row owes",
    `WITH owed AS (
       SELECT r.id - $1 AS n, a.id AS account_id, r.principal + r.interest AS amount
         FROM loan_repayments r JOIN loans l ON l.id = r.loan_id JOIN ledger_accounts a ON a.user_id = l.borrower_id AND a.kind = 'user_cash'
        WHERE r.id BETWEEN $1 AND $1 + $2 - 1
     ), bank AS (SELECT id, balance FROM ledger_accounts WHERE kind = 'bank' AND user_id IS NULL)
     INSERT INTO ledger_transfers (kind, debit_account_id, credit_account_id, amount, debit_balance_after, credit_balance_after, reference, description, created_at)
     SELECT 'deposit', bank.id, o.account_id, o.amount, bank.balance - sum(o.amount) OVER (ORDER BY o.n), o.amount,
            'deposit:p5-' || o.n, $3 || o.n || $4, $5::date - 1
       FROM owed o CROSS JOIN bank ORDER BY o.n`,
    [rowFirst, rows, deposit[0] ?? '', deposit[1] ?? '', date],
  );
  await db.query(
    `UPDATE ledger_accounts a SET balance = a.balance + t.delta
       FROM (SELECT credit_account_id AS id, sum(amount) AS delta FROM ledger_transfers WHERE reference LIKE 'deposit:p5-%' GROUP BY 1
             UNION ALL
             SELECT debit_account_id, -sum(amount) FROM ledger_transfers WHERE reference LIKE 'deposit:p5-%' GROUP BY 1) AS t
      WHERE a.id = t.id`,
  );
  await db.query('COMMIT');
  const started = performance.now();
  await db.query('VACUUM (ANALYZE) users, ledger_accounts, loans, loan_repayments, investments, investment_repayments, ledger_transfers');
  steps.push({ label: 'vacuum and analyze', rows: null, seconds: (performance.now() - started) / 1000 });
  return steps;
}

/** The money moved since transfer `after`, by transfer kind: NT$ and transfers. */
async function movedSince(db, after) {
  const rows = (
    await db.query(`SELECT kind, sum(amount)::bigint AS amount, count(*)::int AS transfers FROM ledger_transfers WHERE id > $1 GROUP BY kind ORDER BY kind`, [
      after,
    ])
  ).rows;
  return rows.map((row) => ({ kind: row.kind, amount: Number(row.amount), transfers: row.transfers }));
}

/**
 * The baseline: one statement that pays every row due on the date in full and splits it to its
 * lenders as the batch does (each lender their row's principal and interest, then the lender fee of
 * what they received, half up), with every transfer's balances after it worked out by window sums,
 * the rows marked paid and the balances written. Run inside a transaction that is rolled back;
 * answers its seconds and the money it moved by transfer kind.
 */
async function setBasedSplit(db, { date, at }) {
  const texts = {
    collect: template(repaymentCollectDescription),
    principal: template(principalIncomeDescription),
    interest: template(interestIncomeDescription),
    fee: template(lenderFeeDescription),
  };
  await db.query('BEGIN');
  try {
    const [{ before }] = (await db.query(`SELECT COALESCE(max(id), 0)::bigint AS before FROM ledger_transfers`)).rows;
    const started = performance.now();
    const result = await db.query(
      `WITH platform AS (
         SELECT max(id) FILTER (WHERE kind = 'repayment_transit') AS transit, max(id) FILTER (WHERE kind = 'platform_income') AS income
           FROM ledger_accounts WHERE user_id IS NULL
       ), due AS (
         SELECT r.id, l.serial, a.id AS borrower_cash, r.principal + r.interest AS owed
           FROM loan_repayments r JOIN loans l ON l.id = r.loan_id
           JOIN ledger_accounts a ON a.user_id = l.borrower_id AND a.kind = 'user_cash'
          WHERE r.due_date = $1::date AND r.status = 'unpaid' AND l.status = 'repaying' AND a.balance >= r.principal + r.interest
       ), shares AS (
         SELECT ir.id, ir.loan_repayment_id, i.serial, d.serial AS loan_serial, a.id AS lender_cash, ir.principal, ir.interest,
                round((ir.principal + ir.interest) * i.lender_fee / 100)::bigint AS fee
           FROM investment_repayments ir JOIN due d ON d.id = ir.loan_repayment_id JOIN investments i ON i.id = ir.investment_id
           JOIN ledger_accounts a ON a.user_id = i.user_id AND a.kind = 'user_cash'
       ), paid_rows AS (
         UPDATE loan_repayments r SET paid_principal = r.principal, paid_interest = r.interest, status = 'paid', paid_at = $2, updated_at = now()
           FROM due d WHERE r.id = d.id RETURNING r.id
       ), paid_shares AS (
         UPDATE investment_repayments r SET paid_principal = r.principal, paid_interest = r.interest, paid_fee = s.fee, status = 'paid',
                paid_at = $2, updated_at = now()
           FROM shares s WHERE r.id = s.id RETURNING r.id
       ), moves AS (
         SELECT d.id AS row_id, 0::bigint AS share_id, 0 AS step, 'repayment_collect' AS kind, d.borrower_cash AS debit, p.transit AS credit,
                d.owed AS amount, 'loan:' || d.serial AS reference, d.serial AS case_serial, replace($3, '{serial}', d.serial) AS description
           FROM due d CROSS JOIN platform p
         UNION ALL
         SELECT s.loan_repayment_id, s.id, 1, 'repayment_principal', p.transit, s.lender_cash, s.principal, 'investment:' || s.serial, s.serial,
                replace($4, '{serial}', s.loan_serial)
           FROM shares s CROSS JOIN platform p WHERE s.principal > 0
         UNION ALL
         SELECT s.loan_repayment_id, s.id, 2, 'repayment_interest', p.transit, s.lender_cash, s.interest, 'investment:' || s.serial, s.serial,
                replace($5, '{serial}', s.loan_serial)
           FROM shares s CROSS JOIN platform p WHERE s.interest > 0
         UNION ALL
         SELECT s.loan_repayment_id, s.id, 3, 'lender_fee', s.lender_cash, p.income, s.fee, 'investment:' || s.serial, s.serial,
                replace($6, '{serial}', s.loan_serial)
           FROM shares s CROSS JOIN platform p WHERE s.fee > 0
       ), ordered AS (
         SELECT row_number() OVER (ORDER BY row_id, share_id, step) AS seq, * FROM moves
       ), legs AS (
         SELECT seq, debit AS account_id, -amount AS delta, true AS debit_leg FROM ordered
         UNION ALL
         SELECT seq, credit, amount, false FROM ordered
       ), running AS (
         SELECT l.seq, l.debit_leg, l.account_id, a.balance + sum(l.delta) OVER (PARTITION BY l.account_id ORDER BY l.seq, l.debit_leg) AS after
           FROM legs l JOIN ledger_accounts a ON a.id = l.account_id
       ), inserted AS (
         INSERT INTO ledger_transfers (kind, debit_account_id, credit_account_id, amount, debit_balance_after, credit_balance_after,
                                       reference, case_serial, description, created_at)
         SELECT o.kind, o.debit, o.credit, o.amount, d.after, c.after, o.reference, o.case_serial, o.description, $2
           FROM ordered o
           JOIN running d ON d.seq = o.seq AND d.debit_leg
           JOIN running c ON c.seq = o.seq AND NOT c.debit_leg
          ORDER BY o.seq
         RETURNING id
       ), balances AS (
         UPDATE ledger_accounts a SET balance = a.balance + t.delta, updated_at = now()
           FROM (SELECT account_id, sum(delta) AS delta FROM legs GROUP BY account_id) AS t
          WHERE a.id = t.account_id RETURNING a.id
       )
       SELECT (SELECT count(*) FROM paid_rows)::int AS rows, (SELECT count(*) FROM paid_shares)::int AS shares,
              (SELECT count(*) FROM inserted)::int AS transfers, (SELECT count(*) FROM balances)::int AS accounts`,
      [date, at, texts.collect, texts.principal, texts.interest, texts.fee],
    );
    const seconds = (performance.now() - started) / 1000;
    return { seconds, ...result.rows[0], totals: await movedSince(db, before) };
  } finally {
    await db.query('ROLLBACK');
  }
}

/**
 * P5 on its own database and API process (`port`); `root` the repository, `log` progress lines.
 * Answers the plan, the seed's steps, both sides' seconds and what they moved, the ratio
 * (statement seconds / batch seconds) and the problems found (different totals, no reconciliation).
 */
export async function runBatchBench({ root, port, log, plan = BATCH_PLAN }) {
  const problems = [];
  const database = await provisionDatabase(DATABASE);
  if (database.kind !== 'server') return { skipped: 'no PostgreSQL server answered; the bulk fill needs one.' };
  const dataDir = mkdtempSync(join(tmpdir(), 'lendbridge-bench-batch-'));
  const baseUrl = `http://${HOST}:${port}`;
  const env = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', STAFF_TWO_FACTOR: 'false', JOB_WORKERS: 'false', SEED_DEMO: 'false' };
  for (const name of ['REDIS_URL', 'SMTP_URL', 'PUBLIC_URL', 'UPLOAD_DIR', 'COOKIE_SECURE', 'SESSION_TTL_SECONDS']) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    BANK_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
  });
  const api = startApi(root, env);
  const db = new pg.Client({ connectionString: database.url });
  try {
    try {
      await waitForHealth(api, baseUrl, START_TIMEOUT_MS);
    } catch (error) {
      throw new Error(`P5: the API failed to start: ${error.message}\n${api.output()}`, { cause: error });
    }
    await db.connect();
    const date = await businessToday(db);
    const { hash } = await import('@node-rs/argon2');
    log(`P5: seeding ${plan.rows} rows due on ${date}, ${plan.lenders} lenders each`);
    const seedStarted = performance.now();
    const steps = await seed(db, { ...plan, date, passwordHash: await hash(ADMIN.password), log });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const [{ last }] = (await db.query(`SELECT max(id)::bigint AS last FROM ledger_transfers`)).rows;
    const at = new Date();

    await db.query('CHECKPOINT');
    const loadBeforeSql = loadavg()[0];
    const sql = await setBasedSplit(db, { date, at });
    log(`P5 one statement: ${sql.rows} rows, ${sql.transfers} transfers in ${sql.seconds.toFixed(1)} s`);
    await db.query('VACUUM (ANALYZE) loan_repayments, investment_repayments, ledger_accounts, ledger_transfers');
    await db.query('CHECKPOINT');

    const admin = new Client(baseUrl);
    await admin.login(ADMIN.email, ADMIN.password);
    const loadBeforeBatch = loadavg()[0];
    const started = performance.now();
    const answer = await admin.post(
      '/api/console/batch-runs',
      { business_date: date },
      { headers: { 'Idempotency-Key': randomUUID() }, timeoutMs: BATCH_TIMEOUT_MS },
    );
    const seconds = (performance.now() - started) / 1000;
    const summary = parseJson(answer.text)?.data;
    if (answer.status !== 200 || !summary) throw new Error(`P5: POST /api/console/batch-runs answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    log(`P5 daily batch: ${summary.collected_rows} rows, NT$${summary.collected_amount} in ${seconds.toFixed(1)} s`);
    const moved = await movedSince(db, last);
    const reconciliation = parseJson((await admin.get('/api/console/ledger/reconciliation')).text)?.data ?? null;

    if (summary.collected_rows !== plan.rows) problems.push(`P5: the batch collected ${summary.collected_rows} rows of ${plan.rows}`);
    if (sql.rows !== plan.rows) problems.push(`P5: the statement paid ${sql.rows} rows of ${plan.rows}`);
    const batchMoney = moved.filter((row) => sql.totals.some((total) => total.kind === row.kind));
    if (JSON.stringify(batchMoney) !== JSON.stringify(sql.totals)) {
      problems.push(`P5: the batch moved ${JSON.stringify(moved)}, the statement ${JSON.stringify(sql.totals)}`);
    }
    if (!reconciliation?.ok) problems.push(`P5: the ledger does not reconcile after the batch: ${JSON.stringify(reconciliation?.differences?.slice(0, 3))}`);
    return {
      plan: { ...plan, investmentAmount: INVESTMENT_AMOUNT, lenderFeePercent: LENDER_FEE_PERCENT, date },
      seed: { steps, seconds: seedSeconds },
      sql: { ...sql, load: loadBeforeSql },
      batch: { seconds, load: loadBeforeBatch, summary, moved, rowsPerSecond: plan.rows / seconds, sharesPerSecond: (plan.rows * plan.lenders) / seconds },
      reconciliation: reconciliation && { ok: reconciliation.ok, transfers_checked: reconciliation.transfers_checked, accounts_checked: reconciliation.accounts_checked },
      ratio: sql.seconds / seconds,
      problems,
    };
  } finally {
    await db.end().catch(() => undefined);
    await api.stop();
    await database.drop().catch((error) => log(`P5: could not drop database ${DATABASE}: ${error.message}`));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
