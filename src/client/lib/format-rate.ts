// How workers' rates and ratings read on the search cards and the profile, in the reader's language.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../shared/i18n/languages.js';
import { formatMoney } from './format-money.js';
import { translate } from './i18n.js';

const language = () => (i18n.locale || DEFAULT_LANGUAGE) as LanguageCode;

/** A rate as the server sends it ('350.00') in rand: 'R350' (English; decision 0187 for the others). */
export const rand = (value: string) => {
  if (language() === DEFAULT_LANGUAGE) {
    return `R${Number(value).toLocaleString('en-ZA', { maximumFractionDigits: 2 })}`;
  }
  return formatMoney(Math.round(Number(value) * 100), language());
};

/** The spec's rule: the daily rate first, then the hourly rate, else 'Rate on request'. */
export function formatRate(w: { dailyRate: string | null; hourlyRate: string | null }): string {
  if (w.dailyRate) return translate(msg`{rate}/day`, { rate: rand(w.dailyRate) });
  if (w.hourlyRate) return translate(msg`{rate}/hour`, { rate: rand(w.hourlyRate) });
  return i18n._(RATE_ON_REQUEST);
}

export const RATE_ON_REQUEST = msg`Rate on request`;

function formatRating(averageRating: string): string {
  return Number(averageRating).toFixed(1);
}

/** What a worker without reviews shows instead of '0.0 (0)', which reads as a bad rating (issue 16). */
export const NEW_WORKER_LABEL = msg`New`;

/** Cards, profile and map popups: null for a worker nobody has reviewed yet, else '4.5' and the review count. */
export function ratingSummary(w: {
  averageRating: string;
  totalReviews: number;
}): { rating: string; reviews: number } | null {
  if (w.totalReviews <= 0) return null;
  return { rating: formatRating(w.averageRating), reviews: w.totalReviews };
}
