// Her earnings by week of the month as columns (pay, tips, late-cancellation fees). The house's chart (decision
// 0213): plain elements, no chart library, its figures as a table a tap below for screen readers.
import { useLingui } from '@lingui/react/macro';
import type { EarningsAnswer } from '../../../shared/schemas/earnings.js';
import { ColumnChart } from '../../components/ui/charts.js';
import { weekLabels } from '../../lib/format-date.js';
import { useFormatMoney } from '../../lib/format-money.js';

export function EarningsChart({ earnings }: { earnings: EarningsAnswer }) {
  const { t } = useLingui();
  const money = useFormatMoney();
  const weeks = earnings.weeks;
  // Nothing earned this month: the table below says so; an empty chart would say nothing more.
  if (weeks.length === 0 || earnings.totals.earnedCents === 0) return null;
  const total = money(earnings.totals.earnedCents, { decimals: true });
  const count = weeks.length;
  return (
    <ColumnChart
      title={t`Your earnings by week`}
      summary={t`${total} over ${count} weeks`}
      categories={weeks.map((w) => weekLabels(w.from))}
      series={[
        { name: t`Pay`, values: weeks.map((w) => w.payCents), colour: 'bg-brand-700' },
        { name: t`Tips`, values: weeks.map((w) => w.tipsCents), colour: 'bg-amber-500' },
        {
          name: t`Late-cancellation fees`,
          values: weeks.map((w) => w.lateFeesCents),
          colour: 'bg-slate-500',
        },
      ]}
      format={(cents) => money(cents, { decimals: true })}
    />
  );
}
