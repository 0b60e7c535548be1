// Rules for free text that every form and route share.
import { sharedMessage } from './i18n/messages.js';

/** C0 controls except tab, line feed and carriage return, plus DEL: never meaningful in our text, and PostgreSQL
 * refuses NUL outright (a 500 before this rule). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this rule's purpose
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTERS_MESSAGE = sharedMessage(
  /*i18n*/ { id: 'validation.text.control-characters', message: 'Text may not contain control characters' },
);

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** The path ('a.b.0') of the first string in a JSON-like value that holds a control character, or null. */
export function findControlCharacters(value: unknown, at: string[] = []): string | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? at.join('.') : null;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacters(value[i], [...at, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (hasControlCharacters(key)) return [...at, key].join('.');
    const found = findControlCharacters(item, [...at, key]);
    if (found !== null) return found;
  }
  return null;
}
