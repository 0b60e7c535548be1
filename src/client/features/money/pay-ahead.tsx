// Paying several weeks of a repeating booking in one charge: the household picks how many weeks, sees the visits and
// the server's breakdown (one processing fee for the lot), then pays.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PAY_AHEAD_MAX_WEEKS } from '../../../shared/schemas/visit-payments.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.js';
import { Spinner } from '../../components/ui/spinner.js';
import { serverMessage } from '../../lib/api.js';
import { formatCalendarDate } from '../../lib/format-date.js';
import { useFormatMoney } from '../../lib/format-money.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { payAhead, useBooking, usePayAheadQuote } from './api.js';
import { ChargeBreakdown } from './charge-breakdown.js';
import { PayButton } from './pay-button.js';

const WEEK_CHOICES = Array.from({ length: PAY_AHEAD_MAX_WEEKS - 1 }, (_, i) => i + 2);

function AheadQuote({
  bookingId,
  weeks,
  workerName,
}: {
  bookingId: string;
  weeks: number;
  workerName: string;
}) {
  const { t } = useLingui();
  const money = useFormatMoney();
  const translate = useSharedMessage();
  const quote = usePayAheadQuote(bookingId, weeks);
  if (quote.isLoading) return <Spinner label={t`Loading what it costs`} />;
  if (quote.isError || !quote.data) {
    return (
      <p role="alert" className="text-slate-800">
        {translate(serverMessage(quote.error)) ??
          t`What these weeks cost could not be loaded. Please try again.`}
      </p>
    );
  }
  if (quote.data.visits.length === 0) {
    return (
      <p className="text-slate-700">
        <Trans>No booked visits to pay in these weeks.</Trans>
      </p>
    );
  }
  const total = money(quote.data.totalCents, { decimals: true });
  return (
    <>
      <ul className="grid gap-1 text-sm" aria-label={t`Visits paid`}>
        {quote.data.visits.map((line) => (
          <li key={line.visitId} className="flex justify-between gap-2">
            <span>{formatCalendarDate(line.date)}</span>
            <span className="tabular-nums">{money(line.workerReceivesCents, { decimals: true })}</span>
          </li>
        ))}
      </ul>
      <ChargeBreakdown workerName={workerName} quote={quote.data} />
      <PayButton label={t`Pay ${total}`} start={() => payAhead(bookingId, weeks)} />
    </>
  );
}

export function PayAhead({ bookingId }: { bookingId: string }) {
  const { t } = useLingui();
  const booking = useBooking(bookingId);
  const [weeks, setWeeks] = useState(4);
  if (booking.isLoading) return <Spinner label={t`Loading the booking`} />;
  if (booking.isError || !booking.data) {
    return (
      <p role="alert" className="text-red-700">
        <Trans>This booking could not be found.</Trans>
      </p>
    );
  }
  const data = booking.data;
  if (data.role !== 'employer' || data.repeat === 'none') {
    return (
      <p className="text-slate-700">
        <Trans>Only the household of a repeating booking pays weeks ahead.</Trans>
      </p>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{data.workerName}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <label className="grid gap-1.5 text-sm font-medium text-slate-800">
          <Trans>Weeks to pay</Trans>
          <select
            className="min-h-[44px] rounded-md border border-slate-300 bg-white px-3"
            value={weeks}
            onChange={(e) => setWeeks(Number(e.target.value))}
          >
            {WEEK_CHOICES.map((n) => (
              <option key={n} value={n}>
                {t`${n} weeks`}
              </option>
            ))}
          </select>
        </label>
        <AheadQuote bookingId={bookingId} weeks={weeks} workerName={data.workerName} />
      </CardContent>
    </Card>
  );
}
