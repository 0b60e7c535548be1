// POPIA rights of a signed-in person: download their data, and delete their account after a one-time code.
import * as z from 'zod';
import { DEFAULT_DELIVERY_METHOD, DELIVERY_METHODS } from '../constants.js';
import { LANGUAGE_CODES, type LanguageCode } from '../i18n/languages.js';
import { sharedMessage } from '../i18n/messages.js';
import { otpCodeSchema } from './auth.js';
import { codeSentSchema } from './common.js';

export const sendDeleteCodeSchema = z.object({
  deliveryMethod: z.enum(DELIVERY_METHODS).default(DEFAULT_DELIVERY_METHOD),
});

export const sendDeleteCodeResponseSchema = codeSentSchema;

export const deleteAccountSchema = z.object({ code: otpCodeSchema });

export const deleteAccountResponseSchema = z.object({ success: z.literal(true) });

export const UNKNOWN_LANGUAGE_MESSAGE = sharedMessage(
  /*i18n*/ {
    id: 'validation.language.unknown',
    message: 'Please choose one of the languages offered: {codes}',
    values: { codes: LANGUAGE_CODES.join(', ') },
  },
);

const languageCodeSchema = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]], {
  error: UNKNOWN_LANGUAGE_MESSAGE,
});

/** PATCH /api/me: what a signed-in person may change about themselves here (their language, issue 17). */
export const updateMeSchema = z.object({ language: languageCodeSchema });

export const updateMeResponseSchema = z.object({ success: z.literal(true), language: languageCodeSchema });

const rows = z.array(z.looseObject({}));

/**
 * GET /api/me/export: a JSON download of everything held about the person (POPIA section 23). Sent as a
 * pre-written file, so this describes it for the reference; each list holds the rows as stored.
 */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  about: z.string(),
  user: z.looseObject({ id: z.string(), phoneNumber: z.string() }),
  sessions: rows,
  workerProfile: z.looseObject({}).nullable(),
  uploads: rows,
  verificationDocuments: rows,
  payments: rows,
  subscriptions: rows,
  employerMonthlyUsage: rows,
  hiresMade: rows,
  reviewsWritten: rows,
  savedWorkers: rows,
  promoRedemptions: rows,
  actions: rows,
  /** Employment particulars and payslips (issue 21), as employer or worker. */
  employments: rows,
  /** Where the person last searched for workers (issue 18's recommendations start there). */
  lastSearch: z.looseObject({}).nullable(),
  /** Job posts made, applications sent and the job-alert opt-in (issue 18). */
  jobPosts: rows,
  jobApplications: rows,
  jobAlerts: z.looseObject({ optedInAt: z.unknown(), channel: z.string().nullable(), sent: rows }),
  /** Her payout bank account, the number in clear for her alone (issue 34, decision 0352). */
  payoutAccount: z.looseObject({}).nullable(),
  /** Notification preferences, STOP, and the messages to and from the account's number (issue 19). */
  messaging: z.looseObject({}),
});

export const ME_TEXTS = {
  pageTitle: sharedMessage(/*i18n*/ { id: 'me.page-title', message: 'Your data and privacy' }),
  download: sharedMessage(/*i18n*/ { id: 'me.download', message: 'Download my data' }),
  delete: sharedMessage(/*i18n*/ { id: 'me.delete', message: 'Delete my account' }),
  codeSent: sharedMessage(
    /*i18n*/ {
      id: 'me.code-sent',
      message: 'Check your phone for the code to confirm deleting your account',
    },
  ),
  deleted: sharedMessage(/*i18n*/ { id: 'me.deleted', message: 'Your account has been deleted' }),
  exportFailed: sharedMessage(
    /*i18n*/ { id: 'me.export-failed', message: 'Could not download your data. Please try again.' },
  ),
  deleteFailed: sharedMessage(
    /*i18n*/ { id: 'me.delete-failed', message: 'Could not delete your account. Please try again.' },
  ),
} as const;

/** How many of the person's latest doings the home page's Recent Activity card shows. */
export const RECENT_ACTIVITY_LIMIT = 5;

/**
 * GET /api/me/activity: the person's latest hires (asked or received), job posts and reviews written, newest first
 * (the home page's Recent Activity card, issue 32). `name` is the other person's or the job's title; `link` the
 * page it opens.
 */
export const recentActivitySchema = z.object({
  items: z.array(
    z.object({
      kind: z.enum(['hire_made', 'hire_received', 'job_posted', 'review_written']),
      id: z.string(),
      name: z.string(),
      at: z.string(),
      link: z.string(),
    }),
  ),
});
export type RecentActivity = z.infer<typeof recentActivitySchema>;
