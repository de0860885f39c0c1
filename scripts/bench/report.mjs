/**
 * The Markdown report of a bench run.
 */

const ms = (value) => (value === null || value === undefined ? 'n/a' : value.toFixed(1));
const mib = (value) => (value === null || value === undefined ? 'n/a' : value.toFixed(1));

function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function databaseLine(database) {
  if (database.kind === 'server') {
    return `PostgreSQL server ${database.version} at ${database.address}, database \`${database.database}\` (dropped and recreated for the run)`;
  }
  return 'embedded PostgreSQL (PGlite, inside the API process) in a temporary DATA_DIR — no server answered';
}

const count = (value) => (value === null || value === undefined ? 'n/a' : value.toLocaleString('en-US'));
const rate = (value) => (value === null || value === undefined ? 'n/a' : value.toFixed(1));
const seconds = (value) => (value === null || value === undefined ? 'n/a' : `${value.toFixed(1)} s`);
const loadText = (value) => (value === null || value === undefined ? 'n/a' : value.toFixed(2));
const ratio = (a, b) => (a && b ? `${(a / b).toFixed(2)}×` : 'n/a');

const int = (value) => (value === null || value === undefined ? 'n/a' : Math.round(value).toLocaleString('en-US'));

/**
 * The summary of the performance suite (issue 18): each figure next to its baseline measured in the
 * same run, their ratio and the target. `pass` is null where nothing was measured or no target is set.
 */
export function evaluateFigures(result) {
  const { p1, p5, argon2, runs, market, p9, environment } = result;
  const rows = [];
  const row = (figure, baseline, measured, ratio, target, pass) => rows.push({ figure, baseline, measured, ratio, target, pass });
  if (p1) {
    const [, health, csrf] = p1.runs;
    const baseline = `bare node:http ${int(p1.baseline)} req/s`;
    row('P1 `GET /api/health`, 16 connections', baseline, `${int(health.rps)} req/s`, p1.health, '≥ 0.60', p1.health >= 0.6);
    row('P1 `POST` refused by the CSRF check, 16 connections', baseline, `${int(csrf.rps)} req/s`, p1.csrf, '≥ 0.60', p1.csrf >= 0.6);
  } else {
    row('P1 trivial routes against bare node:http', '—', 'not measured in this run', null, '≥ 0.60', null);
  }
  if (p5?.batch) {
    row(
      `P5 daily batch, ${int(p5.plan.rows)} due rows × ${int(p5.plan.lenders)} lenders`,
      `one set-based SQL statement ${seconds(p5.sql.seconds)}`,
      `${seconds(p5.batch.seconds)} (${rate(p5.batch.rowsPerSecond)} rows/s)`,
      p5.ratio,
      '≥ 0.50',
      p5.ratio >= 0.5,
    );
  } else {
    row('P5 daily batch against one set-based SQL statement', '—', p5?.skipped ?? 'not measured in this run', null, '≥ 0.50', null);
  }
  const login = runs.find((run) => run.key === 'login' && run.concurrency === 16);
  if (login && argon2) {
    const ratio = login.throughput / argon2.perSecond;
    row(
      'P7 `POST /api/auth/login`, 16 at once',
      `raw argon2id verify ${rate(argon2.perSecond)}/s (16 at once)`,
      `${rate(login.throughput)} logins/s`,
      ratio,
      '≥ 0.80',
      ratio >= 0.8,
    );
  } else {
    row('P7 logins against raw argon2id', '—', 'not measured in this run', null, '≥ 0.80', null);
  }
  const balanced = market?.balanced;
  if (balanced) {
    const reconciled = market.checks.reconciliation.ok;
    row(
      `P8 orders through ${balanced.balancer} to two API processes, ${market.plan.orderConcurrency} clients`,
      `one process ${rate(balanced.single.tps)} orders/s`,
      `${rate(balanced.two.tps)} orders/s; ledger ${reconciled ? 'reconciles' : '**does not reconcile**'}`,
      balanced.ratio,
      '≥ 1.0, reconciled',
      balanced.ratio >= 1 && reconciled,
    );
  } else {
    row('P8 two API processes behind a balancer', '—', 'not measured in this run', null, '≥ 1.0', null);
  }
  if (p9?.pages) {
    for (const page of p9.pages) {
      const pass = page.performance !== null && page.performance >= 0.9 && page.lcpMs !== null && page.lcpMs <= 2500 && page.cls !== null && page.cls <= 0.1;
      row(
        `P9 Lighthouse, ${page.label} (\`${page.path}\`)`,
        `Lighthouse ${p9.lighthouse} mobile defaults`,
        page.error
          ? `error: ${page.error}`
          : `performance ${page.performance?.toFixed(2)}, LCP ${seconds(page.lcpMs / 1000)}, CLS ${page.cls?.toFixed(3)}, TBT ${int(page.tbtMs)} ms`,
        page.performance,
        'performance ≥ 0.90, LCP ≤ 2.5 s, CLS ≤ 0.1',
        pass,
      );
    }
  } else {
    row('P9 Lighthouse', '—', p9?.skipped ?? 'not measured in this run', null, 'performance ≥ 0.90, LCP ≤ 2.5 s, CLS ≤ 0.1', null);
  }
  if (p9?.initialJs) {
    const kb = p9.initialJs.gzipBytes / 1024;
    row('P9 public site initial JavaScript (gzip)', `budget ${p9.initialJs.budgetKb} KB`, `${kb.toFixed(1)} KB`, kb / p9.initialJs.budgetKb, '≤ 1.00', kb <= p9.initialJs.budgetKb);
  }
  if (market && !market.roboOnly) {
    const size = `${count(market.seed.counts.loans)} loans, ${count(market.seed.counts.investments)} investments (${environment.scale.name === 'full' ? '`BENCH_SCALE=full`' : 'CI size'})`;
    const list = market.list.runs.find((run) => run.path === 'api' && run.concurrency === 16);
    const listSql = market.list.runs.find((run) => run.path === 'pgbench' && run.concurrency === 16);
    if (list) {
      row(`Scale: market page, 16 at once, ${size}`, listSql ? `its SQL ${rate(listSql.tps)}/s` : 'pgbench not installed', `${rate(list.tps)} req/s, p95 ${ms(list.latencyMs.p95)} ms`, listSql ? list.tps / listSql.tps : null, 'reported', null);
    }
    const order = market.orders.runs.find((run) => run.key === 'spread' && run.path === 'api');
    const orderSql = market.orders.runs.find((run) => run.key === 'spread' && run.path === 'pgbench' && run.idempotency === 'on');
    if (order) {
      row(`Scale: place order, ${market.plan.orderConcurrency} clients, ${size}`, orderSql ? `its SQL ${rate(orderSql.tps)}/s` : 'pgbench not installed', `${rate(order.tps)} orders/s, p95 ${ms(order.latencyMs.p95)} ms`, orderSql ? order.tps / orderSql.tps : null, 'reported', null);
    }
  }
  return rows;
}

