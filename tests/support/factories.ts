// One-line test data: users, signed-in cookies, workers.
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../src/server/config.js';
import type { DbOrTx } from '../../src/server/db/client.js';
import { users, workers } from '../../src/server/db/schema.js';
import { approxPosition } from '../../src/server/lib/geo.js';
import { createSession, SESSION_COOKIE } from '../../src/server/platform/sessions/index.js';

let phoneCounter = 0;
/**
 * A distinct valid South African mobile number per call. The counter wraps at four digits: the files of a fork share
 * this module (decision 0318), so it runs on from file to file, and a fifth digit would make the number invalid. Each
 * file has its own database, so numbers need to be distinct only within a file (fewer than 9,999 a file).
 */
export function nextPhone(): string {
  phoneCounter = (phoneCounter % 9999) + 1;
  return `+2783${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

export async function createUser(
  db: DbOrTx,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<typeof users.$inferSelect> {
  const [user] = await db
    .insert(users)
    .values({ phoneNumber: nextPhone(), firstName: 'Test', ...fields })
    .returning();
  return user!;
}

/** A Cookie header for a live session of this user. */
export async function sessionCookie(
  db: DbOrTx,
  config: Config,
  userId: string,
  persistent = true,
): Promise<string> {
  const { rawId } = await createSession(db, config, userId, persistent);
  return `${SESSION_COOKIE}=${rawId}`;
}

export async function signedInUser(
  db: DbOrTx,
  config: Config,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<{ user: typeof users.$inferSelect; cookie: string }> {
  const user = await createUser(db, fields);
  return { user, cookie: await sessionCookie(db, config, user.id) };
}

export interface WorkerFields extends Partial<typeof workers.$inferInsert> {
  /** Live in search (paid) unless false. */
  listed?: boolean;
}

/** A worker profile (and its user) at the given position, paid and listed by default. */
export async function createWorker(
  db: DbOrTx,
  { listed = true, ...fields }: WorkerFields = {},
): Promise<typeof workers.$inferSelect> {
  const userId = fields.userId ?? (await createUser(db)).id;
  const lat = fields.latitude ?? -26.2041;
  const lng = fields.longitude ?? 28.0473;
  const approx = approxPosition(lat, lng);
  const [worker] = await db
    .insert(workers)
    .values({
      userId,
      fullName: 'Thandi Nkosi',
      phoneNumber: (await db.select({ p: users.phoneNumber }).from(users).where(eq(users.id, userId)))[0]!.p,
      // The default profile phone is the sign-in phone, which the sign-in code confirmed.
      phoneConfirmedAt: fields.phoneNumber ? null : new Date(),
      skills: ['Gardening'],
      availability: 'Part-time',
      address: '12 Vilakazi Street',
      suburb: 'Orlando West',
      city: 'Soweto',
      postalCode: '1804',
      latitude: lat,
      longitude: lng,
      approxLatitude: approx.lat,
      approxLongitude: approx.lng,
      registrationPaidAt: listed ? new Date() : null,
      listedUntil: listed ? (sql`'infinity'::timestamptz` as unknown as Date) : null,
      ...fields,
    })
    .returning();
  return worker!;
}
