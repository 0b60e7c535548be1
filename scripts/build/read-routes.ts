// What the build reads from the client's route tables, so that the server knows the app's addresses without a second
// list: every route (the server answers any other address with a real 404) and the early pages (their shells name
// their files). Read from the source, as the build runs before the client's modules can be imported.
import fs from 'node:fs';
import path from 'node:path';
import { BOOKINGS_PAGE_PATHS } from '../../src/shared/page-paths.js';

/** The files that hold `<Route path=...>` elements, relative to the client root: the app's table and the work's. */
const ROUTE_FILES = ['app/App.tsx', 'app/work-routes.tsx'];
const EARLY_PAGES_FILE = 'app/early-pages.ts';

/** Paths a route may name by a shared constant (`path={BOOKINGS_PAGE_PATHS.worker}`), as the server's links do. */
const NAMED_PATHS: Record<string, string> = Object.fromEntries(
  Object.entries(BOOKINGS_PAGE_PATHS).map(([key, value]) => [`BOOKINGS_PAGE_PATHS.${key}`, value]),
);

/** The route patterns of the app's route tables (the one place they are declared), in their order. */
export function readClientRoutes(clientRoot: string): string[] {
  return ROUTE_FILES.flatMap((file) => {
    const source = fs.readFileSync(path.join(clientRoot, file), 'utf8');
    return [...source.matchAll(/<Route\s+path=(?:"([^"]+)"|\{([\w.]+)\})/g)].map((m) => {
      if (m[1]) return m[1];
      const named = NAMED_PATHS[m[2] as string];
      if (!named)
        throw new Error(`${file}: a route's path ${m[2]} is neither a literal nor a known constant`);
      return named;
    });
  });
}

/**
 * The app pages a person often opens straight from a link, as early-pages.ts lists them (EARLY_PAGES, the one place
 * they are declared): each path's regular expression and the page module its loader imports, relative to the root.
 */
export function readEarlyPages(clientRoot: string): { pattern: string; module: string }[] {
  const source = fs.readFileSync(path.join(clientRoot, EARLY_PAGES_FILE), 'utf8');
  const loaders = new Map(
    [...source.matchAll(/const (load\w+) = \(\) => import\('\.\.\/([^']+)\.js'\)/g)].map(
      (m) => [m[1] as string, `${m[2]}.tsx`] as const,
    ),
  );
  const table = /const EARLY_PAGES\b[^\n]*\n([\s\S]*?)\n\];/.exec(source)?.[1] ?? '';
  const pages = [...table.matchAll(/\[\/(.+?)\/, (load\w+)\]/g)].map((m) => {
    const module = loaders.get(m[2] as string);
    if (!module) throw new Error(`EARLY_PAGES: no loader ${m[2]} in ${EARLY_PAGES_FILE}`);
    return { pattern: m[1] as string, module };
  });
  if (pages.length === 0) throw new Error(`EARLY_PAGES not found in ${EARLY_PAGES_FILE}`);
  return pages;
}
