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
export function findControlCharacters(value: unknown): string | null {
  const path = controlCharacterPath(value);
  return path === null ? null : path.reverse().join('.');
}

/**
 * The same path, innermost key first: every request's body, query and params pass through here, so a path is built
 * only for a hit, not copied at every key on the way down.
 */
function controlCharacterPath(value: unknown): string[] | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? [] : null;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = controlCharacterPath(value[i]);
      if (found !== null) {
        found.push(String(i));
        return found;
      }
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    if (hasControlCharacters(key)) return [key];
    const found = controlCharacterPath((value as Record<string, unknown>)[key]);
    if (found !== null) {
      found.push(key);
      return found;
    }
  }
  return null;
}
