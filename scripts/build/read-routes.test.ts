// The server answers an address the route tables do not declare with a 404 (the prerendered not-found page): every
// page of the app must be read from them, the work's pages too (/my-week, /visits and the others were once served as
// 404s, their route table being a second file), and every early page must name a module that exists.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOKINGS_PAGE_PATHS } from '../../src/shared/page-paths.js';
import { readClientRoutes, readEarlyPages } from './read-routes.js';

const clientRoot = path.resolve(import.meta.dirname, '../../src/client');

describe('the build reads the route tables', () => {
  it('reads the app routes and the work routes, named paths resolved', () => {
    const routes = readClientRoutes(clientRoot);
    for (const route of [
      '/',
      '/find-workers',
      '/worker/:id',
      '/worker/:id/book',
      BOOKINGS_PAGE_PATHS.worker,
      BOOKINGS_PAGE_PATHS.employer,
      '/earnings',
      '/payments',
      '/bookings/:id/visits/:visitId/pay',
      '/bookings/:id/pay-ahead',
    ]) {
      expect(routes).toContain(route);
    }
    expect(routes.every((r) => r.startsWith('/'))).toBe(true);
  });

  it('reads each early page with a page module that exists', () => {
    const pages = readEarlyPages(clientRoot);
    expect(pages.map((p) => p.module)).toEqual(
      expect.arrayContaining(['pages/find-workers.tsx', 'pages/visits.tsx', 'pages/earnings.tsx']),
    );
    for (const page of pages) {
      expect(fs.existsSync(path.join(clientRoot, page.module))).toBe(true);
      expect(() => new RegExp(page.pattern)).not.toThrow();
    }
    expect(pages.some((p) => new RegExp(p.pattern).test(BOOKINGS_PAGE_PATHS.worker))).toBe(true);
  });
});
