// The worker's "My week" (issue 33): her visits to come and the earlier ones, cancelling one (with what that means
// now), her late cancellations of the last 60 days with the warning the policy sets, and her availability.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  LATE_CANCELLATION_WARNING_COUNT,
  LATE_CANCELLATION_WINDOW_DAYS,
} from '../../../shared/pay/cancellation-policy.js';
import { todayInSouthAfrica } from '../../../shared/pay/minimum-wage.js';
import type { BookingsAnswer, CancelVisitAnswer } from '../../../shared/schemas/bookings.js';
import { Button } from '../../components/ui/button.js';
import { Spinner } from '../../components/ui/spinner.js';
import { serverMessage } from '../../lib/api.js';
import { useKeepForOffline } from '../../lib/keep-for-offline.js';
import { useBookings } from './api.js';
import { AvailabilityEditor } from './availability-editor.js';
import { CalendarLink } from './calendar-link.js';
import { EndVisitDialog } from './cancel-visit-dialog.js';
import { type BookedVisit, canReportProblem, visitsOf } from './labels.js';
import { ReportProblemDialog } from './report-problem-lazy.js';
import { ActionResult, VisitLists } from './visit-lists.js';

function LateCancellations({ late }: { late: BookingsAnswer['lateCancellations'] }) {
  const { t } = useLingui();
  if (late.count === 0) return null;
  const days = LATE_CANCELLATION_WINDOW_DAYS;
  const count = late.count;
  const limit = LATE_CANCELLATION_WARNING_COUNT;
  return (
    <div
      className={`grid gap-1 rounded-md p-3 text-sm ${late.warning ? 'border border-amber-300 bg-amber-50 text-amber-950' : 'bg-slate-50 text-slate-800'}`}
      data-testid="late-cancellations"
    >
      <p>{t`Your late cancellations in the last ${days} days: ${count}`}</p>
      {late.warning ? (
        <p className="font-semibold">
          {t`Warning: ${limit} or more late cancellations in ${days} days. Households count on you, so please cancel early when you can. This is not used to rank you in search.`}
        </p>
      ) : null}
    </div>
  );
}

export function MyWeek() {
  const { t } = useLingui();
  const bookings = useBookings();
  const [ending, setEnding] = useState<BookedVisit | null>(null);
  const [reporting, setReporting] = useState<BookedVisit | null>(null);
  const [result, setResult] = useState('');
  useKeepForOffline('reportProblem');
  const onEnded = (answer: CancelVisitAnswer) => {
    setEnding(null);
    setResult(
      answer.lateCancellation
        ? t`Visit cancelled. It was late: it is recorded, and you owe nothing.`
        : t`Visit cancelled.`,
    );
  };
  let visits = null;
  if (bookings.isLoading) visits = <Spinner label={t`Loading your visits`} />;
  else if (bookings.isError || !bookings.data) {
    visits = (
      <p role="alert" className="text-red-700">
        {serverMessage(bookings.error) ?? t`Could not load your visits. Please try again.`}
      </p>
    );
  } else {
    const mine = bookings.data.bookings.filter((b) => b.role === 'worker');
    const { upcoming, earlier } = visitsOf(mine, todayInSouthAfrica());
    visits = (
      <>
        <LateCancellations late={bookings.data.lateCancellations} />
        <VisitLists
          upcoming={upcoming}
          earlier={earlier}
          empty={t`No visits booked yet. Households book you from your profile, in the hours you set below.`}
          actions={(item) => {
            // A request is answered where every request is, on her dashboard (accept or decline).
            if (item.visit.status === 'requested') {
              return (
                <Link href="/worker-dashboard" className="text-sm text-brand-800 underline">
                  <Trans>Answer the hire request on your dashboard</Trans>
                </Link>
              );
            }
            const cancellable = item.visit.status === 'booked' && item.visit.date >= todayInSouthAfrica();
            const reportable = canReportProblem(item.visit, new Date());
            if (!cancellable && !reportable) return null;
            return (
              <>
                {cancellable ? (
                  <Button variant="outline" size="sm" onClick={() => setEnding(item)}>
                    <Trans>Cancel visit</Trans>
                  </Button>
                ) : null}
                {reportable ? (
                  <Button variant="outline" size="sm" onClick={() => setReporting(item)}>
                    <Trans>Report a problem</Trans>
                  </Button>
                ) : null}
              </>
            );
          }}
        />
      </>
    );
  }
  return (
    <div className="grid gap-6">
      <ActionResult text={result} />
      {visits}
      <AvailabilityEditor />
      <CalendarLink />
      {reporting ? (
        <ReportProblemDialog
          item={reporting}
          onClose={() => setReporting(null)}
          onReported={(text) => {
            setReporting(null);
            setResult(text);
          }}
        />
      ) : null}
      {ending ? (
        <EndVisitDialog item={ending} mode="cancel" onClose={() => setEnding(null)} onEnded={onEnded} />
      ) : null}
    </div>
  );
}
