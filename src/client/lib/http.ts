// The spec's request rules (sections 7 and 8) without the query library: credentials on every call, JSON or
// form-data bodies, '<status>: <body or statusText>' errors and the 401 rules. The shell and the session store
// use this module directly, so the prerendered landing page downloads no TanStack Query.
import { noteAnswer } from './offline.js';

/** A non-OK answer: the spec's '<status>: <body or statusText>' message, plus the body as it came. */
class ApiError extends Error {
  // Declared and set in the constructor: class fields (parameter properties too) compile for the build's es2020
  // target into four helper functions in the entry chunk, the landing's budget (decision 0382).
  declare readonly status: number;
  /** Empty when the server sent no body: then there is no server message, only the status text. */
  declare readonly body: string;

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.body = body;
  }
}

async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
}

/** Sends a request; FormData goes as is, anything else as JSON. Throws on a non-OK answer. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && data instanceof FormData;
  const res = await fetch(url, {
    method,
    headers: data !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {},
    body: data === undefined ? undefined : isForm ? data : JSON.stringify(data),
    credentials: 'include',
  });
  if (method === 'GET') noteAnswer(url, res);
  await throwIfResNotOk(res);
  return res;
}

export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Reads an answer's body to its end and drops it. Chromium holds a request open until its body is read: one left
 * unread stays in flight for the page's whole life (DevTools never sees it finish, Lighthouse waits its full 45 s
 * for the network to go quiet and warns that its results may be incomplete), and over HTTP/1.1 it keeps one of the
 * host's six connections. Never rejects.
 */
export function discardBody(res: Response): Promise<void> {
  return res.arrayBuffer().then(
    () => {},
    () => {},
  );
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The address a query key reads: its parts joined by slashes (the default query function's rule, lib/api.ts). */
export const queryAddress = (key: readonly unknown[]): string => key.join('/');

/** How long an answer asked for early waits for its reader: after that, the reader asks again for a fresh one. */
const EARLY_ANSWER_MS = 15_000;
const earlyAnswers = new Map<string, { answer: Promise<Response>; at: number }>();

/**
 * Asks for a page's data before the code that reads it has loaded (app/early-pages.ts, decision 0391): the first
 * `readJson` of the same address takes this answer instead of asking again.
 */
export function askEarly(url: string): void {
  if (earlyAnswers.has(url)) return;
  const answer = fetch(url, { credentials: 'include' });
  // Its reader reports a failure; one that never comes must not leave an unhandled rejection.
  answer.catch(() => {});
  earlyAnswers.set(url, { answer, at: Date.now() });
  // Unread when its time is up (the reader never came): its body is read and dropped, not left open.
  setTimeout(() => {
    if (earlyAnswers.get(url)?.answer !== answer) return;
    earlyAnswers.delete(url);
    void answer.then(discardBody, () => {});
  }, EARLY_ANSWER_MS);
}

function takeEarlyAnswer(url: string): Promise<Response> | undefined {
  const early = earlyAnswers.get(url);
  earlyAnswers.delete(url);
  if (!early) return undefined;
  if (Date.now() - early.at < EARLY_ANSWER_MS) return early.answer;
  void early.answer.then(discardBody, () => {});
  return undefined;
}

/** A data read: a GET whose 401 either throws (the default) or yields null; `on404: 'returnNull'` reads a 404 as
 * "there is none" (null) instead of an error. */
export async function readJson<T>(
  url: string,
  { on401, on404 = 'throw' }: { on401: UnauthorizedBehavior; on404?: 'returnNull' | 'throw' },
): Promise<T> {
  const res = await (takeEarlyAnswer(url) ?? fetch(url, { credentials: 'include' }));
  noteAnswer(url, res);
  if ((on401 === 'returnNull' && res.status === 401) || (on404 === 'returnNull' && res.status === 404)) {
    await discardBody(res);
    return null as T;
  }
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** The request never reached the server (no connection): fetch's own failure, not an answer. */
export function isConnectionError(error: unknown): boolean {
  return error instanceof TypeError;
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/**
 * The server's JSON `{message}` (or plain-text body) of an answer thrown above, or null: then the caller shows the
 * spec's fallback. A network failure ('Failed to fetch') and a bodyless answer (only its status text, such as
 * 'Internal Server Error') carry no server message.
 */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError ? messageOfBody(error.body) : null;
}

/** The server's message in an error answer's body (JSON `message`, or plain text), or null: `serverMessage`'s rule,
 * for a request made without `apiRequest` (an upload with progress). */
export function messageOfBody(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : null;
  } catch {
    return body && !/^\d{3}$/.test(body) ? body : null;
  }
}

/** The JSON body of an error thrown above (for fields such as requiresSubscription), or null. */
export function errorBody<T = Record<string, unknown>>(error: unknown): T | null {
  if (!(error instanceof Error)) return null;
  try {
    return JSON.parse(error.message.replace(/^\d{3}: /, '')) as T;
  } catch {
    return null;
  }
}
