// Route '/jobs/mine': the employer's jobs and their applicants (issue 18).
import { Trans } from '@lingui/react/macro';
import { Spinner } from '../components/ui/spinner.js';
import { useRequireAuth } from '../features/auth/index.js';
import { MyJobs } from '../features/job-posts/index.js';

export default function MyJobsPage() {
  const { user } = useRequireAuth('/jobs/mine');
  if (!user) return <Spinner />;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>My Jobs</Trans>
      </h1>
      <MyJobs />
    </div>
  );
}
