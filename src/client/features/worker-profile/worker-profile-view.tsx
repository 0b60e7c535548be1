// The worker profile page's content: every section the spec lists. `headerActions` is where the hiring feature puts
// its Hire button and `reviewForm` where the reviews feature puts 'Leave a Review'.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, EyeOff, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { availabilityLabel } from '../../../shared/i18n/availability-labels.js';
import { categoryLabel } from '../../../shared/i18n/category-labels.js';
import type { WorkerProfile } from '../../../shared/schemas/search.js';
import { Card, CardHeader, CardTitle } from '../../components/ui/card.js';
import { useAfterPaint } from '../../lib/after-paint.js';
import { formatMediumDate } from '../../lib/format-date.js';
import { RATE_ON_REQUEST, rand } from '../../lib/format-rate.js';
import { TIER_TEXTS } from '../../lib/product-texts.js';
import { spokenLanguagesText } from '../../lib/spoken-languages.js';
import { HiddenVoiceNote, VoicePlayer } from '../voice-notes/index.js';
import { ProfileHeader, Stars } from './profile-header.js';
import { VoiceIntro } from './voice-intro.js';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <div className="px-5 pb-5 text-sm text-slate-800">{children}</div>
    </Card>
  );
}

/** Only the review's author sees a hidden review, with the admin's reason (issue 20). */
function HiddenReviewNote({ reason }: { reason: string }) {
  return (
    <p className="mt-2 flex items-start gap-2 rounded-md bg-amber-50 p-2 text-amber-900">
      <EyeOff size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
      <span>
        <Trans>Work Local has hidden your review from this profile. Reason: {reason}</Trans>
      </span>
    </p>
  );
}

function CheckLine({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      {ok ? (
        <CheckCircle2 size={16} aria-hidden="true" className="text-green-700" />
      ) : (
        <XCircle size={16} aria-hidden="true" className="text-slate-400" />
      )}
      {children}
    </li>
  );
}

type ProfileReview = WorkerProfile['reviews'][number];

/** The reviews' author: the spec's ANONYMOUS_REVIEWER, in the reader's language. */
const ANONYMOUS_EMPLOYER = msg`Anonymous Employer`;
/** A reference's kind as stored ('employer', the only one written today). */
const REFERENCE_TYPES: Record<string, MessageDescriptor> = { employer: msg`employer` };

export function WorkerProfileView({
  worker,
  headerActions,
  reviewForm,
  reviewActions,
}: {
  worker: WorkerProfile;
  headerActions?: ReactNode;
  reviewForm?: ReactNode;
  /** Beside each review (the reports feature's Report button). */
  reviewActions?: (review: ProfileReview) => ReactNode;
}) {
  // The header (photo, name, Hire) first, painted on its own; the sections below it in a render of their own right
  // after the paint. On a slow phone the whole profile in one render was a 160-290 ms task that held back the header's
  // paint, the page's LCP (issue 22; decision 0390: Preact has no deferred renders, so the paint is waited for).
  const showSections = useAfterPaint();
  return (
    <div className="mx-auto grid max-w-4xl gap-4 px-4 py-6">
      <ProfileHeader worker={worker} actions={headerActions} />
      {showSections ? (
        <ProfileSections worker={worker} reviewForm={reviewForm} reviewActions={reviewActions} />
      ) : null}
    </div>
  );
}

