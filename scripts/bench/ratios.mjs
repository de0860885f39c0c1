/**
 * The figures of the performance suite that are ratios to a baseline measured in the same run:
 * P1 (the API's trivial routes against a bare node:http server, both loaded by autocannon), P7
 * (logins against raw argon2id verifications with the API's parameters), P8's balancer (nginx, else
 * a small Node proxy, in front of two API processes) and P9 (Lighthouse in Debian's Chromium and the
 * public site's initial JavaScript).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

const HOST = '127.0.0.1';

/** P1's load: autocannon's closed loop at 16 connections, a short warm-up then the measured seconds. */
export const P1_PLAN = { connections: 16, warmupSeconds: 2, seconds: 8 };

const BARE_SERVER = `
const { createServer } = require('node:http');
const server = createServer((req, res) => {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end('{"status":"ok"}');
});
server.listen(0, '${HOST}', () => process.stdout.write(server.address().port + '\\n'));
`;

/** A bare node:http server in a process of its own (as the API is), answering a small JSON to everything. */
async function startBareServer() {
  const child = spawn(process.execPath, ['-e', BARE_SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`the bare node:http server exited (code ${code})`)));
  });
  return { url: `http://${HOST}:${port}`, stop: () => child.kill('SIGTERM') };
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: P1_PLAN.connections, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** One autocannon run after its warm-up: requests per second, latencies (ms) and the answers by status class. */
async function loadRun(label, options) {
  await cannon({ ...options, duration: P1_PLAN.warmupSeconds });
  const load = loadavg()[0];
  const result = await cannon({ ...options, duration: P1_PLAN.seconds });
  return {
    label,
    load,
    requests: result.requests.total,
    rps: result.requests.total / (result.duration || P1_PLAN.seconds),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    statuses: { '2xx': result['2xx'], '4xx': result['4xx'], '5xx': result['5xx'], errors: result.errors, timeouts: result.timeouts },
  };
}

/**
 * P1: GET /api/health and a POST refused by the CSRF check (the ajax header, no session, no token:
 * 403 CSRF_TOKEN_INVALID before any route or database work) through the whole API, next to a bare
 * node:http server measured before and after them (the baseline is their mean, so a change of the
 * machine's load during the runs weighs on both sides).
 */
