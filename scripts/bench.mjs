#!/usr/bin/env node
/**
 * `npm run bench`: builds the API when its output is older than its sources, starts it on a database
 * of its own, registers a set of members through the API, measures the main endpoints at concurrency
 * 1 and 16, records the API's memory, then (on a PostgreSQL server) the market at scale of
 * bench/market.mjs: those members as lenders, a bulk-filled market, order placement and the
 * marketplace page through the API next to pgbench, then the robo engine (bench/robo.mjs) investing
 * 10,000 bulk-seeded robo accounts through the admin console's engine round next to pgbench doing
 * the same inserts. Writes reports/bench/report.md and report.json. Exits 1 when the API does not
 * start, a measured endpoint or a robo round answers errors or the books do not reconcile afterwards.
 *
 * `BENCH_ONLY=robo npm run bench` runs the robo part on its own: the members, lenders and bulk-filled
 * market it needs, the robo engine through the API and its SQL, and the consistency checks, without
 * the endpoint, order and marketplace runs (their sections of the report stay empty).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { arch, cpus, loadavg, platform, release, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client, REQUEST_TIMEOUT_MS, parseJson } from './bench/client.mjs';
import { forEachLimit, runLoad } from './bench/load.mjs';
import { BATCH_PLAN, runBatchBench } from './bench/batch.mjs';
import { BENCH_SCALE, MARKET_PLAN, runMarketBench } from './bench/market.mjs';
import { measureArgon2, measureP1, measureP9, startBalancer } from './bench/ratios.mjs';
import { evaluateFigures, renderReport } from './bench/report.mjs';
import { buildIfStale, memoryOf, portInUse, provisionDatabase, startApi, waitForHealth } from './bench/server.mjs';

const root = resolve(import.meta.dirname, '..');
const HOST = '127.0.0.1';
const PORT = 3200;
/** P8: a second API process on the same database, and the balancer in front of both. */
const REPLICA_PORT = PORT + 1;
const BALANCER_PORT = PORT + 2;
/** P5: the API process of the batch's own database. */
const BATCH_PORT = PORT + 3;
const DATABASE = 'lendbridge_bench';
const BASE_URL = `http://${HOST}:${PORT}`;
const REPORT_DIR = join(root, 'reports', 'bench');

const START_TIMEOUT_MS = 300_000;
const RUN_TIME_LIMIT_MS = 15_000;
const REGISTRATION_TIME_LIMIT_MS = 120_000;
const IDLE_SETTLE_MS = 2_000;
const PAUSE_BETWEEN_RUNS_MS = 300;
const WARMUP_REQUESTS = 20;
const SETUP_CONCURRENCY = 8;
const CONCURRENCIES = [1, 16];

const MEMBER_COUNT = 300;
const MEMBER_PASSWORD = 'Bench-2468-lb';
const ADMIN = { email: 'admin@lendbridge.tw', password: 'Demo1234' };
/** Login requests per concurrency; together at most MEMBER_COUNT, so every login uses an account of its own. */
const LOGIN_REQUESTS = { 1: 60, 16: 240 };

const memberEmail = (index) => `bench.m${String(index + 1).padStart(4, '0')}@example.com.tw`;
const listQuery = (filter) =>
  `sort=${encodeURIComponent('["id","DESC"]')}&range=${encodeURIComponent('[0,24]')}&filter=${encodeURIComponent(JSON.stringify(filter))}`;
const ATTRIBUTES_BODY = { 'address.city': {}, 'bank.code': {} };

const log = (message) => process.stderr.write(`bench: ${message}\n`);
const ROBO_ONLY = process.env.BENCH_ONLY === 'robo';
/** `BENCH_ONLY=endpoints` measures the endpoints alone, leaving the market part out. */
const ENDPOINTS_ONLY = process.env.BENCH_ONLY === 'endpoints';

class BenchError extends Error {}

function expectStatus(answer, expected, what) {
  if (answer.status !== expected) {
    throw new BenchError(`${what} answered ${answer.status} instead of ${expected}: ${answer.text.slice(0, 300)}`);
  }
  return parseJson(answer.text);
}

/** Fresh clients that each hold a session with a CSRF token. */
async function visitors(count) {
  const clients = Array.from({ length: count }, () => new Client(BASE_URL));
  await forEachLimit(clients, SETUP_CONCURRENCY, (client) => client.refreshCsrf());
  return clients;
}

