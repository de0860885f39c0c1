/**
 * The large market of the bench, bulk-filled with SQL (INSERT … SELECT over generate_series, with
 * id ranges reserved from each table's sequence) in the bench database: borrowers, loan
 * applications and loans of every tab, source and grade in every state of a loan's life, the
 * orders and investments of the registered lenders on them, and the ledger transfers those
 * investments moved (hold, then disbursement, release or nothing yet), with each account's
 * running balance and final balance, so that the books still reconcile. Beside them, the loans the
 * order runs buy: one hot loan and a block of spread loans, open and empty. No inbox notices are
 * written for the bulk rows.
 */
import { performance } from 'node:perf_hooks';
import {
  CREDIT_GRADE_CODES,
  LOAN_MARKET_STATUS_FUNDED,
  LOAN_MARKET_STATUS_OPEN,
  LOAN_PERIODS,
  PRINCIPAL_REPAYMENT_TYPES,
  investHoldDescription,
  investReleaseDescription,
  disbursementDescription,
  optionValues,
} from '@lendbridge/domain';

/**
 * Application types by share of the loans (percent, cumulative order); guarantor loans are never on
 * the market and are left out.
 */
const TYPE_SHARES = [
  ['credit', 45],
  ['student', 10],
  ['sme', 11],
  ['corporate', 3],
  ['farmer', 8],
  ['pawn_project', 8],
  ['realty', 6],
  ['other', 6],
  ['ntu', 3],
];

/**
 * The state of a loan by share (percent): open for investing, funded and waiting for the
 * disbursement, disbursed (repaying and later), or closed before the disbursement.
 */
const STATE_SHARES = [
  ['matching', 30],
  ['funded', 5],
  ['repaying', 35],
  ['finished', 15],
  ['overdue', 3],
  ['legal_collection', 1],
  ['cleared', 1],
  ['cancelled', 4],
  ['expired', 6],
];
const DISBURSED_STATES = ['repaying', 'finished', 'overdue', 'legal_collection', 'cleared'];
const STUDENT_GRADES = ['A0_STU', 'B_STU', 'C_STU', 'D_STU', 'E_STU', 'H5_STU'];

/** A CASE over `bucket` (0–99) choosing along cumulative shares. */
function shareCase(bucket, shares) {
  let upper = 0;
  const arms = shares.map(([value, share]) => {
    upper += share;
    return `WHEN ${bucket} < ${upper} THEN '${value}'`;
  });
  if (upper !== 100) throw new Error(`shares add up to ${upper}, not 100`);
  return `CASE ${arms.join(' ')} END`;
}

/** The text of a libs/domain description around its one or two values, for putting it together in SQL. */
function descriptionParts(describe) {
  const text = describe('\u0001', '\u0002');
  const [before, rest] = text.split('\u0001');
  const [middle, after = ''] = (rest ?? '').split('\u0002');
  return { before, middle: middle ?? '', after };
}

/** SQL text literal. */
const literal = (text) => `'${String(text).replaceAll("'", "''")}'`;

/**
 * The serial the migrations' next_*_serial() functions give number `n` at time `at` (prefix, Taipei
 * date, six-digit running number, longer past a million), for numbers taken from their sequence.
 */
const serialSql = (prefix, n, at) =>
  `'${prefix}' || to_char(${at}::timestamptz AT TIME ZONE 'Asia/Taipei', 'YYMMDD') || CASE WHEN ${n} < 1000000 THEN lpad((${n})::text, 6, '0') ELSE (${n})::text END`;

/**
 * Rows of `tables` whose single-column foreign keys point nowhere, one anti-join per key: the
 * check the bulk fill leaves out while it runs with the foreign-key triggers off.
 */