function renderFigures(result) {
  const out = ['## Performance figures (issue 18)', ''];
  const load = (values) => values.map((value) => value.toFixed(2)).join(' / ');
  const { loadAverage } = result.environment;
  out.push(
    `Each figure is a ratio to a baseline measured in the same run, on this shared machine: load average (1 / 5 / 15 min) ${load(loadAverage.before)} at the start, ${load(loadAverage.end ?? loadAverage.after)} at the end.`,
    '',
  );
  out.push(
    table(
      ['figure', 'baseline', 'measured', 'ratio', 'target', 'result'],
      result.figures.map((figure) => [
        figure.figure,
        figure.baseline,
        figure.measured,
        figure.ratio === null || figure.ratio === undefined ? 'n/a' : figure.ratio.toFixed(2),
        figure.target,
        figure.pass === null ? '—' : figure.pass ? 'pass' : '**fail**',
      ]),
    ),
  );
  out.push('');
  return out;
}

function renderRatioDetails(result) {
  const out = [];
  const { p1, p5, argon2, p9 } = result;
  if (p1) {
    out.push('## P1: trivial routes against bare node:http', '');
    out.push(
      `autocannon ${p1.plan.connections} connections, closed loop, ${p1.plan.warmupSeconds} s warm-up then ${p1.plan.seconds} s measured per run, in this order; ` +
        'the bare server (a node:http server answering a small JSON, in a process of its own as the API is) before and after the API, the baseline their mean. ' +
        'The refused POST carries the ajax header but no session and no token: the API answers 403 `CSRF_TOKEN_INVALID` before any route or database work. ' +
        '`GET /api/health` reuses a database ping for a second.',
      '',
    );
    out.push(
      table(
        ['run', 'load at start', 'requests', 'req/s', 'p50', 'p99', 'max', 'answers'],
        p1.runs.map((run) => [
          run.label,
          loadText(run.load),
          count(run.requests),
          rate(run.rps),
          ms(run.latencyMs.p50),
          ms(run.latencyMs.p99),
          ms(run.latencyMs.max),
          Object.entries(run.statuses)
            .filter(([, times]) => times)
            .map(([key, times]) => `${key} ${count(times)}`)
            .join(', '),
        ]),
      ),
    );
    out.push('');
  }
  if (p5?.batch) {
    out.push(
      '## P5: the daily batch against one set-based SQL statement',
      '',
      `A database and API process of their own: ${int(p5.plan.rows)} repaying loans, each with its first row due on ${p5.plan.date} and one ` +
        `NT$${int(p5.plan.investmentAmount)} investment from each of ${int(p5.plan.lenders)} lenders (lender fee ${p5.plan.lenderFeePercent} %), ` +
        `the borrowers' cash holding what the rows owe; seeded in ${seconds(p5.seed.seconds)}. ` +
        'The statement pays every row in full and splits it to the lenders (principal, interest, the lender fee half up), with each transfer\'s balances ' +
        'by window sums, inside a transaction rolled back afterwards (the tables vacuumed); then the admin runs the date through ' +
        '`POST /api/console/batch-runs`, one transaction a loan. Both moved the same money by transfer kind.',
      '',
      table(
        ['side', 'load at start', 'seconds', 'rows', 'transfers'],
        [
          ['one SQL statement', loadText(p5.sql.load), seconds(p5.sql.seconds), count(p5.sql.rows), count(p5.sql.transfers)],
          [
            'the daily batch through the API',
            loadText(p5.batch.load),
            seconds(p5.batch.seconds),
            count(p5.batch.summary.collected_rows),
            count(p5.batch.moved.reduce((sum, row) => sum + row.transfers, 0)),
          ],
        ],
      ),
      '',
      `The ledger ${p5.reconciliation?.ok ? 'reconciles' : 'does not reconcile'} afterwards (${count(p5.reconciliation?.transfers_checked)} transfers checked).`,
      '',
    );
  }
  if (argon2) {
    out.push(
      '## P7: raw argon2id',
      '',
      `${argon2.count} verifications of one hash made with the API's parameters (\`${argon2.parameters}\`), ${argon2.concurrency} at once in the bench process ` +
        `(libuv's thread pool, as in the API): ${rate(argon2.perSecond)}/s in ${seconds(argon2.seconds)}, ${argon2.failed} failed. ` +
        'The logins measured beside it are the `POST /api/auth/login` run at concurrency 16 above (each a different member, a fresh visitor session).',
      '',
    );
  }
  if (p9) {
    out.push('## P9: Lighthouse and the initial JavaScript', '');
    if (p9.pages) {
      out.push(
        `Lighthouse ${p9.lighthouse}, performance category with its mobile defaults (simulated slow 4G, 4× CPU slowdown), Debian's Chromium headless; each page once, ` +
          'served by the measured API from the built public site.',
        '',
      );
      out.push(
        table(
          ['page', 'load at start', 'performance', 'FCP', 'LCP', 'CLS', 'TBT'],
          p9.pages.map((page) => [
            `${page.label} \`${page.path}\``,
            loadText(page.load),
            page.performance?.toFixed(2) ?? 'n/a',
            seconds(page.fcpMs / 1000),
            seconds(page.lcpMs / 1000),
            page.cls?.toFixed(3) ?? 'n/a',
            `${int(page.tbtMs)} ms`,
          ]),
        ),
      );
      out.push('');
    } else if (p9.skipped) out.push(`Lighthouse not run: ${p9.skipped}`, '');
    if (p9.mainScript) {
      out.push(
        `- The main script \`${p9.mainScript.path}\` asked with \`Accept-Encoding: br, gzip\`: Content-Encoding ${p9.mainScript.contentEncoding ?? 'none'}, Cache-Control \`${p9.mainScript.cacheControl}\`.`,
      );
    }
    if (p9.initialJs) {
      out.push(
        `- Initial JavaScript of the public site (scripts/initial-js.mjs): ${(p9.initialJs.gzipBytes / 1024).toFixed(1)} KB gzip of the ${p9.initialJs.budgetKb} KB budget, ` +
          p9.initialJs.chunks.map((chunk) => `\`${chunk.file}\` ${(chunk.gzipBytes / 1024).toFixed(1)}`).join(', ') +
          '.',
      );
    }
    out.push('');
  }
  return out;
}

