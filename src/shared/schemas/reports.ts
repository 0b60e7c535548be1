// Reports (issue 20): what anyone signed in may report, why, and the answer. The reasons are codes; each screen
// shows them in the reader's language (the client's catalogue), the admin queue too.
import * as z from 'zod';
import { sharedMessage } from '../i18n/messages.js';

export const REPORT_SUBJECT_TYPES = ['user', 'worker', 'review', 'job', 'voice_note'] as const;
export type ReportSubjectType = (typeof REPORT_SUBJECT_TYPES)[number];

export const REPORT_REASONS = [
  'unsafe',
  'harassment',
  'scam',
  'fake',
  'offensive',
  'discrimination',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_DETAILS_MAX = 2000;
/** Reports one person may file in 24 hours: enough for real trouble, too few to flood the queue. */
export const REPORTS_PER_USER_PER_DAY = 20;

export const REPORT_MESSAGES = {
  subjectType: sharedMessage(
    /*i18n*/ { id: 'reports.subject-type', message: 'Choose what you are reporting' },
  ),
  reason: sharedMessage(/*i18n*/ { id: 'reports.reason', message: 'Please choose a reason' }),
  detailsTooLong: sharedMessage(
    /*i18n*/ {
      id: 'reports.details-too-long',
      message: 'Please keep the details under {max} characters',
      values: { max: REPORT_DETAILS_MAX },
    },
  ),
  notFound: sharedMessage(
    /*i18n*/ { id: 'reports.not-found', message: 'What you are reporting was not found' },
  ),
  self: sharedMessage(/*i18n*/ { id: 'reports.self', message: 'You cannot report yourself' }),
  alreadyReported: sharedMessage(
    /*i18n*/ {
      id: 'reports.already-reported',
      message: 'You have already reported this. An admin will look at it soon.',
    },
  ),
  tooMany: sharedMessage(
    /*i18n*/ {
      id: 'reports.too-many',
      message: 'You have sent the most reports allowed for today. Please try again tomorrow.',
    },
  ),
} as const;

export const createReportSchema = z.object({
  subjectType: z.enum(REPORT_SUBJECT_TYPES, { error: REPORT_MESSAGES.subjectType }),
  subjectId: z.string({ error: REPORT_MESSAGES.notFound }).trim().min(1, REPORT_MESSAGES.notFound).max(64),
  reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reason }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, REPORT_MESSAGES.detailsTooLong)
    .optional()
    .transform((v) => (v ? v : null)),
});
export type CreateReportInput = z.input<typeof createReportSchema>;

/** All the reporter gets back: nothing about the subject, nothing the reported person could ever see. */
export const createdReportSchema = z.object({ id: z.uuid(), createdAt: z.string() });
export type CreatedReport = z.infer<typeof createdReportSchema>;
