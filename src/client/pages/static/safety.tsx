// /safety: what each tier proves, tips for employers and workers, Premium for children and elderly care,
// how to report a concern, and what verification does not cover.
import { TriangleAlert } from 'lucide-react';
import { formatRand, TIER_INFO, TIER_LEVELS } from '../../../shared/constants.js';
import { CONTACT, Email, Section, StaticPage } from '../../features/static-pages/index.js';

const WHAT_TIER_PROVES = {
  basic: 'A paid profile with a photo and a South African mobile number. Identity has not been checked.',
  verified:
    'An admin has checked the worker’s South African ID or passport against their profile. Blue badge.',
  premium:
    'Identity checked, and a SAPS police clearance certificate reviewed by an admin. Gold badge, shown as Cleared.',
} as const;

export default function SafetyPage() {
  return (
    <StaticPage
      title="Safety Guidelines"
      intro="Most jobs go well. These guidelines help keep it that way, for the people hiring and for the people doing the work."
    >
      <Section title="What the tiers tell you">
        <ul className="!ml-0 !list-none grid gap-3 sm:grid-cols-3">
          {TIER_LEVELS.map((level) => (
            <li key={level} className="!ml-0 rounded-lg border border-slate-200 p-4">
              <h3 className="font-semibold text-slate-900">
                {TIER_INFO[level].name}{' '}
                <span className="text-sm font-normal text-slate-600">
                  ({formatRand(TIER_INFO[level].priceCents)} {TIER_INFO[level].period})
                </span>
              </h3>
              <p className="mt-1 text-sm">{WHAT_TIER_PROVES[level]}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Children and elderly care: choose Premium">
        <p>
          For anyone who will look after children, elderly or frail people, or be alone in your home for long
          periods, we recommend hiring only Premium workers, whose police clearance has been reviewed, and
          speaking to at least one of their previous employers yourself.
        </p>
      </Section>

      <Section title="Tips for employers">
        <ul>
          <li>Read the reviews and references, and look for the blue or gold badge.</li>
          <li>Speak on the phone before the first visit, and meet in a public place if you are unsure.</li>
          <li>Agree the work, hours and pay in writing (a WhatsApp message is enough) before work starts.</li>
          <li>Keep valuables, medication and documents locked away, especially on a first job.</li>
          <li>Pay what you agreed, on time, and at least the National Minimum Wage.</li>
          <li>Never pay a deposit to someone you have not met, and never share banking passwords or OTPs.</li>
          <li>Leave an honest review afterwards: it protects the next household.</li>
        </ul>
      </Section>

      <Section title="Tips for workers">
        <ul>
          <li>
            Tell a family member or friend where you are going, with the address and the employer’s name.
          </li>
          <li>
            Check the employer’s phone number, and ask for the address only once you have accepted the job.
          </li>
          <li>
            Never pay anyone to get a job, and never share your ID number or sign-in code with an employer.
          </li>
          <li>Agree the pay, hours and transport before you start, and keep the messages.</li>
          <li>If you feel unsafe, leave. No job is worth your safety.</li>
          <li>Ask happy employers for a review from your dashboard: it is how you get the next job.</li>
        </ul>
      </Section>

      <Section title="Report a safety concern">
        <p>
          If something went wrong, or a profile or message looks suspicious, email{' '}
          <Email address={CONTACT.safety} /> with the worker’s or employer’s name and what happened. A person
          reads every report, usually the same day, and we can suspend a profile while we look into it.
        </p>
        <p>
          In an emergency call the SAPS on <a href="tel:10111">10111</a> or <a href="tel:112">112</a> from a
          cell phone. The Gender-Based Violence Command Centre is on <a href="tel:0800428428">0800 428 428</a>
          , 24 hours a day.
        </p>
      </Section>

      <div className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5 text-slate-800">
        <TriangleAlert aria-hidden="true" size={22} className="mt-0.5 shrink-0 text-amber-800" />
        <div>
          <h2 className="font-semibold">Disclaimer</h2>
          <p className="mt-1 text-sm">
            We verify the documents workers submit: that an ID belongs to the person on the profile, and that
            a police clearance certificate is genuine and current. We do not carry out a full background
            check, credit check or reference check, and a badge is not a guarantee of anyone’s conduct. Please
            use your own judgement when hiring or accepting work.
          </p>
        </div>
      </div>
    </StaticPage>
  );
}
