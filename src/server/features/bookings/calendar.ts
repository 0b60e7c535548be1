// The calendar feed (issue 33, decision 0314): a person's visits as iCalendar, readable without a session by the
// address that carries the token. The token is derived from the user id and a version number with the server's
// secret, so none is stored; a new token bumps the version and the old address stops working.
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import ical, { ICalEventStatus } from 'ical-generator';
import { type LanguageCode, languageOf } from '../../../shared/i18n/languages.js';
import { BOOKINGS_PAGE_PATHS } from '../../../shared/page-paths.js';
import { BOOKING_MESSAGES } from '../../../shared/schemas/bookings.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { hires, users, visits, workers } from '../../db/schema.js';
import { employerPersonName } from '../../domain/visibility.js';
import { keyedHash, safeEqualHex } from '../../lib/crypto.js';
import { notFound, unauthorized } from '../../lib/http-error.js';
import { isUuid } from '../../lib/uuid.js';

const employer = alias(users, 'employer');
/** The visits a calendar shows: those that hold her time or took place. */
const SHOWN_STATUSES = ['requested', 'booked', 'done'] as const;

function tokenFor(config: Config, userId: string, version: number): string {
  const mac = keyedHash(config.secretKey, `calendar:${userId}:${version}`).slice(0, 40);
  return `${userId.replaceAll('-', '')}.${mac}`;
}

function feedUrl(config: Config, token: string): string {
  return `${config.publicUrl}/api/me/calendar.ics?token=${token}`;
}

async function versionOf(db: Db, userId: string): Promise<number> {
  const [user] = await db
    .select({ version: users.calendarFeedVersion })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound();
  return user.version;
}

/** GET /api/me/calendar: the person's feed address. */
export async function calendarUrl(db: Db, config: Config, userId: string): Promise<{ url: string }> {
  return { url: feedUrl(config, tokenFor(config, userId, await versionOf(db, userId))) };
}

/** POST /api/me/calendar/token: a new address; the old one is refused from now on. */
export async function renewCalendarToken(db: Db, config: Config, userId: string): Promise<{ url: string }> {
  const [user] = await db
    .update(users)
    .set({ calendarFeedVersion: sql`${users.calendarFeedVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ version: users.calendarFeedVersion });
  if (!user) throw notFound();
  return { url: feedUrl(config, tokenFor(config, userId, user.version)) };
}

/** The user a token names, when it is the current one; 401 otherwise. */
async function userOfToken(
  db: Db,
  config: Config,
  token: string,
): Promise<{ userId: string; language: LanguageCode }> {
  const [hex = '', mac = ''] = token.split('.');
  const userId = hex.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
  const refused = unauthorized(BOOKING_MESSAGES.calendarTokenInvalid);
  if (!isUuid(userId) || !/^[0-9a-f]{40}$/.test(mac)) throw refused;
  const [user] = await db
    .select({ version: users.calendarFeedVersion, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw refused;
  const expected = tokenFor(config, userId, user.version).split('.')[1] ?? '';
  if (!safeEqualHex(expected, mac)) throw refused;
  return { userId, language: languageOf(user.language) };
}

/** GET /api/me/calendar.ics?token=...: the person's visits as worker or household, in UTC. */
export async function calendarFeed(db: Db, config: Config, token: string): Promise<string> {
  const { userId, language } = await userOfToken(db, config, token);
  const rows = await db
    .select({
      visit: visits,
      employerUserId: hires.employerUserId,
      workerName: workers.fullName,
      employerFirstName: employer.firstName,
      employerCompany: employer.companyName,
    })
    .from(visits)
    .innerJoin(hires, eq(hires.id, visits.hireId))
    .innerJoin(workers, eq(workers.id, hires.workerId))
    .leftJoin(employer, eq(employer.id, hires.employerUserId))
    .where(
      and(
        isNotNull(hires.repeat),
        inArray(visits.status, [...SHOWN_STATUSES]),
        or(eq(hires.employerUserId, userId), eq(workers.userId, userId)),
      ),
    );
  const calendar = ical({ name: 'Work Local', prodId: { company: 'Work Local', product: 'bookings' } });
  for (const row of rows) {
    const isEmployer = row.employerUserId === userId;
    calendar.createEvent({
      id: `${row.visit.id}@work-local`,
      start: row.visit.startsAt,
      end: row.visit.endsAt,
      summary: isEmployer
        ? row.workerName
        : employerPersonName(
            { firstName: row.employerFirstName, companyName: row.employerCompany },
            language,
          ),
      status: row.visit.status === 'requested' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      // Her visits page or the household's: there is no page per booking.
      url: `${config.publicUrl}${BOOKINGS_PAGE_PATHS[isEmployer ? 'employer' : 'worker']}`,
    });
  }
  return calendar.toString();
}