/** Sessions of `account`, signed in one after another; kept and reused for later calls. */
const sessionPools = new Map();
async function signedIn(count, account) {
  const pool = sessionPools.get(account.email) ?? [];
  sessionPools.set(account.email, pool);
  while (pool.length < count) {
    const client = new Client(BASE_URL);
    await client.login(account.email, account.password);
    pool.push(client);
  }
  return pool.slice(0, count);
}

/** Registers MEMBER_COUNT members through the API and opens their links; each client stays signed in as its member. */
async function createDataset() {
  const clients = await visitors(MEMBER_COUNT);
  const registration = await runLoad({
    count: MEMBER_COUNT,
    concurrency: SETUP_CONCURRENCY,
    timeLimitMs: REGISTRATION_TIME_LIMIT_MS,
    call: (index) => {
      const email = memberEmail(index);
      return clients[index].post('/api/auth/register', {
        email,
        email_confirmation: email,
        mobile: `091${String(index).padStart(7, '0')}`,
        password: MEMBER_PASSWORD,
        password_confirmation: MEMBER_PASSWORD,
        member_type: 'person',
        intent: 'both',
        agree_policy: true,
      });
    },
  });
  if (registration.errors || registration.requests !== MEMBER_COUNT) {
    const sample = registration.failures.map((failure) => `${failure.status} ${failure.detail}`).join('\n  ');
    throw new BenchError(
      `could not create the data set: ${registration.requests - registration.errors} of ${MEMBER_COUNT} registrations succeeded\n  ${sample}`,
    );
  }
  const members = clients.map((client, index) => ({ email: memberEmail(index), client }));
  await confirmRegistrations(members);
  return { members, registration };
}

/** Opens each member's registration link (read from the outbox by the admin) with its password: the member is signed in. */
async function confirmRegistrations(members) {
  const [admin] = await signedIn(1, ADMIN);
  await forEachLimit(members, SETUP_CONCURRENCY, async ({ email, client }) => {
    const filter = { kind: 'registration_confirm', q: email };
    const rows = expectStatus(await admin.get(`/api/console/outbox?${listQuery(filter)}`), 200, 'GET /api/console/outbox');
    const token = /token=([\w-]+)/.exec(rows?.[0]?.body ?? '')?.[1];
    if (!token) throw new BenchError(`no registration link in the outbox for ${email}`);
    const answer = await client.post('/api/auth/register/confirm', { token, password: MEMBER_PASSWORD });
    expectStatus(answer, 201, 'POST /api/auth/register/confirm');
  });
}

/** The most tickets the console grants at once (STAFF_TICKET_GRANT_MAX). */
const TICKET_GRANT_MAX = 100;
const HOUR_MS = 3_600_000;

/**
 * A roulette made by the admin in the console for the spin runs: live from an hour ago for a day,
 * open to every signed-in person (the bench's members are registered only), a goods prize with a
 * stock every spin takes from and a blank; answers its id.
 */
async function createBenchRoulette(admin) {
  const now = Date.now();
  const campaign = expectStatus(
    await admin.post('/api/console/campaigns', {
      key: `bench-roulette-${now.toString(36)}`,
      kind: 'roulette',
      title: '效能測試輪盤',
      description: '',
      starts_at: new Date(now - HOUR_MS).toISOString(),
      ends_at: new Date(now + 24 * HOUR_MS).toISOString(),
      audience: 'everyone',
      budget: 0,
      enabled: true,
      settings: {},
    }),
    201,
    'POST /api/console/campaigns',
  );
  const prizes = [
    { name: '咖啡兌換券', type: 'reality', reward: 'goods', chance: 4_000, stock: 100_000 },
    { name: '銘謝惠顧', type: 'fail', reward: 'nothing', chance: 6_000, stock: null },
  ];
  for (const [position, prize] of prizes.entries()) {
    const body = { campaign_id: campaign.id, ...prize, discount_percent: null, cashback_amount: null, extra_spins: 0, min_invested: null, position };
    expectStatus(await admin.post('/api/console/campaign-prizes', body), 201, 'POST /api/console/campaign-prizes');
  }
  return campaign.id;
}

