// The document's title (issue 32, item 7): each route names itself, "Find Workers - Work Local", in the page's
// language, so screen readers and the browser's history can tell pages apart. One table for the app (site-title.ts
// loads it on every navigation and language change) and the prerender (src/client/prerender.tsx writes it into the
// public pages). Not in the entry chunk: the prerendered landing already has its title (decision 0382).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isPublicPath, splitLanguagePrefix } from '../../shared/i18n/public-pages.js';

const SITE_TITLE = msg`Work Local - Work local. Hire local.`;

/** A page's title: its name, then the site's. */
const PAGE_TITLE = msg`{page} - Work Local`;

/** Each route's name, in the route table's order (App.tsx); the landing keeps the site's own title. */
const ROUTE_TITLES: [RegExp, MessageDescriptor | null][] = [
  [/^\/$/, null],
  [/^\/login$/, msg`Sign In`],
  [/^\/find-workers$/, msg`Find Workers`],
  [/^\/worker-dashboard$|^\/worker\/dashboard$/, msg`Worker Dashboard`],
  [/^\/worker\/[^/]+$/, msg`Worker Profile`],
  [/^\/worker\/[^/]+\/book$/, msg`Book a Worker`],
  [/^\/my-week$/, msg`My Week`],
  [/^\/visits$/, msg`Booked Visits`],
  [/^\/register-worker$/, msg`Register as a Worker`],
  [/^\/tier-upgrade$/, msg`Upgrade Tier`],
  [/^\/verification-upload$/, msg`Verification`],
  [/^\/admin(\/[^/]+)?$/, msg`Admin`],
  [/^\/phone-verification$/, msg`Phone Verification`],
  [/^\/employer-subscription$/, msg`Employer Subscription`],
  [/^\/payment-callback$/, msg`Payment`],
  [/^\/subscription-callback$/, msg`Employer Subscription`],
  [/^\/review\/[^/]+$/, msg`Leave a Review`],
  [/^\/about$/, msg`About Us`],
  [/^\/contact$/, msg`Contact`],
  [/^\/privacy$/, msg`Privacy Policy`],
  [/^\/terms$/, msg`Terms of Service`],
  [/^\/success-stories$/, msg`Success Stories`],
  [/^\/safety$/, msg`Safety Guidelines`],
  [/^\/account$/, msg`Your data and privacy`],
  [/^\/employers\/[^/]+$/, msg`Employer Profile`],
  [/^\/hires\/[^/]+\/check-in$/, msg`Safety check-in`],
  [/^\/dev\/phone(\/[^/]+)?$/, msg`Developer phone`],
  [/^\/employ\/[^/]+$/, msg`Employment`],
  [/^\/payslips$/, msg`Payslips`],
  [/^\/jobs\/new$/, msg`Post a Job`],
  [/^\/jobs\/mine$/, msg`My Jobs`],
  [/^\/jobs\/near-me$/, msg`Jobs Near Me`],
  [/^\/jobs\/[^/]+$/, msg`Job`],
  [/^\/employer\/history$/, msg`Hire History`],
  [/^\/household-guide$/, msg`Employing a Domestic Worker`],
  [/^\/earnings$/, msg`My Earnings`],
  [/^\/payments$/, msg`My Payments`],
  [/^\/bookings\/[^/]+\/visits\/[^/]+\/pay$/, msg`Pay a visit`],
  [/^\/bookings\/[^/]+\/pay-ahead$/, msg`Pay ahead`],
];

const NOT_FOUND = msg`Page Not Found`;

/** The title of the page at `location` (a public page's language prefix aside) in `i18n`'s language. */
export function documentTitle(location: string, i18n: I18n): string {
  const { language, path } = splitLanguagePrefix(location);
  const found = ROUTE_TITLES.find(([pattern]) => pattern.test(path));
  // A prefix is only for public pages (decision 0186): /zu/find-workers is the 404 page.
  const page = found && (!language || isPublicPath(path)) ? found[1] : NOT_FOUND;
  if (!page) return i18n._(SITE_TITLE);
  // Built apart from the call: the extractor reads object literals passed to i18n._ as new entries.
  const filled = { ...PAGE_TITLE, values: { page: i18n._(page) } };
  return i18n._(filled);
}
