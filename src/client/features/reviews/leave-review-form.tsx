// The worker profile's Leave a Review form: offered only to a user the server says may review this worker,
// with the reason in its place for everyone else.
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormProvider, useForm } from 'react-hook-form';
import {
  type CreateReviewInput,
  createReviewSchema,
  DEFAULT_PROFILE_RATING,
  REVIEW_MESSAGES,
} from '../../../shared/schemas/reviews.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { isUnauthorizedError } from '../../lib/api.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { redirectUnauthorized } from '../auth/index.js';
import { useCreateReview, useReviewEligibility } from './api.js';
import { ReviewFields } from './review-fields.js';
import { sharedToast } from './shared-toast.js';

type LeaveReviewInput = Omit<CreateReviewInput, 'workerId'>;
const leaveReviewSchema = createReviewSchema.omit({ workerId: true });
const EMPTY: LeaveReviewInput = { rating: DEFAULT_PROFILE_RATING, jobType: '', review: '' };

export function LeaveReviewForm({ workerId }: { workerId: string }) {
  const eligibility = useReviewEligibility(workerId);
  const createReview = useCreateReview(workerId);
  const { t } = useLingui();
  const translate = useSharedMessage();
  // The values go as typed (the server trims them); the schema only decides whether they may go.
  const form = useForm<LeaveReviewInput>({
    resolver: zodResolver(leaveReviewSchema, undefined, { raw: true }),
    defaultValues: EMPTY,
  });

  const onSubmit = form.handleSubmit(
    (values) =>
      createReview.mutate(values, {
        onSuccess: () => {
          sharedToast(REVIEW_MESSAGES.publicSubmitted);
          form.reset(EMPTY);
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) {
            redirectUnauthorized(window.location.pathname);
            return;
          }
          sharedToast(REVIEW_MESSAGES.profileReviewFailed, 'destructive');
        },
      }),
    () => sharedToast(REVIEW_MESSAGES.reviewRequired, 'destructive'),
  );

  const status = eligibility.data;
  return (
    <Card aria-labelledby="leave-review-title">
      <CardHeader>
        <CardTitle id="leave-review-title">
          <Trans>Leave a Review</Trans>
        </CardTitle>
        {status && !status.canReview ? <CardDescription>{translate(status.message)}</CardDescription> : null}
        {eligibility.isError ? (
          <CardDescription>
            <Trans>Reviews cannot be loaded right now. Please try again later.</Trans>
          </CardDescription>
        ) : null}
      </CardHeader>
      {status?.canReview ? (
        <CardContent>
          <FormProvider {...form}>
            <form className="grid gap-4" onSubmit={onSubmit} noValidate>
              <ReviewFields
                jobTypeLabel={t`Type of Work`}
                reviewLabel={t`Your Review`}
                reviewRequired
                reviewPlaceholder={t`Share your experience working with this person...`}
              />
              <Button type="submit" disabled={createReview.isPending} className="justify-self-start">
                {createReview.isPending ? t`Submitting...` : t`Submit Review`}
              </Button>
            </form>
          </FormProvider>
        </CardContent>
      ) : null}
    </Card>
  );
}
