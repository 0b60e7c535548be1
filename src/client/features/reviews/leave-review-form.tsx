// The worker profile's Leave a Review form, inside the card leave-review.tsx renders for a user the server says may
// review this worker. Its own chunk; its checks (zod and the shared schema, whose building was ~100 ms of a slow
// phone's main thread) load on their own when the form is first used, not with the form (issue 22).
import { useLingui } from '@lingui/react/macro';
import { FormProvider, useForm } from 'react-hook-form';
import { DEFAULT_PROFILE_RATING, REVIEW_MESSAGES } from '../../../shared/schemas/review-texts.js';
import type { CreateReviewInput } from '../../../shared/schemas/reviews.js';
import { Button } from '../../components/ui/button.js';
import { CardContent } from '../../components/ui/card.js';
import { isUnauthorizedError } from '../../lib/api.js';
import { lazyResolver } from '../../lib/lazy-resolver.js';
import { redirectUnauthorized } from '../auth/index.js';
import { useCreateReview } from './api.js';
import { ReviewFields } from './review-fields.js';
import { sharedToast } from './shared-toast.js';

type LeaveReviewInput = Omit<CreateReviewInput, 'workerId'>;
const EMPTY: LeaveReviewInput = { rating: DEFAULT_PROFILE_RATING, jobType: '', review: '' };

// The shared schema without the worker (the page knows it). The values go as typed (the server trims them); the
// schema only decides whether they may go.
const leaveReviewResolver = lazyResolver<LeaveReviewInput, LeaveReviewInput>(async () => {
  const [{ zodResolver }, { createReviewSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../../../shared/schemas/reviews.js'),
  ]);
  return zodResolver(createReviewSchema.omit({ workerId: true }), undefined, { raw: true });
});

export function LeaveReviewForm({ workerId }: { workerId: string }) {
  const createReview = useCreateReview(workerId);
  const { t } = useLingui();
  const form = useForm<LeaveReviewInput>({
    resolver: leaveReviewResolver.resolver,
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

  return (
    <CardContent>
      <FormProvider {...form}>
        {/* The checks start downloading when the form is first touched (focus reaches a star, a field or the
            button), so they are normally here by the time it is sent; sending waits for them if not. */}
        <form className="grid gap-4" onSubmit={onSubmit} onFocus={leaveReviewResolver.preload} noValidate>
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
  );
}
