// The bookings pages' one way of listing visits: upcoming (still holding her time, today or later) soonest first,
// the rest latest first; and the calendar arithmetic the week view steps by.
import { describe, expect, it } from 'vitest';
import type { Booking, Visit } from '../../../shared/schemas/bookings.js';
import { addDays, canReportProblem, visitsOf, weekdayOf } from './labels.js';

const visit = (id: string, date: string, status: Visit['status'], start = '08:00'): Visit => ({
  id,
  date,
  start,
  end: '12:00',
  status,
  payCents: 16000,
  lateCancellation: false,
  feeCents: 0,
  cancelledBy: null,
  problemReported: false,
  problemReportedBy: null,
  problemReason: null,
});

const booking = (id: string, visits: Visit[]) => ({ id, visits }) as unknown as Booking;

describe('visitsOf', () => {
  it('puts visits to come first, soonest first, and the rest latest first', () => {
    const { upcoming, earlier } = visitsOf(
      [
        booking('a', [
          visit('a1', '2026-12-08', 'booked'),
          visit('a2', '2026-12-15', 'requested'),
          visit('a3', '2026-12-01', 'done'),
        ]),
        booking('b', [
          visit('b1', '2026-12-08', 'booked', '07:00'),
          visit('b2', '2026-12-09', 'cancelled'),
          visit('b3', '2026-12-05', 'booked'),
        ]),
      ],
      '2026-12-06',
    );
    expect(upcoming.map((v) => v.visit.id)).toEqual(['b1', 'a1', 'a2']);
    expect(earlier.map((v) => v.visit.id)).toEqual(['b2', 'b3', 'a3']);
    expect(upcoming[0]?.booking.id).toBe('b');
  });
});

describe('calendar steps', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-29', 7)).toBe('2027-01-05');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('names ISO weekdays, Monday 1 to Sunday 7', () => {
    expect(weekdayOf('2026-12-07')).toBe(1);
    expect(weekdayOf('2026-12-08')).toBe(2);
    expect(weekdayOf('2026-12-13')).toBe(7);
  });
});

describe('canReportProblem', () => {
  it('allows a booked visit from its start (South African time), once, as the server does', () => {
    const booked = visit('v', '2026-12-08', 'booked');
    expect(canReportProblem(booked, new Date('2026-12-08T05:59:00Z'))).toBe(false);
    expect(canReportProblem(booked, new Date('2026-12-08T06:00:00Z'))).toBe(true);
    expect(canReportProblem({ ...booked, problemReported: true }, new Date('2026-12-09T06:00:00Z'))).toBe(
      false,
    );
    expect(canReportProblem(visit('d', '2026-12-08', 'done'), new Date('2026-12-09T06:00:00Z'))).toBe(false);
  });
});
