// The sealed column's cipher (decision 0352): AES-256-GCM that names its key, so keys rotate without losing a value,
// and refuses a tampered value, another row's value and an unknown key instead of answering garbage.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FieldCipherError, fieldKeyring, needsReseal, open, parseFieldKeys, seal } from './field-cipher.js';

const SECRET = 'test-secret-key-0123456789abcdef0123456789';
const key = () => randomBytes(32).toString('base64');

describe('field cipher', () => {
  it('seals with a fresh IV each time and opens only in the same context', () => {
    const ring = fieldKeyring(undefined, SECRET, 'bank-account-number');
    const a = seal(ring, '1234567890', 'payout_account:a');
    expect(a).not.toContain('1234567890');
    expect(seal(ring, '1234567890', 'payout_account:a')).not.toBe(a);
    expect(open(ring, a, 'payout_account:a')).toBe('1234567890');
    expect(() => open(ring, a, 'payout_account:b')).toThrow(FieldCipherError);
  });

  it('refuses a tampered value', () => {
    const ring = fieldKeyring(undefined, SECRET, 'bank-account-number');
    const sealed = seal(ring, '1234567890', 'ctx');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => open(ring, parts.join('.'), 'ctx')).toThrow(FieldCipherError);
  });

  it('rotates: the first configured key seals, old keys and the derived key still open, and old values need a reseal', () => {
    const derived = fieldKeyring(undefined, SECRET, 'bank-account-number');
    const fromDerived = seal(derived, '62001122334', 'ctx');
    const k1 = key();
    const one = fieldKeyring(`k1:${k1}`, SECRET, 'bank-account-number');
    const fromK1 = seal(one, '62001122334', 'ctx');
    expect(fromK1.split('.')[1]).toBe('k1');
    const two = fieldKeyring(`k2:${key()},k1:${k1}`, SECRET, 'bank-account-number');
    expect(two.currentId).toBe('k2');
    expect(open(two, fromK1, 'ctx')).toBe('62001122334');
    expect(open(two, fromDerived, 'ctx')).toBe('62001122334');
    expect(needsReseal(two, fromK1)).toBe(true);
    expect(needsReseal(two, seal(two, '62001122334', 'ctx'))).toBe(false);
    // A key dropped from the configuration no longer opens its values: it must be resealed first.
    const without = fieldKeyring(`k2:${key()}`, SECRET, 'bank-account-number');
    expect(() => open(without, fromK1, 'ctx')).toThrow(FieldCipherError);
  });

  it('checks the configured keys', () => {
    expect(() => parseFieldKeys('k1:c2hvcnQ=')).toThrow(/32 bytes/);
    expect(() => parseFieldKeys(`sk:${key()}`)).toThrow(/not 'sk'/);
    expect(() => parseFieldKeys(`bad id:${key()}`)).toThrow(/key id/);
    expect(parseFieldKeys(` a:${key()} , b:${key()} `).map((k) => k.id)).toEqual(['a', 'b']);
  });
});
