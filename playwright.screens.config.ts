// The README's screenshots (docs/screens/*.png), apart from the test suite: `npm run screens` rebuilds them against
// a fresh demo server. 360 px wide like a small phone, at a device scale of 1.5 so each PNG stays small.
import { defineConfig } from '@playwright/test';
import base from './playwright.config.js';

export default defineConfig({
  ...base,
  testDir: 'scripts/screens',
  // The screenshots sign in as the demo accounts, one after another: one worker, one project of their own (an empty
  // list would mean no project at all, and no test found).
  fullyParallel: false,
  workers: 1,
  projects: [{ name: 'screens' }],
  use: {
    ...base.use,
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 1.5,
    geolocation: { latitude: -26.20412, longitude: 28.04731 },
    permissions: ['geolocation'],
  },
});
