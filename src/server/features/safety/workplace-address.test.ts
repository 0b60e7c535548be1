// The workplace's street address (issue 33, decision 0335), over HTTP on a fixed clock: the household sees the one it
// gave; the worker only once she accepted (not while asked, not after declining); nobody else ever; her trusted
// contact hears it at check-in and in the missed-check-out alert, with the household's name and number and the time
// she was expected out, in the contact's own language; the admins' alert keeps to the general area.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type BookingsTestApp,
  book,
  bookableWorker,
  bookingEmployer,
  get,
  post,
} from '../../../../tests/support/bookings.js';
import { nextPhone, signedInUser } from '../../../../tests/support/factories.js';
import { insertJobPost } from '../../../../tests/support/job-posts.js';
import { withBookingsTestApp } from '../../../../tests/support/with-test-app.js';
import { formatLocalPhone } from '../../../shared/phone.js';
import { jobs } from '../../db/schema.js';
import { addDays, saDate } from '../../domain/booking-schedule.js';
import { SEND_MESSAGE_JOB } from '../../platform/messaging/index.js';
import { alertIfNoAnswer, promptIfStillIn } from './service.js';

let t: BookingsTestApp;
withBookingsTestApp((built) => {
  t = built;
});

const ADDRESS = '14 Jacaranda Street, Parkhurst, Johannesburg';

/** The texts queued to a number, of one kind, oldest first (as written, before any delivery). */
async function queuedTo(phone: string, purpose: string): Promise<string[]> {
  const rows = await t.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.kind, SEND_MESSAGE_JOB))
    .orderBy(asc(jobs.id));
  return rows
    .map((r) => r.payload as { to: string; purpose: string; body: string })
    .filter((m) => m.to === phone && m.purpose === purpose)
    .map((m) => m.body);
}

const incoming = async (cookie: string) =>
  (await get(t, cookie, '/api/hires/incoming')).json().hires as {
    id: string;
    employer: { address: string | null };
  }[];

