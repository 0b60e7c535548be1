// A person's job posts, applications and job alerts in their data download (POPIA section 23): what they posted
// and applied to, and when they opted in to alerts. Other people's details stay out (an applicant's name is theirs).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { jobAlerts, jobApplications, jobPosts, users, workers } from '../../db/schema.js';

export async function exportJobPostData(db: DbOrTx, userId: string): Promise<Record<string, unknown>> {
  const [posts, applications, alerts, [settings]] = await Promise.all([
    db
      .select({
        id: jobPosts.id,
        title: jobPosts.title,
        description: jobPosts.description,
        skills: jobPosts.skills,
        address: jobPosts.address,
        suburb: jobPosts.suburb,
        city: jobPosts.city,
        latitude: jobPosts.latitude,
        longitude: jobPosts.longitude,
        startDate: jobPosts.startDate,
        schedule: jobPosts.schedule,
        daysPerWeek: jobPosts.daysPerWeek,
        hoursPerDayHundredths: jobPosts.hoursPerDayHundredths,
        payType: jobPosts.payType,
        payRateCents: jobPosts.payRateCents,
        requiresPoliceClearance: jobPosts.requiresPoliceClearance,
        places: jobPosts.places,
        radiusKm: jobPosts.radiusKm,
        status: jobPosts.status,
        createdAt: jobPosts.createdAt,
        expiresAt: jobPosts.expiresAt,
        closedAt: jobPosts.closedAt,
      })
      .from(jobPosts)
      .where(eq(jobPosts.employerUserId, userId)),
    db
      .select({
        id: jobApplications.id,
        jobPostId: jobApplications.jobPostId,
        jobTitle: jobPosts.title,
        message: jobApplications.message,
        status: jobApplications.status,
        createdAt: jobApplications.createdAt,
      })
      .from(jobApplications)
      .innerJoin(workers, eq(workers.id, jobApplications.workerId))
      .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobPostId))
      .where(eq(workers.userId, userId)),
    db
      .select({ jobPostId: jobAlerts.jobPostId, sendAt: jobAlerts.sendAt })
      .from(jobAlerts)
      .where(eq(jobAlerts.userId, userId)),
    db
      .select({ optedInAt: users.jobAlertsOptedInAt, channel: users.jobAlertsChannel })
      .from(users)
      .where(eq(users.id, userId)),
  ]);
  return {
    jobPosts: posts,
    jobApplications: applications,
    jobAlerts: { optedInAt: settings?.optedInAt ?? null, channel: settings?.channel ?? null, sent: alerts },
  };
}
