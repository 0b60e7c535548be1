// Paying one visit (the household): the server's breakdown and the Pay button while the visit is booked and unpaid;
// a tip once it is done; paying several weeks ahead when the booking repeats.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { payAheadPath } from '../../../shared/page-paths.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { Spinner } from '../../components/ui/spinner.js';
import { serverMessage } from '../../lib/api.js';
import { formatCalendarDate } from '../../lib/format-date.js';
import { useFormatMoney } from '../../lib/format-money.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { payVisit, useBooking, useVisitQuote } from './api.js';
import { ChargeBreakdown } from './charge-breakdown.js';
import { PayButton } from './pay-button.js';
import { TipForm } from './tip-form.js';

function VisitQuote({
  bookingId,
  visitId,
  workerName,
}: {
  bookingId: string;
  visitId: string;
  workerName: string;
}) {
  const { t } = useLingui();
  const money = useFormatMoney();
  const translate = useSharedMessage();
  const quote = useVisitQuote(bookingId, visitId);
  if (quote.isLoading) return <Spinner label={t`Loading what it costs`} />;
  if (quote.isError || !quote.data) {
    // Paid already, or no longer payable: the server's reason.
    return (
      <p role="alert" className="text-slate-800">
        {translate(serverMessage(quote.error)) ??
          t`What this visit costs could not be loaded. Please try again.`}
      </p>
    );
  }
  const total = money(quote.data.totalCents, { decimals: true });
  return (
    <>
      <ChargeBreakdown workerName={workerName} quote={quote.data} />
      <p className="text-sm text-slate-700">
        <Trans>We hold the money until the visit is done, then it is hers.</Trans>
      </p>
      <PayButton label={t`Pay ${total}`} start={() => payVisit(bookingId, visitId)} />
    </>
  );
}

export function PayVisit({ bookingId, visitId }: { bookingId: string; visitId: string }) {
  const { t } = useLingui();
  const booking = useBooking(bookingId);
  if (booking.isLoading) return <Spinner label={t`Loading the visit`} />;
  const visit = booking.data?.visits.find((v) => v.id === visitId);
  if (booking.isError || !booking.data || !visit) {
    return (
      <p role="alert" className="text-red-700">
        <Trans>This visit could not be found.</Trans>
      </p>
    );
  }
  const data = booking.data;
  if (data.role !== 'employer') {
    return (
      <p className="text-slate-700">
        <Trans>Only the household that booked the visit pays for it.</Trans>
      </p>
    );
  }
  const worker = data.workerName;
  const day = formatCalendarDate(visit.date);
  const from = visit.start;
  const to = visit.end;
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle>{worker}</CardTitle>
          <CardDescription>
            <Trans>
              {day}, {from} to {to}
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {visit.status === 'booked' ? (
            <VisitQuote bookingId={bookingId} visitId={visitId} workerName={worker} />
          ) : visit.status === 'done' ? (
            <>
              <h3 className="font-semibold">
                <Trans>Leave a tip</Trans>
              </h3>
              <TipForm bookingId={bookingId} visitId={visitId} workerName={worker} />
            </>
          ) : (
            <p className="text-slate-700">
              <Trans>This visit is not booked, so there is nothing to pay.</Trans>
            </p>
          )}
        </CardContent>
      </Card>
      {data.repeat !== 'none' ? (
        <Link href={payAheadPath(bookingId)} className="text-brand-800 underline">
          <Trans>Pay several weeks ahead</Trans>
        </Link>
      ) : null}
      <Link href="/payments" className="text-brand-800 underline">
        <Trans>My Payments</Trans>
      </Link>
    </div>
  );
}
