// Route '/': the landing page for visitors, the welcome home page for signed-in users.
import { useEffect } from 'react';
import { useAuth } from '../features/auth/use-auth.js';
import { WelcomeHome } from '../features/home/welcome-home.js';
import { LandingPage } from '../features/landing/landing-page.js';
import { SavedWorkersCard } from '../features/worker-profile/saved-workers-card.js';

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
      <WelcomeHome user={user}>
        <SavedWorkersCard />
      </WelcomeHome>
    );
  }
  return <LandingPage />;
}
