// Reads one language's PO catalogues (src/locales/<code>/<catalogue>.po, split as decision 0185 says) the way
// Lingui's extractor wrote them, as one set of entries, for the server's texts and for `npm run i18n:check`. The
// client gets the same files compiled by the Vite plugin.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import PO from 'pofile';
import type { LanguageCode } from '../../../shared/i18n/languages.js';

export const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../locales');

/** The PO header stating who has checked a catalogue (docs/i18n/README.md). */
export const REVIEW_STATUS_HEADER = 'X-Review-Status';

export interface CatalogueEntry {
  /** The English source text, when the id was generated from it (Lingui macros); absent for explicit ids. */
  source?: string | undefined;
  /** Empty while not yet translated. */
  translation: string;
  obsolete: boolean;
}

export interface Catalogue {
  code: LanguageCode;
  headers: Record<string, string>;
  entries: Record<string, CatalogueEntry>;
  /** Each file's review status (its header), when read from files: a language is reviewed file by file. */
  fileStatuses?: Record<string, string | undefined>;
  /**
   * Texts that two of the language's files translate differently. One id is one text in the browser, which
   * keeps whichever file it loaded last, so the pages would change words (and a prerendered page would not
   * hydrate) depending on what was loaded before.
   */
  conflicts?: { id: string; files: string[] }[];
}

const po = formatter({ lineNumbers: false });

export function parseCatalogue(code: LanguageCode, content: string): Catalogue {
  const parsed = po.parse(content, { locale: code, sourceLocale: 'en', filename: `${code}/messages.po` });
  const entries: Record<string, CatalogueEntry> = {};
  for (const [id, message] of Object.entries(parsed)) {
    entries[id] = {
      source: message.message,
      translation: message.translation ?? '',
      obsolete: Boolean(message.obsolete),
    };
  }
  const headers = PO.parse(content).headers as Record<string, string>;
  return { code, headers, entries };
}

/** A language's catalogue files, in name order. */
function catalogueFiles(code: LanguageCode, dir = LOCALES_DIR): string[] {
  const folder = path.join(dir, code);
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.po'))
    .sort()
    .map((name) => path.join(folder, name));
}

export function readCatalogue(code: LanguageCode, dir = LOCALES_DIR): Catalogue {
  const merged: Catalogue = { code, headers: {}, entries: {}, fileStatuses: {}, conflicts: [] };
  const firstFile = new Map<string, string>();
  for (const file of catalogueFiles(code, dir)) {
    const one = parseCatalogue(code, fs.readFileSync(file, 'utf8'));
    merged.headers = { ...one.headers, ...merged.headers };
    for (const [id, entry] of Object.entries(one.entries)) {
      const before = merged.entries[id];
      if (before && !before.obsolete && !entry.obsolete && before.translation !== entry.translation) {
        merged.conflicts?.push({ id, files: [firstFile.get(id) ?? '', path.basename(file)] });
      }
      if (!firstFile.has(id)) firstFile.set(id, path.basename(file));
      merged.entries[id] = entry;
    }
    (merged.fileStatuses as Record<string, string | undefined>)[path.basename(file)] =
      one.headers[REVIEW_STATUS_HEADER];
  }
  return merged;
}
