// Values as SQL literals, for the one-round-trip scripts that cannot take parameters (the simple query protocol,
// decision 0083: search, Jobs Near Me). The one place a value becomes SQL text; decision 0275 says why each rule.
//
// A literal never changes the statement around it: a string is quoted with its quotes doubled, and one holding a
// backslash is written as an E'' string with the backslashes doubled too, so it reads the same whether the server's
// standard_conforming_strings is on (the default) or off. A number is wrapped in parentheses, so a minus sign after
// another never makes a `--` comment. What PostgreSQL cannot hold is refused, never changed: a NUL character (text
// cannot store it) and a lone UTF-16 surrogate (not valid UTF-8; the driver would send U+FFFD instead).

/** A value refused as a literal: a programming error (callers validate input first), so it names the value's fault. */
export class SqlLiteralError extends Error {
  override name = 'SqlLiteralError';
}

/** Any character that needs a second look (a quote, a backslash, NUL, any surrogate); most values hold none. */
const SPECIAL = /['\\\0\uD800-\uDFFF]/;
/** With the u flag a surrogate pair is one code point, so only a lone surrogate matches. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const QUOTE = /'/g;
const BACKSLASH = /\\/g;

/** A text literal: `'it''s'`, or `E'a\\b'` when it holds a backslash. */
export function sqlText(value: string): string {
  if (!SPECIAL.test(value)) return `'${value}'`;
  if (value.includes('\0')) throw new SqlLiteralError('a NUL character cannot be stored in PostgreSQL text');
  if (LONE_SURROGATE.test(value))
    throw new SqlLiteralError('a lone UTF-16 surrogate is not valid UTF-8 text');
  const quoted = value.replace(QUOTE, "''");
  return value.includes('\\') ? `E'${quoted.replace(BACKSLASH, '\\\\')}'` : `'${quoted}'`;
}

/** A float8 literal, exactly the double given (JavaScript writes the shortest form that reads back the same). */
export function sqlFloat(value: number): string {
  if (!Number.isFinite(value)) throw new SqlLiteralError(`not a finite number: ${value}`);
  // String(-0) is '0': the sign of zero survives only as text.
  if (value === 0 && 1 / value < 0) return `'-0'::float8`;
  return `(${value})::float8`;
}

/** An integer literal (int4, int8 or numeric by its size, as PostgreSQL types a bare integer). */
export function sqlInt(value: number): string {
  if (!Number.isSafeInteger(value)) throw new SqlLiteralError(`not a safe integer: ${value}`);
  return value < 0 ? `(${value})` : String(value);
}

/** A count for LIMIT and OFFSET: a safe integer, not negative. */
export function sqlCount(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new SqlLiteralError(`not a count: ${value}`);
  return String(value);
}

export function sqlBool(value: boolean): string {
  return value ? 'true' : 'false';
}

/** The years whose ISO form PostgreSQL reads (year 0 and the six-digit years JavaScript writes it does not). */
const FIRST_YEAR = 1;
const LAST_YEAR = 9999;

/** A timestamptz literal of the instant, to the millisecond (a Date holds no more). */
export function sqlTimestamp(value: Date): string {
  const time = value.getTime();
  if (Number.isNaN(time)) throw new SqlLiteralError('not a valid date');
  const year = value.getUTCFullYear();
  if (year < FIRST_YEAR || year > LAST_YEAR)
    throw new SqlLiteralError(`a date in year ${year} is outside ${FIRST_YEAR}-${LAST_YEAR}`);
  return `'${value.toISOString()}'::timestamptz`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid literal; anything else than a uuid's 36 characters is refused. */
export function sqlUuid(value: string): string {
  if (!UUID.test(value)) throw new SqlLiteralError('not a uuid');
  return `'${value}'::uuid`;
}

/** A scalar a literal can be made of; a number is an integer literal when it is a safe integer, else float8. */
export type SqlScalar = string | number | boolean | Date | null;

/** A scalar's literal, by its JavaScript type. */
export function sqlLiteral(value: SqlScalar): string {
  if (value === null) return 'NULL';
  switch (typeof value) {
    case 'string':
      return sqlText(value);
    case 'number':
      return Number.isSafeInteger(value) ? sqlInt(value) : sqlFloat(value);
    case 'boolean':
      return sqlBool(value);
    default:
      return sqlTimestamp(value);
  }
}

/** The element types an array literal may have; its cast names the type, so an empty array is typed too. */
const ARRAY_TYPES = {
  text: (v: string) => sqlText(v),
  float8: (v: number) => sqlFloat(v),
  int8: (v: number) => sqlInt(v),
  bool: (v: boolean) => sqlBool(v),
  timestamptz: (v: Date) => sqlTimestamp(v),
  uuid: (v: string) => sqlUuid(v),
} as const;

type ArrayType = keyof typeof ARRAY_TYPES;
type ElementOf<T extends ArrayType> = Parameters<(typeof ARRAY_TYPES)[T]>[0];

/** An array literal, `ARRAY[...]::type[]`; null elements are NULL. */
export function sqlArray<T extends ArrayType>(values: readonly (ElementOf<T> | null)[], type: T): string {
  const literal = ARRAY_TYPES[type] as (v: ElementOf<T>) => string;
  return `ARRAY[${values.map((v) => (v === null ? 'NULL' : literal(v))).join(',')}]::${type}[]`;
}

/** A text[] literal: `ARRAY['a','b']::text[]`. */
export function sqlTextArray(values: readonly string[]): string {
  return `ARRAY[${values.map((v) => sqlText(v)).join(',')}]::text[]`;
}
