// What a worker is told about her payouts, in her language (issue 34): her payout account changed (and payouts wait),
// and a payout that failed or came back, with the reason. One catalogue entry each; amounts by formatRand.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { formatRand } from '../../../shared/constants.js';
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import { serverTranslators } from '../../platform/i18n/index.js';
import { messageDate, type NotificationText } from '../../platform/messaging/index.js';

const t = (language: LanguageCode): I18n => serverTranslators()(language);

/** 'HH:MM' in South African time. */
function saTime(at: Date): string {
  return new Intl.DateTimeFormat('en-ZA', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Africa/Johannesburg',
  }).format(at);
}

/** '2026-02-04 09:30' in South African time: a refusal's value, the same in every language. */
export function saDateTime(at: Date): string {
  return `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(at)} ${saTime(at)}`;
}

/** A time as the messages show it: the date in her language and the South African time. */
export function holdUntilText(at: Date, language: LanguageCode): string {
  return `${messageDate(at, language)} ${saTime(at)}`;
}

/** Why a payout came back, as she reads it: our words, never the bank's raw answer. */
export const RETURN_REASONS = {
  failed: /*i18n*/ {
    id: 'sms.payout-reason.failed',
    message: 'the bank did not accept the payment (please check your bank account details)',
  },
  reversed: /*i18n*/ { id: 'sms.payout-reason.reversed', message: 'the bank sent the payment back' },
  refused: /*i18n*/ {
    id: 'sms.payout-reason.refused',
    message: 'the payment could not be sent to this bank account (please check your bank account details)',
  },
} satisfies Record<string, MessageDescriptor>;
export type ReturnReason = keyof typeof RETURN_REASONS;

export const PAYOUT_TEXTS = {
  accountChanged: (s: { account: string; until: Date }, language: LanguageCode): NotificationText => {
    const values = { account: s.account, until: holdUntilText(s.until, language) };
    return {
      body: t(language)._(
        /*i18n*/ {
          id: 'sms.payout-account-changed',
          message:
            'Work Local: the bank account you are paid to is now {account}. To keep your money safe, payouts wait until {until}. If you did not do this, sign in to Work Local and change it back before then.',
          values,
        },
      ),
      values,
    };
  },
  returned: (s: { amountCents: number; reason: ReturnReason }, language: LanguageCode): NotificationText => {
    const i18n = t(language);
    const values = { amount: formatRand(s.amountCents), reason: i18n._(RETURN_REASONS[s.reason]) };
    return {
      body: i18n._(
        /*i18n*/ {
          id: 'sms.payout-returned',
          message:
            'Work Local: your payout of {amount} did not reach you because {reason}. The money is back in your balance.',
          values,
        },
      ),
      values,
    };
  },
};
