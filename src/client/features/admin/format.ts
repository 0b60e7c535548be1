// Dates in the console, formatted for the reader's language (South African conventions, SA time); money is
// formatRand's (src/shared/constants.ts), as everywhere.
/** The language as South Africa writes it, else South African English (browsers lack some of the seven). */
const localeOf = (language: string) => [`${language}-ZA`, 'en-ZA'];

export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Johannesburg',
  }).format(new Date(iso));
}

/** A week's labels under a chart's column (its Monday): the day for a 320 px phone, '10 Mar', and the full date. */
export function weekLabels(
  isoDate: string,
  language: string,
): { narrow: string; short: string; long: string } {
  const at = new Date(`${isoDate}T12:00:00Z`);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: 'UTC' }).format(at);
  return {
    narrow: format({ day: 'numeric' }),
    short: format({ day: 'numeric', month: 'short' }),
    long: format({ day: 'numeric', month: 'long', year: 'numeric' }),
  };
}
