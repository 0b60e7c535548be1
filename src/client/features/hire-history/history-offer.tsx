// The hire history for an employer without the plan (issue 18): what it would show, one example chart clearly marked
// as such, and the offer.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { formatRand, PRICES_CENTS } from '../../../shared/constants.js';
import { buttonClass } from '../../components/ui/button.js';
import { ColumnChart } from '../../components/ui/charts.js';
import { CheckList } from '../../components/ui/check-list.js';
import { monthLabels } from './format.js';

/** The example chart's made-up figures (six months of a household that hires now and then). */
const EXAMPLE = [
  { requested: 2, accepted: 1 },
  { requested: 3, accepted: 3 },
  { requested: 1, accepted: 1 },
  { requested: 4, accepted: 3 },
  { requested: 2, accepted: 2 },
  { requested: 5, accepted: 4 },
];

const EXAMPLE_MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];

export function HistoryOffer() {
  const { t } = useLingui();
  const monthly = formatRand(PRICES_CENTS.monthly);
  return (
    <div className="grid gap-4" data-testid="history-offer">
      <p className="text-slate-700">
        <Trans>Hire history with analytics comes with an employer subscription. You would see:</Trans>
      </p>
      <CheckList
        items={[
          t`every hire you have asked for, with the worker's answer`,
          t`your hires month by month`,
          t`how quickly workers answer your requests`,
          t`which workers you hire again and again`,
          t`what the plan has cost you`,
        ]}
      />
      <ColumnChart
        title={t`Example: hires per month`}
        summary={t`Made-up figures to show what the chart looks like, not yours.`}
        categories={EXAMPLE_MONTHS.map((m) => monthLabels(m))}
        series={[
          { name: t`Requested`, values: EXAMPLE.map((m) => m.requested), colour: 'bg-slate-400' },
          { name: t`Accepted`, values: EXAMPLE.map((m) => m.accepted), colour: 'bg-brand-700' },
        ]}
      />
      <div className="flex flex-wrap gap-2">
        <Link href="/employer-subscription" className={buttonClass('gold')}>
          <Trans>See employer plans, from {monthly} a month</Trans>
        </Link>
        <Link href="/employer-subscription" className={buttonClass('outline')}>
          <Trans>Your recent hires</Trans>
        </Link>
      </div>
    </div>
  );
}
