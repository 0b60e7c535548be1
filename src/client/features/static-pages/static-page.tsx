// The frame every static page shares: one h1, an optional "last updated" line, readable measure, sections.
import type { ReactNode } from 'react';

export function StaticPage({
  title,
  intro,
  lastUpdated,
  children,
}: {
  title: string;
  intro?: ReactNode;
  lastUpdated?: string;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      {lastUpdated ? <p className="mt-2 text-sm text-slate-600">Last updated: {lastUpdated}</p> : null}
      {intro ? <p className="mt-4 text-lg text-slate-700">{intro}</p> : null}
      <div className="mt-8 space-y-10">{children}</div>
    </article>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = slug(title);
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

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
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
  office: [
    'Work Local (Pty) Ltd',
    '3rd Floor, 44 Stanley Avenue',
    'Milpark, Johannesburg, 2092',
    'South Africa',
  ],
} as const;

export function Email({ address }: { address: string }) {
  return <a href={`mailto:${address}`}>{address}</a>;
}
