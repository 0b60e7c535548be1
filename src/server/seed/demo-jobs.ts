// The demo's job posts (issue 18): a few open jobs near the demo workers, so Jobs Near Me has something to show on
// the first `npm start`. Four demo employers post them; the demo employer (Karen) has one with two applicants, so
// My Jobs and hiring from the applicants can be tried at once. Karen stays below the free plan's open-job limit.
import { and, arrayContains, count, eq, inArray } from 'drizzle-orm';
import { DAY_MS, JOB_POST_EXPIRY_DAYS } from '../../shared/constants.js';
import { todayInSouthAfrica } from '../../shared/pay/minimum-wage.js';
import { requiresPoliceClearanceByDefault } from '../../shared/schemas/job-posts.js';
import type { Db } from '../db/client.js';
import { jobApplications, jobPosts, users, workers } from '../db/schema.js';
import { approxPosition } from '../lib/geo.js';
import { SEED_AREAS } from './places.js';

/** Demo employers who post jobs (no one signs in as them; Karen is in the README). */
export const DEMO_JOB_EMPLOYERS = [
  { phoneNumber: '+27820000010', firstName: 'Lerato', companyName: 'Lerato Home Services' },
  { phoneNumber: '+27820000011', firstName: 'Thabo', companyName: null },
  { phoneNumber: '+27820000012', firstName: 'Nomsa', companyName: null },
  { phoneNumber: '+27820000013', firstName: 'Sipho', companyName: null },
] as const;

interface DemoJob {
  employer: string;
  suburb: string;
  title: string;
  description: string;
  skills: string[];
  schedule: 'once' | 'weekly' | 'monthly';
  daysPerWeek?: number;
  hoursPerDay: number;
  payType: 'hourly' | 'daily';
  payRand: number;
  startInDays: number;
  address: string;
}

const DEMO_JOBS: readonly DemoJob[] = [
  {
    employer: '+27820000002',
    suburb: 'Orlando West',
    title: 'Weekly garden help',
    description:
      'Mowing, weeding and watering a small front and back garden, one morning a week. Tools provided.',
    skills: ['Gardening'],
    schedule: 'weekly',
    daysPerWeek: 1,
    hoursPerDay: 5,
    payType: 'daily',
    payRand: 300,
    startInDays: 5,
    address: '14 Makhalemele Street',
  },
  {
    employer: '+27820000010',
    suburb: 'Sandton',
    title: 'House cleaning, two days a week',
    description:
      'Cleaning a three-bedroom house on Mondays and Thursdays: floors, bathrooms, kitchen and ironing.',
    skills: ['Cleaning', 'Domestic Worker'],
    schedule: 'weekly',
    daysPerWeek: 2,
    hoursPerDay: 8,
    payType: 'daily',
    payRand: 320,
    startInDays: 7,
    address: '22 Rivonia Road',
  },
  {
    employer: '+27820000010',
    suburb: 'Rosebank',
    title: 'After-school childminder',
    description:
      'Fetch two children from school, give them lunch and help with homework until their parents return.',
    skills: ['Childcare'],
    schedule: 'weekly',
    daysPerWeek: 5,
    hoursPerDay: 4,
    payType: 'hourly',
    payRand: 45,
    startInDays: 10,
    address: '9 Tyrwhitt Avenue',
  },
  {
    employer: '+27820000011',
    suburb: 'Hatfield',
    title: 'Paint a two-room flat',
    description: 'Two rooms and a passage, walls and ceilings, paint supplied. About two days of work.',
    skills: ['Painting'],
    schedule: 'once',
    hoursPerDay: 8,
    payType: 'daily',
    payRand: 450,
    startInDays: 3,
    address: '1105 Burnett Street',
  },
  {
    employer: '+27820000011',
    suburb: 'Arcadia',
    title: 'Help move furniture on Saturday',
    description:
      'Carry furniture and boxes from a second-floor flat into a bakkie and unload at the new house.',
    skills: ['Removals'],
    schedule: 'once',
    hoursPerDay: 5,
    payType: 'hourly',
    payRand: 60,
    startInDays: 4,
    address: '340 Schoeman Street',
  },
  {
    employer: '+27820000012',
    suburb: 'Claremont',
    title: 'Garden clean-up before winter',
    description: 'Cut back the beds, clear leaves and take garden refuse to the drop-off. One day.',
    skills: ['Gardening', 'Landscaping'],
    schedule: 'once',
    hoursPerDay: 7,
    payType: 'daily',
    payRand: 380,
    startInDays: 6,
    address: '5 Main Road',
  },
  {
    employer: '+27820000012',
    suburb: 'Berea',
    title: 'Cook for a family lunch',
    description:
      'Cook a Sunday lunch for twelve people and clean the kitchen afterwards. Ingredients provided.',
    skills: ['Cook/Chef'],
    schedule: 'once',
    hoursPerDay: 6,
    payType: 'hourly',
    payRand: 70,
    startInDays: 8,
    address: '77 Musgrave Road',
  },
  {
    employer: '+27820000013',
    suburb: 'Westdene',
    title: 'Morning care for an elderly father',
    description:
      'Help an elderly man wash, dress and have breakfast, and keep him company, three mornings a week.',
    skills: ['Elder Care'],
    schedule: 'weekly',
    daysPerWeek: 3,
    hoursPerDay: 4,
    payType: 'hourly',
    payRand: 42,
    startInDays: 9,
    address: '18 Kellner Street',
  },
];

