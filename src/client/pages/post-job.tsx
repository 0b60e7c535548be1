// Route '/jobs/new': Post a Job (issue 18), for a signed-in employer (others go to sign in and come back).
import { Trans } from '@lingui/react/macro';
import { Spinner } from '../components/ui/spinner.js';
import { useRequireAuth } from '../features/auth/index.js';
import { PostJobForm } from '../features/job-posts/index.js';

export default function PostJobPage() {
  const { user } = useRequireAuth('/jobs/new');
  if (!user) return <Spinner />;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>Post a Job</Trans>
      </h1>
      <p className="text-slate-700">
        <Trans>
          Workers nearby with the skill hear of it and apply; you choose whom to hire. Posting is free, and no
          worker ever pays to apply.
        </Trans>
      </p>
      <PostJobForm />
    </div>
  );
}
