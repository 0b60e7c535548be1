// Rules for free text that every form and route share.
import { sharedMessage } from './i18n/messages.js';

/** C0 controls except tab, line feed and carriage return, plus DEL: never meaningful in our text, and PostgreSQL
 * refuses NUL outright (a 500 before this rule). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this rule's purpose
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTERS_MESSAGE = sharedMessage(
  /*i18n*/ { id: 'validation.text.control-characters', message: 'Text may not contain control characters' },
);

function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** The path ('a.b.0') of the first string in a JSON-like value that holds a control character, or null. */
export function findControlCharacters(value: unknown): string | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? '' : null;
  if (!isWalkable(value)) return null;
  // Without recursion: a request may nest thousands of levels, and a recursive walk overflowed the stack (a 500,
  // issue 31). The stack holds what is still to visit, next on top; a path is built only for a hit.
  const stack: Visit[] = [];
  pushChildren(stack, value, null);
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    if (visit.isKey && hasControlCharacters(visit.key)) return pathOf(visit);
    const child = visit.value;
    if (typeof child === 'string') {
      if (hasControlCharacters(child)) return pathOf(visit);
    } else if (isWalkable(child)) {
      pushChildren(stack, child, visit);
    }
  }
  return null;
}

interface Visit {
  key: string;
  /** An object's key, itself checked; an array's index is not text the client chose. */
  isKey: boolean;
  value: unknown;
  parent: Visit | null;
}

function isWalkable(value: unknown): value is object {
  return value !== null && typeof value === 'object' && !ArrayBuffer.isView(value);
}

/** Children in reverse, so the first is visited first (the path reported is the first hit in document order). */
function pushChildren(stack: Visit[], value: object, parent: Visit | null): void {
  if (Array.isArray(value)) {
    for (let i = value.length - 1; i >= 0; i--) {
      stack.push({ key: String(i), isKey: false, value: value[i], parent });
    }
    return;
  }
  const keys = Object.keys(value);
  for (let i = keys.length - 1; i >= 0; i--) {
    const key = keys[i] as string;
    stack.push({ key, isKey: true, value: (value as Record<string, unknown>)[key], parent });
  }
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let v: Visit | null = visit; v; v = v.parent) keys.push(v.key);
  return keys.reverse().join('.');
}
