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

export const languageCodeSchema = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]], {
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
});

export const ME_TEXTS = {
  pageTitle: 'Your data and privacy',
  download: 'Download my data',
  delete: 'Delete my account',
  codeSent: 'Check your phone for the code to confirm deleting your account',
  deleted: 'Your account has been deleted',
  exportFailed: 'Could not download your data. Please try again.',
  deleteFailed: 'Could not delete your account. Please try again.',
} as const;
