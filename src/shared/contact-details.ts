// Free text that others read (a job post, an application, a name in a text message) must not carry contact
// details: contact goes through the app, where the phone check, blocks and reports apply (issue 18). One check for
// all of them (issue 31: the job-post rule let "０８２１２３４５６７", "O82 I23 4567" and "evil·co·za" through while the
// name rule refused them): it reads the text as a person would, after foldForContactCheck, and the name rule
// (name-rule.ts) adds its stricter limits on top. Looser than names: a job description may hold ordinary numbers
// ("3 bedrooms", "R250", "2026-03-01", "08:00-16:00"), just not a phone number.

export type ContactDetailKind = 'web' | 'email' | 'phone';

/** Top-level domains people use here; a dotted host ending in one is a web address ("wa.me/…", "jobs.co.za"). */
const TLD =
  'com|net|org|info|biz|io|co|za|me|app|site|online|xyz|ly|link|shop|store|africa|joburg|capetown|durban|gl|to';

/** Cyrillic and Greek letters drawn like Latin ones (Unicode's confusables), folded to the Latin letter. */
const LOOK_ALIKE_LETTERS: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ӏ: 'l',
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  І: 'I',
  Ј: 'J',
  Ѕ: 'S',
  α: 'a',
  ο: 'o',
  ρ: 'p',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  τ: 't',
  υ: 'u',
  χ: 'x',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  ǀ: 'l',
};
const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKE_LETTERS).join('')}]`, 'gu');
/** Dots that are not "." after NFKC: middle dot, bullet, one-dot leader's kin, ideographic full stop. */
const DOT_LIKE = /[\u00B7\u2022\u2027\u2219\u22C5\u30FB\u3002\uFF65\u0387]/gu;
/** Invisible format characters (zero-width space and joiners, soft hyphen, BOM) split a number for the eye only. */
const INVISIBLE = /[\p{Cf}]/gu;
/** Digits of other scripts (Arabic-Indic, Devanagari, …) that NFKC leaves alone: any decimal digit is a digit. */
const OTHER_DIGITS = /(?![0-9])\p{Nd}/gu;

/**
 * The text as the contact check reads it: NFKC (full-width and styled letters and digits become plain ones),
 * look-alike letters folded to Latin, invisible characters dropped, dot-like marks made dots, and the spaces of a
 * spelled-out host closed up ("Evil . co . za", "evil dot co dot za", "name (at) mail"). Never shown to anyone.
 */
export function foldForContactCheck(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(LOOK_ALIKE, (ch) => LOOK_ALIKE_LETTERS[ch] ?? ch)
    .replace(OTHER_DIGITS, '0')
    .replace(DOT_LIKE, '.')
    .replace(new RegExp(`\\s*[([{]?\\bdot\\b[)\\]}]?\\s*(?=(?:${TLD})\\b)`, 'giu'), '.')
    .replace(/\s*[([{]\s*at\s*[)\]}]\s*/giu, '@')
    .replace(/\s+\.\s*/gu, '.')
    .replace(/\.\s+(?=(?:co|org|gov|ac|net|com|web|nom)\.za\b)/giu, '.')
    .replace(/\b(co|org|gov|ac|net|com|web|nom)\.\s+(?=za\b)/giu, '$1.');
}

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}/u;
/** A scheme, "www.", or a dotted host ending in a top-level domain of TLD. */
const WEB = new RegExp(`https?://|\\bwww\\.|[\\p{L}\\d-]+\\.(?:${TLD})\\b`, 'iu');
/** Nine or more digits with at most two spaces, dots, dashes or brackets between them: 082 123 4567, (011) 555-1234. */
const PHONE = /\+?\d(?:[\s.()-]{0,2}\d){8,}/u;
/**
 * A word of digits and letters drawn like digits ("O82", "I23", "l0"): read as digits. A letter standing alone
 * ("From 2026-03-01 I start") stays a letter, so ordinary sentences next to dates and amounts are not numbers.
 */
const DIGIT_WORD = /(?<![\p{L}\p{M}\d])(?=[OoIl|]*\d)[\dOoIl|]+(?![\p{L}\p{M}\d])/gu;
const AS_DIGIT: Record<string, string> = { O: '0', o: '0', I: '1', l: '1', '|': '1' };

function hasPhoneNumber(folded: string): boolean {
  return PHONE.test(
    folded.replace(DIGIT_WORD, (word) => word.replace(/[OoIl|]/g, (ch) => AS_DIGIT[ch] ?? ch)),
  );
}

/** The first kind of contact detail found in the text, or null. E-mail first: an address also looks like a host. */
export function findContactDetails(text: string): ContactDetailKind | null {
  return contactDetailsInFolded(foldForContactCheck(text));
}

/** findContactDetails on a text already through foldForContactCheck (the name rule folds once for all its checks). */
export function contactDetailsInFolded(folded: string): ContactDetailKind | null {
  if (EMAIL.test(folded)) return 'email';
  if (WEB.test(folded)) return 'web';
  if (hasPhoneNumber(folded)) return 'phone';
  return null;
}
