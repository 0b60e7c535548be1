// /privacy: the privacy policy under POPIA, including location privacy and special personal information.
import { Trans, useLingui } from '@lingui/react/macro';
import { LEGAL_LAST_UPDATED, REMEMBER_DEVICE_DAYS } from '../../../shared/constants.js';
import { CONTACT, Email, Section, StaticPage } from '../../features/static-pages/index.js';

export default function PrivacyPage() {
  const { t } = useLingui();
  const rememberDays = REMEMBER_DEVICE_DAYS;
  return (
    <StaticPage
      title={t`Privacy Policy`}
      lastUpdated={LEGAL_LAST_UPDATED}
      legal
      englishPath="/privacy"
      intro={t`This policy explains what personal information Work Local collects, why, who sees it, how long we keep it and the rights you have under the Protection of Personal Information Act, 2013 (POPIA).`}
    >
      <Section title={t`Who we are`}>
        <p>
          <Trans>
            Work Local (Pty) Ltd, Johannesburg, is the responsible party for the personal information
            processed on this service. Our Information Officer can be reached at{' '}
            <Email address={CONTACT.privacy} />.
          </Trans>
        </p>
      </Section>

      <Section title={t`What we collect`}>
        <ul>
          <li>
            <Trans>
              <strong>Everyone:</strong> your mobile number (you sign in with it), the first name you give us,
              and the one-time codes we send, which we store only in scrambled (hashed) form.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Workers:</strong> full name, profile photo, skills, availability, rates, description, CV
              and work history, home address, suburb, city, postal code and map position, and payment records.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Verification documents:</strong> a copy of your South African ID or passport (Verified
              tier) and your SAPS police clearance certificate (Premium tier), and the result of our review.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Employers:</strong> the phone number you verify for hiring, an optional company name,
              your hires, subscriptions and the reviews you write.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Household employment:</strong> if an employer sets out a worker's employment here, the
              written particulars (both names, the employer's address, place of work, duties, hours, pay,
              leave and notice) and each payslip issued (period, hours, pay, UIF and other deductions). Both
              the employer and the worker can download them.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Technical:</strong> a session cookie that keeps you signed in (for {rememberDays} days
              if you choose 'remember this device', otherwise until you close the browser), and server logs
              with IP addresses kept for security.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            We do not use advertising cookies or trackers, and we do not sell personal information to anyone.
          </Trans>
        </p>
      </Section>

      <Section title={t`Why we use it`}>
        <ul>
          <li>
            <Trans>To create your account, sign you in and keep your account secure.</Trans>
          </li>
          <li>
            <Trans>
              To show worker profiles to employers searching the map, and to let them contact and hire you.
            </Trans>
          </li>
          <li>
            <Trans>To check identity documents and police clearances and award badges.</Trans>
          </li>
          <li>
            <Trans>To process payments, and to keep the records the law requires.</Trans>
          </li>
          <li>
            <Trans>
              To send the messages you ask for: sign-in codes, review requests and hire notifications.
            </Trans>
          </li>
          <li>
            <Trans>To prevent fraud and abuse, and to investigate safety reports.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            We process information because you asked for the service (contract), because the law requires it,
            or where we have a legitimate interest such as keeping the platform safe, and with your consent
            where POPIA requires it.
          </Trans>
        </p>
      </Section>

      <Section title={t`Location privacy`}>
        <p>
          <Trans>
            Your exact address and map position are private. Employers searching the map see only your general
            area: your suburb and city, and a position rounded to a grid square of about one kilometre.
            Distances are shown in whole kilometres, so nobody can work out where you live by searching from
            different places.
          </Trans>
        </p>
        <p>
          <Trans>
            Your exact address is shared only with an employer whose job you have accepted, and only for that
            job. If you use 'Use Current Location', your phone's position is sent once to fill in the form; we
            do not track you.
          </Trans>
        </p>
      </Section>

      <Section title={t`Special personal information`}>
        <p>
          <Trans>
            A police clearance certificate contains information about criminal behaviour, which POPIA treats
            as special personal information. We process it only with your consent, only to award the Premium
            badge, and keep it in private storage that only you and our verification staff can open. Employers
            see the badge, never the document. Identity numbers and ID copies are treated with the same care.
          </Trans>
        </p>
      </Section>

      <Section title={t`Who we share it with`}>
        <ul>
          <li>
            <Trans>
              Employers see the public parts of a worker profile (never the exact address, see above).
            </Trans>
          </li>
          <li>
            <Trans>
              Payment providers (such as Paystack) process your payments; we never see or store card numbers.
            </Trans>
          </li>
          <li>
            <Trans>
              Messaging providers (such as Twilio and WhatsApp) deliver our SMS and WhatsApp messages.
            </Trans>
          </li>
          <li>
            <Trans>Hosting and storage providers keep our servers and files.</Trans>
          </li>
          <li>
            <Trans>The police or a court, when the law requires it.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            These operators act on our instructions under written agreements. Some of them store information
            outside South Africa; we use only providers bound by protection comparable to POPIA, as section 72
            requires.
          </Trans>
        </p>
      </Section>

      <Section title={t`Your rights`}>
        <p>
          <Trans>Under POPIA you may:</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>See and download your data:</strong> ask what personal information we hold about you and
              get a copy in a common, machine-readable format, free of charge.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Correct it:</strong> update your profile yourself at any time, or ask us to correct
              anything you cannot change.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Delete your account:</strong> have your account, profile, photos and documents deleted.
              Reviews you wrote stay as 'Anonymous Employer'; payment records we must keep for tax purposes
              are kept, without your profile, for the period the law requires. Employment particulars and
              payslips are kept for at least three years even after either of you deletes your account,
              because the law requires employers to keep them and workers need them to claim UIF: the other
              party can still download them. They hold only what the law asks for (the names, the employer's
              address, the terms of work and the pay), not your profile or phone number, and 'Download my
              data' includes them.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Object and withdraw consent:</strong> object to processing, or withdraw your consent for
              your police clearance, at any time. The Premium badge is then removed.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Complain:</strong> to us first at <Email address={CONTACT.privacy} />, and to the
              Information Regulator (South Africa) at{' '}
              <a href="https://inforegulator.org.za">inforegulator.org.za</a>.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Signed in, you can do the first and the third yourself on{' '}
            <a href="/account">Your data and privacy</a>: 'Download my data' gives you a file with everything
            we hold about you, and 'Delete my account' deletes it once you confirm with a code sent to your
            phone.
          </Trans>
        </p>
        <p>
          <Trans>
            Send requests from the phone number on your account, or email our Information Officer. We answer
            within 30 days.
          </Trans>
        </p>
      </Section>

      <Section title={t`How long we keep it`}>
        <ul>
          <li>
            <Trans>Your profile and account: until you delete them.</Trans>
          </li>
          <li>
            <Trans>Verification documents: for as long as the badge they support, then deleted.</Trans>
          </li>
          <li>
            <Trans>One-time codes: minutes. Expired sessions: removed after they end.</Trans>
          </li>
          <li>
            <Trans>Payment and tax records: five years, as South African tax law requires.</Trans>
          </li>
          <li>
            <Trans>
              Employment particulars and payslips: at least three years from each payslip, also after an
              account is deleted (Basic Conditions of Employment Act, section 31; Sectoral Determination 7).
            </Trans>
          </li>
        </ul>
      </Section>

      <Section title={t`Security`}>
        <p>
          <Trans>
            Connections are encrypted, codes and session identifiers are stored hashed, documents are private,
            photos are stripped of hidden location data when uploaded, and staff access is limited and logged.
            If a breach puts your information at risk we will tell you and the Information Regulator as POPIA
            requires.
          </Trans>
        </p>
      </Section>

      <Section title={t`Children`}>
        <p>
          <Trans>
            Work Local is for adults. Workers must be 18 or older, and we do not knowingly collect information
            about children.
          </Trans>
        </p>
      </Section>

      <Section title={t`Changes to this policy`}>
        <p>
          <Trans>
            We will post any change here with a new date, and tell you by SMS or WhatsApp before a significant
            change takes effect.
          </Trans>
        </p>
      </Section>
    </StaticPage>
  );
}
