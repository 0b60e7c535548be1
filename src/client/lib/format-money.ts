// Money in the reader's language (issue 17, decision 0187). English keeps the spec's format ('R10', 'R1,990',
// 'R165.83', formatRand); Afrikaans takes Intl's af-ZA ('R 1 990', 'R 165,83'), which Node (the prerender) and
// every browser know (their spaces made alike below). The browsers carry no number data for isiZulu, isiXhosa, Sepedi, Sesotho and
// Setswana (Chromium falls back to 'ZAR 1,990.00'), and South Africa writes rand amounts in these languages the
// way it does in English, so they keep the spec's format too.
import { useLingui } from '@lingui/react';
import { formatRand } from '../../shared/constants.js';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../shared/i18n/languages.js';

const INTL_MONEY: Partial<Record<LanguageCode, string>> = { af: 'af-ZA' };

/** One NumberFormat per locale and number of decimals, made on first use: making one costs far more than using it. */
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}/${digits}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'ZAR',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

export function formatMoney(
  cents: number,
  language: LanguageCode,
  opts: { decimals?: boolean } = {},
): string {
  const locale = INTL_MONEY[language];
  if (!locale) return formatRand(cents, opts);
  const decimals = opts.decimals ?? !Number.isInteger(cents / 100);
  const digits = decimals ? 2 : 0;
  const formatted = moneyFormat(locale, digits).format(cents / 100);
  // ICU versions differ in the space they put after R and between thousands (Node's narrow no-break space,
  // Chromium's no-break space): one fixed character, or a prerendered page would not hydrate.
  return formatted.replace(/\s/g, '\u00a0');
}

/** formatMoney in the language the page shows (re-renders with it). */
export function useFormatMoney(): (cents: number, opts?: { decimals?: boolean }) => string {
  const { i18n: active } = useLingui();
  const language = (active.locale || DEFAULT_LANGUAGE) as LanguageCode;
  return (cents, opts) => formatMoney(cents, language, opts);
}
