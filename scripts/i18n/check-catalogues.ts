// The rules `npm run i18n:check` enforces (docs/i18n/README.md): every language has every text English has, each
// translation is valid ICU using the same values as the English text, a text that several catalogue files hold has
// the same translation in each, and each catalogue states its review status.
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { type Catalogue, REVIEW_STATUS_HEADER } from '../../src/server/platform/i18n/index.js';
import { DEFAULT_LANGUAGE } from '../../src/shared/i18n/languages.js';

export const REVIEW_STATUSES = ['source', 'machine-assisted', 'reviewed'] as const;

export interface Problem {
  code: string;
  id?: string;
  problem: string;
}

/** The names of the values a message uses ({name}, {n, plural, ...}), including those inside plural branches. */
function valueNames(message: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    into.add(name);
    if (format && typeof format === 'object') {
      for (const [key, branch] of Object.entries(format)) {
        if (key !== 'offset' && Array.isArray(branch)) valueNames(branch as CompiledMessage, into);
      }
    }
  }
  return into;
}

function compile(text: string): CompiledMessage | Error {
  try {
    return compileMessageOrThrow(text);
  } catch (err) {
    return err instanceof Error ? err : new Error(String(err));
  }
}

const sorted = (names: Set<string>) => [...names].sort().join(', ') || 'none';

/**
 * ICU quotes what follows a lone apostrophe when it is a brace: "match '{typed}'" shows the words {typed}, not the
 * value. An apostrophe meant as one is written twice ("''{typed}''").
 */
const QUOTED_PLACEHOLDER = /(^|[^'])'[{}]/;
const QUOTED_PLACEHOLDER_PROBLEM = "an apostrophe before a brace hides the value: write '' for an apostrophe";

export function findCatalogueProblems(catalogues: readonly Catalogue[]): Problem[] {
  const problems: Problem[] = [];
  const english = catalogues.find((c) => c.code === DEFAULT_LANGUAGE);
  if (!english) return [{ code: DEFAULT_LANGUAGE, problem: 'the English catalogue is missing' }];
  const englishValues = new Map<string, Set<string>>();
  for (const [id, entry] of Object.entries(english.entries)) {
    if (entry.obsolete) continue;
    const text = entry.translation || entry.source || '';
    if (QUOTED_PLACEHOLDER.test(text)) {
      problems.push({ code: english.code, id, problem: QUOTED_PLACEHOLDER_PROBLEM });
    }
    const compiled = compile(text);
    if (compiled instanceof Error)
      problems.push({ code: english.code, id, problem: `invalid ICU: ${compiled.message}` });
    else englishValues.set(id, valueNames(compiled));
  }
  for (const catalogue of catalogues) {
    const allowed: readonly string[] =
      catalogue.code === DEFAULT_LANGUAGE ? ['source'] : REVIEW_STATUSES.filter((s) => s !== 'source');
    const statuses = catalogue.fileStatuses ?? { '': catalogue.headers[REVIEW_STATUS_HEADER] };
    for (const [file, raw] of Object.entries(statuses)) {
      const status = raw?.trim();
      if (!status || !allowed.includes(status)) {
        problems.push({
          code: file ? `${catalogue.code}/${file}` : catalogue.code,
          problem: `header ${REVIEW_STATUS_HEADER} must be one of: ${allowed.join(', ')} (is: ${status || 'missing'})`,
        });
      }
    }
    for (const conflict of catalogue.conflicts ?? []) {
      problems.push({
        code: catalogue.code,
        id: conflict.id,
        problem: `translated differently in ${conflict.files.join(' and ')}: one text needs one translation`,
      });
    }
    if (catalogue === english) continue;
    for (const id of Object.keys(english.entries)) {
      if (english.entries[id]?.obsolete) continue;
      const translation = catalogue.entries[id]?.translation;
      if (!translation) {
        problems.push({ code: catalogue.code, id, problem: 'not translated' });
        continue;
      }
      if (QUOTED_PLACEHOLDER.test(translation)) {
        problems.push({ code: catalogue.code, id, problem: QUOTED_PLACEHOLDER_PROBLEM });
      }
      const compiled = compile(translation);
      if (compiled instanceof Error) {
        problems.push({ code: catalogue.code, id, problem: `invalid ICU: ${compiled.message}` });
        continue;
      }
      const expected = englishValues.get(id);
      const actual = valueNames(compiled);
      if (expected && sorted(expected) !== sorted(actual)) {
        problems.push({
          code: catalogue.code,
          id,
          problem: `uses values {${sorted(actual)}} where English uses {${sorted(expected)}}`,
        });
      }
    }
    for (const [id, entry] of Object.entries(catalogue.entries)) {
      if (!entry.obsolete && !english.entries[id]) {
        problems.push({
          code: catalogue.code,
          id,
          problem: 'not in the English catalogue (run npm run i18n:extract)',
        });
      }
    }
  }
  return problems;
}
