// A react-hook-form resolver whose schema code (zod, the shared schema, the zod resolver: ~25 KB compressed) loads
// on its own instead of with the page: a form's first paint does not need it, only its first check (decision 0256).
// The form starts the download when focus first enters it (`preload`), so by the time a field is left it is usually
// here; not at the first render, where building the schemas was a long task while the page still loaded (issue 22).
import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<TInput extends FieldValues, TOutput> {
  resolver: Resolver<TInput, unknown, TOutput>;
  /** Starts the download (once); call it when the form is first used (focus enters it). */
  preload: () => void;
}

export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): LazyResolver<TInput, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed download (a dropped connection) is tried again at the next check, not remembered.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => {
      get().catch(() => undefined);
    },
  };
}
