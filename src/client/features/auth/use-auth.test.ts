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

  it("reads the refresh's answer to its end (an unread body stays in flight in Chromium all page long)", async () => {
    const refresh = Response.json({ ok: true });
    stubServer({ refresh: () => refresh, user: () => Response.json(USER) });
    const store = await freshStore();
    await store.loadSession();
    expect(refresh.bodyUsed).toBe(true);
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
});
