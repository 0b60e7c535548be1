// Which source files' texts go into which catalogue file (src/locales/<code>/<name>.po), decision 0185. One list
// read by the extractor (lingui.config.ts), the client's loader and the server; paths are globs from the repo root.

// What the prerendered landing shows before any other catalogue arrives: the nav, the footer, the landing page and
// the few shared modules they take texts from. The sign-in dialog, the form fields and the toasts come with the
// app's catalogue, which the dialog's chunk loads (lazyWithQueries); every byte here is on the landing page's
// budget (decision 0188).
const SHELL = [
  'src/client/app/**',
  'src/client/components/ui/spinner.tsx',
  'src/client/features/landing/**',
  'src/client/pages/home.tsx',
] as const;

/**
 * Texts that the app's pages, the information pages and the landing's lower sections share but the landing's first
 * paint does not show: the signed-in navigation, the list of actions waiting to be sent (the notice loads this
 * catalogue when it has one), plan names and perks, month names, the sign-in and not-found pages (decision 0188), and
 * the pages' titles, which the prerendered pages carry in their HTML (decision 0382).
 */
const COMMON = [
  'src/client/app/signed-in-nav.tsx',
  'src/client/app/route-titles.ts',
  'src/client/app/outbox-notice.tsx',
  'src/client/lib/product-texts.ts',
  'src/client/lib/format-date.ts',
  'src/client/pages/login.tsx',
  'src/client/pages/not-found.tsx',
] as const;

/** The landing page's lower sections, loaded when the visitor scrolls near them (decision 0188). */
const LANDING = ['src/client/features/landing/below-the-fold/**'] as const;

const STATIC = [
  'src/client/pages/static/**',
  'src/client/features/static-pages/**',
  'src/client/pages/household-guide.tsx',
  'src/client/features/household/household-guide.tsx',
] as const;

/**
 * The signed-in app's common parts (form fields, dialogs, toasts, formatting) and the sign-in dialog, plus the
 * modules the worker dashboard shares with other pages (decision 0254).
 */
const UI = [
  'src/client/components/**',
  'src/client/lib/**',
  'src/client/features/auth/**',
  'src/client/features/hires/api.ts',
  'src/client/features/household/documents.tsx',
  'src/client/features/payments/api.ts',
  'src/client/features/reviews/star-rating-input.tsx',
  'src/client/features/worker-profile/spoken-languages-picker.tsx',
  // The shared rules and texts those forms and cards show (the rest of src/shared stays in `shared`).
  'src/shared/sign-in-rules.ts',
  'src/shared/name-rule.ts',
  'src/shared/schemas/*-texts.ts',
  'src/shared/i18n/category-labels.ts',
] as const;

/**
 * The worker dashboard and its cards: what a worker sees after opening a hire request from an SMS (decision 0254).
 * A card added to the dashboard from another feature goes here (or in UI when other pages show it too);
 * `src/client/lib/catalogue-split.test.ts` fails while the dashboard or the sign-in dialog shows a text of `app`.
 */
const WORKER = [
  'src/client/pages/worker-dashboard.tsx',
  'src/client/features/dashboard/**',
  'src/client/features/hires/pending-hires.tsx',
  'src/client/features/hires/requested-work.tsx',
  'src/client/features/household/worker-papers.tsx',
  'src/client/features/job-posts/job-alerts-card.tsx',
  'src/client/features/reviews/request-review-form.tsx',
  // The trust branch's cards and hire actions (issue 20), shown on the dashboard once it is merged.
  'src/client/features/trust/blocked-people-card.tsx',
  'src/client/features/trust/employer-facts.tsx',
  'src/client/features/trust/hire-trust-actions.tsx',
  'src/client/features/trust/rate-employer-dialog.tsx',
] as const;

export const CATALOGUES = [
  /** Every page's frame: nav, footer, landing, sign-in. Downloaded first, on every page. */
  { name: 'shell', include: SHELL, exclude: [...LANDING, ...COMMON] },
  /** The landing page's lower sections (trust, pricing, the call to action). */
  { name: 'landing', include: LANDING, exclude: [] },
  /** What every kind of page but the landing's first paint may show; loaded with each of them. */
  { name: 'common', include: COMMON, exclude: [] },
  /** The prerendered information pages (about, privacy, terms, safety, the household guide). */
  { name: 'static', include: STATIC, exclude: [] },
  /**
   * The app's common parts, the sign-in dialog and the worker dashboard: what a hire request's SMS leads to. The
   * sign-in dialog and the dashboard load it instead of `app` (every other app page loads both), so accepting a
   * hire does not download every other screen's texts. One file rather than two: each catalogue file is an entry
   * in the landing page's catalogue map, in every language (decision 0254).
   */
  { name: 'core', include: [...UI, ...WORKER], exclude: [...SHELL, ...COMMON] },
  /** The signed-in app and every other page. */
  {
    name: 'app',
    include: ['src/client/**'],
    exclude: [...SHELL, ...LANDING, ...COMMON, ...STATIC, ...UI, ...WORKER],
  },
  /** Texts in shared code (zod messages): the forms show them and the server's 400s carry them. */
  { name: 'shared', include: ['src/shared/**'], exclude: [...UI] },
  /** SMS, WhatsApp and e-mail texts, documents, server-only errors: never downloaded by the browser. */
  { name: 'server', include: ['src/server/**'], exclude: [] },
] as const;

export type CatalogueName = (typeof CATALOGUES)[number]['name'];

/** The catalogues a browser may download (the server's own never leave it). */
export type ClientCatalogueName = Exclude<CatalogueName, 'server'>;
