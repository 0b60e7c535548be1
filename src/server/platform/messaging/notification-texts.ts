// The notifications of issue 19, one catalogue entry each, in the RECIPIENT's language: each answers the body and
// the named values its WhatsApp template takes (platform/messaging/kinds.ts lists their order). User text goes only
// into cleaned, capped slots (sms-texts.ts), so nobody can write a message of their own through ours.
import type { MessageDescriptor } from '@lingui/core';
import { formatRand, type TierLevel } from '../../../shared/constants.js';
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import type { RequestedJob, RequestedVisit } from '../../../shared/schemas/hires.js';
import type { DocumentType } from '../../../shared/schemas/verification.js';
import { serverTranslators } from '../i18n/index.js';
import { areaSlot, NAME_FALLBACKS, nameSlot, titleSlot } from './sms-texts.js';

/** A message's text in one language, and the named values its WhatsApp template takes. */
export interface NotificationText {
  body: string;
  values: Record<string, string | number>;
}

const t = (language: LanguageCode) => serverTranslators()(language);

/** The most of an admin's note a message carries. */
const NOTES_SLOT_MAX = 160;

const FALLBACKS = {
  anEmployer: NAME_FALLBACKS.anEmployer,
  areaNotGiven: /*i18n*/ { id: 'sms.fallback.area-not-given', message: 'area not given' },
  noReason: /*i18n*/ { id: 'sms.fallback.no-reason', message: 'no reason given' },
} satisfies Record<string, MessageDescriptor>;

/** The words an empty area slot falls back to (the safety check-in's messages use it too). */
export const AREA_FALLBACK = FALLBACKS.areaNotGiven;

// Whole words rather than a choice inside the request's text: a WhatsApp template cannot hold a choice (messaging.md).
const REPEATS: Record<RequestedVisit['repeat'], MessageDescriptor> = {
  none: /*i18n*/ { id: 'sms.repeat.once', message: 'once' },
  weekly: /*i18n*/ { id: 'sms.repeat.weekly', message: 'every week' },
  fortnightly: /*i18n*/ { id: 'sms.repeat.fortnightly', message: 'every two weeks' },
};
const REPEAT_UNTIL: MessageDescriptor = /*i18n*/ { id: 'sms.repeat.until', message: '{repeat} until {date}' };

const PAY_PER: Record<RequestedJob['payType'], MessageDescriptor> = {
  hourly: /*i18n*/ { id: 'sms.pay.per-hour', message: '{rate} an hour' },
  daily: /*i18n*/ { id: 'sms.pay.per-day', message: '{rate} a day' },
};

/** A South African calendar date ('YYYY-MM-DD') as a moment inside that day, for messageDate. */
const saNoon = (date: string) => new Date(`${date}T12:00:00+02:00`);

const DOCUMENT_NAMES: Record<DocumentType, MessageDescriptor> = {
  id_document: /*i18n*/ { id: 'sms.document.id', message: 'ID document' },
  police_clearance: /*i18n*/ { id: 'sms.document.police-clearance', message: 'police clearance' },
};

const TIER_NAMES: Record<TierLevel, MessageDescriptor> = {
  basic: /*i18n*/ { id: 'sms.tier.basic', message: 'Basic' },
  verified: /*i18n*/ { id: 'sms.tier.verified', message: 'Verified' },
  premium: /*i18n*/ { id: 'sms.tier.premium', message: 'Premium' },
};

export function tierName(tier: TierLevel, language: LanguageCode): string {
  return t(language)._(TIER_NAMES[tier]);
}

/** A date as the person's language writes it ("12 March 2026"), on South African time. */
export function messageDate(at: Date, language: LanguageCode): string {
  return new Intl.DateTimeFormat(`${language}-ZA`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Johannesburg',
  }).format(at);
}

function render(
  language: LanguageCode,
  descriptor: MessageDescriptor,
  values: Record<string, string | number>,
) {
  return { body: t(language)._({ ...descriptor, values }), values };
}

