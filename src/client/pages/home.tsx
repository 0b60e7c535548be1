// Route '/': the landing page for visitors, the welcome home page for signed-in users. The signed-in view (and the
// query library its saved-workers card needs) loads only for signed-in users: the prerendered landing stays small.
import { Suspense, useEffect } from 'react';
import { Spinner } from '../components/ui/spinner.js';
import { useAuth } from '../features/auth/index.js';
import { HomeWorkerStatus } from '../features/dashboard/index.js';
import { WelcomeHome } from '../features/home/index.js';
import { JobsHomeCard } from '../features/job-posts/index.js';
import { LandingPage } from '../features/landing/index.js';
import { RecommendedWorkersCard } from '../features/recommendations/index.js';
import { SavedWorkersCard } from '../features/saved-workers/index.js';

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
        <WelcomeHome
          user={user}
          workerStatus={
            <Suspense fallback={<Spinner />}>
              <HomeWorkerStatus />
            </Suspense>
          }
        >
          <JobsHomeCard />
          {/* For whoever hires (no worker profile, or a verified employer phone): workers near the last search. */}
          {!user.hasWorkerProfile || user.employerPhoneVerified ? <RecommendedWorkersCard /> : null}
          <SavedWorkersCard />
        </WelcomeHome>
      </Suspense>
    );
  }
  return <LandingPage />;
}
