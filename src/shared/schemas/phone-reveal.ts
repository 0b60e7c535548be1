// The Contact dialog's phone number (issue 31, decision 0287): POST /api/workers/:id/phone shows it to an employer
// whose own phone is verified, up to PHONE_REVEALS_PER_DAY distinct workers a South African day. Without zod for the
// texts' sake: the dialog shows these refusals.
import * as z from 'zod';
import { PHONE_REVEALS_PER_DAY } from '../constants.js';
import { sharedMessage } from '../i18n/messages.js';

export const PHONE_REVEAL_MESSAGES = {
  phoneNotVerified: sharedMessage(
    /*i18n*/ {
      id: 'contact.phone-not-verified',
      message: 'Please verify your own phone number before you contact workers',
    },
  ),
  dailyLimitFree: sharedMessage(
    /*i18n*/ {
      id: 'contact.daily-limit-free',
      message:
        'You have seen {limit} workers’ numbers today, the most on the free plan. Please try again tomorrow, or subscribe for up to {subscribed} a day.',
      values: { limit: PHONE_REVEALS_PER_DAY.free, subscribed: PHONE_REVEALS_PER_DAY.subscribed },
    },
  ),
  dailyLimitSubscribed: sharedMessage(
    /*i18n*/ {
      id: 'contact.daily-limit-subscribed',
      message:
        'You have seen {limit} workers’ numbers today, the most in one day. Please try again tomorrow.',
      values: { limit: PHONE_REVEALS_PER_DAY.subscribed },
    },
  ),
} as const;

export const phoneRevealSchema = z.object({
  phoneNumber: z.string(),
  /** Further workers' numbers this account may see today; null when this one was not counted (own, or hired). */
  revealsLeftToday: z.number().int().nullable(),
});
export type PhoneReveal = z.infer<typeof phoneRevealSchema>;

export const phoneRevealErrorSchema = z.object({
  message: z.string(),
  requiresPhoneVerification: z.boolean().optional(),
  requiresSubscription: z.boolean().optional(),
  limit: z.number().int().optional(),
});
