// Route '/jobs/near-me': open jobs near the worker, as a list (issue 18).
import { Trans } from '@lingui/react/macro';
import { Spinner } from '../components/ui/spinner.js';
import { useRequireAuth } from '../features/auth/index.js';
import { JobsNearMe } from '../features/job-posts/index.js';

export default function JobsNearMePage() {
  const { user } = useRequireAuth('/jobs/near-me');
  if (!user) return <Spinner />;
  return (
    <div className="mx-auto grid w-full max-w-2xl grid-cols-1 gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>Jobs Near Me</Trans>
      </h1>
      <JobsNearMe />
    </div>
  );
}
