// The worker's earnings page: her balance, held pay and payouts, the month's chart by week and its lines, the
// statement, asking for a payout, her payouts and her bank account.
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.js';
import { Spinner } from '../../components/ui/spinner.js';
import { useEarnings, usePayoutAccount } from './api.js';
import { EarningsChart } from './earnings-chart.js';
import { EarningLines, MonthPicker, StatementLink } from './earnings-month.js';
import { EarningsSummary } from './earnings-summary.js';
import { southAfricanMonth } from './months.js';
import { PayoutAccountCard } from './payout-account.js';
import { PayoutRequest } from './payout-request.js';
import { PayoutsList } from './payouts-list.js';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    // min-w-0: a grid item would otherwise widen to the month's table instead of letting it scroll.
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">{children}</CardContent>
    </Card>
  );
}

export function WorkerEarnings() {
  const { t } = useLingui();
  const [month, setMonth] = useState(southAfricanMonth);
  const earnings = useEarnings(month);
  const account = usePayoutAccount();
  if (earnings.isLoading) return <Spinner label={t`Loading your earnings`} />;
  if (earnings.isError || !earnings.data) {
    return (
      <p role="alert" className="text-red-700">
        <Trans>Your earnings could not be loaded. Please try again.</Trans>
      </p>
    );
  }
  const data = earnings.data;
  const payoutAccount = account.data?.account ?? null;
  return (
    <div className="grid min-w-0 gap-6">
      <EarningsSummary earnings={data} />
      <p className="text-sm text-slate-700">
        <Trans>Households pay through Work Local and you receive 100% of your pay and tips.</Trans>
      </p>
      <Section title={t`Ask for a payout`}>
        <PayoutRequest
          balanceCents={data.balanceCents}
          hasAccount={payoutAccount !== null}
          heldUntil={payoutAccount?.payoutsHeldUntil ?? null}
        />
      </Section>
      <Section title={t`Your month`}>
        <MonthPicker month={month} onChange={setMonth} />
        <EarningsChart earnings={data} />
        <EarningLines earnings={data} />
        <StatementLink month={month} />
      </Section>
      <Section title={t`Your payouts`}>
        <PayoutsList />
      </Section>
      <Section title={t`Your bank account`}>
        <PayoutAccountCard />
      </Section>
    </div>
  );
}
