// Client-side navigation helpers around wouter, plus the spec's "send to /login with returnTo" rule.
import { navigate } from 'wouter/use-browser-location';

export { loginPath } from './login-path.js';
export { navigate };

/** Full page load (Sign Out does a full redirect to /). */
export function hardRedirect(path: string): void {
  window.location.assign(path);
}
