// The pages a person often opens straight from a link, signed in (issue 22: Find Workers, a profile, the wizard,
// Jobs Near Me; issue 32 item 22: this wave's visits, payments, week and earnings). None is prerendered, so each
// would wait for the session check before its chunk even started to load; on a visit straight to one, its chunk,
// catalogues and session check start as the entry runs, and the server's shell for it names its files
// (vite-plugin-static-site reads this table's source: keep its regular expressions literal and its loaders in the
// `const loadX = () => import('../pages/x.js')` form).
import { WORKER_PROFILE_PATH } from '../../shared/page-paths.js';
import { sessionRefreshed } from '../features/auth/shell.js';
import { workerProfileAddress } from '../features/worker-profile/early.js';
import { askEarly } from '../lib/http.js';
import { activateLanguage } from '../lib/i18n.js';
import { type Load, preloadAppPage } from '../lib/lazy-with-queries.js';
import { initialLanguage } from './initial-language.js';

export const loadFindWorkersPage = () => import('../pages/find-workers.js');
export const loadWorkerProfilePage = () => import('../pages/worker-profile.js');
export const loadRegisterWorkerPage = () => import('../pages/register-worker.js');
export const loadJobsNearMePage = () => import('../pages/jobs-near-me.js');
export const loadMyWeekPage = () => import('../pages/my-week.js');
export const loadVisitsPage = () => import('../pages/visits.js');
export const loadEarningsPage = () => import('../pages/earnings.js');
export const loadPaymentsPage = () => import('../pages/payments.js');

const EARLY_PAGES: [RegExp, Load<never>][] = [
  [/^\/find-workers$/, loadFindWorkersPage],
  // WORKER_PROFILE_PATH, which the server also matches and the profile's prefetchData reads.
  [/^\/worker\/[0-9a-f-]{36}$/, loadWorkerProfilePage],
  [/^\/register-worker$/, loadRegisterWorkerPage],
  [/^\/jobs\/near-me$/, loadJobsNearMePage],
  // BOOKINGS_PAGE_PATHS, where the reminders and the visit messages lead.
  [/^\/my-week$/, loadMyWeekPage],
  [/^\/visits$/, loadVisitsPage],
  [/^\/earnings$/, loadEarningsPage],
  [/^\/payments$/, loadPaymentsPage],
];

if (typeof window !== 'undefined') {
  const early = EARLY_PAGES.find(([path]) => path.test(window.location.pathname));
  if (early) {
    // Its texts in the visitor's language from the start (main.tsx activates the same one): not in English first.
    void activateLanguage(initialLanguage(false));
    preloadAppPage(early[1]);
    // The session check (refresh, then the user) starts now rather than after the first render, which waits for the
    // shell's catalogue: these pages show nothing of their own before it answers (decision 0364). Nor need the page's
    // own data wait for the user check (decision 0256): once the refresh has settled the cookies are current, so the
    // page's `prefetchData` asks for it alongside. Signed out, the 401 is kept until sign-in mounts the page, which
    // asks again.
    const { pathname } = window.location;
    // A profile's data is named by its address alone: asked for once the refresh has settled, not once the page's
    // code and the query library have loaded and run too (decision 0391); the page's prefetch then takes the answer.
    const refreshed = sessionRefreshed();
    const profile = WORKER_PROFILE_PATH.exec(pathname)?.[1];
    if (profile) void refreshed.then(() => askEarly(workerProfileAddress(profile)));
    void Promise.all([early[1](), refreshed])
      .then(([page]) => (page as { prefetchData?: (path: string) => void }).prefetchData?.(pathname))
      .catch(() => {
        // The page's own load reports the failure.
      });
  }
}