/** Seeds the demo jobs once (never over existing job posts); answers how many were made. */
export async function seedDemoJobs(db: Db, now: Date = new Date()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(jobPosts);
  if ((existing?.n ?? 0) > 0) return 0;
  await db
    .insert(users)
    .values(DEMO_JOB_EMPLOYERS.map((e) => ({ ...e, employerPhoneVerifiedAt: now })))
    .onConflictDoNothing({ target: users.phoneNumber });
  const phones = [...new Set(DEMO_JOBS.map((j) => j.employer))];
  const employers = await db
    .select({ id: users.id, phone: users.phoneNumber })
    .from(users)
    .where(inArray(users.phoneNumber, phones));
  const idOf = new Map(employers.map((e) => [e.phone, e.id]));
  const expiresAt = new Date(now.getTime() + JOB_POST_EXPIRY_DAYS * DAY_MS);
  let made = 0;
  for (const job of DEMO_JOBS) {
    const area = SEED_AREAS.find((a) => a.suburb === job.suburb);
    const employerUserId = idOf.get(job.employer);
    if (!area || !employerUserId) continue;
    // A street or two from the suburb's centre: the demo workers live around it.
    const lat = Number((area.lat + 0.004).toFixed(5));
    const lng = Number((area.lng - 0.003).toFixed(5));
    const approx = approxPosition(lat, lng);
    const [row] = await db
      .insert(jobPosts)
      .values({
        employerUserId,
        title: job.title,
        description: job.description,
        skills: job.skills,
        address: job.address,
        latitude: lat,
        longitude: lng,
        suburb: area.suburb,
        city: area.city,
        approxLatitude: approx.lat,
        approxLongitude: approx.lng,
        startDate: todayInSouthAfrica(new Date(now.getTime() + job.startInDays * DAY_MS)),
        schedule: job.schedule,
        daysPerWeek: job.daysPerWeek ?? null,
        hoursPerDayHundredths: job.hoursPerDay * 100,
        payType: job.payType,
        payRateCents: job.payRand * 100,
        requiresPoliceClearance: requiresPoliceClearanceByDefault(job.skills),
        radiusKm: 20,
        expiresAt,
        createdAt: now,
      })
      .returning({ id: jobPosts.id });
    made += 1;
    if (row && job.employer === '+27820000002') await seedApplicants(db, row.id, area.city, job.skills[0]!);
  }
  return made;
}

/** Two demo workers of the city with the skill apply to the demo employer's job. */
async function seedApplicants(db: Db, jobPostId: string, city: string, skill: string): Promise<void> {
  const applicants = await db
    .select({ id: workers.id })
    .from(workers)
    .where(and(eq(workers.city, city), arrayContains(workers.skills, [skill])))
    .orderBy(workers.createdAt, workers.id)
    .limit(2);
  if (applicants.length === 0) return;
  await db.insert(jobApplications).values(
    applicants.map((w, i) => ({
      jobPostId,
      workerId: w.id,
      message: i === 0 ? 'I live nearby and can start this week.' : null,
    })),
  );
}
