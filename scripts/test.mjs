#!/usr/bin/env node
/**
 * The whole test suite: lint and type check, libs unit tests, API tests on PostgreSQL, web component
 * tests, and the browser journeys. Prints one closing line `N passed, N failed` over every suite.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

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

const buildDomain = run('build libs/domain', 'npm', ['run', 'build', '-w', '@lendbridge/domain']);
record('build libs/domain', buildDomain);

record('lint and type check', run('lint and type check', 'npm', ['run', 'lint']));

for (const [label, workspace] of [
  ['libs/domain unit tests', 'libs/domain'],
  ['public-web component tests', 'apps/public-web'],
  ['console component tests', 'apps/console'],
]) {
  const file = join(reports, `${workspace.replace(/\W+/g, '-')}.json`);
  const ok = run(label, 'npx', ['vitest', 'run', '--root', workspace, '--reporter=default', '--reporter=json', `--outputFile=${file}`]);
  const json = readJson(file);
  record(label, ok, json && { passed: json.numPassedTests, failed: json.numFailedTests });
}

{
  const file = join(reports, 'api.json');
  const ok = run('API unit and e2e tests (jest, PostgreSQL)', 'npx', [
    'jest',
    '--config',
    'apps/api/jest.config.cjs',
    '--json',
    `--outputFile=${file}`,
  ]);
  const json = readJson(file);
  record('API tests', ok, json && { passed: json.numPassedTests, failed: json.numFailedTests });
}

if (existsSync(join(root, 'playwright.config.ts'))) {
  const built = run('build for the browser journeys', 'npm', ['run', 'build']);
  record('build', built);
  if (built) {
    const file = join(reports, 'e2e.json');
    const ok = run('browser journeys (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    });
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
