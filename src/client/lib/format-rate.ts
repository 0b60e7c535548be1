// How workers' rates and ratings read on the search cards and the profile.

/** A rate as the server sends it ('350.00') in rand: 'R350'. */
export const rand = (value: string) =>
  `R${Number(value).toLocaleString('en-ZA', { maximumFractionDigits: 2 })}`;

/** The spec's rule: the daily rate first, then the hourly rate, else 'Rate on request'. */
export function formatRate(w: { dailyRate: string | null; hourlyRate: string | null }): string {
  if (w.dailyRate) return `${rand(w.dailyRate)}/day`;
  if (w.hourlyRate) return `${rand(w.hourlyRate)}/hour`;
  return 'Rate on request';
}

export function formatRating(averageRating: string): string {
  return Number(averageRating).toFixed(1);
}

/** What a worker without reviews shows instead of '0.0 (0)', which reads as a bad rating (issue 16). */
export const NEW_WORKER_LABEL = 'New';

/** Cards, profile and map popups: null for a worker nobody has reviewed yet, else '4.5' and the review count. */
export function ratingSummary(w: {
  averageRating: string;
  totalReviews: number;
}): { rating: string; reviews: number } | null {
  if (w.totalReviews <= 0) return null;
  return { rating: formatRating(w.averageRating), reviews: w.totalReviews };
}
