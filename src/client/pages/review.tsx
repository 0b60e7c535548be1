// /review/:token — the public review form an employer opens from the SMS, signed in or not.
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'wouter';
import {
  EMPLOYER_SIGN_UP_URL,
  JOB_TYPE_MAX,
  REVIEW_MESSAGES,
  REVIEW_TEXT_MAX,
  REVIEWER_NAME_MAX,
  type ReviewRequestLookup,
} from '../../shared/schemas/reviews.js';
import { Button, buttonClass } from '../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card.js';
import { Field, Input, Textarea } from '../components/ui/field.js';
import { Spinner } from '../components/ui/spinner.js';
import { toast } from '../components/ui/use-toast.js';
import { useReviewRequest, useSubmitReviewRequest } from '../features/reviews/api.js';
import { StarRatingInput } from '../features/reviews/star-rating-input.js';
import { serverMessage } from '../lib/api.js';

function WorkerSummary({ worker }: { worker: ReviewRequestLookup['worker'] }) {
  return (
    <div className="flex items-center gap-4">
      {worker.profilePhotoUrl ? (
        <img
          src={worker.profilePhotoUrl}
          alt={worker.fullName}
          className="h-16 w-16 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-2xl font-semibold text-brand-800"
        >
          {worker.fullName.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <div className="min-w-0">
        <p className="text-lg font-semibold">{worker.fullName}</p>
        {worker.skills.length > 0 ? (
          <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="Skills">
            {worker.skills.map((skill) => (
              <li key={skill} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-800">
                {skill}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

function ReviewNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{REVIEW_MESSAGES.notFound.title}</h1>
      <p className="mt-3 text-slate-700">{REVIEW_MESSAGES.notFound.description}</p>
      <Link href="/" className={buttonClass('default', 'default', 'mt-6')}>
        Go to Home
      </Link>
    </div>
  );
}

function ThankYou() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <CheckCircle2 size={56} aria-hidden="true" className="mx-auto text-brand-700" />
      <h1 className="mt-4 text-3xl font-bold">Thank You!</h1>
      <p className="mt-3 text-slate-700">
        Your review has been submitted. It helps good workers get hired and helps employers choose with
        confidence.
      </p>
      <p className="mt-6 text-slate-700">Looking for reliable workers near you? Browsing is free.</p>
      <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href={EMPLOYER_SIGN_UP_URL} className={buttonClass('default')}>
          Sign Up as Employer
        </Link>
        <Link href="/" className={buttonClass('outline')}>
          Go to Home
        </Link>
      </div>
    </div>
  );
}

export default function ReviewPage() {
  const { token = '' } = useParams<{ token: string }>();
  const lookup = useReviewRequest(token);
  const submit = useSubmitReviewRequest(token);
  const [rating, setRating] = useState<number | null>(null);
  const [employerName, setEmployerName] = useState('');
  const [jobType, setJobType] = useState('');
  const [review, setReview] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);

  function send(shouldSignUp: boolean) {
    if (rating === null) {
      toast({ ...REVIEW_MESSAGES.ratingRequired, variant: 'destructive' });
      return;
    }
    submit.mutate(
      { rating, employerName, jobType, review, shouldSignUp },
      {
        onSuccess: () => {
          toast(REVIEW_MESSAGES.publicSubmitted);
          setIsSubmitted(true);
        },
        onError: (error) => {
          toast({
            title: REVIEW_MESSAGES.publicSubmitFailed.title,
            description: serverMessage(error) ?? REVIEW_MESSAGES.publicSubmitFailed.fallback,
            variant: 'destructive',
          });
        },
      },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send(false);
  }

  if (isSubmitted) return <ThankYou />;
  if (lookup.isLoading) return <Spinner label="Loading review" />;
  if (lookup.isError || !lookup.data) return <ReviewNotFound />;

  const { worker } = lookup.data;
  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:py-12">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">Leave a Review</h1>
          <CardDescription>
            {worker.fullName} asked you to review their work. No account is needed.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <WorkerSummary worker={worker} />
          <form className="grid gap-4" onSubmit={onSubmit} noValidate>
            <StarRatingInput legend="Rating" value={rating} onChange={setRating} required />
            <Field label="Your Name (optional)" hint="Shown as Anonymous if left empty">
              {({ id, describedBy }) => (
                <Input
                  id={id}
                  value={employerName}
                  maxLength={REVIEWER_NAME_MAX}
                  autoComplete="name"
                  aria-describedby={describedBy}
                  onChange={(e) => setEmployerName(e.target.value)}
                />
              )}
            </Field>
            <Field label="Type of Work (optional)">
              {({ id }) => (
                <Input
                  id={id}
                  value={jobType}
                  maxLength={JOB_TYPE_MAX}
                  placeholder="e.g. Gardening"
                  onChange={(e) => setJobType(e.target.value)}
                />
              )}
            </Field>
            <Field label="Your Review (optional)">
              {({ id }) => (
                <Textarea
                  id={id}
                  value={review}
                  maxLength={REVIEW_TEXT_MAX}
                  placeholder="How was it working with them?"
                  onChange={(e) => setReview(e.target.value)}
                />
              )}
            </Field>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button type="submit" disabled={submit.isPending}>
                {submit.isPending ? 'Submitting...' : 'Submit Review'}
              </Button>
              <Button variant="outline" disabled={submit.isPending} onClick={() => send(true)}>
                Submit &amp; Sign Up as Employer
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
