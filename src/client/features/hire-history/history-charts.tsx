// The four figures of the hire history (issue 18): hires per month, how quickly workers answered, workers hired
// again, and what the plan has cost.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatRand } from '../../../shared/constants.js';
import {
  type EmployerAnalytics,
  RESPONSE_TIME_BANDS,
  type ResponseTimeBand,
} from '../../../shared/schemas/employer-analytics.js';
import { BarList, ColumnChart } from '../../components/ui/charts.js';
import { formatDay, formatWait, monthLabels } from './format.js';

const ACCEPTED_COLOUR = 'bg-brand-700';
const OTHER_COLOUR = 'bg-slate-400';

export function HistoryCharts({ data }: { data: EmployerAnalytics }) {
  const { t } = useLingui();
  const months = data.months.map((m) => monthLabels(m));
  const requested = data.hiresPerMonth.reduce((n, m) => n + m.requested, 0);
  const accepted = data.hiresPerMonth.reduce((n, m) => n + m.accepted, 0);
  const { responseTimes: rt, repeatWorkers: rw, planSpending: plan } = data;
  const bandLabels: Record<ResponseTimeBand, string> = {
    withinHour: t`Within an hour`,
    withinSixHours: t`1 to 6 hours`,
    withinDay: t`6 to 24 hours`,
    longer: t`Longer than a day`,
  };
  const { repeatWorkers, workersHired, repeatHires } = rw;
  const unanswered = rt.unanswered;
  const median = rt.medianMinutes === null ? null : formatWait(rt.medianMinutes);
  const total = formatRand(plan.totalCents);
  const until = plan.current ? formatDay(plan.current.expiresAt, 'long') : null;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ColumnChart
        title={t`Hires per month`}
        summary={
          <Trans>
            <Plural value={requested} one="# request" other="# requests" /> in the last 12 months,{' '}
            <Plural value={accepted} one="# accepted" other="# accepted" />.
          </Trans>
        }
        categories={months}
        series={[
          { name: t`Requested`, values: data.hiresPerMonth.map((m) => m.requested), colour: OTHER_COLOUR },
          { name: t`Accepted`, values: data.hiresPerMonth.map((m) => m.accepted), colour: ACCEPTED_COLOUR },
        ]}
      />
      <BarList
        title={t`How quickly workers answered`}
        summary={
          median === null ? (
            <Trans>No answers yet.</Trans>
          ) : (
            <Trans>
              Half your requests were answered within {median}.{' '}
              <Plural value={unanswered} one="# expired unanswered." other="# expired unanswered." />
            </Trans>
          )
        }
        categories={RESPONSE_TIME_BANDS.map((b) => bandLabels[b.id])}
        series={[
          { name: t`Accepted`, values: rt.bands.map((b) => b.accepted), colour: ACCEPTED_COLOUR },
          { name: t`Declined`, values: rt.bands.map((b) => b.declined), colour: OTHER_COLOUR },
        ]}
      />
      <BarList
        title={t`Workers you hired again`}
        summary={
          repeatWorkers === 0 ? (
            <Trans>No worker has worked for you twice yet.</Trans>
          ) : (
            <Trans>
              {repeatWorkers} of the {workersHired} workers you hired came back:{' '}
              <Plural value={repeatHires} one="# repeat hire" other="# repeat hires" />.
            </Trans>
          )
        }
        categories={rw.top.map((w) => w.fullName)}
        series={[{ name: t`Hires`, values: rw.top.map((w) => w.hires), colour: ACCEPTED_COLOUR }]}
      />
      <ColumnChart
        title={t`Spent on the plan`}
        summary={
          until ? (
            <Trans>
              {total} in all. Your plan runs until {until}.
            </Trans>
          ) : (
            <Trans>{total} in all.</Trans>
          )
        }
        categories={months}
        series={[{ name: t`Paid`, values: plan.perMonth.map((m) => m.cents), colour: 'bg-amber-500' }]}
        format={(cents) => formatRand(cents)}
      />
    </div>
  );
}
