// The one 'bytes=' range a voice note is served with (RFC 9110), as Safari and Chrome ask for it.
import { describe, expect, it } from 'vitest';
import { parseRange } from './serve.js';

describe('parseRange', () => {
  it('answers the range asked for, clipped to the file, or the whole file for forms it need not honour', () => {
    expect(parseRange(undefined, 100)).toBe('whole');
    expect(parseRange('bytes=0-1', 100)).toEqual([0, 1]);
    expect(parseRange('bytes=10-', 100)).toEqual([10, 99]);
    expect(parseRange('bytes=90-500', 100)).toEqual([90, 99]);
    expect(parseRange('bytes=-20', 100)).toEqual([80, 99]);
    expect(parseRange('bytes=-500', 100)).toEqual([0, 99]);
    expect(parseRange('bytes=0-1,5-9', 100)).toBe('whole');
    expect(parseRange('items=0-1', 100)).toBe('whole');
  });

  it('refuses a range past the end or backwards (416)', () => {
    expect(parseRange('bytes=100-', 100)).toBeNull();
    expect(parseRange('bytes=50-10', 100)).toBeNull();
    expect(parseRange('bytes=-0', 100)).toBeNull();
  });
});
