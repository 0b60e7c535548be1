// /terms: the terms of service (age and work eligibility, fees from the shared constants, conduct, liability).
import { Link } from 'wouter';
import {
  FREE_HIRES_PER_MONTH,
  formatRand,
  LEGAL_LAST_UPDATED,
  PRICES_CENTS,
  SUBSCRIPTION_INFO,
  TIER_INFO,
} from '../../../shared/constants.js';
import { CONTACT, Email, Section, StaticPage } from '../../features/static-pages/index.js';

export default function TermsPage() {
  return (
    <StaticPage
      title="Terms of Service"
      lastUpdated={LEGAL_LAST_UPDATED}
      intro="These terms are the agreement between you and Work Local (Pty) Ltd when you use Work Local. Please read them; by signing in you accept them."
    >
      <Section title="1. What Work Local is">
        <p>
          Work Local is a marketplace that helps casual workers and employers find each other. We are not an
          employment agency or labour broker, and we are not a party to any job agreed between a worker and an
          employer. The worker and employer decide the work, the hours and the pay between themselves.
        </p>
      </Section>

      <Section title="2. Who may use it">
        <ul>
          <li>You must be 18 or older.</li>
          <li>
            Workers must be eligible to work in South Africa: a South African citizen or permanent resident,
            or a holder of a valid permit that allows the work offered.
          </li>
          <li>
            You sign in with a South African mobile number that is yours, and you keep access to it secure.
          </li>
          <li>One worker profile per person. Profiles must describe you, truthfully.</li>
        </ul>
      </Section>

      <Section title="3. Fees">
        <ul>
          <li>
            Worker registration (Basic tier): {formatRand(TIER_INFO.basic.priceCents)} once-off, or free for
            the trial period of a valid promo code.
          </li>
          <li>
            Verified tier: {formatRand(PRICES_CENTS.verified)} per year. Premium tier:{' '}
            {formatRand(PRICES_CENTS.premium)} per year.
          </li>
          <li>
            Worker annual subscriptions are non-refundable, including when a document is rejected or a profile
            is removed for breaking these terms. This does not affect your rights under the Consumer
            Protection Act.
          </li>
          <li>
            Employers browse for free and get {FREE_HIRES_PER_MONTH} free hires per calendar month. Unlimited
            hires cost {formatRand(SUBSCRIPTION_INFO.monthly.priceCents)} per month or{' '}
            {formatRand(SUBSCRIPTION_INFO.annual.priceCents)} per year.
          </li>
          <li>Prices include VAT where applicable and are charged in rand through our payment provider.</li>
          <li>Work Local takes no commission on what a worker is paid.</li>
        </ul>
      </Section>

      <Section title="4. Verification and badges">
        <p>
          Badges show that our staff checked a document: an identity document for the blue Verified badge, and
          a SAPS police clearance certificate as well for the gold Premium badge. A badge is not a full
          background check, a reference check or a guarantee of a person's conduct. Employers remain
          responsible for their own decisions. See our <Link href="/safety">Safety Guidelines</Link>.
        </p>
      </Section>

      <Section title="5. Your responsibilities">
        <ul>
          <li>
            Employers must treat workers lawfully, including the Basic Conditions of Employment Act and the
            National Minimum Wage, and register domestic workers for UIF where the law requires it.
          </li>
          <li>
            Do not post false, misleading, discriminatory or offensive content, or reviews of work that did
            not happen.
          </li>
          <li>
            Do not harass anyone, ask for money up front for a job, or use the platform to recruit for
            anything illegal.
          </li>
          <li>
            Do not copy or scrape profiles, or use contact details for anything other than the work offered.
          </li>
        </ul>
      </Section>

      <Section title="6. Reviews">
        <p>
          Reviews must be honest and based on real work. We may remove reviews that break these terms, but we
          do not edit them or remove them because they are negative.
        </p>
      </Section>

      <Section title="7. Suspension and closing your account">
        <p>
          We may suspend or remove a profile that breaks these terms or puts others at risk, and will tell you
          why unless the law or an investigation prevents it. You may delete your account at any time; see the{' '}
          <Link href="/privacy">Privacy Policy</Link>.
        </p>
      </Section>

      <Section title="8. Liability">
        <p>
          We work hard to keep Work Local available and accurate, but provide it as is. To the extent the law
          allows, Work Local is not liable for the acts or omissions of workers or employers, or for loss
          arising from work arranged through the platform. Nothing in these terms limits liability that cannot
          be limited by law, including under the Consumer Protection Act.
        </p>
      </Section>

      <Section title="9. Changes and governing law">
        <p>
          We may change these terms and will post the new version here with its date, giving notice of
          significant changes. These terms are governed by the law of the Republic of South Africa.
        </p>
      </Section>

      <Section title="10. Contact">
        <p>
          Questions about these terms: <Email address={CONTACT.legal} />.
        </p>
      </Section>
    </StaticPage>
  );
}
