// Route /worker/:id: the public worker profile (login required), or 'Worker Not Found'.
import { useParams } from 'wouter';
import { buttonClass } from '../components/ui/button.js';
import { Spinner } from '../components/ui/spinner.js';
import { RequireAuth } from '../features/auth/index.js';
import { HireButton } from '../features/hires/index.js';
import { LeaveReviewForm } from '../features/reviews/index.js';
import { useWorkerProfile, WorkerProfileView } from '../features/worker-profile/index.js';

function Profile({ id }: { id: string }) {
  const profile = useWorkerProfile(id);
  if (profile.isLoading) return <Spinner label="Loading profile" />;
  if (profile.isError || !profile.data) {
    const notFound = profile.error instanceof Error && profile.error.message.startsWith('404');
    return (
      <div className="mx-auto grid max-w-md gap-3 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">
          {notFound ? 'Worker Not Found' : 'Could not load this profile'}
        </h1>
        <p className="text-slate-600">
          {notFound
            ? 'This worker does not exist or is no longer listed.'
            : 'Please check your connection and try again.'}
        </p>
        <a href="/find-workers" className={buttonClass('default')}>
          Back to Find Workers
        </a>
      </div>
    );
  }
  return (
    <WorkerProfileView
      worker={profile.data}
      headerActions={<HireButton worker={profile.data} size="default" className="" />}
      reviewForm={<LeaveReviewForm workerId={profile.data.id} />}
    />
  );
}

export default function WorkerProfilePage() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <RequireAuth returnTo={window.location.pathname + window.location.search} notice>
      {() => <Profile id={id} />}
    </RequireAuth>
  );
}
