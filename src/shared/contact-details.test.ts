// The contact-details rule of job posts and applications: phone numbers, web and e-mail addresses are found; the
// ordinary numbers of a job description are not.
import { describe, expect, it } from 'vitest';
import { findContactDetails } from './contact-details.js';

describe('findContactDetails', () => {
  it.each([
    ['Call 082 123 4567', 'phone'],
    ['WhatsApp +27 82-123-4567 please', 'phone'],
    ['0821234567', 'phone'],
    ['(011) 555-1234 after 5', 'phone'],
    ['See www.example.com', 'web'],
    ['https://example.org/jobs', 'web'],
    ['message me on wa.me/27821234567', 'web'],
    ['jobs.co.za has the details', 'web'],
    ['Mail karen.smith@example.co.za', 'email'],
  ])('finds %s', (text, kind) => {
    expect(findContactDetails(text)).toBe(kind);
  });

  it.each([
    'A 3 bedroom house, 2 bathrooms and a garden of 500 m2',
    'R350 a day from 2026-12-01, 08:00 to 14:00',
    'Mr. Smith needs help. Thanks!',
    'Clean 12 windows and 4 doors; about 6.5 hours',
  ])('passes %s', (text) => {
    expect(findContactDetails(text)).toBeNull();
  });
});
