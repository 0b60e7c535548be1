// A lazily loaded component wrapped in the query provider; the provider's chunk (and TanStack Query) arrives
// together with the component's own, so the shell stays free of the query library.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export function lazyWithQueries<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [{ QueryProvider }, { default: Component }] = await Promise.all([
      import('./query-provider.js'),
      load(),
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
