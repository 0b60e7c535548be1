// The landing page's public face.
export { LandingPage } from './landing-page.js';
