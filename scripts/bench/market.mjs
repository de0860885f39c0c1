/**
 * The market part of `npm run bench`: the registered members become lenders through the API (member
 * ladder, an admin's identity and bank reviews, then signed bank notifications of their transfers),
 * a large market is bulk-filled with SQL (market-seed.mjs), then order placement is measured through
 * the API next to pgbench running the service's SQL (order.pgbench.sql), on one hot loan and spread
 * over many, with and without the idempotency statements, and the credit marketplace list through
 * the API next to its bare SQL (pgbench and EXPLAIN ANALYZE), then the robo engine allocating the cash
 * of 10,000 robo accounts through the API next to the same inserts as SQL (robo.mjs). Ends with the
 * ledger reconciliation and a check of the loans' invested amounts against their investments, which
 * cover the robo work too.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { LOAN_MARKET_STATUS_FUNDED, LOAN_MARKET_STATUS_OPEN, parseMarketQuery } from '@lendbridge/domain';
import { Client, parseJson } from './client.mjs';
import { runLoad } from './load.mjs';
import { seedMarket } from './market-seed.mjs';
import { pgbenchVersion, runPgbench } from './pgbench.mjs';
import { runRoboBench } from './robo.mjs';

/** `BENCH_SCALE=full` grows the bulk-filled market tenfold: 1 M loans and 10 M investments. */
export const BENCH_SCALE = process.env.BENCH_SCALE === 'full' ? 'full' : 'ci';
const SCALE = BENCH_SCALE === 'full' ? 10 : 1;

export const MARKET_PLAN = {
  loans: 100_000 * SCALE,
  investments: 1_000_000 * SCALE,
  orders: 400_000 * SCALE,
  borrowers: 2_000,
  spreadLoans: 1_000,
  /** NT$: the hot loan never fills during the runs (a full loan would turn the rest into 409s). */
  hotAmount: 300_000_000,
  spreadAmount: 1_000_000,
  /** NT$ each lender transfers in (a signed bank notification) before the market is filled. */
  deposit: 100_000_000,
  orderAmount: 1_000,
  orderConcurrency: 16,
  orderSeconds: 15,
  marketSeconds: 10,
  marketConcurrencies: [1, 16],
  setupConcurrency: 8,
  pgbenchThreads: 2,
  explainRepeats: 5,
};

/** The marketplace request measured: the credit tab, one quick filter, one sort, pages 1–5. */
export const MARKET_LIST = {
  tab: 'credit',
  pages: 5,
  query: { 'filters[period]': '36', order_by: 'apr', order_dir: 'desc' },
};

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const RESIDENT_LETTER_CODES = { P: 23, Q: 24, R: 25, S: 26 };
const SERVER_SETTINGS = [
  'shared_buffers',
  'synchronous_commit',
  'fsync',
  'wal_level',
  'max_wal_size',
  'checkpoint_timeout',
  'autovacuum',
  'work_mem',
  'max_connections',
  'jit',
];

class MarketBenchError extends Error {}

/** A national ID with a correct check digit, one per index (letters P–S, never a demo account's). */
export function residentIdOf(index) {
  const letters = Object.keys(RESIDENT_LETTER_CODES);
  const letter = letters[Math.floor(index / 10_000_000) % letters.length];
  const body = [1 + (index % 2), ...String(index % 10_000_000).padStart(7, '0').split('').map(Number)];
  const code = RESIDENT_LETTER_CODES[letter];
  const weights = [8, 7, 6, 5, 4, 3, 2, 1];
  const sum = Math.floor(code / 10) + (code % 10) * 9 + body.reduce((acc, digit, position) => acc + digit * weights[position], 0);
  return `${letter}${body.join('')}${(10 - (sum % 10)) % 10}`;
}

function expect(answer, status, what) {
  if (answer.status !== status) {
    throw new MarketBenchError(`${what} answered ${answer.status} instead of ${status}: ${answer.text.slice(0, 300)}`);
  }
  return parseJson(answer.text);
}

