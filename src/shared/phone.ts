// South African phone numbers: the spec's format rule, and the E.164 form the server stores.

/** The spec's rule: '0' or '+27' followed by exactly 9 digits. */
const SA_PHONE_PATTERN = /^(\+27|0)\d{9}$/;

/** Strips the spacing and punctuation people type, so '082 123 4567' and '+27 (82) 123-4567' compare equal. */
function compactPhone(input: string): string {
  return input.trim().replace(/[\s\-().]/g, '');
}

export function isValidSaPhone(input: string): boolean {
  return SA_PHONE_PATTERN.test(compactPhone(input));
}

/** '0821234567' or '+27821234567' (any spacing) -> '+27821234567'; null when it is not a South African number. */
export function toE164(input: string): string | null {
  const compact = compactPhone(input);
  if (!SA_PHONE_PATTERN.test(compact)) return null;
  return compact.startsWith('0') ? `+27${compact.slice(1)}` : compact;
}

/**
 * Codes cost money to send and only reach mobiles: 06x, 07x and 081-085 (080 toll-free, 086 shared-cost and
 * 087 VoIP cannot receive them).
 */
export function isSaMobile(e164: string): boolean {
  return /^\+27(6\d|7\d|8[1-5])\d{7}$/.test(e164);
}

/** '+27821234567' -> '082 123 4567', the way South Africans write it. */
export function formatLocalPhone(e164: string): string {
  const local = e164.startsWith('+27') ? `0${e164.slice(3)}` : e164;
  return local.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1 $2 $3');
}
