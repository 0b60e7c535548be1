// The server's side of the catalogues (SMS texts, zod messages, documents): one Lingui instance per language, loaded
// once from the same PO files the client uses. A text not yet translated falls back to English.
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '../../../shared/i18n/languages.js';
import { findSharedMessage } from '../../../shared/i18n/messages.js';
import { LOCALES_DIR, readCatalogue } from './po-catalogue.js';

export type Translators = (code: LanguageCode) => I18n;

export function loadTranslators(dir = LOCALES_DIR): Translators {
  const english = readCatalogue(DEFAULT_LANGUAGE, dir).entries;
  const instances = new Map<LanguageCode, I18n>();
  for (const code of LANGUAGE_CODES) {
    const entries = code === DEFAULT_LANGUAGE ? english : readCatalogue(code, dir).entries;
    const messages: Messages = {};
    for (const [id, sourceEntry] of Object.entries(english)) {
      if (sourceEntry.obsolete) continue;
      const text = entries[id]?.translation || sourceEntry.translation || sourceEntry.source || id;
      messages[id] = compileMessage(text);
    }
    instances.set(code, setupI18n({ locale: code, messages: { [code]: messages } }));
  }
  return (code) => instances.get(code) ?? (instances.get(DEFAULT_LANGUAGE) as I18n);
}

let projectTranslators: Translators | undefined;

/** The project's own catalogues, read on first use and kept for the life of the process. */
export function serverTranslators(): Translators {
  projectTranslators ??= loadTranslators();
  return projectTranslators;
}

/**
 * A shared zod message (src/shared/i18n/messages.ts) in the reader's language; any other text, or English, as it is.
 */
export function translateSharedMessage(english: string, language: LanguageCode): string {
  if (language === DEFAULT_LANGUAGE) return english;
  const descriptor = findSharedMessage(english);
  if (!descriptor) return english;
  return serverTranslators()(language)._(descriptor.id, descriptor.values);
}
