// The product's plan names, periods and perks in the reader's language (issue 17). The English texts are the spec's,
// kept in src/shared/constants.ts for the server and the prices; these descriptors put the same words in the
// catalogue (product-texts.test.ts fails when the two differ). In `lib`, so in the shell catalogue: the landing
// page's pricing shows them, and every page that names a tier or a plan uses the same entries.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PRICES_CENTS, type SubscriptionType, type TierLevel } from '../../shared/constants.js';
import type { LanguageCode } from '../../shared/i18n/languages.js';
import { formatMoney } from './format-money.js';
import { translate } from './i18n.js';

export interface TierTexts {
  name: MessageDescriptor;
  period: MessageDescriptor;
  badge: MessageDescriptor | null;
  perks: readonly MessageDescriptor[];
}

/** TIER_INFO's texts. The tier names are plan names, kept in every language (docs/i18n/glossary.md). */
export const TIER_TEXTS: Record<TierLevel, TierTexts> = {
  basic: {
    name: msg`Basic`,
    period: msg`once-off`,
    badge: null,
    perks: [msg`CV and photo upload`, msg`Skills and availability`, msg`Map listing`, msg`Basic visibility`],
  },
  verified: {
    name: msg`Verified`,
    period: msg`per year`,
    badge: msg`Blue Badge`,
    perks: [
      msg`Everything in Basic`,
      msg`ID verification (SA ID or Passport)`,
      msg`Verified references`,
      msg`Blue verified badge`,
      msg`Priority map listing`,
      msg`Better visibility`,
      msg`Priority support`,
    ],
  },
  premium: {
    name: msg`Premium`,
    period: msg`per year`,
    badge: msg`Gold Badge`,
    perks: [
      msg`Everything in Verified`,
      msg`Police clearance check (SAPS)`,
      msg`Cleared / premium badge`,
      msg`Premium jobs`,
      msg`Priority in employer filters`,
      msg`Top priority`,
      msg`Featured recommendations`,
      msg`24/7 support`,
    ],
  },
};

export interface PlanTexts {
  name: MessageDescriptor;
  period: MessageDescriptor;
}

/** SUBSCRIPTION_INFO's texts; the annual plan's note is PLAN_SAVING_NOTE (its amounts come from the prices). */
export const PLAN_TEXTS: Record<SubscriptionType, PlanTexts> = {
  monthly: { name: msg`Monthly`, period: msg`per month` },
  annual: { name: msg`Annual`, period: msg`per year` },
};

/** 'R165.83 per month, saves R398 a year (17% discount)': values {monthly}, {saving}, {percent}. */
const PLAN_SAVING_NOTE = msg`{monthly} per month, saves {saving} a year ({percent} discount)`;

/** The annual plan's note ('R165.83 per month, saves R398 a year (17% discount)'), from the prices. */
export function planSavingNote(language: LanguageCode): string {
  const monthlyEquivalent = Math.round(PRICES_CENTS.annual / 12);
  const saving = PRICES_CENTS.monthly * 12 - PRICES_CENTS.annual;
  const percent = Math.round((saving / (PRICES_CENTS.monthly * 12)) * 100);
  return translate(PLAN_SAVING_NOTE, {
    monthly: formatMoney(monthlyEquivalent, language, { decimals: true }),
    saving: formatMoney(saving, language),
    percent: `${percent}%`,
  });
}

/** EMPLOYER_PLAN_PERKS' texts. */
export const EMPLOYER_PLAN_PERK_TEXTS: readonly MessageDescriptor[] = [
  msg`Unlimited hires`,
  msg`Priority support`,
  msg`Advanced search filters`,
  msg`Hire history and analytics`,
];
