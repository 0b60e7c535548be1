// The admin console's API (issue 20): users and suspension, the reports queue, reviews. Promo codes and payments are
// in admin-money.ts, the dashboard and the audit log in admin-overview.ts. Every /api/admin route is admin-only.
import * as z from 'zod';
import { sharedMessage } from '../i18n/messages.js';
import { REPORT_REASONS, REPORT_SUBJECT_TYPES } from './reports.js';

export const ADMIN_REASON_MAX = 500;
export const ADMIN_SEARCH_MAX = 100;
/** Rows an admin list answers at most (newest first); a narrower search finds the rest. */
export const ADMIN_LIST_LIMIT = 50;
/**
 * Reviews a page of the console's reviews holds: a review's card is tall on a phone (its words, author and actions),
 * so fifty of them made one page of tens of thousands of pixels at 360 px (decision 0239).
 */
export const ADMIN_REVIEWS_PAGE_SIZE = 10;
/** The last page number a paged admin list accepts: with ADMIN_REVIEWS_PAGE_SIZE, ten thousand reviews. */
export const ADMIN_PAGE_MAX = 1000;

export const ADMIN_MESSAGES = {
  reasonRequired: sharedMessage(/*i18n*/ { id: 'admin.reason-required', message: 'Please give a reason' }),
  reasonTooLong: sharedMessage(
    /*i18n*/ {
      id: 'admin.reason-too-long',
      message: 'Please keep the reason under {max} characters',
      values: { max: ADMIN_REASON_MAX },
    },
  ),
  userNotFound: sharedMessage(/*i18n*/ { id: 'admin.user-not-found', message: 'User not found' }),
  ownAccount: sharedMessage(
    /*i18n*/ { id: 'admin.own-account', message: 'You cannot suspend your own account' },
  ),
  reviewNotFound: sharedMessage(/*i18n*/ { id: 'admin.review-not-found', message: 'Review not found' }),
  reportNotFound: sharedMessage(/*i18n*/ { id: 'admin.report-not-found', message: 'Report not found' }),
  reportResolved: sharedMessage(
    /*i18n*/ { id: 'admin.report-resolved', message: 'This report has already been resolved' },
  ),
  notAReview: sharedMessage(
    /*i18n*/ { id: 'admin.not-a-review', message: 'Only a reported review can be hidden' },
  ),
  badPage: sharedMessage(
    /*i18n*/ {
      id: 'admin.bad-page',
      message: 'The page must be a whole number from 1 to {max}',
      values: { max: ADMIN_PAGE_MAX },
    },
  ),
  notAJob: sharedMessage(/*i18n*/ { id: 'admin.not-a-job', message: 'Only a reported job can be hidden' }),
  notAVoiceNote: sharedMessage(
    /*i18n*/ { id: 'admin.not-a-voice-note', message: 'Only a reported voice note can be hidden' },
  ),
  voiceNoteNotFound: sharedMessage(
    /*i18n*/ { id: 'admin.voice-note-not-found', message: 'Voice note not found' },
  ),
  noPersonToSuspend: sharedMessage(
    /*i18n*/ { id: 'admin.no-person', message: 'There is no account behind this report to suspend' },
  ),
} as const;

/** A reason an admin gives (suspension, hiding, resolving): required, trimmed, bounded. */
export const adminReasonSchema = z
  .string({ error: ADMIN_MESSAGES.reasonRequired })
  .trim()
  .min(1, ADMIN_MESSAGES.reasonRequired)
  .max(ADMIN_REASON_MAX, ADMIN_MESSAGES.reasonTooLong);

export const reasonBodySchema = z.object({ reason: adminReasonSchema });
export type ReasonBody = z.input<typeof reasonBodySchema>;

export const idParamsSchema = z.object({ id: z.string().max(64) });

export const adminSearchQuerySchema = z.object({
  q: z.string().trim().max(ADMIN_SEARCH_MAX).optional().default(''),
});

// --- Users

