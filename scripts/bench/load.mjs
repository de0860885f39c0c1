/**
 * Closed-loop load: a fixed number of requests shared by `concurrency` workers, each sending its next
 * request as soon as the previous one is answered, stopped early at a time cap.
 */
import { performance } from 'node:perf_hooks';

const FAILURE_SAMPLES = 5;

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted, p) {
  if (!sorted.length) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function summarize(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  const mean = sorted.length ? sorted.reduce((sum, value) => sum + value, 0) / sorted.length : null;
  return {
    min: sorted.length ? sorted[0] : null,
    mean,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : null,
  };
}

/** The `code` of an error answer's JSON body, if it has one. */
function errorCode(text) {
  try {
    const code = JSON.parse(text)?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs `call(index, worker)` `count` times over `concurrency` workers. `call` answers { status, text };
 * a non-2xx status or a thrown error counts as an error, tallied in `errorCodes` by status and the
 * answer's `code` ("409 CART_CHANGED").
 */
export async function runLoad({ count, concurrency, timeLimitMs, call }) {
  const latencies = [];
  const statuses = {};
  const errorCodes = {};
  const failures = [];
  let errors = 0;
  let next = 0;
  let stoppedByTime = false;
  const started = performance.now();
  const deadline = started + timeLimitMs;

  async function worker(workerIndex) {
    for (;;) {
      if (next >= count) return;
      if (performance.now() >= deadline) {
        stoppedByTime = true;
        return;
      }
      const index = next;
      next += 1;
      const sent = performance.now();
      let status;
      let detail = '';
      let code;
      try {
        const answer = await call(index, workerIndex);
        status = answer.status;
        if (status < 200 || status > 299) {
          detail = answer.text.slice(0, 300);
          code = errorCode(answer.text);
        }
      } catch (error) {
        status = 'network';
        detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      }
      latencies.push(performance.now() - sent);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (typeof status !== 'number' || status < 200 || status > 299) {
        errors += 1;
        const key = code === undefined ? String(status) : `${status} ${code}`;
        errorCodes[key] = (errorCodes[key] ?? 0) + 1;
        if (failures.length < FAILURE_SAMPLES) failures.push({ status, detail });
      }
    }
  }

  await Promise.all(Array.from({ length: concurrency }, (_, workerIndex) => worker(workerIndex)));
  const elapsedMs = performance.now() - started;
  return {
    planned: count,
    requests: latencies.length,
    errors,
    statuses,
    errorCodes,
    elapsedMs,
    throughput: latencies.length / (elapsedMs / 1000),
    latencyMs: summarize(latencies),
    stoppedByTime,
    failures,
  };
}

/** Runs `task(item, index)` over every item with at most `limit` at a time; the first error rejects. */
export async function forEachLimit(items, limit, task) {
  let next = 0;
  async function lane() {
    while (next < items.length) {
      const index = next;
      next += 1;
      await task(items[index], index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
