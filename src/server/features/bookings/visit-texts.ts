// The words of a visit's problem report (issue 33, decision 0340), one catalogue entry, in the reader's language,
// with the named values of its WhatsApp template (visit_problem in platform/messaging/kinds.ts). What the reporter
// wrote stays in the app for the two parties: a message carries only cleaned, capped slots, never free text.
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import { saInstant } from '../../domain/booking-schedule.js';
import { serverTranslators } from '../../platform/i18n/index.js';
import {
  messageDate,
  NAME_FALLBACKS,
  type NotificationText,
  nameSlot,
} from '../../platform/messaging/index.js';

export const VISIT_TEXTS = {
  /** To the other party at once: who reported a problem with which visit, that it is held, and where to read it. */
  problemReported: (
    s: { reporter: string; reporterRole: 'employer' | 'worker'; date: string; start: string; link: string },
    language: LanguageCode,
  ): NotificationText => {
    const i18n = serverTranslators()(language);
    const fallback = s.reporterRole === 'employer' ? NAME_FALLBACKS.anEmployer : NAME_FALLBACKS.theWorker;
    const values = {
      name: nameSlot(s.reporter, i18n._(fallback)),
      date: messageDate(saInstant(s.date, '12:00'), language),
      start: s.start,
      link: s.link,
    };
    const body = i18n._(
      /*i18n*/ {
        id: 'sms.visit-problem',
        message:
          'Work Local: {name} reported a problem with the visit on {date} at {start}. The visit is held and is not marked done on its own. Open {link} to read it.',
        values,
      },
    );
    return { body, values };
  },
};
