// The job page (issue 18): what the job is, the general area and pay; Apply (with a short message) for a worker with
// a live listing; the applicants for its employer; the exact address only for the employer and the hired worker.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { MapPin, ShieldCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { categoryLabel } from '../../../shared/i18n/category-labels.js';
import type { JobDetails } from '../../../shared/schemas/job-posts.js';
import { JOB_POST_MESSAGES } from '../../../shared/schemas/job-posts.js';
import { Button, buttonClass } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { TextareaField } from '../../components/ui/form-fields.js';
import { SavedCopyNotice } from '../../components/ui/saved-copy-notice.js';
import { Spinner } from '../../components/ui/spinner.js';
import { toast } from '../../components/ui/use-toast.js';
import { serverMessage } from '../../lib/api.js';
import { formatCalendarDate } from '../../lib/format-date.js';
import { isQueued } from '../../lib/offline.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { useAuth } from '../auth/index.js';
import { useApply, useJob } from './api.js';
import { Applicants } from './applicants.js';
import { HIRE_STATUS_LABELS, JOB_STATUS_LABELS, payText, SCHEDULE_LABELS } from './labels.js';

function ApplyForm({ job }: { job: JobDetails }) {
  const { t, i18n } = useLingui();
  const translate = useSharedMessage();
  const { user } = useAuth();
  const apply = useApply(job.id);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  // Queued offline: the application goes when the connection returns, so a second tap would only queue it again.
  const [queued, setQueued] = useState(false);

  if (job.myApplication) {
    const hire = job.myApplication.hire;
    return (
      <p role="status" className="rounded-md bg-brand-50 p-3 text-sm text-brand-900">
        {hire
          ? i18n._(HIRE_STATUS_LABELS[hire.status])
          : t`You applied. The employer will be in touch through Work Local.`}{' '}
        {hire?.status === 'requested' ? (
          <Link href="/worker-dashboard" className="underline">
            <Trans>Answer the hire request on your dashboard</Trans>
          </Link>
        ) : null}
      </p>
    );
  }
  if (job.status !== 'open') return null;
  if (!user?.hasWorkerProfile) {
    return (
      <p className="text-sm">
        <Trans>Only registered workers with a live listing can apply.</Trans>{' '}
        <Link href="/register-worker" className="text-brand-800 underline">
          <Trans>Register as a Worker</Trans>
        </Link>
      </p>
    );
  }
  if (job.requiresPoliceClearance && !job.viewerHasPoliceClearance) {
    // Said before the tap, not after it (issue 32): the job is only for workers with a clearance on file.
    return (
      <p role="note" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
        {translate(JOB_POST_MESSAGES.policeClearanceRequired)}{' '}
        <Link href="/worker-dashboard" className="underline">
          <Trans>Go to Dashboard</Trans>
        </Link>
      </p>
    );
  }
  const submit = () => {
    setError(undefined);
    apply.mutate(message, {
      onSuccess: (answer) => {
        if (isQueued(answer)) setQueued(true);
        toast(
          isQueued(answer)
            ? {
                title: t`Saved to send later`,
                description: t`You are offline. Your application will be sent when the connection returns.`,
              }
            : { title: t`Application sent`, description: t`The employer can now see your profile.` },
        );
      },
      onError: (e) => setError(translate(serverMessage(e)) ?? t`Could not apply. Please try again.`),
    });
  };
  return (
    <div className="grid gap-3">
      <TextareaField
        label={t`A short message to the employer (optional)`}
        hint={t`No phone numbers or links: the employer reaches you through Work Local.`}
        maxLength={500}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {queued ? (
        <p role="status" className="text-sm text-slate-700">
          <Trans>You are offline. Your application will be sent when the connection returns.</Trans>
        </p>
      ) : null}
      <Button onClick={submit} disabled={apply.isPending || queued}>
        <Trans>Apply for this job</Trans>
      </Button>
    </div>
  );
}

