/**
 * pgbench against the bench database: a script file run by a number of clients for a fixed time,
 * with its transactions per second, latency percentiles from the per-transaction log, failed
 * transactions and aborted clients.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { summarize } from './load.mjs';

const ERROR_SAMPLES = 5;

/** The pgbench version line, or null when pgbench is not installed. */
export function pgbenchVersion() {
  const outcome = spawnSync('pgbench', ['--version'], { encoding: 'utf8' });
  return outcome.status === 0 ? outcome.stdout.trim() : null;
}

function connectionArgs(url) {
  const parsed = new URL(url);
  const args = ['-h', parsed.hostname, '-p', parsed.port || '5432'];
  if (parsed.username) args.push('-U', decodeURIComponent(parsed.username));
  const env = { ...process.env };
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  return { args, env, database: decodeURIComponent(parsed.pathname.slice(1)) };
}

const number = (text, pattern) => {
  const match = pattern.exec(text);
  return match ? Number(match[1]) : null;
};

/** Latencies in ms of every transaction in pgbench's per-transaction log files (`-l`). */
function loggedLatencies(dir) {
  const latencies = [];
  let failed = 0;
  for (const file of readdirSync(dir)) {
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      const fields = line.split(' ');
      if (fields.length < 6) continue;
      const micros = Number(fields[2]);
      if (Number.isFinite(micros)) latencies.push(micros / 1000);
      else failed += 1;
    }
  }
  return { latencies, failed };
}

/**
 * Runs `pgbench -n -M extended -c clients -j threads -T seconds -f script -D name=value … -l` on the
 * database of `url` (`-t transactions` instead of `-T seconds` when `transactions` is given: that
 * many per client). Answers its transactions, tps (without the initial connection time), latency
 * summary in ms from the log, failed transactions and aborted clients with a sample of the errors,
 * and the command as the report shows it (the script as `scriptLabel`, only `shownVariables`).
 * Refuses a run of no transactions or no seconds, which pgbench itself would fail on.
 */
export async function runPgbench({
  url,
  script,
  scriptLabel = script,
  clients,
  threads,
  seconds,
  transactions: perClient,
  variables = {},
  shownVariables = Object.keys(variables),
}) {
  const runLength = perClient === undefined ? seconds : perClient;
  if (!Number.isInteger(runLength) || runLength < 1) {
    const asked = perClient === undefined ? `${seconds} seconds` : `${perClient} transactions a client`;
    throw new Error(`pgbench ${scriptLabel}: asked to run ${asked}, so nothing would be measured; a run needs at least one`);
  }
  const { args, env, database } = connectionArgs(url);
  const logDir = mkdtempSync(join(tmpdir(), 'lendbridge-pgbench-'));
  const length = perClient === undefined ? ['-T', String(seconds)] : ['-t', String(perClient)];
  const argv = [
    '-n',
    '-M',
    'extended',
    '-c',
    String(clients),
    '-j',
    String(Math.min(threads, clients)),
    ...length,
    '-f',
    script,
    '-l',
    '--log-prefix',
    join(logDir, 'tx'),
    ...Object.entries(variables).flatMap(([name, value]) => ['-D', `${name}=${value}`]),
    ...args,
    database,
  ];
  try {
    const { code, stdout, stderr } = await new Promise((resolve, reject) => {
      const child = spawn('pgbench', argv, { env, cwd: logDir, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      child.stderr.on('data', (chunk) => (err += chunk));
      child.once('error', reject);
      child.once('exit', (exitCode) => resolve({ code: exitCode, stdout: out, stderr: err }));
    });
    const errorLines = stderr.split('\n').filter((line) => /error|aborted|fatal/i.test(line));
    const { latencies, failed: loggedFailures } = loggedLatencies(logDir);
    const transactions = number(stdout, /number of transactions actually processed: (\d+)/);
    const failed = number(stdout, /number of failed transactions: (\d+)/) ?? loggedFailures;
    const aborted = errorLines.filter((line) => /aborted/i.test(line)).length;
    if (transactions === null) {
      throw new Error(`pgbench ${script} did not run (exit ${code}):\n${stderr.slice(-2000)}`);
    }
    return {
      command: [
        `pgbench -n -M extended -c ${clients} -j ${Math.min(threads, clients)} ${length.join(' ')} -f ${scriptLabel} -l`,
        ...shownVariables.map((name) => `-D ${name}=${variables[name]}`),
      ].join(' '),
      exitCode: code,
      clients,
      threads: Math.min(threads, clients),
      seconds,
      transactions,
      tps: number(stdout, /tps = ([\d.]+) \(without initial connection time\)/),
      averageMs: number(stdout, /latency average = ([\d.]+) ms/),
      latencyMs: summarize(latencies),
      failed,
      aborted,
      errors: errorLines.slice(0, ERROR_SAMPLES),
    };
  } finally {
    rmSync(logDir, { recursive: true, force: true });
  }
}
