// Serves the built client: precompressed files chosen by Accept-Encoding, immutable caching for hashed assets,
// prerendered HTML for the public pages in each language, the SPA shell for other client routes, and a real 404 for
// the rest. A public page's English address answers in the visitor's language (cookie, else Accept-Language); its
// /<code>/ address always in that language (decision 0186).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DATA_SAVER_COOKIE, dataSaverIsOn } from '../shared/data-saver.js';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../shared/i18n/languages.js';
import {
  englishPath,
  languagePath,
  ORIGIN_PLACEHOLDER,
  splitLanguagePrefix,
} from '../shared/i18n/public-pages.js';
import { ERROR_TEXTS } from './lib/error-texts.js';
import { escapeHtml } from './lib/html.js';
import { requestLanguage, translateSharedMessage, visitorLanguage } from './platform/i18n/index.js';

/**
 * Written next to the build by scripts/build/vite-plugin-static-site.ts; tells the server which routes have a
 * prerendered file in which language.
 */
export interface PrerenderManifest {
  /** `route` is the English address ('/about'); the page in `language` lives at languagePath(route, language). */
  routes: { route: string; language: LanguageCode; file: string }[];
  /** Path patterns of the client router (wouter syntax), so the server can answer unknown paths with 404. */
  clientRoutes: string[];
  /** The not-found page per language. */
  notFoundFiles: Partial<Record<LanguageCode, string>>;
  /**
   * The app pages often opened straight from a link (App.tsx's EARLY_PAGES): a path's regular expression and the
   * chunks its page loads, named in the SPA shell sent for it so they arrive alongside the entry (issue 22).
   */
  earlyPages?: { pattern: string; files: string[] }[];
  /** Per language, the chunks of the catalogues an app page renders with (the shell's and the app's texts). */
  appCatalogues?: Partial<Record<LanguageCode, string[]>>;
}

function readManifest(clientDir: string): PrerenderManifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(clientDir, 'prerendered.json'), 'utf8')) as PrerenderManifest;
  } catch {
    return null;
  }
}

