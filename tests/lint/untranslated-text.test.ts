// The pseudo-locale journey's judge (tests/support/untranslated-text.ts): what it takes for an untranslated text
// and what it leaves alone, since a wrong judge would pass a page in English or fail one on people's own words.
import { describe, expect, it } from 'vitest';
import { englishDictionary, messagePieces, untranslated } from '../support/untranslated-text.js';

describe('messagePieces', () => {
  it('keeps the words between placeholders, tags and plural syntax', () => {
    expect(messagePieces('Hi {name}, <0>sign in</0> to hire')).toEqual(['Hi', 'sign in', 'to hire']);
    expect(messagePieces('{0, plural, one {# hour a day} other {# hours a day}}')).toEqual([
      'hour a day',
      'hours a day',
    ]);
  });
});

describe('untranslated', () => {
  const dictionary = englishDictionary();

  it('finds a catalogue text shown in English, whole or inside a longer text', () => {
    expect(untranslated(['Upgrade Tier'], dictionary)).toEqual(['"Upgrade Tier"']);
    expect(untranslated(['Accept'], dictionary)).toEqual(['"Accept"']);
    expect(
      untranslated(['Find trusted local workers, or get found by employers near you'], dictionary),
    ).toHaveLength(1);
  });

  it('leaves accented (translated) text, people’s own words and names alike in every language alone', () => {
    expect(untranslated(['Ûƥĝŕàďé Ţîéŕ'], dictionary)).toEqual([]);
    expect(untranslated(['House cleaning, two days a week'], dictionary)).toEqual([]);
    expect(untranslated(['Thandi Mokoena', 'Soweto', 'Work Local', 'WhatsApp'], dictionary)).toEqual([]);
  });
});
