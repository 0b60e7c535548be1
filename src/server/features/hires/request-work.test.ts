// A request says what the work is (issue 33, decision 0333), over HTTP: a booking's request names the first visit's
// date, start and end, hours, the hourly rate and the visit's pay (a short day paid as four hours), the repeat and
// the household's general area, in her language; a hire from a job post names the job, its start, hours and pay
// and where it is; GET /api/hires/incoming carries the same facts; a reply to either form answers it.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type BookingsTestApp,
  book,
  bookableWorker,
  bookingEmployer,
  get,
} from '../../../../tests/support/bookings.js';
import { insertJobPost, jobsClient } from '../../../../tests/support/job-posts.js';
import { withBookingsTestApp } from '../../../../tests/support/with-test-app.js';
import { devOutbox, hires, jobPosts, jobs, users } from '../../db/schema.js';
import { addDays, saDate } from '../../domain/booking-schedule.js';
import { SEND_MESSAGE_JOB } from '../../platform/messaging/index.js';

let t: BookingsTestApp;
withBookingsTestApp((built) => {
  t = built;
});

/** The messages queued to a number for a kind, as written (before delivery, which waits for the wall clock). */
async function queued(phone: string, purpose: string) {
  const rows = await t.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.kind, SEND_MESSAGE_JOB))
    .orderBy(asc(jobs.id));
  return rows
    .map((r) => r.payload as { to: string; purpose: string; body: string; templateVariables?: object })
    .filter((m) => m.to === phone && m.purpose === purpose);
}

/** A household whose latest job post is in Orlando West, Soweto: the general area a request names. */
async function household(firstName = 'Karen', now: Date = t.now()) {
  const employer = await bookingEmployer(t, firstName);
  await insertJobPost(t, employer.user.id, { startDate: addDays(saDate(now), 7) }, now);
  return employer;
}

const codeOf = (hireId: string) => hireId.slice(0, 2).toUpperCase();
const dashboard = () => `${t.config.publicUrl}/worker-dashboard`;

