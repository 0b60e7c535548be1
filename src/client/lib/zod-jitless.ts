// zod's object schemas probe for `new Function` as they are made, to compile faster parsers. The app's CSP allows
// no eval, so the probe always fails, and a strict CSP reports even a caught attempt: a console error and a
// "Content security policy" issue (Lighthouse's best practices) on every page that loads a form's schemas. Its
// `jitless` setting skips the probe and loses nothing where eval is never allowed.
//
// Set through zod's global settings object (`globalThis.__zod_globalConfig`, which zod's core takes over as it
// loads) rather than its `config()`: importing that put 3 KB of zod's core into the entry of every page. Called by
// the entry before any schema's chunk has loaded; `performance.spec.ts` sees no CSP report on a page that loads them.
export function zodJitless(): void {
  // Changed in place: zod's core keeps the object it found as it loaded.
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}
