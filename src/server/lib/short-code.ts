// An id in short form for text messages ('A7'): the shortest prefix of its hex digits, at least two, that no other
// id of the same list starts with (hire requests a worker may answer, jobs she may apply to). Typed back ('1 A7',
// 'APPLY 4F'), it is matched by prefix, so an old message's code still works while it is unique, and a clash gets
// a menu with longer codes.
const MIN_LENGTH = 2;

const hex = (id: string) => id.replace(/-/g, '').toUpperCase();

export function shortCode(id: string, among: readonly string[]): string {
  const own = hex(id);
  const others = among.map(hex).filter((other) => other !== own);
  for (let length = MIN_LENGTH; length < own.length; length++) {
    const prefix = own.slice(0, length);
    if (!others.some((other) => other.startsWith(prefix))) return prefix;
  }
  return own;
}

/**
 * A typed code as hex digits: upper case, with the letters people confuse with digits read as those digits
 * (O for 0, I and L for 1, S for 5); null when it cannot be a code.
 */
export function normaliseShortCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1').replace(/S/g, '5');
  return /^[0-9A-F]{2,32}$/.test(code) ? code : null;
}

export function matchesShortCode(id: string, code: string): boolean {
  return hex(id).startsWith(code);
}
