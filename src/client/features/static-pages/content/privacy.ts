// The privacy policy under POPIA, including location privacy and special personal information (/privacy).
// {rememberDays} is filled by the page from the sign-in rules.
import { msg } from '@lingui/core/macro';
import type { LegalDocument } from './types.js';

export const PRIVACY_POLICY: LegalDocument = {
  title: msg`Privacy Policy`,
  intro: msg`This policy explains what personal information Work Local collects, why, who sees it, how long we keep it and the rights you have under the Protection of Personal Information Act, 2013 (POPIA).`,
  englishPath: '/privacy',
  sections: [
    {
      title: msg`Who we are`,
      blocks: [
        {
          paragraph: {
            message: msg`Work Local (Pty) Ltd, Johannesburg, is the responsible party for the personal information processed on this service. Our Information Officer can be reached at <0/>.`,
            parts: [{ kind: 'email', address: 'privacy' }],
          },
        },
      ],
    },
    {
      title: msg`What we collect`,
      blocks: [
        {
          list: [
            {
              message: msg`<0>Everyone:</0> your mobile number (you sign in with it), the first name you give us, and the one-time codes we send, which we store only in scrambled (hashed) form.`,
              parts: [{ kind: 'strong' }],
            },
            {
              message: msg`<0>Workers:</0> full name, profile photo, skills, availability, rates, description, CV and work history, home address, suburb, city, postal code and map position, and payment records.`,
              parts: [{ kind: 'strong' }],
            },
            {
              message: msg`<0>Verification documents:</0> a copy of your South African ID or passport (Verified tier) and your SAPS police clearance certificate (Premium tier), and the result of our review.`,
              parts: [{ kind: 'strong' }],
            },
            {
              message: msg`<0>Employers:</0> the phone number you verify for hiring, an optional company name, your hires, subscriptions and the reviews you write.`,
              parts: [{ kind: 'strong' }],
            },
            {
              message: msg`<0>Household employment:</0> if an employer sets out a worker's employment here, the written particulars (both names, the employer's address, place of work, duties, hours, pay, leave and notice) and each payslip issued (period, hours, pay, UIF and other deductions). Both the employer and the worker can download them.`,
              parts: [{ kind: 'strong' }],
            },
            {
              message: msg({
                message:
                  "<0>Technical:</0> a session cookie that keeps you signed in (for {rememberDays} days if you choose 'remember this device', otherwise until you close the browser), and server logs with IP addresses kept for security.",
              }),
              parts: [{ kind: 'strong' }],
            },
          ],
        },
        {
          paragraph: {
            message: msg`We do not use advertising cookies or trackers, and we do not sell personal information to anyone.`,
          },
        },
      ],
    },
    {
      title: msg`Why we use it`,
      blocks: [
        {
          list: [
            { message: msg`To create your account, sign you in and keep your account secure.` },
            {
              message: msg`To show worker profiles to employers searching the map, and to let them contact and hire you.`,
            },
            { message: msg`To check identity documents and police clearances and award badges.` },
            { message: msg`To process payments, and to keep the records the law requires.` },
            {
              message: msg`To send the messages you ask for: sign-in codes, review requests and hire notifications.`,
            },
            { message: msg`To prevent fraud and abuse, and to investigate safety reports.` },
          ],
        },
        {
          paragraph: {
            message: msg`We process information because you asked for the service (contract), because the law requires it, or where we have a legitimate interest such as keeping the platform safe, and with your consent where POPIA requires it.`,
          },
        },
      ],
    },
    {
      title: msg`Location privacy`,
      blocks: [
        {
          paragraph: {
            message: msg`Your exact address and map position are private. Employers searching the map see only your general area: your suburb and city, and a position rounded to a grid square of about one kilometre. Distances are shown in whole kilometres, so nobody can work out where you live by searching from different places.`,
          },
        },
        {
          paragraph: {
            message: msg`Your exact address is shared only with an employer whose job you have accepted, and only for that job. If you use 'Use Current Location', your phone's position is sent once to fill in the form; we do not track you.`,
          },
        },
      ],
    },
    {
      title: msg`Special personal information`,
      blocks: [
        {
          paragraph: {
            message: msg`A police clearance certificate contains information about criminal behaviour, which POPIA treats as special personal information. We process it only with your consent, only to award the Premium badge, and keep it in private storage that only you and our verification staff can open. Employers see the badge, never the document. Identity numbers and ID copies are treated with the same care.`,
          },
        },
      ],
    },
    {
      title: msg`Who we share it with`,
      blocks: [
        {
          list: [
            {
              message: msg`Employers see the public parts of a worker profile (never the exact address, see above).`,
            },
            {
              message: msg`Payment providers (such as Paystack) process your payments; we never see or store card numbers.`,
            },
            {
              message: msg`Messaging providers (such as Twilio and WhatsApp) deliver our SMS and WhatsApp messages.`,
            },
            { message: msg`Hosting and storage providers keep our servers and files.` },
            { message: msg`The police or a court, when the law requires it.` },
          ],
        },
        {
          paragraph: {
            message: msg`These operators act on our instructions under written agreements. Some of them store information outside South Africa; we use only providers bound by protection comparable to POPIA, as section 72 requires.`,
          },
        },
      ],
    },
    {
      title: msg`Your rights`,
      blocks: [
        { paragraph: { message: msg`Under POPIA you may:` } },
        {
          list: [
            {
              message: msg`<0>See and download your data:</0> ask what personal information we hold about you and get a copy in a common, machine-readable format, free of charge.`,
              parts: [{ kind: 'strong' }],
            },
            {
              message: msg`<0>Correct it:</0> update your profile yourself at any time, or ask us to correct anything you cannot change.`,
              parts: [{ kind: 'strong' }],
            },
            {
              message: msg`<0>Delete your account:</0> have your account, profile, photos and documents deleted. Reviews you wrote stay as 'Anonymous Employer'; payment records we must keep for tax purposes are kept, without your profile, for the period the law requires. Employment particulars and payslips are kept for at least three years even after either of you deletes your account, because the law requires employers to keep them and workers need them to claim UIF: the other party can still download them. They hold only what the law asks for (the names, the employer's address, the terms of work and the pay), not your profile or phone number, and 'Download my data' includes them.`,
              parts: [{ kind: 'strong' }],
            },
            {
              message: msg`<0>Object and withdraw consent:</0> object to processing, or withdraw your consent for your police clearance, at any time. The Premium badge is then removed.`,
              parts: [{ kind: 'strong' }],
            },
            {
              message: msg`<0>Complain:</0> to us first at <1/>, and to the Information Regulator (South Africa) at <2>inforegulator.org.za</2>.`,
              parts: [
                { kind: 'strong' },
                { kind: 'email', address: 'privacy' },
                { kind: 'anchor', href: 'https://inforegulator.org.za' },
              ],
            },
          ],
        },
        {
          paragraph: {
            message: msg`Signed in, you can do the first and the third yourself on <0>Your data and privacy</0>: 'Download my data' gives you a file with everything we hold about you, and 'Delete my account' deletes it once you confirm with a code sent to your phone.`,
            parts: [{ kind: 'anchor', href: '/account' }],
          },
        },
        {
          paragraph: {
            message: msg`Send requests from the phone number on your account, or email our Information Officer. We answer within 30 days.`,
          },
        },
      ],
    },
    {
      title: msg`How long we keep it`,
      blocks: [
        {
          list: [
            { message: msg`Your profile and account: until you delete them.` },
            { message: msg`Verification documents: for as long as the badge they support, then deleted.` },
            { message: msg`One-time codes: minutes. Expired sessions: removed after they end.` },
            { message: msg`Payment and tax records: five years, as South African tax law requires.` },
            {
              message: msg`Employment particulars and payslips: at least three years from each payslip, also after an account is deleted (Basic Conditions of Employment Act, section 31; Sectoral Determination 7).`,
            },
          ],
        },
      ],
    },
    {
      title: msg`Security`,
      blocks: [
        {
          paragraph: {
            message: msg`Connections are encrypted, codes and session identifiers are stored hashed, documents are private, photos are stripped of hidden location data when uploaded, and staff access is limited and logged. If a breach puts your information at risk we will tell you and the Information Regulator as POPIA requires.`,
          },
        },
      ],
    },
    {
      title: msg`Children`,
      blocks: [
        {
          paragraph: {
            message: msg`Work Local is for adults. Workers must be 18 or older, and we do not knowingly collect information about children.`,
          },
        },
      ],
    },
    {
      title: msg`Changes to this policy`,
      blocks: [
        {
          paragraph: {
            message: msg`We will post any change here with a new date, and tell you by SMS or WhatsApp before a significant change takes effect.`,
          },
        },
      ],
    },
  ],
};
