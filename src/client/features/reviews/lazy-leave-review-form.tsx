// The profile's 'Leave a Review' form, loaded after the profile has rendered: it sits at the bottom of the page and
// brings the form library and its checks (about 17 KB compressed), which the profile's first screen does not need.
// On a slow phone that was the profile's longest task before it showed (issue 22: total blocking time).
import { lazy, Suspense } from 'react';

const LeaveReviewForm = lazy(async () => ({
  default: (await import('./leave-review-form.js')).LeaveReviewForm,
}));

export function LazyLeaveReviewForm({ workerId }: { workerId: string }) {
  return (
    <Suspense fallback={null}>
      <LeaveReviewForm workerId={workerId} />
    </Suspense>
  );
}