export const adminUserSchema = z.object({
  id: z.string(),
  phoneNumber: z.string(),
  firstName: z.string().nullable(),
  companyName: z.string().nullable(),
  workerId: z.string().nullable(),
  workerName: z.string().nullable(),
  isAdmin: z.boolean(),
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  openReports: z.number().int(),
  /** Several workers rated this employer low (issue 20, decision 0236): worth a look. */
  lowRatingFlag: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersSchema = z.array(adminUserSchema);

// --- Reports queue

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export const REPORT_RESOLUTIONS = [
  'dismiss',
  'hide_review',
  'hide_job',
  'hide_voice_note',
  'suspend',
  'note',
] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

export const reportsQuerySchema = z.object({ status: z.enum(REPORT_STATUSES).default('open') });

const personSchema = z.object({ id: z.string(), name: z.string().nullable(), phoneNumber: z.string() });
export type AdminPerson = z.infer<typeof personSchema>;

export const adminReportSchema = z.object({
  id: z.string(),
  subjectType: z.enum(REPORT_SUBJECT_TYPES),
  subjectId: z.string(),
  /** What was reported, in a line: the worker's name, the review's first words, the job's title. */
  subjectSummary: z.string().nullable(),
  /** The person behind the subject, whom a suspension would hit. */
  subjectUser: personSchema.extend({ suspended: z.boolean() }).nullable(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  /** For the admins only: no other answer of the API names a reporter. */
  reporter: personSchema.nullable(),
  status: z.enum(REPORT_STATUSES),
  resolution: z.enum(REPORT_RESOLUTIONS).nullable(),
  resolutionNote: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  /** Open reports about the same subject, this one included. */
  openOnSubject: z.number().int(),
  createdAt: z.string(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportsSchema = z.array(adminReportSchema);

/** Resolving closes every open report about the same subject with the same action. */
export const resolveReportSchema = z
  .object({
    action: z.enum(REPORT_RESOLUTIONS),
    note: z.string().trim().max(ADMIN_REASON_MAX, ADMIN_MESSAGES.reasonTooLong).optional().default(''),
  })
  // Hiding and suspending tell their reason to someone (the author; the audit), a note is the note itself.
  .refine((b) => b.action === 'dismiss' || b.note.length > 0, {
    message: ADMIN_MESSAGES.reasonRequired,
    path: ['note'],
  });
export type ResolveReportBody = z.input<typeof resolveReportSchema>;

export const resolvedReportsSchema = z.object({ resolved: z.number().int() });

// --- Reviews

const REVIEW_FILTERS = ['all', 'visible', 'hidden'] as const;
export const adminReviewsQuerySchema = adminSearchQuerySchema.extend({
  show: z.enum(REVIEW_FILTERS).default('all'),
  /** 1 is the newest page; a page past the last answers no reviews, with the total. */
  page: z.coerce
    .number({ error: ADMIN_MESSAGES.badPage })
    .int(ADMIN_MESSAGES.badPage)
    .min(1, ADMIN_MESSAGES.badPage)
    .max(ADMIN_PAGE_MAX, ADMIN_MESSAGES.badPage)
    .default(1),
});
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuerySchema>;

/** Whom a review is of: a worker (by an employer or through a link) or an employer (by a hired worker). */
export const REVIEW_SUBJECTS = ['worker', 'employer'] as const;
export const adminReviewSchema = z.object({
  id: z.string(),
  of: z.enum(REVIEW_SUBJECTS),
  /** The worker reviewed, or (of an employer) the worker who wrote it; null once she deleted her account. */
  workerId: z.string().nullable(),
  workerName: z.string().nullable(),
  /** The employer reviewed (of an employer only); the phone finds them in the console's users. */
  employer: z.object({ id: z.string(), name: z.string(), phoneNumber: z.string() }).nullable(),
  rating: z.number().int(),
  review: z.string().nullable(),
  source: z.string(),
  /** The signed-in author (hire reviews); null for a review through a request link. */
  author: personSchema.nullable(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  openReports: z.number().int(),
  createdAt: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
/** One page of the reviews, newest first, and where it stands among all that match the search and filter. */
export const adminReviewsPageSchema = z.object({
  reviews: z.array(adminReviewSchema),
  /** Reviews matching the search and filter, on all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The next (older) page's number; null on the last page. */
  nextPage: z.number().int().nullable(),
});
export type AdminReviewsPage = z.infer<typeof adminReviewsPageSchema>;