function errorText(run) {
  const codes = Object.entries(run.errorCodes ?? {});
  if (!codes.length) return String(run.errors);
  return `${run.errors} (${codes.map(([code, times]) => `${code}: ${times}`).join(', ')})`;
}

function latencyCells(latency) {
  return [ms(latency.p50), ms(latency.p95), ms(latency.p99), ms(latency.max)];
}

function renderMarket(market) {
  const out = [];
  const { plan, seed, setup, orders, list } = market;
  out.push('## Market at scale: orders and the marketplace page (issue 4)', '');
  out.push(`Measured after the endpoints above, on the same API process and database; ${seconds(market.seconds)} in all.`, '');
  out.push(
    `- PostgreSQL settings (the server's own, not tuned for the bench): ${Object.entries(market.settings)
      .map(([name, value]) => `${name} ${value}`)
      .join(', ')}`,
  );
  out.push(`- pgbench: ${market.pgbench ?? 'not installed: the SQL columns are missing'}`);
  out.push('- "load at start": the 1-minute load average when a run started (2 CPUs; other work on the machine is included).');
  out.push('');

  out.push('### Data', '');
  out.push(
    `Lenders, through the API: the ${setup.lenders} registered members climb the member ladder ` +
      `(\`POST /api/member/basic\`, \`/api/member/register\`, three \`POST /api/upload\`, \`/api/member/bank\`, \`/api/member/risk-questionnaire\`) ` +
      `at concurrency ${plan.setupConcurrency} in ${seconds(setup.ladder.elapsedMs / 1000)}, an admin verifies each identity and bank ` +
      `(\`POST /api/console/members/:id/verify-identity\`, \`verify-bank\`; ${setup.reviews.requests} members in ${seconds(setup.reviews.elapsedMs / 1000)}), ` +
      `then the bank reports a transfer of NT$${count(plan.deposit)} to each virtual account through the signed \`POST /api/bank/notifications\` ` +
      `(${setup.deposits.requests} notifications in ${seconds(setup.deposits.elapsedMs / 1000)}, p50 ${ms(setup.deposits.latencyMs.p50)} ms): ` +
      `virtual accounts, deposits and ledger balances as the platform makes them.`,
  );
  out.push('');
  out.push(
    `The market, **bulk-filled with SQL** in ${seconds(seed.totalSeconds)} (\`INSERT … SELECT\` over \`generate_series\`, ids and serial numbers taken ` +
      `from the tables' sequences in blocks, serials in the migrations' format; ` +
      (seed.foreignKeysOff
        ? `foreign-key triggers off during the fill (\`session_replication_role = replica\`), then every single-column foreign key of the filled tables checked with one anti-join: ` +
          `${seed.references.length} keys, ${seed.references.reduce((sum, reference) => sum + reference.dangling, 0)} dangling rows`
        : 'foreign keys checked row by row as usual') +
      `; CHECK constraints and unique indexes in force throughout; no inbox notices for the bulk rows):`,
  );
  out.push('');
  out.push(
    table(
      ['step', 'table', 'rows', 'time'],
      seed.steps.map((step) => [step.label, step.table ? `\`${step.table}\`` : 'work table / maintenance', count(step.rows), seconds(step.seconds)]),
    ),
  );
  out.push('');
  out.push(
    '**Bulk-filled with SQL**: `users` (the borrowers only), `loan_applications`, `loans`, `orders`, `investments`, `ledger_transfers`, and in `ledger_accounts` ' +
      "the borrowers' accounts and every balance the bulk transfers moved. **Through the API**: the lenders' accounts, member profiles, banks, uploads, " +
      "questionnaires, virtual accounts, deposits and deposit transfers, and every order the runs place.",
  );
  out.push('');
  const mixOf = (dimension) =>
    seed.mix
      .filter((row) => row.dimension === dimension)
      .map((row) => `${row.value} ${count(row.loans)}`)
      .join(', ');
  out.push(
    `Afterwards: ${count(seed.counts.loans)} loans (${count(seed.counts.open_loans)} open for investing), ${count(seed.counts.investments)} investments in ` +
      `${count(seed.counts.orders)} orders, ${count(seed.counts.ledger_transfers)} ledger transfers over ${count(seed.counts.ledger_accounts)} accounts, ` +
      `${count(seed.counts.users)} users (${count(seed.borrowers)} SQL-made borrowers, users rows only). Each bulk loan has ${plan.investments / plan.loans} investments (NT$1,000–30,000) ` +
      `from orders of 2–3 investments, spread over all ${setup.lenders} lenders; open and funded loans' investments wait (hold transfer), disbursed ones are active ` +
      `(hold, then the disbursement to the borrower and the borrower fee), cancelled and expired ones were released (hold, then release).`,
  );
  out.push('');
  out.push(`- Tabs: ${mixOf('tab')}`);
  out.push(`- States: ${mixOf('status')}`);
  out.push(`- Sources: ${mixOf('source')}`);
  out.push(
    `- Order targets, added empty and open in the credit tab: one hot loan of NT$${count(plan.hotAmount)} (large enough never to fill during the runs) ` +
      `and ${count(plan.spreadLoans)} spread loans of NT$${count(plan.spreadAmount)}.`,
  );
  out.push('');

  if (market.roboOnly) {
    out.push('Order placement and the marketplace page were left out of this run (`BENCH_ONLY=robo`).', '');
    out.push(...renderRobo(market.robo));
    out.push(...renderChecks(market));
    return out;
  }

  out.push('### Placing orders: the API next to its SQL', '');
  out.push(
    `Each order buys NT$${count(plan.orderAmount)} of one loan, paid by balance, by ${plan.orderConcurrency} clients at once for ${plan.orderSeconds} s ` +
      `(closed loop). Latencies in ms; pgbench latencies from its per-transaction log.`,
  );
  out.push('');
  const pathLabel = (run) =>
    run.path === 'api'
      ? '`POST /api/v1/orders` (idempotency on)'
      : `pgbench, SQL with idempotency ${run.idempotency === 'on' ? '**on**' : '**off**'}`;
  out.push(
    table(
      ['loans', 'path', 'clients', 'load at start', 'time', 'orders', 'orders/s', 'p50', 'p95', 'p99', 'max', 'errors'],
      orders.runs.map((run) => [
        run.label,
        pathLabel(run),
        String(run.concurrency),
        loadText(run.load),
        seconds(run.seconds),
        count(run.transactions),
        rate(run.tps),
        ...latencyCells(run.latencyMs),
        errorText(run),
      ]),
    ),
  );
  out.push('');
  const find = (key, path, idempotency) => orders.runs.find((run) => run.key === key && run.path === path && run.idempotency === idempotency);
  const lines = [];
  for (const [path, idempotency, what] of [
    ['api', 'on', 'API'],
    ['pgbench', 'on', 'SQL with idempotency'],
    ['pgbench', 'off', 'SQL without idempotency'],
  ]) {
    const spread = find('spread', path, idempotency);
    const hot = find('hot', path, idempotency);
    if (spread && hot) {
      lines.push(
        `- Hot-row contention, ${what}: one hot loan gives ${rate(hot.tps)} orders/s against ${rate(spread.tps)} spread (${ratio(hot.tps, spread.tps)}), ` +
          `p95 ${ms(hot.latencyMs.p95)} against ${ms(spread.latencyMs.p95)} ms.`,
      );
    }
  }
  for (const key of ['spread', 'hot']) {
    const on = find(key, 'pgbench', 'on');
    const off = find(key, 'pgbench', 'off');
    const api = find(key, 'api', 'on');
    if (on && off) {
      lines.push(
        `- Idempotency cost, ${key === 'hot' ? 'hot loan' : 'spread'}: ${rate(off.tps)} orders/s without, ${rate(on.tps)} with (${ratio(on.tps, off.tps)}); ` +
          `p50 ${ms(off.latencyMs.p50)} → ${ms(on.latencyMs.p50)} ms.`,
      );
    }
    if (api && on) {
      lines.push(
        `- API against the same SQL (${key === 'hot' ? 'hot loan' : 'spread'}, both with idempotency): ${rate(api.tps)} against ${rate(on.tps)} orders/s (${ratio(api.tps, on.tps)}).`,
      );
    }
  }
  out.push(...lines, '');
  out.push('How these are measured:', '');
  out.push(
    `- **API**: each of the ${plan.orderConcurrency} workers is one signed-in lender (one session each) sending \`POST /api/v1/orders\` with a fresh ` +
      `\`Idempotency-Key\` (a UUID) per request and \`{loans:[{serial, amount, updated_at}], payment_method:"balance", contract_accepted…}\`; a spread worker ` +
      `takes loan \`(request number × 7919) mod ${count(plan.spreadLoans)}\`. Everything the request costs counts: session and member level, the idempotency ` +
      `claim and finish, the reads, the transaction, the JSON answer, and two reads the SQL side does not have (the session and the member level). ` +
      '20 orders at concurrency 4 warm each case up first (placed, not counted). The API pool has 10 database connections; pgbench has one per client.',
  );
  out.push(
    `- **pgbench**: \`scripts/bench/order.pgbench.sql\`, the statements \`OrdersService.place\` runs for a one-loan balance order (the loan and balance reads, ` +
      `then in one transaction the conditional loan \`UPDATE\`, the order and investment \`INSERT\`s, the cash lock, the two balance \`UPDATE\`s and the ` +
      `\`invest_hold\` transfer \`INSERT\`, the funding check and the cart \`DELETE\`), \`-M extended\` so variables are bound parameters as node-postgres sends them, ` +
      `\`-c ${plan.orderConcurrency} -j ${plan.pgbenchThreads} -T ${plan.orderSeconds}\` against the same database, a random loan per transaction (\`\\set loan_id random(:loan_first, :loan_last)\`), ` +
      `client n buying as lender n. The loan is read by id rather than by serial; \`now()\` stands for the service's clock.`,
  );
  out.push(
    '- **Idempotency on / off**: the route always needs an Idempotency-Key, so the API runs are always "on". "Off" exists only on the SQL side: ' +
      'the same script with `-D idempotency=0` leaves out the two statements of `IdempotencyInterceptor` (the claim `INSERT … ON CONFLICT … RETURNING` before, ' +
      'the `UPDATE … SET status = \'done\', response_body = …` after, each in autocommit as in the API); `-D idempotency=1` runs them with a new key per order. ' +
      'The difference is the cost of the idempotency table on the database; the API side of it (hashing the body, JSON) is not in either SQL figure.',
  );
  out.push('- Before each run: `VACUUM (ANALYZE)` of loans, ledger accounts, idempotency keys and cart items, then `CHECKPOINT` (autovacuum is off on this server).');
  out.push('');
  for (const run of orders.runs.filter((run) => run.command)) out.push(`  - \`${run.command}\``);
  out.push('');

  out.push('### The marketplace page', '');
  out.push(
    `\`GET ${list.path}\` as a visitor (no session): the credit tab filtered to 36-month loans, sorted by APR descending, ` +
      `${list.perPage} cards a page, pages 1–${plan.marketList.pages} in turn (pgbench: a random one of them); ${count(list.total)} loans match. ` +
      `One client per worker; each run lasts ${plan.marketSeconds} s (closed loop), after 20 warm-up requests through the API.`,
  );
  out.push('');
  out.push(
    table(
      ['path', 'concurrency', 'load at start', 'time', 'requests', 'req/s', 'p50', 'p95', 'p99', 'max', 'errors'],
      list.runs.map((run) => [
        run.path === 'api' ? 'API' : 'pgbench, page + count SQL',
        String(run.concurrency),
        loadText(run.load),
        seconds(run.seconds),
        count(run.transactions),
        rate(run.tps),
        ...latencyCells(run.latencyMs),
        errorText(run),
      ]),
    ),
  );
  out.push('');
  out.push(
    `- The SQL side runs the two statements \`MarketService.list\` sends (the page, from \`buildMarketListSql\` of the built API, and its count) with the same bound ` +
      `values, one after the other on one connection (the API sends them at once on two pooled connections): \`${list.script}\`, written by the run.`,
  );
  for (const [name, explain] of Object.entries(list.explain)) {
    out.push(
      `- \`EXPLAIN ANALYZE\` of the ${name} query (median of ${plan.explainRepeats}): execution ${explain.executionMs.toFixed(3)} ms, planning ${explain.planningMs.toFixed(3)} ms, ` +
        `${explain.rows} row(s), indexes ${explain.indexes.map((index) => `\`${index}\``).join(', ') || 'none'}.`,
    );
  }
  out.push('');
  out.push(...renderRobo(market.robo));
  out.push(...renderChecks(market));
  return out;
}

function renderChecks(market) {
  const { plan, orders, checks } = market;
  const out = [];
  out.push('### Consistency after the runs', '');
  const recon = checks.reconciliation;
  out.push(
    `- Ledger reconciliation (\`GET /api/console/ledger/reconciliation\`, ${seconds(checks.reconcileSeconds)}): ${recon.ok ? '**ok**' : '**NOT ok**'}, ` +
      `${count(recon.accounts_checked)} accounts, ${count(recon.transfers_checked)} transfers, total balance ${recon.total_balance}, ${recon.differences.length} differing accounts.`,
  );
  out.push(`- Loans whose invested amount differs from the sum of their investments (lapsed ones left out): ${checks.loansMismatched}.`);
  if (!market.roboOnly) {
    out.push(
      `- Orders placed during the order runs (warm-ups included): ${count(orders.placed)}; the API's 2xx answers plus pgbench's transactions: ${count(orders.expectedPlaced)}. ` +
        `The hot loan holds NT$${count(orders.hot.invested)} of NT$${count(plan.hotAmount)}.`,
    );
  }
  if (market.robo && !market.robo.skipped) {
    out.push('- Both checks ran after the robo part: they cover the parts the engine and the SQL placed, their orders and their `robo_invest_hold` transfers.');
  }
  out.push('');
  return out;
}

