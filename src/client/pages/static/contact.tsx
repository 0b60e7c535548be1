// /contact: support, the phone line and its hours, the Johannesburg office, and an address per kind of matter.
import { Building2, Clock, Mail, Phone } from 'lucide-react';
import { SUPPORT_HOURS } from '../../../shared/constants.js';
import { CONTACT, Email, Section, StaticPage } from '../../features/static-pages/index.js';

const DESKS = [
  {
    title: 'Workers',
    address: CONTACT.workers,
    text: 'Your profile, payments, tiers and verification documents.',
  },
  { title: 'Employers', address: CONTACT.employers, text: 'Searching, hiring, subscriptions and invoices.' },
  {
    title: 'Privacy',
    address: CONTACT.privacy,
    text: 'Our Information Officer: requests about your personal information under POPIA.',
  },
  {
    title: 'Legal',
    address: CONTACT.legal,
    text: 'Legal notices, the terms of service and formal complaints.',
  },
  {
    title: 'Safety',
    address: CONTACT.safety,
    text: 'Report a safety concern, a suspicious profile or an incident. Read by a person every day.',
  },
];

export default function ContactPage() {
  return (
    <StaticPage title="Contact Us" intro="We are a small South African team and we read every message.">
      <Section title="Support">
        <ul className="!ml-0 !list-none space-y-4">
          <li className="!ml-0 flex gap-3">
            <Mail aria-hidden="true" size={20} className="mt-1 shrink-0 text-brand-800" />
            <div>
              <p className="font-semibold text-slate-900">Email</p>
              <Email address={CONTACT.support} />
              <p className="text-sm">We answer within one working day.</p>
            </div>
          </li>
          <li className="!ml-0 flex gap-3">
            <Phone aria-hidden="true" size={20} className="mt-1 shrink-0 text-brand-800" />
            <div>
              <p className="font-semibold text-slate-900">Phone and WhatsApp</p>
              <a href={`tel:${CONTACT.phoneE164}`}>{CONTACT.phone}</a>
            </div>
          </li>
          <li className="!ml-0 flex gap-3">
            <Clock aria-hidden="true" size={20} className="mt-1 shrink-0 text-brand-800" />
            <div>
              <p className="font-semibold text-slate-900">Hours</p>
              <p>{SUPPORT_HOURS}</p>
              <p className="text-sm">
                Closed on public holidays. Premium workers have 24/7 support by WhatsApp.
              </p>
            </div>
          </li>
          <li className="!ml-0 flex gap-3">
            <Building2 aria-hidden="true" size={20} className="mt-1 shrink-0 text-brand-800" />
            <div>
              <p className="font-semibold text-slate-900">Office (Johannesburg)</p>
              <address className="not-italic">
                {CONTACT.office.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
              <p className="text-sm">Visits by appointment only.</p>
            </div>
          </li>
        </ul>
      </Section>

      <Section title="Write to the right desk">
        <ul className="!ml-0 !list-none grid gap-3 sm:grid-cols-2">
          {DESKS.map((desk) => (
            <li key={desk.title} className="!ml-0 rounded-lg border border-slate-200 p-4">
              <h3 className="font-semibold text-slate-900">{desk.title}</h3>
              <p className="text-sm">{desk.text}</p>
              <p className="mt-1 break-all">
                <Email address={desk.address} />
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="In an emergency">
        <p>
          Work Local cannot send help. If you or someone else is in danger, call the SAPS emergency line on{' '}
          <a href="tel:10111">10111</a>, an ambulance on <a href="tel:10177">10177</a>, or{' '}
          <a href="tel:112">112</a> from any cell phone. Then tell us at <Email address={CONTACT.safety} />.
        </p>
      </Section>
    </StaticPage>
  );
}