describe('the workplace address of a booking', () => {
  it('goes to the worker once she accepts, never before, never after a decline, and to nobody else', async () => {
    t.at('2026-01-20', '10:00');
    const employer = await bookingEmployer(t);
    const worker = await bookableWorker(t);
    const stranger = await bookingEmployer(t, 'Stranger');
    const made = await book(t, employer.cookie, {
      workerId: worker.worker.id,
      date: '2026-02-03',
      address: ` ${ADDRESS} `,
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as string;
    // The household's own address, trimmed as given.
    expect(made.json().address).toBe(ADDRESS);

    const workerSees = async () => (await get(t, worker.cookie, `/api/bookings/${id}`)).json().address;
    expect(await workerSees()).toBeNull();
    expect((await get(t, worker.cookie, '/api/bookings')).json().bookings[0].address).toBeNull();
    expect((await incoming(worker.cookie)).find((h) => h.id === id)?.employer.address).toBeNull();

    const accepted = await post(t, worker.cookie, `/api/bookings/${id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().address).toBe(ADDRESS);
    expect(await workerSees()).toBe(ADDRESS);
    expect((await get(t, worker.cookie, '/api/bookings')).json().bookings[0].address).toBe(ADDRESS);
    expect((await incoming(worker.cookie)).find((h) => h.id === id)?.employer.address).toBe(ADDRESS);
    expect((await get(t, employer.cookie, `/api/bookings/${id}`)).json().address).toBe(ADDRESS);

    // A third person: the same 404 as for no booking at all, an empty list, and the address nowhere.
    const theirs = await get(t, stranger.cookie, `/api/bookings/${id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('Jacaranda');
    expect((await get(t, stranger.cookie, '/api/bookings')).json().bookings).toEqual([]);
    expect(await incoming(stranger.cookie)).toEqual([]);
    t.at('2026-02-03', '08:05');
    const checkIn = await post(t, stranger.cookie, `/api/hires/${id}/check-in`, {
      expectedEndAt: '2026-02-03T11:00:00.000Z',
    });
    expect(checkIn.statusCode).toBe(404);

    // Declined: she never gets it.
    const other = await bookingEmployer(t, 'Lerato');
    const second = await book(t, other.cookie, {
      workerId: worker.worker.id,
      date: '2026-02-05',
      address: '3 Tyrone Avenue, Parkview, Johannesburg',
    });
    expect(second.statusCode, second.body).toBe(201);
    const declined = await post(t, worker.cookie, `/api/bookings/${second.json().id}/decline`);
    expect(declined.statusCode).toBe(200);
    expect(declined.json().address).toBeNull();
    expect((await get(t, worker.cookie, `/api/bookings/${second.json().id}`)).json().address).toBeNull();
    expect(
      (await incoming(worker.cookie)).find((h) => h.id === second.json().id)?.employer.address,
    ).toBeNull();

    // The household's data export holds the address it gave; the worker's does not.
    expect((await get(t, employer.cookie, '/api/me/export')).json().hiresMade).toEqual([
      expect.objectContaining({ id, workplaceAddress: ADDRESS }),
    ]);
    expect((await get(t, worker.cookie, '/api/me/export')).body).not.toContain('Jacaranda');
  });

  it('without one of its own, is the household’s latest job post, with its suburb and city', async () => {
    t.at('2026-01-20', '10:00');
    const employer = await bookingEmployer(t);
    await insertJobPost(t, employer.user.id, { startDate: addDays(saDate(t.now()), 7) }, t.now());
    const worker = await bookableWorker(t);
    const made = await book(t, employer.cookie, { workerId: worker.worker.id, date: '2026-02-04' });
    expect(made.statusCode, made.body).toBe(201);
    expect((await get(t, worker.cookie, `/api/bookings/${made.json().id}`)).json().address).toBeNull();
    const accepted = await post(t, worker.cookie, `/api/bookings/${made.json().id}/accept`);
    expect(accepted.json().address).toBe('8 Vilakazi Street, Orlando West, Soweto');
  });

  it('refuses an address too short, or one carrying a phone number or a web address', async () => {
    t.at('2026-01-20', '10:00');
    const employer = await bookingEmployer(t);
    const worker = await bookableWorker(t);
    for (const address of ['12 A', 'Call 082 123 4567 first', '5 Main Road, see evil.co.za']) {
      const res = await book(t, employer.cookie, { workerId: worker.worker.id, address });
      expect(res.statusCode, address).toBe(400);
    }
  });
});

describe('her trusted contact', () => {
  /** A booking she accepted, her check-in at 08:05 expecting to leave at 13:00, with `contact` as her contact. */
  async function checkedInAtVisit(contact: string) {
    t.at('2026-01-20', '10:00');
    const employer = await bookingEmployer(t);
    const worker = await bookableWorker(t);
    const made = await book(t, employer.cookie, {
      workerId: worker.worker.id,
      date: '2026-02-10',
      start: '08:00',
      hours: 5,
      address: ADDRESS,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect((await post(t, worker.cookie, `/api/bookings/${made.json().id}/accept`)).statusCode).toBe(200);
    t.at('2026-02-10', '08:05');
    const res = await post(t, worker.cookie, `/api/hires/${made.json().id}/check-in`, {
      expectedEndAt: '2026-02-10T11:00:00.000Z',
      trustedContactPhone: contact,
    });
    expect(res.statusCode, res.body).toBe(201);
    return { employer, checkInId: res.json().checkIn.id as string };
  }

  it('is told at check-in and alerted after a missed check-out with the address, the household’s name and number, and her expected time out', async () => {
    const admin = await signedInUser(t.db, t.config, { isAdmin: true });
    const contact = nextPhone();
    const { employer, checkInId } = await checkedInAtVisit(contact);
    const phone = formatLocalPhone(employer.user.phoneNumber);
    expect(await queuedTo(contact, 'safety_check_in')).toEqual([
      `Work Local: Thandi Nkosi has checked in at work for Karen (${phone}) at ${ADDRESS} and expects to finish by 13:00. You are her trusted contact: we will tell you if she does not check out.`,
    ]);

    expect(await promptIfStillIn(t.db, checkInId, new Date('2026-02-10T11:30:00Z'))).toBe(true);
    expect(await alertIfNoAnswer(t.db, checkInId, new Date('2026-02-10T11:45:00Z'))).toBe(true);
    expect(await queuedTo(contact, 'safety_alert')).toEqual([
      `Work Local ALERT: Thandi Nkosi was working for Karen (${phone}) at ${ADDRESS}, expected to finish by 13:00, and has not told us she is safe. Please try to reach her now. In an emergency call 10111 or 112.`,
    ]);
    // The admins act through her contact: their alert names neither the street nor the household's number.
    const [toAdmin] = await queuedTo(admin.user.phoneNumber, 'safety_alert');
    expect(toAdmin).toContain(contact);
    expect(toAdmin).not.toContain('Jacaranda');
    expect(toAdmin).not.toContain(phone);
  });

  it('is told in the language of the contact’s own account', async () => {
    const contact = await signedInUser(t.db, t.config, { language: 'zu' });
    const { employer, checkInId } = await checkedInAtVisit(contact.user.phoneNumber);
    const phone = formatLocalPhone(employer.user.phoneNumber);
    expect(await queuedTo(contact.user.phoneNumber, 'safety_check_in')).toEqual([
      `Work Local: Thandi Nkosi ungene emsebenzini ka-Karen (${phone}) ekhelini ${ADDRESS} futhi ulindele ukuqeda ngo-13:00. Wena ungumuntu amethembayo: sizokutshela uma engaphumi.`,
    ]);
    expect(await alertIfNoAnswer(t.db, checkInId, new Date('2026-02-10T11:45:00Z'), true)).toBe(true);
    expect(await queuedTo(contact.user.phoneNumber, 'safety_alert')).toEqual([
      `Work Local ISEXWAYISO: Thandi Nkosi ubesebenzela u-Karen (${phone}) ekhelini ${ADDRESS}, bekulindeleke ukuthi aqede ngo-13:00, futhi akasitshelanga ukuthi uphephile. Sicela uzame ukumthola manje. Esimweni esiphuthumayo shayela u-10111 noma u-112.`,
    ]);
  });
});
