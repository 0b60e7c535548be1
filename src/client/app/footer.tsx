// The site footer from the spec: worker and employer links, support and legal pages, placeholder socials, © 2024,
// the language switcher and the "Suggest a better translation" link (issue 17).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import { type ReactNode, Suspense, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { SuggestTranslationDialog } from '../features/translation-suggestions/index.js';
import { loginPath } from '../lib/login-path.js';
import { useLanguagePath } from '../lib/use-language-path.js';
import { LanguageSwitcher } from './language-switcher.js';

interface FooterLink {
  href: string;
  label: MessageDescriptor;
}

/** '#pricing' and '#how-it-works' live on the landing page, so they point at '/' from every other page. */
const COLUMNS: { title: MessageDescriptor; links: FooterLink[] }[] = [
  {
    title: msg`For Workers`,
    links: [
      { href: '/register-worker', label: msg`Create a Profile` },
      { href: '/#pricing', label: msg`Pricing` },
      { href: '/tier-upgrade', label: msg`Get Verified` },
      { href: '/success-stories', label: msg`Success Stories` },
    ],
  },
  {
    title: msg`For Employers`,
    links: [
      // Signing in from here goes on to the map (issue 16), not home.
      { href: loginPath('/find-workers'), label: msg`Find Workers` },
      // Post a Job opens the form, through sign-in (issue 18).
      { href: loginPath('/jobs/new'), label: msg`Post a Job` },
      { href: '/#how-it-works', label: msg`How It Works` },
      { href: '/safety', label: msg`Safety Guidelines` },
      { href: '/household-guide', label: msg`Employing a Domestic Worker` },
    ],
  },
  {
    title: msg`Company`,
    links: [
      { href: '/about', label: msg`About Us` },
      { href: '/contact', label: msg`Contact` },
      { href: '/privacy', label: msg`Privacy Policy` },
      { href: '/terms', label: msg`Terms of Service` },
    ],
  },
];

/** Brand names, the same in every language. */
const SOCIALS = ['Facebook', 'Instagram', 'X (Twitter)', 'LinkedIn'];

function FooterAnchor({ href, children }: { href: string; children: ReactNode }) {
  const className = 'rounded text-slate-300 underline-offset-4 hover:text-white hover:underline';
  // Hash links need a real page load on other routes: wouter's Link would not scroll to the section.
  return href.includes('#') ? (
    <a href={href} className={className}>
      {children}
    </a>
  ) : (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}

/** Opens the suggestion dialog (its code and texts load on the first press, not with the landing page). */
function SuggestTranslation() {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="min-h-[44px] text-left underline underline-offset-2 hover:text-white"
      >
        <Trans>Suggest a better translation</Trans>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SuggestTranslationDialog page={location} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

export function Footer() {
  const { i18n, t } = useLingui();
  const languagePath = useLanguagePath();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <MapPin size={20} aria-hidden="true" /> Work Local
          </p>
          <p className="mt-2 text-sm">
            <Trans>
              Work local. Hire local. Connecting South Africa's casual workers with the homes and businesses
              around them.
            </Trans>
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title.id} aria-label={i18n._(column.title)}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
              {i18n._(column.title)}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label.id}>
                  <FooterAnchor href={languagePath(link.href)}>{i18n._(link.label)}</FooterAnchor>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-700">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 text-sm sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
          <p>
            <Trans>© 2024 Work Local. All rights reserved.</Trans>
          </p>
          <LanguageSwitcher />
          <SuggestTranslation />
          <ul aria-label={t`Social media (coming soon)`} className="flex flex-wrap gap-4">
            {SOCIALS.map((name) => (
              <li key={name}>
                <span className="text-slate-400" title={t`${name}: coming soon`}>
                  {name}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
