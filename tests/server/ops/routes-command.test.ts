// `npm run routes` (scripts/routes.ts) lists what the running app serves: every path and method the OpenAPI document
// publishes appears in its table with the file and line that declare it, so the table leads from a URL to its
// handler in one step.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withRouteTable } from '../../../scripts/routes.js';
import { formatRouteTable } from '../../../src/server/ops/route-table.js';

const root = path.resolve(import.meta.dirname, '../../..');
const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];

describe('npm run routes', () => {
  it('lists every documented route with the file that declares it', async () => {
    const { lines, document } = await withRouteTable(async (app, routes) => ({
      lines: formatRouteTable(routes),
      document: (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
        paths: Record<string, Record<string, unknown>>;
      },
    }));
    const table = new Map(
      lines.map((line) => {
        const [method, routePath, file] = line.split(/\s+/);
        return [`${method} ${routePath}`, file!];
      }),
    );
    const documented = Object.entries(document.paths).flatMap(([openApiPath, operations]) =>
      Object.keys(operations)
        .filter((m) => HTTP_METHODS.includes(m))
        // OpenAPI writes a parameter {id}; Fastify :id.
        .map((m) => `${m.toUpperCase()} ${openApiPath.replace(/\{([^}]+)\}/g, ':$1')}`),
    );
    expect(documented.length).toBeGreaterThan(100);

    const missing = documented.filter((route) => !table.has(route));
    expect(missing).toEqual([]);
    for (const route of documented) {
      const [file, line] = table.get(route)!.split(':');
      const source = fs.readFileSync(path.join(root, file!), 'utf8').split('\n');
      // The line named is the route's declaration: a get/post/put/patch/delete call.
      expect(source[Number(line) - 1], `${route} at ${file}:${line}`).toMatch(
        /\.(get|post|put|patch|delete)\b/,
      );
    }
  });

  it('keeps only the lines containing the filter, sorted by path then method', () => {
    const routes = [
      { method: 'POST', path: '/api/hires', file: 'src/server/features/hires/routes.ts:33' },
      { method: 'GET', path: '/api/hires', file: 'src/server/features/hires/routes.ts:44' },
      { method: 'HEAD', path: '/api/hires', file: 'src/server/features/hires/routes.ts:44' },
      { method: 'GET', path: '/api/me', file: 'src/server/features/me/routes.ts:29' },
    ];
    expect(formatRouteTable(routes, '/api/hires')).toEqual([
      'GET     /api/hires  src/server/features/hires/routes.ts:44',
      'POST    /api/hires  src/server/features/hires/routes.ts:33',
    ]);
  });
});
