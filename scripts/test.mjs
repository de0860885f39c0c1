#!/usr/bin/env node
/**
 * The whole test suite: lint and type check, libs unit tests, API tests on PostgreSQL, web component
 * tests, and the browser journeys. Prints one closing line `N passed, N failed` over every suite.
 *
 * One layer, or a few: `--only lint|domain|web|public-web|console|api|e2e` (repeat it or separate
 * with commas; web is both front ends). Further arguments narrow each runner to the test files whose
 * path matches them (vitest and Playwright file filters, jest path patterns), e.g.
 * `node scripts/test.mjs --only api clearing`. Without arguments everything runs, as CI does.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const LAYERS = ['lint', 'domain', 'public-web', 'console', 'api', 'e2e'];
const ALIASES = { web: ['public-web', 'console'] };

function selection() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { only: { type: 'string', multiple: true }, help: { type: 'boolean', short: 'h' } },
  });
  const usage = `usage: node scripts/test.mjs [--only ${[...LAYERS, ...Object.keys(ALIASES)].join('|')}] [file filter ...]\n`;
  if (values.help) {
    process.stdout.write(usage);
    process.exit(0);
  }
  const asked = (values.only ?? []).flatMap((value) => value.split(',')).map((name) => name.trim()).filter(Boolean);
  const unknown = asked.filter((name) => !LAYERS.includes(name) && !(name in ALIASES));
  if (unknown.length > 0) {
    process.stderr.write(`unknown layer ${unknown.join(', ')}\n${usage}`);
    process.exit(2);
  }
  const layers = asked.length === 0 ? LAYERS : asked.flatMap((name) => ALIASES[name] ?? [name]);
  return { everything: asked.length === 0, layers: new Set(layers), filters: positionals };
}

const { everything, layers, filters } = selection();
/** With file filters, a runner that finds no matching file in its layer passes rather than fails. */
const noTestsOk = filters.length > 0;

const root = resolve(import.meta.dirname, '..');
const reports = join(root, 'reports', 'test');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const results = [];

function run(label, command, args, options = {}) {
  process.stdout.write(`\n=== ${label}\n`);
  const outcome = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...options.env } });
  return outcome.status === 0;
}

function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function record(label, ok, counts) {
  if (counts) {
    const failed = counts.failed + (ok || counts.failed > 0 ? 0 : 1);
    results.push({ label, passed: counts.passed, failed });
  } else {
    results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  }
}

if (everything) {
  const buildDomain = run('build libs/domain', 'npm', ['run', 'build', '-w', '@lendbridge/domain']);
  record('build libs/domain', buildDomain);
}

if (layers.has('lint')) record('lint and type check', run('lint and type check', 'npm', ['run', 'lint']));

for (const [layer, label, workspace] of [
  ['domain', 'libs/domain unit tests', 'libs/domain'],
  ['public-web', 'public-web component tests', 'apps/public-web'],
  ['console', 'console component tests', 'apps/console'],
]) {
  if (!layers.has(layer)) continue;
  const file = join(reports, `${workspace.replace(/\W+/g, '-')}.json`);
  const ok = run(label, 'npx', [
    'vitest',
    'run',
    '--root',
    workspace,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${file}`,
    ...(noTestsOk ? ['--passWithNoTests'] : []),
    ...filters,
  ]);
  const json = readJson(file);
  record(label, ok, json && { passed: json.numPassedTests, failed: json.numFailedTests });
}

if (layers.has('api')) {
  const file = join(reports, 'api.json');
  const ok = run('API unit and e2e tests (jest, PostgreSQL)', 'npx', [
    'jest',
    '--config',
    'apps/api/jest.config.cjs',
    '--json',
    `--outputFile=${file}`,
    ...(noTestsOk ? ['--passWithNoTests'] : []),
    ...filters,
  ]);
  const json = readJson(file);
  record('API tests', ok, json && { passed: json.numPassedTests, failed: json.numFailedTests });
}

if (layers.has('e2e') && existsSync(join(root, 'playwright.config.ts'))) {
  const built = run('build for the browser journeys', 'npm', ['run', 'build']);
  record('build', built);
  if (built) {
    const file = join(reports, 'e2e.json');
    const ok = run(
      'browser journeys (Playwright, Chromium)',
      'npx',
      ['playwright', 'test', ...(noTestsOk ? ['--pass-with-no-tests'] : []), ...filters],
      { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file } },
    );
    const json = readJson(file);
    record(
      'browser journeys',
      ok,
      json && { passed: json.stats.expected, failed: json.stats.unexpected + json.stats.flaky },
    );
  }
}

process.stdout.write('\n=== summary\n');
for (const r of results) process.stdout.write(`  ${r.label.padEnd(44)} ${r.passed} passed, ${r.failed} failed\n`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
