// A lazily loaded component wrapped in the query provider; the provider's chunk (and TanStack Query) arrives
// together with the component's own, so the shell stays free of the query library. The app's catalogues arrive
// with it too (decision 0185): every page that reads data is an app page; the sign-in dialog and the worker
// dashboard name the smaller set they show (decision 0254).
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ClientCatalogueName } from '../../shared/i18n/catalogues.js';
import { APP_CATALOGUES, ensureCatalogues } from './i18n.js';

export function lazyWithQueries<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  catalogues: readonly ClientCatalogueName[] = APP_CATALOGUES,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [{ QueryProvider }, { default: Component }] = await Promise.all([
      import('./query-provider.js'),
      load(),
      ensureCatalogues(catalogues),
    ]);
    function WithQueries(props: P) {
      return (
        <QueryProvider>
          <Component {...props} />
        </QueryProvider>
      );
    }
    return { default: WithQueries };
  });
}

/** Starts downloading what `lazyWithQueries(load)` will need, before the page renders (a visit straight to it). */
export function preloadAppPage(
  load: () => Promise<unknown>,
  catalogues: readonly ClientCatalogueName[] = APP_CATALOGUES,
): void {
  void Promise.all([import('./query-provider.js'), load(), ensureCatalogues(catalogues)]).catch(() => {
    // The page's own load reports the failure (offline: the offline page).
  });
}
