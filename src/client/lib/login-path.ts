// The spec's "send to /login with returnTo" link, apart from navigation.ts so prerendered pages can use it
// without the router's browser code.

export function loginPath(returnTo: string): string {
  return `/login?returnTo=${encodeURIComponent(returnTo)}`;
}
