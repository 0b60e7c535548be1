// Build steps that run after the client bundle is written: prerender the public pages into HTML, generate the
// service worker's precache list, and precompress every text file as .br and .gz for the server to send as is.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { OFFLINE_FORMS_ID } from '../../src/client/lib/offline-forms.js';
import type { PrerenderManifest } from '../../src/server/static-site.js';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '../../src/shared/i18n/languages.js';
import { linguiPlugins } from './lingui-vite.js';
import { pageHead } from './page-head.js';
import { noReactInBundle, PREACT_ALIASES } from './preact-alias.js';
import { readClientRoutes, readEarlyPages } from './read-routes.js';

interface PrerenderedRoute {
  route: string;
  file: string;
  module: string;
}

interface RenderedPage {
  html: string;
  title: string;
  description: string;
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_COMPRESS_BYTES = 512;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? walk(p) : [p];
  });
}

function precompress(outDir: string): void {
  for (const file of walk(outDir)) {
    // The prerendered pages are compressed by the server once it has put its origin in (src/server/static-site.ts).
    if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}prerendered${path.sep}`)) continue;
    const body = fs.readFileSync(file);
    if (body.length < MIN_COMPRESS_BYTES) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  }
}

export function staticSite(): Plugin {
  let config: ResolvedConfig;
  // Page module (relative to the client root) -> the chunks it needs, so prerendered pages can preload them.
  const chunksByModule = new Map<string, string[]>();
  // '<code>/<catalogue>' (the .po file) -> its compiled chunk, so each page preloads its language's texts.
  const catalogueChunks = new Map<string, string>();
  // Any module (relative to the client root) -> the chunk that holds it: a chunk group (the query library) has
  // no facade module of its own.
  const chunkOfModule = new Map<string, string>();
  // The early pages' own chunks with what they import, the query provider's (every one of them reads data) and the
  // signed-in nav's.
  let earlyPages: { pattern: string; files: string[] }[] = [];
  return {
    name: 'work-local-static-site',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      if (config.build.ssr) return;
      const entryImports = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry) {
          entryImports.add(chunk.fileName);
          for (const i of chunk.imports) entryImports.add(i);
        }
      }
      const collect = (fileName: string, seen: Set<string>) => {
        if (seen.has(fileName) || entryImports.has(fileName)) return;
        seen.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') for (const i of chunk.imports) collect(i, seen);
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.isEntry) continue;
        for (const id of chunk.moduleIds) {
          chunkOfModule.set(path.relative(config.root, id).split(path.sep).join('/'), chunk.fileName);
        }
        if (!chunk.facadeModuleId) continue;
        const rel = path.relative(config.root, chunk.facadeModuleId).split(path.sep).join('/');
        const catalogue = /locales\/([a-z]+)\/([a-z]+)\.po$/.exec(rel);
        if (catalogue) catalogueChunks.set(`${catalogue[1]}/${catalogue[2]}`, chunk.fileName);
        // The app pages' catalogues in one chunk (lib/i18n.ts, decision 0364).
        const bundle = /locales\/([a-z]+)\/app\.po\?with=/.exec(rel);
        if (bundle) catalogueChunks.set(`${bundle[1]}/app-bundle`, chunk.fileName);
        const seen = new Set<string>();
        collect(chunk.fileName, seen);
        chunksByModule.set(rel, [...seen]);
      }
      const withImports = (module: string): string[] => {
        const file = chunkOfModule.get(module);
        if (!file) throw new Error(`No chunk holds ${module}`);
        const seen = new Set<string>();
        collect(file, seen);
        return [...seen];
      };
      const queryChunks = withImports('lib/query-provider.tsx');
      // The signed-in half of the nav bar too: these pages are opened signed in, and its chunk, asked for only once
      // the session check has answered, was one more round trip before the page went quiet (decision 0364).
      const navChunks = withImports('app/signed-in-nav.tsx');
      earlyPages = readEarlyPages(config.root).map((page) => ({
        pattern: page.pattern,
        files: [...new Set([...withImports(page.module), ...queryChunks, ...navChunks])],
      }));
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const projectRoot = path.resolve(config.root, '../..');
      const ssrOut = path.join(
        projectRoot,
        'node_modules/.cache/work-local-prerender',
        // Per build: parallel builds into different folders must not share one SSR bundle, and a second build in
        // the same process must not get the first one's modules from Node's cache.
        `${path.basename(outDir)}-${process.pid}-${Date.now()}`,
      );
      // Rendered inside the project so the bundle's bare imports (react, wouter...) resolve from node_modules.
      await build({
        configFile: false,
        root: config.root,
        logLevel: 'warn',
        mode: config.mode,
        plugins: [...linguiPlugins(), react(), noReactInBundle()],
        resolve: { alias: PREACT_ALIASES },
        // Bundled, not imported from node_modules at run time: the aliases apply only to what the bundle holds.
        ssr: { noExternal: true },
        build: {
          ssr: path.join(config.root, 'prerender.tsx'),
          outDir: ssrOut,
          emptyOutDir: true,
          target: 'node20',
        },
      });
      const entry = path.join(ssrOut, 'prerender.js');
      // No cache-busting query: the lazy chunks import the entry by its plain URL, and a second instance of it would
      // keep its own catalogue state (the folder is new for every build instead).
      const mod = (await import(pathToFileURL(entry).href)) as {
        renderPage: (route: string, language: LanguageCode) => Promise<RenderedPage>;
        PRERENDERED_ROUTES: readonly PrerenderedRoute[];
      };
      const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
      const manifest: PrerenderManifest = {
        routes: [],
        clientRoutes: readClientRoutes(config.root),
        notFoundFiles: {},
        // The SPA shell sent for an early page names what that page will load (its chunks, the query library and
        // the language's shell and app catalogues), so they download alongside the entry rather than after it.
        earlyPages,
        appCatalogues: Object.fromEntries(
          LANGUAGE_CODES.map((language) => [
            language,
            // The shell's catalogue and APP_CATALOGUES' bundle (lib/i18n.ts).
            ['shell', 'app-bundle'].map((name) => {
              const file = catalogueChunks.get(`${language}/${name}`);
              if (!file) throw new Error(`No chunk for the catalogue ${language}/${name}`);
              return file;
            }),
          ]),
        ),
      };
      // Every public page once per language (decision 0186): English at its path, the others under /<code>/.
      for (const language of LANGUAGE_CODES) {
        for (const page of mod.PRERENDERED_ROUTES) {
          const rendered = await mod.renderPage(page.route, language);
          // The catalogues the page's first render needs (the landing's lower sections wait for scrolling).
          const catalogues = page.module.startsWith('pages/static/')
            ? ['shell', 'static', 'common']
            : page.route === '/'
              ? ['shell']
              : ['shell', 'common'];
          const preloads = [
            ...(chunksByModule.get(page.module) ?? []),
            ...catalogues.map((name) => catalogueChunks.get(`${language}/${name}`) ?? ''),
          ]
            .filter(Boolean)
            .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
            .join('');
          const isNotFound = page.route === '/__not-found';
          const out = pageHead(template, {
            language,
            title: rendered.title,
            description: rendered.description,
            route: isNotFound ? null : page.route,
          })
            .replace('</head>', `${preloads}</head>`)
            .replace('<div id="root"></div>', `<div id="root">${rendered.html}</div>`);
          const file = language === DEFAULT_LANGUAGE ? page.file : page.file.replace('/', `/${language}/`);
          const target = path.join(outDir, file);
          fs.mkdirSync(path.dirname(target), { recursive: true });
          fs.writeFileSync(target, out);
          if (isNotFound) manifest.notFoundFiles[language] = file;
          else manifest.routes.push({ route: page.route, language, file });
        }
      }
      fs.rmSync(ssrOut, { recursive: true, force: true });
      fs.writeFileSync(path.join(outDir, 'prerendered.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      writeServiceWorker(outDir);
      precompress(outDir);
    },
  };
}

/**
 * Fills the service worker template with this build's precache list, its asset list (older releases' chunks are
 * pruned against it) and a cache version derived from both. The precache is the app shell only: index.html and what
 * it loads itself, which the first page has just downloaded (so installing costs no extra bytes). Pages and chunks
 * are kept as the person opens them: precaching every information page cost a first visit about 45 KB (issue 22).
 */
function writeServiceWorker(outDir: string): void {
  const templateFile = path.join(outDir, 'sw.js');
  if (!fs.existsSync(templateFile)) return;
  const assets = walk(path.join(outDir, 'assets'))
    .filter((f) => !/\.(br|gz)$/.test(f))
    .map((f) => `/${path.relative(outDir, f).split(path.sep).join('/')}`);
  const indexHtml = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  // The offline forms' file list (decision 0394) names files the page fetches only once settled, and only on the
  // pages that show those forms: not the shell.
  const shellHtml = indexHtml.replace(
    new RegExp(`<script[^>]*\\bid="${OFFLINE_FORMS_ID}"[^>]*>[\\s\\S]*?</script>`),
    '',
  );
  const shellAssets = assets.filter((a) => shellHtml.includes(a));
  const precache = ['/index.html', ...shellAssets];
  const version = createHash('sha256')
    .update(JSON.stringify(precache))
    .update(JSON.stringify(assets))
    .update(indexHtml)
    .digest('hex')
    .slice(0, 12);
  const source = fs
    .readFileSync(templateFile, 'utf8')
    .replace("'__PRECACHE__'", JSON.stringify(precache))
    .replace("'__ASSETS__'", JSON.stringify(assets))
    .replace('__VERSION__', version);
  fs.writeFileSync(templateFile, source);
}
