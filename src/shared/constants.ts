// The spec's business constants and fixed lists (section 9 and "Fixed lists"), written once for client and server.

export const CURRENCY = 'ZAR';

/** The durations below are whole days; this turns them into milliseconds. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Money is kept in cents everywhere; rand amounts are only for display. */
export const PRICES_CENTS = {
  registration: 1000,
  verified: 7500,
  premium: 20000,
  monthly: 19900,
  annual: 199000,
} as const;

export const TIER_LEVELS = ['basic', 'verified', 'premium'] as const;
export type TierLevel = (typeof TIER_LEVELS)[number];

/** Which tiers a worker may move to from each tier (spec: "Tier rules"). */
export const TIER_UPGRADES: Record<TierLevel, readonly TierLevel[]> = {
  basic: ['verified', 'premium'],
  verified: ['premium'],
  premium: [],
};

export const TIER_INFO: Record<
  TierLevel,
  { name: string; priceCents: number; period: string; badge: string | null; perks: readonly string[] }
> = {
  basic: {
    name: 'Basic',
    priceCents: PRICES_CENTS.registration,
    period: 'once-off',
    badge: null,
    perks: ['CV and photo upload', 'Skills and availability', 'Map listing', 'Basic visibility'],
  },
  verified: {
    name: 'Verified',
    priceCents: PRICES_CENTS.verified,
    period: 'per year',
    badge: 'Blue Badge',
    perks: [
      'Everything in Basic',
      'ID verification (SA ID or Passport)',
      'Verified references',
      'Blue verified badge',
      'Priority map listing',
      'Better visibility',
      'Priority support',
    ],
  },
  premium: {
    name: 'Premium',
    priceCents: PRICES_CENTS.premium,
    period: 'per year',
    badge: 'Gold Badge',
    perks: [
      'Everything in Verified',
      'Police clearance check (SAPS)',
      'Cleared / premium badge',
      'Premium jobs',
      'Priority in employer filters',
      'Top priority',
      'Featured recommendations',
      '24/7 support',
    ],
  },
};

/** A paid tier lasts one year from the verified payment. */
export const TIER_DURATION_DAYS = 365;

