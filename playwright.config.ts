import { defineConfig, devices } from '@playwright/test';
import { JOURNEY_CHROMIUM_ARGS, JOURNEY_CHROMIUM_PATH } from './tests/support/chromium.js';

const PORT = Number(process.env.E2E_PORT ?? 5199);
/** Journeys that read the whole site (every review) run after the others, alone (decision 0261). */
const WHOLE_SITE = /\.whole-site\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  // Every journey makes its own people and data (tests/e2e/factories.ts), so any two run side by side, in any
  // order, whichever file they are in (decision 0261).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    ...devices['Pixel 7'],
    browserName: 'chromium',
    launchOptions: { executablePath: JOURNEY_CHROMIUM_PATH, args: JOURNEY_CHROMIUM_ARGS },
  },
  projects: [
    { name: 'journeys', testIgnore: WHOLE_SITE },
    // Nothing else runs while these read: another journey's write between two of their steps would move a page.
    { name: 'whole-site', testMatch: WHOLE_SITE, dependencies: ['journeys'], workers: 1 },
  ],
  webServer: {
    command: 'tsx tests/support/e2e-server.ts',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT) },
  },
});