async function danglingReferences(db, tables) {
  const keys = (
    await db.query(
      `SELECT c.conrelid::regclass::text AS child, a.attname AS child_column, c.confrelid::regclass::text AS parent, p.attname AS parent_column
         FROM pg_constraint c
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
         JOIN pg_attribute p ON p.attrelid = c.confrelid AND p.attnum = c.confkey[1]
        WHERE c.contype = 'f' AND cardinality(c.conkey) = 1 AND c.conrelid::regclass::text = ANY ($1)
        ORDER BY 1, 2`,
      [tables],
    )
  ).rows;
  const results = [];
  for (const key of keys) {
    const [{ dangling }] = (
      await db.query(
        `SELECT count(*)::int AS dangling FROM ${key.child} c
          WHERE c.${key.child_column} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${key.parent} p WHERE p.${key.parent_column} = c.${key.child_column})`,
      )
    ).rows;
    results.push({ key: `${key.child}.${key.child_column} → ${key.parent}.${key.parent_column}`, dangling });
  }
  return results;
}

/** Takes `size` ids of `table` from its sequence at once (the ids of rows about to be bulk-filled); answers the first. */
export async function reserveIds(db, table, size) {
  const [{ first }] = (
    await db.query(
      `WITH f AS (SELECT nextval(pg_get_serial_sequence($1, 'id')) AS first)
       SELECT first::bigint AS first, setval(pg_get_serial_sequence($1, 'id'), first + $2 - 1) FROM f`,
      [table, size],
    )
  ).rows;
  return Number(first);
}

/**
 * Fills the market. `lenders` are the registered lenders' user ids (their cash already holds their
 * deposits); `passwordFrom` an e-mail whose password hash the borrowers share. Answers the steps
 * with their rows and seconds, the row counts, and the order targets.
 */
