// Our answers to JOBS and APPLY, one catalogue entry each, in the sender's language. Job titles and places go
// through the same cleaned, capped slot as the job alert (platform/messaging/sms-texts.ts).
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import { serverTranslators } from '../../platform/i18n/index.js';
import { NAME_FALLBACKS, titleSlot } from '../../platform/messaging/index.js';

const t = (language: LanguageCode) => serverTranslators()(language);

export interface JobLine {
  code: string;
  title: string;
  suburb: string;
  distanceKm: number;
  payType: 'hourly' | 'daily';
  pay: string;
}

export const JOB_REPLY_TEXTS = {
  list: (s: { jobs: JobLine[] }, language: LanguageCode) => {
    const i18n = t(language);
    const lines = s.jobs.map((job) =>
      i18n._(
        /*i18n*/ {
          id: 'whatsapp.jobs.line',
          message:
            '{code}: {title}, {suburb} ({km} km), {payType, select, hourly {{pay} an hour} other {{pay} a day}}',
          values: {
            code: job.code,
            title: titleSlot(job.title, i18n._(NAME_FALLBACKS.aJob)),
            suburb: titleSlot(job.suburb, ''),
            km: job.distanceKm,
            payType: job.payType,
            pay: job.pay,
          },
        },
      ),
    );
    const intro = i18n._(
      /*i18n*/ {
        id: 'whatsapp.jobs.intro',
        message: 'Open jobs near you. Reply APPLY and the code to apply, for example: APPLY {example}',
        values: { example: s.jobs[0]?.code ?? '' },
      },
    );
    return [intro, ...lines].join('\n');
  },
  none: (language: LanguageCode) =>
    t(language)._(
      /*i18n*/ {
        id: 'whatsapp.jobs.none',
        message: 'There are no open jobs near you for your skills right now. Reply JOBS again another day.',
      },
    ),
  applyHow: (language: LanguageCode) =>
    t(language)._(
      /*i18n*/ {
        id: 'whatsapp.jobs.apply-how',
        message: 'Reply APPLY and the code of a job from the JOBS list, for example: APPLY 4F',
      },
    ),
  unknownCode: (s: { code: string }, language: LanguageCode) =>
    t(language)._(
      /*i18n*/ {
        id: 'whatsapp.jobs.unknown-code',
        message: 'No open job near you has the code {code}. Reply JOBS to see the list.',
        values: { code: s.code },
      },
    ),
  applied: (s: { title: string }, language: LanguageCode) => {
    const i18n = t(language);
    return i18n._(
      /*i18n*/ {
        id: 'whatsapp.jobs.applied',
        message:
          'You applied for {title}. The employer will see your profile; if they choose you, we will send you a hire request.',
        values: { title: titleSlot(s.title, i18n._(NAME_FALLBACKS.aJob)) },
      },
    );
  },
  alreadyApplied: (language: LanguageCode) =>
    t(language)._(
      /*i18n*/ { id: 'whatsapp.jobs.already-applied', message: 'You have already applied for this job.' },
    ),
  ended: (language: LanguageCode) =>
    t(language)._(
      /*i18n*/ {
        id: 'whatsapp.jobs.ended',
        message: 'This job is no longer open. Reply JOBS to see the open ones.',
      },
    ),
  policeClearance: (s: { link: string }, language: LanguageCode) =>
    t(language)._(
      /*i18n*/ {
        id: 'whatsapp.jobs.police-clearance',
        message: 'This job asks for a police clearance. Upload yours at {link} to apply for jobs like it.',
        values: { link: s.link },
      },
    ),
} as const;
