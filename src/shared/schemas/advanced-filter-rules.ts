// The employer plan's advanced search filters (issue 18, decision 0210) without zod: their keys, limits, choices and
// messages, and the checks on a parsed query. Find Workers' filters use these and so keep the schema library out
// of the page's first load (decision 0256); the query schema (advanced-filters.ts) builds on them.
import type { AVAILABILITY_OPTIONS } from '../constants.js';
import { sharedMessage } from '../i18n/messages.js';
import type { SPOKEN_LANGUAGE_CODES } from '../spoken-languages.js';

/**
 * An hourly rate counts as this many hours when rates are compared by the day: the price sort and the rate filter
 * both compare a worker's daily rate, or else the hourly rate times this.
 */
export const DAY_RATE_HOURS = 8;

/** The highest rand-per-day bound the rate filter takes. */
export const RATE_FILTER_MAX = 10_000;

/** The day rates (rand) the rate filter's two lists offer. */
export const RATE_FILTER_CHOICES = [150, 200, 250, 300, 350, 400, 500, 600, 800] as const;

/** The minimum ratings the filter offers (any value from 1 to 5 in steps of 0.5 is accepted). */
export const MIN_RATING_CHOICES = [3, 3.5, 4, 4.5, 5] as const;

export const ADVANCED_FILTER_MESSAGES = {
  minRating: sharedMessage(
    /*i18n*/ {
      id: 'validation.search.min-rating',
      message: 'Minimum rating must be between 1 and 5, in steps of 0.5',
    },
  ),
  rate: sharedMessage(
    /*i18n*/ {
      id: 'validation.search.rate',
      message: 'Rates must be whole rand per day from 0 to {max}',
      values: { max: RATE_FILTER_MAX },
    },
  ),
  rateOrder: sharedMessage(
    /*i18n*/ {
      id: 'validation.search.rate-order',
      message: 'The lowest rate must not be above the highest rate',
    },
  ),
  availability: sharedMessage(
    /*i18n*/ {
      id: 'validation.search.availability',
      message: 'Please choose one of the availability options',
    },
  ),
  language: sharedMessage(
    /*i18n*/ { id: 'validation.search.language', message: 'Please choose one of the languages offered' },
  ),
  flag: sharedMessage(
    /*i18n*/ { id: 'validation.search.flag', message: 'A filter switch must be true or false' },
  ),
};

/** The 403 a non-subscriber's filtered search answers (the server says it in the requester's language). */
export const SUBSCRIBERS_ONLY_MESSAGE = /*i18n*/ {
  id: 'search.advanced-filters.subscribers-only',
  message:
    'Advanced filters come with an employer subscription. Subscribe to filter by rating, rate, availability, police clearance, verified references and languages.',
};

/** The query fields, in the order the URL and the form list them. */
export const ADVANCED_FILTER_KEYS = [
  'minRating',
  'rateMin',
  'rateMax',
  'availability',
  'policeCleared',
  'verifiedReferences',
  'language',
] as const;
export type AdvancedFilterKey = (typeof ADVANCED_FILTER_KEYS)[number];

/** A parsed query's filters (what advancedFilterFields give). */
export interface AdvancedFilters {
  minRating?: number;
  rateMin?: number;
  rateMax?: number;
  availability?: (typeof AVAILABILITY_OPTIONS)[number];
  policeCleared?: boolean;
  verifiedReferences?: boolean;
  language?: (typeof SPOKEN_LANGUAGE_CODES)[number];
}

/** Whether a search asks for any advanced filter (a switch set to false asks for nothing). */
export function hasAdvancedFilters(f: AdvancedFilters): boolean {
  return ADVANCED_FILTER_KEYS.some((k) => f[k] !== undefined && f[k] !== false);
}

/** The rate bounds in order (checked on the whole query). */
export function rateBoundsInOrder(f: Pick<AdvancedFilters, 'rateMin' | 'rateMax'>): boolean {
  return f.rateMin === undefined || f.rateMax === undefined || f.rateMin <= f.rateMax;
}
