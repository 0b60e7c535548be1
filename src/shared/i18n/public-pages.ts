// Public pages exist once per language under a path prefix (/zu/about; English has none, decision 0186). These
// helpers strip the prefix for the route table and add the active language's prefix to links to public pages, so
// a visitor reading isiZulu stays on isiZulu pages and a reload or a shared link shows the same language.
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODES, type LanguageCode } from './languages.js';

/** The prerendered public pages: each has a copy per language under /<code>/ (src/client/prerender.tsx). */
const PUBLIC_PATHS = [
  '/',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/success-stories',
  '/safety',
  '/household-guide',
] as const;

export function isPublicPath(path: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(path);
}

/**
 * '/zu/about' -> zu and '/about'; '/zu' and '/zu/' -> zu and '/'; a path without a prefix has no language.
 * English pages have no prefix of their own, but '/en/terms' names the English page explicitly (the legal pages
 * link to it: an unprefixed address answers in the visitor's language).
 */
export function splitLanguagePrefix(pathname: string): { language: LanguageCode | null; path: string } {
  const match = /^\/([a-z]{2,3})(\/.*)?$/.exec(pathname);
  const code = match?.[1];
  if (!match || !isLanguageCode(code)) return { language: null, path: pathname };
  const rest = match[2] ?? '/';
  return { language: code, path: rest };
}

/** '/en/about': the explicit address of an English public page. */
export function englishPath(path: string): string {
  return `/${DEFAULT_LANGUAGE}${path}`;
}

/** The address of a public page in `language` ('/about#team' -> '/zu/about#team'); other paths stay as they are. */
export function languagePath(href: string, language: LanguageCode): string {
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const tail = cut === -1 ? '' : href.slice(cut);
  if (language === DEFAULT_LANGUAGE || !isPublicPath(path)) return href;
  return `/${language}${path === '/' ? '/' : path}${tail}`;
}

/**
 * Stands for the site's origin in the prerendered pages' links (hreflang alternates and canonical need absolute
 * addresses); the server puts its PUBLIC_URL in when it loads the pages, the build does not know it.
 */
export const ORIGIN_PLACEHOLDER = '%WL_ORIGIN%';

/** The <link> tags naming a public page's copy in every language, English as the default (x-default). */
export function alternateLinks(path: string, language: LanguageCode, origin = ORIGIN_PLACEHOLDER): string {
  const links = LANGUAGE_CODES.map(
    (code) => `<link rel="alternate" hreflang="${code}" href="${origin}${languagePath(path, code)}">`,
  );
  links.push(`<link rel="alternate" hreflang="x-default" href="${origin}${path}">`);
  links.unshift(`<link rel="canonical" href="${origin}${languagePath(path, language)}">`);
  return links.join('');
}
