// Every text message that carries something a user typed. User text goes only into named slots, each cleaned and
// capped here, so a name can never turn a message into one of its own (issue 15: phishing through our sender).
// Names saved before the name rule existed, or that break it, fall back to a neutral word.
//
// Each text is a catalogue entry (issue 17, decision 0180): it goes out in the RECIPIENT's language, passed by the
// caller; English is the spec's text, byte for byte.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { findContactDetails } from '../../../shared/contact-details.js';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../../shared/i18n/languages.js';
import { nameProblem } from '../../../shared/schemas/names.js';
import { serverTranslators } from '../i18n/index.js';

/** The most of a name a text message shows. */
const NAME_SLOT_MAX = 40;

export function nameSlot(value: string | null | undefined, fallback: string): string {
  const cleaned = (value ?? '').replace(/\s+/g, ' ').trim();
  if (!cleaned || nameProblem(cleaned)) return fallback;
  return cleaned.length > NAME_SLOT_MAX ? `${cleaned.slice(0, NAME_SLOT_MAX - 1).trimEnd()}…` : cleaned;
}

/** A general area ("Suburb, City"): each part through nameSlot, the fallback when none passes. */
export function areaSlot(value: string | null | undefined, fallback: string): string {
  const parts = (value ?? '')
    .split(',')
    .map((part) => nameSlot(part, ''))
    .filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : fallback;
}

/** The most of a job title a text message shows. */
const TITLE_SLOT_MAX = 40;

/** A job title: checked for contact details when posted, checked again here, and shortened. */
export function titleSlot(value: string | null | undefined, fallback: string): string {
  const cleaned = (value ?? '').replace(/\s+/g, ' ').trim();
  if (!cleaned || findContactDetails(cleaned) !== null) return fallback;
  return cleaned.length > TITLE_SLOT_MAX ? `${cleaned.slice(0, TITLE_SLOT_MAX - 1).trimEnd()}…` : cleaned;
}

/** The most of a street address a text message shows: room for a street, a suburb and a city. */
const ADDRESS_SLOT_MAX = 120;

/**
 * A street address (a safety message to her trusted contact, decision 0335): digits are its nature, so it is not a
 * name; checked for contact details when given and again here, so it cannot smuggle a number or a link.
 */
export function addressSlot(value: string | null | undefined, fallback: string): string {
  const cleaned = (value ?? '').replace(/\s+/g, ' ').trim();
  if (!cleaned || findContactDetails(cleaned) !== null) return fallback;
  return cleaned.length > ADDRESS_SLOT_MAX ? `${cleaned.slice(0, ADDRESS_SLOT_MAX - 1).trimEnd()}…` : cleaned;
}

/** The neutral words a name slot falls back to, one catalogue entry each. */
export const NAME_FALLBACKS = {
  anEmployer: /*i18n*/ { id: 'sms.fallback.an-employer', message: 'An employer' },
  theWorker: /*i18n*/ { id: 'sms.fallback.the-worker', message: 'The worker' },
  theWorkerLower: /*i18n*/ { id: 'sms.fallback.the-worker-lower', message: 'the worker' },
  aWorker: /*i18n*/ { id: 'sms.fallback.a-worker', message: 'A worker' },
  yourWorker: /*i18n*/ { id: 'sms.fallback.your-worker', message: 'your worker' },
  aJob: /*i18n*/ { id: 'sms.fallback.a-job', message: 'a job' },
} satisfies Record<string, MessageDescriptor>;

const t = (language: LanguageCode): I18n => serverTranslators()(language);

/** Appended (after a space) when the employer's free hire of the month came back. */
function freeHireBack(i18n: I18n, returned: boolean): string {
  return returned
    ? ` ${i18n._(/*i18n*/ { id: 'sms.free-hire-back', message: 'Your free hire has been given back.' })}`
    : '';
}

