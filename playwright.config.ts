import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/browser';

/** Each spec starts its own sandbox bank (e2e/support/server.ts), so specs can restart it. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
