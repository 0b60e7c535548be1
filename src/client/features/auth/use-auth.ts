// The session state (spec section 4): on first load the token refresh runs once; after it settles the user is
// fetched. Loading lasts until both finish; a 401 on the user fetch means signed out. A small store rather than
// a query, so the shell and the prerendered landing page need no query library (decision 0052).
import { useSyncExternalStore } from 'react';
import type { AuthUserPayload as AuthUser } from '../../../shared/schemas/auth.js';
import { discardBody, readJson } from '../../lib/http.js';
import { claimCachesFor } from '../../lib/offline.js';

export type { AuthUser };

export interface AuthState {
  user: AuthUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

const LOADING: AuthState = { user: null, isLoading: true, isAuthenticated: false };

let state: AuthState = LOADING;
let sessionLoad: Promise<void> | null = null;
/** Numbers the user fetches so that an older answer arriving late never overwrites a newer one. */
let latestFetch = 0;
const listeners = new Set<() => void>();

/** Set once this browser has seen a signed-in user: only then can a visitor be told they were logged out. */
const SIGNED_IN_BEFORE_KEY = 'wl.signedInBefore';

function rememberSignedIn(): void {
  try {
    window.localStorage.setItem(SIGNED_IN_BEFORE_KEY, '1');
  } catch {
    // Private mode or no storage: the notice is then never shown, which is the kinder mistake.
  }
}

/** Whether someone has been signed in on this browser before (decides 'You are logged out...', issue 16). */
export function hasSignedInBefore(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_BEFORE_KEY) === '1';
  } catch {
    return false;
  }
}

function setUser(user: AuthUser | null): void {
  if (user) {
    rememberSignedIn();
    claimCachesFor(user.id);
  }
  state = { user, isLoading: false, isAuthenticated: user !== null };
  for (const listener of listeners) listener();
}

async function fetchUser(): Promise<void> {
  const id = ++latestFetch;
  try {
    const user = await readJson<AuthUser | null>('/api/auth/user', { on401: 'returnNull' });
    if (id === latestFetch) setUser(user);
  } catch {
    // A failed first check counts as signed out; a failed later one keeps the user already known.
    if (id === latestFetch && state.isLoading) setUser(null);
  }
}

let refreshLoad: Promise<void> | null = null;

async function refresh(): Promise<void> {
  try {
    // Its answer is only its cookies, but the body is read all the same (discardBody says why).
    await discardBody(await fetch('/api/auth/refresh', { method: 'POST', credentials: 'include' }));
  } catch {
    // Settled either way: the user fetch decides.
  }
}

async function refreshThenFetchUser(): Promise<void> {
  refreshLoad ??= refresh();
  await refreshLoad;
  await fetchUser();
}

/** Starts the first-load session check once; later calls share it. */
export function loadSession(): Promise<void> {
  sessionLoad ??= refreshThenFetchUser();
  return sessionLoad;
}

/**
 * Settles once the first-load token refresh has (starting the session check if it has not begun): from then on
 * the cookies are current, so a page's own data may be fetched alongside the user instead of after it.
 */
export function sessionRefreshed(): Promise<void> {
  void loadSession();
  return refreshLoad ?? Promise.resolve();
}

/** Fetches the user again (after sign-in, sign-out, registration, payment...); resolves once the store has it. */
export async function refreshAuthUser(): Promise<void> {
  if (!sessionLoad) return loadSession();
  await sessionLoad;
  await fetchUser();
}

/** The user known right now, outside React (null while loading or signed out). */
export function getAuthUser(): AuthUser | null {
  return state.user;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Started by the first subscriber (after the first commit), never during a build-time prerender.
  void loadSession();
  return () => listeners.delete(listener);
}

const getSnapshot = (): AuthState => state;
/** Prerendered HTML and its hydration both show the loading state, so they match. */
const getServerSnapshot = (): AuthState => LOADING;

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
