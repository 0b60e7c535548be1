// Ending a repeating booking from a date (POST /api/bookings/:id/cancel): the visits from that date on are
// cancelled under the same policy as one visit, so a late one's fee is said in the result.
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { todayInSouthAfrica } from '../../../shared/pay/minimum-wage.js';
import type { Booking } from '../../../shared/schemas/bookings.js';
import { Button } from '../../components/ui/button.js';
import { TextField } from '../../components/ui/form-fields.js';
import { serverMessage } from '../../lib/api.js';
import { formatCalendarDate } from '../../lib/format-date.js';
import { useFormatMoney } from '../../lib/format-money.js';
import { useEndSeries } from './api.js';
import { isUpcoming, REPEAT_LABELS } from './labels.js';

export function SeriesCard({ booking, onEnded }: { booking: Booking; onEnded: (text: string) => void }) {
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  const end = useEndSeries();
  const today = todayInSouthAfrica();
  const next = booking.visits.find((v) => isUpcoming(v, today))?.date ?? today;
  const [from, setFrom] = useState(next);
  const worker = booking.workerName;
  const repeat = i18n._(REPEAT_LABELS[booking.repeat]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    end.mutate(
      { bookingId: booking.id, from },
      {
        onSuccess: (answer) => {
          const shown = formatCalendarDate(from);
          const feeCents = answer.visits
            .filter((v) => v.date >= from && v.lateCancellation)
            .reduce((sum, v) => sum + v.feeCents, 0);
          const fee = money(feeCents, { decimals: true });
          onEnded(
            feeCents > 0
              ? t`The series with ${worker} ends from ${shown}. Late-cancellation fee: ${fee}.`
              : t`The series with ${worker} ends from ${shown}.`,
          );
        },
      },
    );
  };
  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3" data-testid="series">
      <h3 className="font-semibold">{t`${worker}: ${repeat}`}</h3>
      <form className="flex flex-wrap items-end gap-2" onSubmit={submit}>
        <div className="max-w-xs">
          <TextField
            label={t`End the series from`}
            type="date"
            min={today}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            required
          />
        </div>
        <Button type="submit" variant="outline" size="sm" disabled={end.isPending || !from}>
          {t`End series`}
        </Button>
      </form>
      {end.error ? (
        <p role="alert" className="text-sm text-red-700">
          {serverMessage(end.error) ?? t`Could not end the series. Please try again.`}
        </p>
      ) : null}
    </li>
  );
}
