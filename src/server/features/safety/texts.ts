// The safety check-in's messages (issue 20), one catalogue entry each, in the recipient's language. Names, areas and
// the workplace's address go through the same cleaned, capped slots as every other message
// (platform/messaging/sms-texts.ts).
import type { I18n } from '@lingui/core';
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import { EMERGENCY_NUMBERS, SAFETY_MAX_HOURS } from '../../../shared/schemas/trust.js';
import { serverTranslators } from '../../platform/i18n/index.js';
import {
  AREA_FALLBACK,
  addressSlot,
  areaSlot,
  NAME_FALLBACKS,
  nameSlot,
} from '../../platform/messaging/index.js';

const t = (language: LanguageCode): I18n => serverTranslators()(language);

const A_WORKER = /*i18n*/ { id: 'sms.fallback.a-worker', message: 'A worker' };
/** In the contact's messages when the household's account, and so its number, is gone. */
const NO_PHONE = /*i18n*/ { id: 'sms.safety.no-phone', message: 'no number' };

export interface SafetySlots {
  worker: string | null;
  employer: string | null;
  area: string | null;
  /** The expected end, already written as the recipient reads a time. */
  time: string;
}

/**
 * What only her trusted contact is told besides (decision 0335): where she is and whom to call there, so someone
 * can act on an alert. Never in the admins' alert or any other message.
 */
export interface ContactSlots extends SafetySlots {
  /** The workplace's street address; without one the general area stands in. */
  address: string | null;
  /** The household's number, already written as South Africans write it. */
  phone: string | null;
}

function slots(i18n: I18n, s: SafetySlots) {
  return {
    worker: nameSlot(s.worker, i18n._(A_WORKER)),
    employer: nameSlot(s.employer, i18n._(NAME_FALLBACKS.anEmployer)),
    area: areaSlot(s.area, i18n._(AREA_FALLBACK)),
    time: s.time,
    police: EMERGENCY_NUMBERS.police,
    mobile: EMERGENCY_NUMBERS.mobile,
  };
}

function contactSlots(i18n: I18n, s: ContactSlots) {
  const base = slots(i18n, s);
  return {
    ...base,
    address: addressSlot(s.address, base.area),
    phone: s.phone ?? i18n._(NO_PHONE),
  };
}

/** A time of day on South African time, as the language writes it. */
export function safetyTime(at: Date, language: LanguageCode): string {
  return new Intl.DateTimeFormat(`${language}-ZA`, {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Africa/Johannesburg',
  }).format(at);
}

export const SAFETY_TEXTS = {
  checkedIn: (s: ContactSlots, language: LanguageCode) => {
    const i18n = t(language);
    return i18n._(
      /*i18n*/ {
        id: 'sms.safety.checked-in',
        message:
          'Work Local: {worker} has checked in at work for {employer} ({phone}) at {address} and expects to finish by {time}. You are her trusted contact: we will tell you if she does not check out.',
        values: contactSlots(i18n, s),
      },
    );
  },
  areYouSafe: (s: SafetySlots, language: LanguageCode) => {
    const i18n = t(language);
    return i18n._(
      /*i18n*/ {
        id: 'sms.safety.are-you-safe',
        message:
          'Work Local: you have not checked out of your work for {employer}. Are you safe? Reply SAFE or 1. Reply 2 if you need help. In danger, call {police} or {mobile}.',
        values: slots(i18n, s),
      },
    );
  },
  contactAlert: (s: ContactSlots, language: LanguageCode) => {
    const i18n = t(language);
    return i18n._(
      /*i18n*/ {
        id: 'sms.safety.contact-alert',
        message:
          'Work Local ALERT: {worker} was working for {employer} ({phone}) at {address}, expected to finish by {time}, and has not told us she is safe. Please try to reach her now. In an emergency call {police} or {mobile}.',
        values: contactSlots(i18n, s),
      },
    );
  },
  adminAlert: (s: SafetySlots & { contact: string }, language: LanguageCode) => {
    const i18n = t(language);
    return i18n._(
      /*i18n*/ {
        id: 'sms.safety.admin-alert',
        message:
          'Work Local ALERT: {worker} has not answered the safety check after her work for {employer} in {area} (expected end {time}). Trusted contact: {contact}.',
        values: { ...slots(i18n, s), contact: s.contact },
      },
    );
  },
  thanks: (language: LanguageCode) =>
    t(language)._(
      /*i18n*/ {
        id: 'whatsapp.reply.safety-safe',
        message: 'Thank you. We are glad you are safe, and your check-in is closed.',
      },
    ),
  helpSent: (language: LanguageCode) => {
    const i18n = t(language);
    return i18n._(
      /*i18n*/ {
        id: 'whatsapp.reply.safety-help',
        message:
          'We have alerted your trusted contact and our team. If you are in danger, call {police} or {mobile} now.',
        values: { police: EMERGENCY_NUMBERS.police, mobile: EMERGENCY_NUMBERS.mobile },
      },
    );
  },
  // The check-in by reply of IN and OUT (decision 0305): the answers, in her language.
  checkedInByReply: (s: { employer: string | null; time: string }, language: LanguageCode) => {
    const i18n = t(language);
    return i18n._(
      /*i18n*/ {
        id: 'whatsapp.reply.check-in',
        message:
          'You are checked in at your work for {employer}. We expect you to finish by {time}. Reply OUT when you leave. In danger, call {police} or {mobile}.',
        values: { ...replySlots(i18n, s.employer), time: s.time },
      },
    );
  },
  alreadyCheckedIn: (s: { employer: string | null; time: string }, language: LanguageCode) => {
    const i18n = t(language);
    return i18n._(
      /*i18n*/ {
        id: 'whatsapp.reply.check-in-already',
        message:
          'You are already checked in at your work for {employer}, until {time}. Reply OUT when you leave.',
        values: { ...replySlots(i18n, s.employer), time: s.time },
      },
    );
  },
  checkedOutByReply: (s: { employer: string | null }, language: LanguageCode) => {
    const i18n = t(language);
    return i18n._(
      /*i18n*/ {
        id: 'whatsapp.reply.check-out',
        message: 'You are checked out of your work for {employer}. Thank you, and go safely.',
        values: replySlots(i18n, s.employer),
      },
    );
  },
  notCheckedIn: (language: LanguageCode) =>
    t(language)._(
      /*i18n*/ {
        id: 'whatsapp.reply.check-out-none',
        message: 'You are not checked in at any work, so there is nothing to check out of.',
      },
    ),
  noHireToCheckInto: (language: LanguageCode) =>
    t(language)._(
      /*i18n*/ {
        id: 'whatsapp.reply.check-in-no-hire',
        message:
          'You have no accepted hire to check in to. Accept a hire request first, then reply IN when you arrive.',
      },
    ),
  checkInTimeHelp: (language: LanguageCode) =>
    t(language)._(
      /*i18n*/ {
        id: 'whatsapp.reply.check-in-time',
        message:
          'Reply IN when you arrive, or IN and the time you expect to finish, for example IN 17:30 (within {hours} hours).',
        values: { hours: SAFETY_MAX_HOURS },
      },
    ),
};

function replySlots(i18n: I18n, employer: string | null) {
  return {
    employer: nameSlot(employer, i18n._(NAME_FALLBACKS.anEmployer)),
    police: EMERGENCY_NUMBERS.police,
    mobile: EMERGENCY_NUMBERS.mobile,
  };
}

/** 'none' in the admin alert when the worker saved no trusted contact. */
export const NO_CONTACT = /*i18n*/ { id: 'sms.safety.no-contact', message: 'none saved' };
