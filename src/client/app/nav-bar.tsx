// The navigation bar in its two states; the active route's button is highlighted (aria-current).
// Signed in on a phone, the links live behind a 'Menu' disclosure button (decision 0115): they need about 440 px
// in one row and a 320 px phone has about 300. Sign Out stays in the bar at every width.
import { MapPin, Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { REDIRECT_DELAYS_MS } from '../../shared/constants.js';
import { Button, buttonClass } from '../components/ui/button.js';
import { type AuthUser, refreshAuthUser, useLoginDialog } from '../features/auth/shell.js';
import { apiRequest } from '../lib/http.js';
import { hardRedirect } from '../lib/navigation.js';

/** The texts of the bar that are not the spec's link labels. */
export const NAV_TEXTS = {
  menu: 'Menu',
  admin: 'Admin',
} as const;

interface NavItem {
  href: string;
  label: string;
}

/** The spec's signed-in links in its order, plus the verification queue for admins (issue 16). */
export function navItems(user: AuthUser): NavItem[] {
  return [
    { href: '/find-workers', label: 'Find Workers' },
    ...(user.hasWorkerProfile
      ? [
          { href: '/tier-upgrade', label: 'Upgrade Tier' },
          { href: '/verification-upload', label: 'Verification' },
        ]
      : [{ href: '/register-worker', label: 'Register as a Worker' }]),
    ...(user.isAdmin ? [{ href: '/admin/verifications', label: NAV_TEXTS.admin }] : []),
  ];
}

function NavLink({ href, children, block = false }: { href: string; children: string; block?: boolean }) {
  const [location] = useLocation();
  const active = location === href;
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={buttonClass(
        active ? 'default' : 'ghost',
        'sm',
        block ? 'w-full justify-start' : 'whitespace-nowrap',
      )}
    >
      {children}
    </Link>
  );
}

/** The phone layout's disclosure: Escape or a click outside closes it, and Escape gives focus back to the button. */
function MenuDisclosure({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  // A followed link closes the menu.
  useEffect(() => setOpen(false), [location]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <X size={18} aria-hidden="true" /> : <Menu size={18} aria-hidden="true" />}
        {NAV_TEXTS.menu}
      </Button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-3 py-2 shadow-md"
      >
        <ul className="grid gap-1">
          {items.map((item) => (
            <li key={item.href}>
              <NavLink href={item.href} block>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </>
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
  const items = user ? navItems(user) : [];
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a href="#main" className="sr-only-focusable absolute left-2 top-2 z-50 rounded bg-white px-3 py-2">
        Skip to content
      </a>
      <nav
        aria-label="Main"
        // One row of fixed height in every state: a row that wraps once the session resolves shifts the page.
        className="relative mx-auto flex h-14 max-w-6xl flex-nowrap items-center justify-between gap-2 px-3"
      >
        <Link
          href="/"
          className="flex shrink-0 items-center gap-2 rounded px-1 py-2 text-lg font-bold text-brand-800"
        >
          <MapPin aria-hidden="true" size={22} />
          {/* On a phone the signed-in bar needs the room; the name stays for screen readers. */}
          <span className={user ? 'sr-only sm:not-sr-only' : undefined}>Work Local</span>
        </Link>
        {isLoading ? null : user ? (
          <div className="flex min-w-0 flex-nowrap items-center gap-1">
            <ul className="hidden flex-nowrap items-center gap-1 lg:flex">
              {items.map((item) => (
                <li key={item.href}>
                  <NavLink href={item.href}>{item.label}</NavLink>
                </li>
              ))}
            </ul>
            <div className="lg:hidden">
              <MenuDisclosure items={items} />
            </div>
            <Button variant="outline" size="sm" className="shrink-0 whitespace-nowrap" onClick={signOut}>
              Sign Out
            </Button>
          </div>
        ) : (
          <div className="flex flex-nowrap items-center gap-2">
            <Button variant="ghost" size="sm" className="whitespace-nowrap" onClick={() => openLogin()}>
              Sign In
            </Button>
            <Button size="sm" className="whitespace-nowrap" onClick={() => openLogin()}>
              Get Started
            </Button>
          </div>
        )}
      </nav>
    </header>
  );
}
