// Finding untranslated text on a page shown in the pseudo-locale (decision 0182). With the pseudo catalogues every
// catalogue text is accented ("Ŝéàŕćĥ"), so English words of the catalogues that still show as plain English came
// from somewhere else: a text written into a component, a catalogue the page forgot to load, an English message
// from the server. The English catalogue is the dictionary: a page's own data (names, places, reviews) is not in it,
// so it is not taken for an untranslated text.
import type { Page } from '@playwright/test';
import { readCatalogue } from '../../src/server/platform/i18n/po-catalogue.js';

/** Names that are the same in every language (docs/i18n/glossary.md) and may show as they are. */
const SAME_IN_EVERY_LANGUAGE = ['Work Local', 'WhatsApp', 'Namola', 'Paystack', 'UIF', 'COIDA', 'SMS'];

export interface EnglishDictionary {
  /** Pieces of two or more words, found anywhere in a text. */
  phrases: string[];
  /** One-word texts (buttons, headings), found only as a whole text. */
  words: Set<string>;
  /** The same pieces as `phrases`, for a text that is all one piece. */
  wholeTexts: Set<string>;
}

const LETTERS = /[A-Za-z]/;

/** The plain-text pieces of an ICU message: what is between its placeholders, tags and plural syntax. */
export function messagePieces(message: string): string[] {
  return message
    .replace(/<\/?\d+\/?>/g, '\n')
    .replace(/\{[^{}]*,\s*(plural|select|selectordinal)\s*,/g, '\n')
    .replace(/\b(zero|one|two|few|many|other|=\d+)\s*\{/g, '\n')
    .replace(/\{[\w\s,]*\}/g, '\n')
    .split(/[{}#\n]/)
    .map((piece) => piece.replace(/^[\s.,:;!?·()'"-]+|[\s.,:;!?·()'"-]+$/g, ''))
    .filter((piece) => LETTERS.test(piece));
}

export function englishDictionary(): EnglishDictionary {
  const english = readCatalogue('en');
  const phrases = new Set<string>();
  const words = new Set<string>();
  for (const entry of Object.values(english.entries)) {
    const text = entry.source ?? entry.translation;
    for (const piece of messagePieces(text)) {
      if (SAME_IN_EVERY_LANGUAGE.some((name) => piece === name || piece.replace(name, '').trim() === ''))
        continue;
      const wordCount = piece.split(/\s+/).length;
      if (wordCount >= 2 && piece.length >= 8) phrases.add(piece);
      else if (wordCount === 1 && piece.length >= 4 && /^[A-Z]/.test(piece)) words.add(piece);
    }
  }
  return { phrases: [...phrases].sort((a, b) => b.length - a.length), words, wholeTexts: phrases };
}

/**
 * The visible texts and labels of the page (text nodes of shown elements, aria-label, placeholder, title, alt),
 * skipping what is marked as English on purpose (`lang="en"` inside a page in another language: the binding English
 * of a legal text), content marked `translate="no"`, and what screen readers and eyes never get.
 */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const deliberatelyEnglish = (el: Element) => {
      const marked = el.closest('[lang]');
      // translate="no": content kept as it is (a message as it was sent), not a text of the page.
      if (el.closest('[translate="no"]')) return true;
      return marked !== null && marked !== root && marked.getAttribute('lang') === 'en';
    };
    const shown = (el: Element) =>
      !el.closest('script, style, noscript, template, [hidden], [aria-hidden="true"]') &&
      (el as HTMLElement).checkVisibility?.({ checkOpacity: false, checkVisibilityCSS: true }) !== false;
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (!parent || !text || deliberatelyEnglish(parent)) continue;
      if (shown(parent) || parent.closest('.sr-only')) texts.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (deliberatelyEnglish(el) || el.closest('[aria-hidden="true"]')) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  });
}

/**
 * The English catalogue texts among the page's texts. A text counts when all of it is one catalogue piece, or when
 * it holds a piece of four words or more: shorter pieces ("days a week") turn up inside people's own words (a job
 * titled "House cleaning, two days a week"), which are no text of ours.
 */
export function untranslated(texts: readonly string[], dictionary: EnglishDictionary): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    const whole = text.replace(/^[\s.,:;!?·()'"-]+|[\s.,:;!?·()'"-]+$/g, '');
    if (dictionary.words.has(whole) || dictionary.wholeTexts.has(whole)) {
      found.add(`"${text}"`);
      continue;
    }
    const phrase = dictionary.phrases.find((p) => p.split(/\s+/).length >= 4 && containsPhrase(text, p));
    if (phrase) found.add(`"${phrase}" in "${text.slice(0, 120)}"`);
  }
  return [...found];
}

function containsPhrase(text: string, phrase: string): boolean {
  const at = text.indexOf(phrase);
  if (at < 0) return false;
  // Whole words only: "Hire now" is not in "Hire nowhere".
  const before = text[at - 1];
  const after = text[at + phrase.length];
  return !(before && /[A-Za-z]/.test(before)) && !(after && /[A-Za-z]/.test(after));
}
