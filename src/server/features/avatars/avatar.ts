// Initials avatars for the demo and for workers without a photo: a tiny SVG drawn locally, no network.

/** Dark backgrounds that all give white text a contrast ratio above 7:1. */
export const AVATAR_COLOURS = [
  '#166534',
  '#1e40af',
  '#9d174d',
  '#6b21a8',
  '#92400e',
  '#155e75',
  '#991b1b',
  '#3f3f46',
] as const;

/** One to three letters (any script, so 'ŞÖ' or 'ÉM' work); nothing else can reach the SVG. */
export const INITIALS_PATTERN = /^\p{L}{1,3}$/u;

/** The avatar's colour when the URL names none: stable for the same initials. */
export function colourIndexFor(initials: string): number {
  let hash = 0;
  for (const ch of initials) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return hash % AVATAR_COLOURS.length;
}

export function renderAvatarSvg(initials: string, colourIndex: number): string {
  if (!INITIALS_PATTERN.test(initials)) throw new Error('invalid initials');
  const colour = AVATAR_COLOURS[colourIndex] ?? AVATAR_COLOURS[0];
  // Letters upper-case to letters (and combining marks), never to markup, so the text needs no escaping.
  const text = initials.toLocaleUpperCase('en-ZA');
  const size = [...initials].length === 3 ? 38 : 44;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img">' +
    `<rect width="128" height="128" fill="${colour}"/>` +
    `<text x="64" y="64" dy="0.35em" text-anchor="middle" fill="#ffffff" font-family="system-ui,Segoe UI,Roboto,Arial,sans-serif" font-size="${size}" font-weight="600">${text}</text>` +
    '</svg>'
  );
}
