// Reads one language's PO catalogue (src/locales/<code>/messages.po) the way Lingui's extractor wrote it, for the
// server's texts and for `npm run i18n:check`. The client gets the same files compiled by the Vite plugin.
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

export function catalogueFile(code: LanguageCode, dir = LOCALES_DIR): string {
  return path.join(dir, code, 'messages.po');
}

export function readCatalogue(code: LanguageCode, dir = LOCALES_DIR): Catalogue {
  return parseCatalogue(code, fs.readFileSync(catalogueFile(code, dir), 'utf8'));
}
