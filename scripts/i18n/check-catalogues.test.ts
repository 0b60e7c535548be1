import { describe, expect, it } from 'vitest';
import {
  type Catalogue,
  type CatalogueEntry,
  parseCatalogue,
  readCatalogue,
} from '../../src/server/platform/i18n/index.js';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/shared/i18n/languages.js';
import { findCatalogueProblems } from './check-catalogues.js';

const PRICE = 'Getting started costs just {amount} for workers.';
const COUNT = '{n, plural, one {# worker near you} other {# workers near you}}';

function catalogue(code: LanguageCode, status: string | null, entries: Record<string, string>): Catalogue {
  const all: Record<string, CatalogueEntry> = {};
  for (const [id, translation] of Object.entries(entries)) all[id] = { translation, obsolete: false };
  return { code, headers: status ? { 'X-Review-Status': status } : {}, entries: all };
}

const english = () => catalogue('en', 'source', { price: PRICE, count: COUNT });

describe('findCatalogueProblems', () => {
  it('accepts complete, valid catalogues', () => {
    const zu = catalogue('zu', 'machine-assisted', {
      price: 'Ukuqala kubiza u-{amount} kuphela kubasebenzi.',
      count: '{n, plural, one {isisebenzi esi-# eduze nawe} other {izisebenzi ezi-# eduze nawe}}',
    });
    expect(findCatalogueProblems([english(), zu])).toEqual([]);
  });

  it('fails a catalogue that misses a text English has, or leaves it empty', () => {
    const af = catalogue('af', 'reviewed', { price: '' });
    expect(findCatalogueProblems([english(), af])).toEqual([
      { code: 'af', id: 'price', problem: 'not translated' },
      { code: 'af', id: 'count', problem: 'not translated' },
    ]);
  });

  it('fails invalid ICU and values that differ from English', () => {
    const xh = catalogue('xh', 'machine-assisted', {
      price: 'Ukuqalisa kuxabisa {imali} kuphela.',
      count: '{n, plural, one {# umsebenzi}',
    });
    const problems = findCatalogueProblems([english(), xh]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toEqual({
      code: 'xh',
      id: 'price',
      problem: 'uses values {imali} where English uses {amount}',
    });
    expect(problems[1]?.id).toBe('count');
    expect(problems[1]?.problem).toMatch(/^invalid ICU/);
  });

  it("fails an apostrophe that hides a value (ICU quoting), in English or a translation; '' is fine", () => {
    const en = catalogue('en', 'source', {
      price: 'Registration costs only {amount} for workers.',
      count: "No places match '{n}'",
    });
    const af = catalogue('af', 'machine-assisted', {
      price: "Registrasie kos net ''{amount}'' vir werkers.",
      count: "Geen plekke pas by '{n}' nie",
    });
    expect(findCatalogueProblems([en, af])).toEqual([
      {
        code: 'en',
        id: 'count',
        problem: "an apostrophe before a brace hides the value: write '' for an apostrophe",
      },
      {
        code: 'af',
        id: 'count',
        problem: "an apostrophe before a brace hides the value: write '' for an apostrophe",
      },
    ]);
  });

  it('fails a text two catalogue files of a language translate differently', () => {
    const zu = catalogue('zu', 'machine-assisted', {
      price: 'Ukuqala kubiza u-{amount} kuphela kubasebenzi.',
      count: '{n, plural, one {isisebenzi esi-# eduze nawe} other {izisebenzi ezi-# eduze nawe}}',
    });
    zu.conflicts = [{ id: 'price', files: ['app.po', 'shell.po'] }];
    expect(findCatalogueProblems([english(), zu])).toEqual([
      {
        code: 'zu',
        id: 'price',
        problem: 'translated differently in app.po and shell.po: one text needs one translation',
      },
    ]);
  });

  it('requires each catalogue to state its review status', () => {
    const tn = catalogue('tn', null, { price: 'Go simolola go ja {amount} fela.', count: COUNT });
    const st = catalogue('st', 'source', { price: 'Ho qala ho bitsa {amount} feela.', count: COUNT });
    expect(
      findCatalogueProblems([catalogue('en', null, { price: PRICE, count: COUNT }), tn, st]).map(
        (p) => p.problem,
      ),
    ).toEqual([
      'header X-Review-Status must be one of: source (is: missing)',
      'header X-Review-Status must be one of: machine-assisted, reviewed (is: missing)',
      'header X-Review-Status must be one of: machine-assisted, reviewed (is: source)',
    ]);
  });

  it('flags a text English no longer has', () => {
    const nso = catalogue('nso', 'machine-assisted', {
      price: 'Go thoma go bitša {amount} fela.',
      count: COUNT,
    });
    nso.entries.gone = { translation: 'Ga e sa le gona', obsolete: false };
    expect(findCatalogueProblems([english(), nso])).toEqual([
      { code: 'nso', id: 'gone', problem: 'not in the English catalogue (run npm run i18n:extract)' },
    ]);
  });

  it('reads a PO file as Lingui writes it: generated ids from the English text, explicit ids kept', () => {
    const parsed = parseCatalogue(
      'zu',
      [
        'msgid ""',
        'msgstr ""',
        '"Language: zu\\n"',
        '"X-Review-Status: machine-assisted\\n"',
        '',
        '#. js-lingui-explicit-id',
        'msgid "sms.code"',
        'msgstr "Ikhodi yakho ithi {code}"',
        '',
        'msgid "Sign in"',
        'msgstr "Ngena"',
        '',
      ].join('\n'),
    );
    expect(parsed.headers['X-Review-Status']).toBe('machine-assisted');
    expect(parsed.entries['sms.code']).toEqual({
      source: undefined,
      translation: 'Ikhodi yakho ithi {code}',
      obsolete: false,
    });
    const generated = Object.entries(parsed.entries).find(([id]) => id !== 'sms.code');
    expect(generated?.[1]).toEqual({ source: 'Sign in', translation: 'Ngena', obsolete: false });
    expect(generated?.[0]).toMatch(/^[\w+/-]{6}$/);
  });
});

describe("the project's catalogues (what npm run i18n:check runs, here so CI's unit run enforces it)", () => {
  it('have no problems', () => {
    expect(findCatalogueProblems(LANGUAGE_CODES.map((code) => readCatalogue(code)))).toEqual([]);
  });
});
