// Every kind of message we send, in one table: which rules hold it back (STOP, quiet hours, a preference), and the
// WhatsApp template that carries it outside the 24-hour session (its variables in order and its quick replies).
// docs/messaging.md lists the same table for people; a kind not listed here is a plain service message.
import type { MessageDescriptor } from '@lingui/core';

/**
 * 'code': one-time codes; always sent, never kept.
 * 'service': about the person's own hires, reviews and documents; STOP and quiet hours do not hold them.
 * 'alert': reminders, job alerts and requests from others; STOP stops them.
 */
export type MessageCategory = 'code' | 'service' | 'alert';

/** The notification preferences a kind obeys (notification_preferences columns). */
export type PreferenceKey = 'hireReminders' | 'reviewReceived' | 'expiryReminders' | 'jobAlerts';

export interface QuickReply {
  title: MessageDescriptor;
  /** The payload Twilio sends back as ButtonPayload; `{name}` is a template variable. */
  payload: string;
}

export interface KindRule {
  category: MessageCategory;
  preference?: PreferenceKey;
  /** Held during the person's quiet hours (20:00-07:00 unless they chose others) and sent when they end. */
  quiet?: boolean;
  /** The template's variables, in order ({{1}}, {{2}}...); absent: no template, so only in session or by SMS. */
  variables?: readonly string[];
  quickReplies?: readonly QuickReply[];
}

const ACCEPT: QuickReply = {
  title: /*i18n*/ { id: 'whatsapp.button.accept', message: 'Accept' },
  payload: '1 {code}',
};
const DECLINE: QuickReply = {
  title: /*i18n*/ { id: 'whatsapp.button.decline', message: 'Decline' },
  payload: '2 {code}',
};

const COMING: QuickReply = {
  title: /*i18n*/ { id: 'whatsapp.button.coming', message: 'I am coming' },
  payload: '1 {code}',
};
const CANNOT_COME: QuickReply = {
  title: /*i18n*/ { id: 'whatsapp.button.cannot-come', message: 'I cannot come' },
  payload: '2 {code}',
};

