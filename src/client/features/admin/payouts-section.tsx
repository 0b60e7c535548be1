// The console's payouts (issue 34): the weekly runs newest first, and the transfers of the chosen run (or the latest
// of any run or request), each with whose it is, the amount, the masked account and the transfer's state.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatRand } from '../../../shared/constants.js';
import type { AdminPayout, AdminPayoutRun } from '../../../shared/schemas/admin-payouts.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent } from '../../components/ui/card.js';
import { Spinner } from '../../components/ui/spinner.js';
import { useAdminPayoutRuns, useAdminPayouts } from './api.js';
import { formatDateTime } from './format.js';
import { Empty, LoadError } from './parts.js';

function PayoutCard({ payout }: { payout: AdminPayout }) {
  const { t } = useLingui();
  const amount = formatRand(payout.amountCents);
  const who = payout.workerName ?? payout.phoneNumber ?? t`Deleted account`;
  const when = formatDateTime(payout.requestedAt);
  const account = payout.accountNumberMasked;
  const attempts = payout.sendAttempts;
  const reason = payout.failureReason ?? '';
  return (
    <Card data-testid="admin-payout">
      <CardContent className="grid gap-1 pt-5 text-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-base font-semibold">
            {amount} · {who}
          </h3>
          <span className="rounded-full bg-slate-100 px-2 py-0.5">{payout.status}</span>
        </div>
        <p className="text-slate-600">{t`${when}, to ${account}, send attempts: ${attempts}`}</p>
        {payout.transferCode ? <p className="break-all font-mono text-xs">{payout.transferCode}</p> : null}
        {payout.failureReason ? <p className="font-medium text-amber-900">{t`Reason: ${reason}`}</p> : null}
      </CardContent>
    </Card>
  );
}

function RunButton({
  run,
  chosen,
  onChoose,
}: {
  run: AdminPayoutRun;
  chosen: boolean;
  onChoose: () => void;
}) {
  const { t } = useLingui();
  const day = run.day;
  const count = run.payoutCount;
  const total = formatRand(run.totalCents);
  return (
    <Button size="sm" variant={chosen ? 'default' : 'outline'} aria-pressed={chosen} onClick={onChoose}>
      {t`${day}: ${count} paid, ${total}`}
    </Button>
  );
}

export function PayoutsSection() {
  const { t } = useLingui();
  const [runId, setRunId] = useState('');
  const runs = useAdminPayoutRuns();
  const payouts = useAdminPayouts(runId);
  return (
    <div className="grid gap-4">
      <section className="grid gap-2" aria-label={t`Weekly runs`}>
        <h2 className="text-lg font-semibold">{t`Weekly runs`}</h2>
        {runs.isLoading ? (
          <Spinner label={t`Loading`} />
        ) : !runs.data ? (
          <LoadError error={runs.error} />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant={runId ? 'outline' : 'default'}
              aria-pressed={!runId}
              onClick={() => setRunId('')}
            >
              {t`Latest payouts`}
            </Button>
            {runs.data.runs.map((run) => (
              <RunButton key={run.id} run={run} chosen={run.id === runId} onChoose={() => setRunId(run.id)} />
            ))}
          </div>
        )}
      </section>
      {payouts.isLoading ? (
        <Spinner label={t`Loading`} />
      ) : !payouts.data ? (
        <LoadError error={payouts.error} />
      ) : payouts.data.payouts.length === 0 ? (
        <Empty>{t`No payouts yet.`}</Empty>
      ) : (
        <ul className="grid gap-3" aria-label={t`Payouts`}>
          {payouts.data.payouts.map((payout) => (
            <li key={payout.id}>
              <PayoutCard payout={payout} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
