// The breakdown the household reads before it pays, as the server quotes it (what is charged is what it shows): the
// worker's pay (hours x rate, a short visit paid as four hours), her transport allowance, the processing fee, the
// total, and that she receives 100% of her pay.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { MIN_PAID_HOURS_PER_DAY } from '../../../shared/pay/minimum-wage.js';
import type { VisitChargeBreakdown } from '../../../shared/schemas/visit-payments.js';
import { useFormatMoney } from '../../lib/format-money.js';

function Row({
  label,
  value,
  note,
  strong,
}: {
  label: string;
  value: string;
  note?: ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={`grid grid-cols-[1fr_auto] gap-x-3 py-1.5 ${strong ? 'border-t border-slate-300 font-semibold' : ''}`}
    >
      <dt>
        {label}
        {note ? <span className="block text-xs font-normal text-slate-600">{note}</span> : null}
      </dt>
      <dd className="text-right tabular-nums" data-testid={strong ? 'charge-total' : undefined}>
        {value}
      </dd>
    </div>
  );
}

export function ChargeBreakdown({ workerName, quote }: { workerName: string; quote: VisitChargeBreakdown }) {
  const { t } = useLingui();
  const money = useFormatMoney();
  const first = quote.visits[0];
  const payCents = quote.visits.reduce((sum, line) => sum + line.payCents, 0);
  const transportCents = quote.visits.reduce((sum, line) => sum + line.transportCents, 0);
  const paidHours = first?.paidHours ?? 0;
  const rate = money(first?.hourlyRateCents ?? 0, { decimals: true });
  const visits = quote.visits.length;
  const minimum = MIN_PAID_HOURS_PER_DAY;
  const hoursNote =
    visits === 1
      ? t`${paidHours} hours × ${rate} an hour`
      : t`${visits} visits of ${paidHours} hours × ${rate} an hour`;
  const short = quote.visits.some((line) => line.paidHours === minimum);
  return (
    <div className="grid gap-3" data-testid="charge-breakdown">
      <dl className="grid text-sm">
        <Row
          label={t`${workerName}'s pay`}
          value={money(payCents, { decimals: true })}
          note={
            <>
              {hoursNote}
              {short ? (
                <span className="block">{t`A visit under ${minimum} hours is paid as ${minimum} hours.`}</span>
              ) : null}
            </>
          }
        />
        {transportCents > 0 ? (
          <Row label={t`Transport allowance`} value={money(transportCents, { decimals: true })} />
        ) : null}
        <Row
          label={t`Processing fee`}
          value={money(quote.processingFeeCents, { decimals: true })}
          note={t`The card or EFT charge, paid by you`}
        />
        <Row label={t`Total`} value={money(quote.totalCents, { decimals: true })} strong />
      </dl>
      <p className="rounded-md bg-green-50 p-3 text-sm text-green-900">
        <Trans>The worker receives 100% of her pay.</Trans>
      </p>
    </div>
  );
}