const mibText = (value) => (value === null || value === undefined ? 'n/a' : `${value.toFixed(1)} MiB`);

function renderRobo(robo) {
  const out = ['### Robo engine: 10,000 robo accounts through the API next to the same inserts as SQL', ''];
  if (!robo) return [];
  if (robo.skipped) {
    out.push(`Not measured: ${robo.skipped}`, '');
    return out;
  }
  const { plan, api, sql, seed, market } = robo;
  const cash = plan.cashParts.map((parts) => `NT$${count(parts * plan.partAmount)}`).join(', ');
  out.push(
    `Each set is ${count(plan.accounts)} robo accounts of the ${plan.product} product, **bulk-seeded with SQL** as the ledger has them after \`POST /api/account/internal-withdraw\`: ` +
      `a member (users row, virtual account), a credited bank deposit with its \`deposit\` transfer from the bank to the member's cash, then the whole cash moved to the ` +
      `robo cash account by a \`robo_transfer_in\` transfer with its \`robo_investments\` row; each *_balance_after the running balance. The accounts hold ${cash} in turn ` +
      `(parts of NT$${count(plan.partAmount)}; below NT$50,000 the 2 % and 4 % caps round up to one part, so each part goes to another loan of another borrower). ` +
      `Before the API run ${count(market.before.loans)} open loans were eligible for ${plan.product} (credit, SME, realty and other loans of grades A0–E from the complex and pgr sources, borrower not late) with ` +
      `NT$${count(market.before.room)} of room; ${market.between ? `${count(market.between.loans)} with NT$${count(market.between.room)} before the SQL run.` : ''}`,
  );
  out.push('');
  const rows = [
    [
      'API: `POST /api/console/robo/engine-runs` until a round places nothing',
      count(seed.api.accounts),
      count(api.parts),
      `NT$${count(api.amount)}`,
      count(api.orders),
      count(api.loans),
      count(api.loansFunded),
      seconds(api.seconds),
      rate(api.partsPerSecond),
      rate(api.accountsPerSecond),
    ],
  ];
  if (sql) {
    rows.push([
      'SQL: pgbench, `scripts/bench/robo.pgbench.sql`, one transaction an account',
      count(sql.plannedAccounts),
      count(sql.parts),
      `NT$${count(sql.amount)}`,
      count(sql.orders),
      count(sql.loans),
      count(sql.loansFunded),
      seconds(sql.seconds),
      rate(sql.partsPerSecond),
      rate(sql.accountsPerSecond),
    ]);
  }
  out.push(table(['path', 'accounts', 'parts', 'placed', 'orders', 'loans', 'loans funded', 'time', 'parts/s', 'accounts/s'], rows));
  out.push('');
  if (sql) {
    out.push(
      `- **API ${seconds(api.seconds)} against SQL ${seconds(sql.seconds)}: the API takes ${ratio(api.seconds, sql.seconds)} the time of the bare SQL** ` +
        `(${rate(api.partsPerSecond)} against ${rate(sql.partsPerSecond)} parts/s).`,
    );
  }
  out.push(
    `- API rounds: ${api.rounds
      .map((round, index) => `${index + 1}: ${round.error ? `error ${round.error}` : `${count(round.accounts)} accounts, ${count(round.investments)} parts, NT$${count(round.amount)}`} in ${seconds(round.seconds)}`)
      .join('; ')}. ` +
      (api.backgroundParts
        ? `${count(api.backgroundParts)} of the parts were placed by the API's own 15-second interval round, which the console call waited for (counted, as the time covers it).`
        : 'Every part was placed by the console rounds (none by the 15-second interval).'),
  );
  out.push(
    `- API memory (VmRSS; the database server not included): ${mibText(api.memory.before?.rssMiB)} before, peak ${mibText(api.memory.peakRssMiB)} sampled every ${plan.memorySampleMs} ms ` +
      `during the rounds, ${mibText(api.memory.after?.rssMiB)} after; VmHWM ${mibText(api.memory.hwmMiB)}.`,
  );
  if (sql) {
    out.push(
      `- SQL: pgbench ${sql.failed} failed transactions, ${sql.aborted} aborted clients; latency per account p50 ${ms(sql.latencyMs.p50)} ms, p95 ${ms(sql.latencyMs.p95)} ms, ` +
        `max ${ms(sql.latencyMs.max)} ms. The parts were chosen beforehand in ${seconds(sql.choiceSeconds)} (not in the SQL time). \`${sql.command}\``,
    );
  }
  out.push(
    `- Accounts still holding a part's cash afterwards: API set ${count(api.leftWithCash)}${sql ? `, SQL set ${count(sql.leftWithCash)}` : ''}. ` +
      `One more console round after the SQL run: ${robo.after.error ? `error ${robo.after.error}` : `${count(robo.after.accounts)} accounts, ${count(robo.after.investments)} parts`}.`,
  );
  out.push('');
  out.push('How these are measured:', '');
  out.push(
    '- **API**: the admin console\'s engine round (`RoboEngineService.run`): it reads and ranks the open market once, then for each robo cash account with a part\'s cash, ' +
      'in its own transaction, takes the account\'s advisory lock, reads its cash and holdings, chooses its parts (`roboAllocationOfRanked`) and places them through ' +
      '`OrdersService.placeRoboOrder` (the conditional `UPDATE` of each loan, one `orders` row paid by robo, an `investments` row a part, a `robo_invest_hold` ' +
      'transfer a part from the robo cash to the locked account, and the funding check that closes a full loan, with the borrower\'s notice). The time runs from ' +
      'the first call to the answer of the round that placed nothing; a round answers only when it is done, so the HTTP calls add one request each.',
  );
  out.push(
    '- **SQL**: a second set of accounts seeded the same way, because the SQL needs accounts with cash of their own (the first set\'s cash is invested by then) and ' +
      'a rolled-back run would leave out the commit of each account, which the engine pays. The parts are chosen beforehand by the same domain functions over the ' +
      'market as it is then (read and ranked once, taken off the loans in memory account after account, as a round does); pgbench then runs, on one connection ' +
      'as the engine\'s round, one transaction an account with the statements the engine sends for it, in its order: the advisory lock, the cash and holdings ' +
      'reads, the conditional loan `UPDATE`s, the cash lock, the order `INSERT`, and per part the investment `INSERT`, the two account look-ups, the two balance ' +
      '`UPDATE`s and the transfer `INSERT`, then the funding `UPDATE` (`-M extended`: bound parameters as node-postgres sends them). Not in it: the choice itself ' +
      '(JavaScript), the borrower notices of loans a part completes, and the HTTP calls. The API process is paused (SIGSTOP) while the second set is seeded and ' +
      'pgbench runs, so the engine\'s own 15-second interval cannot take that set\'s accounts and takes no CPU from pgbench, and is resumed (SIGCONT) afterwards.',
  );
  out.push(
    '- Before each run: `VACUUM (ANALYZE)` of loans and ledger accounts, `ANALYZE` of investments, orders and transfers, then `CHECKPOINT`; each set is seeded ' +
      `right before its run (API set in ${seconds(seed.api.seconds)}${seed.sql ? `, SQL set in ${seconds(seed.sql.seconds)}` : ''}).`,
  );
  out.push('');
  return out;
}

