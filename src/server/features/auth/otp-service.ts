// One-time codes for every purpose ('login', 'employer_phone', 'worker_phone', 'delete_account', 'payout_account'),
// with the same rules for all: 6 digits from the CSPRNG, stored only as a keyed hash, valid 10 minutes, single use, void after 5 wrong tries,
// a new send replaces the old code, a resend cooldown per phone and purpose, and hourly limits per phone and IP.
//
// Use from any feature:
//   const { developmentOtp } = await sendCode(sendCodeDeps(app), { phoneNumber, purpose: 'employer_phone', channel: 'sms', ip: request.ip });
//   await verifyCode(app.ctx.database.db, app.ctx.config, { phoneNumber, purpose: 'employer_phone', code }, async (tx, e164) => {
//     ...writes that must happen only with a valid code (they commit together with the code's consumption)...
//   });
// Call verifyCode with the database, not inside your own transaction: a wrong try must be counted (committed)
// even though the request then fails. sendCode must also run outside a transaction: it waits on the provider.
// Both throw HttpError (400/429/502/503) with a message for the user; phone numbers may be in any accepted format.

import type { I18n } from '@lingui/core';
import { and, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from '../../../shared/constants.js';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../../shared/i18n/languages.js';
import { sharedMessage } from '../../../shared/i18n/messages.js';

import { isSaMobile, toE164 } from '../../../shared/phone.js';
import { INVALID_PHONE_MESSAGE } from '../../../shared/schemas/auth.js';
import { OTP_COOLDOWN_CODE } from '../../../shared/sign-in-rules.js';
import type { Config } from '../../config.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { otpCodes, rateLimitHits } from '../../db/schema.js';
import { enqueueJob, jobKind } from '../../jobs/define.js';
import { keyedHash, randomDigits, randomToken, safeEqualHex } from '../../lib/crypto.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { serverTranslators } from '../../platform/i18n/index.js';
import { type DeliveryDeps, deliverNow, notifyPhone } from '../../platform/messaging/index.js';
import { hitRateLimit } from '../../platform/rate-limit/index.js';

const OTP_PURPOSES = ['login', 'employer_phone', 'worker_phone', 'delete_account', 'payout_account'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** The refusals a person reads, as shared messages: the error handler answers them in the requester's language. */
export const OTP_MESSAGES = {
  notMobile: sharedMessage(
    /*i18n*/ {
      id: 'otp.not-mobile',
      message: 'Verification codes can only be sent to South African mobile numbers (06x, 07x or 081-085)',
    },
  ),
  cooldown: (seconds: number) =>
    sharedMessage(
      /*i18n*/ {
        id: 'otp.cooldown',
        message: 'Please wait {seconds} seconds before requesting another code',
        values: { seconds },
      },
    ),
  perPhone: sharedMessage(
    /*i18n*/ {
      id: 'otp.per-phone',
      message: 'Too many codes requested for this number. Please try again later.',
    },
  ),
  perIp: sharedMessage(
    /*i18n*/ {
      id: 'otp.per-ip',
      message: 'Too many code requests from your network. Please try again later.',
    },
  ),
  sendFailed: sharedMessage(
    /*i18n*/ { id: 'otp.send-failed', message: 'Failed to send OTP. Please try again.' },
  ),
  sendTimedOut: sharedMessage(
    /*i18n*/ {
      id: 'otp.send-timed-out',
      message: 'Failed to send OTP: the messaging service did not respond. Please try again.',
    },
  ),
  // One answer for no code, a used code and an expired one: they differed, which told a prober which numbers
  // had signed in before (issue 15).
  noLiveCode: sharedMessage(
    /*i18n*/ {
      id: 'otp.no-live-code',
      message: 'This verification code is not valid. Please request a new code.',
    },
  ),
  verifyPerIp: sharedMessage(
    /*i18n*/ {
      id: 'otp.verify-per-ip',
      message: 'Too many code checks from your network. Please try again later.',
    },
  ),
  verifyPerPhone: sharedMessage(
    /*i18n*/ {
      id: 'otp.verify-per-phone',
      message: 'Too many code checks for this number. Please try again later.',
    },
  ),
  tooManyTries: sharedMessage(
    /*i18n*/ { id: 'otp.too-many-tries', message: 'Too many incorrect attempts. Please request a new code.' },
  ),
  wrongCode: sharedMessage(/*i18n*/ { id: 'otp.wrong-code', message: 'Invalid verification code' }),
} as const;

/** The code's text in the requester's language (issue 17); English is the spec's, byte for byte. */
const MESSAGE_TEXT: Record<OtpPurpose, (code: string, i18n: I18n) => string> = {
  login: (code, i18n) =>
    i18n._(
      /*i18n*/ {
        id: 'sms.otp.login',
        message: 'Your Work Local sign-in code is {code}. It expires in {minutes} minutes.',
        values: { code, minutes: OTP_TTL_MINUTES },
      },
    ),
  employer_phone: (code, i18n) =>
    i18n._(
      /*i18n*/ {
        id: 'sms.otp.employer-phone',
        message: 'Your Work Local phone verification code is {code}. It expires in {minutes} minutes.',
        values: { code, minutes: OTP_TTL_MINUTES },
      },
    ),
  worker_phone: (code, i18n) =>
    i18n._(
      /*i18n*/ {
        id: 'sms.otp.worker-phone',
        message:
          'Your Work Local code to confirm this number on your profile is {code}. It expires in {minutes} minutes.',
        values: { code, minutes: OTP_TTL_MINUTES },
      },
    ),
  delete_account: (code, i18n) =>
    i18n._(
      /*i18n*/ {
        id: 'sms.otp.delete-account',
        message:
          'Your Work Local code to delete your account is {code}. If you did not ask for this, ignore it.',
        values: { code },
      },
    ),
  payout_account: (code, i18n) =>
    i18n._(
      /*i18n*/ {
        id: 'sms.otp.payout-account',
        message:
          'Your Work Local code to change the bank account you are paid to is {code}. Never share it. If you did not ask for this, ignore it.',
        values: { code },
      },
    ),
};

/** Normalises to E.164 and refuses what cannot receive a code; every limit key uses this form. */
function normaliseMobile(phoneNumber: string): string {
  const e164 = toE164(phoneNumber);
  if (!e164) throw badRequest(INVALID_PHONE_MESSAGE, { field: 'phoneNumber' });
  if (!isSaMobile(e164)) throw badRequest(OTP_MESSAGES.notMobile, { field: 'phoneNumber' });
  return e164;
}

function hashCode(config: Config, e164: string, purpose: OtpPurpose, code: string): string {
  // Bound to number and purpose: a code for one cannot be replayed against another.
  return keyedHash(config.secretKey, `otp:${purpose}:${e164}:${code}`);
}

export const PURGE_CODES_JOB = 'otp.purge';
export const purgeCodesKind = jobKind(PURGE_CODES_JOB, z.object({}));

/** Deletes codes that can no longer be used (a used code is deleted at once; this takes the expired ones). */
export async function deleteDeadCodes(db: DbOrTx): Promise<void> {
  await db.delete(otpCodes).where(or(lt(otpCodes.expiresAt, sql`now()`), isNotNull(otpCodes.consumedAt)));
}

/**
 * A per-number allowance counted per requesting address, under a higher ceiling for all addresses together: one
 * address cannot spend a number's allowance and lock its owner out, and many addresses together are still bounded.
 */
async function hitPerPhoneLimits(
  tx: Tx,
  rule: { key: string; ip: string; perAddress: number; ceiling: number; message: string },
): Promise<void> {
  await hitRateLimit(tx, {
    key: `${rule.key}:ip:${rule.ip}`,
    limit: rule.perAddress,
    windowSeconds: 3600,
    message: () => rule.message,
  });
  await hitRateLimit(tx, {
    key: rule.key,
    limit: rule.ceiling,
    windowSeconds: 3600,
    message: () => rule.message,
  });
}

export interface SendCodeInput {
  phoneNumber: string;
  purpose: OtpPurpose;
  channel: 'sms' | 'whatsapp';
  /** The client's IP (request.ip), for the per-IP limit. */
  ip: string;
  /** The requester's language (requestLanguage): the code's text goes out in it. English when absent. */
  language?: LanguageCode;
}

/** What sending a code needs: the whole configuration (limits, secret, provider) and what delivery needs. */
export type SendCodeDeps = DeliveryDeps & { config: Config };

/** The dependencies of sendCode from the app's context. */
export function sendCodeDeps(app: FastifyInstance): SendCodeDeps {
  const { database, messaging, config } = app.ctx;
  return { database, messaging, config, log: app.log };
}

export async function sendCode(
  deps: SendCodeDeps,
  input: SendCodeInput,
): Promise<{ developmentOtp?: string; resendAfterSeconds: number }> {
  const { config, database } = deps;
  const e164 = normaliseMobile(input.phoneNumber);
  const code = randomDigits(OTP_LENGTH);
  const dedupeKey = `otp:${input.purpose}:${randomToken(12)}`;
  const codeHash = hashCode(config, e164, input.purpose, code);

  const cooldownHitId = await database.db.transaction(async (tx) => {
    const cooldownId =
      config.OTP_COOLDOWN_SECONDS > 0
        ? await hitRateLimit(tx, {
            key: `otp:cooldown:${input.purpose}:${e164}`,
            limit: 1,
            windowSeconds: config.OTP_COOLDOWN_SECONDS,
            message: OTP_MESSAGES.cooldown,
          }).catch((error: unknown) => {
            // Named, so the dialog can offer the code already sent instead of a dead end.
            if (error instanceof HttpError) Object.assign(error.extra, { code: OTP_COOLDOWN_CODE });
            throw error;
          })
        : null;
    await hitPerPhoneLimits(tx, {
      key: `otp:phone:${e164}`,
      ip: input.ip,
      perAddress: config.OTP_SENDS_PER_PHONE_PER_HOUR,
      ceiling: config.OTP_SENDS_PER_PHONE_CEILING_PER_HOUR,
      message: OTP_MESSAGES.perPhone,
    });
    await hitRateLimit(tx, {
      key: `otp:ip:${input.ip}`,
      limit: config.OTP_SENDS_PER_IP_PER_HOUR,
      windowSeconds: 3600,
      message: () => OTP_MESSAGES.perIp,
    });
    const expiresAt = sql`now() + make_interval(mins => ${OTP_TTL_MINUTES})`;
    // One live code per number and purpose: a new send replaces the old code and its try count.
    await tx
      .insert(otpCodes)
      .values({
        phoneNumber: e164,
        purpose: input.purpose,
        codeHash,
        expiresAt: expiresAt as unknown as Date,
      })
      .onConflictDoUpdate({
        target: [otpCodes.phoneNumber, otpCodes.purpose],
        set: {
          codeHash,
          attempts: 0,
          expiresAt: expiresAt as unknown as Date,
          consumedAt: null,
          createdAt: sql`now()` as unknown as Date,
        },
      });
    // The job row is the one record of this message. It is due only after the inline attempt had its chance,
    // so a crash between commit and delivery still sends it; a code is worth one attempt, not a late retry.
    await notifyPhone(tx, {
      to: e164,
      kind: `otp_${input.purpose}`,
      channel: input.channel,
      language: input.language ?? DEFAULT_LANGUAGE,
      text: (language) => ({
        body: MESSAGE_TEXT[input.purpose](code, serverTranslators()(language)),
        values: { code },
      }),
      dedupeKey,
      maxAttempts: 1,
      runAt: new Date(Date.now() + config.PROVIDER_TIMEOUT_MS + 30_000),
    });
    // Spent and expired code rows go: the day's first send queues that day's purge.
    await enqueueJob(
      tx,
      purgeCodesKind,
      {},
      { dedupeKey: `${PURGE_CODES_JOB}:${new Date().toISOString().slice(0, 10)}` },
    );
    return cooldownId;
  });

  const outcome = await deliverNow(deps, dedupeKey);
  if (!outcome.ok) {
    // The code never reached the phone: drop it and let the user ask again at once (hourly limits still count).
    await database.db.transaction(async (tx) => {
      await tx
        .delete(otpCodes)
        .where(
          and(
            eq(otpCodes.phoneNumber, e164),
            eq(otpCodes.purpose, input.purpose),
            eq(otpCodes.codeHash, codeHash),
          ),
        );
      if (cooldownHitId !== null) await tx.delete(rateLimitHits).where(eq(rateLimitHits.id, cooldownHitId));
    });
    throw outcome.timedOut
      ? new HttpError(503, OTP_MESSAGES.sendTimedOut)
      : new HttpError(502, OTP_MESSAGES.sendFailed);
  }
  const showCode = !config.isProduction && config.MESSAGING_PROVIDER === 'dev';
  const resendAfterSeconds = config.OTP_COOLDOWN_SECONDS;
  return showCode ? { developmentOtp: code, resendAfterSeconds } : { resendAfterSeconds };
}

export interface VerifyCodeInput {
  phoneNumber: string;
  purpose: OtpPurpose;
  code: string;
  /** The client's IP (request.ip), for the per-IP and per-number check limits. */
  ip: string;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: HttpError };

/**
 * Checks and consumes the code; `onVerified` runs in the same transaction as the consumption, so its writes and
 * the code's single use commit together. Wrong tries are committed before the error is thrown.
 */
export async function verifyCode<T = undefined>(
  db: Db,
  config: Config,
  input: VerifyCodeInput,
  onVerified?: (tx: Tx, e164: string) => Promise<T>,
): Promise<T> {
  const e164 = toE164(input.phoneNumber);
  if (!e164) throw badRequest(INVALID_PHONE_MESSAGE, { field: 'phoneNumber' });
  const candidate = hashCode(config, e164, input.purpose, input.code.trim());
  // Counted in its own transaction: a refused check must still count.
  await db.transaction(async (tx) => {
    await hitRateLimit(tx, {
      key: `otp:verify:ip:${input.ip}`,
      limit: config.OTP_VERIFIES_PER_IP_PER_HOUR,
      windowSeconds: 3600,
      message: () => OTP_MESSAGES.verifyPerIp,
    });
    await hitPerPhoneLimits(tx, {
      key: `otp:verify:phone:${e164}`,
      ip: input.ip,
      perAddress: config.OTP_VERIFIES_PER_PHONE_PER_HOUR,
      ceiling: config.OTP_VERIFIES_PER_PHONE_PER_HOUR * 3,
      message: OTP_MESSAGES.verifyPerPhone,
    });
  });
  const outcome: Outcome<T> = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: otpCodes.id,
        codeHash: otpCodes.codeHash,
        attempts: otpCodes.attempts,
        consumedAt: otpCodes.consumedAt,
        expired: sql<boolean>`${otpCodes.expiresAt} <= now()`,
      })
      .from(otpCodes)
      .where(and(eq(otpCodes.phoneNumber, e164), eq(otpCodes.purpose, input.purpose)))
      .for('update');
    const fail = (message: string, extra?: Record<string, unknown>): Outcome<T> => ({
      ok: false,
      error: badRequest(message, extra),
    });
    if (!row || row.consumedAt || row.expired) return fail(OTP_MESSAGES.noLiveCode);
    if (row.attempts >= OTP_MAX_ATTEMPTS) return fail(OTP_MESSAGES.tooManyTries);
    if (!safeEqualHex(row.codeHash, candidate)) {
      const [updated] = await tx
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(eq(otpCodes.id, row.id))
        .returning({ attempts: otpCodes.attempts });
      const attemptsLeft = Math.max(0, OTP_MAX_ATTEMPTS - (updated?.attempts ?? OTP_MAX_ATTEMPTS));
      return attemptsLeft === 0
        ? fail(OTP_MESSAGES.tooManyTries, { attemptsLeft })
        : fail(OTP_MESSAGES.wrongCode, { attemptsLeft });
    }
    // Single use: the spent row goes at once (it commits or rolls back with the caller's writes).
    await tx.delete(otpCodes).where(eq(otpCodes.id, row.id));
    const value = onVerified ? await onVerified(tx, e164) : (undefined as T);
    return { ok: true, value };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
