// The signed-out landing page. Pure render (links only, no window/document), so it can be prerendered at build time.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BadgeCheck,
  Briefcase,
  Filter,
  Handshake,
  Map as MapIcon,
  MapPin,
  MessageSquare,
  Search,
  Star,
  UserPlus,
} from 'lucide-react';
import { lazy, memo, Suspense } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '../../components/ui/button.js';
import { IconCircle } from '../../components/ui/icon-circle.js';
import { ensureCatalogues, translate } from '../../lib/i18n.js';
import { EMPLOYER_START, type Step, useRegistrationPrice, WORKER_START } from './shared.js';
import { whenNeeded } from './when-needed.js';

const BELOW_THE_FOLD_ID = 'landing-more';

const WORKER_STEPS: Step[] = [
  {
    icon: UserPlus,
    title: msg`Create your profile`,
    text: msg`Add your CV, a photo, your skills, your location and when you are available, all for a once-off {price}.`,
  },
  {
    icon: BadgeCheck,
    title: msg`Get verified (optional)`,
    text: msg`Upgrade to the Verified or Premium tier to have your ID and police clearance checked and earn a badge.`,
  },
  {
    icon: MapIcon,
    title: msg`Get hired`,
    text: msg`Employers near you find you on the map and contact you directly. No middleman, no commission.`,
  },
  {
    icon: Star,
    title: msg`Build your reputation`,
    text: msg`Every good job earns ratings and reviews that help the next employer choose you.`,
  },
];

const EMPLOYER_STEPS: Step[] = [
  {
    icon: Search,
    title: msg`Search by location`,
    text: msg`Type your suburb or use your current location to see workers on the map around you.`,
  },
  {
    icon: Filter,
    title: msg`Filter by skills`,
    text: msg`Gardening, cleaning, childcare, plumbing, driving and more: narrow the map to the work you need done.`,
  },
  {
    icon: Handshake,
    title: msg`Review and hire`,
    text: msg`Compare ratings, references, rates and verification badges, then hire the right person.`,
  },
  {
    icon: Star,
    title: msg`Leave a review`,
    text: msg`Rate the work afterwards so good workers get found and the community stays honest.`,
  },
];

function StepList({ steps }: { steps: Step[] }) {
  const { i18n } = useLingui();
  const price = useRegistrationPrice();
  return (
    <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, i) => {
        const number = i + 1;
        return (
          <li key={step.title.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex items-center gap-3">
              <IconCircle>
                <step.icon size={20} aria-hidden="true" />
              </IconCircle>
              <h4 className="font-semibold">
                <span className="sr-only">
                  <Trans>Step {number}:</Trans>{' '}
                </span>
                {`${number}. `}
                {i18n._(step.title)}
              </h4>
            </div>
            <p className="mt-3 text-sm text-slate-700">{translate(step.text, { price })}</p>
          </li>
        );
      })}
    </ol>
  );
}

/** Hero buttons go to /login (which opens the sign-in dialog) with where to go next: only signed-out visitors see
 * this page. */
function Hero() {
  const price = useRegistrationPrice();
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-800">
          <MapPin size={16} aria-hidden="true" /> <Trans>Work local. Hire local.</Trans>
        </p>
        <h1 id="hero-title" className="mt-3 max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">
          <Trans>Find trusted local workers, or get found by employers near you</Trans>
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">
          <Trans>
            Gardeners, cleaners, domestic workers, drivers, handymen and carers across South Africa, on one
            map. Getting started costs just {price} for workers. Searching is free for employers.
          </Trans>
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link href={WORKER_START} className={buttonClass('default', 'lg')}>
            <Briefcase size={20} aria-hidden="true" />
            <Trans>I'm Looking for Work</Trans>
          </Link>
          <Link href={EMPLOYER_START} className={buttonClass('outline', 'lg')}>
            <Search size={20} aria-hidden="true" />
            <Trans>I'm Hiring</Trans>
          </Link>
        </div>
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
          <MessageSquare size={16} aria-hidden="true" className="shrink-0" />
          <Trans>Sign in with your phone number: we send a code by WhatsApp or SMS.</Trans>
        </p>
      </div>
    </section>
  );
}

/**
 * The sections under "How it works" (trust, pricing, the call to action) and their texts come in their own chunk
 * and catalogue: a first visit downloads them only when the visitor scrolls near them (decision 0188). The
 * prerendered HTML shows them at once; until their code arrives they stay as that HTML.
 */
const BelowTheFold = lazy(async () => {
  await whenNeeded(BELOW_THE_FOLD_ID);
  const [module] = await Promise.all([
    import('./below-the-fold/index.js'),
    ensureCatalogues(['landing', 'common']),
  ]);
  return module;
});

/** Memoised: a re-render from above (the session check) must not reach the lower sections before their code has
 * arrived, or their server HTML would be dropped (decisions 0050, 0390). */
export const LandingPage = memo(function LandingPage() {
  return (
    <div>
      <Hero />

      <section id="how-it-works" aria-labelledby="how-title" className="scroll-mt-20 py-14">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="how-title" className="text-center text-2xl font-bold sm:text-3xl">
            <Trans>How it works</Trans>
          </h2>
          <h3 className="mt-8 text-xl font-semibold">
            <Trans>For workers</Trans>
          </h3>
          <StepList steps={WORKER_STEPS} />
          <h3 className="mt-10 text-xl font-semibold">
            <Trans>For employers</Trans>
          </h3>
          <StepList steps={EMPLOYER_STEPS} />
        </div>
      </section>

      <div id={BELOW_THE_FOLD_ID}>
        <Suspense fallback={null}>
          <BelowTheFold />
        </Suspense>
      </div>
    </div>
  );
});
