/**
 * The robo engine part of the market bench, on the bulk-filled market: 10,000 robo cash accounts
 * bulk-seeded with SQL as the ledger would have them (a member, a bank deposit to their cash, an
 * internal transfer of it to their stable robo cash with its robo_investments row), invested by
 * the API's engine through the admin console's `POST /api/console/robo/engine-runs`, round after
 * round until a round places nothing; then a second set of 10,000 accounts, seeded the same way,
 * invested by pgbench running the engine's per-account SQL (robo.pgbench.sql) over the parts the
 * same domain rules choose. Both sets get the same work: before anything is seeded, the open market
 * (read by the engine's own query) must hold both sets' accounts in full, their parts chosen in
 * memory as the engine would, and the SQL set runs only when its choice gives it the accounts and
 * parts the API set placed; otherwise the part fails with the room it found. The API process is
 * paused (SIGSTOP) while the second set is seeded and pgbench runs, so its 15-second engine
 * interval cannot take the SQL set's accounts and takes no CPU from pgbench; it is resumed
 * (SIGCONT) before one more console round, which must find nothing.
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  DEFAULT_VIRTUAL_BANK_CODE,
  LOAN_MARKET_STATUS_FUNDED,
  LOAN_MARKET_STATUS_OPEN,
  ROBO_PRODUCT_RULES,
  depositDescription,
  roboAllocationOfRanked,
  roboOrdersOf,
  roboRankedCandidatesOf,
  virtualAccountNumber,
} from '@lendbridge/domain';
import { parseJson } from './client.mjs';
import { reserveIds } from './market-seed.mjs';
import { runPgbench } from './pgbench.mjs';
import { memoryOf } from './server.mjs';

export const ROBO_PLAN = {
  /** Robo cash accounts in each set: the API's and the SQL's. */
  accounts: 10_000,
  product: 'stable',
  /** Parts of cash each account is given, by its number in turn: NT$3,000, 4,000, 5,000 for stable. */
  cashParts: [3, 4, 5],
  /** Console rounds at most, stopping at the first that places nothing. */
  maxRounds: 5,
  /** One console round answers when every account is invested: far longer than a usual request. */
  roundTimeoutMs: 30 * 60_000,
  memorySampleMs: 500,
};

/** RoboEngineService's advisory lock class (ROBO_ENGINE_LOCK_CLASS), which the SQL takes as the engine does. */
const ENGINE_LOCK_CLASS = 7_301_003;
/** robo.pgbench.sql places at most this many parts an account (one block a part). */
const SCRIPT_PARTS = 5;
const SETS = {
  api: { tag: 'a', mobilePrefix: '097' },
  sql: { tag: 'b', mobilePrefix: '096' },
};

class RoboBenchError extends Error {}

/**
 * Seeds `count` robo cash accounts in one transaction, committed at the end: members (users rows
 * sharing a bench member's password hash, their virtual accounts), their cash and locked accounts
 * and a stable robo cash account (locked before robo, so the locked account has the lower id), a
 * credited bank deposit to the cash with its `deposit` transfer from the bank, then the whole cash
 * moved on by a `robo_transfer_in` transfer with its robo_investments row (serial from
 * next_robo_investment_serial), every *_balance_after the running balance and the accounts'
 * balances to match. Answers the members' id range, the cash seeded and the seconds.
 */
