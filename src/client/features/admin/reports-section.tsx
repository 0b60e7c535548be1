// The console's reports queue (issue 20): open reports oldest first, each with what was reported, why, by whom
// (admins only) and the person behind it; resolving takes an action and closes every open report about the same
// thing. Resolved reports below, newest first.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  type AdminReport,
  REPORT_RESOLUTIONS,
  type ReportResolution,
} from '../../../shared/schemas/admin.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent } from '../../components/ui/card.js';
import { Spinner } from '../../components/ui/spinner.js';
import { toast } from '../../components/ui/use-toast.js';
import { REPORT_REASON_LABELS, REPORT_SUBJECT_LABELS } from '../reports/index.js';
import { resolveReport, useAdminAction, useAdminReports } from './api.js';
import { formatDateTime } from './format.js';
import { Empty, FilterButtons, LoadError, ReasonDialog } from './parts.js';

const RESOLUTION_LABELS: Record<ReportResolution, MessageDescriptor> = {
  dismiss: msg`Dismiss`,
  hide_review: msg`Hide the review`,
  hide_job: msg`Hide the job`,
  hide_voice_note: msg`Hide the voice note`,
  suspend: msg`Suspend the person`,
  note: msg`Resolve with a note`,
};

/** The actions that make sense for this report. */
function actionsFor(report: AdminReport): ReportResolution[] {
  return REPORT_RESOLUTIONS.filter((action) => {
    if (action === 'hide_review') return report.subjectType === 'review';
    if (action === 'hide_job') return report.subjectType === 'job';
    if (action === 'hide_voice_note') return report.subjectType === 'voice_note';
    if (action === 'suspend') return report.subjectUser !== null && !report.subjectUser.suspended;
    return true;
  });
}

function subjectLink(report: AdminReport): string | null {
  if (report.subjectType === 'worker') return `/worker/${report.subjectId}`;
  if (report.subjectType === 'job') return `/jobs/${report.subjectId}`;
  return null;
}

function ReportCard({ report, onAction }: { report: AdminReport; onAction: (a: ReportResolution) => void }) {
  const { t, i18n } = useLingui();
  const link = subjectLink(report);
  const openOnSubject = report.openOnSubject;
  const when = formatDateTime(report.createdAt);
  const subjectKind = i18n._(REPORT_SUBJECT_LABELS[report.subjectType]);
  const reporter = report.reporter
    ? `${report.reporter.name ?? ''} ${report.reporter.phoneNumber}`.trim()
    : t`Deleted account`;
  const person = report.subjectUser
    ? `${report.subjectUser.name ?? ''} ${report.subjectUser.phoneNumber}`.trim()
    : t`No account (a review through a link)`;
  return (
    <Card data-testid="admin-report">
      <CardContent className="grid gap-2 pt-5 text-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-base font-semibold">{i18n._(REPORT_REASON_LABELS[report.reason])}</h3>
          <span className="text-slate-600">{when}</span>
        </div>
        <p>
          <span className="font-medium">{subjectKind}: </span>
          {link ? (
            <a className="text-brand-800 underline" href={link}>
              {report.subjectSummary ?? report.subjectId}
            </a>
          ) : (
            (report.subjectSummary ?? report.subjectId)
          )}
        </p>
        {report.details ? (
          <blockquote className="border-l-4 border-slate-200 pl-3">{report.details}</blockquote>
        ) : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1">
          <dt className="text-slate-600">{t`Reported person`}</dt>
          <dd>
            {person}
            {report.subjectUser?.suspended ? ` (${t`suspended`})` : ''}
          </dd>
          <dt className="text-slate-600">{t`Reported by`}</dt>
          <dd>{reporter}</dd>
        </dl>
        {report.openOnSubject > 1 ? (
          <p className="font-medium text-red-800">
            <Plural value={openOnSubject} one="# open report about this" other="# open reports about this" />
          </p>
        ) : null}
        {report.status === 'open' ? (
          <div className="flex flex-wrap gap-2">
            {actionsFor(report).map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'dismiss' || action === 'note' ? 'outline' : 'destructive'}
                onClick={() => onAction(action)}
              >
                {i18n._(RESOLUTION_LABELS[action])}
              </Button>
            ))}
          </div>
        ) : (
          <p className="rounded-md bg-slate-50 p-2">
            {i18n._(RESOLUTION_LABELS[report.resolution ?? 'note'])}
            {report.resolutionNote ? `: ${report.resolutionNote}` : ''}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function ReportList({ status }: { status: 'open' | 'resolved' }) {
  const { t, i18n } = useLingui();
  const reports = useAdminReports(status);
  const resolve = useAdminAction(resolveReport);
  const [target, setTarget] = useState<{ report: AdminReport; action: ReportResolution } | null>(null);
  if (reports.isLoading) return <Spinner label={t`Loading reports`} />;
  if (!reports.data) return <LoadError error={reports.error} />;
  if (reports.data.length === 0) {
    return <Empty>{status === 'open' ? t`No open reports.` : t`No resolved reports yet.`}</Empty>;
  }
  const action = target?.action;
  return (
    <>
      <ul className="grid gap-3" aria-label={status === 'open' ? t`Open reports` : t`Resolved reports`}>
        {reports.data.map((report) => (
          <li key={report.id}>
            <ReportCard report={report} onAction={(a) => setTarget({ report, action: a })} />
          </li>
        ))}
      </ul>
      {target && action ? (
        <ReasonDialog
          title={i18n._(RESOLUTION_LABELS[action])}
          description={
            action === 'hide_review'
              ? t`The review leaves the profile and the rating. Its author sees it hidden, with this reason.`
              : action === 'suspend'
                ? t`Their sessions end, they cannot sign in, and their listing and jobs are hidden. They are not told this reason.`
                : t`Every open report about the same thing is resolved with this action.`
          }
          label={
            action === 'dismiss'
              ? t`Note (optional)`
              : action === 'hide_review'
                ? t`Reason (shown to the author)`
                : action === 'note'
                  ? t`Note`
                  : t`Reason (for the admins and the audit log)`
          }
          optional={action === 'dismiss'}
          destructive={action !== 'dismiss' && action !== 'note'}
          submitLabel={i18n._(RESOLUTION_LABELS[action])}
          onClose={() => setTarget(null)}
          onSubmit={(note) =>
            resolve.mutateAsync(
              { reportId: target.report.id, action, note },
              { onSuccess: () => toast({ title: t`Report resolved` }) },
            )
          }
        />
      ) : null}
    </>
  );
}

export function ReportsSection() {
  const { t } = useLingui();
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  return (
    <div className="grid gap-4">
      <FilterButtons
        legend={t`Which reports`}
        options={[
          ['open', t`Open`],
          ['resolved', t`Resolved`],
        ]}
        value={status}
        onChange={setStatus}
      />
      <ReportList status={status} />
    </div>
  );
}
