// `npm run i18n:check`: fails (exit 1) when a catalogue under src/locales breaks a rule of scripts/i18n/check-catalogues.ts.
import { readCatalogue } from '../src/server/platform/i18n/index.js';
import { LANGUAGE_CODES } from '../src/shared/i18n/languages.js';
import { findCatalogueProblems } from './i18n/check-catalogues.js';

const catalogues = LANGUAGE_CODES.map((code) => readCatalogue(code));
const problems = findCatalogueProblems(catalogues);
for (const p of problems) console.error(`${p.code}${p.id ? ` ${JSON.stringify(p.id)}` : ''}: ${p.problem}`);
const texts = Object.values(catalogues.find((c) => c.code === 'en')?.entries ?? {}).filter(
  (e) => !e.obsolete,
).length;
if (problems.length > 0) {
  console.error(`i18n:check: ${problems.length} problem(s) in ${catalogues.length} catalogues`);
  process.exit(1);
}
console.log(`i18n:check: ${catalogues.length} catalogues, ${texts} texts each, no problems`);
