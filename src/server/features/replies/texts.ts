// Our answers to replies, one catalogue entry each, in the sender's language. Names go through the same cleaned,
// capped slots as every other message (platform/messaging/sms-texts.ts).
import type { I18n } from '@lingui/core';
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import { serverTranslators } from '../../platform/i18n/index.js';
import { NAME_FALLBACKS, nameSlot } from '../../platform/messaging/index.js';

const t = (language: LanguageCode): I18n => serverTranslators()(language);
const employer = (i18n: I18n, name: string) => nameSlot(name, i18n._(NAME_FALLBACKS.anEmployer));

export const REPLY_TEXTS = {
  accepted: (s: { employerName: string; code: string; link: string }, language: LanguageCode) => {
    const i18n = t(language);
    return i18n._(
      /*i18n*/ {
        id: 'whatsapp.reply.accepted',
        message:
          'You accepted the hire request from {employer} (request {code}). We have told them. Open {link} for the details.',
        values: { employer: employer(i18n, s.employerName), code: s.code, link: s.link },
      },
    );
  },
  declined: (s: { employerName: string; code: string }, language: LanguageCode) => {
    const i18n = t(language);
    return i18n._(
      /*i18n*/ {
        id: 'whatsapp.reply.declined',
        message: 'You declined the hire request from {employer} (request {code}). We have told them.',
        values: { employer: employer(i18n, s.employerName), code: s.code },
      },
    );
  },
  nothingWaiting: (language: LanguageCode) =>
    t(language)._(
      /*i18n*/ {
        id: 'whatsapp.reply.nothing-waiting',
        message: 'You have no hire request waiting for an answer.',
      },
    ),
  alreadyAnswered: (s: { code: string }, language: LanguageCode) =>
    t(language)._(
      /*i18n*/ {
        id: 'whatsapp.reply.already-answered',
        message: 'Hire request {code} has already been answered or has expired.',
        values: { code: s.code },
      },
    ),
  /** Which request? One line per request, then how to answer one. */
  menu: (
    s: { requests: { code: string; employerName: string }[]; unknownCode: string | null },
    language: LanguageCode,
  ) => {
    const i18n = t(language);
    const lines = s.requests.map((r) =>
      i18n._(
        /*i18n*/ {
          id: 'whatsapp.reply.menu-line',
          message: '{code}: {employer}',
          values: { code: r.code, employer: employer(i18n, r.employerName) },
        },
      ),
    );
    const head = s.unknownCode
      ? i18n._(
          /*i18n*/ {
            id: 'whatsapp.reply.unknown-code',
            message: 'No waiting hire request has the code {code}.',
            values: { code: s.unknownCode },
          },
        )
      : '';
    const intro = i18n._(
      /*i18n*/ {
        id: 'whatsapp.reply.menu',
        message:
          '{count, plural, one {You have # hire request waiting.} other {You have # hire requests waiting.}} Reply 1 and the code to accept, or 2 and the code to decline, for example: 1 {example}',
        values: { count: s.requests.length, example: s.requests[0]?.code ?? '' },
      },
    );
    return [head, intro, ...lines].filter(Boolean).join('\n');
  },
  help: (language: LanguageCode) =>
    t(language)._(
      /*i18n*/ {
        id: 'whatsapp.reply.help',
        message:
          'Work Local replies: 1 or YES accepts a hire request, 2 or NO declines it. STATUS shows your listing. JOBS lists jobs near you, APPLY and a code applies. LANGUAGE changes the language. STOP ends alerts, START turns them on again. IN reports that you arrived at work, OUT that you left.',
      },
    ),
  notUnderstood: (language: LanguageCode) =>
    t(language)._(
      /*i18n*/ {
        id: 'whatsapp.reply.not-understood',
        message: 'Sorry, we did not understand that. Reply HELP to see what you can send.',
      },
    ),
  stopped: (language: LanguageCode) =>
    t(language)._(
      /*i18n*/ {
        id: 'whatsapp.reply.stopped',
        message:
          'You will get no more alerts or offers from Work Local. Codes and messages about your own hires still arrive. Reply START to get alerts again.',
      },
    ),
  started: (language: LanguageCode) =>
    t(language)._(
      /*i18n*/ {
        id: 'whatsapp.reply.started',
        message: 'Alerts from Work Local are on again. Reply STOP to turn them off.',
      },
    ),
  noAccount: (s: { link: string }, language: LanguageCode) =>
    t(language)._(
      /*i18n*/ {
        id: 'whatsapp.reply.no-account',
        message: 'This number has no Work Local account. Sign up at {link} to use these replies.',
        values: { link: s.link },
      },
    ),
  noProfile: (s: { link: string }, language: LanguageCode) =>
    t(language)._(
      /*i18n*/ {
        id: 'whatsapp.reply.no-profile',
        message: 'You have no worker profile yet. Create one at {link} to be found by employers.',
        values: { link: s.link },
      },
    ),
  listingLive: (s: { date: string | null }, language: LanguageCode) =>
    s.date
      ? t(language)._(
          /*i18n*/ {
            id: 'whatsapp.reply.listing-live-until',
            message: 'Your listing is live until {date}.',
            values: { date: s.date },
          },
        )
      : // A listing paid once never ends ('infinity'): STATUS says so rather than leave the end out (issue 32).
        t(language)._(
          /*i18n*/ {
            id: 'whatsapp.reply.listing-live-no-end',
            message: 'Your listing is live, with no end date.',
          },
        ),
  listingNotLive: (s: { link: string }, language: LanguageCode) =>
    t(language)._(
      /*i18n*/ {
        id: 'whatsapp.reply.listing-not-live',
        message:
          'Your listing is not live, so employers cannot find you. Renew it at {link} to be seen again.',
        values: { link: s.link },
      },
    ),
  tier: (s: { tier: string; date: string | null }, language: LanguageCode) =>
    s.date
      ? t(language)._(
          /*i18n*/ {
            id: 'whatsapp.reply.tier-until',
            message: 'Your tier: {tier}, until {date}.',
            values: { tier: s.tier, date: s.date },
          },
        )
      : t(language)._(
          /*i18n*/ { id: 'whatsapp.reply.tier', message: 'Your tier: {tier}.', values: { tier: s.tier } },
        ),
  waitingCount: (s: { count: number }, language: LanguageCode) =>
    t(language)._(
      /*i18n*/ {
        id: 'whatsapp.reply.waiting-count',
        message:
          '{count, plural, one {You have # hire request waiting: reply 1 to accept or 2 to decline.} other {You have # hire requests waiting: reply 1 to see them.}}',
        values: { count: s.count },
      },
    ),
  languageMenu: (s: { choices: string }, language: LanguageCode) =>
    t(language)._(
      /*i18n*/ {
        id: 'whatsapp.reply.language-menu',
        message: 'Reply LANGUAGE and a number to choose the language of our messages: {choices}',
        values: { choices: s.choices },
      },
    ),
  languageSet: (s: { name: string }, language: LanguageCode) =>
    t(language)._(
      /*i18n*/ {
        id: 'whatsapp.reply.language-set',
        message: 'Done: our messages to you are now in {name}.',
        values: { name: s.name },
      },
    ),
} as const;
