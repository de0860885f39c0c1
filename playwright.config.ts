import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';

/**
 * The product's port: E2E_PORT when given, else one the system reports free. Playwright loads this file
 * again in each worker; the environment set here on the first load reaches them, so all agree.
 */
process.env.E2E_PORT ??= execFileSync(process.execPath, ['scripts/free-port.mjs'], { cwd: import.meta.dirname, encoding: 'utf8' });
const port = Number(process.env.E2E_PORT);

/** Browser journeys in Debian's Chromium against the built product (API + both front ends). */
export default defineConfig({
  testDir: '.',
  testMatch: ['apps/public-web/e2e/**/*.spec.ts', 'apps/console/e2e/**/*.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  outputDir: `reports/test-results/${port}`,
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    /** Migrations and the demo seed run before the health check answers; a loaded machine takes minutes. */
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
