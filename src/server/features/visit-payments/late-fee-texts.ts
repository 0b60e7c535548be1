// The words of a late-cancellation fee asked for by message (issue 34, decision 0384), one catalogue entry, in the
// household's language, with the named values of its WhatsApp template (late_fee_asked in
// platform/messaging/kinds.ts). The link is our own page, never the gateway's checkout, which expires.
import { formatRand } from '../../../shared/constants.js';
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import { saInstant } from '../../domain/booking-schedule.js';
import { serverTranslators } from '../../platform/i18n/index.js';
import {
  messageDate,
  NAME_FALLBACKS,
  type NotificationText,
  nameSlot,
} from '../../platform/messaging/index.js';

export const LATE_FEE_TEXTS = {
  /** The visit cancelled late (whose, which day), what is owed to her, and where to pay it. */
  asked: (
    s: { worker: string; date: string; feeCents: number; link: string },
    language: LanguageCode,
  ): NotificationText => {
    const i18n = serverTranslators()(language);
    const values = {
      worker: nameSlot(s.worker, i18n._(NAME_FALLBACKS.theWorkerLower)),
      date: messageDate(saInstant(s.date, '12:00'), language),
      fee: formatRand(s.feeCents),
      link: s.link,
    };
    const body = i18n._(
      /*i18n*/ {
        id: 'sms.late-fee-asked',
        message:
          'Work Local: your visit with {worker} on {date} was cancelled late. You owe the worker a late-cancellation fee of {fee}. Open {link} to pay it.',
        values,
      },
    );
    return { body, values };
  },
};