export const MESSAGE_KINDS = {
  otp_login: { category: 'code', variables: ['code'] },
  otp_employer_phone: { category: 'code', variables: ['code'] },
  otp_worker_phone: { category: 'code', variables: ['code'] },
  otp_delete_account: { category: 'code', variables: ['code'] },
  otp_payout_account: { category: 'code', variables: ['code'] },
  /** Issue 34: her payout bank account changed (payouts held), a payout failed or came back. */
  payout_account_changed: { category: 'service', variables: ['account', 'until'] },
  payout_returned: { category: 'service', variables: ['amount', 'reason'] },
  hire_request: {
    category: 'service',
    variables: ['employer', 'area', 'code', 'days', 'link'],
    quickReplies: [ACCEPT, DECLINE],
  },
  /**
   * Issue 33: a request that says what the work is, each its own template because its words are: a booking's first
   * visit, or the job post the hire came from (decision 0333). A hire from Find Workers stays `hire_request`.
   */
  booking_request: {
    category: 'service',
    variables: [
      'employer',
      'area',
      'code',
      'date',
      'start',
      'end',
      'hours',
      'rate',
      'pay',
      'repeat',
      'days',
      'link',
    ],
    quickReplies: [ACCEPT, DECLINE],
  },
  job_hire_request: {
    category: 'service',
    variables: ['employer', 'area', 'job', 'code', 'date', 'hours', 'pay', 'days', 'link'],
    quickReplies: [ACCEPT, DECLINE],
  },
  hire_expiring: {
    category: 'service',
    preference: 'hireReminders',
    variables: ['employer', 'code'],
    quickReplies: [ACCEPT, DECLINE],
  },
  /** Issue 33: the reminder names the work as the request did, each form its own template (decision 0333). */
  booking_expiring: {
    category: 'service',
    preference: 'hireReminders',
    variables: ['employer', 'date', 'start', 'end', 'hours', 'pay', 'code'],
    quickReplies: [ACCEPT, DECLINE],
  },
  job_hire_expiring: {
    category: 'service',
    preference: 'hireReminders',
    variables: ['employer', 'job', 'date', 'code'],
    quickReplies: [ACCEPT, DECLINE],
  },
  hire_accepted: { category: 'service', variables: ['worker', 'link'] },
  hire_declined: { category: 'service', variables: ['worker'] },
  hire_expired: { category: 'service', variables: ['worker'] },
  hire_cancelled: { category: 'service', variables: ['employer'] },
  review_received: { category: 'service', preference: 'reviewReceived', variables: ['link'] },
  verification_approved: { category: 'service', variables: ['document', 'link'] },
  verification_rejected: { category: 'service', variables: ['document', 'notes', 'link'] },
  listing_expiring: {
    category: 'alert',
    quiet: true,
    preference: 'expiryReminders',
    variables: ['date', 'link'],
  },
  listing_expires_today: {
    category: 'alert',
    quiet: true,
    preference: 'expiryReminders',
    variables: ['link'],
  },
  tier_expiring: {
    category: 'alert',
    quiet: true,
    preference: 'expiryReminders',
    variables: ['tier', 'date', 'link'],
  },
  tier_expires_today: {
    category: 'alert',
    quiet: true,
    preference: 'expiryReminders',
    variables: ['tier', 'link'],
  },
  /** Job posts (issue 18): its text has a choice of words inside, so no template yet: SMS outside the session. */
  job_alert: { category: 'alert', quiet: true, preference: 'jobAlerts' },
  job_first_application: { category: 'service' },
  job_closed: { category: 'service' },
  job_expired: { category: 'service' },
  /** Sent the moment a worker asks (her own action), so not held; the recipient's STOP still stops it. */
  review_request: { category: 'alert' },
  household_reminder: { category: 'alert', quiet: true },
  /**
   * The safety check-in (issue 20): to her trusted contact at check-in, "are you safe?" to her, the alerts to the
   * contact and the admins. Never held: a person's safety does not wait for the morning or a preference.
   */
  safety_check_in: { category: 'service' },
  safety_prompt: { category: 'service' },
  safety_alert: { category: 'service' },
  /**
   * Bookings (issue 33, decision 0325): the evening before a booked visit, to her. About work she agreed to, so STOP
   * does not stop it; held in her quiet hours like a reminder (the job already picks a time outside them).
   */
  visit_reminder: {
    category: 'service',
    quiet: true,
    variables: ['employer', 'area', 'date', 'start', 'end', 'hours', 'pay', 'code'],
    quickReplies: [COMING, CANNOT_COME],
  },
  /** To the household at once when she replies that she cannot come, with up to three replacements (a list: no template). */
  visit_cannot_come: { category: 'service' },
  /**
   * To the other party when one reports a problem with a visit (issue 33, decision 0340): about their own booking,
   * so STOP does not stop it; held in their quiet hours (nothing to do before the morning).
   */
  visit_problem: { category: 'service', quiet: true, variables: ['name', 'date', 'start', 'link'] },
  /**
   * Issue 34 (decision 0384): to the household once, when the daily job could not take a late-cancellation fee from a
   * saved card (none, or refused): about its own booking, so STOP does not stop it; held in its quiet hours.
   */
  late_fee_asked: { category: 'service', quiet: true, variables: ['worker', 'date', 'fee', 'link'] },
  /** Our answer to a message the person just sent: always inside the session. */
  reply: { category: 'service' },
} as const satisfies Record<string, KindRule>;

export type MessageKind = keyof typeof MESSAGE_KINDS;

/** The messages a hire request can be answered from: the request in each of its forms, and its reminder. */
export const HIRE_ANSWERABLE_KINDS = [
  'hire_request',
  'booking_request',
  'job_hire_request',
  'hire_expiring',
  'booking_expiring',
  'job_hire_expiring',
] as const satisfies readonly MessageKind[];

export function kindRule(purpose: string): KindRule {
  return (MESSAGE_KINDS as Record<string, KindRule>)[purpose] ?? { category: 'service' };
}

/** Twilio's ContentVariables ({"1": ..., "2": ...}) from a kind's named values. */
export function templateVariablesFor(
  kind: MessageKind,
  values: Record<string, string | number>,
): Record<string, string> | undefined {
  const names = kindRule(kind).variables;
  if (!names) return undefined;
  return Object.fromEntries(names.map((name, i) => [String(i + 1), String(values[name] ?? '')]));
}

/** The named values back from positional ones (for the quick replies' payloads). */
export function namedValues(
  kind: string,
  positional: Record<string, string> | undefined,
): Record<string, string> {
  const names = kindRule(kind).variables ?? [];
  return Object.fromEntries(names.map((name, i) => [name, positional?.[String(i + 1)] ?? '']));
}

/** A quick reply's payload with its variables filled in. */
export function fillPayload(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '').trim();
}
