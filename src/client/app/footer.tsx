// The site footer from the spec: worker and employer links, support and legal pages, placeholder socials, © 2024.
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { loginPath } from '../lib/login-path.js';
import { LanguageSwitcher } from './language-switcher.js';

interface FooterLink {
  href: string;
  label: string;
}

/** '#pricing' and '#how-it-works' live on the landing page, so they point at '/' from every other page. */
const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'For Workers',
    links: [
      { href: '/register-worker', label: 'Create a Profile' },
      { href: '/#pricing', label: 'Pricing' },
      { href: '/tier-upgrade', label: 'Get Verified' },
      { href: '/success-stories', label: 'Success Stories' },
    ],
  },
  {
    title: 'For Employers',
    links: [
      // Signing in from here goes on to the map (issue 16), not home.
      { href: loginPath('/find-workers'), label: 'Find Workers' },
      { href: loginPath('/find-workers'), label: 'Post a Job' },
      { href: '/#how-it-works', label: 'How It Works' },
      { href: '/safety', label: 'Safety Guidelines' },
      { href: '/household-guide', label: 'Employing a Domestic Worker' },
    ],
  },
  {
    title: 'Company',
    links: [
      { href: '/about', label: 'About Us' },
      { href: '/contact', label: 'Contact' },
      { href: '/privacy', label: 'Privacy Policy' },
      { href: '/terms', label: 'Terms of Service' },
    ],
  },
];

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

export function Footer() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <MapPin size={20} aria-hidden="true" /> Work Local
          </p>
          <p className="mt-2 text-sm">
            Work local. Hire local. Connecting South Africa's casual workers with the homes and businesses
            around them.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{column.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <FooterAnchor href={link.href}>{link.label}</FooterAnchor>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-700">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>© 2024 Work Local. All rights reserved.</p>
          <LanguageSwitcher />
          <ul aria-label="Social media (coming soon)" className="flex flex-wrap gap-4">
            {SOCIALS.map((name) => (
              <li key={name}>
                <span className="text-slate-400" title={`${name}: coming soon`}>
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
