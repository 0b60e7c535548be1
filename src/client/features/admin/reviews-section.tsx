// The console's reviews (issue 20): newest first, by worker, employer or words, visible or hidden; hide with a
// reason that its author sees, or show again. A worker's review of an employer is marked as such. A page at a time
// (decision 0239): a review's card is tall on a phone.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminReview, AdminReviewsPage } from '../../../shared/schemas/admin.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent } from '../../components/ui/card.js';
import { Spinner } from '../../components/ui/spinner.js';
import { toast } from '../../components/ui/use-toast.js';
import { hideReview, showReview, useAdminAction, useAdminReviews } from './api.js';
import { formatDateTime } from './format.js';
import { Empty, FilterButtons, LoadError, Pager, ReasonDialog, SearchBox } from './parts.js';

type Show = 'all' | 'visible' | 'hidden';

function ReviewCard({ review, onHide }: { review: AdminReview; onHide: () => void }) {
  const { t } = useLingui();
  const show = useAdminAction(showReview);
  const when = formatDateTime(review.createdAt);
  const author = review.author
    ? `${review.author.name ?? ''} ${review.author.phoneNumber}`.trim()
    : t`Through a review link`;
  const reason = review.hiddenReason ?? '';
  const rating = review.rating;
  return (
    <Card data-testid="admin-review">
      <CardContent className="grid gap-2 pt-5 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          {review.employer ? (
            <span className="font-semibold">
              <span className="mr-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
                {t`Of an employer`}
              </span>
              <a
                className="text-brand-800 underline"
                href={`/admin/users?q=${encodeURIComponent(review.employer.phoneNumber)}`}
              >
                {review.employer.name}
              </a>
            </span>
          ) : (
            <a className="font-semibold text-brand-800 underline" href={`/worker/${review.workerId}`}>
              {review.workerName}
            </a>
          )}
          <span className="font-medium">{t`${rating} of 5 stars`}</span>
        </div>
        {review.review ? <p>{review.review}</p> : null}
        <p className="text-slate-600">{t`By ${author}, ${when}`}</p>
        {review.openReports > 0 ? <p className="font-medium text-red-800">{t`Reported`}</p> : null}
        {review.hiddenAt ? (
          <div className="grid gap-2 rounded-md bg-amber-50 p-3 text-amber-900">
            <p>{t`Hidden: ${reason}`}</p>
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              disabled={show.isPending}
              onClick={() =>
                show.mutate(
                  { reviewId: review.id },
                  { onSuccess: () => toast({ title: t`Review shown again` }) },
                )
              }
            >
              {t`Show again`}
            </Button>
          </div>
        ) : (
          <Button variant="destructive" size="sm" className="justify-self-start" onClick={onHide}>
            {t`Hide`}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/** One page of reviews and the pager; a page left empty by hiding (past the last) still offers the newer ones. */
function ReviewsPage({
  page,
  onPage,
  onHide,
}: {
  page: AdminReviewsPage;
  onPage: (page: number) => void;
  onHide: (review: AdminReview) => void;
}) {
  const { t } = useLingui();
  const current = page.page;
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <>
      {page.reviews.length === 0 ? (
        <Empty>{t`No reviews match.`}</Empty>
      ) : (
        <ul className="grid gap-3" aria-label={t`Reviews`}>
          {page.reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} onHide={() => onHide(review)} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 || current > 1 ? (
        <Pager
          hasNewer={current > 1}
          hasOlder={page.nextPage !== null}
          onNewer={() => onPage(Math.min(current - 1, pages))}
          onOlder={() => onPage(page.nextPage ?? current)}
          status={current <= pages ? t`Page ${current} of ${pages}` : undefined}
        />
      ) : null}
    </>
  );
}

export function ReviewsSection() {
  const { t } = useLingui();
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<Show>('all');
  // A new search or filter starts again at the newest page.
  const [page, setPage] = useState(1);
  const reviews = useAdminReviews(q, filter, page);
  const hide = useAdminAction(hideReview);
  const [target, setTarget] = useState<AdminReview | null>(null);
  const filters: [Show, string][] = [
    ['all', t`All`],
    ['visible', t`Visible`],
    ['hidden', t`Hidden`],
  ];
  return (
    <div className="grid gap-4">
      <SearchBox
        label={t`Find reviews by worker, employer or words`}
        onSearch={(text) => {
          setQ(text);
          setPage(1);
        }}
      />
      <FilterButtons
        legend={t`Which reviews`}
        options={filters}
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setPage(1);
        }}
      />
      {reviews.isLoading ? (
        <Spinner label={t`Loading reviews`} />
      ) : !reviews.data ? (
        <LoadError error={reviews.error} />
      ) : (
        <ReviewsPage page={reviews.data} onPage={setPage} onHide={setTarget} />
      )}
      {target ? (
        <ReasonDialog
          title={t`Hide this review?`}
          description={t`It leaves the profile and the rating. Its author sees it hidden, with your reason.`}
          label={t`Reason (shown to the author)`}
          submitLabel={t`Hide`}
          onClose={() => setTarget(null)}
          onSubmit={(reason) =>
            hide.mutateAsync(
              { reviewId: target.id, reason },
              { onSuccess: () => toast({ title: t`Review hidden` }) },
            )
          }
        />
      ) : null}
    </div>
  );
}
