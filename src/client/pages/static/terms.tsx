// /terms: the terms of service (age and work eligibility, fees from the shared constants, conduct, liability).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import {
  FREE_HIRES_PER_MONTH,
  LEGAL_LAST_UPDATED,
  PRICES_CENTS,
  SUBSCRIPTION_INFO,
  TIER_INFO,
} from '../../../shared/constants.js';
import { CONTACT, Email, Section, StaticPage } from '../../features/static-pages/index.js';
import { useFormatMoney } from '../../lib/format-money.js';
import { useLanguagePath } from '../../lib/use-language-path.js';

export default function TermsPage() {
  const { t } = useLingui();
  const money = useFormatMoney();
  const languagePath = useLanguagePath();
  const registration = money(TIER_INFO.basic.priceCents);
  const verified = money(PRICES_CENTS.verified);
  const premium = money(PRICES_CENTS.premium);
  const monthly = money(SUBSCRIPTION_INFO.monthly.priceCents);
  const annual = money(SUBSCRIPTION_INFO.annual.priceCents);
  const freeHires = FREE_HIRES_PER_MONTH;
  return (
    <StaticPage
      title={t`Terms of Service`}
      lastUpdated={LEGAL_LAST_UPDATED}
      legal
      englishPath="/terms"
      intro={t`These terms are the agreement between you and Work Local (Pty) Ltd when you use Work Local. Please read them; by signing in you accept them.`}
    >
      <Section title={t`1. What Work Local is`}>
        <p>
          <Trans>
            Work Local is a marketplace that helps casual workers and employers find each other. We are not an
            employment agency or labour broker, and we are not a party to any job agreed between a worker and
            an employer. The worker and employer decide the work, the hours and the pay between themselves.
          </Trans>
        </p>
      </Section>

      <Section title={t`2. Who may use it`}>
        <ul>
          <li>
            <Trans>You must be 18 or older.</Trans>
          </li>
          <li>
            <Trans>
              Workers must be eligible to work in South Africa: a South African citizen or permanent resident,
              or a holder of a valid permit that allows the work offered.
            </Trans>
          </li>
          <li>
            <Trans>
              You sign in with a South African mobile number that is yours, and you keep access to it secure.
            </Trans>
          </li>
          <li>
            <Trans>One worker profile per person. Profiles must describe you, truthfully.</Trans>
          </li>
        </ul>
      </Section>

      <Section title={t`3. Fees`}>
        <ul>
          <li>
            <Trans>
              Worker registration (Basic tier): {registration} once-off, or free for the trial period of a
              valid promo code.
            </Trans>
          </li>
          <li>
            <Trans>
              Verified tier: {verified} per year. Premium tier: {premium} per year.
            </Trans>
          </li>
          <li>
            <Trans>
              Worker annual subscriptions are non-refundable, including when a document is rejected or a
              profile is removed for breaking these terms. This does not affect your rights under the Consumer
              Protection Act.
            </Trans>
          </li>
          <li>
            <Trans>
              Employers browse for free and get {freeHires} free hires per calendar month. Unlimited hires
              cost {monthly} per month or {annual} per year.
            </Trans>
          </li>
          <li>
            <Trans>
              Prices include VAT where applicable and are charged in rand through our payment provider.
            </Trans>
          </li>
          <li>
            <Trans>Work Local takes no commission on what a worker is paid.</Trans>
          </li>
        </ul>
      </Section>

      <Section title={t`4. Verification and badges`}>
        <p>
          <Trans>
            Badges show that our staff checked a document: an identity document for the blue Verified badge,
            and a SAPS police clearance certificate as well for the gold Premium badge. A badge is not a full
            background check, a reference check or a guarantee of a person's conduct. Employers remain
            responsible for their own decisions. See our{' '}
            <Link href={languagePath('/safety')}>Safety Guidelines</Link>.
          </Trans>
        </p>
      </Section>

      <Section title={t`5. Your responsibilities`}>
        <ul>
          <li>
            <Trans>
              Employers must treat workers lawfully, including the Basic Conditions of Employment Act and the
              National Minimum Wage, and register domestic workers for UIF where the law requires it.
            </Trans>
          </li>
          <li>
            <Trans>
              Do not post false, misleading, discriminatory or offensive content, or reviews of work that did
              not happen.
            </Trans>
          </li>
          <li>
            <Trans>
              Do not harass anyone, ask for money up front for a job, or use the platform to recruit for
              anything illegal.
            </Trans>
          </li>
          <li>
            <Trans>
              Do not copy or scrape profiles, or use contact details for anything other than the work offered.
            </Trans>
          </li>
        </ul>
      </Section>

      <Section title={t`6. Reviews`}>
        <p>
          <Trans>
            Reviews must be honest and based on real work. We may remove reviews that break these terms, but
            we do not edit them or remove them because they are negative.
          </Trans>
        </p>
      </Section>

      <Section title={t`7. Suspension and closing your account`}>
        <p>
          <Trans>
            We may suspend or remove a profile that breaks these terms or puts others at risk, and will tell
            you why unless the law or an investigation prevents it. You may delete your account at any time;
            see the <Link href={languagePath('/privacy')}>Privacy Policy</Link>.
          </Trans>
        </p>
      </Section>

      <Section title={t`8. Liability`}>
        <p>
          <Trans>
            We work hard to keep Work Local available and accurate, but provide it as is. To the extent the
            law allows, Work Local is not liable for the acts or omissions of workers or employers, or for
            loss arising from work arranged through the platform. Nothing in these terms limits liability that
            cannot be limited by law, including under the Consumer Protection Act.
          </Trans>
        </p>
      </Section>

      <Section title={t`9. Changes and governing law`}>
        <p>
          <Trans>
            We may change these terms and will post the new version here with its date, giving notice of
            significant changes. These terms are governed by the law of the Republic of South Africa.
          </Trans>
        </p>
      </Section>

      <Section title={t`10. Contact`}>
        <p>
          <Trans>
            Questions about these terms: <Email address={CONTACT.legal} />.
          </Trans>
        </p>
      </Section>
    </StaticPage>
  );
}
