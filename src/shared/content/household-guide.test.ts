import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholdersOf } from './fill-placeholders.js';
import {
  GUIDE_TRANSLATIONS,
  HOUSEHOLD_GUIDE,
  householdGuideValues,
  translatedGuide,
} from './household-guide.js';

function allTexts(): string[] {
  return [
    HOUSEHOLD_GUIDE.title,
    HOUSEHOLD_GUIDE.intro,
    HOUSEHOLD_GUIDE.disclaimer,
    ...HOUSEHOLD_GUIDE.sections.flatMap((s) => [s.title, ...s.paragraphs, ...s.points]),
  ];
}

describe('the household employer guide', () => {
  it('covers the minimum wage, UIF on uFiling, COIDA, leave and notice, each with a source', () => {
    const ids = HOUSEHOLD_GUIDE.sections.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(['minimum-wage', 'uif', 'coida', 'leave', 'notice']));
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of HOUSEHOLD_GUIDE.sections) expect(section.sources.length).toBeGreaterThan(0);
    expect(HOUSEHOLD_GUIDE.sections.find((s) => s.id === 'uif')?.points.join(' ')).toContain('uFiling');
  });

  it('has a value for every placeholder it uses', () => {
    const values = householdGuideValues('2026-03-01');
    for (const text of allTexts()) {
      for (const name of placeholdersOf(text)) expect(values, `${name} in "${text}"`).toHaveProperty(name);
    }
  });

  it('takes its figures from the pay rules in force on the day', () => {
    const paragraph = HOUSEHOLD_GUIDE.sections.find((s) => s.id === 'minimum-wage')?.paragraphs[0] ?? '';
    expect(fillPlaceholders(paragraph, householdGuideValues('2026-02-28'))).toContain(
      'R28.79 an hour from 2025-03-01',
    );
    expect(fillPlaceholders(paragraph, householdGuideValues('2026-03-01'))).toContain(
      'R30.23 an hour from 2026-03-01',
    );
    const uif = HOUSEHOLD_GUIDE.sections.find((s) => s.id === 'uif')?.paragraphs ?? [];
    const filled = uif.map((text) => fillPlaceholders(text, householdGuideValues('2026-03-01'))).join(' ');
    expect(filled).toContain('more than 24 hours a month');
    expect(filled).toContain('1% of her pay');
    expect(filled).toContain('R17,712 a month');
  });
});

describe('the guide’s translations', () => {
  const english = HOUSEHOLD_GUIDE;
  for (const [code, load] of Object.entries(GUIDE_TRANSLATIONS)) {
    it(`${code}: the same sections, paragraphs, points and placeholders as English, marked for review`, async () => {
      const translation = (await load()).default;
      expect(['machine-assisted', 'reviewed']).toContain(translation.reviewStatus);
      if (translation.reviewStatus === 'machine-assisted')
        expect(translation.reviewNotice.length).toBeGreaterThan(20);
      const guide = translatedGuide(translation);
      expect(guide.sections.map((s) => s.id)).toEqual(english.sections.map((s) => s.id));
      const pairs: [string, string][] = [
        [english.title, guide.title],
        [english.intro, guide.intro],
        [english.disclaimer, guide.disclaimer],
      ];
      english.sections.forEach((section, i) => {
        const translated = guide.sections[i]!;
        expect(translated.paragraphs, `${section.id} paragraphs`).toHaveLength(section.paragraphs.length);
        expect(translated.points, `${section.id} points`).toHaveLength(section.points.length);
        expect(translated.sources).toEqual(section.sources);
        pairs.push([section.title, translated.title]);
        for (const [j, p] of section.paragraphs.entries()) pairs.push([p, translated.paragraphs[j]!]);
        for (const [j, p] of section.points.entries()) pairs.push([p, translated.points[j]!]);
      });
      for (const [source, text] of pairs) {
        expect(text.trim().length, `empty translation of "${source}"`).toBeGreaterThan(0);
        expect(text, `untranslated: "${source}"`).not.toBe(source);
        expect(placeholdersOf(text).sort(), `placeholders of "${source}"`).toEqual(
          placeholdersOf(source).sort(),
        );
      }
    });
  }
});