export async function measureP1(apiUrl, log) {
  const bare = await startBareServer();
  try {
    const before = await loadRun('bare node:http (before)', { url: `${bare.url}/` });
    log(`P1 bare node:http: ${before.rps.toFixed(0)} req/s`);
    const health = await loadRun('GET /api/health', { url: `${apiUrl}/api/health` });
    log(`P1 GET /api/health: ${health.rps.toFixed(0)} req/s`);
    const csrf = await loadRun('POST refused by the CSRF check', {
      url: `${apiUrl}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ email: 'bench@example.com.tw', password: 'not-a-password' }),
    });
    log(`P1 CSRF-refused POST: ${csrf.rps.toFixed(0)} req/s`);
    const after = await loadRun('bare node:http (after)', { url: `${bare.url}/` });
    log(`P1 bare node:http again: ${after.rps.toFixed(0)} req/s`);
    const baseline = (before.rps + after.rps) / 2;
    return { plan: P1_PLAN, runs: [before, health, csrf, after], baseline, health: health.rps / baseline, csrf: csrf.rps / baseline };
  } finally {
    bare.stop();
  }
}

/**
 * P7's baseline: raw argon2id verifications per second of the API's own password hashing (the
 * library's defaults, as apps/api/src/modules/auth/passwords.ts uses them), `count` of them at
 * `concurrency` at once, in this process (the library works on libuv's thread pool, as in the API).
 */
export async function measureArgon2(count, concurrency) {
  const { hash, verify } = await import('@node-rs/argon2');
  const password = 'Bench-2468-lb';
  const hashed = await hash(password);
  const started = performance.now();
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next += 1;
        if (!(await verify(hashed, password))) failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { count, concurrency, seconds, perSecond: count / seconds, failed, parameters: hashed.split('$').slice(1, 4).join('$') };
}

const NGINX = '/usr/sbin/nginx';

function nginxConfig(prefix, port, upstreams) {
  return `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 12m;
  upstream api {
    least_conn;
${upstreams.map((upstream) => `    server ${upstream};`).join('\n')}
    keepalive 64;
  }
  server {
    listen ${HOST}:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
    }
  }
}
`;
}

/** A small round-robin HTTP proxy in Node, for a machine without nginx. */
function nodeProxy(port, upstreams) {
  let turn = 0;
  const server = createServer((req, res) => {
    const [host, upstreamPort] = upstreams[turn++ % upstreams.length].split(':');
    const forward = request({ host, port: Number(upstreamPort), method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  return new Promise((resolve) => server.listen(port, HOST, () => resolve({ kind: 'node proxy', stop: async () => server.close() })));
}

/**
 * A balancer on `port` in front of `upstreams` ("host:port"): nginx (least connections, keep-alive
 * to the upstreams) where it is installed, else the Node proxy. Answers { kind, stop }.
 */
export async function startBalancer(port, upstreams) {
  if (!existsSync(NGINX)) return nodeProxy(port, upstreams);
  const prefix = mkdtempSync(join(tmpdir(), 'lendbridge-balancer-'));
  const config = join(prefix, 'nginx.conf');
  writeFileSync(config, nginxConfig(prefix, port, upstreams));
  const check = spawnSync(NGINX, ['-t', '-q', '-p', prefix, '-c', config], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its configuration: ${check.stderr}`);
  const child = spawn(NGINX, ['-p', prefix, '-c', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(`http://${HOST}:${port}/api/health`, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || tries > 40) throw new Error(`nginx did not start: ${errors}`);
    await sleep(250);
  }
  const version = spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.trim().replace(/^nginx version: /, '');
  return {
    kind: version || 'nginx',
    stop: async () => {
      child.kill('SIGQUIT');
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** The pages Lighthouse measures, with the path of each once the market is known. */
export const LIGHTHOUSE_PAGES = [
  { key: 'home', label: 'home page', path: () => '/' },
  { key: 'market', label: 'credit market', path: () => '/market-place/credit' },
  { key: 'loan', label: 'a loan page', path: ({ loanSerial }) => `/market-place/loan/${loanSerial}` },
];

const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-background-timer-throttling',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-sync',
  '--metrics-recording-only',
  '--no-first-run',
  '--no-default-browser-check',
];

/**
 * P9: Lighthouse's performance category (its mobile defaults: simulated slow 4G and a 4× slower CPU)
 * on each page, in Debian's Chromium, and the public site's initial JavaScript from its build.
 */
export async function measureP9({ root, baseUrl, loanSerial, log }) {
  const { measureInitialJs, PUBLIC_WEB_INITIAL_JS_BUDGET_KB } = await import('../initial-js.mjs');
  const dist = join(root, 'apps', 'public-web', 'dist');
  if (!existsSync(join(dist, 'index.html'))) return { skipped: 'the public site is not built (npm run build -w @lendbridge/public-web)' };
  const initialJs = { ...measureInitialJs(dist), budgetKb: PUBLIC_WEB_INITIAL_JS_BUDGET_KB };
  if (!existsSync(CHROMIUM)) return { skipped: `no Chromium at ${CHROMIUM}`, initialJs };
  const asset = await fetch(`${baseUrl}/`, { headers: { 'accept-encoding': 'br, gzip' } }).then((response) => response.text());
  const script = /<script[^>]+src="([^"]+\.js)"/.exec(asset)?.[1];
  let mainScript = null;
  if (script) {
    const response = await fetch(new URL(script, baseUrl), { headers: { 'accept-encoding': 'br, gzip' } });
    await response.arrayBuffer();
    mainScript = { path: script, contentEncoding: response.headers.get('content-encoding'), cacheControl: response.headers.get('cache-control') };
  }
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const pages = [];
  try {
    for (const page of LIGHTHOUSE_PAGES) {
      const url = `${baseUrl}${page.path({ loanSerial })}`;
      const load = loadavg()[0];
      const outcome = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = outcome?.lhr;
      const audit = (id) => lhr?.audits[id]?.numericValue ?? null;
      pages.push({
        key: page.key,
        label: page.label,
        path: page.path({ loanSerial }),
        load,
        performance: lhr?.categories.performance.score ?? null,
        lcpMs: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        tbtMs: audit('total-blocking-time'),
        fcpMs: audit('first-contentful-paint'),
        error: lhr?.runtimeError?.message ?? null,
      });
      log(`P9 ${page.label}: performance ${lhr?.categories.performance.score}, LCP ${audit('largest-contentful-paint')?.toFixed(0)} ms`);
    }
  } finally {
    await chrome.kill();
  }
  const version = JSON.parse(readFileSync(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
  return { lighthouse: version, pages, initialJs, mainScript };
}
