// The literals of the one-round-trip scripts (db/sql-literal.ts, decision 0275), checked against the database itself:
// thousands of random strings, numbers, arrays and dates, with quotes, backslashes, NUL and unicode among them,
// each either refused with a SqlLiteralError or read back by PostgreSQL as exactly the value given, in a statement
// that still answers one row of one column, with standard_conforming_strings on and off.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-app.js';
import {
  SqlLiteralError,
  sqlArray,
  sqlCount,
  sqlFloat,
  sqlInt,
  sqlLiteral,
  sqlText,
  sqlTimestamp,
  sqlUuid,
} from './sql-literal.js';

const RUNS = 2000;
/** 2,000 round trips (4,000 statements) take a minute or more on a busy two-core machine. */
const PROPERTY_TIMEOUT_MS = 300_000;

/** Characters that matter to SQL's lexer, a NUL, lone and paired surrogates, and anything else of Unicode. */
const tricky = fc.constantFrom(
  "'",
  "''",
  '\\',
  "\\'",
  '"',
  ';',
  '--',
  '/*',
  '*/',
  '$$',
  '$a$',
  "E'",
  '\n',
  '\r',
  '\t',
  '\0',
  '\uD800',
  '\uDFFF',
  '😀',
  'é',
  '\u00A0',
  '\uFEFF',
  'NULL',
  '{',
  '}',
  ',',
);
const unit = fc.oneof(
  { weight: 3, arbitrary: tricky },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 1 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) },
);
const text = fc.string({ unit, maxLength: 40 });

/** What sqlText refuses: PostgreSQL text holds no NUL, and a lone surrogate is not UTF-8. */
const storable = (s: string) => !s.includes('\0') && !/[\uD800-\uDFFF]/u.test(s);

const dates = fc.date({
  min: new Date('0001-01-01T00:00:00.000Z'),
  max: new Date('9999-12-31T23:59:59.999Z'),
  noInvalidDate: true,
});

