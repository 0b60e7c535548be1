// The frame every static page shares: one h1, an optional "last updated" line, readable measure, sections; on a
// legal page in a language whose translation is not yet reviewed, the notice that the English text binds.
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { formatMonthYear } from '../../lib/format-date.js';
import { LegalNotice } from './legal-notice.js';

export function StaticPage({
  title,
  intro,
  lastUpdated,
  legal = false,
  englishPath,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** ISO month ('2025-10'). */
  lastUpdated?: string;
  /** Terms, privacy: the English text binds until a fluent speaker has reviewed the translation. */
  legal?: boolean;
  /** The page's English address, for the legal notice's link. */
  englishPath?: string;
  children: ReactNode;
}) {
  const date = lastUpdated ? formatMonthYear(lastUpdated) : null;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      {date ? (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>Last updated: {date}</Trans>
        </p>
      ) : null}
      {legal && englishPath ? <LegalNotice englishPath={englishPath} /> : null}
      {intro ? <p className="mt-4 text-lg text-slate-700">{intro}</p> : null}
      <div className="mt-8 space-y-10">{children}</div>
    </article>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold sm:text-2xl">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2 [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ul]:list-disc [&_ul]:space-y-1">
        {children}
      </div>
    </section>
  );
}

/** Contact addresses, written once for the contact, privacy, terms and safety pages. */
export const CONTACT = {
  support: 'support@worklocal.co.za',
  workers: 'workers@worklocal.co.za',
  employers: 'employers@worklocal.co.za',
  privacy: 'privacy@worklocal.co.za',
  legal: 'legal@worklocal.co.za',
  safety: 'safety@worklocal.co.za',
  phone: '010 500 2024',
  phoneE164: '+27105002024',
  // A postal address is written the same in every language.
  /* eslint-disable lingui/no-unlocalized-strings */
  office: [
    'Work Local (Pty) Ltd',
    '3rd Floor, 44 Stanley Avenue',
    'Milpark, Johannesburg, 2092',
    'South Africa',
  ],
  /* eslint-enable lingui/no-unlocalized-strings */
} as const;

export function Email({ address }: { address: string }) {
  return <a href={`mailto:${address}`}>{address}</a>;
}
