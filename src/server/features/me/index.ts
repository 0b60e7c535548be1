// The me feature's public face for other features: saving a person's language (a reply can change it too).
export { saveLanguage } from './service.js';