export function renderReport(result) {
  const { environment: env, dataset, runs, memory, targets } = result;
  const out = [];
  out.push('# 信橋 LendBridge API benchmark', '');
  if (result.figures) out.push(...renderFigures(result));
  out.push(`- Date: ${env.date}`);
  out.push(`- Node.js ${env.node} on ${env.platform}, ${env.cpus} CPU(s) (${env.cpuModel}), ${env.totalMemoryGiB.toFixed(1)} GiB RAM`);
  const load = (values) => values.map((value) => value.toFixed(2)).join(' / ');
  out.push(
    `- Load average (1 / 5 / 15 min): ${load(env.loadAverage.before)} before the run, ${load(env.loadAverage.after)} after it (its own load included); other work on the machine skews the figures`,
  );
  out.push(`- Database: ${databaseLine(env.database)}`);
  out.push(
    `- API: \`apps/api/dist/main.js\` at ${env.baseUrl}, NODE_ENV=${env.api.NODE_ENV}, LOG_LEVEL=${env.api.LOG_LEVEL}, SEED_DEMO=true, sessions in PostgreSQL (no Redis)`,
  );
  out.push(
    `- Load: Node fetch over loopback with keep-alive, closed loop (each worker sends its next request when the previous one is answered); load generator, API and database share the machine`,
  );
  out.push(
    `- Each run: a fixed number of requests, stopped early after ${env.timeLimitSeconds} s; per-request timeout ${env.requestTimeoutSeconds} s; ${env.warmup} warm-up requests per endpoint before measuring (not counted)`,
  );
  out.push(
    `- Build: ${env.built?.length ? `rebuilt ${env.built.join(' and ')} first (output older than the sources)` : 'apps/api/dist and libs/domain/dist up to date with their sources'}`,
  );
  out.push(`- Total bench time: ${env.runtimeSeconds.toFixed(1)} s`);
  const leftOut = env.benchOnly === 'endpoints' ? 'the market at scale left out' : 'the endpoint runs, order placement and the marketplace page left out';
  if (env.benchOnly) out.push(`- Part run: \`BENCH_ONLY=${env.benchOnly}\` (${leftOut})`);
  out.push('');
  out.push(...renderRatioDetails(result));

  out.push('## Data set', '');
  out.push(
    `${dataset.registered} members registered through \`POST /api/auth/register\` at concurrency ${dataset.concurrency} ` +
      `in ${(dataset.registration.elapsedMs / 1000).toFixed(1)} s ` +
      `(${dataset.registration.throughput.toFixed(1)} req/s, p50 ${ms(dataset.registration.latencyMs.p50)} ms, ` +
      `p95 ${ms(dataset.registration.latencyMs.p95)} ms, ${dataset.registration.errors} errors), ` +
      `besides the ${dataset.demoAccounts} demo accounts: ${dataset.totalMembers} accounts in the members list.`,
  );
  out.push('');

  out.push('## Results', '');
  out.push('Latencies in ms; errors are non-2xx answers and failed requests.', '');
  out.push(
    table(
      ['endpoint', 'concurrency', 'requests', 'errors', 'req/s', 'p50', 'p95', 'p99', 'max'],
      runs.map((run) => [
        run.label,
        String(run.concurrency),
        run.stoppedByTime ? `${run.requests} of ${run.planned} (time cap)` : String(run.requests),
        String(run.errors),
        run.throughput.toFixed(1),
        ms(run.latencyMs.p50),
        ms(run.latencyMs.p95),
        ms(run.latencyMs.p99),
        ms(run.latencyMs.max),
      ]),
    ),
  );
  out.push('');
  out.push('Endpoints:', '');
  for (const endpoint of result.endpoints) out.push(`- **${endpoint.label}**: ${endpoint.description}`);
  out.push('');

  out.push('## Memory of the API process', '');
  out.push(
    env.database.kind === 'embedded'
      ? 'From /proc/<pid>/status of the API process, which here also holds the embedded database.'
      : 'From /proc/<pid>/status of the API process (the PostgreSQL server is not included).',
  );
  out.push('');
  out.push(
    table(
      ['moment', 'VmRSS (MiB)', 'VmHWM, peak RSS so far (MiB)'],
      memory.map((sample) => [sample.moment, mib(sample.rssMiB), mib(sample.hwmMiB)]),
    ),
  );
  out.push('');

  out.push('## Targets', '');
  out.push(
    table(
      ['target', 'limit', 'measured', 'result'],
      targets.map((target) => [
        target.label,
        `< ${target.limit} ${target.unit}`,
        target.measured === null ? 'n/a' : `${target.measured.toFixed(1)} ${target.unit}`,
        target.pass === null ? 'n/a' : target.pass ? 'pass' : '**fail**',
      ]),
    ),
  );
  out.push('');

  if (result.market) out.push(...renderMarket(result.market));
  else if (result.marketSkipped) out.push('## Market at scale (issue 4)', '', `Not measured: ${result.marketSkipped}`, '');

  const failing = [
    ...runs.filter((run) => run.errors > 0).map((run) => ({ ...run, title: `${run.label} at concurrency ${run.concurrency}`, tally: run.statuses })),
    ...(result.market?.orders.runs ?? [])
      .filter((run) => run.errors > 0)
      .map((run) => ({ ...run, title: `orders ${run.label} (${run.path}, idempotency ${run.idempotency})`, tally: run.errorCodes })),
    ...(result.market?.list.runs ?? [])
      .filter((run) => run.errors > 0)
      .map((run) => ({ ...run, title: `marketplace list (${run.path}) at concurrency ${run.concurrency}`, tally: run.errorCodes })),
  ];
  if (failing.length) {
    out.push('## Errors', '');
    for (const run of failing) {
      out.push(`- ${run.title}: ${JSON.stringify(run.tally)}`);
      for (const failure of run.failures) out.push(`  - ${failure.status}: \`${failure.detail.replace(/`/g, "'")}\``);
    }
    out.push('');
  }
  return out.join('\n');
}
