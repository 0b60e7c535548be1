// Every job the employer posted (issue 18's job posts), newest first: its status, applicants and hires.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { AnalyticsJob } from '../../../shared/schemas/employer-analytics.js';
import { JOB_STATUS_LABELS } from '../job-posts/index.js';
import { formatDay } from './format.js';

function Job({ job }: { job: AnalyticsJob }) {
  const { i18n } = useLingui();
  const posted = formatDay(job.createdAt);
  const { suburb, applicants, hired } = job;
  return (
    <li className="grid gap-0.5 border-b border-slate-100 py-2 text-sm" data-testid="history-job">
      <span className="flex flex-wrap items-baseline justify-between gap-x-3">
        <Link href={`/jobs/${job.id}`} className="font-medium text-brand-800 underline">
          {job.title}
        </Link>
        <span className="text-slate-700">{i18n._(JOB_STATUS_LABELS[job.status])}</span>
      </span>
      <span className="text-slate-600">
        <Trans>
          {suburb} · posted on {posted} · <Plural value={applicants} one="# applicant" other="# applicants" />{' '}
          · <Plural value={hired} one="# hired" other="# hired" />
        </Trans>
      </span>
    </li>
  );
}

export function JobsList({ jobs }: { jobs: readonly AnalyticsJob[] }) {
  return (
    <section aria-labelledby="history-jobs" className="grid gap-2">
      <h2 id="history-jobs" className="text-xl font-semibold">
        <Trans>Every job you posted</Trans>
      </h2>
      {jobs.length === 0 ? (
        <p className="text-sm text-slate-700">
          <Trans>
            No jobs posted yet.{' '}
            <Link href="/jobs/new" className="text-brand-800 underline">
              Post a job
            </Link>{' '}
            and workers near it can apply.
          </Trans>
        </p>
      ) : (
        <ul>
          {jobs.map((j) => (
            <Job key={j.id} job={j} />
          ))}
        </ul>
      )}
    </section>
  );
}
