// /safety: what each tier proves, tips for employers and workers, Premium for children and elderly care,
// how to report a concern, and what verification does not cover.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { TIER_INFO, TIER_LEVELS, type TierLevel } from '../../../shared/constants.js';
import { CONTACT, Email, Section, StaticPage } from '../../features/static-pages/index.js';
import { useFormatMoney } from '../../lib/format-money.js';
import { TIER_TEXTS } from '../../lib/product-texts.js';

const WHAT_TIER_PROVES: Record<TierLevel, MessageDescriptor> = {
  basic: msg`A paid profile with a photo and a South African mobile number. Identity has not been checked.`,
  verified: msg`An admin has checked the worker’s South African ID or passport against their profile. Blue badge.`,
  premium: msg`Identity checked, and a SAPS police clearance certificate reviewed by an admin. Gold badge, shown as Cleared.`,
};

export default function SafetyPage() {
  const { i18n, t } = useLingui();
  const money = useFormatMoney();
  return (
    <StaticPage
      title={t`Safety Guidelines`}
      intro={t`Most jobs go well. These guidelines help keep it that way, for the people hiring and for the people doing the work.`}
    >
      <Section title={t`What the tiers tell you`}>
        <ul className="!ml-0 !list-none grid gap-3 sm:grid-cols-3">
          {TIER_LEVELS.map((level) => (
            <li key={level} className="!ml-0 rounded-lg border border-slate-200 p-4">
              <h3 className="font-semibold text-slate-900">
                {i18n._(TIER_TEXTS[level].name)}{' '}
                <span className="text-sm font-normal text-slate-600">
                  ({money(TIER_INFO[level].priceCents)} {i18n._(TIER_TEXTS[level].period)})
                </span>
              </h3>
              <p className="mt-1 text-sm">{i18n._(WHAT_TIER_PROVES[level])}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t`Children and elderly care: choose Premium`}>
        <p>
          <Trans>
            For anyone who will look after children, elderly or frail people, or be alone in your home for
            long periods, we recommend hiring only Premium workers, whose police clearance has been reviewed,
            and speaking to at least one of their previous employers yourself.
          </Trans>
        </p>
      </Section>

      <Section title={t`Tips for employers`}>
        <ul>
          <li>
            <Trans>Read the reviews and references, and look for the blue or gold badge.</Trans>
          </li>
          <li>
            <Trans>
              Speak on the phone before the first visit, and meet in a public place if you are unsure.
            </Trans>
          </li>
          <li>
            <Trans>
              Agree the work, hours and pay in writing (a WhatsApp message is enough) before work starts.
            </Trans>
          </li>
          <li>
            <Trans>Keep valuables, medication and documents locked away, especially on a first job.</Trans>
          </li>
          <li>
            <Trans>Pay what you agreed, on time, and at least the National Minimum Wage.</Trans>
          </li>
          <li>
            <Trans>
              Never pay a deposit to someone you have not met, and never share banking passwords or OTPs.
            </Trans>
          </li>
          <li>
            <Trans>Leave an honest review afterwards: it protects the next household.</Trans>
          </li>
        </ul>
      </Section>

      <Section title={t`Tips for workers`}>
        <ul>
          <li>
            <Trans>
              Tell a family member or friend where you are going, with the address and the employer’s name.
            </Trans>
          </li>
          <li>
            <Trans>
              Check the employer’s phone number, and ask for the address only once you have accepted the job.
            </Trans>
          </li>
          <li>
            <Trans>
              Never pay anyone to get a job, and never share your ID number or sign-in code with an employer.
            </Trans>
          </li>
          <li>
            <Trans>Agree the pay, hours and transport before you start, and keep the messages.</Trans>
          </li>
          <li>
            <Trans>If you feel unsafe, leave. No job is worth your safety.</Trans>
          </li>
          <li>
            <Trans>
              Ask happy employers for a review from your dashboard: it is how you get the next job.
            </Trans>
          </li>
        </ul>
      </Section>

      <Section title={t`Report a safety concern`}>
        <p>
          <Trans>
            If something went wrong, or a profile or message looks suspicious, email{' '}
            <Email address={CONTACT.safety} /> with the worker’s or employer’s name and what happened. A
            person reads every report, usually the same day, and we can suspend a profile while we look into
            it.
          </Trans>
        </p>
        <p>
          <Trans>
            In an emergency call the SAPS on <a href="tel:10111">10111</a> or <a href="tel:112">112</a> from a
            cell phone. The Gender-Based Violence Command Centre is on{' '}
            <a href="tel:0800428428">0800 428 428</a>, 24 hours a day.
          </Trans>
        </p>
      </Section>

      <div className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5 text-slate-800">
        <TriangleAlert aria-hidden="true" size={22} className="mt-0.5 shrink-0 text-amber-800" />
        <div>
          <h2 className="font-semibold">
            <Trans>Disclaimer</Trans>
          </h2>
          <p className="mt-1 text-sm">
            <Trans>
              We verify the documents workers submit: that an ID belongs to the person on the profile, and
              that a police clearance certificate is genuine and current. We do not carry out a full
              background check, credit check or reference check, and a badge is not a guarantee of anyone’s
              conduct. Please use your own judgement when hiring or accepting work.
            </Trans>
          </p>
        </div>
      </div>
    </StaticPage>
  );
}
