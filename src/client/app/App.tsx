// The route table, the layout and the app-wide providers. Pages are split per route so that the landing and
// static pages download no map, wizard or admin code; pages that read data bring TanStack Query's provider with
// them (lazyWithQueries), so the prerendered pages never download the query library.
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { isPublicPath, splitLanguagePrefix } from '../../shared/i18n/public-pages.js';
import { LazyToaster } from '../components/ui/lazy-toaster.js';
import { Spinner } from '../components/ui/spinner.js';
import { LoginDialogContext, PhoneLoginDialog, useAuth } from '../features/auth/shell.js';
import { i18n, STATIC_CATALOGUES, WORKER_DASHBOARD_CATALOGUES, withCatalogues } from '../lib/i18n.js';
import { lazyWithQueries } from '../lib/lazy-with-queries.js';
import {
  loadFindWorkersPage,
  loadJobsNearMePage,
  loadRegisterWorkerPage,
  loadWorkerProfilePage,
} from './early-pages.js';
import { Footer } from './footer.js';
import { LanguageSwitcher } from './language-switcher.js';
import { NavBar } from './nav-bar.js';
import { OfflineBoundary } from './offline-boundary.js';
import { OutboxNotice } from './outbox-notice.js';
import { useSiteTitle } from './site-title.js';
import { useLanguageInAddress } from './use-language-in-address.js';
import { useSavedLanguage } from './use-saved-language.js';
import { workRoutes } from './work-routes.js';

// Prerendered (decision 0050) and query-free: the landing, the static pages, the 404 screen and /login.
const HomePage = lazy(() => import('../pages/home.js'));
const LoginPage = lazy(withCatalogues(['common'], () => import('../pages/login.js')));
const AboutPage = lazy(withCatalogues(STATIC_CATALOGUES, () => import('../pages/static/about.js')));
const ContactPage = lazy(withCatalogues(STATIC_CATALOGUES, () => import('../pages/static/contact.js')));
const PrivacyPage = lazy(withCatalogues(STATIC_CATALOGUES, () => import('../pages/static/privacy.js')));
const TermsPage = lazy(withCatalogues(STATIC_CATALOGUES, () => import('../pages/static/terms.js')));
const SuccessStoriesPage = lazy(
  withCatalogues(STATIC_CATALOGUES, () => import('../pages/static/success-stories.js')),
);
const SafetyPage = lazy(withCatalogues(STATIC_CATALOGUES, () => import('../pages/static/safety.js')));
const HouseholdGuidePage = lazy(
  withCatalogues(STATIC_CATALOGUES, () => import('../pages/household-guide.js')),
);
const NotFoundPage = lazy(withCatalogues(['common'], () => import('../pages/not-found.js')));
const FindWorkersPage = lazyWithQueries(loadFindWorkersPage);
const WorkerProfilePage = lazyWithQueries(loadWorkerProfilePage);
const RegisterWorkerPage = lazyWithQueries(loadRegisterWorkerPage);
// Where a hire request's SMS leads: its own texts only, not the whole app's (decision 0254).
const WorkerDashboardPage = lazyWithQueries(
  () => import('../pages/worker-dashboard.js'),
  WORKER_DASHBOARD_CATALOGUES,
);
const TierUpgradePage = lazyWithQueries(() => import('../pages/tier-upgrade.js'));
const VerificationUploadPage = lazyWithQueries(() => import('../pages/verification-upload.js'));
const AdminPage = lazyWithQueries(() => import('../pages/admin.js'));
const PhoneVerificationPage = lazyWithQueries(() => import('../pages/phone-verification.js'));
const EmployerSubscriptionPage = lazyWithQueries(() => import('../pages/employer-subscription.js'));
const PaymentCallbackPage = lazyWithQueries(() => import('../pages/payment-callback.js'));
const SubscriptionCallbackPage = lazyWithQueries(() => import('../pages/subscription-callback.js'));
const ReviewPage = lazyWithQueries(() => import('../pages/review.js'));
const AccountPage = lazyWithQueries(() => import('../pages/account.js'));
const EmployPage = lazyWithQueries(() => import('../pages/employ.js'));
const PayslipsPage = lazyWithQueries(() => import('../pages/payslips.js'));
const PostJobPage = lazyWithQueries(() => import('../pages/post-job.js'));
const MyJobsPage = lazyWithQueries(() => import('../pages/my-jobs.js'));
const JobsNearMePage = lazyWithQueries(loadJobsNearMePage);
const JobPage = lazyWithQueries(() => import('../pages/job.js'));
const EmployerHistoryPage = lazyWithQueries(() => import('../pages/employer-history.js'));
const DevPhonePage = lazyWithQueries(() => import('../pages/dev-phone.js'));
const EmployerProfilePage = lazyWithQueries(() => import('../pages/employer-profile.js'));
const CheckInPage = lazyWithQueries(() => import('../pages/check-in.js'));

interface LoginState {
  open: boolean;
  returnTo?: string | undefined;
  onClose?: (() => void) | undefined;
}

/** A public page under a language prefix (/zu/about) is routed as its English path; the prefix is only for public
 * pages, so /zu/find-workers matches nothing (decision 0186). */
function routedPath(location: string): string {
  const { language, path } = splitLanguagePrefix(location);
  if (!language) return location;
  return isPublicPath(path) ? path : '/__not-found';
}

