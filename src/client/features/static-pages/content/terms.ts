// The terms of service: age and work eligibility, fees, conduct, liability (/terms). The fees' {placeholders} are
// filled by the page from the shared prices, so a price change never touches these words.
import { msg } from '@lingui/core/macro';
import type { LegalDocument } from './types.js';

export const TERMS_OF_SERVICE: LegalDocument = {
  title: msg`Terms of Service`,
  intro: msg`These terms are the agreement between you and Work Local (Pty) Ltd when you use Work Local. Please read them; by signing in you accept them.`,
  englishPath: '/terms',
  sections: [
    {
      title: msg`1. What Work Local is`,
      blocks: [
        {
          paragraph: {
            message: msg`Work Local is a marketplace that helps casual workers and employers find each other. We are not an employment agency or labour broker, and we are not a party to any job agreed between a worker and an employer. The worker and employer decide the work, the hours and the pay between themselves.`,
          },
        },
      ],
    },
    {
      title: msg`2. Who may use it`,
      blocks: [
        {
          list: [
            { message: msg`You must be 18 or older.` },
            {
              message: msg`Workers must be eligible to work in South Africa: a South African citizen or permanent resident, or a holder of a valid permit that allows the work offered.`,
            },
            {
              message: msg`You sign in with a South African mobile number that is yours, and you keep access to it secure.`,
            },
            { message: msg`One worker profile per person. Profiles must describe you, truthfully.` },
          ],
        },
      ],
    },
    {
      title: msg`3. Fees`,
      blocks: [
        {
          list: [
            {
              message: msg({
                message:
                  'Worker registration (Basic tier): {registration} once-off, or free for the trial period of a valid promo code.',
              }),
            },
            {
              message: msg({
                message: 'Verified tier: {verified} per year. Premium tier: {premium} per year.',
              }),
            },
            {
              message: msg`Worker annual subscriptions are non-refundable, including when a document is rejected or a profile is removed for breaking these terms. This does not affect your rights under the Consumer Protection Act.`,
            },
            {
              message: msg({
                message:
                  'Employers browse for free and get {freeHires} free hires per calendar month. Unlimited hires cost {monthly} per month or {annual} per year.',
              }),
            },
            {
              message: msg`Prices include VAT where applicable and are charged in rand through our payment provider.`,
            },
            { message: msg`Work Local takes no commission on what a worker is paid.` },
          ],
        },
      ],
    },
    {
      title: msg`4. Verification and badges`,
      blocks: [
        {
          paragraph: {
            message: msg`Badges show that our staff checked a document: an identity document for the blue Verified badge, and a SAPS police clearance certificate as well for the gold Premium badge. A badge is not a full background check, a reference check or a guarantee of a person's conduct. Employers remain responsible for their own decisions. See our <0>Safety Guidelines</0>.`,
            parts: [{ kind: 'link', href: '/safety' }],
          },
        },
      ],
    },
    {
      title: msg`5. Your responsibilities`,
      blocks: [
        {
          list: [
            {
              message: msg`Employers must treat workers lawfully, including the Basic Conditions of Employment Act and the National Minimum Wage, and register domestic workers for UIF where the law requires it.`,
            },
            {
              message: msg`Do not post false, misleading, discriminatory or offensive content, or reviews of work that did not happen.`,
            },
            {
              message: msg`Do not harass anyone, ask for money up front for a job, or use the platform to recruit for anything illegal.`,
            },
            {
              message: msg`Do not copy or scrape profiles, or use contact details for anything other than the work offered.`,
            },
          ],
        },
      ],
    },
    {
      title: msg`6. Reviews`,
      blocks: [
        {
          paragraph: {
            message: msg`Reviews must be honest and based on real work. We may remove reviews that break these terms, but we do not edit them or remove them because they are negative.`,
          },
        },
      ],
    },
    {
      title: msg`7. Suspension and closing your account`,
      blocks: [
        {
          paragraph: {
            message: msg`We may suspend or remove a profile that breaks these terms or puts others at risk, and will tell you why unless the law or an investigation prevents it. You may delete your account at any time; see the <0>Privacy Policy</0>.`,
            parts: [{ kind: 'link', href: '/privacy' }],
          },
        },
      ],
    },
    {
      title: msg`8. Liability`,
      blocks: [
        {
          paragraph: {
            message: msg`We work hard to keep Work Local available and accurate, but provide it as is. To the extent the law allows, Work Local is not liable for the acts or omissions of workers or employers, or for loss arising from work arranged through the platform. Nothing in these terms limits liability that cannot be limited by law, including under the Consumer Protection Act.`,
          },
        },
      ],
    },
    {
      title: msg`9. Changes and governing law`,
      blocks: [
        {
          paragraph: {
            message: msg`We may change these terms and will post the new version here with its date, giving notice of significant changes. These terms are governed by the law of the Republic of South Africa.`,
          },
        },
      ],
    },
    {
      title: msg`10. Contact`,
      blocks: [
        {
          paragraph: {
            message: msg`Questions about these terms: <0/>.`,
            parts: [{ kind: 'email', address: 'legal' }],
          },
        },
      ],
    },
  ],
};
