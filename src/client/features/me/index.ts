// The account page's public face: the trusted contact, download my data, delete my account.
export { PrivacyControls } from './privacy-controls.js';
export { TrustedContactCard } from './trusted-contact-card.js';
