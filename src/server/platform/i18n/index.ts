// The catalogues on the server (decision 0180), the public face: one translator per language for SMS and WhatsApp
// texts, zod messages and documents; the PO reading that `npm run i18n:check` shares.
export {
  type Catalogue,
  type CatalogueEntry,
  parseCatalogue,
  REVIEW_STATUS_HEADER,
  readCatalogue,
} from './po-catalogue.js';
export { requestLanguage, setLanguageCookie, visitorLanguage } from './request-language.js';
export {
  serverTranslators,
  type Translators,
  translateSharedMessage,
} from './translator.js';
