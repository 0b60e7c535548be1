import { describe, expect, it } from 'vitest';
import { findControlCharacters } from './text.js';

/** `levels` objects inside one another ({a: {a: ... leaf}}), built without recursion. */
function nested(levels: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

describe('findControlCharacters', () => {
  it('names the path of the first string holding a control character', () => {
    expect(findControlCharacters({ name: 'Thandi', tags: ['ok', 'bad\u0000'] })).toBe('tags.1');
    expect(findControlCharacters({ 'key\u0007': 'x' })).toBe('key\u0007');
    expect(findControlCharacters({ text: 'line\nbreak\ttab' })).toBeNull();
    expect(findControlCharacters('plain\u0001')).toBe('');
  });

  // Issue 31 item 2: a recursive walk overflowed the stack at 10,000 levels (a 500 for every route).
  it('walks 100,000 levels without recursion', () => {
    expect(findControlCharacters(nested(100_000, 'fine'))).toBeNull();
    const path = findControlCharacters(nested(100_000, 'bad\u0000'));
    expect(path?.split('.')).toHaveLength(100_000);
  });
});
