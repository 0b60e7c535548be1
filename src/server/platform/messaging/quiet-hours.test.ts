// Quiet hours on a fixed clock (decision 0200): South African time, a window across midnight, and the moment a held
// message may go.
import { describe, expect, it } from 'vitest';
import { isQuietTime, nextSendTime, southAfricanDay } from './quiet-hours.js';

const at = (iso: string) => new Date(iso);

describe('quiet hours (20:00 to 07:00 SAST by default)', () => {
  it('are quiet from 20:00 and until just before 07:00 South African time', () => {
    expect(isQuietTime(at('2026-03-02T17:59:59Z'))).toBe(false); // 19:59:59 SAST
    expect(isQuietTime(at('2026-03-02T18:00:00Z'))).toBe(true); // 20:00
    expect(isQuietTime(at('2026-03-02T23:30:00Z'))).toBe(true); // 01:30
    expect(isQuietTime(at('2026-03-03T04:59:59Z'))).toBe(true); // 06:59:59
    expect(isQuietTime(at('2026-03-03T05:00:00Z'))).toBe(false); // 07:00
  });

  it('hold a message until 07:00: the next morning from the evening, the same morning after midnight', () => {
    expect(nextSendTime(at('2026-03-02T18:30:00Z'))).toEqual(at('2026-03-03T05:00:00Z'));
    expect(nextSendTime(at('2026-03-02T23:10:00Z'))).toEqual(at('2026-03-03T05:00:00Z'));
    expect(nextSendTime(at('2026-03-03T03:00:00Z'))).toEqual(at('2026-03-03T05:00:00Z'));
    // Outside the window the moment itself; across a month's end too.
    expect(nextSendTime(at('2026-03-02T10:15:00Z'))).toEqual(at('2026-03-02T10:15:00Z'));
    expect(nextSendTime(at('2026-03-31T20:00:00Z'))).toEqual(at('2026-04-01T05:00:00Z'));
  });

  it('take a window of the person’s own, and a window within one day', () => {
    const late = { start: '22:00', end: '06:00' };
    expect(isQuietTime(at('2026-03-02T19:00:00Z'), late)).toBe(false); // 21:00
    expect(nextSendTime(at('2026-03-02T20:30:00Z'), late)).toEqual(at('2026-03-03T04:00:00Z'));
    const lunch = { start: '12:00', end: '13:00' };
    expect(nextSendTime(at('2026-03-02T10:30:00Z'), lunch)).toEqual(at('2026-03-02T11:00:00Z'));
    expect(isQuietTime(at('2026-03-02T10:30:00Z'), { start: '08:00', end: '08:00' })).toBe(false);
    expect(() => isQuietTime(at('2026-03-02T10:30:00Z'), { start: '25:00', end: '07:00' })).toThrow(/HH:MM/);
  });

  it('count days in South Africa: 23:30 UTC is already the next day there', () => {
    expect(southAfricanDay(at('2026-03-02T21:59:00Z'))).toBe('2026-03-02');
    expect(southAfricanDay(at('2026-03-02T22:00:00Z'))).toBe('2026-03-03');
  });
});
