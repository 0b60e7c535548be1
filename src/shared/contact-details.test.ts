// The contact-details rule of job posts, applications and text messages: phone numbers, web and e-mail addresses are
// found however they are dressed up (issue 31: full-width digits, O/I look-alikes, middle dots, spaced-out hosts);
// the ordinary numbers and words of a job description are not; and the name rule never lets through what it finds.
import { describe, expect, it } from 'vitest';
import { findContactDetails, foldForContactCheck } from './contact-details.js';
import { NAME_MESSAGES, nameProblem } from './name-rule.js';

describe('findContactDetails', () => {
  it.each([
    ['Call 082 123 4567', 'phone'],
    ['WhatsApp +27 82-123-4567 please', 'phone'],
    ['0821234567', 'phone'],
    ['(011) 555-1234 after 5', 'phone'],
    ['See www.example.com', 'web'],
    ['https://example.org/jobs', 'web'],
    ['message me on wa.me/27821234567', 'web'],
    ['jobs.co.za has the details', 'web'],
    ['Mail karen.smith@example.co.za', 'email'],
    // Issue 31: the disguises the name rule refused and this rule let through.
    ['Call ０８２１２３４５６７', 'phone'],
    ['Call O82 I23 4567', 'phone'],
    ['sms o82 l23 4567 today', 'phone'],
    ['0\u200B8\u200B2 123 4567', 'phone'],
    ['٠٨٢١٢٣٤٥٦٧', 'phone'],
    ['𝟎𝟖𝟐 𝟏𝟐𝟑 𝟒𝟓𝟔𝟕', 'phone'],
    ['see evil·co·za', 'web'],
    ['Evil . co . za', 'web'],
    ['evil. co. za for the rest', 'web'],
    ['evil dot co dot za', 'web'],
    ['ｗｗｗ．evil．com', 'web'],
    ['еvil.cо.zа', 'web'],
    ['karen (at) evil . co . za', 'email'],
    ['karen＠example．com', 'email'],
  ])('finds %s', (text, kind) => {
    expect(findContactDetails(text)).toBe(kind);
  });

  it.each([
    'A 3 bedroom house, 2 bathrooms and a garden of 500 m2',
    'R350 a day from 2026-12-01, 08:00 to 14:00',
    'Mr. Smith needs help. Thanks!',
    'Clean 12 windows and 4 doors; about 6.5 hours',
    // Ordinary text next to the look-alike letters, times, amounts and dates.
    'Work 08:00-16:00, Monday to Friday. I pay R250 a day, O and I are initials',
    'From 2026-03-01 I need help; 01.03.2026 I start',
    'I offer R1500 a week. Oil the door, Ollie. Io and Ol are names.',
    'Shifts 07:00-12:00 and 13:00-17:00 on 2026-04-01',
    'Pay R250.00 + R50 transport. Call me? No: apply here.',
    'Garden work. Come early. To do: weeding. Info below',
    'Two rooms · one garden · R300',
    '10 l of paint, 2 x 5 l tins, 500 ml bottles',
  ])('passes %s', (text) => {
    expect(findContactDetails(text)).toBeNull();
  });

  it('reads full-width, look-alike and middle-dot text as the plain text a person sees', () => {
    expect(foldForContactCheck('０８２ ｗｗｗ．evil·co·za Еvil')).toBe('082 www.evil.co.za Evil');
  });
});

/** A small seeded generator, so the generated table is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const DISGUISES: [string, (digits: string) => string][] = [
  ['plain', (d) => d],
  ['full-width', (d) => [...d].map((c) => String.fromCodePoint(0xff10 + Number(c))).join('')],
  ['O and I', (d) => d.replaceAll('0', 'O').replaceAll('1', 'I')],
  ['lower o and l', (d) => d.replaceAll('0', 'o').replaceAll('1', 'l')],
  ['spaced in threes', (d) => d.replace(/(\d{3})(\d{3})(\d{4})/, '$1 $2 $3')],
  ['dotted', (d) => d.replace(/(\d{3})(\d{3})(\d{4})/, '$1.$2.$3')],
  ['zero-width', (d) => [...d].join('\u200B')],
  ['Arabic-Indic', (d) => [...d].map((c) => String.fromCodePoint(0x0660 + Number(c))).join('')],
  ['bold maths', (d) => [...d].map((c) => String.fromCodePoint(0x1d7ce + Number(c))).join('')],
];

describe('generated disguises: the job-post rule and the name rule agree', () => {
  const random = seeded(31);
  const numbers = Array.from({ length: 25 }, () => {
    const rest = Array.from({ length: 8 }, () => Math.floor(random() * 10)).join('');
    return `0${6 + Math.floor(random() * 3)}${rest}`;
  });
  for (const [name, disguise] of DISGUISES) {
    it(`finds every number ${name}, in a job post and in a name`, () => {
      for (const number of numbers) {
        const shown = disguise(number);
        expect(findContactDetails(`Please call ${shown} after work`), shown).toBe('phone');
        expect(nameProblem(`Thandi ${shown}`), shown).toBe(NAME_MESSAGES.digits);
      }
    });
  }

  it('refuses as a name every text the job-post rule refuses', () => {
    const texts = [
      ...numbers.flatMap((n) => DISGUISES.map(([, disguise]) => disguise(n))),
      'evil·co·za',
      'Evil . co . za',
      'evil dot co dot za',
      'karen (at) evil . co . za',
      'ｗｗｗ．evil．com',
    ];
    for (const text of texts) {
      expect(findContactDetails(text), text).not.toBeNull();
      expect(nameProblem(text), text).not.toBeNull();
    }
  });

  it('keeps ordinary names', () => {
    for (const name of ['Thandiwe Ngcobo', "Mary-Jane O'Neil", 'J. du Plessis', 'Olivia Ilunga', 'Io Li']) {
      expect(nameProblem(name), name).toBeNull();
    }
  });
});
