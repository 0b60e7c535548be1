// Client-side navigation helpers around wouter, plus the spec's "send to /login with returnTo" rule.
import { navigate } from 'wouter/use-browser-location';

export { navigate };

export function loginPath(returnTo: string): string {
  return `/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/** Full page load (Sign Out does a full redirect to /). */
export function hardRedirect(path: string): void {
  window.location.assign(path);
}