/** The admin grants a member `count` tickets of the campaign, TICKET_GRANT_MAX at a time. */
async function grantBenchTickets(admin, campaignId, userId, count) {
  for (let left = count; left > 0; left -= TICKET_GRANT_MAX) {
    const body = { campaign_id: campaignId, user_id: userId, member_serial: null, count: Math.min(left, TICKET_GRANT_MAX), reason: '效能測試' };
    const answer = await admin.post('/api/console/campaign-tickets', body, { headers: { 'Idempotency-Key': randomUUID() } });
    if (answer.status >= 300) throw new BenchError(`POST /api/console/campaign-tickets answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  }
}

/** The endpoints measured, each with its clients prepared outside the measurement. */
/** The demo farm's chart query: the week up to its latest reading, the first planting metric, by the hour. */
async function farmChartPath() {
  const [admin] = await signedIn(1, ADMIN);
  const farms = expectStatus(await admin.get(`/api/console/farms?${listQuery({})}`), 200, 'GET /api/console/farms');
  const farm = farms?.find((row) => row.fields.some((field) => field.code === '003'));
  if (!farm) throw new BenchError('the demo has no farm with a planting field');
  const key = encodeURIComponent(farm.page_key);
  const info = expectStatus(await admin.get(`/api/farm-traceability/${farm.no}?key=${key}`), 200, 'GET /api/farm-traceability/{no}')?.data;
  const metric = info?.sensor_options.find((option) => option.field === '003')?.metrics[0]?.value;
  if (!info?.last_measured_at || !metric) throw new BenchError('the demo farm has no planting readings');
  const taipeiDate = (instant) => new Date(Date.parse(instant) + 8 * 3_600_000).toISOString().slice(0, 10);
  const end = taipeiDate(info.last_measured_at);
  const start = taipeiDate(new Date(Date.parse(`${end}T00:00:00Z`) - 6 * 86_400_000).toISOString());
  return `/api/farm-traceability/${farm.no}/datas?key=${key}&field=003&search_target=${metric}&data_interval=hour&start_date=${start}&end_date=${end}`;
}

function defineEndpoints({ members }) {
  let rouletteId = null;
  return [
    {
      key: 'health',
      label: 'GET /api/health',
      description: 'public health check (one `SELECT 1`), no session',
      requests: { 1: 500, 16: 2000 },
      async prepare(concurrency) {
        const clients = Array.from({ length: concurrency }, () => new Client(BASE_URL));
        return (_index, worker) => clients[worker].get('/api/health', { track: false });
      },
    },
    {
      key: 'status',
      label: 'GET /api/auth/status',
      description: 'signed in as a registered member (one member session per worker): session load and touch, user status',
      requests: { 1: 500, 16: 2000 },
      async prepare(concurrency) {
        const clients = members.slice(0, concurrency).map((member) => member.client);
        for (const client of clients) {
          const status = expectStatus(await client.get('/api/auth/status'), 200, 'GET /api/auth/status')?.data;
          if (!status?.loggedIn) throw new BenchError('GET /api/auth/status: a registered member is not signed in');
        }
        return (_index, worker) => clients[worker].get('/api/auth/status', { track: false });
      },
    },
    {
      key: 'roulette-spin',
      label: 'POST /api/roulette/spin',
      description:
        'signed in as a registered member (one member a worker) holding tickets the admin granted in a live roulette made in the console, a fresh Idempotency-Key a request: the tickets counted under the member\'s lock, the draw, the stock taken and the spin written',
      requests: { 1: 300, 16: 1000 },
      async prepare(concurrency) {
        const [admin] = await signedIn(1, ADMIN);
        rouletteId ??= await createBenchRoulette(admin);
        const planned = { 4: WARMUP_REQUESTS, ...this.requests }[concurrency] ?? 0;
        const clients = members.slice(0, concurrency).map((member) => member.client);
        for (const client of clients) {
          const status = expectStatus(await client.get('/api/auth/status'), 200, 'GET /api/auth/status')?.data;
          // The workers share the requests as they answer, so any one member may send them all.
          await grantBenchTickets(admin, rouletteId, status.id, planned);
        }
        return (_index, worker) => clients[worker].post('/api/roulette/spin', {}, { track: false, headers: { 'Idempotency-Key': randomUUID() } });
      },
    },
    {
      key: 'farm-datas',
      label: 'GET /api/farm-traceability/{no}/datas',
      description:
        "a visitor's sensor chart of the demo farm: a week of one planting metric averaged by the hour in SQL (168 buckets over the hourly readings), the farm found by its number and page key",
      requests: { 1: 300, 16: 1000 },
      async prepare(concurrency) {
        const path = await farmChartPath();
        const clients = await visitors(concurrency);
        return (_index, worker) => clients[worker].get(path, { track: false });
      },
    },
    {
      key: 'login',
      label: 'POST /api/auth/login',
      description:
        'argon2id password check and session rotation; every request signs in a different registered member from a fresh visitor session (CSRF token fetched beforehand)',
      requests: LOGIN_REQUESTS,
      warmup: 0,
      async prepare(concurrency) {
        const offset = concurrency === 1 ? 0 : LOGIN_REQUESTS[1];
        const accounts = members.slice(offset, offset + LOGIN_REQUESTS[concurrency]);
        if (accounts.length < LOGIN_REQUESTS[concurrency]) throw new BenchError('not enough members for distinct logins');
        const clients = await visitors(accounts.length);
        return (index) =>
          clients[index].post('/api/auth/login', { email: accounts[index].email, password: MEMBER_PASSWORD }, { track: false });
      },
    },
    {
      key: 'members',
      label: 'GET /api/console/members',
      description: `as the admin (one admin session per worker): \`?sort=["id","DESC"]&range=[0,24]&filter={}\`, first page of all members with total`,
      requests: { 1: 300, 16: 1000 },
      async prepare(concurrency) {
        const clients = await signedIn(concurrency, ADMIN);
        const path = `/api/console/members?${listQuery({})}`;
        const answer = await clients[0].get(path);
        const rows = expectStatus(answer, 200, 'GET /api/console/members');
        if (!Array.isArray(rows) || rows.length !== 25) throw new BenchError('GET /api/console/members did not answer a page of 25');
        return (_index, worker) => clients[worker].get(path, { track: false });
      },
    },
    {
      key: 'members-q',
      label: 'GET /api/console/members (q)',
      description:
        'as the admin, same sort and range with `filter={"q":"m0042"}`: the search box, each request for another member (e-mail fragment, one match)',
      requests: { 1: 300, 16: 1000 },
      async prepare(concurrency) {
        const clients = await signedIn(concurrency, ADMIN);
        const term = (index) => `m${String((index % MEMBER_COUNT) + 1).padStart(4, '0')}`;
        const probe = expectStatus(
          await clients[0].get(`/api/console/members?${listQuery({ q: term(41) })}`),
          200,
          'GET /api/console/members with q',
        );
        if (!Array.isArray(probe) || probe.length !== 1) {
          throw new BenchError(`GET /api/console/members with q: expected one match, got ${probe?.length}`);
        }
        return (index, worker) =>
          clients[worker].get(`/api/console/members?${listQuery({ q: term(index) })}`, { track: false });
      },
    },
    {
      key: 'attributes',
      label: 'POST /api/attributes',
      description: 'as a visitor (one visitor session per worker): `{"address.city":{},"bank.code":{}}`',
      requests: { 1: 300, 16: 1000 },
      async prepare(concurrency) {
        const clients = await visitors(concurrency);
        return (_index, worker) => clients[worker].post('/api/attributes', ATTRIBUTES_BODY, { track: false });
      },
    },
  ];
}