export const NOTIFICATION_TEXTS = {
  hireRequest: (
    s: { employerName: string | null; area: string | null; code: string; days: number; link: string },
    language: LanguageCode,
  ): NotificationText => {
    const i18n = t(language);
    return render(
      language,
      /*i18n*/ {
        id: 'sms.hire-request-reply',
        message:
          'Work Local: {employer} ({area}) would like to hire you, request {code}. Reply 1 to accept or 2 to decline within {days} days, or open {link} to answer.',
      },
      {
        employer: nameSlot(s.employerName, i18n._(FALLBACKS.anEmployer)),
        area: areaSlot(s.area, i18n._(FALLBACKS.areaNotGiven)),
        code: s.code,
        days: s.days,
        link: s.link,
      },
    );
  },
  /**
   * A booking's request (issue 33): the first visit's date, start and end, hours, the hourly rate and the visit's
   * pay (a short day paid as four hours), and whether it repeats, with the same answers as any hire request.
   */
  bookingRequest: (
    s: {
      employerName: string | null;
      area: string | null;
      code: string;
      days: number;
      link: string;
      visit: RequestedVisit;
    },
    language: LanguageCode,
  ): NotificationText => {
    const i18n = t(language);
    const { visit } = s;
    const repeat = i18n._(REPEATS[visit.repeat]);
    return render(
      language,
      /*i18n*/ {
        id: 'sms.booking-request',
        message:
          'Work Local: {employer} ({area}) would like to hire you, request {code}: {date}, {start} to {end}, {hours} hours at {rate} an hour, {pay} a visit, {repeat}. Reply 1 to accept or 2 to decline within {days} days, or open {link} to answer.',
      },
      {
        employer: nameSlot(s.employerName, i18n._(FALLBACKS.anEmployer)),
        area: areaSlot(s.area, i18n._(FALLBACKS.areaNotGiven)),
        code: s.code,
        date: messageDate(saNoon(visit.date), language),
        start: visit.start,
        end: visit.end,
        hours: visit.hours,
        rate: formatRand(visit.hourlyRateCents),
        pay: formatRand(visit.payCents),
        repeat: visit.until
          ? i18n._({ ...REPEAT_UNTIL, values: { repeat, date: messageDate(saNoon(visit.until), language) } })
          : repeat,
        days: s.days,
        link: s.link,
      },
    );
  },
  /** A hire from a job post (issue 33): the job's title, its start, hours a day and pay, where the job is. */
  jobHireRequest: (
    s: { employerName: string | null; code: string; days: number; link: string; job: RequestedJob },
    language: LanguageCode,
  ): NotificationText => {
    const i18n = t(language);
    const { job } = s;
    return render(
      language,
      /*i18n*/ {
        id: 'sms.job-hire-request',
        message:
          'Work Local: {employer} ({area}) would like to hire you for the job "{job}", request {code}: from {date}, {hours} hours a day, {pay}. Reply 1 to accept or 2 to decline within {days} days, or open {link} to answer.',
      },
      {
        employer: nameSlot(s.employerName, i18n._(FALLBACKS.anEmployer)),
        area: areaSlot(job.area, i18n._(FALLBACKS.areaNotGiven)),
        job: titleSlot(job.title, i18n._(NAME_FALLBACKS.aJob)),
        code: s.code,
        date: messageDate(saNoon(job.startDate), language),
        hours: job.hoursPerDay,
        pay: i18n._({ ...PAY_PER[job.payType], values: { rate: formatRand(job.payRateCents) } }),
        days: s.days,
        link: s.link,
      },
    );
  },
  hireExpiring: (s: { employerName: string | null; code: string }, language: LanguageCode) =>
    render(
      language,
      /*i18n*/ {
        id: 'sms.hire-expiring',
        message:
          'Work Local: The hire request from {employer}, request {code}, expires within a day. Reply 1 to accept or 2 to decline.',
      },
      { employer: nameSlot(s.employerName, t(language)._(FALLBACKS.anEmployer)), code: s.code },
    ),
  /** The reminder of a booking's request (issue 33): the first visit it asks for, as the request names it. */
  bookingExpiring: (
    s: { employerName: string | null; code: string; visit: RequestedVisit },
    language: LanguageCode,
  ): NotificationText => {
    const i18n = t(language);
    const { visit } = s;
    return render(
      language,
      /*i18n*/ {
        id: 'sms.booking-expiring',
        message:
          'Work Local: The hire request from {employer} for {date}, {start} to {end} ({hours} hours, {pay} a visit), request {code}, expires within a day. Reply 1 to accept or 2 to decline.',
      },
      {
        employer: nameSlot(s.employerName, i18n._(FALLBACKS.anEmployer)),
        date: messageDate(saNoon(visit.date), language),
        start: visit.start,
        end: visit.end,
        hours: visit.hours,
        pay: formatRand(visit.payCents),
        code: s.code,
      },
    );
  },
  /** The reminder of a hire from a job post (issue 33): the job and its start, as the request names them. */
  jobHireExpiring: (
    s: { employerName: string | null; code: string; job: RequestedJob },
    language: LanguageCode,
  ): NotificationText => {
    const i18n = t(language);
    return render(
      language,
      /*i18n*/ {
        id: 'sms.job-hire-expiring',
        message:
          'Work Local: The hire request from {employer} for the job "{job}" from {date}, request {code}, expires within a day. Reply 1 to accept or 2 to decline.',
      },
      {
        employer: nameSlot(s.employerName, i18n._(FALLBACKS.anEmployer)),
        job: titleSlot(s.job.title, i18n._(NAME_FALLBACKS.aJob)),
        date: messageDate(saNoon(s.job.startDate), language),
        code: s.code,
      },
    );
  },
  // No rating in the message: a review may be sealed until both sides have reviewed (issue 20).
  reviewReceived: (s: { link: string }, language: LanguageCode) =>
    render(
      language,
      /*i18n*/ {
        id: 'sms.review-received',
        message: 'Work Local: You have a new review. Open {link} to read it on your profile.',
      },
      { link: s.link },
    ),
  verificationApproved: (s: { document: DocumentType; link: string }, language: LanguageCode) =>
    render(
      language,
      /*i18n*/ {
        id: 'sms.verification-approved',
        message:
          'Work Local: Your {document} was approved and your badge is on your profile. Open {link} to see it.',
      },
      { document: t(language)._(DOCUMENT_NAMES[s.document]), link: s.link },
    ),
  verificationRejected: (
    s: { document: DocumentType; notes: string | null; link: string },
    language: LanguageCode,
  ) => {
    const notes = (s.notes ?? '').replace(/\s+/g, ' ').trim();
    const capped = notes.length > NOTES_SLOT_MAX ? `${notes.slice(0, NOTES_SLOT_MAX - 1).trimEnd()}…` : notes;
    return render(
      language,
      /*i18n*/ {
        id: 'sms.verification-rejected',
        message:
          'Work Local: Your {document} was not approved. Reason: {notes}. Open {link} to send a new one.',
      },
      {
        document: t(language)._(DOCUMENT_NAMES[s.document]),
        notes: capped || t(language)._(FALLBACKS.noReason),
        link: s.link,
      },
    );
  },
  listingExpiring: (s: { until: Date; link: string }, language: LanguageCode) =>
    render(
      language,
      /*i18n*/ {
        id: 'sms.listing-expiring',
        message: 'Work Local: Your listing ends on {date}. Renew it at {link} to stay on the map.',
      },
      { date: messageDate(s.until, language), link: s.link },
    ),
  listingExpiresToday: (s: { link: string }, language: LanguageCode) =>
    render(
      language,
      /*i18n*/ {
        id: 'sms.listing-expires-today',
        message: 'Work Local: Your listing ends today. Renew it at {link} to stay on the map.',
      },
      { link: s.link },
    ),
  tierExpiring: (s: { tier: TierLevel; until: Date; link: string }, language: LanguageCode) =>
    render(
      language,
      /*i18n*/ {
        id: 'sms.tier-expiring',
        message: 'Work Local: Your {tier} tier ends on {date}. Renew it at {link} to keep your badges.',
      },
      { tier: tierName(s.tier, language), date: messageDate(s.until, language), link: s.link },
    ),
  tierExpiresToday: (s: { tier: TierLevel; link: string }, language: LanguageCode) =>
    render(
      language,
      /*i18n*/ {
        id: 'sms.tier-expires-today',
        message: 'Work Local: Your {tier} tier ends today. Renew it at {link} to keep your badges.',
      },
      { tier: tierName(s.tier, language), link: s.link },
    ),
  /** The evening before a booked visit (issue 33): where, when, how long, for how much, and the two answers. */
  visitReminder: (
    s: {
      employerName: string;
      area: string | null;
      date: Date;
      start: string;
      end: string;
      hours: number;
      payCents: number;
      code: string;
    },
    language: LanguageCode,
  ): NotificationText => {
    const i18n = t(language);
    return render(
      language,
      /*i18n*/ {
        id: 'sms.visit-reminder',
        message:
          'Work Local: Reminder, you work for {employer} ({area}) on {date}, {start} to {end} ({hours} hours, {pay}). Reply 1 if you are coming or 2 if you cannot come (visit {code}).',
      },
      {
        employer: nameSlot(s.employerName, i18n._(FALLBACKS.anEmployer)),
        area: areaSlot(s.area, i18n._(FALLBACKS.areaNotGiven)),
        date: messageDate(s.date, language),
        start: s.start,
        end: s.end,
        hours: s.hours,
        pay: formatRand(s.payCents),
        code: s.code,
      },
    );
  },
} as const;
