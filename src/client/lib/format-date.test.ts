import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatMediumDate,
  formatMonthYear,
  formatRetryTime,
  formatTime,
  monthLabels,
  weekLabels,
} from './format-date.js';

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

describe('in an African language, from the catalogue (issue 32: Chromium has no dates for them)', () => {
  // 2026-12-08 15:54 UTC is 17:54 in Johannesburg.
  const AT = '2026-12-08T15:54:00Z';

  async function inLanguage(code: 'zu' | 'nso', run: () => void) {
    const { messages } = await import(`../../locales/${code}/common.po`);
    i18n.loadAndActivate({ locale: code, messages });
    try {
      run();
    } finally {
      i18n.activate('en');
    }
  }

  it('writes a job start date with the month of the language', async () => {
    await inLanguage('zu', () => expect(formatCalendarDate('2026-12-08')).toBe('8 Disemba 2026'));
    await inLanguage('nso', () => expect(formatCalendarDate('2026-12-08')).toBe('8 Disemere 2026'));
  });

  it('writes times 24-hour in South African time, in every language', async () => {
    expect(formatTime(AT)).toBe('17:54');
    await inLanguage('nso', () => {
      expect(formatTime(AT)).toBe('17:54');
      expect(formatDateTime(AT)).toBe('8 Disemere 2026 ka 17:54');
    });
  });

  it('labels a chart month and week without English', async () => {
    await inLanguage('zu', () => {
      expect(monthLabels('2026-03')).toEqual({ narrow: '3', short: 'Mashi', long: 'Mashi 2026' });
      expect(weekLabels('2026-03-09')).toEqual({ narrow: '9', short: '9 Mashi', long: '9 Mashi 2026' });
    });
  });
});

describe('in English', () => {
  it('keeps the en-ZA forms', () => {
    expect(formatCalendarDate('2026-12-08')).toBe('8 December 2026');
    expect(formatDateTime('2026-12-08T15:54:00Z')).toBe('08 Dec 2026, 17:54');
    expect(monthLabels('2026-03')).toEqual({ narrow: 'M', short: 'Mar', long: 'March 2026' });
    expect(weekLabels('2026-03-09')).toEqual({ narrow: '9', short: '09 Mar', long: '9 March 2026' });
  });
});
