// End-to-end tests against the real server (API + built web app) on a fresh temporary database,
// driven in Debian's Chromium (browsers cannot be downloaded on our machines).
import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3111);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: path.join(here, 'e2e'),
  outputDir: path.join(here, '..', 'test-results', 'e2e'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  // The journeys run on small shared machines: give each visible state a little longer to appear.
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ['json', { outputFile: path.join(here, '..', 'test-results', 'reports', 'e2e.json') }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `node ${path.join(here, 'e2e-server.mjs')}`,
    url: `${baseURL}/healthz`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
