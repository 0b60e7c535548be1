import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, errorBody, getQueryFn, isUnauthorizedError, queryClient, serverMessage } from './api.js';
import { askEarly, discardBody, readJson } from './http.js';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  it('sends JSON with credentials and raises "<status>: <body>" on failure', async () => {
    const fetchMock = stubFetch(400, '{"message":"Bad phone"}');
    await expect(apiRequest('POST', '/api/x', { a: 1 })).rejects.toThrow('400: {"message":"Bad phone"}');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends form-data as is, without a JSON content type', async () => {
    const fetchMock = stubFetch(200, '{}');
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await apiRequest('POST', '/api/upload', form);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({});
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(500, '', 'Internal Server Error');
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('500: Internal Server Error');
  });

  it('reads a query key as a GET path and returns null on 401 when asked', async () => {
    const fetchMock = stubFetch(401, '{"message":"Unauthorized"}');
    const fn = getQueryFn<unknown>({ on401: 'returnNull' });
    // biome-ignore lint/suspicious/noExplicitAny: a minimal query context
    expect(await fn({ queryKey: ['/api/auth', 'user'] } as any)).toBeNull();
    expect((fetchMock.mock.calls[0] as unknown[] | undefined)?.[0]).toBe('/api/auth/user');
  });

  it('reads a 404 as null only when asked, keeping the "<status>: <body>" error otherwise', async () => {
    stubFetch(404, '{"message":"Not found"}');
    expect(await readJson('/api/workers/me', { on401: 'throw', on404: 'returnNull' })).toBeNull();
    stubFetch(404, '{"message":"Not found"}');
    await expect(readJson('/api/workers/me', { on401: 'throw' })).rejects.toThrow(
      '404: {"message":"Not found"}',
    );
    stubFetch(401, 'Unauthorized');
    await expect(readJson('/api/workers/me', { on401: 'throw', on404: 'returnNull' })).rejects.toThrow(
      '401: Unauthorized',
    );
  });

  it('recognises unauthorised errors and extracts server messages and bodies', async () => {
    stubFetch(401, '{"message":"Unauthorized"}');
    const err = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(isUnauthorizedError(err)).toBe(true);
    expect(isUnauthorizedError(new Error('403: Forbidden'))).toBe(false);
    expect(serverMessage(err)).toBe('Unauthorized');
    expect(errorBody(new Error('402: {"requiresSubscription":true,"limit":2}'))).toEqual({
      requiresSubscription: true,
      limit: 2,
    });
  });
});

describe('no server message, so the caller shows the spec fallback (issue 16)', () => {
  it('for a bodyless 500 answered with only its status text', async () => {
    stubFetch(500, '', 'Internal Server Error');
    const err = await apiRequest('POST', '/api/hires').catch((e: unknown) => e);
    expect((err as Error).message).toBe('500: Internal Server Error');
    expect(serverMessage(err)).toBeNull();
  });

  it('for a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const err = await apiRequest('GET', '/api/payments/verify/x').catch((e: unknown) => e);
    expect(serverMessage(err)).toBeNull();
  });

  it('but a plain-text body is the message', async () => {
    stubFetch(429, 'Slow down');
    expect(serverMessage(await apiRequest('GET', '/api/x').catch((e: unknown) => e))).toBe('Slow down');
  });
});

describe('query defaults (spec section 7)', () => {
  it('never refetches on an interval or on focus, never goes stale and never retries', () => {
    const { queries, mutations } = queryClient.getDefaultOptions();
    expect(queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    });
    expect(mutations?.retry).toBe(false);
  });

  it('throws on 401 by default', async () => {
    stubFetch(401, '{"message":"Unauthorized"}');
    const read = queryClient.getDefaultOptions().queries?.queryFn as (ctx: unknown) => Promise<unknown>;
    await expect(read({ queryKey: ['/api/workers/me'] })).rejects.toThrow('401: {"message":"Unauthorized"}');
  });

  describe('an answer asked for early (a visit straight to a profile, decision 0391)', () => {
    afterEach(() => vi.useRealTimers());

    it('is read by the first reader of its address instead of a second request, and only once', async () => {
      const fetchMock = vi.fn(async () => Response.json({ id: 'w1' }));
      vi.stubGlobal('fetch', fetchMock);
      askEarly('/api/workers/w1');
      askEarly('/api/workers/w1');
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const read = getQueryFn<unknown>({ on401: 'throw' });
      // biome-ignore lint/suspicious/noExplicitAny: a minimal query context
      expect(await read({ queryKey: ['/api/workers', 'w1'] } as any)).toEqual({ id: 'w1' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      // biome-ignore lint/suspicious/noExplicitAny: a minimal query context
      await read({ queryKey: ['/api/workers', 'w1'] } as any);
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it("keeps its reader's rules: a 401 still throws where the reader asks it to", async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json({ message: 'Unauthorized' }, { status: 401 })),
      );
      askEarly('/api/workers/w2');
      await expect(readJson('/api/workers/w2', { on401: 'throw' })).rejects.toThrow('401: ');
    });

    it('is not read after 15 seconds: the reader asks again for a fresh one', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const answers: Response[] = [];
      const fetchMock = vi.fn(async () => {
        const res = Response.json({ n: fetchMock.mock.calls.length });
        answers.push(res);
        return res;
      });
      vi.stubGlobal('fetch', fetchMock);
      askEarly('/api/workers/w3');
      vi.setSystemTime(Date.now() + 15_000);
      expect(await readJson('/api/workers/w3', { on401: 'throw' })).toEqual({ n: 2 });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      // The stale answer's body is read and dropped, not left open.
      await vi.waitFor(() => expect(answers[0]?.bodyUsed).toBe(true));
    });

    it('whose reader never comes has its body read once its 15 seconds are up', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      const res = Response.json({ id: 'w4' });
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => res),
      );
      askEarly('/api/workers/w4');
      await vi.advanceTimersByTimeAsync(14_999);
      expect(res.bodyUsed).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(res.bodyUsed).toBe(true));
    });
  });

  describe('every answer is read to its end (an unread one stays in flight in Chromium)', () => {
    it('a 401 or 404 read as null', async () => {
      for (const status of [401, 404]) {
        const res = new Response('{"message":"x"}', { status });
        vi.stubGlobal(
          'fetch',
          vi.fn(async () => res),
        );
        expect(await readJson('/api/x', { on401: 'returnNull', on404: 'returnNull' })).toBeNull();
        expect(res.bodyUsed).toBe(true);
      }
    });

    it('discardBody reads a body and never rejects, even for one already read', async () => {
      const res = new Response('abc');
      await discardBody(res);
      expect(res.bodyUsed).toBe(true);
      await expect(discardBody(res)).resolves.toBeUndefined();
    });
  });
});
