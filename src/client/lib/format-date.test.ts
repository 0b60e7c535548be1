import { describe, expect, it } from 'vitest';
import { formatDate, formatRetryTime } from './format-date.js';

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
});
