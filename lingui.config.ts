// Lingui (decision 0180): English is the source, every other language's catalogue is a PO file translators edit.
// `npm run i18n:extract` writes src/locales/<code>/messages.po, `npm run i18n:check` tests them.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './src/shared/i18n/languages.js';

export default defineConfig({
  sourceLocale: DEFAULT_LANGUAGE,
  locales: [...LANGUAGE_CODES],
  // A text not yet translated shows in English rather than as its id.
  fallbackLocales: { default: DEFAULT_LANGUAGE },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  // Line numbers would rewrite every catalogue on any edit above a text; the file names are enough to find it.
  format: formatter({ lineNumbers: false }),
});