async function seedRoboAccounts(db, { set, count, partAmount, cashParts, passwordFrom, now }) {
  const started = performance.now();
  const { tag, mobilePrefix } = SETS[set];
  await db.query('BEGIN');
  try {
    const userFirst = await reserveIds(db, 'users', count);
    await db.query(
      `CREATE TEMP TABLE seed_robo ON COMMIT DROP AS
       SELECT g AS n, ($1::bigint + g - 1) AS user_id, ($2::bigint * ($3::int[])[1 + (g - 1) % cardinality($3::int[])]) AS cash
         FROM generate_series(1, $4::int) AS g`,
      [userFirst, partAmount, cashParts, count],
    );
    await db.query(
      `INSERT INTO users (id, email, email_normalized, password_hash, mobile, member_type, intent, roles, email_verified_at, created_at, updated_at)
       SELECT s.user_id, e.email, e.email, (SELECT password_hash FROM users WHERE email_normalized = $1), $2 || lpad(s.n::text, 7, '0'),
              'person', 'lender', '{lender}', $3, $3, $3
         FROM seed_robo s CROSS JOIN LATERAL (SELECT 'bench.robo-' || $4 || lpad(s.n::text, 5, '0') || '@example.com.tw' AS email) AS e
        ORDER BY s.n`,
      [passwordFrom, mobilePrefix, now, tag],
    );
    const serials = (await db.query(`SELECT u.id, u.member_serial FROM seed_robo s JOIN users u ON u.id = s.user_id ORDER BY s.n`)).rows;
    const accountNumbers = serials.map((row) => virtualAccountNumber(row.member_serial));
    await db.query(
      `INSERT INTO virtual_accounts (user_id, account_number, bank_code, created_at, updated_at)
       SELECT v.user_id, v.account_number, $3, $4, $4 FROM unnest($1::bigint[], $2::text[]) AS v (user_id, account_number)`,
      [serials.map((row) => row.id), accountNumbers, DEFAULT_VIRTUAL_BANK_CODE, now],
    );
    await db.query(
      `INSERT INTO ledger_accounts (kind, user_id, created_at, updated_at)
       SELECT k.kind, s.user_id, $1, $1 FROM seed_robo s
        CROSS JOIN (VALUES (1, 'user_cash'), (2, 'user_locked'), (3, 'robo_stable')) AS k (o, kind)
        ORDER BY s.n, k.o`,
      [now],
    );
    await db.query(
      `CREATE TEMP TABLE seed_robo_accounts ON COMMIT DROP AS
       SELECT s.n, s.user_id, s.cash, v.account_number,
              max(a.id) FILTER (WHERE a.kind = 'user_cash') AS cash_id,
              max(a.id) FILTER (WHERE a.kind = 'user_locked') AS locked_id,
              max(a.id) FILTER (WHERE a.kind = 'robo_stable') AS robo_id
         FROM seed_robo s JOIN ledger_accounts a ON a.user_id = s.user_id JOIN virtual_accounts v ON v.user_id = s.user_id
        GROUP BY s.n, s.user_id, s.cash, v.account_number`,
    );
    const [{ misordered }] = (await db.query(`SELECT count(*)::int AS misordered FROM seed_robo_accounts WHERE NOT (cash_id < locked_id AND locked_id < robo_id)`))
      .rows;
    if (misordered) throw new RoboBenchError(`${misordered} seeded members' ledger accounts are not in the order cash, locked, robo`);

    const depositFirst = await reserveIds(db, 'deposits', count);
    await db.query(
      `INSERT INTO deposits (id, source, notification_id, virtual_account, user_id, amount, transferred_at, status, created_at)
       SELECT $1::bigint + r.n - 1, 'bank', 'bench-robo-' || $2 || '-' || r.n, r.account_number, r.user_id, r.cash, $3, 'credited', $3
         FROM seed_robo_accounts r ORDER BY r.n`,
      [depositFirst, tag, now],
    );
    const roboFirst = await reserveIds(db, 'robo_investments', count);
    await db.query(
      `INSERT INTO robo_investments (id, serial, user_id, product, amount, transfer_reference, created_at)
       SELECT $1::bigint + r.n - 1, next_robo_investment_serial($2::timestamptz), r.user_id, 'stable', r.cash, 'robo_investment:' || ($1::bigint + r.n - 1), $2
         FROM seed_robo_accounts r ORDER BY r.n`,
      [roboFirst, now],
    );
    const [bank] = (await db.query(`SELECT id, balance::bigint AS balance FROM ledger_accounts WHERE kind = 'bank' AND user_id IS NULL FOR UPDATE`)).rows;
    const description = depositDescription('\u0001').split('\u0001');
    const transferFirst = await reserveIds(db, 'ledger_transfers', 2 * count);
    await db.query(
      `INSERT INTO ledger_transfers (id, kind, debit_account_id, credit_account_id, amount, debit_balance_after, credit_balance_after,
                                     reference, case_serial, case_group, bank_code, bank_account, description, created_at)
       SELECT $1::bigint + 2 * (r.n - 1), 'deposit', $2::bigint, r.cash_id, r.cash, $3::bigint - sum(r.cash) OVER (ORDER BY r.n), r.cash,
              'deposit:' || ($4::bigint + r.n - 1), NULL, false, $5::text, r.account_number, $6 || r.account_number || $7, $8::timestamptz
         FROM seed_robo_accounts r
       UNION ALL
       SELECT $1::bigint + 2 * (r.n - 1) + 1, 'robo_transfer_in', r.cash_id, r.robo_id, r.cash, 0, r.cash,
              ri.transfer_reference, ri.serial, false, NULL, NULL, ri.serial, $8::timestamptz
         FROM seed_robo_accounts r JOIN robo_investments ri ON ri.id = $9::bigint + r.n - 1
       ORDER BY 1`,
      [transferFirst, bank.id, bank.balance, depositFirst, DEFAULT_VIRTUAL_BANK_CODE, description[0], description[1] ?? '', now, roboFirst],
    );
    const [{ total }] = (
      await db.query(
        `WITH moved AS (
           UPDATE ledger_accounts a SET balance = a.balance + r.cash, updated_at = $1 FROM seed_robo_accounts r WHERE a.id = r.robo_id RETURNING r.cash
         )
         SELECT COALESCE(sum(cash), 0)::bigint AS total FROM moved`,
        [now],
      )
    ).rows;
    await db.query(`UPDATE ledger_accounts SET balance = balance - $2, updated_at = $3 WHERE id = $1`, [bank.id, total, now]);
    await db.query('ANALYZE users, ledger_accounts, robo_investments, deposits');
    await db.query('COMMIT');
    return { users: { first: userFirst, last: userFirst + count - 1 }, accounts: count, cash: Number(total), seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/**
 * The loans open to the engine at `now`, read by the API's own query (candidateLoans, as
 * RoboEngineService reads them: type, source, grade, room, listed by now, late borrowers marked),
 * so the bench chooses from the market the engine sees.
 */
async function openMarket(root, db, now) {
  const { candidateLoans } = await import(join(root, 'apps', 'api', 'dist', 'modules', 'robo', 'robo.queries.js'));
  const rows = await candidateLoans({ query: async (text, params) => (await db.query(text, params)).rows }, now);
  return rows.map((row) => ({ ...row, id: Number(row.id), investable_amount: Number(row.investable_amount) }));
}

/** The loans the product may buy from now and the room they have, NT$. */
function eligibleRoom(loans, product) {
  const ranked = roboRankedCandidatesOf(loans, product);
  return { loans: ranked.length, room: ranked.reduce((sum, loan) => sum + loan.investable_amount, 0) };
}

/**
 * What the engine's round would place for the seeded accounts of the SQL set: the market read and
 * ranked once, each account's parts chosen by roboAllocationOfRanked in account order and taken off
 * the loans in memory, one order line a loan sorted by loan id as placeRoboOrder takes them.
 */
function chooseParts(loans, accounts, product) {
  const bySerial = new Map(loans.map((loan) => [loan.serial, loan]));
  const ranked = roboRankedCandidatesOf(loans, product);
  const part = ROBO_PRODUCT_RULES[product].part_amount;
  const plan = [];
  for (const account of accounts) {
    const parts = roboAllocationOfRanked(
      { user_id: String(account.user_id), cash: account.cash, value: account.cash, held: { loans: {}, borrowers: {} } },
      ranked,
      product,
    );
    if (parts.length === 0) continue;
    const lines = roboOrdersOf(parts)
      .map((order) => ({ id: bySerial.get(order.serial).id, serial: order.serial, amount: order.amount }))
      .sort((a, b) => a.id - b.id);
    if (lines.length > SCRIPT_PARTS || lines.some((line) => line.amount !== part)) {
      throw new RoboBenchError(`account ${account.id}: ${lines.length} lines of ${lines.map((line) => line.amount).join(', ')}; the SQL script places up to ${SCRIPT_PARTS} single parts`);
    }
    for (const line of lines) bySerial.get(line.serial).investable_amount -= line.amount;
    plan.push({ ...account, lines });
  }
  return plan;
}

/** The cash of a set's account number `n` (1 on), as seedRoboAccounts gives it: the plan's parts in turn. */
const cashOf = (plan, part, n) => part * plan.cashParts[(n - 1) % plan.cashParts.length];

/**
 * Whether the open market holds both sets in full: the API set's accounts, then the SQL set's, each
 * given its whole cash in parts by the engine's choice (chooseParts over copies of the loans, in
 * memory), so both runs invest the same accounts and parts. Answers the accounts and parts both sets
 * need and how many of them the market holds.
 */
function roomForBothSets(loans, plan, part) {
  const accounts = Object.keys(SETS).flatMap((set) =>
    Array.from({ length: plan.accounts }, (_, index) => ({ id: `${set}-${index + 1}`, user_id: `bench-robo-${set}-${index + 1}`, cash: cashOf(plan, part, index + 1) })),
  );
  const chosen = chooseParts(
    loans.map((loan) => ({ ...loan })),
    accounts,
    plan.product,
  );
  return {
    accounts: accounts.length,
    parts: accounts.reduce((sum, account) => sum + account.cash / part, 0),
    heldAccounts: chosen.filter((row) => row.lines.length * part === row.cash).length,
    heldParts: chosen.reduce((sum, row) => sum + row.lines.length, 0),
  };
}

/** Writes the plan the SQL reads (bench_robo_plan, one row an account, and the sequence that hands the rows out). */
async function writePlan(db, plan) {
  await db.query('DROP TABLE IF EXISTS bench_robo_plan');
  await db.query('DROP SEQUENCE IF EXISTS bench_robo_plan_seq');
  await db.query(
    `CREATE TABLE bench_robo_plan (
       n int PRIMARY KEY, user_id bigint NOT NULL, account_id bigint NOT NULL, parts int NOT NULL, total bigint NOT NULL,
       loan1 bigint NOT NULL, loan2 bigint NOT NULL, loan3 bigint NOT NULL, loan4 bigint NOT NULL, loan5 bigint NOT NULL,
       serial1 text NOT NULL, serial2 text NOT NULL, serial3 text NOT NULL, serial4 text NOT NULL, serial5 text NOT NULL)`,
  );
  await db.query('CREATE SEQUENCE bench_robo_plan_seq');
  const column = (pick) => plan.map(pick);
  const slot = (index, pick, empty) => column((row) => (row.lines[index] ? pick(row.lines[index]) : empty));
  await db.query(
    `INSERT INTO bench_robo_plan
     SELECT * FROM unnest($1::int[], $2::bigint[], $3::bigint[], $4::int[], $5::bigint[],
                          $6::bigint[], $7::bigint[], $8::bigint[], $9::bigint[], $10::bigint[],
                          $11::text[], $12::text[], $13::text[], $14::text[], $15::text[])`,
    [
      column((_row, index) => index + 1),
      column((row) => row.user_id),
      column((row) => row.id),
      column((row) => row.lines.length),
      column((row) => row.lines.reduce((sum, line) => sum + line.amount, 0)),
      ...Array.from({ length: SCRIPT_PARTS }, (_, index) => slot(index, (line) => line.id, 0)),
      ...Array.from({ length: SCRIPT_PARTS }, (_, index) => slot(index, (line) => line.serial, '-')),
    ],
  );
  await db.query('ANALYZE bench_robo_plan');
}

/** What a set's accounts hold after their run: parts, NT$, orders, loans, and accounts still holding a part's cash. */
async function placedBy(db, users, part) {
  const [row] = (
    await db.query(
      `SELECT (SELECT count(*) FROM investments WHERE user_id BETWEEN $1 AND $2 AND robo_product = 'stable')::int AS parts,
              (SELECT COALESCE(sum(amount), 0) FROM investments WHERE user_id BETWEEN $1 AND $2 AND robo_product = 'stable')::bigint AS amount,
              (SELECT count(DISTINCT loan_id) FROM investments WHERE user_id BETWEEN $1 AND $2 AND robo_product = 'stable')::int AS loans,
              (SELECT count(*) FROM orders WHERE user_id BETWEEN $1 AND $2 AND payment_method = 'robo')::int AS orders,
              (SELECT count(*) FROM ledger_accounts WHERE user_id BETWEEN $1 AND $2 AND kind = 'robo_stable' AND balance >= $3)::int AS left_with_cash`,
      [users.first, users.last, part],
    )
  ).rows;
  return { parts: row.parts, amount: Number(row.amount), loans: row.loans, orders: row.orders, leftWithCash: row.left_with_cash };
}

const settle = async (db) => {
  await db.query('VACUUM (ANALYZE) loans, ledger_accounts');
  await db.query('ANALYZE investments, orders, ledger_transfers');
  await db.query('CHECKPOINT');
};

/** Samples the API's memory every `everyMs` until stopped; answers the samples' peak RSS and the last VmHWM. */
function memorySampler(pid, everyMs) {
  let peakRssMiB = null;
  let hwmMiB = null;
  const sample = () => {
    const memory = memoryOf(pid);
    if (!memory) return;
    peakRssMiB = Math.max(peakRssMiB ?? 0, memory.rssMiB ?? 0);
    hwmMiB = memory.hwmMiB;
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return () => {
    clearInterval(timer);
    sample();
    return { peakRssMiB, hwmMiB };
  };
}

/** One console round: the report it answers and how long it took; `error` when it did not answer 200. */
async function consoleRound(admin) {
  const started = performance.now();
  const answer = await admin
    .post('/api/console/robo/engine-runs', {}, { timeoutMs: ROBO_PLAN.roundTimeoutMs })
    .catch((error) => ({ status: 'network', text: `${error.name}: ${error.message}` }));
  const seconds = (performance.now() - started) / 1000;
  if (answer.status !== 200) return { seconds, error: `${answer.status} ${answer.text.slice(0, 300)}` };
  const report = parseJson(answer.text)?.data;
  return { seconds, accounts: report.accounts, skipped: report.skipped, investments: report.investments, amount: report.amount };
}

/**
 * The robo bench. `admin` is a signed-in admin client, `apiPid` the API process (paused during the
 * SQL run), `passwordFrom` a bench member's e-mail whose password hash the seeded members share.
 */
export async function runRoboBench({ root, db, databaseUrl, admin, apiPid, passwordFrom, log }) {
  const plan = ROBO_PLAN;
  const part = ROBO_PRODUCT_RULES[plan.product].part_amount;
  const started = performance.now();
  const errors = [];

  const loansBefore = await openMarket(root, db, new Date());
  const marketBefore = eligibleRoom(loansBefore, plan.product);
  const fit = roomForBothSets(loansBefore, plan, part);
  log(
    `robo: ${marketBefore.loans} loans open to ${plan.product} with NT$${marketBefore.room} of room; ` +
      `the two sets' ${fit.accounts} accounts need ${fit.parts} parts, the market holds ${fit.heldParts} of them`,
  );
  if (fit.heldAccounts < fit.accounts) {
    throw new RoboBenchError(
      `the bulk-filled market cannot invest both robo sets in full: its ${marketBefore.loans} loans open to ${plan.product} (NT$${marketBefore.room} of room) ` +
        `take ${fit.heldParts} of the ${fit.parts} parts of NT$${part} that the API's and the SQL's ${plan.accounts} accounts each need ` +
        `(${fit.heldAccounts} of ${fit.accounts} accounts in full); fill more open loans or seed fewer robo accounts`,
    );
  }

  await settle(db);
  const memoryBefore = memoryOf(apiPid);
  const [{ funded_before: fundedBefore }] = (await db.query(`SELECT count(*)::int AS funded_before FROM loans WHERE status = 'funded'`)).rows;
  log(`robo: seeding ${plan.accounts} robo accounts for the API`);
  const apiSeed = await seedRoboAccounts(db, { set: 'api', count: plan.accounts, partAmount: part, cashParts: plan.cashParts, passwordFrom, now: new Date() });

  const stopSampling = memorySampler(apiPid, plan.memorySampleMs);
  const rounds = [];
  const apiStarted = performance.now();
  for (let index = 0; index < plan.maxRounds; index += 1) {
    const round = await consoleRound(admin);
    rounds.push(round);
    log(`robo: console round ${index + 1}: ${round.error ?? `${round.accounts} accounts, ${round.investments} parts, NT$${round.amount}`} in ${round.seconds.toFixed(1)} s`);
    if (round.error) {
      errors.push(`POST /api/console/robo/engine-runs answered ${round.error}`);
      break;
    }
    if (round.investments === 0) break;
  }
  const apiSeconds = (performance.now() - apiStarted) / 1000;
  const memoryPeak = stopSampling();
  const memoryAfter = memoryOf(apiPid);
  const apiPlaced = await placedBy(db, apiSeed.users, part);
  const [{ funded_after: fundedAfterApi }] = (await db.query(`SELECT count(*)::int AS funded_after FROM loans WHERE status = 'funded'`)).rows;
  const reported = rounds.reduce((sum, round) => sum + (round.investments ?? 0), 0);
  const api = {
    seconds: apiSeconds,
    rounds,
    reportedParts: reported,
    backgroundParts: apiPlaced.parts - reported,
    ...apiPlaced,
    loansFunded: fundedAfterApi - fundedBefore,
    partsPerSecond: apiPlaced.parts / apiSeconds,
    accountsPerSecond: apiSeed.accounts / apiSeconds,
    memory: { before: memoryBefore, peakRssMiB: memoryPeak.peakRssMiB, hwmMiB: memoryPeak.hwmMiB, after: memoryAfter },
  };
  if (apiPlaced.leftWithCash) errors.push(`${apiPlaced.leftWithCash} of the API set's robo accounts still hold a part's cash after the rounds`);
  log(`robo: API ${apiPlaced.parts} parts (NT$${apiPlaced.amount}) for ${apiSeed.accounts} accounts in ${apiSeconds.toFixed(1)} s: ${api.partsPerSecond.toFixed(1)} parts/s`);

  let sql;
  let sqlSeed;
  let marketBetween;
  process.kill(apiPid, 'SIGSTOP');
  try {
    log(`robo: API paused; seeding ${plan.accounts} robo accounts for the SQL`);
    sqlSeed = await seedRoboAccounts(db, { set: 'sql', count: plan.accounts, partAmount: part, cashParts: plan.cashParts, passwordFrom, now: new Date() });
    const choiceStarted = performance.now();
    const loans = await openMarket(root, db, new Date());
    marketBetween = eligibleRoom(loans, plan.product);
    const accounts = (
      await db.query(
        `SELECT id, user_id, balance::bigint AS balance FROM ledger_accounts WHERE user_id BETWEEN $1 AND $2 AND kind = 'robo_stable' ORDER BY id`,
        [sqlSeed.users.first, sqlSeed.users.last],
      )
    ).rows.map((row) => ({ id: Number(row.id), user_id: Number(row.user_id), cash: Number(row.balance) }));
    const chosen = chooseParts(loans, accounts, plan.product);
    const choiceSeconds = (performance.now() - choiceStarted) / 1000;
    const plannedParts = chosen.reduce((sum, row) => sum + row.lines.length, 0);
    if (chosen.length !== apiSeed.accounts || plannedParts !== apiPlaced.parts) {
      throw new RoboBenchError(
        `the two sets would not get the same work: ${chosen.length} of the SQL set's ${accounts.length} accounts and ${plannedParts} parts chosen, ` +
          `the API set's ${apiSeed.accounts} accounts and ${apiPlaced.parts} parts placed; ${marketBetween.loans} loans open to ${plan.product} ` +
          `(NT$${marketBetween.room} of room) after the API's rounds`,
      );
    }
    await writePlan(db, chosen);
    await settle(db);
    log(`robo: pgbench over ${chosen.length} accounts, ${plannedParts} parts`);
    const [{ funded_before: fundedBeforeSql }] = (await db.query(`SELECT count(*)::int AS funded_before FROM loans WHERE status = 'funded'`)).rows;
    const sqlStarted = performance.now();
    const run = await runPgbench({
      url: databaseUrl,
      script: join(root, 'scripts', 'bench', 'robo.pgbench.sql'),
      scriptLabel: 'scripts/bench/robo.pgbench.sql',
      shownVariables: ['amount'],
      clients: 1,
      threads: 1,
      transactions: chosen.length,
      variables: { amount: part, market_open: LOAN_MARKET_STATUS_OPEN, market_funded: LOAN_MARKET_STATUS_FUNDED, lock_class: ENGINE_LOCK_CLASS },
    });
    const sqlSeconds = (performance.now() - sqlStarted) / 1000;
    const sqlPlaced = await placedBy(db, sqlSeed.users, part);
    const [{ funded_after: fundedAfterSql }] = (await db.query(`SELECT count(*)::int AS funded_after FROM loans WHERE status = 'funded'`)).rows;
    sql = {
      seconds: sqlSeconds,
      choiceSeconds,
      plannedAccounts: chosen.length,
      plannedParts,
      ...sqlPlaced,
      loansFunded: fundedAfterSql - fundedBeforeSql,
      partsPerSecond: sqlPlaced.parts / sqlSeconds,
      accountsPerSecond: chosen.length / sqlSeconds,
      tps: run.tps,
      latencyMs: run.latencyMs,
      failed: run.failed,
      aborted: run.aborted,
      errors: run.errors,
      command: run.command,
    };
    if (run.failed || run.aborted) errors.push(`pgbench of the robo SQL: ${run.failed} failed, ${run.aborted} aborted ${JSON.stringify(run.errors)}`);
    if (sqlPlaced.parts !== plannedParts) errors.push(`the robo SQL placed ${sqlPlaced.parts} parts, ${plannedParts} chosen`);
    if (sqlPlaced.leftWithCash) errors.push(`${sqlPlaced.leftWithCash} of the SQL set's robo accounts still hold a part's cash`);
    log(`robo: SQL ${sqlPlaced.parts} parts (NT$${sqlPlaced.amount}) in ${sqlSeconds.toFixed(1)} s: ${sql.partsPerSecond.toFixed(1)} parts/s`);
  } finally {
    process.kill(apiPid, 'SIGCONT');
    await db.query('DROP TABLE IF EXISTS bench_robo_plan').catch(() => undefined);
    await db.query('DROP SEQUENCE IF EXISTS bench_robo_plan_seq').catch(() => undefined);
  }
  const after = await consoleRound(admin);
  log(`robo: console round after the SQL: ${after.error ?? `${after.accounts} accounts, ${after.investments} parts`}`);
  if (after.error) errors.push(`POST /api/console/robo/engine-runs after the SQL run answered ${after.error}`);
  else if (after.investments) errors.push(`the console round after the SQL run still placed ${after.investments} parts`);

  return {
    plan: { ...plan, partAmount: part },
    market: { before: marketBefore, between: marketBetween },
    seed: { api: apiSeed, sql: sqlSeed },
    api,
    sql,
    after,
    ratio: sql ? api.seconds / sql.seconds : null,
    errors,
    seconds: (performance.now() - started) / 1000,
  };
}

export { RoboBenchError };
