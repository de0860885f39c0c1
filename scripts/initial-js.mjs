#!/usr/bin/env node
/**
 * Measures the JavaScript a front end's first page loads: the entry chunk and every chunk it imports
 * statically (what index.html loads and modulepreloads), gzip-compressed as the API sends it. Pages are
 * lazy routes, so they are not part of it. Reads the build manifest (`build.manifest: true`).
 *
 * `node initial-js.mjs <dist> [--budget public-web]` prints the size and each chunk; with a named budget
 * it exits 1 when the size is above it. The public site's build checks PUBLIC_WEB_INITIAL_JS_BUDGET_KB.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { gzip } from './precompress.mjs';

/** The public site's first page may load at most this much JavaScript, in KB (1024 bytes) after gzip. */
export const PUBLIC_WEB_INITIAL_JS_BUDGET_KB = 170;

const BUDGETS = { 'public-web': PUBLIC_WEB_INITIAL_JS_BUDGET_KB };

/** The files of the entry chunks and of the chunks they import statically, each once. */
export function initialChunks(manifest) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`The build manifest names ${key} but has no entry for it`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry === true) visit(key);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

export function measureInitialJs(dist) {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build with build.manifest set to true`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const chunks = initialChunks(manifest).map((file) => {
    const source = readFileSync(join(dist, file));
    return { file, bytes: source.length, gzipBytes: gzip(source).length };
  });
  return { chunks, gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { budget: { type: 'string' } } });
  const dist = resolve(positionals[0] ?? 'dist');
  const budgetName = values.budget;
  const budgetKb = budgetName === undefined ? undefined : BUDGETS[budgetName];
  if (budgetName !== undefined && budgetKb === undefined) throw new Error(`No budget named ${budgetName}`);
  const { chunks, gzipBytes } = measureInitialJs(dist);
  for (const chunk of chunks) {
    process.stdout.write(`  ${chunk.file.padEnd(48)} ${kb(chunk.bytes).padStart(8)} KB  gzip ${kb(chunk.gzipBytes).padStart(7)} KB\n`);
  }
  const limit = budgetKb === undefined ? '' : ` (budget ${budgetKb} KB)`;
  process.stdout.write(`initial JavaScript: ${kb(gzipBytes)} KB gzip${limit}\n`);
  if (budgetKb !== undefined && gzipBytes > budgetKb * 1024) {
    process.stderr.write(`The first page's JavaScript is above its budget of ${budgetKb} KB gzip: load the new code lazily\n`);
    process.exit(1);
  }
}