async function measureAll(endpoints, problems) {
  const runs = [];
  for (const endpoint of endpoints) {
    const warmup = endpoint.warmup ?? WARMUP_REQUESTS;
    if (warmup) {
      const call = await endpoint.prepare(4);
      const warm = await runLoad({ count: warmup, concurrency: 4, timeLimitMs: RUN_TIME_LIMIT_MS, call });
      if (warm.errors) problems.push(`${endpoint.label}: ${warm.errors} errors during warm-up ${JSON.stringify(warm.statuses)}`);
    }
    for (const concurrency of CONCURRENCIES) {
      const call = await endpoint.prepare(concurrency);
      await sleep(PAUSE_BETWEEN_RUNS_MS);
      const run = await runLoad({ count: endpoint.requests[concurrency], concurrency, timeLimitMs: RUN_TIME_LIMIT_MS, call });
      runs.push({ key: endpoint.key, label: endpoint.label, concurrency, ...run });
      log(
        `${endpoint.label} c${concurrency}: ${run.requests} requests, ${run.errors} errors, ${run.throughput.toFixed(1)} req/s, ` +
          `p50 ${run.latencyMs.p50?.toFixed(1)} ms, p95 ${run.latencyMs.p95?.toFixed(1)} ms`,
      );
    }
  }
  return runs;
}

