// The navigation bar in its two states; the active route's button is highlighted (aria-current).
// Signed in on a phone, the links live behind a 'Menu' disclosure button (decision 0115): they need about 440 px
// in one row and a 320 px phone has about 300. Sign Out stays in the bar at every width. The signed-in half is
// its own chunk (signed-in-nav.tsx), fetched at once for a browser where someone has signed in before.
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../components/ui/button.js';
import { type AuthUser, hasSignedInBefore, useLoginDialog } from '../features/auth/shell.js';
import { withCatalogues } from '../lib/i18n.js';
import { useLanguagePath } from '../lib/use-language-path.js';
import { OfflineBoundary } from './offline-boundary.js';

const loadSignedInNav = withCatalogues(['common'], () => import('./signed-in-nav.js'));
/**
 * Offline, on a page this phone never opened, its chunk or its `common` texts may not be saved (the app pages bring
 * `common` in their catalogue bundle, decision 0364): the bar then shows without its signed-in half rather than the
 * failure taking the whole app down, and the next page tries again with a new lazy component (a lazy component keeps
 * its failure).
 */
const lazyNav = (): ReturnType<typeof lazy<typeof import('./signed-in-nav.js').default>> =>
  lazy(() =>
    loadSignedInNav().catch((error: unknown) => {
      SignedInNav = lazyNav();
      throw error;
    }),
  );
let SignedInNav = lazyNav();
// A returning member: fetch it alongside the session check rather than after it.
if (typeof window !== 'undefined' && hasSignedInBefore()) void loadSignedInNav();

export function NavBar({ user, isLoading }: { user: AuthUser | null; isLoading: boolean }) {
  const { t } = useLingui();
  const languagePath = useLanguagePath();
  const [location] = useLocation();
  const { openLogin } = useLoginDialog();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a href="#main" className="sr-only-focusable absolute left-2 top-2 z-50 rounded bg-white px-3 py-2">
        <Trans>Skip to content</Trans>
      </a>
      <nav
        aria-label={t`Main`}
        // One row of fixed height in every state: a row that wraps once the session resolves shifts the page.
        // Under 360 px (a 320 px phone) the brand, gaps and buttons tighten so the signed-out row still fits.
        className="relative mx-auto flex h-14 max-w-6xl flex-nowrap items-center justify-between gap-2 px-3 max-[360px]:gap-1 max-[360px]:px-2"
      >
        <Link
          href={languagePath('/')}
          className="flex shrink-0 items-center gap-2 rounded px-1 py-2 text-lg font-bold text-brand-800 max-[360px]:gap-1 max-[360px]:px-0 max-[360px]:text-base"
        >
          <MapPin aria-hidden="true" size={22} />
          {/* On a phone the signed-in bar needs the room; the name stays for screen readers. */}
          <span className={user ? 'sr-only sm:not-sr-only' : undefined}>Work Local</span>
        </Link>
        {isLoading ? null : user ? (
          <OfflineBoundary resetKey={location} fallback={null}>
            <Suspense fallback={null}>
              <SignedInNav user={user} />
            </Suspense>
          </OfflineBoundary>
        ) : (
          <div className="flex flex-nowrap items-center gap-2 max-[360px]:gap-1">
            <Button
              variant="ghost"
              size="sm"
              className="whitespace-nowrap max-[360px]:px-2"
              onClick={() => openLogin()}
            >
              <Trans>Sign In</Trans>
            </Button>
            <Button size="sm" className="whitespace-nowrap max-[360px]:px-2" onClick={() => openLogin()}>
              <Trans>Get Started</Trans>
            </Button>
          </div>
        )}
      </nav>
    </header>
  );
}
