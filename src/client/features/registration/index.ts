// The worker registration feature's public face.
export { RegistrationWizard } from './registration-wizard.js';