function evaluateTargets(runs, memory) {
  const p95 = (key) => runs.find((run) => run.key === key && run.concurrency === 16)?.latencyMs.p95 ?? null;
  const rssAfterLoad = memory.find((sample) => sample.key === 'after-load')?.rssMiB ?? null;
  const target = (label, measured, limit, unit) => ({
    label,
    measured,
    limit,
    unit,
    pass: measured === null ? null : measured < limit,
  });
  return [
    target('GET /api/auth/status p95 at concurrency 16', p95('status'), 50, 'ms'),
    target('GET /api/console/members p95 at concurrency 16', p95('members'), 150, 'ms'),
    target('POST /api/auth/login p95 at concurrency 16', p95('login'), 1000, 'ms'),
    target('POST /api/roulette/spin p95 at concurrency 16', p95('roulette-spin'), 150, 'ms'),
    target('GET /api/farm-traceability/{no}/datas p95 at concurrency 16', p95('farm-datas'), 150, 'ms'),
    target('API RSS right after the load', rssAfterLoad, 400, 'MiB'),
  ];
}

/** What went wrong in the market part: runs with errors, books or loans out of balance, orders missing. */
function marketProblems(market) {
  const problems = [];
  for (const run of market.orders.runs) {
    if (run.errors) problems.push(`orders ${run.label} (${run.path}, idempotency ${run.idempotency}): ${run.errors} errors ${JSON.stringify(run.errorCodes)}`);
  }
  for (const run of market.list.runs) {
    if (run.errors) problems.push(`marketplace list (${run.path}) at concurrency ${run.concurrency}: ${run.errors} errors ${JSON.stringify(run.errorCodes)}`);
  }
  for (const error of market.robo.errors ?? []) problems.push(`robo engine: ${error}`);
  if (!market.checks.reconciliation.ok) problems.push(`the ledger does not reconcile: ${JSON.stringify(market.checks.reconciliation.differences.slice(0, 5))}`);
  if (market.checks.loansMismatched) problems.push(`${market.checks.loansMismatched} loans' invested amounts differ from their investments`);
  if (market.orders.placed !== market.orders.expectedPlaced) {
    problems.push(`${market.orders.placed} orders were placed during the order runs, ${market.orders.expectedPlaced} expected`);
  }
  return problems;
}

function sampleMemory(memory, pid, key, moment) {
  const sample = memoryOf(pid);
  memory.push({ key, moment, rssMiB: sample?.rssMiB ?? null, hwmMiB: sample?.hwmMiB ?? null });
}

/** The serial of the first loan on the credit market's first page, for P9's loan page. */
async function firstListedLoan() {
  const answer = await new Client(BASE_URL).get('/api/market-place/credit');
  const body = parseJson(answer.text);
  return body?.data?.[0]?.serial ?? null;
}

/**
 * P8: a second API process on the same database and session store (the same secrets), and a
 * balancer in front of it and the measured one; answers { url, kind, stop }.
 */
async function startReplicaBehindBalancer(env) {
  const replica = startApi(root, { ...env, PORT: String(REPLICA_PORT), SEED_DEMO: 'false' });
  try {
    await waitForHealth(replica, `http://${HOST}:${REPLICA_PORT}`, START_TIMEOUT_MS);
    const balancer = await startBalancer(BALANCER_PORT, [`${HOST}:${PORT}`, `${HOST}:${REPLICA_PORT}`]);
    return {
      url: `http://${HOST}:${BALANCER_PORT}`,
      kind: balancer.kind,
      stop: async () => {
        await balancer.stop();
        await replica.stop();
      },
    };
  } catch (error) {
    await replica.stop();
    throw error;
  }
}

