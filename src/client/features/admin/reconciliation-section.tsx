// The console's reconciliation (issue 34), loaded on demand: the nightly checks of the ledger against Paystack,
// newest first, a day with differences flagged and its differences listed; any day checked on asking; and first, the
// visit refunds Paystack has not completed (refunds-panel.tsx), which an admin may have to act on.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { formatRand } from '../../../shared/constants.js';
import type {
  DifferenceProblem,
  Reconciliation,
  ReconciliationTotals,
} from '../../../shared/schemas/reconciliation.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent } from '../../components/ui/card.js';
import { Spinner } from '../../components/ui/spinner.js';
import { useDayReconciliation, useStoredReconciliations } from './api.js';
import { Empty, LoadError } from './parts.js';
import { RefundsPanel } from './refunds-panel.js';

const PROBLEMS: Record<DifferenceProblem, MessageDescriptor> = {
  missing_at_paystack: msg`Missing at Paystack`,
  missing_in_ledger: msg`Missing in the ledger`,
  amount_mismatch: msg`Amounts differ`,
  status_mismatch: msg`States differ`,
};

const cents = (n: number | null) => (n === null ? '–' : formatRand(n));

/** Scrolls sideways when the words are long (isiXhosa at 360 px): focusable, so a keyboard can scroll it too. */
function Totals({ day, labelledBy }: { day: Reconciliation; labelledBy: string }) {
  const { t } = useLingui();
  const cell = (side: ReconciliationTotals, kind: keyof ReconciliationTotals) =>
    `${side[kind].count} · ${formatRand(side[kind].cents)}`;
  const kinds = [
    ['charges', t`Charges`],
    ['refunds', t`Refunds`],
    ['transfers', t`Transfers`],
  ] as const;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (axe scrollable-region-focusable)
    <section className="overflow-x-auto" aria-labelledby={labelledBy} tabIndex={0}>
      <table className="w-full text-left text-xs">
        <thead>
          <tr>
            <th />
            {kinds.map(([k, label]) => (
              <th key={k} className="px-1 font-medium">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(
            [
              [t`Ledger`, day.ledger],
              ['Paystack', day.paystack],
            ] as const
          ).map(([label, side]) => (
            <tr key={label}>
              <th className="pr-1 font-medium">{label}</th>
              {kinds.map(([k]) => (
                <td key={k} className="px-1">
                  {cell(side, k)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function DayCard({ day }: { day: Reconciliation }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const count = day.differences.length;
  return (
    <Card data-testid="reconciliation-day">
      <CardContent className="grid gap-2 pt-5 text-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={headingId} className="text-base font-semibold">
            {day.date}
          </h3>
          {count === 0 ? (
            <span className="rounded-full bg-green-50 px-2 py-0.5 text-green-900">{t`Clean`}</span>
          ) : (
            <span role="status" className="rounded-full bg-red-50 px-2 py-0.5 font-medium text-red-800">
              {t`Differences: ${count}`}
            </span>
          )}
        </div>
        <Totals day={day} labelledBy={headingId} />
        {count > 0 ? (
          <ul className="grid gap-1">
            {day.differences.map((d) => (
              <li key={`${d.kind}:${d.reference}`} className="rounded bg-red-50 p-2 text-xs text-red-900">
                <p className="font-medium">{i18n._(PROBLEMS[d.problem])}</p>
                <p className="break-all font-mono">{d.reference}</p>
                <p>
                  {cents(d.ledgerCents)} / {cents(d.paystackCents)} · {d.ledgerStatus ?? '–'} /{' '}
                  {d.paystackStatus ?? '–'}
                </p>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}

function CheckDay() {
  const { t } = useLingui();
  const [draft, setDraft] = useState('');
  const [date, setDate] = useState('');
  const day = useDayReconciliation(date);
  return (
    <div className="grid gap-2">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setDate(draft);
        }}
      >
        <label className="grid gap-1 text-sm">
          {t`Check a day`}
          <input
            type="date"
            required
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            className="min-h-[44px] rounded-md border border-slate-300 px-2"
          />
        </label>
        <Button type="submit">{t`Check`}</Button>
      </form>
      {date === '' ? null : day.isLoading ? (
        <Spinner label={t`Checking with Paystack`} />
      ) : day.data ? (
        <DayCard day={day.data} />
      ) : (
        <LoadError error={day.error} />
      )}
    </div>
  );
}

export function ReconciliationSection() {
  const { t } = useLingui();
  const stored = useStoredReconciliations();
  return (
    <div className="grid gap-4">
      <RefundsPanel />
      <CheckDay />
      <h2 className="text-lg font-semibold">{t`Nightly checks`}</h2>
      {stored.isLoading ? (
        <Spinner label={t`Checking with Paystack`} />
      ) : !stored.data ? (
        <LoadError error={stored.error} />
      ) : stored.data.reconciliations.length === 0 ? (
        <Empty>{t`No day has been checked yet.`}</Empty>
      ) : (
        <ul className="grid gap-3">
          {stored.data.reconciliations.map((day) => (
            <li key={`${day.date}:${day.provider}`}>
              <DayCard day={day} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
