// Build steps that run after the client bundle is written: prerender the public pages into HTML, generate the
// service worker's precache list, and precompress every text file as .br and .gz for the server to send as is.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { PrerenderManifest } from '../../src/server/static-site.js';
import { linguiPlugins } from './lingui-vite.js';

interface PrerenderedRoute {
  route: string;
  file: string;
  module: string;
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
    if (!COMPRESSIBLE.test(file)) continue;
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

/** The route patterns written in the App's route table (the one place they are declared). */
function readClientRoutes(appFile: string): string[] {
  const source = fs.readFileSync(appFile, 'utf8');
  return [...source.matchAll(/<Route\s+path="([^"]+)"/g)].map((m) => m[1] as string);
}

export function staticSite(): Plugin {
  let config: ResolvedConfig;
  // Page module (relative to the client root) -> the chunks it needs, so prerendered pages can preload them.
  const chunksByModule = new Map<string, string[]>();
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
        if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
        const rel = path.relative(config.root, chunk.facadeModuleId).split(path.sep).join('/');
        const seen = new Set<string>();
        collect(chunk.fileName, seen);
        chunksByModule.set(rel, [...seen]);
      }
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const projectRoot = path.resolve(config.root, '../..');
      const ssrOut = path.join(
        projectRoot,
        'node_modules/.cache/work-local-prerender',
        // Per build process: parallel builds into different folders must not share one SSR bundle.
        `${path.basename(outDir)}-${process.pid}`,
      );
      // Rendered inside the project so the bundle's bare imports (react, wouter...) resolve from node_modules.
      await build({
        configFile: false,
        root: config.root,
        logLevel: 'warn',
        mode: config.mode,
        plugins: [...linguiPlugins(), react()],
        build: {
          ssr: path.join(config.root, 'prerender.tsx'),
          outDir: ssrOut,
          emptyOutDir: true,
          target: 'node20',
        },
      });
      const entry = path.join(ssrOut, 'prerender.js');
      const mod = (await import(`${pathToFileURL(entry).href}?t=${Date.now()}`)) as {
        render: (route: string) => Promise<string>;
        PRERENDERED_ROUTES: readonly PrerenderedRoute[];
      };
      const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
      const manifest: PrerenderManifest = {
        routes: [],
        clientRoutes: readClientRoutes(path.join(config.root, 'app/App.tsx')),
        notFoundFile: null,
      };
      for (const page of mod.PRERENDERED_ROUTES) {
        const html = await mod.render(page.route);
        const preloads = (chunksByModule.get(page.module) ?? [])
          .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
          .join('');
        const out = template
          .replace('</head>', `${preloads}</head>`)
          .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
        const target = path.join(outDir, page.file);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, out);
        if (page.route === '/__not-found') manifest.notFoundFile = page.file;
        else manifest.routes.push({ route: page.route, file: page.file });
      }
      fs.rmSync(ssrOut, { recursive: true, force: true });
      fs.writeFileSync(path.join(outDir, 'prerendered.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      writeServiceWorker(outDir, manifest);
      precompress(outDir);
    },
  };
}

/** Fills the service worker template with this build's precache list and a cache version derived from it. */
function writeServiceWorker(outDir: string, manifest: PrerenderManifest): void {
  const templateFile = path.join(outDir, 'sw.js');
  if (!fs.existsSync(templateFile)) return;
  const assets = walk(path.join(outDir, 'assets'))
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => `/${path.relative(outDir, f).split(path.sep).join('/')}`);
  // The prerendered pages' own chunks are precached; other routes' chunks are cached the first time they load.
  const pagesHtml = manifest.routes.map((r) => fs.readFileSync(path.join(outDir, r.file), 'utf8')).join('');
  const shellAssets = assets.filter((a) => pagesHtml.includes(a));
  const pages = manifest.routes.map((r) => r.route);
  const precache = [...pages, '/index.html', '/manifest.webmanifest', '/favicon.svg', ...shellAssets];
  const version = createHash('sha256')
    .update(JSON.stringify(precache))
    .update(fs.readFileSync(path.join(outDir, 'index.html')))
    .digest('hex')
    .slice(0, 12);
  const source = fs
    .readFileSync(templateFile, 'utf8')
    .replace("'__PRECACHE__'", JSON.stringify(precache))
    .replace('__VERSION__', version);
  fs.writeFileSync(templateFile, source);
}
