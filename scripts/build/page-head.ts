// The <head> of a prerendered public page in its language (decision 0186): <html lang>, the translated title and
// description, and the canonical and hreflang links to the page's copies in every language.

import { DEFAULT_LANGUAGE, type LanguageCode } from '../../src/shared/i18n/languages.js';
import { alternateLinks } from '../../src/shared/i18n/public-pages.js';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function pageHead(
  template: string,
  page: { language: LanguageCode; title: string; description: string; route: string | null },
): string {
  let html = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
    );
  // English keeps the template's en-ZA; the others name their language.
  if (page.language !== DEFAULT_LANGUAGE)
    html = html.replace(/<html lang="[^"]*">/, `<html lang="${page.language}">`);
  // A not-found page has no address of its own to name.
  if (page.route) html = html.replace('</head>', `${alternateLinks(page.route, page.language)}</head>`);
  return html;
}
