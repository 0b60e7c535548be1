// /contact: support, the phone line and its hours, the Johannesburg office, and an address per kind of matter.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Building2, Clock, Mail, Phone } from 'lucide-react';
import { CONTACT, Email, Section, StaticPage } from '../../features/static-pages/index.js';

const DESKS: { title: MessageDescriptor; address: string; text: MessageDescriptor }[] = [
  {
    title: msg`Workers`,
    address: CONTACT.workers,
    text: msg`Your profile, payments, tiers and verification documents.`,
  },
  {
    title: msg`Employers`,
    address: CONTACT.employers,
    text: msg`Searching, hiring, subscriptions and invoices.`,
  },
  {
    title: msg`Privacy`,
    address: CONTACT.privacy,
    text: msg`Our Information Officer: requests about your personal information under POPIA.`,
  },
  {
    title: msg`Legal`,
    address: CONTACT.legal,
    text: msg`Legal notices, the terms of service and formal complaints.`,
  },
  {
    title: msg`Safety`,
    address: CONTACT.safety,
    text: msg`Report a safety concern, a suspicious profile or an incident. Read by a person every day.`,
  },
];

export default function ContactPage() {
  const { i18n, t } = useLingui();
  return (
    <StaticPage title={t`Contact Us`} intro={t`We are a small South African team and we read every message.`}>
      <Section title={t`Support`}>
        <ul className="!ml-0 !list-none space-y-4">
          <li className="!ml-0 flex gap-3">
            <Mail aria-hidden="true" size={20} className="mt-1 shrink-0 text-brand-800" />
            <div>
              <p className="font-semibold text-slate-900">
                <Trans>Email</Trans>
              </p>
              <Email address={CONTACT.support} />
              <p className="text-sm">
                <Trans>We answer within one working day.</Trans>
              </p>
            </div>
          </li>
          <li className="!ml-0 flex gap-3">
            <Phone aria-hidden="true" size={20} className="mt-1 shrink-0 text-brand-800" />
            <div>
              <p className="font-semibold text-slate-900">
                <Trans>Phone and WhatsApp</Trans>
              </p>
              <a href={`tel:${CONTACT.phoneE164}`}>{CONTACT.phone}</a>
            </div>
          </li>
          <li className="!ml-0 flex gap-3">
            <Clock aria-hidden="true" size={20} className="mt-1 shrink-0 text-brand-800" />
            <div>
              <p className="font-semibold text-slate-900">
                <Trans>Hours</Trans>
              </p>
              <p>
                <Trans>Monday-Friday 8am-5pm SAST</Trans>
              </p>
              <p className="text-sm">
                <Trans>Closed on public holidays. Premium workers have 24/7 support by WhatsApp.</Trans>
              </p>
            </div>
          </li>
          <li className="!ml-0 flex gap-3">
            <Building2 aria-hidden="true" size={20} className="mt-1 shrink-0 text-brand-800" />
            <div>
              <p className="font-semibold text-slate-900">
                <Trans>Office (Johannesburg)</Trans>
              </p>
              {/* A postal address: the same in every language. */}
              <address className="not-italic">
                {CONTACT.office.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
              <p className="text-sm">
                <Trans>Visits by appointment only.</Trans>
              </p>
            </div>
          </li>
        </ul>
      </Section>

      <Section title={t`Write to the right desk`}>
        <ul className="!ml-0 !list-none grid gap-3 sm:grid-cols-2">
          {DESKS.map((desk) => (
            <li key={desk.address} className="!ml-0 rounded-lg border border-slate-200 p-4">
              <h3 className="font-semibold text-slate-900">{i18n._(desk.title)}</h3>
              <p className="text-sm">{i18n._(desk.text)}</p>
              <p className="mt-1 break-all">
                <Email address={desk.address} />
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t`In an emergency`}>
        <p>
          <Trans>
            Work Local cannot send help. If you or someone else is in danger, call the SAPS emergency line on{' '}
            <a href="tel:10111">10111</a>, an ambulance on <a href="tel:10177">10177</a>, or{' '}
            <a href="tel:112">112</a> from any cell phone. Then tell us at <Email address={CONTACT.safety} />.
          </Trans>
        </p>
      </Section>
    </StaticPage>
  );
}
