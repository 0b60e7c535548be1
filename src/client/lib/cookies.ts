// The few cookies the phone writes for the server to read (the language, Data Saver): one way to read and write them.

/** The value of cookie `name`, or undefined. */
export function readCookie(name: string): string | undefined {
  return document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];
}

/** A first-party cookie for the whole site, kept `maxAgeSeconds`, Secure on https. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
  document.cookie = `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}