/** The instant as PostgreSQL writes it in UTC, in toISOString's form: the driver's Date parsing is not under test. */
const isoInDatabase = (literal: string) =>
  `to_char(${literal} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

describe('SQL literals read back by the database', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.close());

  /**
   * The columns (SQL made of a literal) selected with standard_conforming_strings off, then on, in one round trip:
   * each SELECT must answer exactly one row of exactly these columns, the same under both settings.
   */
  async function readBack<K extends string>(columns: Record<K, string>): Promise<Record<K, unknown>> {
    const select = `SELECT ${Object.entries(columns)
      .map(([name, sql]) => `${sql} AS ${name}`)
      .join(', ')}`;
    const results = await t.database.scriptResults(
      `SET LOCAL standard_conforming_strings = off;\n${select};\nSET LOCAL standard_conforming_strings = on;\n${select}`,
    );
    expect(results).toHaveLength(4);
    const [off, on] = [results[1] ?? [], results[3] ?? []];
    expect(off).toHaveLength(1);
    expect(Object.keys(off[0] ?? {})).toEqual(Object.keys(columns));
    expect(on).toEqual(off);
    return off[0] as Record<K, unknown>;
  }

  const value = async (literal: string) => (await readBack({ v: literal })).v;

  it(
    'strings: the same text, or refused for a NUL or a lone surrogate',
    async () => {
      await fc.assert(
        fc.asyncProperty(text, async (s) => {
          if (!storable(s)) {
            expect(() => sqlText(s)).toThrow(SqlLiteralError);
            return;
          }
          const lit = sqlText(s);
          const back = await readBack({ v: lit, utf8: `encode(convert_to(${lit}, 'UTF8'), 'hex')` });
          expect(back.utf8).toBe(Buffer.from(s, 'utf8').toString('hex'));
          // PGlite's driver decodes text with a TextDecoder, which drops a leading byte order mark (the database holds
          // it: the bytes above); pg keeps it.
          const shown = t.database.kind === 'pglite' && s.startsWith('\uFEFF') ? s.slice(1) : s;
          expect(back.v).toBe(shown);
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'numbers: the same double (-0 too), the same integer, or refused when not finite',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.double(), fc.maxSafeInteger(), async (d, n) => {
          // pg answers an int8 as text, an int4 as a number: the text is the comparison both drivers agree on.
          const int: Record<string, string> = { i: sqlInt(n), i_neg: `1-${sqlInt(n)}` };
          if (!Number.isFinite(d)) expect(() => sqlFloat(d)).toThrow(SqlLiteralError);
          // After a minus sign a negative literal must not start a `--` comment.
          const back: Record<string, unknown> = await readBack(
            Number.isFinite(d) ? { ...int, f: sqlFloat(d), f_neg: `0-${sqlFloat(d)}` } : int,
          );
          if (Number.isFinite(d)) {
            expect(Object.is(back.f, d)).toBe(true);
            expect(back.f_neg).toBe(0 - d);
          }
          expect(String(back.i)).toBe(String(n));
          expect(String(back.i_neg)).toBe(String(1 - n));
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'arrays of strings, numbers and nulls: the same array, or refused as a whole',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.option(text, { nil: null }), { maxLength: 6 }),
          fc.array(fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }), { nil: null }), {
            maxLength: 6,
          }),
          async (strings, doubles) => {
            if (strings.every((s) => s === null || storable(s))) {
              expect(await value(sqlArray(strings, 'text'))).toEqual(strings);
            } else {
              expect(() => sqlArray(strings, 'text')).toThrow(SqlLiteralError);
            }
            const back = (await value(sqlArray(doubles, 'float8'))) as (number | null)[];
            expect(back).toHaveLength(doubles.length);
            back.forEach((v, i) => {
              expect(Object.is(v, doubles[i])).toBe(true);
            });
          },
        ),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'dates, booleans and null through sqlLiteral: the same instant to the millisecond, the same value',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(dates, fc.boolean(), fc.constant(null)), async (scalar) => {
          if (scalar instanceof Date)
            expect(await value(isoInDatabase(sqlLiteral(scalar)))).toBe(scalar.toISOString());
          else expect(await value(sqlLiteral(scalar))).toBe(scalar);
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('SQL literals refused', () => {
  it('names the fault of each value that cannot be a literal', () => {
    expect(() => sqlText('a\0b')).toThrow('a NUL character cannot be stored in PostgreSQL text');
    expect(() => sqlText('\uD83D')).toThrow('a lone UTF-16 surrogate is not valid UTF-8 text');
    expect(() => sqlFloat(Number.NaN)).toThrow('not a finite number: NaN');
    expect(() => sqlFloat(Number.POSITIVE_INFINITY)).toThrow('not a finite number: Infinity');
    expect(() => sqlInt(1.5)).toThrow('not a safe integer: 1.5');
    expect(() => sqlInt(2 ** 53)).toThrow('not a safe integer');
    expect(() => sqlCount(-1)).toThrow('not a count: -1');
    expect(() => sqlTimestamp(new Date(Number.NaN))).toThrow('not a valid date');
    expect(() => sqlTimestamp(new Date('+010000-01-01T00:00:00Z'))).toThrow('outside 1-9999');
    expect(() => sqlUuid("00000000-0000-0000-0000-000000000000' OR '1")).toThrow('not a uuid');
  });

  it('writes the plain forms callers see in the scripts', () => {
    expect(sqlText("it's")).toBe("'it''s'");
    expect(sqlText("a\\'b")).toBe("E'a\\\\''b'");
    expect(sqlInt(-5)).toBe('(-5)');
    expect(sqlFloat(-0)).toBe("'-0'::float8");
    expect(sqlArray(['a', "b'c"], 'text')).toBe("ARRAY['a','b''c']::text[]");
    expect(sqlArray([], 'text')).toBe('ARRAY[]::text[]');
  });
});
