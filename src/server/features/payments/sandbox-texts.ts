// The sandbox checkout page's words (issue 17): catalogue entries in the requester's language, like every page the
// browser shows. Explicit ids, as the server runs without Lingui's macros (decision 0180).
import type { I18n } from '@lingui/core';
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import { serverTranslators, translateSharedMessage } from '../../platform/i18n/index.js';

const PAYMENT_LABELS: Record<string, { id: string; message: string }> = {
  registration: /*i18n*/ {
    id: 'sandbox.label.registration',
    message: 'Worker registration (Basic tier, once-off)',
  },
  upgrade: /*i18n*/ { id: 'sandbox.label.upgrade', message: 'Worker tier upgrade (1 year)' },
  subscription: /*i18n*/ { id: 'sandbox.label.subscription', message: 'Employer subscription' },
  visit: /*i18n*/ { id: 'sandbox.label.visit', message: "A visit's pay (held until the visit is done)" },
  tip: /*i18n*/ { id: 'sandbox.label.tip', message: 'A tip for the worker' },
  late_fee: /*i18n*/ { id: 'sandbox.label.late-fee', message: 'A late-cancellation fee for the worker' },
};

/** Every text of the page in one language; amounts and references come in already formatted. */
export function sandboxTexts(language: LanguageCode) {
  const i18n: I18n = serverTranslators()(language);
  return {
    language,
    shared: (english: string) => translateSharedMessage(english, language),
    pageTitle: (title: string) =>
      i18n._(
        /*i18n*/ { id: 'sandbox.page-title', message: '{title} - Work Local sandbox', values: { title } },
      ),
    banner: i18n._(/*i18n*/ { id: 'sandbox.banner', message: 'TEST PAYMENT - no real money moves' }),
    replaced: i18n._(/*i18n*/ { id: 'sandbox.replaced', message: 'Checkout replaced' }),
    checkout: i18n._(/*i18n*/ { id: 'sandbox.checkout', message: 'Checkout' }),
    heading: i18n._(/*i18n*/ { id: 'sandbox.heading', message: 'Work Local checkout' }),
    finished: i18n._(/*i18n*/ { id: 'sandbox.finished', message: 'This checkout is finished' }),
    wasPaid: i18n._(/*i18n*/ { id: 'sandbox.was-paid', message: 'The payment was paid.' }),
    wasDeclined: i18n._(/*i18n*/ { id: 'sandbox.was-declined', message: 'The payment was declined.' }),
    continue: i18n._(/*i18n*/ { id: 'sandbox.continue', message: 'Continue' }),
    label: (paymentType: string) => {
      const label = PAYMENT_LABELS[paymentType];
      return label ? i18n._(label) : paymentType;
    },
    reference: (reference: string) =>
      i18n._(/*i18n*/ { id: 'sandbox.reference', message: 'Reference {reference}', values: { reference } }),
    pay: (amount: string) =>
      i18n._(/*i18n*/ { id: 'sandbox.pay', message: 'Pay {amount}', values: { amount } }),
    decline: i18n._(/*i18n*/ { id: 'sandbox.decline', message: 'Decline' }),
    note: i18n._(
      /*i18n*/ {
        id: 'sandbox.note',
        message: 'This is the built-in sandbox gateway. Set PAYMENT_PROVIDER=paystack for real payments.',
      },
    ),
  };
}
export type SandboxTexts = ReturnType<typeof sandboxTexts>;
