// The static pages' shared layout and contact details.
export { CONTACT, Email, Section, StaticPage } from './static-page.js';
