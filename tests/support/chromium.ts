// The browser for the e2e runs and the benches: Debian's Chromium, since Playwright's own browser download does
// not work here. Kept free of server imports so playwright.config.ts can load it.
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * The journeys run in Chromium's headless shell (Debian's chromium-headless-shell, the same engine without the
 * full browser's own UI processes), as Playwright runs headless tests with its own browsers: a third less CPU for
 * the same journeys (decision 0319). Without it, the full browser.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const JOURNEY_CHROMIUM_PATH =
  process.env.CHROME_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
