// The static pages' shared layout, contact details and the legal pages' content.
export { PRIVACY_POLICY } from './content/privacy.js';
export { TERMS_OF_SERVICE } from './content/terms.js';
export { LegalPage } from './legal-document.js';
export { CONTACT, Email, Section, StaticPage } from './static-page.js';