export async function seedMarket(db, { lenders, passwordFrom, loans, investments, orders, borrowers, spreadLoans, hotAmount, spreadAmount, now, log }) {
  const steps = [];
  const step = async (label, table, run) => {
    const started = performance.now();
    const rows = await run();
    const seconds = (performance.now() - started) / 1000;
    steps.push({ label, table, rows, seconds });
    log(`seed: ${label}: ${rows ?? '-'} rows in ${seconds.toFixed(1)} s`);
    return rows;
  };
  const count = (result) => result.rowCount ?? 0;
  /** Takes `size` values of a sequence at once (the ids or serial numbers of the rows about to be filled); answers the first. */
  const take = async (sequence, size) => {
    const [{ first }] = (
      await db.query(`WITH f AS (SELECT nextval($1::regclass) AS first) SELECT first::bigint AS first, setval($1::regclass, first + $2 - 1) FROM f`, [
        sequence,
        size,
      ])
    ).rows;
    return Number(first);
  };
  const reserve = (table, size) => reserveIds(db, table, size);

  await db.query(`SET synchronous_commit = off`);
  await db.query(`SET jit = off`);
  await db.query(`SET work_mem = '128MB'`);
  await db.query(`SET maintenance_work_mem = '256MB'`);
  const [{ superuser }] = (await db.query(`SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`)).rows;

  const lenderCount = lenders.length;
  const loanFirst = await reserve('loans', loans);
  const applicationFirst = await reserve('loan_applications', loans);
  const orderFirst = await reserve('orders', orders);
  const investmentFirst = await reserve('investments', investments);

  let borrowerIds = [];
  await step('borrowers (users)', 'users', async () => {
    const result = await db.query(
      `INSERT INTO users (email, email_normalized, password_hash, mobile, member_type, intent, roles, email_verified_at, created_at, updated_at)
       SELECT e, e, (SELECT password_hash FROM users WHERE email_normalized = $2), '098' || lpad(g::text, 7, '0'), 'person', 'borrower', '{borrower}', $3, $3, $3
         FROM (SELECT g, 'bench.b' || lpad(g::text, 5, '0') || '@example.com.tw' AS e FROM generate_series(1, $1::int) AS g) AS emails
       RETURNING id`,
      [borrowers, passwordFrom, now],
    );
    borrowerIds = result.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
    return count(result);
  });

  await step('borrower ledger accounts', 'ledger_accounts', async () =>
    count(
      await db.query(
        `INSERT INTO ledger_accounts (kind, user_id, created_at, updated_at)
         SELECT k.kind, u.id, $2, $2 FROM unnest($1::bigint[]) AS u (id)
           CROSS JOIN (VALUES (1, 'user_cash'), (2, 'user_locked')) AS k (n, kind)
          ORDER BY u.id, k.n`,
        [borrowerIds, now],
      ),
    ),
  );

  await step('investment plan (work table)', null, async () => {
    await db.query(`DROP TABLE IF EXISTS seed_investments, seed_loans, seed_orders`);
    return count(
      await db.query(
        `CREATE TEMP TABLE seed_investments AS
         SELECT i AS inv_no, (i * 2) / 5 AS order_no, (i::bigint * 7919 % $2)::int AS loan_no,
                1000 * (1 + abs(hashint4(i * 13 + 5)) % 30)::bigint AS amount
           FROM generate_series(0, $1::int - 1) AS i`,
        [investments, loans],
      ),
    );
  });

  const typeCase = shareCase(`abs(hashint4(n * 31 + 7)) % 100`, TYPE_SHARES);
  const stateCase = shareCase(`abs(hashint4(n * 17 + 3)) % 100`, STATE_SHARES);
  await step('loan plan (work table)', null, async () =>
    count(
      await db.query(
        `CREATE TEMP TABLE seed_loans AS
         WITH base AS (
           SELECT n, ${typeCase} AS app_type, ${stateCase} AS status, abs(hashint4(n * 7 + 11)) AS h
             FROM generate_series(0, $1::int - 1) AS n
         ), sums AS (
           SELECT loan_no, sum(amount)::bigint AS invested FROM seed_investments GROUP BY loan_no
         )
         SELECT b.n, b.app_type, b.status, b.h,
                CASE WHEN b.app_type = 'student' THEN ($2::text[])[1 + b.h % cardinality($2::text[])]
                     ELSE ($3::text[])[1 + b.h % cardinality($3::text[])] END AS grade,
                (ARRAY['complex', 'complex', 'npr', 'pgr'])[1 + (b.h / 7) % 4] AS source,
                ($4::int[])[1 + (b.h / 11) % cardinality($4::int[])] AS period,
                COALESCE(s.invested, 0) AS invested,
                GREATEST(COALESCE(s.invested, 0), 10000)
                  + CASE WHEN b.status = 'matching' THEN 1000 * (5 + (b.h / 13) % 300) ELSE 0 END AS amount
           FROM base b LEFT JOIN sums s ON s.loan_no = b.n`,
        [loans, STUDENT_GRADES, CREDIT_GRADE_CODES, LOAN_PERIODS],
      ),
    ),
  );

  await step('orders plan (work table)', null, async () =>
    count(
      await db.query(
        `CREATE TEMP TABLE seed_orders AS
         SELECT order_no, sum(amount)::bigint AS total, ($1::bigint[])[1 + order_no % $2] AS user_id
           FROM seed_investments GROUP BY order_no`,
        [lenders, lenderCount],
      ),
    ),
  );
  await db.query(`CREATE INDEX ON seed_orders (order_no)`);
  await db.query(`CREATE INDEX ON seed_loans (n)`);
  await db.query(`ANALYZE seed_investments`);
  await db.query(`ANALYZE seed_loans`);
  await db.query(`ANALYZE seed_orders`);

  if (superuser) await db.query(`SET session_replication_role = replica`);
  const applicationSerialFirst = await take('loan_application_serial_seq', loans);
  const orderSerialFirst = await take('order_serial_seq', orders);
  const investmentSerialFirst = await take('investment_serial_seq', investments);

  const purposes = optionValues('loan_purpose').filter((purpose) => purpose !== 'guarantor');
  await step('loan applications', 'loan_applications', async () =>
    count(
      await db.query(
        `INSERT INTO loan_applications (id, serial, user_id, app_type, status, application, profile, collaterals, step, submitted_at, decided_at, created_at, updated_at)
         SELECT $1 + s.n, ${serialSql('A', '$5 + s.n', '$4')}, ($2::bigint[])[1 + s.h % cardinality($2::bigint[])], s.app_type, 'approved',
                jsonb_build_object('purpose', ($3::text[])[1 + (s.h / 17) % cardinality($3::text[])],
                                   'amount_ten_thousand', ceil(s.amount / 10000.0)::int, 'period', s.period,
                                   'fast_apply', s.app_type = 'credit' AND s.h % 7 = 0),
                jsonb_build_object('company_income', (s.h / 19) % 300, 'car_count', s.h % 3),
                CASE WHEN s.app_type IN ('pawn_project', 'realty') THEN '[{"type": "house"}]'::jsonb ELSE '[]'::jsonb END,
                1, $4::timestamptz - interval '40 days', $4::timestamptz - interval '35 days', $4::timestamptz - interval '40 days', $4
           FROM seed_loans s ORDER BY s.n`,
        [applicationFirst, borrowerIds, purposes, now, applicationSerialFirst],
      ),
    ),
  );

  const disbursed = `s.status IN (${DISBURSED_STATES.map(literal).join(', ')})`;
  await step('loans', 'loans', async () =>
    count(
      await db.query(
        `INSERT INTO loans (id, serial, application_id, borrower_id, app_type, status, market_status, source, grade, amount, period,
                            principal_repayment_type, add_rate, apr, borrower_fee, funding_deadline, rate_confirmed_at, invested_amount,
                            pgr, lender_fee, discount_lender_fee, min_discount_order_amount, funded_at, disbursed_at, cancelled_at, expired_at,
                            created_at, updated_at)
         SELECT $1 + s.n, a.serial, a.id, a.user_id, s.app_type, s.status,
                CASE WHEN s.status = 'matching' THEN $3 WHEN s.status IN ('cancelled', 'expired') THEN NULL ELSE $4 END,
                s.source, s.grade, s.amount, s.period,
                ($5::text[])[1 + (s.h / 23) % cardinality($5::text[])],
                1 + (s.h / 29) % 5, 2 + (s.h / 31) % 1300 / 100.0, s.amount * 3 / 100,
                CASE WHEN s.status = 'matching' THEN $6::timestamptz + (1 + (s.h / 37) % 14) * interval '1 day'
                     ELSE $6::timestamptz - (30 + (s.h / 37) % 700) * interval '1 day' END,
                $6::timestamptz - (CASE WHEN s.status = 'matching' THEN (s.h / 41) % 20 ELSE 40 + (s.h / 41) % 700 END) * interval '1 day'
                  - (s.h % 86400) * interval '1 second',
                s.invested,
                CASE WHEN s.source = 'pgr' THEN 80 + 10 * ((s.h / 43) % 3) ELSE 0 END,
                1.00,
                CASE WHEN s.h % 10 = 0 THEN 0.50 END,
                CASE WHEN s.h % 10 = 0 THEN 50000 END,
                CASE WHEN s.status NOT IN ('matching', 'cancelled', 'expired') THEN $6::timestamptz - interval '30 days' END,
                CASE WHEN ${disbursed} THEN $6::timestamptz - interval '29 days' END,
                CASE WHEN s.status = 'cancelled' THEN $6::timestamptz - interval '30 days' END,
                CASE WHEN s.status = 'expired' THEN $6::timestamptz - interval '30 days' END,
                $6::timestamptz - interval '35 days', date_trunc('milliseconds', $6::timestamptz)
           FROM seed_loans s JOIN loan_applications a ON a.id = $2 + s.n
          ORDER BY s.n`,
        [loanFirst, applicationFirst, LOAN_MARKET_STATUS_OPEN, LOAN_MARKET_STATUS_FUNDED, PRINCIPAL_REPAYMENT_TYPES, now],
      ),
    ),
  );

  await step('orders', 'orders', async () =>
    count(
      await db.query(
        `INSERT INTO orders (id, serial, user_id, status, payment_method, total_amount, paid_at, created_at, updated_at)
         SELECT $1 + o.order_no, ${serialSql('O', '$3 + o.order_no', '$2')}, o.user_id, 'paid', 'balance', o.total, $2, $2, $2
           FROM seed_orders o ORDER BY o.order_no`,
        [orderFirst, now, orderSerialFirst],
      ),
    ),
  );

  await step('investments', 'investments', async () =>
    count(
      await db.query(
        `INSERT INTO investments (id, serial, order_id, user_id, loan_id, amount, status, lender_fee, paid_at, disbursed_at, closed_at, created_at, updated_at)
         SELECT $1 + i.inv_no, ${serialSql('I', '$5 + i.inv_no', '$4')}, $2 + i.order_no, o.user_id, $3 + i.loan_no, i.amount,
                CASE WHEN s.status IN ('matching', 'funded') THEN 'waiting' WHEN s.status IN ('cancelled', 'expired') THEN s.status ELSE 'active' END,
                CASE WHEN s.h % 10 = 0 AND o.total >= 50000 THEN 0.50 ELSE 1.00 END,
                $4, CASE WHEN ${disbursed} THEN $4::timestamptz + interval '1 day' END,
                CASE WHEN s.status IN ('cancelled', 'expired') THEN $4::timestamptz + interval '1 day' END,
                $4, $4
           FROM seed_investments i
           JOIN seed_orders o ON o.order_no = i.order_no
           JOIN seed_loans s ON s.n = i.loan_no
          ORDER BY i.inv_no`,
        [investmentFirst, orderFirst, loanFirst, now, investmentSerialFirst],
      ),
    ),
  );

  const hold = descriptionParts(investHoldDescription);
  const release = descriptionParts((loanSerial) => investReleaseDescription(loanSerial));
  const disburse = descriptionParts((investmentSerial) => disbursementDescription(investmentSerial));
  let transferFirst = 0;
  await step('ledger transfers plan with running balances (work table)', null, async () => {
    await db.query(`DROP TABLE IF EXISTS seed_transfers, seed_after`);
    const planned = count(
      await db.query(
        `CREATE TEMP TABLE seed_transfers AS
         WITH accounts AS (
           SELECT user_id, max(id) FILTER (WHERE kind = 'user_cash') AS cash, max(id) FILTER (WHERE kind = 'user_locked') AS locked
             FROM ledger_accounts WHERE user_id IS NOT NULL GROUP BY user_id
         ), income AS (
           SELECT id FROM ledger_accounts WHERE kind = 'platform_income' AND user_id IS NULL
         ), moves AS (
           SELECT 1 AS phase, i.id AS seq, 'invest_hold' AS kind, la.cash AS debit, la.locked AS credit, i.amount,
                  'investment:' || i.serial AS reference, i.serial AS case_serial,
                  ${literal(hold.before)} || o.serial || ${literal(hold.middle)} || l.serial || ${literal(hold.after)} AS description
             FROM investments i JOIN orders o ON o.id = i.order_id JOIN loans l ON l.id = i.loan_id JOIN accounts la ON la.user_id = i.user_id
            WHERE i.id >= $1
           UNION ALL
           SELECT 2, i.id, 'invest_disburse', la.locked, lb.cash, i.amount, 'investment:' || i.serial, l.serial,
                  ${literal(disburse.before)} || i.serial || ${literal(disburse.middle)}
             FROM investments i JOIN loans l ON l.id = i.loan_id JOIN accounts la ON la.user_id = i.user_id JOIN accounts lb ON lb.user_id = l.borrower_id
            WHERE i.id >= $1 AND i.status = 'active'
           UNION ALL
           SELECT 2, i.id, 'invest_release', la.locked, la.cash, i.amount, 'investment:' || i.serial, i.serial,
                  ${literal(release.before)} || l.serial || ${literal(release.middle)}
             FROM investments i JOIN loans l ON l.id = i.loan_id JOIN accounts la ON la.user_id = i.user_id
            WHERE i.id >= $1 AND i.status IN ('cancelled', 'expired')
           UNION ALL
           SELECT 3, l.id, 'borrower_fee', lb.cash, (SELECT id FROM income), l.borrower_fee, 'loan:' || l.serial, l.serial, NULL
             FROM loans l JOIN accounts lb ON lb.user_id = l.borrower_id
            WHERE l.id >= $2 AND l.disbursed_at IS NOT NULL AND l.borrower_fee > 0
         )
         SELECT row_number() OVER (ORDER BY phase, seq) AS n, kind, debit, credit, amount, reference, case_serial, description FROM moves`,
        [investmentFirst, loanFirst],
      ),
    );
    transferFirst = await reserve('ledger_transfers', planned);
    await db.query(
      `CREATE TEMP TABLE seed_after AS
       WITH flows AS (
         SELECT n, 'd' AS side, debit AS account, -amount AS delta FROM seed_transfers
         UNION ALL
         SELECT n, 'c', credit, amount FROM seed_transfers
       ), running AS (
         SELECT f.n, f.side, a.balance + sum(f.delta) OVER (PARTITION BY f.account ORDER BY f.n) AS after
           FROM flows f JOIN ledger_accounts a ON a.id = f.account
       )
       SELECT n, max(after) FILTER (WHERE side = 'd') AS debit_after, max(after) FILTER (WHERE side = 'c') AS credit_after
         FROM running GROUP BY n`,
    );
    await db.query(`ANALYZE seed_transfers`);
    await db.query(`ANALYZE seed_after`);
    return planned;
  });

  await step('ledger transfers', 'ledger_transfers', async () =>
    count(
      await db.query(
        `INSERT INTO ledger_transfers (id, kind, debit_account_id, credit_account_id, amount, debit_balance_after, credit_balance_after,
                                       reference, case_serial, description, created_at)
         SELECT $1 + t.n - 1, t.kind, t.debit, t.credit, t.amount, a.debit_after, a.credit_after, t.reference, t.case_serial, t.description, $2
           FROM seed_transfers t JOIN seed_after a ON a.n = t.n
          ORDER BY t.n`,
        [transferFirst, now],
      ),
    ),
  );

  await step('ledger account balances', 'ledger_accounts', async () =>
    count(
      await db.query(
        `UPDATE ledger_accounts a SET balance = a.balance + m.delta, updated_at = $1
           FROM (SELECT account, sum(delta)::bigint AS delta
                   FROM (SELECT debit AS account, -amount AS delta FROM seed_transfers UNION ALL SELECT credit, amount FROM seed_transfers) AS f
                  GROUP BY account) AS m
          WHERE a.id = m.account`,
        [now],
      ),
    ),
  );

  const size = spreadLoans + 1;
  const targetFirst = await reserve('loans', size);
  await step('order targets: 1 hot loan + the spread loans', 'loans', async () => {
    const targetApplicationFirst = await reserve('loan_applications', size);
    await db.query(
      `INSERT INTO loan_applications (id, user_id, app_type, status, application, step, submitted_at, decided_at, created_at, updated_at)
       SELECT $1 + g, ($2::bigint[])[1 + g % cardinality($2::bigint[])], 'credit', 'approved',
              jsonb_build_object('purpose', 'debt_consolidation', 'period', 36, 'fast_apply', false), 1, $4, $4, $4, $4
         FROM generate_series(0, $3::int - 1) AS g ORDER BY g`,
      [targetApplicationFirst, borrowerIds, size, now],
    );
    return count(
      await db.query(
        `INSERT INTO loans (id, serial, application_id, borrower_id, app_type, status, market_status, source, grade, amount, period,
                            principal_repayment_type, add_rate, apr, borrower_fee, funding_deadline, rate_confirmed_at, invested_amount,
                            pgr, lender_fee, created_at, updated_at)
         SELECT $1 + a.id - $2, a.serial, a.id, a.user_id, 'credit', 'matching', $3, 'complex', 'B', t.amount, 36, 'equal_installment',
                3, 8.5, t.amount * 3 / 100, $6::timestamptz + interval '14 days', $6::timestamptz - interval '1 hour', 0, 0, 1.00,
                $6, date_trunc('milliseconds', $6::timestamptz)
           FROM loan_applications a
           CROSS JOIN LATERAL (SELECT CASE WHEN a.id = $2 THEN $4::bigint ELSE $5::bigint END AS amount) AS t
          WHERE a.id >= $2 AND a.id < $2 + $7
          ORDER BY a.id`,
        [targetFirst, targetApplicationFirst, LOAN_MARKET_STATUS_OPEN, hotAmount, spreadAmount, now, size],
      ),
    );
  });
  const targetRows = (
    await db.query(
      `SELECT id, serial, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at
         FROM loans WHERE id >= $1 AND id < $1 + $2 ORDER BY id`,
      [targetFirst, size],
    )
  ).rows.map((row) => ({ id: Number(row.id), serial: row.serial, updatedAt: row.updated_at }));
  const targets = { hot: targetRows[0], spread: targetRows.slice(1) };

  await db.query(`DROP TABLE IF EXISTS seed_investments, seed_loans, seed_orders, seed_transfers, seed_after`);
  await db.query(`RESET session_replication_role`);
  const filled = ['loan_applications', 'loans', 'orders', 'investments', 'ledger_accounts', 'ledger_transfers'];
  let references = [];
  await step('foreign keys of the filled tables checked (anti-joins)', null, async () => {
    references = await danglingReferences(db, filled);
    return references.length;
  });
  const dangling = references.filter((reference) => reference.dangling > 0);
  if (dangling.length) throw new Error(`the bulk fill left dangling references: ${JSON.stringify(dangling)}`);
  await step('VACUUM ANALYZE (users, applications, loans, accounts), ANALYZE (orders, investments, transfers), CHECKPOINT', null, async () => {
    await db.query(`VACUUM (ANALYZE) users, loan_applications, loans, ledger_accounts`);
    await db.query(`ANALYZE orders, investments, ledger_transfers`);
    await db.query('CHECKPOINT');
    return null;
  });

  const counts = (
    await db.query(
      `SELECT (SELECT count(*) FROM loans)::int AS loans,
              (SELECT count(*) FROM loans WHERE status = 'matching' AND market_status = $1)::int AS open_loans,
              (SELECT count(*) FROM investments)::int AS investments,
              (SELECT count(*) FROM orders)::int AS orders,
              (SELECT count(*) FROM ledger_transfers)::int AS ledger_transfers,
              (SELECT count(*) FROM ledger_accounts)::int AS ledger_accounts,
              (SELECT count(*) FROM loan_applications)::int AS loan_applications,
              (SELECT count(*) FROM users)::int AS users`,
      [LOAN_MARKET_STATUS_OPEN],
    )
  ).rows[0];
  const mix = (
    await db.query(
      `SELECT 'tab' AS dimension, COALESCE(market_tab, '(none)') AS value, count(*)::int AS loans FROM loans GROUP BY 2
       UNION ALL SELECT 'status', status, count(*)::int FROM loans GROUP BY 2
       UNION ALL SELECT 'source', source, count(*)::int FROM loans GROUP BY 2
       ORDER BY 1, 3 DESC`,
    )
  ).rows;
  return { steps, counts, mix, targets, borrowers: borrowerIds.length, foreignKeysOff: Boolean(superuser), references };
}