function Routes() {
  const [location] = useLocation();
  return (
    <Switch location={routedPath(location)}>
      <Route path="/" component={HomePage} />
      <Route path="/login" component={LoginPage} />
      <Route path="/find-workers" component={FindWorkersPage} />
      <Route path="/worker-dashboard" component={WorkerDashboardPage} />
      <Route path="/worker/dashboard" component={WorkerDashboardPage} />
      <Route path="/worker/:id" component={WorkerProfilePage} />
      {workRoutes}
      <Route path="/register-worker" component={RegisterWorkerPage} />
      <Route path="/tier-upgrade" component={TierUpgradePage} />
      <Route path="/verification-upload" component={VerificationUploadPage} />
      <Route path="/admin" component={AdminPage} />
      <Route path="/admin/:section" component={AdminPage} />
      <Route path="/phone-verification" component={PhoneVerificationPage} />
      <Route path="/employer-subscription" component={EmployerSubscriptionPage} />
      <Route path="/payment-callback" component={PaymentCallbackPage} />
      <Route path="/subscription-callback" component={SubscriptionCallbackPage} />
      <Route path="/review/:token" component={ReviewPage} />
      <Route path="/about" component={AboutPage} />
      <Route path="/contact" component={ContactPage} />
      <Route path="/privacy" component={PrivacyPage} />
      <Route path="/terms" component={TermsPage} />
      <Route path="/success-stories" component={SuccessStoriesPage} />
      <Route path="/safety" component={SafetyPage} />
      <Route path="/account" component={AccountPage} />
      <Route path="/employers/:userId" component={EmployerProfilePage} />
      <Route path="/hires/:id/check-in" component={CheckInPage} />
      <Route path="/dev/phone" component={DevPhonePage} />
      <Route path="/dev/phone/:phoneNumber" component={DevPhonePage} />
      <Route path="/employ/:hireId" component={EmployPage} />
      <Route path="/payslips" component={PayslipsPage} />
      <Route path="/jobs/new" component={PostJobPage} />
      <Route path="/jobs/mine" component={MyJobsPage} />
      <Route path="/jobs/near-me" component={JobsNearMePage} />
      <Route path="/jobs/:id" component={JobPage} />
      <Route path="/employer/history" component={EmployerHistoryPage} />
      <Route path="/household-guide" component={HouseholdGuidePage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}

function Shell({ children, prerendered }: { children: ReactNode; prerendered: boolean }) {
  // The session check's answer mounts the whole page, the largest render a visit makes, in one task: Preact has no
  // interruptible renders (React's deferred value here sliced it, decision 0364), and renders it in about a third of
  // React's time (decision 0390).
  const auth = useAuth();
  const { t } = useLingui();
  useSavedLanguage(auth.user?.language ?? undefined);
  useLanguageInAddress();
  // A prerendered page shows the signed-out view while the session check runs (hydration must match the
  // HTML, and a spinner would throw away the content already painted); a signed-in answer then switches.
  const user = auth.user;
  const isLoading = auth.isLoading && !prerendered;
  const [login, setLogin] = useState<LoginState>({ open: false });
  const openLogin = useCallback(
    (opts: { returnTo?: string; onClose?: () => void } = {}) => setLogin({ open: true, ...opts }),
    [],
  );
  // Both stay referentially stable: an update reaching a prerendered page before its lazy chunk has hydrated
  // would make React drop the server HTML and show the spinner (a full-page layout shift).
  const loginControls = useMemo(() => ({ openLogin }), [openLogin]);
  const [location] = useLocation();
  useSiteTitle(location);
  const page = useMemo(
    () => (
      <OfflineBoundary resetKey={location}>
        <Suspense fallback={<Spinner />}>{children}</Suspense>
      </OfflineBoundary>
    ),
    [children, location],
  );
  return (
    <LoginDialogContext.Provider value={loginControls}>
      <div className="flex min-h-screen flex-col">
        <NavBar user={user} isLoading={isLoading} />
        <OutboxNotice />
        {/* At least a screen tall: the footer stays below the fold whatever a page shows first, so a short page
            (Jobs Near Me before a place is chosen) replacing the full-screen spinner does not pull the footer up
            into view (that jump was the page's layout shift, CLS 0.21, issue 22). */}
        <main id="main" className="min-h-svh flex-1">
          {isLoading ? <Spinner label={t`Loading your session`} /> : page}
        </main>
        <Footer />
      </div>
      {login.open ? (
        <Suspense fallback={null}>
          <PhoneLoginDialog
            open={login.open}
            returnTo={login.returnTo}
            languageSwitcher={<LanguageSwitcher tone="light" />}
            onOpenChange={(open) => {
              if (!open) {
                const onClose = login.onClose;
                setLogin({ open: false });
                onClose?.();
              }
            }}
          />
        </Suspense>
      ) : null}
      <LazyToaster />
    </LoginDialogContext.Provider>
  );
}

/** `prerendered`: the tree hydrates build-time HTML of the signed-out view (src/client/prerender.tsx). */
export function App({ prerendered = false }: { prerendered?: boolean }) {
  return (
    <I18nProvider i18n={i18n}>
      <Shell prerendered={prerendered}>
        <Routes />
      </Shell>
    </I18nProvider>
  );
}
