// Route /worker/:id: the public worker profile (login required), or 'Worker Not Found'.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'wouter';
import { WORKER_PROFILE_PATH } from '../../shared/page-paths.js';
import { buttonClass } from '../components/ui/button.js';
import { SavedCopyNotice } from '../components/ui/saved-copy-notice.js';
import { Spinner } from '../components/ui/spinner.js';
import { RequireAuth } from '../features/auth/index.js';
import { HireButton } from '../features/hires/index.js';
import { ReportButton } from '../features/reports/index.js';
import { LeaveReview } from '../features/reviews/index.js';
import { BlockWorkerButton } from '../features/trust/index.js';
import {
  prefetchWorkerProfile,
  useWorkerProfile,
  WorkerProfileView,
} from '../features/worker-profile/index.js';
import { useSavedCopyTime } from '../lib/offline.js';

function Profile({ id }: { id: string }) {
  const { t } = useLingui();
  const profile = useWorkerProfile(id);
  const savedAt = useSavedCopyTime(`/api/workers/${id}`);
  if (profile.isLoading) return <Spinner label={t`Loading profile`} />;
  if (profile.isError || !profile.data) {
    const notFound = profile.error instanceof Error && profile.error.message.startsWith('404');
    return (
      <div className="mx-auto grid max-w-md gap-3 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">
          {notFound ? t`Worker Not Found` : t`Could not load this profile`}
        </h1>
        <p className="text-slate-600">
          {notFound
            ? t`This worker does not exist or is no longer listed.`
            : t`Please check your connection and try again.`}
        </p>
        <a href="/find-workers" className={buttonClass('default')}>
          <Trans>Back to Find Workers</Trans>
        </a>
      </div>
    );
  }
  const worker = profile.data;
  return (
    <>
      {savedAt ? (
        <div className="mx-auto max-w-4xl px-4 pt-4">
          <SavedCopyNotice savedAt={savedAt} />
        </div>
      ) : null}
      <WorkerProfileView
        worker={worker}
        headerActions={
          <>
            <HireButton worker={worker} size="default" className="" />
            {worker.isOwnProfile ? null : (
              <>
                {/* Booking her for a day or every week (issue 33): the form is its own page and chunk. */}
                <Link
                  href={`/worker/${encodeURIComponent(worker.id)}/book`}
                  className={buttonClass('outline')}
                >
                  <Trans>Book</Trans>
                </Link>
                <ReportButton
                  target={{ subjectType: 'worker', subjectId: worker.id }}
                  label={t`Report this worker`}
                />
                <BlockWorkerButton workerId={worker.id} name={worker.fullName} />
              </>
            )}
          </>
        }
        reviewForm={<LeaveReview workerId={worker.id} />}
        reviewActions={(review) =>
          review.isOwnReview ? null : (
            <ReportButton
              target={{ subjectType: 'review', subjectId: review.id }}
              label={t`Report this review`}
            />
          )
        }
      />
    </>
  );
}

/** For the shell, on a visit straight to a profile: its data, fetched alongside the session's user check. */
/** The profile of the address (a visit straight to it, app/early-pages.ts): its data and photo before the page renders. */
export function prefetchData(pathname: string): void {
  const id = WORKER_PROFILE_PATH.exec(pathname)?.[1];
  if (id) prefetchWorkerProfile(id);
}

export default function WorkerProfilePage() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <RequireAuth returnTo={window.location.pathname + window.location.search} notice>
      {() => <Profile id={id} />}
    </RequireAuth>
  );
}