describe('a booking request names the visit', () => {
  it('in isiZulu: date, start and end, hours, rate, the visit paid as four hours, once, the area', async () => {
    t.at('2026-02-02', '10:00');
    const employer = await household();
    const worker = await bookableWorker(t);
    await t.db.update(users).set({ language: 'zu' }).where(eq(users.id, worker.worker.userId));
    const res = await book(t, employer.cookie, {
      workerId: worker.worker.id,
      date: '2026-02-03',
      start: '09:00',
      hours: 3,
      hourlyRate: 40,
    });
    expect(res.statusCode).toBe(201);
    const code = codeOf(res.json().id);
    const [request, ...others] = await queued(worker.worker.phoneNumber, 'booking_request');
    expect(others).toEqual([]);
    expect(request?.body).toBe(
      `Work Local: U-Karen (Orlando West, Soweto) ufuna ukukuqasha, isicelo ${code}: ngo-Februwari 3, 2026, kusukela ngo-09:00 kuya ku-12:00, amahora angu-3 ku-R40 ngehora, R160 ngokuvakasha, kanye. Phendula ngo-1 ukuze wamukele noma ngo-2 ukuze wenqabe zingakapheli izinsuku ezingu-7, noma uvule ${dashboard()} ukuze uphendule.`,
    );
    // The WhatsApp template's variables, in kinds.ts's order.
    expect(request?.templateVariables).toEqual({
      '1': 'Karen',
      '2': 'Orlando West, Soweto',
      '3': code,
      '4': 'Februwari 3, 2026',
      '5': '09:00',
      '6': '12:00',
      '7': '3',
      '8': 'R40',
      '9': 'R160',
      '10': 'kanye',
      '11': '7',
      '12': dashboard(),
    });
    expect(await queued(worker.worker.phoneNumber, 'hire_request')).toEqual([]);
  });

  it('in English: a weekly booking until a date, half hours, and the pay of the visit', async () => {
    t.at('2026-02-02', '10:00');
    const employer = await household('Lerato');
    const worker = await bookableWorker(t);
    const res = await book(t, employer.cookie, {
      workerId: worker.worker.id,
      date: '2026-02-03',
      start: '08:30',
      hours: 4.5,
      hourlyRate: 40,
      repeat: 'weekly',
      until: '2026-03-31',
    });
    expect(res.statusCode).toBe(201);
    const code = codeOf(res.json().id);
    expect((await queued(worker.worker.phoneNumber, 'booking_request')).map((m) => m.body)).toEqual([
      `Work Local: Lerato (Orlando West, Soweto) would like to hire you, request ${code}: 3 February 2026, 08:30 to 13:00, 4.5 hours at R40 an hour, R180 a visit, every week until 31 March 2026. Reply 1 to accept or 2 to decline within 7 days, or open ${dashboard()} to answer.`,
    ]);

    // The list reads the wall clock, past this booking's week to answer: the facts stay on an expired request too.
    const incoming = await get(t, worker.cookie, '/api/hires/incoming');
    expect(incoming.statusCode).toBe(200);
    expect(incoming.json().hires).toEqual([
      expect.objectContaining({
        id: res.json().id,
        visit: {
          date: '2026-02-03',
          start: '08:30',
          end: '13:00',
          hours: 4.5,
          hourlyRateCents: 4000,
          payCents: 18000,
          repeat: 'weekly',
          until: '2026-03-31',
        },
        job: null,
        employer: expect.objectContaining({ name: 'Lerato', area: 'Orlando West, Soweto' }),
      }),
    ]);
  });

  it('an open-ended fortnightly booking says only that it repeats; no job post: area not given', async () => {
    t.at('2026-02-02', '10:00');
    const employer = await bookingEmployer(t, 'Sipho');
    const worker = await bookableWorker(t);
    const res = await book(t, employer.cookie, {
      workerId: worker.worker.id,
      date: '2026-02-04',
      start: '13:00',
      hours: 5,
      hourlyRate: 35.5,
      repeat: 'fortnightly',
    });
    expect(res.statusCode).toBe(201);
    const code = codeOf(res.json().id);
    expect((await queued(worker.worker.phoneNumber, 'booking_request')).map((m) => m.body)).toEqual([
      `Work Local: Sipho (area not given) would like to hire you, request ${code}: 4 February 2026, 13:00 to 18:00, 5 hours at R35.50 an hour, R177.50 a visit, every two weeks. Reply 1 to accept or 2 to decline within 7 days, or open ${dashboard()} to answer.`,
    ]);
  });

  it('is answered by a reply 1 like any hire request', async () => {
    // Delivery waits for the wall clock (a job queued now is due now), so this booking is made just after it.
    const soon = new Date(Date.now() + 2 * 60_000);
    const time = soon.toLocaleTimeString('en-GB', {
      timeZone: 'Africa/Johannesburg',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    t.at(saDate(soon), time);
    const employer = await household('Karen', t.now());
    const worker = await bookableWorker(t);
    const res = await book(t, employer.cookie, {
      workerId: worker.worker.id,
      date: addDays(saDate(t.now()), 7),
      start: '09:00',
      hours: 4,
      hourlyRate: 40,
    });
    expect(res.statusCode).toBe(201);
    await t.app.ctx.jobs.drain();
    const [delivered] = await t.db
      .select()
      .from(devOutbox)
      .where(and(eq(devOutbox.to, worker.worker.phoneNumber), eq(devOutbox.purpose, 'booking_request')));
    const code = codeOf(res.json().id);
    expect(delivered).toMatchObject({
      buttons: [
        { title: 'Accept', payload: `1 ${code}` },
        { title: 'Decline', payload: `2 ${code}` },
      ],
    });
    const replied = await t.app.inject({
      method: 'POST',
      url: `/api/dev/phone/${encodeURIComponent(worker.worker.phoneNumber)}/messages`,
      payload: { body: '1' },
    });
    expect(replied.json().status).toBe(200);
    const [hire] = await t.db.select().from(hires).where(eq(hires.id, res.json().id));
    expect(hire?.status).toBe('accepted');
  });
});

describe('a hire from a job post names the job', () => {
  it('its title, start, hours a day, pay and where it is, in the message and in GET /api/hires/incoming', async () => {
    // The job posts routes judge a job on the wall clock.
    const employer = await bookingEmployer(t, 'Ayesha');
    await insertJobPost(
      t,
      employer.user.id,
      {
        title: 'Clear the back garden',
        suburb: 'Rosebank',
        city: 'Johannesburg',
        startDate: '2027-03-01',
        hoursPerDay: 6.5,
        payType: 'daily',
        payRate: 350,
      },
      new Date(),
    );
    const [job] = await t.db.select().from(jobPosts).where(eq(jobPosts.employerUserId, employer.user.id));
    const worker = await bookableWorker(t);
    const api = jobsClient(t);
    const applied = await api.apply(worker.cookie, job!.id);
    expect(applied.statusCode, applied.body).toBe(201);
    const hired = await api.hire(employer.cookie, job!.id, applied.json().id);
    expect(hired.statusCode, hired.body).toBe(201);
    const hireId: string = hired.json().hire.id;

    expect((await queued(worker.worker.phoneNumber, 'job_hire_request')).map((m) => m.body)).toEqual([
      `Work Local: Ayesha (Rosebank, Johannesburg) would like to hire you for the job "Clear the back garden", request ${codeOf(hireId)}: from 1 March 2027, 6.5 hours a day, R350 a day. Reply 1 to accept or 2 to decline within 7 days, or open ${dashboard()} to answer.`,
    ]);

    const incoming = await get(t, worker.cookie, '/api/hires/incoming');
    expect(incoming.json().hires).toEqual([
      expect.objectContaining({
        id: hireId,
        visit: null,
        job: {
          id: job!.id,
          title: 'Clear the back garden',
          startDate: '2027-03-01',
          hoursPerDay: 6.5,
          payType: 'daily',
          payRateCents: 35000,
          area: 'Rosebank, Johannesburg',
        },
      }),
    ]);
  });

  it('a hire from Find Workers names neither: the request as before, visit and job null', async () => {
    const employer = await bookingEmployer(t, 'Karen');
    const worker = await bookableWorker(t);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/hires',
      headers: { cookie: employer.cookie },
      payload: { workerId: worker.worker.id },
    });
    expect(made.statusCode).toBe(201);
    const code = codeOf(made.json().hire.id);
    expect((await queued(worker.worker.phoneNumber, 'hire_request')).map((m) => m.body)).toEqual([
      `Work Local: Karen (area not given) would like to hire you, request ${code}. Reply 1 to accept or 2 to decline within 7 days, or open ${dashboard()} to answer.`,
    ]);
    const incoming = await get(t, worker.cookie, '/api/hires/incoming');
    expect(incoming.json().hires).toEqual([expect.objectContaining({ visit: null, job: null })]);
  });
});