export const SMS_TEXTS = {
  hireCancelled: (s: { employerName: string | null }, language: LanguageCode = DEFAULT_LANGUAGE) => {
    const i18n = t(language);
    const employer = nameSlot(s.employerName, i18n._(NAME_FALLBACKS.anEmployer));
    return i18n._(
      /*i18n*/ {
        id: 'sms.hire-cancelled',
        message: 'Work Local: {employer} cancelled their hire request.',
        values: { employer },
      },
    );
  },
  hireAccepted: (s: { workerName: string; link: string }, language: LanguageCode = DEFAULT_LANGUAGE) => {
    const i18n = t(language);
    const worker = nameSlot(s.workerName, i18n._(NAME_FALLBACKS.theWorker));
    return i18n._(
      /*i18n*/ {
        id: 'sms.hire-accepted',
        message:
          'Work Local: {worker} accepted your hire request. Their address is now on their profile: {link}',
        values: { worker, link: s.link },
      },
    );
  },
  hireDeclined: (
    s: { workerName: string; freeHireReturned: boolean },
    language: LanguageCode = DEFAULT_LANGUAGE,
  ) => {
    const i18n = t(language);
    const worker = nameSlot(s.workerName, i18n._(NAME_FALLBACKS.theWorker));
    return (
      i18n._(
        /*i18n*/ {
          id: 'sms.hire-declined',
          message: 'Work Local: {worker} declined your hire request.',
          values: { worker },
        },
      ) + freeHireBack(i18n, s.freeHireReturned)
    );
  },
  hireExpired: (
    s: { workerName: string; freeHireReturned: boolean },
    language: LanguageCode = DEFAULT_LANGUAGE,
  ) => {
    const i18n = t(language);
    const worker = nameSlot(s.workerName, i18n._(NAME_FALLBACKS.theWorkerLower));
    return (
      i18n._(
        /*i18n*/ {
          id: 'sms.hire-expired',
          message: 'Work Local: Your hire request to {worker} expired without an answer.',
          values: { worker },
        },
      ) + freeHireBack(i18n, s.freeHireReturned)
    );
  },
  reviewRequest: (
    s: { workerName: string; link: string; days: number },
    language: LanguageCode = DEFAULT_LANGUAGE,
  ) => {
    const i18n = t(language);
    const worker = nameSlot(s.workerName, i18n._(NAME_FALLBACKS.aWorker));
    const asked = i18n._(
      /*i18n*/ {
        id: 'sms.review-request',
        message:
          '{worker} has asked you to review their work on Work Local. Leave your review here: {link} (valid for {days} days)',
        values: { worker, link: s.link, days: s.days },
      },
    );
    // Issue 35: a spoken reference is welcome too; one from this number attaches to the reference (decision 0361).
    const voice = i18n._(
      /*i18n*/ {
        id: 'sms.review-request-voice',
        message: 'You can also send a WhatsApp voice note about their work to this number.',
      },
    );
    return `${asked} ${voice}`;
  },
  householdReminder: (
    s: { workerName: string; month: string; uifDue: string; link: string },
    language: LanguageCode = DEFAULT_LANGUAGE,
  ) => {
    const i18n = t(language);
    const worker = nameSlot(s.workerName, i18n._(NAME_FALLBACKS.yourWorker));
    return i18n._(
      /*i18n*/ {
        id: 'sms.household-reminder',
        message:
          'Work Local: Give {worker} a payslip for {month} and pay UIF on uFiling by {uifDue}. Payslips and reminder settings: {link}',
        values: { worker, month: s.month, uifDue: s.uifDue, link: s.link },
      },
    );
  },
  /** Job alerts are marketing (POPIA s69): each says how to stop them. */
  jobAlert: (
    s: {
      title: string;
      suburb: string;
      payType: 'hourly' | 'daily';
      pay: string;
      link: string;
      stopLink: string;
    },
    language: LanguageCode = DEFAULT_LANGUAGE,
  ) => {
    const i18n = t(language);
    const title = titleSlot(s.title, i18n._(NAME_FALLBACKS.aJob));
    const suburb = titleSlot(s.suburb, '');
    return i18n._(
      /*i18n*/ {
        id: 'sms.job-alert',
        message:
          'Work Local: New job near {suburb}: {title}, {payType, select, hourly {{pay} an hour} other {{pay} a day}}. See it and apply: {link} Stop job alerts: {stopLink}',
        values: { title, suburb, payType: s.payType, pay: s.pay, link: s.link, stopLink: s.stopLink },
      },
    );
  },
  jobEnded: (
    s: { title: string; reason: 'closed' | 'expired'; link: string },
    language: LanguageCode = DEFAULT_LANGUAGE,
  ) => {
    const i18n = t(language);
    const title = titleSlot(s.title, i18n._(NAME_FALLBACKS.aJob));
    return i18n._(
      /*i18n*/ {
        id: 'sms.job-ended',
        message:
          'Work Local: The job you applied for, {title}, {reason, select, expired {has expired} other {was closed by the employer}}. More jobs near you: {link}',
        values: { title, reason: s.reason, link: s.link },
      },
    );
  },
  jobFirstApplication: (s: { title: string; link: string }, language: LanguageCode = DEFAULT_LANGUAGE) => {
    const i18n = t(language);
    const title = titleSlot(s.title, i18n._(NAME_FALLBACKS.aJob));
    return i18n._(
      /*i18n*/ {
        id: 'sms.job-first-application',
        message: 'Work Local: A worker applied to your job {title}. See your applicants: {link}',
        values: { title, link: s.link },
      },
    );
  },
} as const;
