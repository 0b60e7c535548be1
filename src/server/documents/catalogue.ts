// The languages the contract and payslip PDFs exist in: all seven of the product's languages, one typed file each
// in document-texts/ (a language or a label missing is a type error). Every language but English is machine-assisted
// and says in the document that the English copy binds; English is always offered next to the worker's language.
import type { LanguageCode } from '../../shared/i18n/languages.js';
import { AF_DOCUMENT_TEXTS } from './document-texts/af.js';
import { EN_DOCUMENT_TEXTS } from './document-texts/en.js';
import { NSO_DOCUMENT_TEXTS } from './document-texts/nso.js';
import { ST_DOCUMENT_TEXTS } from './document-texts/st.js';
import { TN_DOCUMENT_TEXTS } from './document-texts/tn.js';
import { XH_DOCUMENT_TEXTS } from './document-texts/xh.js';
import { ZU_DOCUMENT_TEXTS } from './document-texts/zu.js';
import type { DocumentTexts } from './texts.js';

export type { DocumentTexts };

const DOCUMENT_TEXTS: Record<LanguageCode, DocumentTexts> = {
  en: EN_DOCUMENT_TEXTS,
  zu: ZU_DOCUMENT_TEXTS,
  xh: XH_DOCUMENT_TEXTS,
  af: AF_DOCUMENT_TEXTS,
  nso: NSO_DOCUMENT_TEXTS,
  st: ST_DOCUMENT_TEXTS,
  tn: TN_DOCUMENT_TEXTS,
};

/** English first, then the worker's language when it is another of the product's languages. */
export function documentLanguages(workerLanguage: string): LanguageCode[] {
  const languages: LanguageCode[] = ['en'];
  if (workerLanguage !== 'en' && workerLanguage in DOCUMENT_TEXTS)
    languages.push(workerLanguage as LanguageCode);
  return languages;
}

export function documentTexts(language: LanguageCode): DocumentTexts {
  return DOCUMENT_TEXTS[language];
}
