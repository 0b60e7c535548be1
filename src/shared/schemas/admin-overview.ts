// The admin console's overview (issue 20): the dashboard's figures and weekly series, and the searchable audit log.
import * as z from 'zod';
import { ADMIN_SEARCH_MAX } from './admin.js';

/** Weeks the dashboard's charts cover, the current one last. */
export const DASHBOARD_WEEKS = 12;

/** The verification queue's age bands, in hours: under a day, one to three days, three to seven, a week or more. */
export const QUEUE_AGE_BANDS_HOURS = [24, 72, 168] as const;

const dashboardWeekSchema = z.object({
  /** The Monday the week starts on (South African time), 'YYYY-MM-DD'. */
  weekStart: z.string(),
  signUps: z.number().int(),
  /** Listings live at the end of the week (or now, for the current one). */
  liveListings: z.number().int(),
  hires: z.number().int(),
  /** Successful payments less refunds, in cents. */
  revenueCents: z.number().int(),
});
export type DashboardWeek = z.infer<typeof dashboardWeekSchema>;

export const dashboardSchema = z.object({
  weeks: z.array(dashboardWeekSchema),
  totals: z.object({
    users: z.number().int(),
    liveListings: z.number().int(),
    openReports: z.number().int(),
    suspendedUsers: z.number().int(),
    hiddenReviews: z.number().int(),
  }),
  verificationQueue: z.object({
    pending: z.number().int(),
    oldestHours: z.number().int().nullable(),
    /** Documents waiting per band of QUEUE_AGE_BANDS_HOURS, plus one for the oldest band: length bands + 1. */
    byAge: z.array(z.number().int()),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const auditQuerySchema = z.object({
  q: z.string().trim().max(ADMIN_SEARCH_MAX).optional().default(''),
  /** The id of the last entry of the previous page: older entries follow. */
  before: z.coerce.number().int().positive().optional(),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
  actor: z.object({ id: z.string(), name: z.string().nullable(), phoneNumber: z.string() }).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextBefore: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
