// The developer phone's public entry, for its page.
export { DevPhone } from './dev-phone.js';
