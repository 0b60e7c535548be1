// The browser's side of the catalogues (decisions 0180, 0185): one Lingui instance, the active language's
// catalogues downloaded as they are needed (the shell on every page, `app` + `shared` with the app's pages, `static`
// with the information pages), never another language's. A language switch loads the same set in the new language
// before it activates, so no page flashes its ids or falls back to English.
import { i18n, type MessageDescriptor, type Messages } from '@lingui/core';
import type { ClientCatalogueName } from '../../shared/i18n/catalogues.js';
import {
  DEFAULT_LANGUAGE,
  type LanguageCode,
  PSEUDO_LOCALE,
  PSEUDO_LOCALE_STORAGE_KEY,
} from '../../shared/i18n/languages.js';

type CatalogueModule = { messages: Messages };

// Each .po file is compiled by @lingui/vite-plugin into its own chunk; the server's own catalogue is not listed,
// so it never becomes a download. `app` and `shared` come only in the bundle below.
const files = import.meta.glob<CatalogueModule>([
  '../../locales/*/shell.po',
  '../../locales/*/landing.po',
  '../../locales/*/common.po',
  '../../locales/*/static.po',
  '../../locales/*/core.po',
  '!../../locales/pseudo/*.po',
]);

/**
 * APP_CATALOGUES of a language in one download (decision 0364): the build compiles `app.po?with=…` into one chunk
 * holding `app` and the catalogues named after `with=` (scripts/build/lingui-vite.ts; i18n-bundle.test.ts checks
 * they are APP_CATALOGUES). An app page opened straight from a link then waits for one response instead of four,
 * each a round trip on a phone's connection. `core` and `common` also come alone, for the pages that need only them.
 */
const appBundles = import.meta.glob<CatalogueModule>(
  ['../../locales/*/app.po', '!../../locales/pseudo/*.po'],
  {
    query: '?with=core,shared,common',
  },
);

/**
 * With the pseudo-locale setting on (decision 0182), every language's texts come from the pseudo catalogues while
 * the language itself (Intl's numbers and dates, <html lang>) stays the chosen one.
 */
export function pseudoLocaleOn(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(PSEUDO_LOCALE_STORAGE_KEY) === '1';
  } catch {
    return false; // storage blocked: no pseudo-locale, never an error
  }
}

function loaderFor(code: LanguageCode, name: ClientCatalogueName): () => Promise<CatalogueModule> {
  if (pseudoLocaleOn()) {
    return async () => {
      const { PSEUDO_FILES } = await import('./pseudo-catalogues.js');
      const loader = PSEUDO_FILES[`../../locales/${PSEUDO_LOCALE}/${name}.po`];
      if (!loader) throw new Error(`No catalogue ${PSEUDO_LOCALE}/${name}.po`);
      return loader();
    };
  }
  const loader = files[`../../locales/${code}/${name}.po`];
  if (!loader) throw new Error(`No catalogue ${code}/${name}.po`);
  return loader;
}

/** The catalogues the pages shown so far have needed; a language switch loads the same ones. */
const needed = new Set<ClientCatalogueName>(['shell']);
const loaded = new Map<string, Promise<void>>();

function load(code: LanguageCode, name: ClientCatalogueName): Promise<void> {
  const key = `${code}/${name}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = loaderFor(code, name)().then(({ messages }) => i18n.load(code, messages));
    // A failed download (a dropped connection) may be retried by the next page that needs it.
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}

/** Starts the language's bundle of APP_CATALOGUES unless they are in (or coming) already. */
function loadAppBundle(code: LanguageCode): void {
  if (loaded.has(`${code}/app`)) return;
  const loader = appBundles[`../../locales/${code}/app.po`];
  if (!loader) throw new Error(`No catalogue bundle ${code}/app.po`);
  const pending = loader().then(({ messages }) => i18n.load(code, messages));
  for (const name of APP_CATALOGUES) {
    const key = `${code}/${name}`;
    // `core` or `common` may be in already (the worker dashboard loads them alone): they stay as they are.
    if (loaded.has(key)) continue;
    loaded.set(key, pending);
    pending.catch(() => loaded.delete(key));
  }
}

/** Loads `names` in the language; `app` or `shared` brings the bundle of all APP_CATALOGUES. */
function loadAll(code: LanguageCode, names: readonly ClientCatalogueName[]): Promise<void> {
  if (!pseudoLocaleOn() && names.some((name) => name === 'app' || name === 'shared')) loadAppBundle(code);
  return Promise.all(names.map((name) => load(code, name))).then(() => undefined);
}

/** The language the page shows now. */
export function activeLanguage(): LanguageCode {
  return (i18n.locale || firstLanguage || DEFAULT_LANGUAGE) as LanguageCode;
}

/**
 * The language the first activation is loading: a page's catalogues asked for before it is in (an early page's
 * preload, App.tsx) come in that language, not in English and then again (decision 0364).
 */
let firstLanguage: LanguageCode | undefined;

/** Downloads the language's catalogues the pages need, then switches every mounted text to it. */
export async function activateLanguage(code: LanguageCode): Promise<void> {
  if (!i18n.locale) firstLanguage ??= code;
  const all = loadAll(code, [...needed]);
  if (i18n.locale) await all;
  else {
    // The first paint needs only the shell's texts. Another catalogue asked for by then (the nav's `common`, for a
    // returning member) may be one this phone never downloaded on its own, the app pages having brought it in their
    // bundle: offline, the page would stay blank. The page that needs it asks again and, failing, shows the offline
    // page (decision 0364).
    await Promise.all([load(code, 'shell'), all.catch(() => undefined)]);
  }
  if (i18n.locale !== code) i18n.activate(code);
  if (typeof document !== 'undefined') document.documentElement.lang = code;
}

/** Makes sure the active language's catalogues are in before a page that uses them renders. */
export function ensureCatalogues(names: readonly ClientCatalogueName[]): Promise<void> {
  for (const name of names) needed.add(name);
  return loadAll(activeLanguage(), names);
}

/** What a page of the signed-in app needs: every app text, the shared (form validation) ones and the common ones. */
export const APP_CATALOGUES: readonly ClientCatalogueName[] = ['app', 'core', 'shared', 'common'];

/** The sign-in dialog, opened from any page (decision 0254): its texts and the form fields', not the app's. */
export const SIGN_IN_CATALOGUES: readonly ClientCatalogueName[] = ['core'];

/**
 * The worker dashboard, where a hire request's SMS leads (decision 0254): its cards' texts without the rest of the
 * app's, so accepting a hire stays cheap however many screens the app has.
 */
export const WORKER_DASHBOARD_CATALOGUES: readonly ClientCatalogueName[] = ['core', 'common'];

/** What an information page needs (about, terms...): its own texts and the common ones (plan names, months). */
export const STATIC_CATALOGUES: readonly ClientCatalogueName[] = ['static', 'common'];

/** A lazily loaded page whose texts are in the given catalogues: the chunk and its texts arrive together. */
export function withCatalogues<T>(
  names: readonly ClientCatalogueName[],
  loadModule: () => Promise<T>,
): () => Promise<T> {
  return async () => (await Promise.all([loadModule(), ensureCatalogues(names)]))[0];
}

/** A descriptor (msg`…{price}…`) filled with values known only when it is shown. */
export function translate(descriptor: MessageDescriptor, values: Record<string, unknown>): string {
  // Built apart from the call: the extractor reads object literals passed to i18n._ as new entries.
  const filled = { ...descriptor, values };
  return i18n._(filled);
}

export { i18n };