async function main() {
  const started = performance.now();
  const date = new Date().toISOString();
  const loadBefore = loadavg();
  const built = buildIfStale(root);
  for (const port of [PORT, REPLICA_PORT, BALANCER_PORT, BATCH_PORT]) {
    if (await portInUse(HOST, port)) throw new BenchError(`port ${port} on ${HOST} is already in use; stop what listens there`);
  }

  const database = await provisionDatabase(DATABASE);
  log(database.kind === 'server' ? `database ${DATABASE} on ${database.address}` : 'no PostgreSQL server answered: embedded database');
  const dataDir = mkdtempSync(join(tmpdir(), 'lendbridge-bench-'));
  // The bench signs the demo admin in with the password alone: staff two-factor sign-in is off here.
  const apiEnv = { NODE_ENV: 'production', LOG_LEVEL: 'warn', STAFF_TWO_FACTOR: 'false' };
  const env = {
    ...process.env,
    ...apiEnv,
    PORT: String(PORT),
    HOST,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    BANK_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
    STATIC_DIR: join(root, 'apps'),
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL', 'UPLOAD_DIR', 'COOKIE_SECURE', 'SESSION_TTL_SECONDS']) {
    delete env[name];
  }
  if (database.url) env.DATABASE_URL = database.url;

  let api;
  let cleaning;
  const cleanup = () => {
    cleaning ??= (async () => {
      if (api) {
        const stopped = await api.stop();
        log(`API stopped (code ${stopped.code}, signal ${stopped.signal}${stopped.forced ? ', killed after the grace time' : ''})`);
      }
      await database.drop().catch((error) => log(`could not drop database ${DATABASE}: ${error.message}`));
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return cleaning;
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      log(`${signal}: stopping`);
      void cleanup().finally(() => process.exit(1));
    });
  }

  try {
    log('starting the API');
    api = startApi(root, env);
    const startedApi = performance.now();
    try {
      await waitForHealth(api, BASE_URL, START_TIMEOUT_MS);
    } catch (error) {
      throw new BenchError(`the API failed to start: ${error.message}\n--- API output (last lines) ---\n${api.output()}`);
    }
    const startSeconds = (performance.now() - startedApi) / 1000;
    log(`API ready in ${startSeconds.toFixed(1)} s (pid ${api.pid})`);
    await sleep(IDLE_SETTLE_MS);
    const memory = [];
    sampleMemory(memory, api.pid, 'idle', 'idle after start');

    log(`registering ${MEMBER_COUNT} members`);
    const { members, registration } = await createDataset();
    const [admin] = await signedIn(1, ADMIN);
    const listAnswer = await admin.get(`/api/console/members?${listQuery({})}`);
    expectStatus(listAnswer, 200, 'GET /api/console/members');
    const totalMembers = Number(/\/(\d+)$/.exec(listAnswer.headers.get('content-range') ?? '')?.[1] ?? NaN);
    sampleMemory(memory, api.pid, 'after-dataset', 'after the data set');
    log(`data set ready: ${totalMembers} accounts (${(registration.elapsedMs / 1000).toFixed(1)} s of registration)`);

    const problems = [];
    const endpoints = defineEndpoints({ members });
    const runs = ROBO_ONLY ? [] : await measureAll(endpoints, problems);
    sampleMemory(memory, api.pid, 'after-load', 'right after the load');
    // After the endpoint runs: the API is warm and the demo seed's after-start work is done.
    let p1 = null;
    if (!ROBO_ONLY) {
      log('P1: trivial routes against bare node:http');
      p1 = await measureP1(BASE_URL, log);
    }
    let argon2 = null;
    if (runs.length) {
      log('P7: raw argon2id verifications');
      argon2 = await measureArgon2(LOGIN_REQUESTS[16], 16);
      log(`P7 raw argon2id: ${argon2.perSecond.toFixed(1)} verifications/s at concurrency 16`);
    }
    await sleep(IDLE_SETTLE_MS);
    sampleMemory(memory, api.pid, 'after-load-idle', `idle ${IDLE_SETTLE_MS / 1000} s after the load`);

    let market;
    let marketSkipped;
    if (ENDPOINTS_ONLY) {
      marketSkipped = 'left out of this run (`BENCH_ONLY=endpoints`).';
    } else if (database.kind !== 'server') {
      marketSkipped = 'no PostgreSQL server answered; the bulk fill and pgbench need one.';
    } else {
      log('market at scale');
      mkdirSync(REPORT_DIR, { recursive: true });
      const [marketAdmin] = await signedIn(1, ADMIN);
      market = await runMarketBench({
        root,
        baseUrl: BASE_URL,
        databaseUrl: database.url,
        bankWebhookSecret: env.BANK_WEBHOOK_SECRET,
        members,
        admin: marketAdmin,
        apiPid: api.pid,
        reportDir: REPORT_DIR,
        roboOnly: ROBO_ONLY,
        balance: () => startReplicaBehindBalancer(env),
        log,
      });
      sampleMemory(memory, api.pid, 'after-market', 'after the market runs');
      problems.push(...marketProblems(market));
    }

    let p9 = null;
    if (!ROBO_ONLY && !ENDPOINTS_ONLY) {
      log('P9: Lighthouse and the initial JavaScript');
      const loanSerial = market?.seed.targets.spread[0]?.serial ?? (await firstListedLoan());
      p9 = await measureP9({ root, baseUrl: BASE_URL, loanSerial, log }).catch((error) => ({ skipped: `Lighthouse failed: ${error.message}` }));
    }

    let p5 = null;
    if (!ROBO_ONLY && !ENDPOINTS_ONLY) {
      log('P5: the daily batch against one set-based SQL statement');
      p5 = await runBatchBench({ root, port: BATCH_PORT, log }).catch((error) => ({ skipped: `the batch part failed: ${error.message.split('\n')[0]}` }));
      if (p5.skipped?.startsWith('the batch part failed')) problems.push(p5.skipped);
      problems.push(...(p5.problems ?? []));
    }

    if (!api.running()) problems.push('the API process exited during the bench');
    if (market?.balanced?.two.errors) problems.push(`orders through the balancer: ${market.balanced.two.errors} errors ${JSON.stringify(market.balanced.two.errorCodes)}`);
    for (const run of runs) {
      if (run.errors) problems.push(`${run.label} at concurrency ${run.concurrency}: ${run.errors} errors ${JSON.stringify(run.statuses)}`);
    }

    const result = {
      environment: {
        date,
        node: process.version,
        platform: `${platform()} ${arch()} ${release()}`,
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model?.trim() ?? 'unknown',
        totalMemoryGiB: totalmem() / 1024 ** 3,
        loadAverage: { before: loadBefore, after: loadavg() },
        database: { ...database, url: undefined, drop: undefined },
        baseUrl: BASE_URL,
        api: apiEnv,
        apiStartSeconds: startSeconds,
        timeLimitSeconds: RUN_TIME_LIMIT_MS / 1000,
        requestTimeoutSeconds: REQUEST_TIMEOUT_MS / 1000,
        warmup: WARMUP_REQUESTS,
        runtimeSeconds: 0,
        built,
        benchOnly: ROBO_ONLY ? 'robo' : ENDPOINTS_ONLY ? 'endpoints' : null,
        scale: { name: BENCH_SCALE, loans: MARKET_PLAN.loans, investments: MARKET_PLAN.investments, batch: BATCH_PLAN },
      },
      dataset: {
        registered: MEMBER_COUNT,
        concurrency: SETUP_CONCURRENCY,
        demoAccounts: totalMembers - MEMBER_COUNT,
        totalMembers,
        registration,
      },
      endpoints: endpoints.map(({ key, label, description, requests }) => ({ key, label, description, requests })),
      runs,
      memory,
      targets: evaluateTargets(runs, memory),
      market,
      marketSkipped,
      p1,
      p5,
      argon2,
      p9,
      problems,
    };
    result.figures = evaluateFigures(result);

    await cleanup();
    result.environment.runtimeSeconds = (performance.now() - started) / 1000;
    result.environment.loadAverage.end = loadavg();
    const markdown = renderReport(result);
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(join(REPORT_DIR, 'report.md'), `${markdown}\n`);
    writeFileSync(join(REPORT_DIR, 'report.json'), `${JSON.stringify(result, null, 2)}\n`);
    process.stdout.write(`${markdown}\n`);
    log(`report written to ${join('reports', 'bench', 'report.md')} and report.json (${result.environment.runtimeSeconds.toFixed(1)} s)`);
    if (problems.length) {
      log(`FAILED:\n  ${problems.join('\n  ')}`);
      return 1;
    }
    return 0;
  } catch (error) {
    if (api && !(error instanceof BenchError && error.message.startsWith('the API failed to start'))) {
      log(`API output (last lines):\n${api.output()}`);
    }
    throw error;
  } finally {
    await cleanup();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    log(`FAILED: ${error instanceof BenchError ? error.message : (error?.stack ?? String(error))}`);
    process.exit(1);
  },
);
