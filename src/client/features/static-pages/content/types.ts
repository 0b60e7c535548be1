// A legal page (privacy, terms) as data: its texts are catalogue messages (`msg`), so translators see the same
// entries as before and the page component only renders. A text's numbered tags (<0>, <1/>) stand for its `parts`,
// in order; {placeholders} are filled from the values the page passes.
import type { MessageDescriptor } from '@lingui/core';
import type { CONTACT } from '../static-page.js';

export type LegalPart =
  | { kind: 'strong' }
  | { kind: 'email'; address: keyof typeof CONTACT }
  /** A plain link, the same address in every language (an external site, the signed-in account page). */
  | { kind: 'anchor'; href: string }
  /** A link to another public page, in the reader's language. */
  | { kind: 'link'; href: string };

export interface LegalText {
  message: MessageDescriptor;
  parts?: LegalPart[];
}

export type LegalBlock = { paragraph: LegalText } | { list: LegalText[] };

export interface LegalSection {
  title: MessageDescriptor;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: MessageDescriptor;
  intro: MessageDescriptor;
  /** The page's English address, for the notice that the English text binds. */
  englishPath: string;
  sections: LegalSection[];
}
