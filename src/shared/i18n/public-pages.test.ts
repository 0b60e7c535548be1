import { describe, expect, it } from 'vitest';
import { languagePath, splitLanguagePrefix } from './public-pages.js';

describe('splitLanguagePrefix', () => {
  it('takes a language prefix off a path', () => {
    expect(splitLanguagePrefix('/zu/about')).toEqual({ language: 'zu', path: '/about' });
    expect(splitLanguagePrefix('/nso/')).toEqual({ language: 'nso', path: '/' });
    expect(splitLanguagePrefix('/tn')).toEqual({ language: 'tn', path: '/' });
  });

  it('reads /en/ as the explicit English address', () => {
    expect(splitLanguagePrefix('/en/terms')).toEqual({ language: 'en', path: '/terms' });
  });

  it('leaves paths without a known prefix alone', () => {
    expect(splitLanguagePrefix('/about')).toEqual({ language: null, path: '/about' });
    expect(splitLanguagePrefix('/fr/about')).toEqual({ language: null, path: '/fr/about' });
    expect(splitLanguagePrefix('/find-workers')).toEqual({ language: null, path: '/find-workers' });
  });
});

describe('languagePath', () => {
  it('prefixes public pages, keeping a hash or query', () => {
    expect(languagePath('/', 'xh')).toBe('/xh/');
    expect(languagePath('/about', 'af')).toBe('/af/about');
    expect(languagePath('/#pricing', 'st')).toBe('/st/#pricing');
  });

  it('leaves English and the app pages unprefixed', () => {
    expect(languagePath('/about', 'en')).toBe('/about');
    expect(languagePath('/find-workers', 'zu')).toBe('/find-workers');
    expect(languagePath('/login?returnTo=%2F', 'zu')).toBe('/login?returnTo=%2F');
  });
});
