import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatMediumDate, formatMonthYear, formatRetryTime } from './format-date.js';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('formatRetryTime', () => {
  it('names the time and day in South African time', () => {
    // 2026-11-23 22:00 UTC is 00:00 on 24 November in Johannesburg.
    const now = Date.UTC(2026, 10, 23, 21, 0, 0);
    expect(formatRetryTime(3600, now)).toBe('00:00 on 24 November');
    expect(formatRetryTime(90, now)).toBe('23:01 on 23 November');
  });
});

describe('formatDate', () => {
  it('reads N/A without a date', () => {
    expect(formatDate(null)).toBe('N/A');
  });

  it('writes the spec form in English', () => {
    expect(formatDate('2026-04-30T10:00:00Z')).toBe('30 April 2026');
  });
});

describe('formatMediumDate', () => {
  it('keeps the short month of a review date in English', () => {
    expect(formatMediumDate('2026-04-30T10:00:00Z')).toBe('30 Apr 2026');
  });

  it('writes the month in full from the catalogue in another language', () => {
    i18n.loadAndActivate({ locale: 'xh', messages: {} });
    try {
      // No catalogue loaded: the message falls back to its English source, in the catalogue's order.
      expect(formatMediumDate('2026-04-30T10:00:00Z')).toBe('30 April 2026');
    } finally {
      i18n.activate('en');
    }
  });
});

describe('formatMonthYear', () => {
  it('names the month', () => {
    expect(formatMonthYear('2025-10')).toBe('October 2025');
  });
});
