// My Jobs (issue 18): the employer's jobs, open ones first, with their applicants and Hire on each, and Close.
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { MyJob } from '../../../shared/schemas/job-posts.js';
import { Button, buttonClass } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { Spinner } from '../../components/ui/spinner.js';
import { toast } from '../../components/ui/use-toast.js';
import { formatCalendarDate } from '../../lib/format-date.js';
import { useCloseJob, useMyJobs } from './api.js';
import { Applicants } from './applicants.js';
import { JOB_STATUS_LABELS, payText } from './labels.js';

function MyJobCard({ job, startOpen }: { job: MyJob; startOpen: boolean }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(startOpen || job.applicantCount > 0);
  const close = useCloseJob();
  const active = job.status === 'open' || job.status === 'filled';
  return (
    <Card data-testid="my-job">
      <CardHeader>
        <CardTitle>
          <Link href={`/jobs/${job.id}`} className="text-brand-800 underline">
            {job.title}
          </Link>
        </CardTitle>
        <CardDescription>
          {i18n._(JOB_STATUS_LABELS[job.status])} · {job.suburb}, {job.city} · {payText(i18n, job)} ·{' '}
          {t`from ${formatCalendarDate(job.startDate)}`}
        </CardDescription>
        <p className="text-sm text-slate-700">
          {t`${job.applicantCount} applied · ${job.hiredCount} of ${job.places} hired`}
        </p>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {open ? t`Hide applicants` : t`Show applicants`}
          </Button>
          {active ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={close.isPending}
              onClick={() =>
                close.mutate(job.id, {
                  onSuccess: () => toast({ title: t`Job closed`, description: t`Applicants are told.` }),
                })
              }
            >
              <Trans>Close the job</Trans>
            </Button>
          ) : null}
        </div>
        {open ? <Applicants jobId={job.id} canHire={active} /> : null}
      </CardContent>
    </Card>
  );
}

export function MyJobs() {
  const { data, isLoading, error } = useMyJobs();
  const posted = new URLSearchParams(useSearch()).get('posted');
  return (
    <div className="grid gap-4">
      <Link href="/jobs/new" className={buttonClass('default', 'default', 'w-full sm:w-auto')}>
        <Plus size={16} aria-hidden="true" />
        <Trans>Post a Job</Trans>
      </Link>
      {isLoading ? (
        <Spinner />
      ) : error || !data ? (
        <p role="alert" className="text-red-700">
          <Trans>Could not load your jobs. Please try again.</Trans>
        </p>
      ) : data.jobs.length === 0 ? (
        <p className="text-slate-700">
          <Trans>You have not posted a job yet. Post one and nearby workers with the skill hear of it.</Trans>
        </p>
      ) : (
        data.jobs.map((job) => <MyJobCard key={job.id} job={job} startOpen={job.id === posted} />)
      )}
    </div>
  );
}
