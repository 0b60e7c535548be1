import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './negotiate.js';

describe('negotiateLanguage', () => {
  it('picks the first offered language of a typical browser header', () => {
    expect(negotiateLanguage('zu-ZA,zu;q=0.9,en;q=0.8')).toBe('zu');
    expect(negotiateLanguage('af-ZA,af;q=0.9,en-ZA;q=0.8,en;q=0.7')).toBe('af');
    expect(negotiateLanguage('nso-ZA,nso;q=0.9')).toBe('nso');
  });

  it('falls back to English when nothing offered is asked for, or there is no header', () => {
    expect(negotiateLanguage('fr-FR,fr;q=0.9,de;q=0.5')).toBe('en');
    expect(negotiateLanguage('')).toBe('en');
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage(null)).toBe('en');
    expect(negotiateLanguage('*')).toBe('en');
    expect(negotiateLanguage(';;,,')).toBe('en');
  });

  it('orders by q-value, not by position', () => {
    expect(negotiateLanguage('en;q=0.5,xh;q=0.8,st;q=0.7')).toBe('xh');
    expect(negotiateLanguage('fr, tn;q=0.2, en;q=0.1')).toBe('tn');
    expect(negotiateLanguage('en-GB;q=0.9,st')).toBe('st');
  });

  it('keeps the header order between equal q-values', () => {
    expect(negotiateLanguage('tn;q=0.8,st;q=0.8')).toBe('tn');
    expect(negotiateLanguage('st,tn')).toBe('st');
  });

  it('treats q=0 as a refusal and ignores malformed q-values', () => {
    expect(negotiateLanguage('zu;q=0,xh;q=0.3')).toBe('xh');
    expect(negotiateLanguage('zu;q=0.000')).toBe('en');
    expect(negotiateLanguage('zu;q=abc,af;q=0.5')).toBe('af');
    expect(negotiateLanguage('zu;q=1.5,af;q=0.5')).toBe('af');
  });

  it('is case-insensitive, tolerates spaces and reads three-letter codes', () => {
    expect(negotiateLanguage(' ZU-za ; Q=0.9 ')).toBe('zu');
    expect(negotiateLanguage('xho')).toBe('xh');
    expect(negotiateLanguage('tsn-ZA;q=0.9,en;q=0.5')).toBe('tn');
  });
});
