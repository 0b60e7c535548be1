// The signed-out landing page. Pure render (links only, no window/document), so it can be prerendered at build time.
import {
  BadgeCheck,
  Briefcase,
  Filter,
  Handshake,
  IdCard,
  Map as MapIcon,
  MapPin,
  MessageSquare,
  Search,
  ShieldCheck,
  Star,
  UserPlus,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'wouter';
import { formatRand, PRICES_CENTS } from '../../../shared/constants.js';
import { buttonClass } from '../../components/ui/button.js';
import { IconCircle } from '../../components/ui/icon-circle.js';
import { loginPath } from '../../lib/login-path.js';
import { PricingSection } from './pricing-section.js';

const REGISTRATION = formatRand(PRICES_CENTS.registration);
/** Each button keeps its intent through sign-in (issue 16): workers go on to the wizard, employers to the map. */
const WORKER_START = loginPath('/register-worker');
const EMPLOYER_START = loginPath('/find-workers');

type Icon = ComponentType<{ size?: number; className?: string; 'aria-hidden'?: boolean | 'true' }>;

interface Step {
  icon: Icon;
  title: string;
  text: string;
}

const WORKER_STEPS: Step[] = [
  {
    icon: UserPlus,
    title: 'Create your profile',
    text: `Add your CV, a photo, your skills, your location and when you are available, all for a once-off ${REGISTRATION}.`,
  },
  {
    icon: BadgeCheck,
    title: 'Get verified (optional)',
    text: 'Upgrade to the Verified or Premium tier to have your ID and police clearance checked and earn a badge.',
  },
  {
    icon: MapIcon,
    title: 'Get hired',
    text: 'Employers near you find you on the map and contact you directly. No middleman, no commission.',
  },
  {
    icon: Star,
    title: 'Build your reputation',
    text: 'Every good job earns ratings and reviews that help the next employer choose you.',
  },
];

const EMPLOYER_STEPS: Step[] = [
  {
    icon: Search,
    title: 'Search by location',
    text: 'Type your suburb or use your current location to see workers on the map around you.',
  },
  {
    icon: Filter,
    title: 'Filter by skills',
    text: 'Gardening, cleaning, childcare, plumbing, driving and more: narrow the map to the work you need done.',
  },
  {
    icon: Handshake,
    title: 'Review and hire',
    text: 'Compare ratings, references, rates and verification badges, then hire the right person.',
  },
  {
    icon: Star,
    title: 'Leave a review',
    text: 'Rate the work afterwards so good workers get found and the community stays honest.',
  },
];

const TRUST: Step[] = [
  {
    icon: IdCard,
    title: 'ID verification',
    text: 'Verified workers have had their South African ID or passport checked by our team. Look for the blue badge.',
  },
  {
    icon: ShieldCheck,
    title: 'Background checks',
    text: 'Premium workers have also submitted a SAPS police clearance certificate. Look for the gold badge.',
  },
  {
    icon: Star,
    title: 'Ratings and reviews',
    text: 'Honest ratings and reviews from the employers who hired them, on every profile.',
  },
];

function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, i) => (
        <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <div className="flex items-center gap-3">
            <IconCircle>
              <step.icon size={20} aria-hidden="true" />
            </IconCircle>
            <h4 className="font-semibold">
              <span className="sr-only">Step {i + 1}: </span>
              {`${i + 1}. `}
              {step.title}
            </h4>
          </div>
          <p className="mt-3 text-sm text-slate-700">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** Hero buttons go to /login (which opens the sign-in dialog) with where to go next: only signed-out visitors see
 * this page. */
function Hero() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-800">
          <MapPin size={16} aria-hidden="true" /> Work local. Hire local.
        </p>
        <h1 id="hero-title" className="mt-3 max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">
          Find trusted local workers, or get found by employers near you
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">
          Gardeners, cleaners, domestic workers, drivers, handymen and carers across South Africa, on one map.
          Getting started costs just {REGISTRATION} for workers. Searching is free for employers.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link href={WORKER_START} className={buttonClass('default', 'lg')}>
            <Briefcase size={20} aria-hidden="true" />
            I'm Looking for Work
          </Link>
          <Link href={EMPLOYER_START} className={buttonClass('outline', 'lg')}>
            <Search size={20} aria-hidden="true" />
            I'm Hiring
          </Link>
        </div>
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
          <MessageSquare size={16} aria-hidden="true" className="shrink-0" />
          Sign in with your phone number: we send a code by WhatsApp or SMS.
        </p>
      </div>
    </section>
  );
}

function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="py-14">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="cta-title" className="text-center text-2xl font-bold sm:text-3xl">
          Ready to get started?
        </h2>
        <div className="mt-8 grid gap-4 md:grid-cols-2">
          <div className="rounded-xl border border-brand-700 bg-brand-50 p-6">
            <h3 className="text-xl font-semibold">Worker Sign Up - {REGISTRATION}</h3>
            <p className="mt-2 text-slate-700">
              Put your profile on the map today and let employers in your area call you directly.
            </p>
            <Link href={WORKER_START} className={buttonClass('default', 'lg', 'mt-5 w-full sm:w-auto')}>
              Create My Profile
            </Link>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-xl font-semibold">Browse Workers - Free</h3>
            <p className="mt-2 text-slate-700">
              Search the map by suburb and skill, check ratings and badges, and hire with confidence.
            </p>
            <Link href={EMPLOYER_START} className={buttonClass('outline', 'lg', 'mt-5 w-full sm:w-auto')}>
              Start Browsing
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

export function LandingPage() {
  return (
    <div>
      <Hero />

      <section id="how-it-works" aria-labelledby="how-title" className="scroll-mt-20 py-14">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="how-title" className="text-center text-2xl font-bold sm:text-3xl">
            How it works
          </h2>
          <h3 className="mt-8 text-xl font-semibold">For workers</h3>
          <StepList steps={WORKER_STEPS} />
          <h3 className="mt-10 text-xl font-semibold">For employers</h3>
          <StepList steps={EMPLOYER_STEPS} />
        </div>
      </section>

      <section aria-labelledby="trust-title" className="bg-brand-900 py-14 text-white">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="trust-title" className="text-center text-2xl font-bold sm:text-3xl">
            Trust and safety
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-center text-brand-50">
            You are letting someone into your home, or going into a stranger's. We help both sides know who
            they are dealing with.
          </p>
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            {TRUST.map((item) => (
              <li key={item.title} className="rounded-xl bg-white/10 p-5">
                <item.icon size={28} aria-hidden="true" className="text-amber-300" />
                <h3 className="mt-3 text-lg font-semibold">{item.title}</h3>
                <p className="mt-2 text-sm text-brand-50">{item.text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-center text-sm text-brand-50">
            <Link href="/safety" className="font-semibold text-white underline underline-offset-4">
              Read our safety guidelines
            </Link>
          </p>
        </div>
      </section>

      <PricingSection />
      <CallToAction />
    </div>
  );
}
