// The admin console's frame (issue 20): the section menu (a row that scrolls sideways on a phone), the section's
// heading and its content. Admins only: the API refuses everyone else anyway (403); the page says so.
import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { AuthUser } from '../auth/index.js';
import { CONSOLE_SECTIONS, type ConsoleSection, sectionPath } from './sections.js';

function ConsoleMenu({ current }: { current: ConsoleSection }) {
  const { t, i18n } = useLingui();
  const bar = useRef<HTMLElement>(null);
  // On a phone the row is wider than the screen: the section open now is scrolled into sight (issue 32), within the
  // row only (scrollIntoView would move the page too).
  useLayoutEffect(() => {
    const row = bar.current;
    const tab = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !tab) return;
    const rowBox = row.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    if (tabBox.left >= rowBox.left && tabBox.right <= rowBox.right) return;
    row.scrollLeft += tabBox.left - rowBox.left - (rowBox.width - tabBox.width) / 2;
  }, [current]);
  return (
    // The side padding is the list's, and the list as wide as its tabs: a scrolling box's own end padding is not
    // scrolled to, so the last tab could stop a fraction of a pixel past the screen's edge.
    <nav ref={bar} aria-label={t`Admin console`} className="-mx-4 overflow-x-auto">
      <ul className="flex w-max min-w-full gap-1 whitespace-nowrap border-b border-slate-200 px-4">
        {CONSOLE_SECTIONS.map((section) => {
          const active = section === current;
          return (
            <li key={section.slug}>
              <Link
                href={sectionPath(section.slug)}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex min-h-[44px] items-center px-3 text-sm font-medium ${
                  active
                    ? 'border-b-2 border-brand-800 text-brand-800'
                    : 'text-slate-700 hover:text-slate-900'
                }`}
              >
                {i18n._(section.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function AdminConsole({ user, slug }: { user: AuthUser; slug: string }) {
  const { t, i18n } = useLingui();
  const section = CONSOLE_SECTIONS.find((s) => s.slug === slug);
  if (!section) {
    return (
      <div className="mx-auto grid max-w-md gap-3 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{t`Page Not Found`}</h1>
        <Link href="/admin" className="text-brand-800 underline">
          {t`Back to the admin console`}
        </Link>
      </div>
    );
  }
  const { Component } = section;
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-4 px-4 py-6">
      {user.isAdmin ? <ConsoleMenu current={section} /> : null}
      <h1 className="text-2xl font-bold">{i18n._(section.title)}</h1>
      {user.isAdmin ? (
        <Component />
      ) : (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {section.slug === 'verifications'
            ? t`Only admins can review verification documents.`
            : t`Only admins can use the admin console.`}
        </p>
      )}
    </div>
  );
}
