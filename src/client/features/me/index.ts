// The account page's public face: download my data, delete my account.
export { PrivacyControls } from './privacy-controls.js';
