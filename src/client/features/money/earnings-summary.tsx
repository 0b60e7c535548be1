// Her money at a glance: what she can be paid now (balance), what waits for visits to be done (held), and what has
// left for her bank so far (paid out).
import { useLingui } from '@lingui/react/macro';
import type { EarningsAnswer } from '../../../shared/schemas/earnings.js';
import { useFormatMoney } from '../../lib/format-money.js';

function Tile({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: string;
  note: string;
  testId: string;
}) {
  return (
    <div className="grid gap-1 rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
      <dd className="text-xs text-slate-600">{note}</dd>
    </div>
  );
}

export function EarningsSummary({ earnings }: { earnings: EarningsAnswer }) {
  const { t } = useLingui();
  const money = useFormatMoney();
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <Tile
        label={t`Balance`}
        value={money(earnings.balanceCents, { decimals: true })}
        note={t`Yours to be paid out now`}
        testId="balance"
      />
      <Tile
        label={t`Held`}
        value={money(earnings.heldCents, { decimals: true })}
        note={t`Paid by households, yours once the visit is done`}
        testId="held"
      />
      <Tile
        label={t`Paid out`}
        value={money(earnings.paidOutToDateCents, { decimals: true })}
        note={t`Sent to your bank account so far`}
        testId="paid-out"
      />
    </dl>
  );
}
