// The navigation bar in its two states; the active route's button is highlighted (aria-current).
import { MapPin } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { REDIRECT_DELAYS_MS } from '../../shared/constants.js';
import { Button, buttonClass } from '../components/ui/button.js';
import { type AuthUser, refreshAuthUser, useLoginDialog } from '../features/auth/shell.js';
import { apiRequest } from '../lib/http.js';
import { hardRedirect } from '../lib/navigation.js';

function NavLink({ href, children }: { href: string; children: string }) {
  const [location] = useLocation();
  const active = location === href;
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={buttonClass(active ? 'default' : 'ghost', 'sm', 'whitespace-nowrap')}
    >
      {children}
    </Link>
  );
}

export function NavBar({ user, isLoading }: { user: AuthUser | null; isLoading: boolean }) {
  const { openLogin } = useLoginDialog();
  const signOut = async () => {
    try {
      await apiRequest('POST', '/api/auth/logout');
    } finally {
      await refreshAuthUser();
      // Spec section 9: the redirect after logout comes 500 ms later.
      setTimeout(() => hardRedirect('/'), REDIRECT_DELAYS_MS.logout);
    }
  };
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a href="#main" className="sr-only-focusable absolute left-2 top-2 z-50 rounded bg-white px-3 py-2">
        Skip to content
      </a>
      <nav
        aria-label="Main"
        // One row of fixed height in every state: a row that wraps once the session resolves shifts the page.
        className="mx-auto flex h-14 max-w-6xl flex-nowrap items-center justify-between gap-2 px-3"
      >
        <Link
          href="/"
          className="flex shrink-0 items-center gap-2 rounded px-1 py-2 text-lg font-bold text-brand-800"
        >
          <MapPin aria-hidden="true" size={22} />
          {/* On a phone the signed-in links need the room; the name stays for screen readers. */}
          <span className={user ? 'sr-only sm:not-sr-only' : undefined}>Work Local</span>
        </Link>
        {isLoading ? null : user ? (
          <div className="-mr-3 flex min-w-0 flex-nowrap items-center gap-1 overflow-x-auto pr-3">
            <NavLink href="/find-workers">Find Workers</NavLink>
            {user.hasWorkerProfile ? (
              <>
                <NavLink href="/tier-upgrade">Upgrade Tier</NavLink>
                <NavLink href="/verification-upload">Verification</NavLink>
              </>
            ) : (
              <NavLink href="/register-worker">Register as a Worker</NavLink>
            )}
            <Button variant="outline" size="sm" className="shrink-0" onClick={signOut}>
              Sign Out
            </Button>
          </div>
        ) : (
          <div className="flex items-center gap-2">
            <Button variant="ghost" size="sm" onClick={() => openLogin()}>
              Sign In
            </Button>
            <Button size="sm" onClick={() => openLogin()}>
              Get Started
            </Button>
          </div>
        )}
      </nav>
    </header>
  );
}
