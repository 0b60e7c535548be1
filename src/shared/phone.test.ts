import { describe, expect, it } from 'vitest';
import { formatLocalPhone, toE164 } from './phone.js';

describe('formatLocalPhone', () => {
  it('writes an E.164 South African number the local way', () => {
    expect(formatLocalPhone('+27847876561')).toBe('084 787 6561');
    expect(formatLocalPhone('+27820000001')).toBe('082 000 0001');
  });

  it('spaces a local number too, and leaves anything else as it is', () => {
    expect(formatLocalPhone('0847876561')).toBe('084 787 6561');
    expect(formatLocalPhone('+4420700000')).toBe('+4420700000');
  });

  it('round-trips with toE164', () => {
    expect(toE164(formatLocalPhone('+27847876561'))).toBe('+27847876561');
  });
});
