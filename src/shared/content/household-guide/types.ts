// A translation of the household employer guide: the same sections, paragraphs and points in the same order, the
// same {placeholders}; the sources stay as English names of laws and bodies.

export type GuideSectionId = 'employer' | 'minimum-wage' | 'paperwork' | 'uif' | 'coida' | 'leave' | 'notice';

export interface GuideSectionTranslation {
  title: string;
  paragraphs: string[];
  points: string[];
}

export interface HouseholdGuideTranslation {
  /** docs/i18n/README.md: 'machine-assisted' until a fluent speaker has reviewed every text. */
  reviewStatus: 'machine-assisted' | 'reviewed';
  /** The notice shown above a guide that is not yet reviewed, in the language itself. */
  reviewNotice: string;
  title: string;
  intro: string;
  disclaimer: string;
  sections: Record<GuideSectionId, GuideSectionTranslation>;
}