/** wouter patterns ('/worker/:id', '/files/*') as anchored regular expressions. */
function routeMatcher(patterns: string[]): (pathname: string) => boolean {
  const regexes = patterns.map((p) => {
    const body = p
      .split('/')
      .map((seg) => {
        if (seg === '*') return '.*';
        if (seg.startsWith(':')) return seg.endsWith('?') ? '?[^/]*' : '[^/]+';
        return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    return new RegExp(`^${body}/?$`);
  });
  return (pathname) => regexes.some((r) => r.test(pathname));
}

/** Files outside the hashed assets that rarely change: the favicon, the app icons and the web manifest. */
const LONG_LIVED_FILES = /(favicon\.svg|manifest\.webmanifest|[\\/]icons[\\/][^\\/]+\.png)$/;

function sendHtml(reply: FastifyReply, file: string, status = 200) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .sendFile(file);
}

interface Page {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The prerendered pages with the site's origin filled in (their canonical and hreflang links must be absolute),
 * compressed once on first use and kept in memory: about fifty small files.
 */
function compressed(html: string): Page {
  const plain = Buffer.from(html, 'utf8');
  return {
    plain,
    br: zlib.brotliCompressSync(plain, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
    gzip: zlib.gzipSync(plain, { level: 9 }),
  };
}

/**
 * A shell made for one request (it names one person's photo): compressed when sent, in the encoding asked for
 * only, at a level that costs about a tenth of a millisecond for its 3 KB.
 */
function compressedFor(html: string, encoding: 'br' | 'gzip' | null): Buffer {
  const plain = Buffer.from(html, 'utf8');
  if (encoding === 'br') {
    return zlib.brotliCompressSync(plain, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    });
  }
  if (encoding === 'gzip') return zlib.gzipSync(plain, { level: 6 });
  return plain;
}

function encodingOf(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
}

/** The Data Saver rule (shared with the phone): the person's cookie, else the browser's Save-Data header. */
function dataSaverAsked(request: FastifyRequest): boolean {
  return dataSaverIsOn(request.cookies?.[DATA_SAVER_COOKIE], request.headers['save-data'] === 'on');
}

/**
 * The image a page opened straight from a link shows first (a profile's photo, its LCP), named in the shell as a
 * high-priority preload: without it the photo's request waits for the page's code and data, about 1.7 s on a slow
 * phone (decision 0258). Null when there is none or the visitor may not see it.
 */
export type PageImage = (request: FastifyRequest, pathname: string) => Promise<string | null>;

function pageStore(clientDir: string, origin: string): (file: string) => Page {
  const pages = new Map<string, Page>();
  return (file) => {
    let page = pages.get(file);
    if (!page) {
      page = compressed(
        fs.readFileSync(path.join(clientDir, file), 'utf8').replaceAll(ORIGIN_PLACEHOLDER, origin),
      );
      pages.set(file, page);
    }
    return page;
  };
}

/**
 * The SPA shell for an early page (App.tsx's EARLY_PAGES) in a language: index.html with modulepreload links for
 * the page's chunks and the language's catalogues, so the browser fetches them while the entry script downloads
 * instead of after it has run (the page's LCP on a slow phone, issue 22). One per page and language, in memory.
 */
function earlyShellStore(
  clientDir: string,
  manifest: PrerenderManifest | null,
): (pathname: string, language: LanguageCode) => Page | null {
  const pages = (manifest?.earlyPages ?? []).map((p) => ({ regex: new RegExp(p.pattern), files: p.files }));
  const shells = new Map<string, Page>();
  return (pathname, language) => {
    const index = pages.findIndex((p) => p.regex.test(pathname));
    const page = pages[index];
    if (!page) return null;
    const key = `${index}/${language}`;
    let shell = shells.get(key);
    if (!shell) {
      // The catalogues first: the page renders only once they are in too, and the app's is the largest file of the
      // set; a phone's six connections take the links in order (decision 0364).
      const files = [...(manifest?.appCatalogues?.[language] ?? []), ...page.files];
      // Low priority: the entry script and the styles, which paint the first screen, still come first on a slow
      // link; without it these took their bandwidth and the first paint came 0.5-0.7 s later (Lighthouse, issue 22).
      const links = files
        .map((f) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${f}">`)
        .join('');
      const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
      shell = compressed(template.replace('</head>', `${links}</head>`));
      shells.set(key, shell);
    }
    return shell;
  };
}

export async function registerStaticSite(
  app: FastifyInstance,
  clientDir: string,
  opts: { publicUrl: string; pageImage?: PageImage },
): Promise<void> {
  const manifest = readManifest(clientDir);
  const isClientRoute = manifest ? routeMatcher(manifest.clientRoutes) : () => true;
  const origin = new URL(opts.publicUrl).origin;
  const pageFile = pageStore(clientDir, origin);
  const earlyShell = earlyShellStore(clientDir, manifest);
  /** route -> language -> file */
  const files = new Map<string, Map<LanguageCode, string>>();
  for (const r of manifest?.routes ?? []) {
    const byLanguage = files.get(r.route) ?? new Map<LanguageCode, string>();
    byLanguage.set(r.language, r.file);
    files.set(r.route, byLanguage);
  }

  function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: { file: string; language: LanguageCode; negotiated: boolean; status?: number },
  ) {
    return sendBody(request, reply, { ...page, body: pageFile(page.file) });
  }

  /**
   * A page's HTML: one of the pages compressed once (`Page`), or HTML made for this one visitor (`personal`, a
   * profile's shell naming its photo), compressed now in the encoding asked for only.
   */
  function sendBody(
    request: FastifyRequest,
    reply: FastifyReply,
    page: {
      body: Page | { personal: string };
      language: LanguageCode;
      negotiated: boolean;
      status?: number;
    },
  ) {
    const { body } = page;
    const encoding = encodingOf(request);
    const personal = 'personal' in body;
    reply
      .status(page.status ?? 200)
      .type('text/html; charset=utf-8')
      // Made for this visitor (their view of one person's photo): no shared cache, nor the service worker's shell
      // cache, keeps it.
      .header('cache-control', personal ? 'private, no-cache' : 'no-cache')
      .header('content-language', page.language)
      // An English address's answer depends on the visitor's language: caches must keep the variants apart; a
      // personal one also on whether they asked to save data.
      .header(
        'vary',
        personal
          ? 'Accept-Encoding, Cookie, Accept-Language, Save-Data'
          : page.negotiated
            ? 'Accept-Encoding, Cookie, Accept-Language'
            : 'Accept-Encoding',
      );
    if (encoding) reply.header('content-encoding', encoding);
    if (personal) return reply.send(compressedFor(body.personal, encoding));
    return reply.send(encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.plain);
  }

  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed build assets never change; the icons and the manifest may be a week old (each revalidation of
      // them costs a phone a round trip and headers on every page load, issue 22); HTML and sw.js are revalidated.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else if (LONG_LIVED_FILES.test(filePath)) {
        res.header('cache-control', 'public, max-age=604800');
      } else {
        res.header('cache-control', 'no-cache');
      }
    },
  });

  for (const [route, byLanguage] of files) {
    const english = byLanguage.get(DEFAULT_LANGUAGE);
    app.get(route, (request, reply) => {
      const language = visitorLanguage(request);
      const file = byLanguage.get(language) ?? english;
      if (!file) return reply.callNotFound();
      return sendPage(request, reply, {
        file,
        language: byLanguage.has(language) ? language : DEFAULT_LANGUAGE,
        negotiated: true,
      });
    });
    for (const [language, file] of byLanguage) {
      // English has no prefix; /en/<page> is its explicit address (the legal pages' "read it in English").
      const address = language === DEFAULT_LANGUAGE ? englishPath(route) : languagePath(route, language);
      const handler = (request: FastifyRequest, reply: FastifyReply) =>
        sendPage(request, reply, { file, language, negotiated: false });
      app.get(address, handler);
      // '/zu' as well as '/zu/'.
      if (address.endsWith('/') && address.length > 1) app.get(address.slice(0, -1), handler);
    }
  }
  if (!files.has('/')) app.get('/', (_request, reply) => sendHtml(reply, 'index.html'));

  /** The page's first image for this visitor, unless they save data; a failed lookup sends the shell without it. */
  async function pageImageFor(request: FastifyRequest, pathname: string): Promise<string | null> {
    if (!opts.pageImage || dataSaverAsked(request)) return null;
    try {
      return await opts.pageImage(request, pathname);
    } catch (error) {
      request.log.warn({ err: error }, 'page image lookup failed');
      return null;
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      return reply
        .status(404)
        .send({ message: translateSharedMessage(ERROR_TEXTS.notFound, requestLanguage(request)) });
    }
    const pathname = request.url.split('?')[0] ?? '/';
    const prefix = splitLanguagePrefix(pathname).language;
    const notFound = manifest?.notFoundFiles ?? {};
    // A language prefix is only for public pages: /zu/find-workers is not an address.
    if ((!prefix && isClientRoute(pathname)) || !notFound[DEFAULT_LANGUAGE]) {
      const language = visitorLanguage(request);
      // Its preload list names the visitor's catalogues: caches must keep the languages apart.
      const shell = prefix ? null : earlyShell(pathname, language);
      if (!shell) return sendHtml(reply, 'index.html');
      const image = await pageImageFor(request, pathname);
      if (!image) return sendBody(request, reply, { body: shell, language, negotiated: true });
      const html = shell.plain
        .toString('utf8')
        .replace(
          '</head>',
          `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image)}"></head>`,
        );
      return sendBody(request, reply, { body: { personal: html }, language, negotiated: true });
    }
    const language = prefix ?? visitorLanguage(request);
    const file = notFound[language] ?? (notFound[DEFAULT_LANGUAGE] as string);
    return sendPage(request, reply, {
      file,
      language: notFound[language] ? language : DEFAULT_LANGUAGE,
      negotiated: !prefix,
      status: 404,
    });
  });
}
