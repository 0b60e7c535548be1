// The profile's 'Leave a Review' card: its heading and, for someone who may not review this worker, the reason,
// rendered with the profile; the form itself (react-hook-form, the fields, about 16 KB compressed) is its own chunk,
// loaded only once the server says this user may review (issue 22: most visitors of a profile have no accepted hire
// with the worker, and the form was the profile's longest task after it showed, decision 0256).
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { useAfterPaint } from '../../lib/after-paint.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { useReviewEligibility } from './api.js';

const LeaveReviewForm = lazy(async () => ({
  default: (await import('./leave-review-form.js')).LeaveReviewForm,
}));

export function LeaveReview({ workerId }: { workerId: string }) {
  // Asked once the profile has painted (decision 0258): the card's reason can come a moment later.
  const eligibility = useReviewEligibility(workerId, useAfterPaint());
  const translate = useSharedMessage();
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
        <Suspense fallback={null}>
          <LeaveReviewForm workerId={workerId} />
        </Suspense>
      ) : null}
    </Card>
  );
}
