// /privacy: the privacy policy under POPIA, including location privacy and special personal information.
import { LEGAL_LAST_UPDATED, REMEMBER_DEVICE_DAYS } from '../../../shared/constants.js';
import { CONTACT, Email, Section, StaticPage } from '../../features/static-pages/index.js';

export default function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      lastUpdated={LEGAL_LAST_UPDATED}
      intro="This policy explains what personal information Work Local collects, why, who sees it, how long we keep it and the rights you have under the Protection of Personal Information Act, 2013 (POPIA)."
    >
      <Section title="Who we are">
        <p>
          Work Local (Pty) Ltd, Johannesburg, is the responsible party for the personal information processed
          on this service. Our Information Officer can be reached at <Email address={CONTACT.privacy} />.
        </p>
      </Section>

      <Section title="What we collect">
        <ul>
          <li>
            <strong>Everyone:</strong> your mobile number (you sign in with it), the first name you give us,
            and the one-time codes we send, which we store only in scrambled (hashed) form.
          </li>
          <li>
            <strong>Workers:</strong> full name, profile photo, skills, availability, rates, description, CV
            and work history, home address, suburb, city, postal code and map position, and payment records.
          </li>
          <li>
            <strong>Verification documents:</strong> a copy of your South African ID or passport (Verified
            tier) and your SAPS police clearance certificate (Premium tier), and the result of our review.
          </li>
          <li>
            <strong>Employers:</strong> the phone number you verify for hiring, an optional company name, your
            hires, subscriptions and the reviews you write.
          </li>
          <li>
            <strong>Household employment:</strong> if an employer sets out a worker's employment here, the
            written particulars (both names, the employer's address, place of work, duties, hours, pay, leave
            and notice) and each payslip issued (period, hours, pay, UIF and other deductions). Both the
            employer and the worker can download them.
          </li>
          <li>
            <strong>Technical:</strong> a session cookie that keeps you signed in (for {REMEMBER_DEVICE_DAYS}{' '}
            days if you choose 'remember this device', otherwise until you close the browser), and server logs
            with IP addresses kept for security.
          </li>
        </ul>
        <p>
          We do not use advertising cookies or trackers, and we do not sell personal information to anyone.
        </p>
      </Section>

      <Section title="Why we use it">
        <ul>
          <li>To create your account, sign you in and keep your account secure.</li>
          <li>
            To show worker profiles to employers searching the map, and to let them contact and hire you.
          </li>
          <li>To check identity documents and police clearances and award badges.</li>
          <li>To process payments, and to keep the records the law requires.</li>
          <li>To send the messages you ask for: sign-in codes, review requests and hire notifications.</li>
          <li>To prevent fraud and abuse, and to investigate safety reports.</li>
        </ul>
        <p>
          We process information because you asked for the service (contract), because the law requires it, or
          where we have a legitimate interest such as keeping the platform safe, and with your consent where
          POPIA requires it.
        </p>
      </Section>

      <Section title="Location privacy">
        <p>
          Your exact address and map position are private. Employers searching the map see only your general
          area: your suburb and city, and a position rounded to a grid square of about one kilometre.
          Distances are shown in whole kilometres, so nobody can work out where you live by searching from
          different places.
        </p>
        <p>
          Your exact address is shared only with an employer whose job you have accepted, and only for that
          job. If you use 'Use Current Location', your phone's position is sent once to fill in the form; we
          do not track you.
        </p>
      </Section>

      <Section title="Special personal information">
        <p>
          A police clearance certificate contains information about criminal behaviour, which POPIA treats as
          special personal information. We process it only with your consent, only to award the Premium badge,
          and keep it in private storage that only you and our verification staff can open. Employers see the
          badge, never the document. Identity numbers and ID copies are treated with the same care.
        </p>
      </Section>

      <Section title="Who we share it with">
        <ul>
          <li>Employers see the public parts of a worker profile (never the exact address, see above).</li>
          <li>
            Payment providers (such as Paystack) process your payments; we never see or store card numbers.
          </li>
          <li>Messaging providers (such as Twilio and WhatsApp) deliver our SMS and WhatsApp messages.</li>
          <li>Hosting and storage providers keep our servers and files.</li>
          <li>The police or a court, when the law requires it.</li>
        </ul>
        <p>
          These operators act on our instructions under written agreements. Some of them store information
          outside South Africa; we use only providers bound by protection comparable to POPIA, as section 72
          requires.
        </p>
      </Section>

      <Section title="Your rights">
        <p>Under POPIA you may:</p>
        <ul>
          <li>
            <strong>See and download your data:</strong> ask what personal information we hold about you and
            get a copy in a common, machine-readable format, free of charge.
          </li>
          <li>
            <strong>Correct it:</strong> update your profile yourself at any time, or ask us to correct
            anything you cannot change.
          </li>
          <li>
            <strong>Delete your account:</strong> have your account, profile, photos and documents deleted.
            Reviews you wrote stay as 'Anonymous Employer'; payment records we must keep for tax purposes are
            kept, without your profile, for the period the law requires. Employment particulars and payslips
            are kept for at least three years even after either of you deletes your account, because the law
            requires employers to keep them and workers need them to claim UIF: the other party can still
            download them. They hold only what the law asks for (the names, the employer's address, the terms
            of work and the pay), not your profile or phone number, and 'Download my data' includes them.
          </li>
          <li>
            <strong>Object and withdraw consent:</strong> object to processing, or withdraw your consent for
            your police clearance, at any time. The Premium badge is then removed.
          </li>
          <li>
            <strong>Complain:</strong> to us first at <Email address={CONTACT.privacy} />, and to the
            Information Regulator (South Africa) at{' '}
            <a href="https://inforegulator.org.za">inforegulator.org.za</a>.
          </li>
        </ul>
        <p>
          Signed in, you can do the first and the third yourself on{' '}
          <a href="/account">Your data and privacy</a>: 'Download my data' gives you a file with everything we
          hold about you, and 'Delete my account' deletes it once you confirm with a code sent to your phone.
        </p>
        <p>
          Send requests from the phone number on your account, or email our Information Officer. We answer
          within 30 days.
        </p>
      </Section>

      <Section title="How long we keep it">
        <ul>
          <li>Your profile and account: until you delete them.</li>
          <li>Verification documents: for as long as the badge they support, then deleted.</li>
          <li>One-time codes: minutes. Expired sessions: removed after they end.</li>
          <li>Payment and tax records: five years, as South African tax law requires.</li>
          <li>
            Employment particulars and payslips: at least three years from each payslip, also after an account
            is deleted (Basic Conditions of Employment Act, section 31; Sectoral Determination 7).
          </li>
        </ul>
      </Section>

      <Section title="Security">
        <p>
          Connections are encrypted, codes and session identifiers are stored hashed, documents are private,
          photos are stripped of hidden location data when uploaded, and staff access is limited and logged.
          If a breach puts your information at risk we will tell you and the Information Regulator as POPIA
          requires.
        </p>
      </Section>

      <Section title="Children">
        <p>
          Work Local is for adults. Workers must be 18 or older, and we do not knowingly collect information
          about children.
        </p>
      </Section>

      <Section title="Changes to this policy">
        <p>
          We will post any change here with a new date, and tell you by SMS or WhatsApp before a significant
          change takes effect.
        </p>
      </Section>
    </StaticPage>
  );
}
