import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Store = typeof import('./use-auth.js');

const USER = {
  id: 'u1',
  firstName: 'Thandi',
  phoneNumber: '+27821234567',
  hasWorkerProfile: false,
  isAdmin: false,
};

/** A fresh store per test: the session state lives in the module. */
async function freshStore(): Promise<Store> {
  vi.resetModules();
  return import('./use-auth.js');
}

function stubServer(answers: { refresh?: () => Response; user: () => Response }) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (url === '/api/auth/refresh') return answers.refresh?.() ?? new Response(null, { status: 204 });
    return answers.user();
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('session store (spec section 4)', () => {
  it('refreshes the token once, then fetches the user, and is loading until both finish', async () => {
    const calls = stubServer({ user: () => Response.json(USER) });
    const store = await freshStore();
    const load = store.loadSession();
    expect(store.getAuthUser()).toBeNull();
    await Promise.all([load, store.loadSession()]);
    expect(calls).toEqual(['POST /api/auth/refresh', 'GET /api/auth/user']);
    expect(store.getAuthUser()).toEqual(USER);
  });

  it('sessionRefreshed starts the check and settles after the refresh, before the user has come', async () => {
    let answerUser: (r: Response) => void = () => {};
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        if (url === '/api/auth/refresh') return new Response(null, { status: 204 });
        return new Promise<Response>((resolve) => {
          answerUser = resolve;
        });
      }),
    );
    const store = await freshStore();
    await store.sessionRefreshed();
    expect(calls[0]).toBe('POST /api/auth/refresh');
    expect(store.getAuthUser()).toBeNull();
    answerUser(Response.json(USER));
    await store.loadSession();
    expect(calls).toEqual(['POST /api/auth/refresh', 'GET /api/auth/user']);
    expect(store.getAuthUser()).toEqual(USER);
  });

  it('counts a 401 on the user fetch as signed out, even when the refresh failed', async () => {
    stubServer({
      refresh: () => {
        throw new TypeError('offline');
      },
      user: () => Response.json({ message: 'Unauthorized' }, { status: 401 }),
    });
    const store = await freshStore();
    await store.loadSession();
    expect(store.getAuthUser()).toBeNull();
  });

  it('refreshAuthUser fetches the user again after the first load and keeps the user on a failed refetch', async () => {
    let answer: () => Response = () => Response.json({ message: 'Unauthorized' }, { status: 401 });
    const calls = stubServer({ user: () => answer() });
    const store = await freshStore();
    await store.loadSession();
    expect(store.getAuthUser()).toBeNull();

    answer = () => Response.json(USER);
    await store.refreshAuthUser();
    expect(store.getAuthUser()).toEqual(USER);
    expect(calls.filter((c) => c === 'POST /api/auth/refresh')).toHaveLength(1);

    answer = () => new Response('boom', { status: 500 });
    await store.refreshAuthUser();
    expect(store.getAuthUser()).toEqual(USER);
  });

  it('lets the newest answer win when refetches overlap', async () => {
    const pending: ((r: Response) => void)[] = [];
    stubServer({ user: () => Response.json(null, { status: 401 }) });
    const store = await freshStore();
    await store.loadSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => pending.push(resolve))),
    );
    const older = store.refreshAuthUser();
    const newer = store.refreshAuthUser();
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    pending[1]?.(Response.json(USER));
    await newer;
    pending[0]?.(Response.json({ message: 'Unauthorized' }, { status: 401 }));
    await older;
    expect(store.getAuthUser()).toEqual(USER);
  });

  describe("the page's inline session check (index.html)", () => {
    /** Runs the inline script of the built page's template, as the browser does while it parses the page. */
    function runInlineScript(): void {
      const html = fs.readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
      const script = html.match(/<script>([\s\S]*?)<\/script>/)?.[1];
      if (!script) throw new Error('index.html has no inline script');
      vi.stubGlobal('window', {});
      new Function(script)();
    }

    it('takes over the check the page started: one refresh, one user fetch, and the user', async () => {
      const calls = stubServer({ user: () => Response.json(USER) });
      runInlineScript();
      expect(calls).toEqual(['POST /api/auth/refresh']);
      const store = await freshStore();
      await Promise.all([store.loadSession(), store.sessionRefreshed(), store.loadSession()]);
      expect(calls).toEqual(['POST /api/auth/refresh', 'GET /api/auth/user']);
      expect(store.getAuthUser()).toEqual(USER);
      // Later checks ask the server again, without another refresh.
      await store.refreshAuthUser();
      expect(calls).toEqual(['POST /api/auth/refresh', 'GET /api/auth/user', 'GET /api/auth/user']);
    });

    it("settles sessionRefreshed on the page's own refresh, before the user has come", async () => {
      let answerUser: (r: Response) => void = () => {};
      const calls: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string, init?: RequestInit) => {
          calls.push(`${init?.method ?? 'GET'} ${url}`);
          if (url === '/api/auth/refresh') return new Response(null, { status: 204 });
          return new Promise<Response>((resolve) => {
            answerUser = resolve;
          });
        }),
      );
      runInlineScript();
      const store = await freshStore();
      await store.sessionRefreshed();
      expect(store.getAuthUser()).toBeNull();
      answerUser(Response.json(USER));
      await store.loadSession();
      expect(calls).toEqual(['POST /api/auth/refresh', 'GET /api/auth/user']);
      expect(store.getAuthUser()).toEqual(USER);
    });

    it("counts the page offline (both requests failed) as signed out, as the store's own check does", async () => {
      const calls = stubServer({
        refresh: () => {
          throw new TypeError('offline');
        },
        user: () => {
          throw new TypeError('offline');
        },
      });
      runInlineScript();
      const store = await freshStore();
      await store.loadSession();
      // Settled, signed out, and no rejection left unhandled (vitest fails a run on one).
      expect(store.getAuthUser()).toBeNull();
      expect(calls).toEqual(['POST /api/auth/refresh', 'GET /api/auth/user']);
    });
  });
});
