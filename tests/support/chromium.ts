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
/**
 * The journeys' browser also stops V8 at its baseline compiler (Sparkplug): a journey's page lives seconds, too short
 * for the optimising tiers (Maglev, TurboFan) to pay back the CPU they spend compiling on background threads, and
 * the tiers change speed, never behaviour. A tenth of the renderers' CPU (decision 0332).
 */
export const JOURNEY_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--max-opt=1'];
