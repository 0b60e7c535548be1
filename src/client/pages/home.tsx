// Route '/': the landing page for visitors, the welcome home page for signed-in users. The signed-in view (and the
// query library its saved-workers card needs) loads only for signed-in users: the prerendered landing stays small.
import { lazy, Suspense, useEffect } from 'react';
import { Spinner } from '../components/ui/spinner.js';
import { useAuth } from '../features/auth/use-auth.js';
import { LandingPage } from '../features/landing/landing-page.js';
import { lazyWithQueries } from '../lib/lazy-with-queries.js';

const WelcomeHome = lazy(() =>
  import('../features/home/welcome-home.js').then((m) => ({ default: m.WelcomeHome })),
);
const SavedWorkersCard = lazyWithQueries<object>(() =>
  import('../features/worker-profile/saved-workers-card.js').then((m) => ({ default: m.SavedWorkersCard })),
);

/** Footer links such as /#pricing arrive before this lazy page has rendered, so scroll once it has. */
function useScrollToHash(): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}

export default function HomePage() {
  const { user } = useAuth();
  useScrollToHash();
  if (user) {
    return (
      <Suspense fallback={<Spinner />}>
        <WelcomeHome user={user}>
          <SavedWorkersCard />
        </WelcomeHome>
      </Suspense>
    );
  }
  return <LandingPage />;
}