export const CATEGORIES = [
  'Domestic Worker',
  'Cleaning',
  'Gardening',
  'Handyman',
  'Plumbing',
  'Electrical',
  'Landscaping',
  'Construction',
  'Removals',
  'Childcare',
  'Elder Care',
  'House Sitting / Pet Sitting',
  'Waitering Staff',
  'Cashier',
  'Cook/Chef',
  'Painting',
  'Delivery',
  'Security',
  'Driving',
  'Tree-Felling',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Job posts (issue 18): these skills ask for a police clearance unless the employer says otherwise. */
export const POLICE_CLEARANCE_DEFAULT_SKILLS: readonly Category[] = ['Childcare', 'Elder Care'];
export const JOB_SKILLS_MAX = 3;
/** Workers one job post hires; the job is filled when they are taken. */
export const JOB_PLACES_MAX = 10;
export const JOB_SCHEDULES = ['once', 'weekly', 'monthly'] as const;
export type JobSchedule = (typeof JOB_SCHEDULES)[number];
export const JOB_PAY_TYPES = ['hourly', 'daily'] as const;
export type JobPayType = (typeof JOB_PAY_TYPES)[number];
/** An open job post expires this many days after it was posted (decision 0202). */
export const JOB_POST_EXPIRY_DAYS = 30;
/** Open job posts one employer may have at a time: the free plan, and with a subscription in force. */
export const OPEN_JOB_POSTS_LIMIT = { free: 3, subscribed: 30 } as const;
/**
 * New job posts one employer may make in a South African day, closed ones counted too, so closing and reposting
 * cannot get round the open-job limit (issue 31, decision 0288): the free plan, and with a subscription in force.
 */
export const JOB_POSTS_PER_DAY_LIMIT = { free: 10, subscribed: 60 } as const;
/**
 * Workers' phone numbers one account may have shown in the Contact dialog in a South African day (issue 31, decision
 * 0287): distinct workers, a second look at the same number that day is free. The free plan, and with a
 * subscription in force.
 */
export const PHONE_REVEALS_PER_DAY = { free: 20, subscribed: 100 } as const;
/** The worker is told how many employers had her number shown over this many days. */
export const PHONE_REVEALS_WINDOW_DAYS = 7;
/** Job alerts (opt-in, POPIA s69): at most this many per worker per South African day. */
export const JOB_ALERTS_PER_WORKER_PER_DAY = 3;
/** The most workers one new job alerts, Premium first, then nearest (decision 0201). */
export const JOB_ALERTS_PER_JOB = 100;
/** Premium (police-cleared) workers hear of a new job this long before the others (decision 0201). */
export const JOB_ALERT_PREMIUM_HEAD_START_MINUTES = 30;
/** No alert or other non-urgent message goes out between these times, South African time (decision 0200). */
export const QUIET_HOURS_DEFAULT = { start: '20:00', end: '07:00' } as const;

export const AVAILABILITY_OPTIONS = [
  'Full-time (Monday - Friday)',
  'Part-time',
  'Weekends only',
  'Flexible/On-demand',
] as const;
export type Availability = (typeof AVAILABILITY_OPTIONS)[number];

export const PAYMENT_METHODS = [
  { id: 'card', label: 'Credit/Debit Card' },
  { id: 'mobile', label: 'Mobile Money' },
  { id: 'eft', label: 'Instant EFT' },
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]['id'];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'card';
export function isPaymentMethod(value: string | null | undefined): value is PaymentMethod {
  return PAYMENT_METHODS.some((m) => m.id === value);
}

export const SUBSCRIPTION_TYPES = ['monthly', 'annual'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];
export function isSubscriptionType(value: unknown): value is SubscriptionType {
  return typeof value === 'string' && (SUBSCRIPTION_TYPES as readonly string[]).includes(value);
}
export const SUBSCRIPTION_INFO: Record<
  SubscriptionType,
  { name: string; priceCents: number; period: string; durationDays: number; note: string | null }
> = {
  monthly: {
    name: 'Monthly',
    priceCents: PRICES_CENTS.monthly,
    period: 'per month',
    durationDays: 30,
    note: null,
  },
  annual: {
    name: 'Annual',
    priceCents: PRICES_CENTS.annual,
    period: 'per year',
    durationDays: 365,
    note: 'R165.83 per month, saves R398 a year (17% discount)',
  },
};
export const EMPLOYER_PLAN_PERKS = [
  'Unlimited hires',
  'Priority support',
  'Advanced search filters',
  'Hire history and analytics',
] as const;

export const FREE_HIRES_PER_MONTH = 2;
export const HIRE_TIMEZONE = 'Africa/Johannesburg';
export const HIRE_EXPIRY_DAYS = 7;

export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
/** SMS pumping costs real money: sends per phone and per IP in a sliding hour (docs/decisions, auth rate limits). */
export const OTP_SENDS_PER_PHONE_PER_HOUR = 5;
export const OTP_SENDS_PER_IP_PER_HOUR = 20;
/**
 * The per-phone allowance above is counted per requesting address, so a stranger cannot spend a number's allowance
 * and lock its owner out; this ceiling still bounds what all addresses together may send to one number.
 */
export const OTP_SENDS_PER_PHONE_CEILING_PER_HOUR = 15;
/** Code checks per client address, and per number from one address, in a sliding hour (number probing). */
export const OTP_VERIFIES_PER_IP_PER_HOUR = 60;
export const OTP_VERIFIES_PER_PHONE_PER_HOUR = 15;
export const DELIVERY_METHODS = ['whatsapp', 'sms'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const DEFAULT_DELIVERY_METHOD: DeliveryMethod = 'whatsapp';

export const REMEMBER_DEVICE_DAYS = 60;
export const SESSION_IDLE_HOURS = 12;

export const DEFAULT_PROMO_TRIAL_DAYS = 30;
export const WORK_HISTORY_MAX = 3;

export const CV_MAX_BYTES = 10 * 1024 * 1024;
/** The spec shows 'Max 5MB' as a hint only; the server still needs a ceiling for photos. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Identity documents and police clearances: the spec shows no limit; a phone photo or a scanned PDF fits in 10MB. */
export const VERIFICATION_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_SIDE = 1920;
export const IMAGE_JPEG_QUALITY = 0.9;
/** The smaller photo Data Saver offers (issue 22): still sharp on a phone's profile, about half the bytes. */
export const IMAGE_SMALL_MAX_SIDE = 1280;
export const IMAGE_SMALL_JPEG_QUALITY = 0.8;

export const SEARCH_RADII_KM = [5, 10, 20, 50] as const;
export const DEFAULT_RADIUS_KM = 10;
export const DEFAULT_MAP_CENTER = { lat: -26.2041, lng: 28.0473, zoom: 12 } as const;
export const AUTOCOMPLETE_MIN_CHARS = 3;
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
export const AUTOCOMPLETE_LIMIT = 5;
export const COORDINATE_DECIMALS = 4;
export const CARD_SKILLS_SHOWN = 2;
export const ADMIN_ID_CHARS = 20;

export const REDIRECT_DELAYS_MS = {
  unauthorized: 500,
  logout: 500,
  registration: 1500,
  paymentSuccess: 3000,
} as const;

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;

export const REVIEW_REQUEST_TTL_DAYS = 30;
/** Review requests cost an SMS each and land on someone else's phone (docs/decisions/0070). */
export const REVIEW_REQUESTS_PER_WORKER_PER_DAY = 5;
export const REVIEW_REQUESTS_PER_RECIPIENT_PER_DAY = 3;
/** How long the review-request toast shows the development link (spec: 10 seconds). */
export const REVIEW_URL_TOAST_MS = 10_000;
/** When the terms and the privacy policy last changed (ISO month; shown as 'October 2025'). */
export const LEGAL_LAST_UPDATED = '2025-10';

export const MARKER_COLOURS: Record<TierLevel, string> = {
  premium: 'gold',
  verified: 'green',
  basic: 'grey',
};

/** Formats cents as the spec shows prices: R10, R1,990, R165.83. */
export function formatRand(cents: number, opts: { decimals?: boolean } = {}): string {
  const rand = cents / 100;
  const decimals = opts.decimals ?? !Number.isInteger(rand);
  const fixed = rand.toFixed(decimals ? 2 : 0);
  const [whole, frac] = fixed.split('.');
  const grouped = (whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `R${grouped}${frac ? `.${frac}` : ''}`;
}