function JobFacts({ job }: { job: JobDetails }) {
  const { t, i18n } = useLingui();
  const days = job.daysPerWeek;
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2">
      <div>
        <dt className="font-medium text-slate-600">
          <Trans>Pay</Trans>
        </dt>
        <dd>{payText(i18n, job)}</dd>
      </div>
      <div>
        <dt className="font-medium text-slate-600">
          <Trans>Starts</Trans>
        </dt>
        <dd>{formatCalendarDate(job.startDate)}</dd>
      </div>
      <div>
        <dt className="font-medium text-slate-600">
          <Trans>How often</Trans>
        </dt>
        <dd>
          {i18n._(SCHEDULE_LABELS[job.schedule])}
          {days ? (
            <>
              {' · '}
              <Plural value={days} one="# day a week" other="# days a week" />
            </>
          ) : null}
        </dd>
      </div>
      <div>
        <dt className="font-medium text-slate-600">
          <Trans>Hours</Trans>
        </dt>
        <dd>
          <Plural value={job.hoursPerDay} one="# hour a day" other="# hours a day" />
          {job.paidHoursPerDay > job.hoursPerDay ? ` (${t`paid as ${job.paidHoursPerDay} hours`})` : ''}
        </dd>
      </div>
      <div>
        <dt className="font-medium text-slate-600">
          <Trans>Skills</Trans>
        </dt>
        <dd>{job.skills.map((s) => i18n._(categoryLabel(s))).join(', ')}</dd>
      </div>
      <div>
        <dt className="font-medium text-slate-600">
          <Trans>Workers needed</Trans>
        </dt>
        <dd>{job.places}</dd>
      </div>
    </dl>
  );
}

export function JobDetailsView({
  jobId,
  actions,
}: {
  jobId: string;
  /** Beside the job's heading, from the page (the reports feature's Report button). */
  actions?: (job: JobDetails) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { data: job, isLoading, error, savedAt } = useJob(jobId);
  if (isLoading) return <Spinner />;
  if (error || !job) {
    return (
      <p role="alert" className="text-red-700">
        <Trans>This job was not found. It may have been removed.</Trans>
      </p>
    );
  }
  const employer = job.employer.companyName
    ? `${job.employer.name} (${job.employer.companyName})`
    : job.employer.name;
  return (
    <div className="grid gap-4">
      <SavedCopyNotice savedAt={savedAt} />
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold leading-tight">{job.title}</h1>
          <CardDescription>
            {i18n._(JOB_STATUS_LABELS[job.status])} · {t`Posted by ${employer}`}
          </CardDescription>
          <p className="flex items-center gap-1 text-sm text-slate-700">
            <MapPin size={14} aria-hidden="true" />
            {job.locationIsExact && job.address
              ? `${job.address}, ${job.suburb}, ${job.city}`
              : `${job.suburb}, ${job.city}`}
            {job.distanceKm !== null ? ` · ${t`${job.distanceKm} km from you`}` : ''}
          </p>
          {actions ? <div>{actions(job)}</div> : null}
          {job.requiresPoliceClearance ? (
            <p className="flex items-center gap-1 text-sm text-amber-800">
              <ShieldCheck size={14} aria-hidden="true" />
              <Trans>Premium job: only workers with a police clearance may apply</Trans>
            </p>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="whitespace-pre-line">{job.description}</p>
          <JobFacts job={job} />
          {job.isOwner ? null : <ApplyForm job={job} />}
        </CardContent>
      </Card>
      {job.isOwner ? (
        <Card>
          <CardHeader>
            <CardTitle>{t`Applicants (${job.applicantCount ?? 0})`}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <Applicants jobId={job.id} canHire={job.status === 'open' || job.status === 'filled'} />
            <Link href="/jobs/mine" className={buttonClass('outline', 'sm', 'w-full sm:w-auto')}>
              <Trans>All my jobs</Trans>
            </Link>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
