// The signed-in half of the navigation bar: the spec's links (in a 'Menu' disclosure on a phone, decision 0115) and
// Sign Out. Its own chunk, with its texts in the common catalogue: a visitor who is not signed in, the landing
// page's audience, never downloads it (decision 0188).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { REDIRECT_DELAYS_MS } from '../../shared/constants.js';
import { Button, buttonClass } from '../components/ui/button.js';
import { type AuthUser, refreshAuthUser } from '../features/auth/shell.js';
import { apiRequest, discardBody } from '../lib/http.js';
import { hardRedirect } from '../lib/navigation.js';
import { forgetPrivateData } from '../lib/offline.js';

interface NavItem {
  href: string;
  label: MessageDescriptor;
}

/** The spec's signed-in links in its order, plus the admin console for admins (issues 16, 20). */
export function navItems(user: AuthUser): NavItem[] {
  return [
    { href: '/find-workers', label: msg`Find Workers` },
    // Job posts (issue 18): a worker's jobs nearby; everyone's own posted jobs, where Post a Job starts.
    ...(user.hasWorkerProfile ? [{ href: '/jobs/near-me', label: msg`Jobs Near Me` }] : []),
    // Bookings (issue 33): her visits and hours; the household's booked visits.
    ...(user.hasWorkerProfile ? [{ href: '/my-week', label: msg`My Week` }] : []),
    { href: '/jobs/mine', label: msg`My Jobs` },
    ...(user.hasWorkerProfile
      ? [
          // Money (issue 34): what households paid her, her payouts and her bank account.
          { href: '/earnings', label: msg`My Earnings` },
          { href: '/tier-upgrade', label: msg`Upgrade Tier` },
          { href: '/verification-upload', label: msg`Verification` },
        ]
      : [{ href: '/register-worker', label: msg`Register as a Worker` }]),
    // The employer plan's hire history (issue 18), for whoever hires: no worker profile, or a verified employer phone.
    ...(!user.hasWorkerProfile || user.employerPhoneVerified
      ? [
          { href: '/visits', label: msg`Booked Visits` },
          { href: '/employer/history', label: msg`Hire History` },
          // Money (issue 34): what the household paid for visits and tips.
          { href: '/payments', label: msg`My Payments` },
        ]
      : []),
    ...(user.isAdmin ? [{ href: '/admin', label: msg`Admin` }] : []),
  ];
}

function NavLink({
  href,
  label,
  block = false,
}: {
  href: string;
  label: MessageDescriptor;
  block?: boolean;
}) {
  const { i18n } = useLingui();
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
      {i18n._(label)}
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
        <Trans>Menu</Trans>
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
              <NavLink href={item.href} label={item.label} block />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

export default function SignedInNav({ user }: { user: AuthUser }) {
  const signOut = async () => {
    try {
      // Nothing of this person's may stay on a shared phone: saved answers and queued actions go first.
      await forgetPrivateData();
      await discardBody(await apiRequest('POST', '/api/auth/logout'));
    } finally {
      await refreshAuthUser();
      // Spec section 9: the redirect after logout comes 500 ms later.
      setTimeout(() => hardRedirect('/'), REDIRECT_DELAYS_MS.logout);
    }
  };
  const items = navItems(user);
  return (
    <div className="flex min-w-0 flex-nowrap items-center gap-1">
      <ul className="hidden flex-nowrap items-center gap-1 lg:flex">
        {items.map((item) => (
          <li key={item.href}>
            <NavLink href={item.href} label={item.label} />
          </li>
        ))}
      </ul>
      <div className="lg:hidden">
        <MenuDisclosure items={items} />
      </div>
      <Button
        variant="outline"
        size="sm"
        className="shrink-0 whitespace-nowrap"
        onClick={signOut}
        data-testid="sign-out"
      >
        <Trans>Sign Out</Trans>
      </Button>
    </div>
  );
}
