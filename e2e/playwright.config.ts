import { defineConfig, devices } from '@playwright/test';
import { serverEnv } from './support/cairn-server.ts';
import { freePort } from './support/free-port.ts';

// Browser tests run Debian's Chromium against a production build (scripts/test-e2e.sh builds it
// first) served by the real server on a free port with a fresh database and the demo workspace.
// The port is chosen once in the main process and handed to the workers through the environment.
process.env.CAIRN_E2E_PORT ??= String(freePort());
const port = Number(process.env.CAIRN_E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './specs',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 2,
  // One retry absorbs timing flakes on a loaded 2-core machine (CI may not set CI=true); a real
  // failure fails twice, and a retried pass is reported as flaky.
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // A trace records a screencast and a DOM snapshot per action: on every test that is a large
    // share of a 2-core machine. Only a failed test's retry records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'UTC',
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
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node --import tsx e2e/support/start-server.ts',
    cwd: '..',
    url: `${baseURL}/-/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: serverEnv(port, true),
  },
});
