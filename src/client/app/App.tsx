// The route table, the layout and the app-wide providers. Pages are split per route so that the landing and
// static pages download no map, wizard or admin code; pages that read data bring TanStack Query's provider with
// them (lazyWithQueries), so the prerendered pages never download the query library.
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { Route, Switch } from 'wouter';
import { LazyToaster } from '../components/ui/lazy-toaster.js';
import { Spinner } from '../components/ui/spinner.js';
import { LoginDialogContext, PhoneLoginDialog, useAuth } from '../features/auth/shell.js';
import { lazyWithQueries } from '../lib/lazy-with-queries.js';
import { Footer } from './footer.js';
import { NavBar } from './nav-bar.js';

// Prerendered (decision 0050) and query-free: the landing, the static pages, the 404 screen and /login.
const HomePage = lazy(() => import('../pages/home.js'));
const LoginPage = lazy(() => import('../pages/login.js'));
const AboutPage = lazy(() => import('../pages/static/about.js'));
const ContactPage = lazy(() => import('../pages/static/contact.js'));
const PrivacyPage = lazy(() => import('../pages/static/privacy.js'));
const TermsPage = lazy(() => import('../pages/static/terms.js'));
const SuccessStoriesPage = lazy(() => import('../pages/static/success-stories.js'));
const SafetyPage = lazy(() => import('../pages/static/safety.js'));
const HouseholdGuidePage = lazy(() => import('../pages/household-guide.js'));
const NotFoundPage = lazy(() => import('../pages/not-found.js'));
const loadFindWorkersPage = () => import('../pages/find-workers.js');
const FindWorkersPage = lazyWithQueries(loadFindWorkersPage);
const WorkerProfilePage = lazyWithQueries(() => import('../pages/worker-profile.js'));
const RegisterWorkerPage = lazyWithQueries(() => import('../pages/register-worker.js'));
const WorkerDashboardPage = lazyWithQueries(() => import('../pages/worker-dashboard.js'));
const TierUpgradePage = lazyWithQueries(() => import('../pages/tier-upgrade.js'));
const VerificationUploadPage = lazyWithQueries(() => import('../pages/verification-upload.js'));
const AdminVerificationsPage = lazyWithQueries(() => import('../pages/admin-verifications.js'));
const PhoneVerificationPage = lazyWithQueries(() => import('../pages/phone-verification.js'));
const EmployerSubscriptionPage = lazyWithQueries(() => import('../pages/employer-subscription.js'));
const PaymentCallbackPage = lazyWithQueries(() => import('../pages/payment-callback.js'));
const SubscriptionCallbackPage = lazyWithQueries(() => import('../pages/subscription-callback.js'));
const ReviewPage = lazyWithQueries(() => import('../pages/review.js'));
const AccountPage = lazyWithQueries(() => import('../pages/account.js'));
const EmployPage = lazyWithQueries(() => import('../pages/employ.js'));
const PayslipsPage = lazyWithQueries(() => import('../pages/payslips.js'));

// The map page is never prerendered, so its chunk would wait for the session check before loading; on a visit
// straight to it, fetch the chunk alongside that check instead (the signed-in page's LCP in Lighthouse).
if (typeof window !== 'undefined' && window.location.pathname === '/find-workers') void loadFindWorkersPage();

interface LoginState {
  open: boolean;
  returnTo?: string | undefined;
  onClose?: (() => void) | undefined;
}

function Routes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/login" component={LoginPage} />
      <Route path="/find-workers" component={FindWorkersPage} />
      <Route path="/worker-dashboard" component={WorkerDashboardPage} />
      <Route path="/worker/dashboard" component={WorkerDashboardPage} />
      <Route path="/worker/:id" component={WorkerProfilePage} />
      <Route path="/register-worker" component={RegisterWorkerPage} />
      <Route path="/tier-upgrade" component={TierUpgradePage} />
      <Route path="/verification-upload" component={VerificationUploadPage} />
      <Route path="/admin/verifications" component={AdminVerificationsPage} />
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
      <Route path="/employ/:hireId" component={EmployPage} />
      <Route path="/payslips" component={PayslipsPage} />
      <Route path="/household-guide" component={HouseholdGuidePage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}

function Shell({ children, prerendered }: { children: ReactNode; prerendered: boolean }) {
  const auth = useAuth();
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
  const page = useMemo(() => <Suspense fallback={<Spinner />}>{children}</Suspense>, [children]);
  return (
    <LoginDialogContext.Provider value={loginControls}>
      <div className="flex min-h-screen flex-col">
        <NavBar user={user} isLoading={isLoading} />
        <main id="main" className="flex-1">
          {isLoading ? <Spinner label="Loading your session" /> : page}
        </main>
        <Footer />
      </div>
      {login.open ? (
        <Suspense fallback={null}>
          <PhoneLoginDialog
            open={login.open}
            returnTo={login.returnTo}
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
    <Shell prerendered={prerendered}>
      <Routes />
    </Shell>
  );
}
