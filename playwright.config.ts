import { defineConfig } from '@playwright/test'

import { chromeArgs, chromeExecutable } from './tests/support/browser'

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/e2eGlobalSetup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // npm test collects a JSON report to add up every runner's results.
  reporter: process.env.E2E_JSON_REPORT ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]] : [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromeExecutable, args: chromeArgs },
  },
})
