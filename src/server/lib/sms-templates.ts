// Every text message that carries something a user typed. User text goes only into named slots, each cleaned and
// capped here, so a name can never turn a message into one of its own (issue 15: phishing through our sender).
// Names saved before the name rule existed, or that break it, fall back to a neutral word.
//
// Each text is a catalogue entry (issue 17, decision 0180): it goes out in the RECIPIENT's language, passed by the
// caller; English is the spec's text, byte for byte.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '../../shared/i18n/languages.js';
import { nameProblem } from '../../shared/schemas/names.js';
import { serverTranslators } from '../platform/i18n/index.js';

/** The most of a name a text message shows. */
export const NAME_SLOT_MAX = 40;

function nameSlot(value: string | null | undefined, fallback: string): string {
  const cleaned = (value ?? '').replace(/\s+/g, ' ').trim();
  if (!cleaned || nameProblem(cleaned)) return fallback;
  return cleaned.length > NAME_SLOT_MAX ? `${cleaned.slice(0, NAME_SLOT_MAX - 1).trimEnd()}…` : cleaned;
}

/** A saved language column as a code: a person who never chose one gets the spec's English. */
export function languageOf(saved: string | null | undefined): LanguageCode {
  return isLanguageCode(saved) ? saved : DEFAULT_LANGUAGE;
}

/** The neutral words a name slot falls back to, one catalogue entry each. */
const NAME_FALLBACKS = {
  anEmployer: /*i18n*/ { id: 'sms.fallback.an-employer', message: 'An employer' },
  theWorker: /*i18n*/ { id: 'sms.fallback.the-worker', message: 'The worker' },
  theWorkerLower: /*i18n*/ { id: 'sms.fallback.the-worker-lower', message: 'the worker' },
  aWorker: /*i18n*/ { id: 'sms.fallback.a-worker', message: 'A worker' },
  yourWorker: /*i18n*/ { id: 'sms.fallback.your-worker', message: 'your worker' },
} satisfies Record<string, MessageDescriptor>;

const t = (language: LanguageCode): I18n => serverTranslators()(language);

/** Appended (after a space) when the employer's free hire of the month came back. */
function freeHireBack(i18n: I18n, returned: boolean): string {
  return returned
    ? ` ${i18n._(/*i18n*/ { id: 'sms.free-hire-back', message: 'Your free hire has been given back.' })}`
    : '';
}

export const SMS_TEXTS = {
  hireRequest: (
    s: { employerName: string | null; days: number; link: string },
    language: LanguageCode = DEFAULT_LANGUAGE,
  ) => {
    const i18n = t(language);
    const employer = nameSlot(s.employerName, i18n._(NAME_FALLBACKS.anEmployer));
    return i18n._(
      /*i18n*/ {
        id: 'sms.hire-request',
        message:
          'Work Local: {employer} would like to hire you. Accept or decline within {days} days at {link}',
        values: { employer, days: s.days, link: s.link },
      },
    );
  },
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
    return i18n._(
      /*i18n*/ {
        id: 'sms.review-request',
        message:
          '{worker} has asked you to review their work on Work Local. Leave your review here: {link} (valid for {days} days)',
        values: { worker, link: s.link, days: s.days },
      },
    );
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
} as const;
