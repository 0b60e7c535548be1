// Route '/jobs/:id': one job (issue 18), with Report for anyone but its employer (issue 20).
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { Spinner } from '../components/ui/spinner.js';
import { useRequireAuth } from '../features/auth/index.js';
import { JobDetailsView } from '../features/job-posts/index.js';
import { ReportButton } from '../features/reports/index.js';

export default function JobPage() {
  const { t } = useLingui();
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useRequireAuth(`/jobs/${encodeURIComponent(id)}`);
  if (!user) return <Spinner />;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-8">
      <JobDetailsView
        jobId={id}
        actions={(job) =>
          job.isOwner ? null : (
            <ReportButton target={{ subjectType: 'job', subjectId: job.id }} label={t`Report this job`} />
          )
        }
      />
    </div>
  );
}
