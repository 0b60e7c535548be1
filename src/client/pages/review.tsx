// /review/:token — the public review form an employer opens from the SMS, signed in or not.
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { categoryLabel } from '../../shared/i18n/category-labels.js';
import {
  EMPLOYER_SIGN_UP_URL,
  REVIEW_MESSAGES,
  type ReviewRequestLookup,
} from '../../shared/schemas/reviews.js';
import { Avatar } from '../components/ui/avatar.js';
import { buttonClass } from '../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card.js';
import { Spinner } from '../components/ui/spinner.js';
import { PublicReviewForm, useReviewRequest } from '../features/reviews/index.js';
import { useSharedMessage } from '../lib/shared-message.js';

function WorkerSummary({ worker }: { worker: ReviewRequestLookup['worker'] }) {
  const { t, i18n } = useLingui();
  return (
    <div className="flex items-center gap-4">
      <Avatar
        src={worker.profilePhotoUrl}
        name={worker.fullName}
        alt={worker.profilePhotoUrl ? worker.fullName : ''}
        size={64}
        eager
        tone="brand"
        className="h-16 w-16 text-2xl"
      />
      <div className="min-w-0">
        <p className="text-lg font-semibold">{worker.fullName}</p>
        {worker.skills.length > 0 ? (
          <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={t`Skills`}>
            {worker.skills.map((skill) => (
              <li key={skill} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-800">
                {i18n._(categoryLabel(skill))}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

function ReviewNotFound() {
  const translate = useSharedMessage();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{translate(REVIEW_MESSAGES.notFound.title)}</h1>
      <p className="mt-3 text-slate-700">{translate(REVIEW_MESSAGES.notFound.description)}</p>
      <Link href="/" className={buttonClass('default', 'default', 'mt-6')}>
        <Trans>Go to Home</Trans>
      </Link>
    </div>
  );
}

/** A used link opened again (the SMS stays on the phone): the review came in, so thanks, not 'Review Not Found'. */
function ReviewReceived({ name }: { name: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <CheckCircle2 size={56} aria-hidden="true" className="mx-auto text-brand-700" />
      <h1 className="mt-4 text-3xl font-bold">
        <Trans>Review Received</Trans>
      </h1>
      <p className="mt-3 text-slate-700">
        <Trans>Thank you: your review of {name} has been received. This link can only be used once.</Trans>
      </p>
      <Link href="/" className={buttonClass('default', 'default', 'mt-6')}>
        <Trans>Go to Home</Trans>
      </Link>
    </div>
  );
}

function ThankYou() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <CheckCircle2 size={56} aria-hidden="true" className="mx-auto text-brand-700" />
      <h1 className="mt-4 text-3xl font-bold">
        <Trans>Thank You!</Trans>
      </h1>
      <p className="mt-3 text-slate-700">
        <Trans>
          Your review has been submitted. It helps good workers get hired and helps employers choose with
          confidence.
        </Trans>
      </p>
      <p className="mt-6 text-slate-700">
        <Trans>Looking for reliable workers near you? Browsing is free.</Trans>
      </p>
      <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href={EMPLOYER_SIGN_UP_URL} className={buttonClass('default')}>
          <Trans>Sign Up as Employer</Trans>
        </Link>
        <Link href="/" className={buttonClass('outline')}>
          <Trans>Go to Home</Trans>
        </Link>
      </div>
    </div>
  );
}

export default function ReviewPage() {
  const { token = '' } = useParams<{ token: string }>();
  const lookup = useReviewRequest(token);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const { t } = useLingui();

  if (isSubmitted) return <ThankYou />;
  if (lookup.isLoading) return <Spinner label={t`Loading review`} />;
  if (lookup.isError || !lookup.data) return <ReviewNotFound />;

  const { worker } = lookup.data;
  const name = worker.fullName;
  if (lookup.data.received) return <ReviewReceived name={name} />;
  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:py-12">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">
            <Trans>Leave a Review</Trans>
          </h1>
          <CardDescription>
            <Trans>{name} asked you to review their work. No account is needed.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <WorkerSummary worker={worker} />
          <PublicReviewForm token={token} onSubmitted={() => setIsSubmitted(true)} />
        </CardContent>
      </Card>
    </div>
  );
}
