import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to.js';

describe('safeReturnTo', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeReturnTo('/register-worker')).toBe('/register-worker');
    expect(safeReturnTo('/worker/abc?tab=reviews')).toBe('/worker/abc?tab=reviews');
  });

  it('drops anything that could leave the site, and empty values', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/x',
      'javascript:alert(1)',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnTo(value)).toBeUndefined();
    }
  });
});
