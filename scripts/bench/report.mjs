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

export function renderReport(result) {
  const { environment: env, dataset, runs, memory, targets } = result;
  const out = [];
  out.push('# 信橋 LendBridge API benchmark', '');
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
  out.push(`- Total bench time: ${env.runtimeSeconds.toFixed(1)} s`);
  out.push('');

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

  const failing = runs.filter((run) => run.errors > 0);
  if (failing.length) {
    out.push('## Errors', '');
    for (const run of failing) {
      out.push(`- ${run.label} at concurrency ${run.concurrency}: ${JSON.stringify(run.statuses)}`);
      for (const failure of run.failures) out.push(`  - ${failure.status}: \`${failure.detail.replace(/`/g, "'")}\``);
    }
    out.push('');
  }
  return out.join('\n');
}
