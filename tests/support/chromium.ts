// The browser for the e2e runs and the benches: Debian's Chromium, since Playwright's own browser download does
// not work here. Kept free of server imports so playwright.config.ts can load it.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
