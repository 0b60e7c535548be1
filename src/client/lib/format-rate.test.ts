import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatRate, ratingSummary } from './format-rate.js';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('ratingSummary', () => {
  it('has nothing to show for a worker without reviews, whatever the stored average says', () => {
    expect(ratingSummary({ averageRating: '0.00', totalReviews: 0 })).toBeNull();
    expect(ratingSummary({ averageRating: '4.00', totalReviews: 0 })).toBeNull();
  });

  it('gives one decimal and the count once there is a review', () => {
    expect(ratingSummary({ averageRating: '4.50', totalReviews: 12 })).toEqual({
      rating: '4.5',
      reviews: 12,
    });
    expect(ratingSummary({ averageRating: '5', totalReviews: 1 })).toEqual({ rating: '5.0', reviews: 1 });
  });
});

describe('formatRate', () => {
  it('prefers the daily rate, then the hourly rate', () => {
    expect(formatRate({ dailyRate: '350.00', hourlyRate: '50.00' })).toBe('R350/day');
    expect(formatRate({ dailyRate: null, hourlyRate: '50.00' })).toBe('R50/hour');
    expect(formatRate({ dailyRate: null, hourlyRate: null })).toBe('Rate on request');
  });
});
