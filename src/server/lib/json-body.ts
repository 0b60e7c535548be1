// The app's JSON body parser: what a JSON body may cost before any of our code walks it (issue 31 item 2,
// decision 0283). 10,000 levels of nesting in 20 KB overflowed the stack of every recursive walk after JSON.parse
// (a 500), and twenty 800 KB bodies at once held the event loop for seconds.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.js';

/** The deepest nesting of objects and arrays a JSON body may have; our deepest real body has 4 levels. */
export const MAX_JSON_DEPTH = 32;

/**
 * The largest JSON body (bytes, as received): our largest form is a few kilobytes of text (2,000 characters of
 * description at most 4 bytes each), so 64 KB leaves room and bounds what one request can cost. Routes that take
 * someone else's JSON (the payment webhook) set their own limit; uploads are multipart with per-file limits.
 */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

const JSON_TOO_DEEP_MESSAGE = `The request body is nested more than ${MAX_JSON_DEPTH} levels deep`;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether `text` nests objects and arrays deeper than `maxDepth`, in one pass without recursion (brackets inside
 * strings do not count). Malformed JSON is left for the parser to refuse.
 */
function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > maxDepth) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/**
 * Replaces Fastify's JSON parser with the same parser (prototype poisoning refused as before) behind a size limit
 * and the depth check, so an over-deep body is a 400 before JSON.parse builds it.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: MAX_JSON_BODY_BYTES },
    (request, body, done) => {
      if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
        return done(new HttpError(400, JSON_TOO_DEEP_MESSAGE, { code: 'json_too_deep' }), undefined);
      }
      parseJson(request, body as string, done);
    },
  );
}