/** Takes a signed-in registered member up the ladder through the API: basic, trading registration, bank, questionnaire. */
async function climbLadder(client, index) {
  expect(
    await client.post('/api/member/basic', {
      member_type: 'person',
      firstname: '出借',
      lastname: '林',
      birthday: '1985/06/15',
      gender: index % 2 ? 'male' : 'female',
      education_level: 'bachelor',
      safe_question_type: 'first_pet',
      safe_question_answer: '小白',
    }),
    201,
    'POST /api/member/basic',
  );
  expect(
    await client.post('/api/member/register', {
      resident_id: residentIdOf(index),
      marriage_status: 'single',
      children_count: '0',
      house_type: 'own',
      registered_address: { zip_code: '100', city: '臺北市', district: '中正區', address: '重慶南路一段 122 號' },
      same_as_registered: true,
    }),
    201,
    'POST /api/member/register',
  );
  const images = {};
  for (const type of ['bankbook_cover', 'id_card_front', 'id_card_back']) {
    const form = new FormData();
    form.set('type', type);
    form.set('image', new Blob([PNG], { type: 'image/png' }), `${type}.png`);
    images[type] = expect(await client.post('/api/upload', form), 201, 'POST /api/upload').data.id;
  }
  expect(
    await client.post('/api/member/bank', {
      bank_code: '004',
      account: '12345678901',
      account_confirmation: '12345678901',
      proof_type: 'bankbook',
      bankbook_cover_image: images.bankbook_cover,
      id_card_front_image: images.id_card_front,
      id_card_back_image: images.id_card_back,
    }),
    201,
    'POST /api/member/bank',
  );
  expect(
    await client.post('/api/member/risk-questionnaire', { annual_household_income: '50_100', total_investment_amount: '10_50', risk_appetite: 'moderate' }),
    201,
    'POST /api/member/risk-questionnaire',
  );
  const status = expect(await client.get('/api/auth/status'), 200, 'GET /api/auth/status').data;
  if (!status.isMemberCompletedQuestionnaire) throw new MarketBenchError(`member ${status.email} is not at the questionnaire level`);
  return { id: status.id, serial: status.memberSerial };
}

const settle = async (db) => {
  await db.query('VACUUM (ANALYZE) loans, ledger_accounts, idempotency_keys, cart_items');
  await db.query('CHECKPOINT');
};

const orderBody = (loan, amount) => ({
  loans: [{ serial: loan.serial, amount, updated_at: loan.updatedAt }],
  payment_method: 'balance',
  contract_accepted: true,
  no_protection_accepted: true,
  student_project_accepted: true,
  collateral_contract_accepted: true,
});

/** The SQL of the measured marketplace page as the API builds it, and its pgbench script. */
async function marketListSql(root, now) {
  const { buildMarketListSql } = await import(join(root, 'apps', 'api', 'dist', 'modules', 'market', 'market-query.js'));
  const { query, errors } = parseMarketQuery(MARKET_LIST.query, MARKET_LIST.tab);
  if (Object.keys(errors).length) throw new MarketBenchError(`the measured market query is invalid: ${JSON.stringify(errors)}`);
  const sql = buildMarketListSql(MARKET_LIST.tab, query, null, now);
  const value = (item) => (item instanceof Date ? item.toISOString() : Array.isArray(item) ? `{${item.join(',')}}` : String(item));
  const variables = {};
  const offsetIndex = sql.params.length;
  sql.params.forEach((item, index) => {
    if (index + 1 !== offsetIndex) variables[`p${index + 1}`] = value(item);
  });
  sql.countParams.forEach((item, index) => (variables[`c${index + 1}`] = value(item)));
  const page = sql.text.replace(/\$(\d+)/g, (_match, n) => `:p${n}`).trim();
  const count = sql.countText.replace(/\$(\d+)/g, (_match, n) => `:c${n}`).trim();
  const script = [
    '-- GET /api/market-place/credit as SQL: the page query and the count query MarketService.list runs (the API sends',
    '-- both at once on two pooled connections; here they run one after the other on one), built by buildMarketListSql',
    `-- for ${JSON.stringify(MARKET_LIST.query)}, a visitor, pages 1-${MARKET_LIST.pages}.`,
    `\\set p${offsetIndex} (random(1, ${MARKET_LIST.pages}) - 1) * ${sql.perPage}`,
    `${page};`,
    `${count};`,
    '',
  ].join('\n');
  return { sql, script, variables };
}

