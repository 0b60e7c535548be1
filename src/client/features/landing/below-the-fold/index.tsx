// The landing page's lower sections (trust, pricing, the call to action): their own chunk and catalogue, loaded when
// the visitor scrolls near them (features/landing/when-needed.ts, decision 0188).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IdCard, ShieldCheck, Star } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '../../../components/ui/button.js';
import { useLanguagePath } from '../../../lib/use-language-path.js';
import { EMPLOYER_START, type Step, useRegistrationPrice, WORKER_START } from '../shared.js';
import { PricingSection } from './pricing-section.js';

const TRUST: Step[] = [
  {
    icon: IdCard,
    title: msg`ID verification`,
    text: msg`Verified workers have had their South African ID or passport checked by our team. Look for the blue badge.`,
  },
  {
    icon: ShieldCheck,
    title: msg`Background checks`,
    text: msg`Premium workers have also submitted a SAPS police clearance certificate. Look for the gold badge.`,
  },
  {
    icon: Star,
    title: msg`Ratings and reviews`,
    text: msg`Honest ratings and reviews from the employers who hired them, on every profile.`,
  },
];

function CallToAction() {
  const price = useRegistrationPrice();
  return (
    <section aria-labelledby="cta-title" className="py-14">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="cta-title" className="text-center text-2xl font-bold sm:text-3xl">
          <Trans>Ready to get started?</Trans>
        </h2>
        <div className="mt-8 grid gap-4 md:grid-cols-2">
          <div className="rounded-xl border border-brand-700 bg-brand-50 p-6">
            <h3 className="text-xl font-semibold">
              <Trans>Worker Sign Up - {price}</Trans>
            </h3>
            <p className="mt-2 text-slate-700">
              <Trans>
                Put your profile on the map today and let employers in your area call you directly.
              </Trans>
            </p>
            <Link href={WORKER_START} className={buttonClass('default', 'lg', 'mt-5 w-full sm:w-auto')}>
              <Trans>Create My Profile</Trans>
            </Link>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-xl font-semibold">
              <Trans>Browse Workers - Free</Trans>
            </h3>
            <p className="mt-2 text-slate-700">
              <Trans>
                Search the map by suburb and skill, check ratings and badges, and hire with confidence.
              </Trans>
            </p>
            <Link href={EMPLOYER_START} className={buttonClass('outline', 'lg', 'mt-5 w-full sm:w-auto')}>
              <Trans>Start Browsing</Trans>
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

function TrustAndSafety() {
  const { i18n } = useLingui();
  const languagePath = useLanguagePath();
  return (
    <section aria-labelledby="trust-title" className="bg-brand-900 py-14 text-white">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="trust-title" className="text-center text-2xl font-bold sm:text-3xl">
          <Trans>Trust and safety</Trans>
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-center text-brand-50">
          <Trans>
            You are letting someone into your home, or going into a stranger's. We help both sides know who
            they are dealing with.
          </Trans>
        </p>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {TRUST.map((item) => (
            <li key={item.title.id} className="rounded-xl bg-white/10 p-5">
              <item.icon size={28} aria-hidden="true" className="text-amber-300" />
              <h3 className="mt-3 text-lg font-semibold">{i18n._(item.title)}</h3>
              <p className="mt-2 text-sm text-brand-50">{i18n._(item.text)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-sm text-brand-50">
          <Link
            href={languagePath('/safety')}
            className="font-semibold text-white underline underline-offset-4"
          >
            <Trans>Read our safety guidelines</Trans>
          </Link>
        </p>
      </div>
    </section>
  );
}

/** One element, not a fragment: while its code is on its way, Preact keeps a suspended part's prerendered HTML only
 * as the single node it rendered (decision 0390), and would drop the pricing and the call to action. */
export default function BelowTheFold() {
  return (
    <div>
      <TrustAndSafety />
      <PricingSection />
      <CallToAction />
    </div>
  );
}
