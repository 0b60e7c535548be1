// A lazily loaded component wrapped in the query provider; the provider's chunk (and TanStack Query) arrives
// together with the component's own, so the shell stays free of the query library. The app's catalogues arrive
// with it too (decision 0185): every page that reads data is an app page; the sign-in dialog and the worker
// dashboard name the smaller set they show (decision 0254).
import { type ComponentType, lazy, useState } from 'react';
import type { ClientCatalogueName } from '../../shared/i18n/catalogues.js';
import { APP_CATALOGUES, ensureCatalogues } from './i18n.js';

export type Load<P> = () => Promise<{ default: ComponentType<P> }>;

/** Each loader's page in its provider, once loaded: the same component whether the preload or a render loaded it. */
const loaded = new Map<unknown, unknown>();

function withQueries<P extends object>(
  load: Load<P>,
  catalogues: readonly ClientCatalogueName[],
): Promise<{ default: ComponentType<P> }> {
  return Promise.all([import('./query-provider.js'), load(), ensureCatalogues(catalogues)]).then(
    ([{ QueryProvider }, { default: Component }]) => {
      let page = loaded.get(load) as ComponentType<P> | undefined;
      if (!page) {
        page = (props: P) => (
          <QueryProvider>
            <Component {...props} />
          </QueryProvider>
        );
        loaded.set(load, page);
      }
      return { default: page };
    },
  );
}

export function lazyWithQueries<P extends object>(
  load: Load<P>,
  catalogues: readonly ClientCatalogueName[] = APP_CATALOGUES,
): ComponentType<P> {
  const Lazy = lazy(() => withQueries(load, catalogues));
  return (props: P) => {
    // Already loaded (preloadAppPage): rendered at once. A lazy component suspends once even then, showing the
    // fallback for a frame (React also held the content back for up to 300 ms after it, which the profile's photo,
    // its LCP, waited for: issue 22). Chosen once per mount: switching wrappers later would remount the page.
    const [Page] = useState(() => (loaded.get(load) as ComponentType<P> | undefined) ?? Lazy);
    return <Page {...props} />;
  };
}

/** Starts downloading what `lazyWithQueries(load)` will need, before the page renders (a visit straight to it). */
export function preloadAppPage<P extends object>(
  load: Load<P>,
  catalogues: readonly ClientCatalogueName[] = APP_CATALOGUES,
): void {
  withQueries(load, catalogues).catch(() => {
    // The page's own load reports the failure (offline: the offline page).
  });
}
