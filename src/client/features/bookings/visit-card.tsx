// One visit as either party reads it: when, how long, the pay, who and where, its status, and for a visit
// cancelled late the fee the household owes the worker (issue 33: shown on both sides), and once it is paid
// (issue 34).
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatCalendarDate } from '../../lib/format-date.js';
import { useFormatMoney } from '../../lib/format-money.js';
import { type BookedVisit, REQUESTED_FOR_WORKER, VISIT_STATUS_LABELS, weekdayLabel } from './labels.js';

function LateCancellation({ item }: { item: BookedVisit }) {
  const { t } = useLingui();
  const money = useFormatMoney();
  const { booking, visit } = item;
  if (!visit.lateCancellation) return null;
  const fee = money(visit.feeCents, { decimals: true });
  const worker = booking.workerName;
  const mine = booking.role === 'worker';
  if (visit.cancelledBy === 'worker') {
    return (
      <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900" data-testid="late-cancellation">
        {mine ? t`You cancelled late. You owe nothing, but it is recorded.` : t`${worker} cancelled late.`}
      </p>
    );
  }
  let state: string;
  if (visit.lateFee === 'paid') {
    state = mine
      ? t`The household paid this fee. It is in your balance.`
      : t`Paid. All of it went to ${worker}.`;
  } else if (mine) state = t`The household cancelled late and owes you this.`;
  else if (visit.payment === 'held') {
    state = t`You cancelled late and owe ${worker} this. It comes out of the pay you paid for this visit, and the rest is refunded to you.`;
  } else state = t`You cancelled late and owe ${worker} this.`;
  return (
    <div
      className={`rounded-md p-2 text-sm ${visit.lateFee === 'paid' ? 'bg-slate-100 text-slate-800' : 'bg-amber-50 text-amber-900'}`}
      data-testid="late-cancellation"
    >
      <p className="font-semibold">{t`Late-cancellation fee: ${fee}`}</p>
      <p data-testid="late-fee-state">{state}</p>
    </div>
  );
}

/** A reported problem as both sides read it (decision 0340): who reported it, why, and that the visit is held. */
function ProblemReported({ item }: { item: BookedVisit }) {
  const { t } = useLingui();
  const { booking, visit } = item;
  if (!visit.problemReported) return null;
  const worker = booking.workerName;
  const reason = visit.problemReason ?? '';
  let who: string;
  if (visit.problemReportedBy === booking.role) who = t`You reported a problem with this visit.`;
  else if (visit.problemReportedBy === 'worker') who = t`${worker} reported a problem with this visit.`;
  else who = t`The household reported a problem with this visit.`;
  const held =
    visit.status === 'done'
      ? null
      : booking.role === 'employer'
        ? t`Its pay stays held until you mark it done.`
        : t`Its pay stays held until the household marks it done.`;
  return (
    <div className="rounded-md bg-amber-50 p-2 text-sm text-amber-900" data-testid="visit-problem">
      <p className="font-semibold">{who}</p>
      {reason ? <p>{t`Reason: ${reason}`}</p> : null}
      {held ? <p>{held}</p> : null}
    </div>
  );
}

export function VisitCard({ item, actions }: { item: BookedVisit; actions?: ReactNode }) {
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  const { booking, visit } = item;
  const day = i18n._(weekdayLabel(visit.date));
  const date = formatCalendarDate(visit.date);
  const { start, end } = visit;
  const hours = i18n.number(booking.hours, { maximumFractionDigits: 1 });
  const pay = money(visit.payCents, { decimals: true });
  const area = booking.area;
  const address = booking.address;
  const worker = booking.workerName;
  const household = booking.employerName;
  return (
    <li className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3" data-testid="visit">
      <h3 className="font-semibold text-slate-900">{t`${day}, ${date}`}</h3>
      <p className="text-sm text-slate-800">{t`${start} to ${end} · ${hours} hours · ${pay}`}</p>
      <p className="text-sm text-slate-700">
        {booking.role === 'worker' ? t`Household: ${household}` : t`Worker: ${worker}`}
        {booking.role === 'worker' && area ? ` · ${t`Area: ${area}`}` : null}
      </p>
      {address ? <p className="text-sm text-slate-700">{t`Address: ${address}`}</p> : null}
      <p className="text-sm">
        <span
          className="rounded bg-slate-100 px-2 py-0.5 font-medium text-slate-800"
          data-testid="visit-status"
        >
          {i18n._(
            visit.status === 'requested' && booking.role === 'worker'
              ? REQUESTED_FOR_WORKER
              : VISIT_STATUS_LABELS[visit.status],
          )}
        </span>
      </p>
      <LateCancellation item={item} />
      <ProblemReported item={item} />
      {actions ? <div className="mt-1 flex flex-wrap gap-2">{actions}</div> : null}
    </li>
  );
}
