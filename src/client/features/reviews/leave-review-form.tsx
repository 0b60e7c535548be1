// The worker profile's Leave a Review form: offered only to a user the server says may review this worker,
// with the reason in its place for everyone else.
import { type FormEvent, useState } from 'react';
import {
  DEFAULT_PROFILE_RATING,
  JOB_TYPE_MAX,
  REVIEW_MESSAGES,
  REVIEW_TEXT_MAX,
} from '../../../shared/schemas/reviews.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { Field, Input, Textarea } from '../../components/ui/field.js';
import { toast } from '../../components/ui/use-toast.js';
import { isUnauthorizedError } from '../../lib/api.js';
import { redirectUnauthorized } from '../auth/index.js';
import { useCreateReview, useReviewEligibility } from './api.js';
import { StarRatingInput } from './star-rating-input.js';

export function LeaveReviewForm({ workerId }: { workerId: string }) {
  const eligibility = useReviewEligibility(workerId);
  const createReview = useCreateReview(workerId);
  const [rating, setRating] = useState(DEFAULT_PROFILE_RATING);
  const [jobType, setJobType] = useState('');
  const [review, setReview] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!review.trim()) {
      toast({ ...REVIEW_MESSAGES.reviewRequired, variant: 'destructive' });
      return;
    }
    createReview.mutate(
      { rating, review, jobType },
      {
        onSuccess: () => {
          toast(REVIEW_MESSAGES.publicSubmitted);
          setRating(DEFAULT_PROFILE_RATING);
          setJobType('');
          setReview('');
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) {
            redirectUnauthorized(window.location.pathname);
            return;
          }
          toast({ ...REVIEW_MESSAGES.profileReviewFailed, variant: 'destructive' });
        },
      },
    );
  }

  const status = eligibility.data;
  return (
    <Card aria-labelledby="leave-review-title">
      <CardHeader>
        <CardTitle id="leave-review-title">Leave a Review</CardTitle>
        {status && !status.canReview ? <CardDescription>{status.message}</CardDescription> : null}
        {eligibility.isError ? (
          <CardDescription>Reviews cannot be loaded right now. Please try again later.</CardDescription>
        ) : null}
      </CardHeader>
      {status?.canReview ? (
        <CardContent>
          <form className="grid gap-4" onSubmit={onSubmit} noValidate>
            <StarRatingInput legend="Rating" value={rating} onChange={setRating} />
            <Field label="Type of Work">
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
            <Field label="Your Review" required>
              {({ id }) => (
                <Textarea
                  id={id}
                  value={review}
                  maxLength={REVIEW_TEXT_MAX}
                  placeholder="Share your experience working with this person..."
                  onChange={(e) => setReview(e.target.value)}
                />
              )}
            </Field>
            <Button type="submit" disabled={createReview.isPending} className="justify-self-start">
              {createReview.isPending ? 'Submitting...' : 'Submit Review'}
            </Button>
          </form>
        </CardContent>
      ) : null}
    </Card>
  );
}
