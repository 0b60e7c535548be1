// Lingui (decision 0180): English is the source, every other language's catalogue is a PO file translators edit.
// `npm run i18n:extract` writes src/locales/<code>/<catalogue>.po, `npm run i18n:check` tests them.
// The catalogues are split by what the browser downloads together (decision 0185): the landing page must not carry
// the signed-in app's texts, nor the browser the server's SMS and document texts.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { CATALOGUES } from './src/shared/i18n/catalogues.js';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, PSEUDO_LOCALE } from './src/shared/i18n/languages.js';

const TESTS = ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'];
const under = (paths: readonly string[]) => paths.map((p) => `<rootDir>/${p}`);

export default defineConfig({
  sourceLocale: DEFAULT_LANGUAGE,
  // `pseudo` is no product language: its catalogues hold no translations and compile to accented English, so a
  // page shown with them (localStorage 'wl:pseudo-locale') gives away every text that is not from a catalogue
  // (tests/e2e/pseudo-locale.spec.ts, decision 0182).
  locales: [...LANGUAGE_CODES, PSEUDO_LOCALE],
  pseudoLocale: PSEUDO_LOCALE,
  // A text not yet translated shows in English rather than as its id.
  fallbackLocales: { default: DEFAULT_LANGUAGE },
  catalogs: CATALOGUES.map((catalogue) => ({
    path: `<rootDir>/src/locales/{locale}/${catalogue.name}`,
    include: under(catalogue.include),
    exclude: [...TESTS, ...under(catalogue.exclude)],
  })),
  // Line numbers would rewrite every catalogue on any edit above a text; the file names are enough to find it.
  format: formatter({ lineNumbers: false }),
});
