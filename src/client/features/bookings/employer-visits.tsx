// The household's upcoming visits (issue 33): every visit of its bookings, upcoming first, with cancel (saying
// first whether now is late and what it costs), skip one visit of a series, mark a visit done, ending a series
// from a date, and paying a late-cancellation fee still owed (issue 34).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { payVisitPath } from '../../../shared/page-paths.js';
import { todayInSouthAfrica } from '../../../shared/pay/minimum-wage.js';
import type { CancelVisitAnswer } from '../../../shared/schemas/bookings.js';
import { Button, buttonClass } from '../../components/ui/button.js';
import { Spinner } from '../../components/ui/spinner.js';
import { serverMessage } from '../../lib/api.js';
import { useFormatMoney } from '../../lib/format-money.js';
import { useKeepForOffline } from '../../lib/keep-for-offline.js';
import { PayLateFee } from '../money/index.js';
import { useBookings, useMarkVisitDone } from './api.js';
import { CalendarLink } from './calendar-link.js';
import { type EndMode, EndVisitDialog } from './cancel-visit-dialog.js';
import { type BookedVisit, canReportProblem, hasStarted, isUpcoming, visitsOf } from './labels.js';
import { ReportProblemDialog } from './report-problem-lazy.js';
import { SeriesCard } from './series-card.js';
import { ActionResult, VisitLists } from './visit-lists.js';

export function EmployerVisits() {
  const { t } = useLingui();
  const money = useFormatMoney();
  const bookings = useBookings();
  const done = useMarkVisitDone();
  const [ending, setEnding] = useState<{ item: BookedVisit; mode: EndMode } | null>(null);
  const [reporting, setReporting] = useState<BookedVisit | null>(null);
  const [result, setResult] = useState('');
  useKeepForOffline('reportProblem');
  const onEnded = (answer: CancelVisitAnswer, mode: EndMode) => {
    setEnding(null);
    const fee = money(answer.feeCents, { decimals: true });
    if (answer.feeCents > 0) {
      setResult(
        mode === 'skip'
          ? t`Visit skipped late. Late-cancellation fee: ${fee}.`
          : t`Visit cancelled late. Late-cancellation fee: ${fee}.`,
      );
    } else setResult(mode === 'skip' ? t`Visit skipped. No fee.` : t`Visit cancelled. No fee.`);
  };
  if (bookings.isLoading) return <Spinner label={t`Loading your visits`} />;
  if (bookings.isError || !bookings.data) {
    return (
      <p role="alert" className="text-red-700">
        {serverMessage(bookings.error) ?? t`Could not load your visits. Please try again.`}
      </p>
    );
  }
  const mine = bookings.data.bookings.filter((b) => b.role === 'employer');
  const today = todayInSouthAfrica();
  const now = new Date();
  const { upcoming, earlier } = visitsOf(mine, today);
  const series = mine.filter(
    (b) => b.repeat !== 'none' && !b.endedFrom && b.visits.some((v) => isUpcoming(v, today)),
  );
  const actions = (item: BookedVisit) => {
    const { visit, booking } = item;
    const open = visit.status === 'booked' || visit.status === 'requested';
    return (
      <>
        {open && visit.date >= today ? (
          <Button variant="outline" size="sm" onClick={() => setEnding({ item, mode: 'cancel' })}>
            <Trans>Cancel visit</Trans>
          </Button>
        ) : null}
        {open && visit.date >= today && booking.repeat !== 'none' ? (
          <Button variant="outline" size="sm" onClick={() => setEnding({ item, mode: 'skip' })}>
            <Trans>Skip visit</Trans>
          </Button>
        ) : null}
        {visit.status === 'booked' && (visit.payment === 'held' || visit.payment === 'released') ? (
          <span className="text-sm font-medium text-muted-foreground">
            <Trans>Paid</Trans>
          </span>
        ) : visit.status === 'booked' || visit.status === 'done' ? (
          // Money (issue 34): pay a booked visit (the breakdown first), tip once it is done.
          <Link
            href={payVisitPath(booking.id, visit.id)}
            className={buttonClass(visit.status === 'booked' ? 'default' : 'outline', 'sm')}
          >
            {visit.status === 'booked' ? <Trans>Pay</Trans> : <Trans>Tip</Trans>}
          </Link>
        ) : null}
        {visit.lateFee === 'owed' && visit.payment !== 'held' ? (
          // A fee of a paid visit comes out of the pay held when it is refunded: nothing to pay here.
          <PayLateFee
            bookingId={booking.id}
            visitId={visit.id}
            feeCents={visit.feeCents}
            workerName={booking.workerName}
            onPaid={setResult}
          />
        ) : null}
        {canReportProblem(visit, now) ? (
          <Button variant="outline" size="sm" onClick={() => setReporting(item)}>
            <Trans>Report a problem</Trans>
          </Button>
        ) : null}
        {visit.status === 'booked' && hasStarted(visit, now) ? (
          <Button
            size="sm"
            disabled={done.isPending}
            onClick={() =>
              done.mutate(
                { bookingId: booking.id, visitId: visit.id },
                { onSuccess: () => setResult(t`Visit marked done.`) },
              )
            }
          >
            <Trans>Mark done</Trans>
          </Button>
        ) : null}
      </>
    );
  };
  return (
    <div className="grid gap-6">
      <ActionResult text={result} />
      {done.error ? (
        <p role="alert" className="text-sm text-red-700">
          {serverMessage(done.error) ?? t`Could not change this visit. Please try again.`}
        </p>
      ) : null}
      <VisitLists
        upcoming={upcoming}
        earlier={earlier}
        actions={actions}
        empty={
          <>
            {t`No visits booked yet. Book a worker from their profile.`}{' '}
            <Link href="/find-workers" className="text-brand-800 underline">
              <Trans>Find Workers</Trans>
            </Link>
          </>
        }
      />
      {series.length > 0 ? (
        <section aria-labelledby="series-title" className="grid gap-3">
          <h2 id="series-title" className="text-lg font-semibold">
            <Trans>Repeating bookings</Trans>
          </h2>
          <ul className="grid gap-3">
            {series.map((booking) => (
              <SeriesCard key={booking.id} booking={booking} onEnded={setResult} />
            ))}
          </ul>
        </section>
      ) : null}
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
        <EndVisitDialog
          item={ending.item}
          mode={ending.mode}
          onClose={() => setEnding(null)}
          onEnded={onEnded}
        />
      ) : null}
    </div>
  );
}
