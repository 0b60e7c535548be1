// Where to go after signing in: only same-site paths, so /login?returnTo= cannot be used as an open redirect.

/** '/x' passes; '//evil.example', '/\\evil.example', 'https://...' and empty values give undefined. */
export function safeReturnTo(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}
