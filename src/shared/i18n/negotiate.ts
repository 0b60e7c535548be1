// The first visit's guess (issue 17): the best of the browser's Accept-Language that we offer, else English.
// Pure, so the server (cookie-less requests, prerendered page choice) and tests share it.
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from './languages.js';

/** Three-letter codes (ISO 639-2/3) some systems send for the languages that also have a two-letter one. */
const ALIASES: Record<string, LanguageCode> = {
  zul: 'zu',
  xho: 'xh',
  afr: 'af',
  sot: 'st',
  tsn: 'tn',
  eng: 'en',
};

interface Range {
  /** Lower-cased primary subtag ('zu' of 'zu-ZA'), or '*'. */
  primary: string;
  q: number;
  /** Position in the header: equal q-values keep the browser's order. */
  index: number;
}

function parseRanges(header: string): Range[] {
  const ranges: Range[] = [];
  header.split(',').forEach((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
    if (!primary) return;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((s) => s.trim());
      if (key?.toLowerCase() !== 'q') continue;
      // RFC 9110: qvalue is 0 to 1 with up to three decimals; anything else makes the range unusable.
      q = value !== undefined && /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : -1;
    }
    if (q > 0) ranges.push({ primary, q, index });
  });
  return ranges.sort((a, b) => b.q - a.q || a.index - b.index);
}

/**
 * `zu-ZA,zu;q=0.9,en;q=0.8` -> 'zu'. Region subtags are ignored (our languages have one written form each),
 * q=0 means "not this one", '*' and unknown or missing headers fall back to English.
 */
export function negotiateLanguage(acceptLanguage: string | null | undefined): LanguageCode {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  for (const range of parseRanges(acceptLanguage)) {
    const code = ALIASES[range.primary] ?? range.primary;
    if (isLanguageCode(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}
