// Which file registered each route, read from the app's own registry (issue 30): `npm run routes` (scripts/routes.ts)
// builds the app with this recorder as its onRoute hook. Fastify calls onRoute synchronously inside `app.get(...)`,
// so a stack captured there names the file (and line) that declared the route, whatever prefix it was mounted under.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteOptions } from 'fastify';

export interface RouteEntry {
  method: string;
  path: string;
  /** Relative to the project root, with the line: `src/server/features/hires/routes.ts:44`. */
  file: string;
}

const THIS_FILE = fileURLToPath(import.meta.url);
const FRAME = /\(?((?:file:\/\/)?\/[^():]+):(\d+):\d+\)?$/;

/**
 * The first frame of the stack in our own code (not Fastify's, not this file), relative to `root`; for a route that a
 * package adds itself (@fastify/static's wildcard), the package's frame.
 */
function declaringFile(stack: string, root: string): string {
  let inPackage: string | null = null;
  for (const line of stack.split('\n').slice(1)) {
    const m = FRAME.exec(line.trim());
    if (!m) continue;
    const file = m[1]!.startsWith('file://') ? fileURLToPath(m[1]!) : m[1]!;
    const rel = path.relative(root, file);
    if (file === THIS_FILE || rel.startsWith('..')) continue;
    if (!rel.startsWith(`node_modules${path.sep}`)) return `${rel}:${m[2]}`;
    if (!inPackage && !/^node_modules[\\/](fastify|avvio)[\\/]/.test(rel)) inPackage = `${rel}:${m[2]}`;
  }
  return inPackage ?? '(unknown)';
}

/** An onRoute hook for buildApp (`opts.onRoute`) and the routes it records. */
export function routeRecorder(root: string): {
  onRoute: (route: RouteOptions) => void;
  routes: RouteEntry[];
} {
  const routes: RouteEntry[] = [];
  return {
    routes,
    onRoute(route) {
      const depth = Error.stackTraceLimit;
      Error.stackTraceLimit = 60;
      const stack = new Error().stack ?? '';
      Error.stackTraceLimit = depth;
      const file = declaringFile(stack, root);
      for (const method of [route.method].flat()) routes.push({ method, path: route.url, file });
    },
  };
}

/** The table `npm run routes` prints: sorted by path, then method; `filter` keeps the lines containing it. */
export function formatRouteTable(routes: readonly RouteEntry[], filter = ''): string[] {
  // Fastify adds a HEAD twin to each GET; the code declared only the GET.
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.path));
  const rows = routes
    .filter((r) => !(r.method === 'HEAD' && gets.has(r.path)))
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
    .filter((r) => !filter || `${r.method} ${r.path} ${r.file}`.includes(filter));
  const methodWidth = Math.max(6, ...rows.map((r) => r.method.length));
  const pathWidth = Math.max(4, ...rows.map((r) => r.path.length));
  return rows.map((r) => `${r.method.padEnd(methodWidth)}  ${r.path.padEnd(pathWidth)}  ${r.file}`);
}