function ProfileSections({
  worker,
  reviewForm,
  reviewActions,
}: {
  worker: WorkerProfile;
  reviewForm?: ReactNode;
  reviewActions?: ((review: ProfileReview) => ReactNode) | undefined;
}) {
  const { t, i18n } = useLingui();
  const tier = i18n._(TIER_TEXTS[worker.tierLevel].name);
  const totalReviews = worker.totalReviews;
  const referenceType = (type: string) => {
    const known = REFERENCE_TYPES[type];
    return known ? i18n._(known) : type;
  };
  return (
    <>
      <Section title={t`Skills`}>
        <ul className="flex flex-wrap gap-1">
          {worker.skills.map((s) => (
            <li key={s} className="rounded-md bg-slate-100 px-2 py-1 text-xs">
              {i18n._(categoryLabel(s))}
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t`About`}>
        <VoiceIntro worker={worker} />
        <p className="whitespace-pre-line">{worker.description || t`No description yet.`}</p>
      </Section>

      <Section title={t`Availability`}>
        <p>{i18n._(availabilityLabel(worker.availability))}</p>
      </Section>

      {worker.spokenLanguages.length > 0 ? (
        <Section title={t`Languages`}>
          <p data-testid="spoken-languages">{spokenLanguagesText(worker.spokenLanguages, i18n)}</p>
        </Section>
      ) : null}

      <Section title={t`Rates`}>
        <dl className="grid grid-cols-2 gap-2">
          <dt className="text-slate-600">
            <Trans>Daily rate</Trans>
          </dt>
          <dd className="font-medium">
            {worker.dailyRate ? rand(worker.dailyRate) : i18n._(RATE_ON_REQUEST)}
          </dd>
          <dt className="text-slate-600">
            <Trans>Hourly rate</Trans>
          </dt>
          <dd className="font-medium">
            {worker.hourlyRate ? rand(worker.hourlyRate) : i18n._(RATE_ON_REQUEST)}
          </dd>
        </dl>
      </Section>

      <Section title={t`Verification Status`}>
        <ul className="grid gap-1">
          <CheckLine ok={worker.isVerified}>
            {worker.isVerified ? t`ID Verification: Verified` : t`ID Verification: Not verified`}
          </CheckLine>
          <CheckLine ok={worker.hasPoliceClearance}>
            {worker.hasPoliceClearance ? t`Police Clearance: Cleared` : t`Police Clearance: Not provided`}
          </CheckLine>
          <li>
            <Trans>Tier: {tier}</Trans>
          </li>
        </ul>
      </Section>

      <Section title={t`Verified References`}>
        {worker.references.length === 0 ? (
          <p className="text-slate-600">
            <Trans>No references yet.</Trans>
          </p>
        ) : (
          <ul className="grid gap-3">
            {worker.references.map((r) => (
              <li key={r.id} className="rounded-md border border-slate-100 p-3">
                <p className="font-medium">
                  {r.referenceName}
                  {r.isVerified ? (
                    <span className="ml-2 inline-flex items-center gap-1 text-xs text-green-800">
                      <CheckCircle2 size={12} aria-hidden="true" /> <Trans>Verified</Trans>
                    </span>
                  ) : null}
                </p>
                <p className="text-xs capitalize text-slate-600">{referenceType(r.referenceType)}</p>
                {r.testimonial ? <p className="mt-1">“{r.testimonial}”</p> : null}
                {r.voice ? (
                  <div className="mt-2">
                    <VoicePlayer note={r.voice} kind="reference" />
                    {r.voice.hiddenReason ? <HiddenVoiceNote reason={r.voice.hiddenReason} /> : null}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t`Work History`}>
        {worker.workHistory.length === 0 ? (
          <p className="text-slate-600">
            <Trans>No work history added.</Trans>
          </p>
        ) : (
          <ul className="grid gap-2">
            {worker.workHistory.map((h, i) => (
              <li key={`${h.workType}-${i}`}>
                <p className="font-medium">
                  {h.workType} · {h.employerName}
                </p>
                {h.duties ? <p className="text-slate-600">{h.duties}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t`Reviews (${totalReviews})`}>
        {worker.reviews.length === 0 ? (
          <p className="text-slate-600">
            <Trans>No reviews yet.</Trans>
          </p>
        ) : (
          <ul className="grid gap-3">
            {worker.reviews.map((r) => (
              <li key={r.id} className="border-b border-slate-100 pb-3 last:border-0">
                <div className="flex flex-wrap items-center gap-2">
                  <Stars rating={r.rating} />
                  <span className="font-medium">{i18n._(ANONYMOUS_EMPLOYER)}</span>
                  <span className="text-xs text-slate-500">{formatMediumDate(r.createdAt)}</span>
                </div>
                {r.jobType ? (
                  <p className="text-xs text-slate-600">{i18n._(categoryLabel(r.jobType))}</p>
                ) : null}

                {r.review ? <p className="mt-1">{r.review}</p> : null}
                {r.hiddenReason ? <HiddenReviewNote reason={r.hiddenReason} /> : null}
                {reviewActions ? <div className="mt-1">{reviewActions(r)}</div> : null}
              </li>
            ))}
          </ul>
        )}
      </Section>

      {reviewForm}
    </>
  );
}
