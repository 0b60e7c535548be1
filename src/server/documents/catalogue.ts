// The languages the contract and payslip PDFs exist in. English always; another language once its labels exist
// (isiZulu today, machine-assisted). A worker whose language has no labels yet gets English only, rather than a
// half-translated legal document.
import type { LanguageCode } from '../../shared/i18n/languages.js';
import {
  type ContractTexts,
  ENGLISH_CONTRACT_TEXTS,
  ENGLISH_PAYSLIP_TEXTS,
  type PayslipTexts,
} from './texts.js';
import { ZULU_CONTRACT_TEXTS, ZULU_PAYSLIP_TEXTS } from './zulu-texts.js';

export interface DocumentTexts {
  contract: ContractTexts;
  payslip: PayslipTexts;
}

const DOCUMENT_TEXTS: Partial<Record<LanguageCode, DocumentTexts>> = {
  en: { contract: ENGLISH_CONTRACT_TEXTS, payslip: ENGLISH_PAYSLIP_TEXTS },
  zu: { contract: ZULU_CONTRACT_TEXTS, payslip: ZULU_PAYSLIP_TEXTS },
};

/** English first, then the worker's language when the documents exist in it. */
export function documentLanguages(workerLanguage: string): LanguageCode[] {
  const languages: LanguageCode[] = ['en'];
  if (workerLanguage !== 'en' && workerLanguage in DOCUMENT_TEXTS)
    languages.push(workerLanguage as LanguageCode);
  return languages;
}

export function documentTexts(language: LanguageCode): DocumentTexts {
  return DOCUMENT_TEXTS[language] ?? (DOCUMENT_TEXTS.en as DocumentTexts);
}
