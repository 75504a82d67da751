import path from 'node:path'

import { defineConfig, devices } from '@playwright/test'

/** Debian's Chromium; Playwright's own browser download cannot work on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

// scripts/test.ts picks a free port; a direct `npx playwright test` falls back to this one.
const port = Number(process.env.E2E_PORT ?? 3199)
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  // GUIDE_TEST_HOLD=1: only the test that holds a run open for tests/int/test-run-interrupt.int.test.ts.
  testDir: process.env.GUIDE_TEST_HOLD === '1' ? 'tests/hold' : 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results/e2e',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The offline worker (src/offline/sw.ts) answers pages from its copy: only tests/e2e/offline.e2e.ts lets it in,
    // so every other test sees the network as it always did.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // The real start path: build if stale, embedded database, migrations, `next start`.
    command: 'node scripts/guide.mjs start',
    url: `${baseURL}/`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    env: {
      PORT: String(port),
      // A throwaway site of its own, so a run never touches the developer's .data/postgres.
      GUIDE_DATA_DIR: process.env.E2E_DATA_DIR ?? path.resolve('.data/e2e'),
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      NEXT_TELEMETRY_DISABLED: '1',
      // No background warm-up (src/startup/warm-up.ts) unless asked for: its hundreds of renders compete with the
      // tests' own (admin forms, cache states) on a shared 2-core machine, and each page a test visits must
      // render on its first request anyway. tests/unit/first-start.test.ts covers the warm-up.
      GUIDE_WARM_UP: process.env.GUIDE_WARM_UP ?? '0',
      // A line per request drowns the test report; warnings and errors still show.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  },
})
