// The sign-in dialog and the worker dashboard, a hire request's way from an SMS, are kept light (decision 0254):
// they load fewer catalogues than the other app pages, so every text they can show must be in one of theirs (or it
// would show as its id until the safety net in i18n.ts brings the rest), and they must not pull in the schema,
// form or dialog libraries the other pages use (36 KB and 19 KB of the accept journey's 150). This walks their
// imports as the bundle does (a name imported from a feature's index.ts follows that name's re-export only) and
// checks each file against src/shared/i18n/catalogues.ts and the list of heavy packages.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, type ClientCatalogueName } from '../../shared/i18n/catalogues.js';
import { SIGN_IN_CATALOGUES, WORKER_DASHBOARD_CATALOGUES } from './i18n.js';

const root = path.resolve(import.meta.dirname, '../../..');
const ALL = '*';

function globToRegExp(glob: string): RegExp {
  const pattern = glob
    .split('**')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
    .join('.*');
  return new RegExp(`^${pattern}$`);
}

/** The catalogues Lingui extracts a file's texts into: every one whose include matches and exclude does not. */
function cataloguesOf(file: string): string[] {
  const matches = (globs: readonly string[]) => globs.some((g) => globToRegExp(g).test(file));
  return CATALOGUES.filter((c) => matches(c.include) && !matches(c.exclude)).map((c) => c.name);
}

function resolve(from: string, specifier: string): string | null {
  const base = path.join(path.dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(path.join(root, candidate))) return candidate;
  }
  return null;
}

interface Edge {
  specifier: string;
  /** The names taken, or ALL (a namespace, a default, a dynamic import, export *). */
  names: string[] | typeof ALL;
}

const names = (list: string) =>
  list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !s.startsWith('type '))
    .map((s) => s.split(/\s+as\s+/)[0]?.trim() ?? s);

function readModule(file: string) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const imports: Edge[] = [];
  const reexports = new Map<string, string>();
  const starExports: string[] = [];
  for (const m of text.matchAll(/^import\s+(?!type\s)([^;]*?)\s+from\s+'(\.[^']+)'/gm)) {
    const clause = m[1] ?? '';
    const braces = clause.match(/\{([\s\S]*)\}/);
    const taken = braces ? names(braces[1] ?? '') : [];
    const whole = /^\w+|\*\s+as/.test(clause.trim());
    imports.push({ specifier: m[2] ?? '', names: whole ? ALL : taken });
  }
  for (const m of text.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g))
    imports.push({ specifier: m[1] ?? '', names: ALL });
  for (const m of text.matchAll(/^export\s+(?!type\s)\{([^;]*?)\}\s+from\s+'(\.[^']+)'/gm))
    for (const name of names(m[1] ?? '')) reexports.set(name, m[2] ?? '');
  for (const m of text.matchAll(/^export\s+\*\s+from\s+'(\.[^']+)'/gm)) starExports.push(m[1] ?? '');
  // Macros in client code; `/*i18n*/` descriptors (sharedMessage and the label maps) in shared code.
  const hasTexts = /@lingui\/(react|core)\/macro|\/\*i18n\*\//.test(text);
  const packages = [...text.matchAll(/^import\s+(?!type\s)[^;]*?\s+from\s+'([^.'][^']*)'/gm)].map(
    (m) => m[1] ?? '',
  );
  return { imports, reexports, starExports, hasTexts, packages };
}

/** Every file whose code runs (and whose texts can be shown) once `entry` is loaded, with the packages it imports. */
function filesShown(entry: string, packages = new Map<string, string[]>()): Set<string> {
  const shown = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string, wanted: string[] | typeof ALL) => {
    const key = `${file}:${wanted === ALL ? ALL : [...wanted].sort().join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    const mod = readModule(file);
    const follow = (from: string, spec: string, taken: string[] | typeof ALL) => {
      const target = resolve(from, spec);
      if (target && !target.endsWith('.css')) visit(target, taken);
    };
    const local = wanted === ALL ? true : wanted.some((n) => !mod.reexports.has(n));
    for (const [name, spec] of mod.reexports)
      if (wanted === ALL || wanted.includes(name)) follow(file, spec, [name]);
    if (wanted === ALL) for (const spec of mod.starExports) follow(file, spec, ALL);
    else if (local) for (const spec of mod.starExports) follow(file, spec, wanted);
    // A barrel asked only for names it re-exports: its own code is not what the page shows.
    if (!local) return;
    if (mod.hasTexts) shown.add(file);
    packages.set(file, mod.packages);
    for (const edge of mod.imports) follow(file, edge.specifier, edge.names);
  };
  visit(entry, ALL);
  return shown;
}

function outside(entry: string, allowed: readonly ClientCatalogueName[]): string[] {
  const loaded = new Set<string>(['shell', ...allowed]);
  return [...filesShown(entry)]
    .filter((file) => !cataloguesOf(file).some((c) => loaded.has(c)))
    .map((file) => `${file} (${cataloguesOf(file).join(', ')})`);
}

/** Too heavy for the accept journey: zod, react-hook-form and its resolvers, Radix. */
const HEAVY = /^(zod|react-hook-form|@hookform\/|@radix-ui\/)/;

function heavyImports(entry: string): string[] {
  const packages = new Map<string, string[]>();
  filesShown(entry, packages);
  return [...packages].flatMap(([file, names]) =>
    names.filter((name) => HEAVY.test(name)).map((name) => `${file}: ${name}`),
  );
}

describe('the catalogues of the pages that load fewer than the app', () => {
  it('put every text the sign-in dialog shows in the sign-in catalogues', () => {
    expect(outside('src/client/features/auth/phone-login-dialog.tsx', SIGN_IN_CATALOGUES)).toEqual([]);
  });

  it('put every text the worker dashboard shows in its catalogues', () => {
    const shown = filesShown('src/client/pages/worker-dashboard.tsx');
    // The walk reaches the dashboard's cards (a broken walk would pass by finding nothing).
    expect(shown).toContain('src/client/features/hires/pending-hires.tsx');
    expect(outside('src/client/pages/worker-dashboard.tsx', WORKER_DASHBOARD_CATALOGUES)).toEqual([]);
  });

  it('find a file of the app catalogue when a page would show one', () => {
    expect(cataloguesOf('src/client/features/notifications/notification-preferences.tsx')).toEqual(['app']);
    expect(
      outside('src/client/features/notifications/notification-preferences.tsx', WORKER_DASHBOARD_CATALOGUES),
    ).toContain('src/client/features/notifications/notification-preferences.tsx (app)');
  });
});

describe('the way of a hire request from an SMS', () => {
  it('takes no schema, form or dialog library into the sign-in dialog or the worker dashboard', () => {
    expect(heavyImports('src/client/features/auth/phone-login-dialog.tsx')).toEqual([]);
    expect(heavyImports('src/client/pages/worker-dashboard.tsx')).toEqual([]);
  });

  it('would see one', () => {
    expect(heavyImports('src/client/features/reviews/leave-review-form.tsx')).toContain(
      'src/shared/schemas/reviews.ts: zod',
    );
  });
});