function explainSummary(rows) {
  const plan = rows[0]['QUERY PLAN'][0];
  const indexes = new Set();
  const walk = (node) => {
    if (node['Index Name']) indexes.add(node['Index Name']);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan.Plan);
  return { executionMs: plan['Execution Time'], planningMs: plan['Planning Time'], rows: plan.Plan['Actual Rows'], indexes: [...indexes] };
}

/**
 * P8: the same spread order run through a balancer in front of this API process and a second one
 * (`balance()` starts them and answers { url, kind, stop }), right after the run on this process
 * alone; the lenders' sessions live in the shared session store, so either process serves them.
 */
async function balancedOrders({ balance, lenderClients, loans, plan, single, log }) {
  const balancer = await balance();
  try {
    const clients = lenderClients.map((client) => Object.assign(Object.create(Object.getPrototypeOf(client)), client, { baseUrl: balancer.url }));
    const call = (index, worker) =>
      clients[worker].post('/api/v1/orders', orderBody(loans[(index * 7919) % loans.length], plan.orderAmount), {
        track: false,
        headers: { 'Idempotency-Key': randomUUID() },
      });
    const warm = await runLoad({ count: 20, concurrency: 4, timeLimitMs: 15_000, call });
    const load = loadavg()[0];
    const run = await runLoad({ count: Number.MAX_SAFE_INTEGER, concurrency: plan.orderConcurrency, timeLimitMs: plan.orderSeconds * 1000, call });
    log(`market: orders through ${balancer.kind} to two API processes: ${run.throughput.toFixed(1)} req/s (one process ${single.throughput.toFixed(1)}), errors ${JSON.stringify(run.errorCodes)}`);
    return {
      balancer: balancer.kind,
      load,
      single: { tps: single.throughput, latencyMs: single.latencyMs, errors: single.errors },
      two: { tps: run.throughput, latencyMs: run.latencyMs, errors: run.errors, errorCodes: run.errorCodes, failures: run.failures, seconds: run.elapsedMs / 1000, transactions: run.requests },
      ratio: run.throughput / single.throughput,
      placed: warm.requests - warm.errors + run.requests - run.errors,
    };
  } finally {
    await balancer.stop();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The market bench. `members` are the registered members with their signed-in clients, `admin`
 * a signed-in admin client, `databaseUrl` the bench database, `apiPid` the API process (the robo
 * part pauses it during its SQL run). `roboOnly` leaves out the order and marketplace runs (the
 * lenders, the bulk fill, the robo part and the checks remain). Answers the figures for the report.
 */
export async function runMarketBench({ root, baseUrl, databaseUrl, bankWebhookSecret, members, admin, apiPid, reportDir, roboOnly = false, balance, log }) {
  const plan = MARKET_PLAN;
  const pgbench = pgbenchVersion();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const started = performance.now();
  try {
    const settings = Object.fromEntries(
      (await db.query(`SELECT name, current_setting(name) AS value FROM unnest($1::text[]) AS name`, [SERVER_SETTINGS])).rows.map((row) => [
        row.name,
        row.value,
      ]),
    );

    log(`market: ${members.length} members up the member ladder through the API`);
    const lenders = new Array(members.length);
    const ladder = await runLoad({
      count: members.length,
      concurrency: plan.setupConcurrency,
      timeLimitMs: 180_000,
      call: async (index) => {
        lenders[index] = await climbLadder(members[index].client, index);
        return { status: 201, text: '' };
      },
    });
    if (ladder.errors) throw new MarketBenchError(`member ladder: ${ladder.errors} failures: ${JSON.stringify(ladder.failures)}`);

    log(`market: ${members.length} identity and bank reviews by an admin`);
    const reviews = await runLoad({
      count: members.length,
      concurrency: plan.setupConcurrency,
      timeLimitMs: 120_000,
      call: async (index) => {
        for (const subject of ['identity', 'bank']) {
          const review = await admin.post(`/api/console/members/${lenders[index].id}/verify-${subject}`, { decision: 'verified' }, { track: false });
          if (review.status !== 200) return review;
        }
        return { status: 200, text: '' };
      },
    });
    if (reviews.errors) throw new MarketBenchError(`member reviews: ${reviews.errors} failures: ${JSON.stringify(reviews.failures)}`);

    log(`market: ${members.length} bank notifications of NT$${plan.deposit}`);
    const transferredAt = new Date().toISOString();
    const deposits = await runLoad({
      count: members.length,
      concurrency: plan.setupConcurrency,
      timeLimitMs: 120_000,
      call: async (index) => {
        const overview = expect(await members[index].client.get('/api/account/overview'), 200, 'GET /api/account/overview').data;
        const body = JSON.stringify({
          notification_id: `bench-${randomUUID()}`,
          virtual_account: overview.lnb_account_number,
          amount: plan.deposit,
          transferred_at: transferredAt,
        });
        const response = await fetch(`${baseUrl}/api/bank/notifications`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-bank-signature': createHmac('sha256', bankWebhookSecret).update(body).digest('hex') },
          body,
        });
        return { status: response.status, text: await response.text() };
      },
    });
    if (deposits.errors) throw new MarketBenchError(`bank notifications: ${deposits.errors} failures: ${JSON.stringify(deposits.failures)}`);

    const lenderIds = lenders.map((lender) => lender.id).sort((a, b) => a - b);
    if (lenderIds.at(-1) - lenderIds[0] + 1 !== lenderIds.length) {
      throw new MarketBenchError(`the lenders' user ids are not one block (${lenderIds[0]}…${lenderIds.at(-1)}); pgbench picks lenders by id`);
    }
    const orderLenders = lenderIds.slice(0, plan.orderConcurrency);
    const lenderClients = orderLenders.map((id) => members[lenders.findIndex((lender) => lender.id === id)].client);

    log('market: bulk-filling the market with SQL');
    const seedStarted = performance.now();
    const now = new Date();
    const seed = await seedMarket(db, {
      lenders: lenderIds,
      passwordFrom: members[0].email,
      loans: plan.loans,
      investments: plan.investments,
      orders: plan.orders,
      borrowers: plan.borrowers,
      spreadLoans: plan.spreadLoans,
      hotAmount: plan.hotAmount,
      spreadAmount: plan.spreadAmount,
      now,
      log,
    });
    seed.totalSeconds = (performance.now() - seedStarted) / 1000;
    const { hot, spread } = seed.targets;

    const orderRuns = [];
    const scriptPath = join(root, 'scripts', 'bench', 'order.pgbench.sql');
    const sampleResponse = JSON.stringify({
      body: {
        data: {
          order: { serial: 'O000000000000', status: 'paid', payment_method: 'balance', total_amount: plan.orderAmount, arrive_at: null, created_at: now.toISOString() },
          investments: [{ serial: 'I000000000000', loan_serial: hot.serial, amount: plan.orderAmount, status: 'waiting' }],
        },
      },
    });
    const [{ count: ordersBefore }] = (await db.query(`SELECT count(*)::int AS count FROM orders`)).rows;
    let placedByRuns = 0;
    let balanced = null;
    const orderTargets = [
      ['spread', `spread over ${spread.length} loans`, spread],
      ['hot', 'one hot loan', [hot]],
    ];
    for (const [key, label, loans] of roboOnly ? [] : orderTargets) {
      await settle(db);
      const warm = await runLoad({
        count: 20,
        concurrency: 4,
        timeLimitMs: 15_000,
        call: (index, worker) =>
          lenderClients[worker].post('/api/v1/orders', orderBody(loans[(index * 7919) % loans.length], plan.orderAmount), {
            track: false,
            headers: { 'Idempotency-Key': randomUUID() },
          }),
      });
      placedByRuns += warm.requests - warm.errors;
      await settle(db);
      const apiLoad = loadavg()[0];
      const api = await runLoad({
        count: Number.MAX_SAFE_INTEGER,
        concurrency: plan.orderConcurrency,
        timeLimitMs: plan.orderSeconds * 1000,
        call: (index, worker) =>
          lenderClients[worker].post('/api/v1/orders', orderBody(loans[(index * 7919) % loans.length], plan.orderAmount), {
            track: false,
            headers: { 'Idempotency-Key': randomUUID() },
          }),
      });
      placedByRuns += api.requests - api.errors;
      orderRuns.push({
        key,
        label,
        path: 'api',
        idempotency: 'on',
        load: apiLoad,
        concurrency: plan.orderConcurrency,
        seconds: api.elapsedMs / 1000,
        transactions: api.requests,
        tps: api.throughput,
        latencyMs: api.latencyMs,
        errors: api.errors,
        errorCodes: api.errorCodes,
        failures: api.failures,
      });
      log(`market: orders ${label} API c${plan.orderConcurrency}: ${api.throughput.toFixed(1)} req/s, p95 ${api.latencyMs.p95?.toFixed(1)} ms, errors ${JSON.stringify(api.errorCodes)}`);
      if (key === 'spread' && balance) {
        balanced = await balancedOrders({ balance, lenderClients, loans, plan, single: api, log });
        placedByRuns += balanced.placed;
      }
      if (!pgbench) continue;
      for (const idempotency of ['on', 'off']) {
        await settle(db);
        const load = loadavg()[0];
        const run = await runPgbench({
          url: databaseUrl,
          script: scriptPath,
          scriptLabel: 'scripts/bench/order.pgbench.sql',
          shownVariables: ['loan_first', 'loan_last', 'lender_first', 'amount', 'idempotency'],
          clients: plan.orderConcurrency,
          threads: plan.pgbenchThreads,
          seconds: plan.orderSeconds,
          variables: {
            loan_first: loans[0].id,
            loan_last: loans.at(-1).id,
            lender_first: orderLenders[0],
            amount: plan.orderAmount,
            market_open: LOAN_MARKET_STATUS_OPEN,
            market_funded: LOAN_MARKET_STATUS_FUNDED,
            idempotency: idempotency === 'on' ? 1 : 0,
            request_hash: 'f'.repeat(64),
            response_body: sampleResponse,
          },
        });
        placedByRuns += run.transactions;
        orderRuns.push({
          key,
          label,
          path: 'pgbench',
          idempotency,
          load,
          concurrency: plan.orderConcurrency,
          seconds: run.seconds,
          transactions: run.transactions,
          tps: run.tps,
          latencyMs: run.latencyMs,
          errors: run.failed + run.aborted,
          errorCodes: run.aborted ? { 'aborted clients': run.aborted } : {},
          failures: run.errors.map((detail) => ({ status: 'pgbench', detail })),
          command: run.command,
        });
        log(`market: orders ${label} pgbench idempotency ${idempotency}: ${run.tps?.toFixed(1)} tps, p95 ${run.latencyMs.p95?.toFixed(1)} ms, failed ${run.failed}, aborted ${run.aborted}`);
      }
    }
    const [{ count: ordersAfter }] = (await db.query(`SELECT count(*)::int AS count FROM orders`)).rows;

    log('market: marketplace list');
    const listNow = new Date();
    const list = await marketListSql(root, listNow);
    const scriptCopy = join(reportDir, 'market-list.pgbench.sql');
    writeFileSync(scriptCopy, list.script);
    const listPath = (index) => {
      const params = new URLSearchParams({ ...MARKET_LIST.query, page: String(1 + (index % MARKET_LIST.pages)) });
      return `/api/market-place/${MARKET_LIST.tab}?${params}`;
    };
    const probe = expect(await new Client(baseUrl).get(listPath(0)), 200, `GET ${listPath(0)}`);
    const listTotal = probe.meta.pagination.total;
    const listRuns = [];
    const visitors = Array.from({ length: Math.max(...plan.marketConcurrencies) }, () => new Client(baseUrl));
    if (!roboOnly) {
      await runLoad({ count: 20, concurrency: 4, timeLimitMs: 10_000, call: (index, worker) => visitors[worker].get(listPath(index), { track: false }) });
    }
    for (const concurrency of roboOnly ? [] : plan.marketConcurrencies) {
      const apiLoad = loadavg()[0];
      const api = await runLoad({
        count: Number.MAX_SAFE_INTEGER,
        concurrency,
        timeLimitMs: plan.marketSeconds * 1000,
        call: (index, worker) => visitors[worker].get(listPath(index), { track: false }),
      });
      listRuns.push({
        path: 'api',
        load: apiLoad,
        concurrency,
        seconds: api.elapsedMs / 1000,
        transactions: api.requests,
        tps: api.throughput,
        latencyMs: api.latencyMs,
        errors: api.errors,
        errorCodes: api.errorCodes,
        failures: api.failures,
      });
      log(`market: list API c${concurrency}: ${api.throughput.toFixed(1)} req/s, p50 ${api.latencyMs.p50?.toFixed(1)} ms, p95 ${api.latencyMs.p95?.toFixed(1)} ms`);
      if (!pgbench) continue;
      await sleep(300);
      const load = loadavg()[0];
      const run = await runPgbench({
        url: databaseUrl,
        script: scriptCopy,
        scriptLabel: 'reports/bench/market-list.pgbench.sql',
        shownVariables: [],
        clients: concurrency,
        threads: plan.pgbenchThreads,
        seconds: plan.marketSeconds,
        variables: list.variables,
      });
      listRuns.push({
        path: 'pgbench',
        load,
        concurrency,
        seconds: run.seconds,
        transactions: run.transactions,
        tps: run.tps,
        latencyMs: run.latencyMs,
        errors: run.failed + run.aborted,
        errorCodes: run.aborted ? { 'aborted clients': run.aborted } : {},
        failures: run.errors.map((detail) => ({ status: 'pgbench', detail })),
        command: run.command,
      });
      log(`market: list pgbench c${concurrency}: ${run.tps?.toFixed(1)} tps, p50 ${run.latencyMs.p50?.toFixed(1)} ms, p95 ${run.latencyMs.p95?.toFixed(1)} ms`);
    }
    const explain = {};
    const explained = [
      ['page', list.sql.text, list.sql.params],
      ['count', list.sql.countText, list.sql.countParams],
    ];
    for (const [name, text, params] of roboOnly ? [] : explained) {
      const samples = [];
      for (let repeat = 0; repeat < plan.explainRepeats; repeat += 1) {
        samples.push(explainSummary((await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, params)).rows));
      }
      explain[name] = { ...samples[0], executionMs: median(samples.map((sample) => sample.executionMs)), planningMs: median(samples.map((sample) => sample.planningMs)) };
    }

    log('market: robo engine');
    // A failed robo part is reported with the rest of the run; the API it may have paused goes on.
    const robo = pgbench
      ? await runRoboBench({ root, db, databaseUrl, admin, apiPid, passwordFrom: members[0].email, log }).catch((error) => {
          process.kill(apiPid, 'SIGCONT');
          return { skipped: `the robo part failed: ${error.message.split('\n').slice(0, 2).join(' ')}`, errors: [error.message.split('\n')[0]] };
        })
      : { skipped: 'pgbench is not installed; the robo part needs it for its SQL side.' };

    log('market: consistency checks');
    const reconcileStarted = performance.now();
    const reconciliation = expect(await admin.get('/api/console/ledger/reconciliation'), 200, 'GET /api/console/ledger/reconciliation').data;
    const reconcileSeconds = (performance.now() - reconcileStarted) / 1000;
    const [{ mismatched }] = (
      await db.query(
        `SELECT count(*)::int AS mismatched FROM loans l
          LEFT JOIN (SELECT loan_id, sum(amount) AS total FROM investments WHERE status <> 'lapsed' GROUP BY loan_id) i ON i.loan_id = l.id
          WHERE l.invested_amount <> COALESCE(i.total, 0)`,
      )
    ).rows;
    const [{ hot_invested: hotInvested }] = (await db.query(`SELECT invested_amount::bigint AS hot_invested FROM loans WHERE id = $1`, [hot.id])).rows;

    return {
      plan: { ...plan, marketList: MARKET_LIST },
      roboOnly,
      pgbench,
      settings,
      setup: { lenders: members.length, ladder, reviews, deposits, orderLenders: orderLenders.length },
      seed,
      orders: { runs: orderRuns, placed: ordersAfter - ordersBefore, expectedPlaced: placedByRuns, hot: { ...hot, invested: Number(hotInvested) } },
      robo,
      balanced,
      list: { path: listPath(0).replace(/page=1$/, `page=1…${MARKET_LIST.pages}`), total: listTotal, perPage: list.sql.perPage, runs: listRuns, explain, script: 'reports/bench/market-list.pgbench.sql' },
      checks: { reconciliation, reconcileSeconds, loansMismatched: mismatched },
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await db.end().catch(() => undefined);
  }
}

export { MarketBenchError };
