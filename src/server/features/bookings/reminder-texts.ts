// The words around a visit reminder (issue 33), one catalogue entry each, in the reader's language: the household's
// message when she cannot come (with the replacements), and our answers to her 1 or 2. Names and areas go through
// the same cleaned, capped slots as every other message; the reminder itself is NOTIFICATION_TEXTS.visitReminder.
import type { I18n } from '@lingui/core';
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import { serverTranslators } from '../../platform/i18n/index.js';
import { AREA_FALLBACK, areaSlot, NAME_FALLBACKS, nameSlot } from '../../platform/messaging/index.js';

const t = (language: LanguageCode): I18n => serverTranslators()(language);
const employer = (i18n: I18n, name: string) => nameSlot(name, i18n._(NAME_FALLBACKS.anEmployer));

export interface VisitWhen {
  date: string;
  start: string;
}

export const REMINDER_TEXTS = {
  /** To the household at once: who cannot come, when, and who could instead (up to three, nearest first). */
  cannotCome: (
    s: VisitWhen & {
      workerName: string;
      replacements: { name: string; area: string; link: string }[];
      searchLink: string;
    },
    language: LanguageCode,
  ) => {
    const i18n = t(language);
    const head = i18n._(
      /*i18n*/ {
        id: 'sms.visit-cannot-come',
        message: 'Work Local: {worker} cannot come on {date} at {start}, so that visit is cancelled.',
        values: { worker: nameSlot(s.workerName, '-'), date: s.date, start: s.start },
      },
    );
    if (s.replacements.length === 0) {
      return `${head}\n${i18n._(
        /*i18n*/ {
          id: 'sms.visit-no-replacements',
          message: 'Nobody with the same skill is free near you then. Search at {link}',
          values: { link: s.searchLink },
        },
      )}`;
    }
    const intro = i18n._(
      /*i18n*/ {
        id: 'sms.visit-replacements',
        message: 'Free then near you, with the same skill:',
      },
    );
    const lines = s.replacements.map((r) =>
      i18n._(
        /*i18n*/ {
          id: 'sms.visit-replacement-line',
          message: '{name} ({area}): {link}',
          values: {
            name: nameSlot(r.name, '-'),
            area: areaSlot(r.area, i18n._(AREA_FALLBACK)),
            link: r.link,
          },
        },
      ),
    );
    return [head, intro, ...lines].join('\n');
  },
  coming: (s: VisitWhen & { employerName: string }, language: LanguageCode) => {
    const i18n = t(language);
    return i18n._(
      /*i18n*/ {
        id: 'whatsapp.reply.visit-coming',
        message: 'Thank you. {employer} expects you on {date} at {start}.',
        values: { employer: employer(i18n, s.employerName), date: s.date, start: s.start },
      },
    );
  },
  cannotComeAnswer: (s: VisitWhen & { employerName: string }, language: LanguageCode) => {
    const i18n = t(language);
    return i18n._(
      /*i18n*/ {
        id: 'whatsapp.reply.visit-cannot-come',
        message:
          'Thank you for telling us. We have told {employer} that you cannot come on {date} at {start}, and cancelled the visit.',
        values: { employer: employer(i18n, s.employerName), date: s.date, start: s.start },
      },
    );
  },
  /** Which visit? One line per visit, then how to answer one. */
  which: (s: { visits: (VisitWhen & { code: string; employerName: string })[] }, language: LanguageCode) => {
    const i18n = t(language);
    const intro = i18n._(
      /*i18n*/ {
        id: 'whatsapp.reply.visit-which',
        message:
          'Which visit do you mean? Reply 1 and its code if you are coming, or 2 and its code if you cannot come, for example: 1 {example}. A hire request is answered with its own code.',
        values: { example: s.visits[0]?.code ?? '' },
      },
    );
    const lines = s.visits.map((v) =>
      i18n._(
        /*i18n*/ {
          id: 'whatsapp.reply.visit-line',
          message: '{code}: {employer}, {date} {start}',
          values: { code: v.code, employer: employer(i18n, v.employerName), date: v.date, start: v.start },
        },
      ),
    );
    return [intro, ...lines].join('\n');
  },
};
